; ARGS: --model taming
; freeze in the taming model (thesis Figure 3.1): the same rule; `undef` is
; poison, so freezing it picks any value.
; RUN: @freeze_undef_const() => i2 0 | i2 1 | i2 -2 | i2 -1
; RUN: @freeze(poison) => i2 0 | i2 1 | i2 -2 | i2 -1
; RUN: @freeze(-2) => i2 -2
; RUN: @same_value(poison) => i2 0

define i2 @freeze_undef_const() {
  %f = freeze i2 undef
  ret i2 %f
}
define i2 @freeze(i2 %a) {
  %f = freeze i2 %a
  ret i2 %f
}
define i2 @same_value(i2 %a) {
  %f = freeze i2 %a
  %d = sub i2 %f, %f
  ret i2 %d
}
