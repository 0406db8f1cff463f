; llvm.vector.reverse, llvm.vector.interleave2..8 and
; llvm.vector.deinterleave2..8 move whole lanes: poison, undef and partly
; poison lanes keep their values. Rules: semantics/intrinsics.md,
; "Lane-moving vector intrinsics".
; RUN: @rev4(1, 2) => <4 x i32> <i32 2, i32 3, i32 2, i32 1>
; RUN: @rev4(poison, 2) => <4 x i32> <i32 2, i32 3, i32 2, i32 poison>
; RUN: @rev1(7) => <1 x i8> <i8 7>
; RUN: @rev_undef() => <2 x i1> <i1 true, i1 undef>
; RUN: @rev_wide() => i32 0
; RUN: @rev_scalable() => i8 2
; RUN: @il2(1, poison) => <4 x i8> <i8 1, i8 3, i8 2, i8 poison>
; RUN: @dil4() => <2 x i8> <i8 1, i8 5>
; RUN: @roundtrip3(poison) => <2 x i16> <i16 poison, i16 4>
; RUN: @dil8_width1() => <1 x i8> <i8 7>

declare <70 x i32> @llvm.vector.stepvector.v70i32()
declare <4 x i32> @llvm.vector.reverse.v4i32(<4 x i32>)
declare <1 x i8> @llvm.vector.reverse.v1i8(<1 x i8>)
declare <2 x i1> @llvm.vector.reverse.v2i1(<2 x i1>)
declare <2 x i8> @llvm.vector.reverse.v2i8(<2 x i8>)
declare <70 x i32> @llvm.vector.reverse.v70i32(<70 x i32>)
declare <vscale x 2 x i8> @llvm.vector.reverse.nxv2i8(<vscale x 2 x i8>)
declare <4 x i8> @llvm.vector.interleave2.v4i8(<2 x i8>, <2 x i8>)
declare { <2 x i8>, <2 x i8>, <2 x i8>, <2 x i8> } @llvm.vector.deinterleave4.v8i8(<8 x i8>)
declare <6 x i16> @llvm.vector.interleave3.v6i16(<2 x i16>, <2 x i16>, <2 x i16>)
declare { <2 x i16>, <2 x i16>, <2 x i16> } @llvm.vector.deinterleave3.v6i16(<6 x i16>)
declare { <1 x i8>, <1 x i8>, <1 x i8>, <1 x i8>, <1 x i8>, <1 x i8>, <1 x i8>, <1 x i8> } @llvm.vector.deinterleave8.v8i8(<8 x i8>)

define <4 x i32> @rev4(i32 %a, i32 %b) {
  %v0 = insertelement <4 x i32> <i32 0, i32 2, i32 3, i32 0>, i32 %a, i64 0
  %v = insertelement <4 x i32> %v0, i32 %b, i64 3
  %r = call <4 x i32> @llvm.vector.reverse.v4i32(<4 x i32> %v)
  ret <4 x i32> %r
}

define <1 x i8> @rev1(i8 %x) {
  %v = insertelement <1 x i8> poison, i8 %x, i64 0
  %r = call <1 x i8> @llvm.vector.reverse.v1i8(<1 x i8> %v)
  ret <1 x i8> %r
}

; An undef lane stays undef: each use of it may be any value.
define <2 x i1> @rev_undef() {
  %r = call <2 x i1> @llvm.vector.reverse.v2i1(<2 x i1> <i1 undef, i1 true>)
  ret <2 x i1> %r
}

; More than 64 lanes.
define i32 @rev_wide() {
  %v = call <70 x i32> @llvm.vector.stepvector.v70i32()
  %r = call <70 x i32> @llvm.vector.reverse.v70i32(<70 x i32> %v)
  %e = extractelement <70 x i32> %r, i64 69
  ret i32 %e
}

; Scalable: at vscale 1 the two lanes swap.
define i8 @rev_scalable() {
  %a = insertelement <vscale x 2 x i8> zeroinitializer, i8 1, i64 0
  %b = insertelement <vscale x 2 x i8> %a, i8 2, i64 1
  %r = call <vscale x 2 x i8> @llvm.vector.reverse.nxv2i8(<vscale x 2 x i8> %b)
  %e = extractelement <vscale x 2 x i8> %r, i64 0
  ret i8 %e
}

define <4 x i8> @il2(i8 %x, i8 %y) {
  %a = insertelement <2 x i8> <i8 0, i8 2>, i8 %x, i64 0
  %b = insertelement <2 x i8> <i8 3, i8 0>, i8 %y, i64 1
  %r = call <4 x i8> @llvm.vector.interleave2.v4i8(<2 x i8> %a, <2 x i8> %b)
  ret <4 x i8> %r
}

define <2 x i8> @dil4() {
  %r = call { <2 x i8>, <2 x i8>, <2 x i8>, <2 x i8> } @llvm.vector.deinterleave4.v8i8(<8 x i8> <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7>)
  %f = extractvalue { <2 x i8>, <2 x i8>, <2 x i8>, <2 x i8> } %r, 1
  ret <2 x i8> %f
}

; Deinterleaving an interleaving gives the parts back, poison lanes too.
define <2 x i16> @roundtrip3(i16 %x) {
  %a = insertelement <2 x i16> <i16 1, i16 2>, i16 %x, i64 0
  %b = insertelement <2 x i16> <i16 0, i16 4>, i16 %x, i64 0
  %i = call <6 x i16> @llvm.vector.interleave3.v6i16(<2 x i16> %a, <2 x i16> %b, <2 x i16> zeroinitializer)
  %d = call { <2 x i16>, <2 x i16>, <2 x i16> } @llvm.vector.deinterleave3.v6i16(<6 x i16> %i)
  %f = extractvalue { <2 x i16>, <2 x i16>, <2 x i16> } %d, 1
  ret <2 x i16> %f
}

define <1 x i8> @dil8_width1() {
  %r = call { <1 x i8>, <1 x i8>, <1 x i8>, <1 x i8>, <1 x i8>, <1 x i8>, <1 x i8>, <1 x i8> } @llvm.vector.deinterleave8.v8i8(<8 x i8> <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7>)
  %f = extractvalue { <1 x i8>, <1 x i8>, <1 x i8>, <1 x i8>, <1 x i8>, <1 x i8>, <1 x i8>, <1 x i8> } %r, 7
  ret <1 x i8> %f
}
