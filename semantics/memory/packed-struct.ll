; The Explicitly Packed Structure (MISSION.md; thesis 3.2.3): a struct type
; \{ ... }/ whose integer fields sit bit by bit with no padding. A GEP to a
; field may point inside a byte, and a load or store of iN through it
; touches exactly those N bits, so poison in one field stays out of its
; neighbours unless a wider access reads them together. (An llsem extension:
; not LLVM syntax.)

%s = type \{ i3, i4, i1 }/

; RUN: @fields(5, 9) => { i3, i4, i1 } { i3 -3, i4 -7, i1 false }
; a poison field does not touch the others ...
; RUN: @poison_neighbour(9) => i4 -7
; ... but a byte-wide load sees the poison bits
; RUN: @poison_whole_byte(9) => i8 poison
; an uninitialized neighbour is undef in the llvm model
; RUN: @one_field_written(9) => i8 0b?1001???

define { i3, i4, i1 } @fields(i3 %a, i4 %b) {
  %p = alloca %s
  %f0 = getelementptr %s, ptr %p, i32 0, i32 0
  %f1 = getelementptr %s, ptr %p, i32 0, i32 1
  %f2 = getelementptr %s, ptr %p, i32 0, i32 2
  store i3 %a, ptr %f0
  store i4 %b, ptr %f1
  store i1 false, ptr %f2
  %x = load i3, ptr %f0
  %y = load i4, ptr %f1
  %z = load i1, ptr %f2
  %r0 = insertvalue { i3, i4, i1 } poison, i3 %x, 0
  %r1 = insertvalue { i3, i4, i1 } %r0, i4 %y, 1
  %r2 = insertvalue { i3, i4, i1 } %r1, i1 %z, 2
  ret { i3, i4, i1 } %r2
}
define i4 @poison_neighbour(i4 %b) {
  %p = alloca %s
  %f0 = getelementptr %s, ptr %p, i32 0, i32 0
  %f1 = getelementptr %s, ptr %p, i32 0, i32 1
  store i3 poison, ptr %f0
  store i4 %b, ptr %f1
  %y = load i4, ptr %f1
  ret i4 %y
}
define i8 @poison_whole_byte(i4 %b) {
  %p = alloca %s
  %f0 = getelementptr %s, ptr %p, i32 0, i32 0
  %f1 = getelementptr %s, ptr %p, i32 0, i32 1
  %f2 = getelementptr %s, ptr %p, i32 0, i32 2
  store i3 poison, ptr %f0
  store i4 %b, ptr %f1
  store i1 false, ptr %f2
  %w = load i8, ptr %p
  ret i8 %w
}
define i8 @one_field_written(i4 %b) {
  %p = alloca %s
  %f1 = getelementptr %s, ptr %p, i32 0, i32 1
  store i4 %b, ptr %f1
  %w = load i8, ptr %p
  ret i8 %w
}
