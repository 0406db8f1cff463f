; EXPECT: refines
; The source copies 16 bytes from %in (which may be null: under
; `null_pointer_is_valid` the null page holds them); the target only loads
; four of them through `getelementptr inbounds %in, 4`. While the function
; runs, a pointer into the null page is in its bounds, so the `inbounds`
; step from null is not poison and the load is as defined as the copy
; (semantics/memory.md, [acc-null-valid]; alive-tv: correct). Without the
; attribute the source's copy from null is UB and anything refines.

define void @src(ptr %in) null_pointer_is_valid {
  %a = alloca [16 x i8], align 4
  call void @llvm.memcpy.p0.p0.i64(ptr %a, ptr %in, i64 16, i1 false)
  ret void
}

define void @tgt(ptr %in) null_pointer_is_valid {
  %g = getelementptr inbounds i8, ptr %in, i64 4
  %v = load i32, ptr %g, align 1
  ret void
}

declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
