; ARGS: --vscale 2
; llvm.get.active.lane.mask(base, n) (semantics/vector.md [lane-mask];
; LangRef "'llvm.get.active.lane.mask.*' Intrinsics"): lane i is
; icmp ult (base + i), n with the sum in integer numbers (no wrap), each
; lane an icmp of its own.
; RUN: @mask8(1, 3) => <4 x i1> <i1 true, i1 true, i1 false, i1 false>
; RUN: @mask8(0, 0) => <4 x i1> <i1 false, i1 false, i1 false, i1 false>
; RUN: @mask8(254, 255) => <4 x i1> <i1 true, i1 false, i1 false, i1 false>
; RUN: @mask8(-1, -1) => <4 x i1> <i1 false, i1 false, i1 false, i1 false>
; RUN: @mask8(253, 0) => <4 x i1> <i1 false, i1 false, i1 false, i1 false>
; RUN: @mask8(poison, 3) => <4 x i1> <i1 poison, i1 poison, i1 poison, i1 poison>
; RUN: @mask8(0, poison) => <4 x i1> <i1 poison, i1 poison, i1 poison, i1 poison>
; RUN: @mask8(undef, 0) => <4 x i1> <i1 false, i1 false, i1 false, i1 false>
; RUN: @mask1(undef, 1) => <2 x i1> <i1 true, i1 false> | <2 x i1> <i1 false, i1 false>
; RUN: @mask1(1, 1) => <2 x i1> <i1 false, i1 false>
; RUN: @mask65(-2, -1) => <2 x i1> <i1 true, i1 false>
; RUN: @scalable(5, 8) => <vscale x 2 x i1> <i1 true, i1 true, i1 true, i1 false>

define <4 x i1> @mask8(i8 %b, i8 %n) {
  %m = call <4 x i1> @llvm.get.active.lane.mask.v4i1.i8(i8 %b, i8 %n)
  ret <4 x i1> %m
}

; Width 1: base + 1 is 2 in integer numbers, never below an i1.
define <2 x i1> @mask1(i1 %b, i1 %n) {
  %m = call <2 x i1> @llvm.get.active.lane.mask.v2i1.i1(i1 %b, i1 %n)
  ret <2 x i1> %m
}

; Above 64 bits: base + 1 reaches n = 2^65 - 1 without wrapping.
define <2 x i1> @mask65(i65 %b, i65 %n) {
  %m = call <2 x i1> @llvm.get.active.lane.mask.v2i1.i65(i65 %b, i65 %n)
  ret <2 x i1> %m
}

; vscale 2: four lanes.
define <vscale x 2 x i1> @scalable(i64 %b, i64 %n) {
  %m = call <vscale x 2 x i1> @llvm.get.active.lane.mask.nxv2i1.i64(i64 %b, i64 %n)
  ret <vscale x 2 x i1> %m
}

declare <4 x i1> @llvm.get.active.lane.mask.v4i1.i8(i8, i8)
declare <2 x i1> @llvm.get.active.lane.mask.v2i1.i1(i1, i1)
declare <2 x i1> @llvm.get.active.lane.mask.v2i1.i65(i65, i65)
declare <vscale x 2 x i1> @llvm.get.active.lane.mask.nxv2i1.i64(i64, i64)
