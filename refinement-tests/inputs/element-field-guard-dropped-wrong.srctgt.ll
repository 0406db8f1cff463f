; EXPECT: not-refines
; The second `i32` field of a struct behind %p, negated by `sdiv` by -1
; only when it is not INT_MIN (a branch guards the division); the target
; divides unconditionally. For INT_MIN at
; byte offset 4 the target's division overflows: immediate UB (LangRef
; "'sdiv' Instruction"). The buffer holding the functions' constants puts
; -1 there, random bytes almost never INT_MIN; the buffers whose loaded
; elements (offset 4, `i32`, through the `getelementptr`) hold boundary
; values do (refine/elements.rs).

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
  %n = sdiv i32 %y, -1
  ret i32 %n
}
