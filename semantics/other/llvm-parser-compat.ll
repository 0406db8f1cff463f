; What LLVM 22's parser accepts beyond the grammar LangRef writes down, and
; what it means (llvm-as-22 | llvm-dis-22 shows each reading):
; - an integer constant wider than its type keeps its low bits (`i5 42` is
;   `i5 10`, `i8 -129` is `i8 127`);
; - an intrinsic called without a `declare` is declared from the call;
; - a `#N` attribute group that is never defined adds no attributes;
; - a `getelementptr` constant expression on an `undef` base is `undef`;
; - an instruction after a terminator starts a new unlabelled block, which
;   takes the next free number, wherever it is written (on the terminator's
;   line too: line breaks mean nothing to the parser, and a terminator may
;   go on over several lines);
; - an instruction with a value but no `%N =` takes the next free number
;   (a numbered value or label may skip numbers, never go back);
; - `llvm.experimental.vector.reduce.*` is AutoUpgraded to
;   `llvm.vector.reduce.*` (the `v2.fadd`/`v2.fmul` forms lose the scalar
;   type from the name).
; The module has no `declare` for the intrinsics it calls and no
; `attributes #0` line, on purpose.

; RUN: @wide_constants() => { i5, i8, i8, i1 } { i5 10, i8 127, i8 44, i1 false }
; RUN: @implicit_smax(3, -7) => i32 3
; RUN: @implicit_smax(poison, 1) => i32 poison
; RUN: @implicit_twice(5) => i32 5
; RUN: @undefined_group(4) => i32 4
; RUN: @upgraded_add() => i32 10
; RUN: @upgraded_fadd() => float 0x4018000000000000
; a getelementptr constant expression on an undef base is undef (LLVM's
; constant folder gives `undef`; undef plus an offset can be any address)
; RUN: @gep_on_undef() => ptr undef
; RUN: @gep_on_undef_as_int() => i64 undef
; RUN: @after_terminator(5) => i32 5
; RUN: @after_terminator_numbered(5) => i32 6
; RUN: @after_terminator_labels(0) => i32 1
; RUN: @after_terminator_labels(1) => i32 2
; RUN: @same_line(5) => i32 6
; RUN: @continued(true, 5) => i32 5
; RUN: @continued(false, 5) => i32 6
; RUN: @unnamed_values(4) => i32 15
; RUN: @unnamed_values(-9) => i32 0
; RUN: @numbers_skipped(2) => i32 3

define { i5, i8, i8, i1 } @wide_constants() {
  %a = insertvalue { i5, i8, i8, i1 } poison, i5 42, 0
  %b = insertvalue { i5, i8, i8, i1 } %a, i8 -129, 1
  %c = insertvalue { i5, i8, i8, i1 } %b, i8 300, 2
  %d = insertvalue { i5, i8, i8, i1 } %c, i1 2, 3
  ret { i5, i8, i8, i1 } %d
}
define i32 @implicit_smax(i32 %a, i32 %b) {
  %r = call i32 @llvm.smax.i32(i32 %a, i32 %b)
  ret i32 %r
}
define i32 @implicit_twice(i32 %a) {
  %r = call i32 @llvm.smax.i32(i32 %a, i32 0)
  %s = call i32 @llvm.umin.i32(i32 %r, i32 100)
  ret i32 %s
}
define i32 @undefined_group(i32 %a) #0 {
  ret i32 %a
}
define i32 @upgraded_add() {
  %r = call i32 @llvm.experimental.vector.reduce.add.v4i32(<4 x i32> <i32 1, i32 2, i32 3, i32 4>)
  ret i32 %r
}
define float @upgraded_fadd() {
  %r = call float @llvm.experimental.vector.reduce.v2.fadd.f32.v2f32(float 1.0, <2 x float> <float 2.0, float 3.0>)
  ret float %r
}
define ptr @gep_on_undef() {
  ret ptr getelementptr inbounds (i8, ptr undef, i64 1)
}
define i64 @gep_on_undef_as_int() {
  ret i64 ptrtoint (ptr getelementptr (i8, ptr undef, i64 4) to i64)
}
define i32 @after_terminator(i32 %x) {
  ret i32 %x
  %y = add i32 %x, 1
  ret i32 %y
}
; %0 is the parameter, %1 the entry block, %2 the block after `br`.
define i32 @after_terminator_numbered(i32) {
  br label %2
  %3 = add i32 %0, 1
  ret i32 %3
}
define i32 @after_terminator_labels(i32 %x) {
entry:
  %c = icmp eq i32 %x, 0
  br i1 %c,
     label %zero, label %other
  store i32 0, ptr null
  unreachable
zero:
  ret i32 1
other:
  switch i32 %x, label %d [
    i32 7, label %zero
  ]
  br label %d
d:
  ret i32 2
}
; The block after `br` starts on its line: %0 is the entry block, %1 the
; block, %2 the `add`.
define i32 @same_line(i32 %x) {
  br label %1  %2 = add i32 %x, 1  ret i32 %2
}
define i32 @continued(i1 %c, i32 %x) {
  br i1 %c, label %yes, label
     %no
yes:
  ret i32
    %x
no:
  %r = add
    i32 %x, 1
  ret i32
    %r
}
; %0 is the parameter, %1 the entry block, %2 the `add`, %3 the `mul`, %4
; the `smax` call (void calls take no number).
define i32 @unnamed_values(i32) {
  add i32 %0, 1
  mul i32 %2, 3
  call void @llvm.donothing()
  call i32 @llvm.smax.i32(i32 %3, i32 0)
  ret i32 %4
}
; Numbers may skip (%0 is the entry block), and the block after `br` takes
; the number after the last one written.
define i32 @numbers_skipped(i32 %x) {
  %5 = add i32 %x, 1
  br label %6
  ret i32 %5
}
