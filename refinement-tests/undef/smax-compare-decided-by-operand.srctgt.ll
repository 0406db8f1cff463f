; EXPECT: not-refines
; smax-compare-is-undef-i1.srctgt.ll without the guard %x < %z: where
; %x >= %z, `smax(%x, %y)` is never below %z whatever %y is, so the source
; passes false, and the target's `icmp slt %y, %z` (undef for an undef %y)
; is more undefined. alive-tv 22: doesn't verify.

declare void @use(i1)

define void @src(i8 %x, i8 %y, i8 %z) {
  %m = call i8 @llvm.smax.i8(i8 %x, i8 %y)
  %c1 = icmp slt i8 %m, %z
  call void @use(i1 %c1)
  ret void
}

define void @tgt(i8 %x, i8 %y, i8 %z) {
  %c1 = icmp slt i8 %y, %z
  call void @use(i1 %c1)
  ret void
}

declare i8 @llvm.smax.i8(i8, i8)
