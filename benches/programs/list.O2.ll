; ModuleID = 'list.c'
source_filename = "list.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [26 x i8] c"list of %d: checksum %ld\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr noundef readonly captures(none) %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %0, 1
  br i1 %3, label %4, label %9

4:                                                ; preds = %2
  %5 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !9
  %7 = tail call i64 @strtol(ptr noundef nonnull captures(none) %6, ptr noundef null, i32 noundef 10) #6
  %8 = trunc i64 %7 to i32
  br label %9

9:                                                ; preds = %2, %4
  %10 = phi i32 [ %8, %4 ], [ 20000, %2 ]
  %11 = sext i32 %10 to i64
  %12 = shl nsw i64 %11, 3
  %13 = tail call noalias ptr @malloc(i64 noundef %12) #7
  %14 = icmp sgt i32 %10, 0
  br i1 %14, label %15, label %17

15:                                               ; preds = %9
  %16 = zext nneg i32 %10 to i64
  br label %21

17:                                               ; preds = %21, %9
  %18 = urem i32 40503, %10
  %19 = srem i32 %10, 3
  %20 = srem i32 %10, 5
  br label %30

21:                                               ; preds = %15, %21
  %22 = phi i64 [ 0, %15 ], [ %28, %21 ]
  %23 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #7
  %24 = getelementptr inbounds nuw ptr, ptr %13, i64 %22
  store ptr %23, ptr %24, align 8, !tbaa !12
  %25 = mul nuw nsw i64 %22, 7919
  %26 = urem i64 %25, 10007
  %27 = getelementptr inbounds nuw i8, ptr %23, i64 8
  store i64 %26, ptr %27, align 8, !tbaa !14
  %28 = add nuw nsw i64 %22, 1
  %29 = icmp eq i64 %28, %16
  br i1 %29, label %17, label %21, !llvm.loop !17

30:                                               ; preds = %64, %17
  %31 = phi i32 [ %18, %17 ], [ %65, %64 ]
  %32 = icmp eq i32 %31, 0
  br i1 %32, label %64, label %33

33:                                               ; preds = %30
  %34 = or i32 %31, %10
  %35 = and i32 %34, 1
  %36 = icmp eq i32 %35, 0
  br i1 %36, label %64, label %37

37:                                               ; preds = %33
  %38 = urem i32 %31, 5
  %39 = or i32 %38, %20
  %40 = icmp eq i32 %39, 0
  br i1 %40, label %64, label %41

41:                                               ; preds = %37
  %42 = urem i32 %31, 3
  %43 = or i32 %42, %19
  %44 = icmp eq i32 %43, 0
  br i1 %44, label %64, label %45

45:                                               ; preds = %41
  br i1 %14, label %46, label %62

46:                                               ; preds = %45
  %47 = and i32 %10, 1
  %48 = icmp eq i32 %10, 1
  br i1 %48, label %53, label %49

49:                                               ; preds = %46
  %50 = and i32 %10, 2147483646
  br label %66

51:                                               ; preds = %66
  %52 = icmp eq i32 %47, 0
  br i1 %52, label %62, label %53

53:                                               ; preds = %51, %46
  %54 = phi i32 [ 0, %46 ], [ %81, %51 ]
  %55 = phi ptr [ null, %46 ], [ %80, %51 ]
  %56 = icmp ne i32 %47, 0
  tail call void @llvm.assume(i1 %56)
  %57 = mul i32 %54, %31
  %58 = urem i32 %57, %10
  %59 = zext nneg i32 %58 to i64
  %60 = getelementptr inbounds nuw ptr, ptr %13, i64 %59
  %61 = load ptr, ptr %60, align 8, !tbaa !12
  store ptr %55, ptr %61, align 8, !tbaa !19
  br label %62

62:                                               ; preds = %53, %51, %45
  %63 = phi ptr [ null, %45 ], [ %80, %51 ], [ %61, %53 ]
  br label %88

64:                                               ; preds = %41, %37, %33, %30
  %65 = add i32 %31, 1
  br label %30, !llvm.loop !20

