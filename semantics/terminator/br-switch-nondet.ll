; ARGS: --branch-on-poison nondet
; The knob `--branch-on-poison nondet` (MISSION.md; thesis §2.3.2, the
; semantics loop unswitching wants): br/switch on poison or undef goes to a
; non-deterministically chosen successor instead of being UB.

; RUN: @br(true) => i8 1
; RUN: @br(poison) => i8 1 | i8 2
; RUN: @br(undef) => i8 1 | i8 2
; RUN: @switch(1) => i8 11
; RUN: @switch(poison) => i8 10 | i8 11 | i8 12
; RUN: @switch(undef) => i8 10 | i8 11 | i8 12
; a switch whose cases cover every value never takes the default
; RUN: @switch_i1_full(poison) => i8 20 | i8 21

define i8 @br(i1 %c) {
  br i1 %c, label %t, label %f
t:
  ret i8 1
f:
  ret i8 2
}
define i8 @switch(i8 %x) {
  switch i8 %x, label %d [
    i8 0, label %a
    i8 1, label %b
  ]
a:
  ret i8 10
b:
  ret i8 11
d:
  ret i8 12
}
define i8 @switch_i1_full(i1 %x) {
  switch i1 %x, label %d [
    i1 false, label %a
    i1 true, label %b
  ]
a:
  ret i8 20
b:
  ret i8 21
d:
  ret i8 22
}
