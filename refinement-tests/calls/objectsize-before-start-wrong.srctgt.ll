; EXPECT: inconclusive
; As objectsize-before-start-lowered, but in range the target returns one
; less than the size left: below the actual size, which the maximum
; (`min = false`) may not be (LangRef "'llvm.objectsize' Intrinsic": "any
; size greater than or equal to the actual object size"). Out of range any
; answer would do for the maximum, so the wrong variant is in range.
; alive-tv: incorrect. llsem's source may answer any of nearly 2^64
; values there, which it samples (the exact size, -1, the functions'
; values), so it finds no source answer equal to the target's but cannot
; claim there is none: inconclusive (semantics/intrinsics.md
; "llvm.objectsize"). objectsize-select-min-too-large is the decided
; variant, with a bound small enough to enumerate.

define i64 @src(i64 noundef %o) {
  %a = alloca i8, i64 1, align 1
  %p5 = getelementptr i8, ptr %a, i64 5
  %p = getelementptr i8, ptr %p5, i64 %o
  %r = call i64 @llvm.objectsize.i64.p0(ptr %p, i1 false, i1 false, i1 true)
  ret i64 %r
}

define i64 @tgt(i64 noundef %o) {
  %off = add i64 %o, 5
  %left = sub i64 -5, %o
  %in = icmp ult i64 %off, 2
  %r = select i1 %in, i64 %left, i64 0
  ret i64 %r
}

declare i64 @llvm.objectsize.i64.p0(ptr, i1, i1, i1)
