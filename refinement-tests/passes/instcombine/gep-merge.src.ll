; EXPECT: refines
; Two constant-index `getelementptr inbounds` merge into one, and a load
; from it returns the byte the source reads.

define i8 @f(ptr noundef %p) {
  %a = getelementptr inbounds i8, ptr %p, i64 3
  %b = getelementptr inbounds i8, ptr %a, i64 5
  %v = load i8, ptr %b
  ret i8 %v
}
