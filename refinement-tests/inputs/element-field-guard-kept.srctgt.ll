; EXPECT: refines
; element-field-guard-dropped-wrong.srctgt.ll with the guarded `sdiv` by -1
; rewritten as a subtraction from 0 and a `select` (the subtraction wraps
; for INT_MIN, where the `select` takes 0 anyway): no element value tells
; the two apart (LangRef "'sdiv' Instruction", "'sub' Instruction").

define i32 @src(ptr %p) {
  %f = getelementptr inbounds { i32, i32 }, ptr %p, i64 0, i32 1
  %y = load i32, ptr %f, align 4
  %c = icmp eq i32 %y, -2147483648
  br i1 %c, label %min, label %div

min:
  ret i32 0

div:
  %n = sdiv i32 %y, -1
  ret i32 %n
}

define i32 @tgt(ptr %p) {
  %f = getelementptr inbounds { i32, i32 }, ptr %p, i64 0, i32 1
  %y = load i32, ptr %f, align 4
  %c = icmp eq i32 %y, -2147483648
  %n = sub i32 0, %y
  %r = select i1 %c, i32 0, i32 %n
  ret i32 %r
}
