; A load through a pointer that an inbounds GEP made poison.
define i8 @main() {
entry:
  %a = alloca [4 x i8], align 1
  %p = getelementptr inbounds i8, ptr %a, i64 8
  %v = load i8, ptr %p, align 1
  ret i8 %v
}
