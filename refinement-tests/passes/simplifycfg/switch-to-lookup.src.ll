; EXPECT: refines
; PASSES: simplifycfg<switch-to-lookup>
; A dense switch that only chooses constants becomes a range check and a
; load from a constant lookup table (the target triple lets the pass know
; that tables are cheap). %k is an i4, so that every value is tried.

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @f(i4 %k) {
entry:
  switch i4 %k, label %dflt [
    i4 0, label %c0
    i4 1, label %c1
    i4 2, label %c2
    i4 3, label %c3
    i4 4, label %c4
  ]
c0:
  br label %exit
c1:
  br label %exit
c2:
  br label %exit
c3:
  br label %exit
c4:
  br label %exit
dflt:
  br label %exit
exit:
  %r = phi i32 [ 7, %c0 ], [ 11, %c1 ], [ 13, %c2 ], [ 17, %c3 ], [ 19, %c4 ], [ -1, %dflt ]
  ret i32 %r
}
