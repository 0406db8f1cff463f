; Load widening and combining (thesis sections 2.3.4 and 3.2.4).
;
;   struct { short lo; short hi; } s;   s.lo = 7;   s.hi is never written
;
; A load of s.lo may be widened to the whole 32-bit word (one wider load
; is often cheaper), or two narrow loads combined into one. The word has
; poison bits whenever hi does (taming model: hi is uninitialized, hence
; poison), and an integer loaded with any poison bit is poison: the
; widened load "poisons" lo too. Loading the word as a vector keeps the
; halves apart.
;
;   llsem run widening.ll --entry lo_widened --model taming

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

; The three ways to read lo.

define i16 @load_lo(ptr %p) {
  %lo = load i16, ptr %p, align 4
  ret i16 %lo
}

define i16 @load_lo_widened(ptr %p) {
  %w = load i32, ptr %p, align 4
  %lo = trunc i32 %w to i16
  ret i16 %lo
}

define i16 @load_lo_as_vector(ptr %p) {
  %w = load <2 x i16>, ptr %p, align 4
  %lo = extractelement <2 x i16> %w, i32 0
  ret i16 %lo
}

; The struct in fresh memory with only lo written, read each way.

define i16 @lo_narrow() {
  %s = alloca { i16, i16 }, align 4
  store i16 7, ptr %s, align 4
  %lo = call i16 @load_lo(ptr %s)
  ret i16 %lo
}

define i16 @lo_widened() {
  %s = alloca { i16, i16 }, align 4
  store i16 7, ptr %s, align 4
  %lo = call i16 @load_lo_widened(ptr %s)
  ret i16 %lo
}

define i16 @lo_as_vector() {
  %s = alloca { i16, i16 }, align 4
  store i16 7, ptr %s, align 4
  %lo = call i16 @load_lo_as_vector(ptr %s)
  ret i16 %lo
}

; Combining: code that reads two adjacent bytes x and y (y never written)
; with two loads, with one i16 load split in two, or with one <2 x i8>
; load. Each returns x.

define i8 @x_two_loads() {
  %s = alloca [2 x i8], align 2
  store i8 5, ptr %s, align 2
  %py = getelementptr i8, ptr %s, i64 1
  %x = load i8, ptr %s, align 2
  %y = load i8, ptr %py, align 1
  ret i8 %x
}

define i8 @x_combined() {
  %s = alloca [2 x i8], align 2
  store i8 5, ptr %s, align 2
  %w = load i16, ptr %s, align 2
  %x = trunc i16 %w to i8
  %hi = lshr i16 %w, 8
  %y = trunc i16 %hi to i8
  ret i8 %x
}

define i8 @x_combined_as_vector() {
  %s = alloca [2 x i8], align 2
  store i8 5, ptr %s, align 2
  %w = load <2 x i8>, ptr %s, align 2
  %x = extractelement <2 x i8> %w, i32 0
  %y = extractelement <2 x i8> %w, i32 1
  ret i8 %x
}
