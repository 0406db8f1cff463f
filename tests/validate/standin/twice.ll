; One bug in two functions, and another bug with the same message: two
; signatures (tests/it/validate.rs).
; RUN: opt -S -passes=add-nsw,drop-freeze < %s | FileCheck %s

define i8 @inc(i8 %x) {
  %r = add i8 %x, 1
  ret i8 %r
}

define i32 @step7(i32 %n) {
  %m = mul i32 %n, 3
  %s = add i32 %m, 7
  ret i32 %s
}

define i8 @frozen(i8 %v) {
  %f = freeze i8 %v
  ret i8 %f
}
