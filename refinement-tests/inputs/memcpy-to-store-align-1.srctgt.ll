; EXPECT: refines
; The correct variant of memcpy-to-store-abi-aligned: the store keeps the
; memcpy's alignment of 1.

define void @src(ptr %p) {
  %s = alloca i16, align 4
  store i16 1, ptr %s
  call void @llvm.memcpy.p0.p0.i32(ptr %p, ptr %s, i32 2, i1 false)
  ret void
}

define void @tgt(ptr %p) {
  store i16 1, ptr %p, align 1
  ret void
}

declare void @llvm.memcpy.p0.p0.i32(ptr captures(none), ptr captures(none), i32, i1)
