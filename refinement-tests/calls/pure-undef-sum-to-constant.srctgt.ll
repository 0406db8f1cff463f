; EXPECT: refines
; `add i1 %a, %a` is 0 for every defined %a and undef for an undef %a
; (each use of undef may differ), so `f(%a + %a)` may become `f(false)`
; (found by `llsem fuzz` against opt-22's instcombine; alive-tv agrees).

declare i8 @f(i1) memory(none) willreturn nounwind

define i8 @src(i1 %a) {
  %x = add i1 %a, %a
  %r = call i8 @f(i1 %x)
  ret i8 %r
}

define i8 @tgt(i1 %a) {
  %r = call i8 @f(i1 false)
  ret i8 %r
}