66:                                               ; preds = %66, %49
  %67 = phi i32 [ 0, %49 ], [ %81, %66 ]
  %68 = phi ptr [ null, %49 ], [ %80, %66 ]
  %69 = phi i32 [ 0, %49 ], [ %82, %66 ]
  %70 = mul i32 %67, %31
  %71 = urem i32 %70, %10
  %72 = zext nneg i32 %71 to i64
  %73 = getelementptr inbounds nuw ptr, ptr %13, i64 %72
  %74 = load ptr, ptr %73, align 8, !tbaa !12
  store ptr %68, ptr %74, align 8, !tbaa !19
  %75 = or disjoint i32 %67, 1
  %76 = mul i32 %75, %31
  %77 = urem i32 %76, %10
  %78 = zext nneg i32 %77 to i64
  %79 = getelementptr inbounds nuw ptr, ptr %13, i64 %78
  %80 = load ptr, ptr %79, align 8, !tbaa !12
  store ptr %74, ptr %80, align 8, !tbaa !19
  %81 = add nuw nsw i32 %67, 2
  %82 = add i32 %69, 2
  %83 = icmp eq i32 %82, %50
  br i1 %83, label %51, label %66, !llvm.loop !21

84:                                               ; preds = %112
  %85 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %10, i64 noundef %113)
  br i1 %14, label %86, label %117

86:                                               ; preds = %84
  %87 = zext nneg i32 %10 to i64
  br label %118

88:                                               ; preds = %62, %112
  %89 = phi i32 [ %115, %112 ], [ 0, %62 ]
  %90 = phi i64 [ %113, %112 ], [ 0, %62 ]
  %91 = phi ptr [ %114, %112 ], [ %63, %62 ]
  %92 = icmp eq ptr %91, null
  br i1 %92, label %112, label %93

93:                                               ; preds = %88, %93
  %94 = phi i64 [ %103, %93 ], [ 0, %88 ]
  %95 = phi i64 [ %101, %93 ], [ 0, %88 ]
  %96 = phi ptr [ %102, %93 ], [ %91, %88 ]
  %97 = getelementptr inbounds nuw i8, ptr %96, i64 8
  %98 = load i64, ptr %97, align 8, !tbaa !14
  %99 = and i64 %94, 7
  %100 = mul nsw i64 %98, %99
  %101 = add nsw i64 %100, %95
  %102 = load ptr, ptr %96, align 8, !tbaa !19
  %103 = add nuw nsw i64 %94, 1
  %104 = icmp eq ptr %102, null
  br i1 %104, label %105, label %93, !llvm.loop !22

105:                                              ; preds = %93, %105
  %106 = phi ptr [ %108, %105 ], [ %91, %93 ]
  %107 = phi ptr [ %106, %105 ], [ null, %93 ]
  %108 = load ptr, ptr %106, align 8, !tbaa !19
  store ptr %107, ptr %106, align 8, !tbaa !19
  %109 = icmp eq ptr %108, null
  br i1 %109, label %110, label %105, !llvm.loop !23

110:                                              ; preds = %105
  %111 = add nsw i64 %101, %90
  br label %112

112:                                              ; preds = %110, %88
  %113 = phi i64 [ %90, %88 ], [ %111, %110 ]
  %114 = phi ptr [ null, %88 ], [ %106, %110 ]
  %115 = add nuw nsw i32 %89, 1
  %116 = icmp eq i32 %115, 8
  br i1 %116, label %84, label %88, !llvm.loop !24

117:                                              ; preds = %118, %84
  tail call void @free(ptr noundef %13) #6
  ret i32 0

118:                                              ; preds = %86, %118
  %119 = phi i64 [ 0, %86 ], [ %122, %118 ]
  %120 = getelementptr inbounds nuw ptr, ptr %13, i64 %119
  %121 = load ptr, ptr %120, align 8, !tbaa !12
  tail call void @free(ptr noundef %121) #6
  %122 = add nuw nsw i64 %119, 1
  %123 = icmp eq i64 %122, %87
  br i1 %123, label %117, label %118, !llvm.loop !25
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr noundef readonly captures(none), ...) local_unnamed_addr #2

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr noundef captures(none)) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn
declare i64 @strtol(ptr noundef readonly, ptr noundef captures(none), i32 noundef) local_unnamed_addr #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #5

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #6 = { nounwind }
attributes #7 = { nounwind allocsize(0) }

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
!12 = !{!13, !13, i64 0}
!13 = !{!"p1 _ZTS4node", !11, i64 0}
!14 = !{!15, !16, i64 8}
!15 = !{!"node", !13, i64 0, !16, i64 8}
!16 = !{!"long", !7, i64 0}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.mustprogress"}
!19 = !{!15, !13, i64 0}
!20 = distinct !{!20, !18}
!21 = distinct !{!21, !18}
!22 = distinct !{!22, !18}
!23 = distinct !{!23, !18}
!24 = distinct !{!24, !18}
!25 = distinct !{!25, !18}
