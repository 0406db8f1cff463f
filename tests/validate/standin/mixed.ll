; One bug among correct rewrites of the same function: its signature names
; the wrong rewrite only, as for the bug alone (tests/it/validate.rs).
; RUN: opt -S -passes=mul2-to-shl,add-nsw < %s | FileCheck %s

define i8 @alone(i8 %x) {
  %r = add i8 %x, 1
  ret i8 %r
}

define i8 @among(i8 %x, i8 %y) {
  %s = add i8 %y, 3
  %n = xor i8 %x, 5
  %d = mul i8 %n, 2
  %k = xor i8 %d, 9
  %e = mul i8 %k, 2
  %r = xor i8 %e, %s
  ret i8 %r
}
