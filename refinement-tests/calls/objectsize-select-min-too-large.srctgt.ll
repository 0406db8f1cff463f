; EXPECT: not-refines
; As objectsize-select-max-folded, but for the minimum (min = true) the
; fold takes the largest size: where %p is 16 bytes in only 4 are left, and
; the minimum may only be "any size smaller than or equal to" that (LangRef
; "'llvm.objectsize' Intrinsic"). The bound 0..4 is small enough to be
; enumerated, so the verdict is decided. alive-tv: incorrect.

define i64 @src(i1 %c) {
  %buffer = alloca i8, i64 20
  %off = getelementptr i8, ptr %buffer, i64 16
  %p = select i1 %c, ptr %off, ptr %buffer
  %size = call i64 @llvm.objectsize.i64.p0(ptr %p, i1 true, i1 true, i1 false)
  ret i64 %size
}

define i64 @tgt(i1 %c) {
  %buffer = alloca i8, i64 20
  %off = getelementptr i8, ptr %buffer, i64 16
  %p = select i1 %c, ptr %off, ptr %buffer
  ret i64 20
}

declare i64 @llvm.objectsize.i64.p0(ptr, i1 immarg, i1 immarg, i1 immarg)
