; EXPECT: refines
; As nocapture-stored-through-local, with the local copied into the global
; by llvm.memcpy: the copied bytes are the argument's copy.

@x = global ptr null

define void @src(ptr captures(none) %p) {
  %a = alloca ptr
  store ptr %p, ptr %a
  call void @llvm.memcpy.p0.p0.i64(ptr @x, ptr %a, i64 8, i1 false)
  ret void
}

define void @tgt(ptr captures(none) %p) {
  %poison = getelementptr inbounds i8, ptr null, i64 1
  store ptr %poison, ptr @x
  ret void
}

declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
