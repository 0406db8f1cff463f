; EXPECT: not-refines
; umax-commuted-undef.srctgt.ll with a wrong target: `umin` for the second
; call (for x = 1, y = 0 @use gets 0 where the source passes 1). alive-tv
; 22: doesn't verify.

declare void @use(i8, i8)
declare i8 @llvm.umax.i8(i8, i8)
declare i8 @llvm.umin.i8(i8, i8)

define void @src(i8 %x, i8 %y) {
  %m1 = call i8 @llvm.umax.i8(i8 %x, i8 %y)
  %m2 = call i8 @llvm.umax.i8(i8 %y, i8 %x)
  call void @use(i8 %m1, i8 %m2)
  ret void
}

define void @tgt(i8 %x, i8 %y) {
  %m1 = call i8 @llvm.umax.i8(i8 %x, i8 %y)
  %m2 = call i8 @llvm.umin.i8(i8 %y, i8 %x)
  call void @use(i8 %m1, i8 %m2)
  ret void
}
