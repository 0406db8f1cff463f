; ModuleID = 'sieve.c'
source_filename = "sieve.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [38 x i8] c"primes <= %d: %d, twins %d, sum %lld\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr noundef readonly captures(none) %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %0, 1
  br i1 %3, label %4, label %9

4:                                                ; preds = %2
  %5 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !9
  %7 = tail call i64 @strtol(ptr noundef nonnull captures(none) %6, ptr noundef null, i32 noundef 10) #5
  %8 = trunc i64 %7 to i32
  br label %9

9:                                                ; preds = %2, %4
  %10 = phi i32 [ %8, %4 ], [ 300000, %2 ]
  %11 = sext i32 %10 to i64
  %12 = add nsw i64 %11, 1
  %13 = tail call noalias ptr @calloc(i64 noundef %12, i64 noundef 4) #6
  %14 = icmp slt i32 %10, 4
  br i1 %14, label %15, label %20

15:                                               ; preds = %39, %9
  %16 = icmp slt i32 %10, 2
  br i1 %16, label %45, label %17

17:                                               ; preds = %15
  %18 = add nuw i32 %10, 1
  %19 = zext i32 %18 to i64
  br label %50

20:                                               ; preds = %9, %39
  %21 = phi i64 [ %40, %39 ], [ 2, %9 ]
  %22 = phi i32 [ %44, %39 ], [ 4, %9 ]
  %23 = phi i32 [ %43, %39 ], [ 5, %9 ]
  %24 = getelementptr inbounds nuw i32, ptr %13, i64 %21
  %25 = load i32, ptr %24, align 4, !tbaa !5
  %26 = icmp ne i32 %25, 0
  %27 = mul nuw nsw i64 %21, %21
  %28 = trunc nuw i64 %27 to i32
  %29 = icmp slt i32 %10, %28
  %30 = select i1 %26, i1 true, i1 %29
  br i1 %30, label %39, label %31

31:                                               ; preds = %20
  %32 = zext i32 %22 to i64
  br label %33

33:                                               ; preds = %31, %33
  %34 = phi i64 [ %32, %31 ], [ %36, %33 ]
  %35 = getelementptr inbounds nuw i32, ptr %13, i64 %34
  store i32 1, ptr %35, align 4, !tbaa !5
  %36 = add nuw nsw i64 %34, %21
  %37 = trunc nuw i64 %36 to i32
  %38 = icmp slt i32 %10, %37
  br i1 %38, label %39, label %33, !llvm.loop !12

39:                                               ; preds = %33, %20
  %40 = add nuw nsw i64 %21, 1
  %41 = mul nuw nsw i64 %40, %40
  %42 = icmp sgt i64 %41, %11
  %43 = add i32 %23, 2
  %44 = add i32 %22, %23
  br i1 %42, label %15, label %20, !llvm.loop !14

45:                                               ; preds = %70, %15
  %46 = phi i32 [ 0, %15 ], [ %71, %70 ]
  %47 = phi i32 [ 0, %15 ], [ %72, %70 ]
  %48 = phi i64 [ 0, %15 ], [ %73, %70 ]
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %10, i32 noundef %46, i32 noundef %47, i64 noundef %48)
  tail call void @free(ptr noundef %13) #5
  ret i32 0

50:                                               ; preds = %17, %70
  %51 = phi i64 [ 2, %17 ], [ %74, %70 ]
  %52 = phi i64 [ 0, %17 ], [ %73, %70 ]
  %53 = phi i32 [ 0, %17 ], [ %72, %70 ]
  %54 = phi i32 [ 0, %17 ], [ %71, %70 ]
  %55 = getelementptr inbounds nuw i32, ptr %13, i64 %51
  %56 = load i32, ptr %55, align 4, !tbaa !5
  %57 = icmp eq i32 %56, 0
  br i1 %57, label %58, label %70

58:                                               ; preds = %50
  %59 = add nsw i32 %54, 1
  %60 = add nsw i64 %52, %51
  %61 = add nuw nsw i64 %51, 2
  %62 = trunc nuw i64 %61 to i32
  %63 = icmp slt i32 %10, %62
  br i1 %63, label %70, label %64

64:                                               ; preds = %58
  %65 = getelementptr inbounds nuw i32, ptr %13, i64 %61
  %66 = load i32, ptr %65, align 4, !tbaa !5
  %67 = icmp eq i32 %66, 0
  %68 = zext i1 %67 to i32
  %69 = add nsw i32 %53, %68
  br label %70

70:                                               ; preds = %64, %50, %58
  %71 = phi i32 [ %54, %50 ], [ %59, %64 ], [ %59, %58 ]
  %72 = phi i32 [ %53, %50 ], [ %69, %64 ], [ %53, %58 ]
  %73 = phi i64 [ %52, %50 ], [ %60, %64 ], [ %60, %58 ]
  %74 = add nuw nsw i64 %51, 1
  %75 = icmp eq i64 %74, %19
  br i1 %75, label %45, label %50, !llvm.loop !15
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr noundef readonly captures(none), ...) local_unnamed_addr #2

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr noundef captures(none)) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn
declare i64 @strtol(ptr noundef readonly, ptr noundef captures(none), i32 noundef) local_unnamed_addr #4

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { nounwind allocsize(0,1) }

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
!9 = !{!10, !10, i64 0}
!10 = !{!"p1 omnipotent char", !11, i64 0}
!11 = !{!"any pointer", !7, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = distinct !{!14, !13}
!15 = distinct !{!15, !13}
