; ARGS: --vscale 2
; Scalable vectors with vscale fixed to 2 for the run (semantics/vector.md,
; "Scalable vectors"): <vscale x N x T> has 2N lanes (printed with its
; written type), a poison lane stays in its place, and memory holds vscale
; times the bytes of <N x T>.
; RUN: @vscale_i64() => i64 2
; RUN: @vscale_i1() => i1 poison
; RUN: @step() => <vscale x 4 x i8> <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7>
; RUN: @store_load(8) => <vscale x 4 x i32> <i32 3, i32 poison, i32 3, i32 3, i32 3, i32 3, i32 3, i32 8>
; RUN: @partly_poison_bytes() => <vscale x 2 x i16> <i16 poison, i16 7, i16 7, i16 7>
; RUN: @gep_stride() => i64 32
; RUN: @extract_lane(7) => i32 7
; RUN: @extract_lane(8) => i32 poison
; RUN: @add_lanes(poison) => <vscale x 1 x i8> <i8 -128, i8 poison>
; RUN: @add_nsw_lanes(1) => <vscale x 1 x i8> <i8 poison, i8 2>
; RUN: @splat_shuffle(5) => <vscale x 1 x i8> <i8 5, i8 5>
; RUN: @insert_scaled(poison) => <vscale x 2 x i8> <i8 0, i8 1, i8 9, i8 poison>
; RUN: @extract_fixed_beyond() => <2 x i8> <i8 2, i8 3>
; RUN: @extract_fixed_out_of_range() => <4 x i8> <i8 poison, i8 poison, i8 poison, i8 poison>
; RUN: @wide_lanes(-1) => <vscale x 1 x i65> <i65 2, i65 0>
; RUN: @load_past_end() => ub out-of-bounds

define i64 @vscale_i64() {
  %v = call i64 @llvm.vscale.i64()
  ret i64 %v
}

; vscale 2 does not fit in i1: poison (LangRef "'llvm.vscale' Intrinsic").
define i1 @vscale_i1() {
  %v = call i1 @llvm.vscale.i1()
  ret i1 %v
}

define <vscale x 4 x i8> @step() {
  %s = call <vscale x 4 x i8> @llvm.stepvector.nxv4i8()
  ret <vscale x 4 x i8> %s
}

; Lane 7 exists only because vscale is 2.
define <vscale x 4 x i32> @store_load(i32 %x) {
  %a = insertelement <vscale x 4 x i32> splat (i32 3), i32 poison, i64 1
  %v = insertelement <vscale x 4 x i32> %a, i32 %x, i64 7
  %p = alloca <vscale x 4 x i32>
  store <vscale x 4 x i32> %v, ptr %p
  %r = load <vscale x 4 x i32>, ptr %p
  ret <vscale x 4 x i32> %r
}

; A lane with one poison byte is poison; the others load as stored.
define <vscale x 2 x i16> @partly_poison_bytes() {
  %p = alloca <vscale x 2 x i16>
  store <vscale x 2 x i16> splat (i16 7), ptr %p
  store i8 poison, ptr %p
  %r = load <vscale x 2 x i16>, ptr %p
  ret <vscale x 2 x i16> %r
}

; The stride is vscale times the alloc size of <4 x i32> (16 bytes).
define i64 @gep_stride() {
  %q = getelementptr <vscale x 4 x i32>, ptr null, i64 1
  %a = ptrtoint ptr %q to i64
  ret i64 %a
}

define i32 @extract_lane(i64 %i) {
  %v = call <vscale x 4 x i32> @llvm.stepvector.nxv4i32()
  %e = extractelement <vscale x 4 x i32> %v, i64 %i
  ret i32 %e
}

define <vscale x 1 x i8> @add_lanes(i8 %x) {
  %a = insertelement <vscale x 1 x i8> splat (i8 127), i8 %x, i64 1
  %r = add <vscale x 1 x i8> %a, splat (i8 1)
  ret <vscale x 1 x i8> %r
}

define <vscale x 1 x i8> @add_nsw_lanes(i8 %x) {
  %a = insertelement <vscale x 1 x i8> splat (i8 127), i8 %x, i64 1
  %r = add nsw <vscale x 1 x i8> %a, splat (i8 1)
  ret <vscale x 1 x i8> %r
}

; The one mask a scalable shufflevector may have besides poison: a splat
; of lane 0 (zeroinitializer).
define <vscale x 1 x i8> @splat_shuffle(i8 %x) {
  %v = insertelement <vscale x 1 x i8> poison, i8 %x, i64 0
  %r = shufflevector <vscale x 1 x i8> %v, <vscale x 1 x i8> poison, <vscale x 1 x i32> zeroinitializer
  ret <vscale x 1 x i8> %r
}

; A scalable subvector's index 1 is scaled by vscale: lanes 2 and 3.
define <vscale x 2 x i8> @insert_scaled(i8 %x) {
  %v = call <vscale x 2 x i8> @llvm.stepvector.nxv2i8()
  %s = insertelement <vscale x 1 x i8> splat (i8 9), i8 %x, i64 1
  %r = call <vscale x 2 x i8> @llvm.vector.insert.nxv2i8.nxv1i8(<vscale x 2 x i8> %v, <vscale x 1 x i8> %s, i64 1)
  ret <vscale x 2 x i8> %r
}

; A fixed result's index is not scaled; lanes past the minimum exist.
define <2 x i8> @extract_fixed_beyond() {
  %v = call <vscale x 2 x i8> @llvm.stepvector.nxv2i8()
  %r = call <2 x i8> @llvm.vector.extract.v2i8.nxv2i8(<vscale x 2 x i8> %v, i64 2)
  ret <2 x i8> %r
}

define <4 x i8> @extract_fixed_out_of_range() {
  %v = call <vscale x 2 x i8> @llvm.stepvector.nxv2i8()
  %r = call <4 x i8> @llvm.vector.extract.v4i8.nxv2i8(<vscale x 2 x i8> %v, i64 4)
  ret <4 x i8> %r
}

define <vscale x 1 x i65> @wide_lanes(i65 %x) {
  %v = insertelement <vscale x 1 x i65> splat (i65 1), i65 %x, i64 1
  %r = add <vscale x 1 x i65> %v, splat (i65 1)
  ret <vscale x 1 x i65> %r
}

; A <vscale x 4 x i32> load reads vscale·16 = 32 bytes: past a 16-byte
; object it is UB.
define <vscale x 4 x i32> @load_past_end() {
  %p = alloca <4 x i32>
  store <4 x i32> zeroinitializer, ptr %p
  %r = load <vscale x 4 x i32>, ptr %p
  ret <vscale x 4 x i32> %r
}
