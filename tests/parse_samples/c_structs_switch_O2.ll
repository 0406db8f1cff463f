; ModuleID = 'structs_switch.c'
source_filename = "structs_switch.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@tbl = internal unnamed_addr constant [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 16
@g = dso_local local_unnamed_addr global i32 0, align 4
@.str = private unnamed_addr constant [10 x i8] c"%d %f %d\0A\00", align 1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <4 x float> @addv(<4 x float> noundef %0, <4 x float> noundef %1) local_unnamed_addr #0 {
  %3 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %1, <4 x float> %0, <4 x float> %0)
  ret <4 x float> %3
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 -2147483648, 2147483647) i32 @sw(i32 noundef %0) local_unnamed_addr #2 {
  switch i32 %0, label %4 [
    i32 0, label %6
    i32 1, label %2
    i32 5, label %3
  ]

2:                                                ; preds = %1
  br label %6

3:                                                ; preds = %1
  br label %6

4:                                                ; preds = %1
  %5 = shl nsw i32 %0, 1
  br label %6

6:                                                ; preds = %1, %4, %3, %2
  %7 = phi i32 [ %5, %4 ], [ 9, %3 ], [ 7, %2 ], [ 3, %1 ]
  ret i32 %7
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local double @f(ptr noundef captures(none) initializes((4, 5)) %0, float noundef %1) local_unnamed_addr #3 {
  %3 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %4 = fptosi float %1 to i32
  %5 = trunc i32 %4 to i8
  %6 = shl i8 %5, 3
  %7 = or disjoint i8 %6, 2
  store i8 %7, ptr %3, align 4
  %8 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %9 = load double, ptr %8, align 8, !tbaa !9
  %10 = fpext float %1 to double
  %11 = tail call double @llvm.fmuladd.f64(double %9, double %10, double 1.500000e+00)
  ret double %11
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr noundef readnone captures(none) %1) local_unnamed_addr #4 {
  %3 = load i32, ptr @g, align 4
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %5, label %30

5:                                                ; preds = %2
  %6 = and i32 %0, 3
  %7 = icmp ult i32 %0, 4
  br i1 %7, label %12, label %8

8:                                                ; preds = %5
  %9 = and i32 %0, 2147483644
  br label %39

10:                                               ; preds = %39
  %11 = icmp eq i32 %6, 0
  br i1 %11, label %28, label %12

12:                                               ; preds = %10, %5
  %13 = phi i32 [ 0, %5 ], [ %44, %10 ]
  %14 = phi i32 [ %3, %5 ], [ %43, %10 ]
  %15 = icmp ne i32 %6, 0
  tail call void @llvm.assume(i1 %15)
  br label %16

16:                                               ; preds = %16, %12
  %17 = phi i32 [ %25, %16 ], [ %13, %12 ]
  %18 = phi i32 [ %24, %16 ], [ %14, %12 ]
  %19 = phi i32 [ %26, %16 ], [ 0, %12 ]
  %20 = and i32 %17, 3
  %21 = zext nneg i32 %20 to i64
  %22 = getelementptr inbounds nuw i32, ptr @tbl, i64 %21
  %23 = load i32, ptr %22, align 4, !tbaa !5
  %24 = add nsw i32 %18, %23
  %25 = add nuw nsw i32 %17, 1
  %26 = add i32 %19, 1
  %27 = icmp eq i32 %26, %6
  br i1 %27, label %28, label %16, !llvm.loop !12

28:                                               ; preds = %16, %10
  %29 = phi i32 [ %43, %10 ], [ %24, %16 ]
  store i32 %29, ptr @g, align 4, !tbaa !5
  br label %30

30:                                               ; preds = %28, %2
  %31 = phi i32 [ %29, %28 ], [ %3, %2 ]
  switch i32 %0, label %34 [
    i32 0, label %36
    i32 1, label %32
    i32 5, label %33
  ]

32:                                               ; preds = %30
  br label %36

33:                                               ; preds = %30
  br label %36

34:                                               ; preds = %30
  %35 = shl nsw i32 %0, 1
  br label %36

36:                                               ; preds = %30, %32, %33, %34
  %37 = phi i32 [ %35, %34 ], [ 9, %33 ], [ 7, %32 ], [ 3, %30 ]
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %37, double noundef 1.150000e+01, i32 noundef %31)
  ret i32 0

39:                                               ; preds = %39, %8
  %40 = phi i32 [ 0, %8 ], [ %44, %39 ]
  %41 = phi i32 [ %3, %8 ], [ %43, %39 ]
  %42 = phi i32 [ 0, %8 ], [ %45, %39 ]
  %43 = add nsw i32 %41, 10
  %44 = add nuw nsw i32 %40, 4
  %45 = add i32 %42, 4
  %46 = icmp eq i32 %45, %9
  br i1 %46, label %10, label %39, !llvm.loop !14
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr noundef readonly captures(none), ...) local_unnamed_addr #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #6

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}
!llvm.errno.tbaa = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !11, i64 8}
!10 = !{!"S", !6, i64 0, !7, i64 4, !6, i64 4, !11, i64 8}
!11 = !{!"double", !7, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.unroll.disable"}
!14 = distinct !{!14, !15, !16}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{!"llvm.loop.isvectorized", i32 1}
