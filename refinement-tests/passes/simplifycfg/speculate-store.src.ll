; EXPECT: refines
; A conditional store to an address that was just stored to unconditionally
; becomes an unconditional store of a select: the address is known
; writable, so the store may be speculated.

define void @f(ptr noundef %p, i1 %c, i32 %x, i32 %y) {
entry:
  store i32 %x, ptr %p
  br i1 %c, label %then, label %exit
then:
  store i32 %y, ptr %p
  br label %exit
exit:
  ret void
}
