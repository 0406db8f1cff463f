; Two RUN lines that differ only in a flag the optimizer ignores: each
; function that refines is checked once, the second RUN line's results
; come from the first's; a finding is checked again (tests/it/validate.rs).
; RUN: opt -S -passes=mul2-to-shl,add-nsw < %s | FileCheck %s
; RUN: opt -S -passes=mul2-to-shl,add-nsw -some-option < %s | FileCheck %s

define i8 @dbl(i8 %x) {
  %r = mul i8 %x, 2
  ret i8 %r
}

define i8 @twice(i8 %x) {
  %a = call i8 @dbl(i8 %x)
  %r = mul i8 %a, 2
  ret i8 %r
}

define i8 @inc(i8 %x) {
  %r = add i8 %x, 1
  ret i8 %r
}
