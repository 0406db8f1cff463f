; Two RUN lines that differ only in a flag the optimizer ignores: each
; function is checked once, the second RUN line's results come from the
; first's (tests/it/validate.rs).
; RUN: opt -S -passes=add-nsw < %s | FileCheck %s
; RUN: opt -S -passes=add-nsw -some-option < %s | FileCheck %s

define i8 @inc(i8 %x) {
  %r = add i8 %x, 1
  ret i8 %r
}

define i8 @twice(i8 %x) {
  %a = call i8 @inc(i8 %x)
  %r = add i8 %a, 1
  ret i8 %r
}
