; EXPECT: not-refines
; usub-overflow-implied-cond.srctgt.ll with a wrong target: it returns 1
; for `a == b`, where the source returns `a - b` = 0 (alive-tv 22: value
; mismatch).

declare { i8, i1 } @llvm.usub.with.overflow.i8(i8, i8)

define i8 @src(i8 %a, i8 %b) {
  %cond = icmp uge i8 %a, %b
  br i1 %cond, label %bb1, label %bb3

bb1:
  %sub1 = call { i8, i1 } @llvm.usub.with.overflow.i8(i8 %a, i8 %b)
  %r1 = extractvalue { i8, i1 } %sub1, 0
  %c1 = extractvalue { i8, i1 } %sub1, 1
  br i1 %c1, label %bb3, label %bb2

bb2:
  ret i8 %r1

bb3:
  ret i8 0
}

define i8 @tgt(i8 %a, i8 %b) {
  %cond.not = icmp ult i8 %a, %b
  br i1 %cond.not, label %bb3, label %bb2

bb2:
  %sub1 = sub nuw i8 %a, %b
  %one = icmp eq i8 %sub1, 0
  %r = select i1 %one, i8 1, i8 %sub1
  ret i8 %r

bb3:
  ret i8 0
}
