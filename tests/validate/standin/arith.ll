; Stand-in optimizer fixtures for `llsem validate` (tests/it/validate.rs):
; the passes are the sed rewrites of ../standin-opt.sh.
; RUN: opt -S -passes=mul2-to-shl < %s | FileCheck %s
; RUN: opt -S -passes=add-nsw < %s | FileCheck %s
; RUN: opt -S -passes=mul2-to-shl,add-nsw %s -o - \
; RUN:   | FileCheck %s --check-prefix=BOTH
; RUN: llc < %s | FileCheck %s

define i8 @double(i8 %x) {
  %r = mul i8 %x, 2
  ret i8 %r
}

define i8 @inc(i8 %x) {
  %r = add i8 %x, 1
  ret i8 %r
}

define i8 @same(i8 %x) {
  %r = xor i8 %x, 5
  ret i8 %r
}
