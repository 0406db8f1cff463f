; EXPECT: refines
; As vector-one-poison-lane-compares-merged, with the lanes joined by a
; `select` (the fix of LLVM PR32078): a false first lane picks false and
; the poison second lane does not reach the result.

define i1 @src(<2 x i32> %x, <2 x i32> %y) {
entry:
  %x0 = extractelement <2 x i32> %x, i32 0
  %y0 = extractelement <2 x i32> %y, i32 0
  %cmp0 = icmp eq i32 %x0, %y0
  br i1 %cmp0, label %if, label %endif
if:
  %x1 = extractelement <2 x i32> %x, i32 1
  %y1 = extractelement <2 x i32> %y, i32 1
  %cmp1 = icmp eq i32 %x1, %y1
  br label %endif
endif:
  %r = phi i1 [ false, %entry ], [ %cmp1, %if ]
  ret i1 %r
}

define i1 @tgt(<2 x i32> %x, <2 x i32> %y) {
  %vcmp = icmp eq <2 x i32> %x, %y
  %cmp0 = extractelement <2 x i1> %vcmp, i32 0
  %cmp1 = extractelement <2 x i1> %vcmp, i32 1
  %r = select i1 %cmp0, i1 %cmp1, i1 false
  ret i1 %r
}
