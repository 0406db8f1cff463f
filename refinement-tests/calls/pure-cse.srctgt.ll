; EXPECT: refines
; Common subexpression elimination of a pure call (EarlyCSE, GVN): @f is
; memory(none) willreturn nounwind, so it is no event and its result is a
; function of its arguments; two calls with the same argument give the same
; value, whatever the argument is (poison and undef included).

declare i32 @f(i32) memory(none) willreturn nounwind

define i32 @src(i32 %x) {
  %a = call i32 @f(i32 %x)
  %b = call i32 @f(i32 %x)
  %r = sub i32 %a, %b
  %s = add i32 %r, %a
  ret i32 %s
}

define i32 @tgt(i32 %x) {
  %a = call i32 @f(i32 %x)
  ret i32 %a
}
