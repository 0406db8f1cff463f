; EXPECT: refines
; lower-constant-intrinsics folds llvm.objectsize of a select (or phi) of
; pointers into one object to the largest of their sizes (minimized from
; LLVM's test/Transforms/LowerConstantIntrinsics/builtin-object-size-phi.ll
; @pick_max_same). Where %p is 10 bytes in, 10 are left and 20 is not the
; exact size, but the maximum may be "any size greater than or equal to the
; actual object size" (LangRef "'llvm.objectsize' Intrinsic"). alive-tv:
; correct.

define i64 @src(i1 %c) {
  %buffer = alloca i8, i64 20
  %off = getelementptr i8, ptr %buffer, i64 10
  %p = select i1 %c, ptr %off, ptr %buffer
  %size = call i64 @llvm.objectsize.i64.p0(ptr %p, i1 false, i1 true, i1 false)
  ret i64 %size
}

define i64 @tgt(i1 %c) {
  %buffer = alloca i8, i64 20
  %off = getelementptr i8, ptr %buffer, i64 10
  %p = select i1 %c, ptr %off, ptr %buffer
  ret i64 20
}

declare i64 @llvm.objectsize.i64.p0(ptr, i1 immarg, i1 immarg, i1 immarg)
