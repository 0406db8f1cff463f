; Mutant of simplifycfg/switch-to-lookup.tgt.ll (opt-22 -S -passes='simplifycfg<switch-to-lookup>' switch-to-lookup.src.ll),
; edited by hand: the table's range check off by one: `icmp ult i4 %k, 6`.
source_filename = "switch-to-lookup.src.ll"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@switch.table.f = private unnamed_addr constant [5 x i32] [i32 7, i32 11, i32 13, i32 17, i32 19], align 4

define i32 @f(i4 %k) {
entry:
  %0 = icmp ult i4 %k, 6
  br i1 %0, label %switch.lookup, label %exit

switch.lookup:                                    ; preds = %entry
  %1 = zext nneg i4 %k to i64
  %switch.gep = getelementptr inbounds [5 x i32], ptr @switch.table.f, i64 0, i64 %1
  %switch.load = load i32, ptr %switch.gep, align 4
  br label %exit

exit:                                             ; preds = %entry, %switch.lookup
  %r = phi i32 [ %switch.load, %switch.lookup ], [ -1, %entry ]
  ret i32 %r
}
