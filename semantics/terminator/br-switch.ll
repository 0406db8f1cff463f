; br and switch (LangRef "Terminator Instructions"): the successor the
; condition selects; a poison or undef condition is immediate UB (default
; `--branch-on-poison ub`), and so is a partially undef one.

; RUN: @br(true) => i8 1
; RUN: @br(false) => i8 2
; RUN: @br(poison) => ub branch-on-poison
; RUN: @br(undef) => ub branch-on-undef
; a branch on a comparison with a poison operand (LangRef's example)
; RUN: @br_cmp(poison) => ub branch-on-poison
; RUN: @br_cmp(-1) => i8 1
; an unconditional br does not look at anything
; RUN: @br_uncond() => i8 3
; switch: the matching case, else the default
; RUN: @switch(0) => i8 10
; RUN: @switch(1) => i8 11
; RUN: @switch(-1) => i8 12
; RUN: @switch(7) => i8 13
; RUN: @switch(poison) => ub branch-on-poison
; RUN: @switch(undef) => ub branch-on-undef
; LangRef: `and undef, 255` still has undef bits, so switching on it is UB
; RUN: @switch_masked_undef() => ub branch-on-undef
; ... while `or undef, 255` at i8 is always 255
; RUN: @switch_or_undef() => i8 12
; and `freeze undef` is a non-deterministic but legal choice
; RUN: @br_freeze_undef() => i8 1 | i8 2
; wide switch
; RUN: @switch_i128(-1) => i8 1
; RUN: @switch_i128(18446744073709551616) => i8 2
; RUN: @switch_i128(0) => i8 0
; RUN: @switch_i128(poison) => ub branch-on-poison

define i8 @br(i1 %c) {
  br i1 %c, label %t, label %f
t:
  ret i8 1
f:
  ret i8 2
}
define i8 @br_cmp(i32 %x) {
  %cmp = icmp slt i32 %x, 0
  br i1 %cmp, label %t, label %f
t:
  ret i8 1
f:
  ret i8 2
}
define i8 @br_uncond() {
  br label %next
next:
  ret i8 3
}
define i8 @switch(i8 %x) {
  switch i8 %x, label %d [
    i8 0, label %a
    i8 1, label %b
    i8 -1, label %c
  ]
a:
  ret i8 10
b:
  ret i8 11
c:
  ret i8 12
d:
  ret i8 13
}
define i8 @switch_masked_undef() {
  %x = and i8 undef, 255
  %r = call i8 @switch(i8 %x)
  ret i8 %r
}
define i8 @switch_or_undef() {
  %x = or i8 undef, 255
  %r = call i8 @switch(i8 %x)
  ret i8 %r
}
define i8 @br_freeze_undef() {
  %c = freeze i1 undef
  br i1 %c, label %t, label %f
t:
  ret i8 1
f:
  ret i8 2
}
define i8 @switch_i128(i128 %x) {
  switch i128 %x, label %d [
    i128 -1, label %a
    i128 18446744073709551616, label %b
  ]
a:
  ret i8 1
b:
  ret i8 2
d:
  ret i8 0
}
