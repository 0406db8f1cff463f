; EXPECT: refines
; Two calls of a `memory(none)` function given poison, which the target
; gives 1 and 2: each call's poison input is refined on its own, so each
; source call may behave as the target call given the value that refines
; it (Alive2, `State::addFnCall`: a target call takes the outcome of any
; source call whose input it refines).

declare i8 @f(i8) memory(none)

define i8 @src() {
  %r = call i8 @f(i8 poison)
  %s = call i8 @f(i8 poison)
  %t = add i8 %r, %s
  ret i8 %t
}

define i8 @tgt() {
  %r = call i8 @f(i8 1)
  %s = call i8 @f(i8 2)
  %t = add i8 %r, %s
  ret i8 %t
}
