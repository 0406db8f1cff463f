; EXPECT: refines
; A branch whose one arm reaches `unreachable` is removed: the target goes
; straight on (the source has UB on the other path anyway).

define i32 @f(i32 %x, i1 %c) {
entry:
  br i1 %c, label %ok, label %bad
bad:
  unreachable
ok:
  %r = add i32 %x, 1
  ret i32 %r
}
