; EXPECT: refines
; PASSES: simplifycfg<switch-range-to-icmp>
; A switch whose cases form a contiguous range into one block becomes a
; range check (a subtraction and an unsigned compare).

define i8 @f(i8 %k, i8 %x) {
entry:
  switch i8 %k, label %other [
    i8 3, label %small
    i8 4, label %small
    i8 5, label %small
    i8 6, label %small
  ]
small:
  %a = add i8 %x, %k
  ret i8 %a
other:
  ret i8 0
}
