; extractelement, insertelement, shufflevector (LangRef "Vector
; Operations"). Vectors are element-wise: a poison lane stays in its lane.
; An index that is poison or not less than the length gives poison (for
; insertelement the whole vector is poison); a poison mask element gives a
; poison lane.

; RUN: @extract(0) => i8 10
; RUN: @extract(1) => i8 poison
; RUN: @extract(3) => i8 13
; RUN: @extract(4) => i8 poison
; RUN: @extract(-1) => i8 poison
; RUN: @extract(poison) => i8 poison
; RUN: @extract_i128_index(18446744073709551618) => i8 poison
; RUN: @extract_i128_index(2) => i8 12
; RUN: @insert(7, 0) => <4 x i8> <i8 7, i8 poison, i8 12, i8 13>
; RUN: @insert(7, 1) => <4 x i8> <i8 10, i8 7, i8 12, i8 13>
; RUN: @insert(poison, 2) => <4 x i8> <i8 10, i8 poison, i8 poison, i8 13>
; RUN: @insert(7, 4) => <4 x i8> <i8 poison, i8 poison, i8 poison, i8 poison>
; RUN: @insert(7, poison) => <4 x i8> <i8 poison, i8 poison, i8 poison, i8 poison>
; lane i of the result is lane mask[i] of the two inputs concatenated
; RUN: @shuffle(1) => <4 x i8> <i8 13, i8 1, i8 poison, i8 10>
; RUN: @shuffle(poison) => <4 x i8> <i8 13, i8 poison, i8 poison, i8 10>
; the undef mask element is read as poison (LangRef); an undef input lane stays undef
; RUN: @shuffle_undef_mask() => <2 x i8> <i8 poison, i8 10>
; RUN: @shuffle_undef_lane() => <2 x i8> <i8 undef, i8 10>
; element-wise poison: one bad lane does not touch the others
; RUN: @lanes(1) => <4 x i32> <i32 poison, i32 2, i32 poison, i32 -1>
; a poison or undef vector argument is poison or undef in every lane
; RUN: @arg_lanes(poison) => <2 x i8> <i8 poison, i8 1>
; RUN: @arg_lanes(undef) => <2 x i8> <i8 undef, i8 1>
; <N x i1> vectors
; RUN: @i1_vector(true) => <4 x i1> <i1 true, i1 poison, i1 false, i1 true>

define <4 x i8> @base() {
  ret <4 x i8> <i8 10, i8 poison, i8 12, i8 13>
}
define i8 @extract(i32 %i) {
  %v = call <4 x i8> @base()
  %e = extractelement <4 x i8> %v, i32 %i
  ret i8 %e
}
define i8 @extract_i128_index(i128 %i) {
  %v = call <4 x i8> @base()
  %e = extractelement <4 x i8> %v, i128 %i
  ret i8 %e
}
define <4 x i8> @insert(i8 %x, i32 %i) {
  %v = call <4 x i8> @base()
  %r = insertelement <4 x i8> %v, i8 %x, i32 %i
  ret <4 x i8> %r
}
define <4 x i8> @shuffle(i8 %x) {
  %v = call <4 x i8> @base()
  %w = insertelement <4 x i8> zeroinitializer, i8 %x, i32 0
  %r = shufflevector <4 x i8> %v, <4 x i8> %w, <4 x i32> <i32 3, i32 4, i32 poison, i32 0>
  ret <4 x i8> %r
}
define <2 x i8> @shuffle_undef_mask() {
  %v = call <4 x i8> @base()
  %r = shufflevector <4 x i8> %v, <4 x i8> poison, <2 x i32> <i32 undef, i32 0>
  ret <2 x i8> %r
}
define <2 x i8> @shuffle_undef_lane() {
  %v = call <4 x i8> @base()
  %u = insertelement <4 x i8> %v, i8 undef, i32 1
  %r = shufflevector <4 x i8> %u, <4 x i8> poison, <2 x i32> <i32 1, i32 0>
  ret <2 x i8> %r
}
define <4 x i32> @lanes(i32 %x) {
  %a = insertelement <4 x i32> <i32 poison, i32 1, i32 2147483647, i32 0>, i32 %x, i32 1
  %r = add nsw <4 x i32> %a, <i32 1, i32 1, i32 1, i32 -1>
  ret <4 x i32> %r
}
define <4 x i1> @i1_vector(i1 %b) {
  %v = insertelement <4 x i1> <i1 poison, i1 poison, i1 true, i1 false>, i1 %b, i32 0
  %r = xor <4 x i1> %v, <i1 false, i1 false, i1 true, i1 true>
  ret <4 x i1> %r
}
define <2 x i8> @arg_lanes(<2 x i8> %v) {
  %r = insertelement <2 x i8> %v, i8 1, i32 1
  ret <2 x i8> %r
}
