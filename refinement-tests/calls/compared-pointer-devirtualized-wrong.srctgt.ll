; EXPECT: not-refines
; The incorrect variant of compared-pointer-devirtualized: the target calls
; @f directly without the comparison, but the parameter may hold another
; function's address (@g, or one the module does not name), which the
; source calls instead (decision 0053).

declare i32 @f(i32)
declare i32 @g(i32)

define i32 @src(ptr %fp, i32 %x) {
  %r = call i32 %fp(i32 %x)
  ret i32 %r
}

define i32 @tgt(ptr %fp, i32 %x) {
  %r = call i32 @f(i32 %x)
  ret i32 %r
}
