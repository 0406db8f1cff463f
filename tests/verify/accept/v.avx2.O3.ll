; ModuleID = 'v.c'
source_filename = "v.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.__va_list_tag = type { i32, i32, ptr, ptr }

@ai = dso_local global i32 0, align 4

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local i32 @sum(i32 noundef %0, ...) local_unnamed_addr #0 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(ptr nonnull %2) #11
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %41

4:                                                ; preds = %1
  %5 = load i32, ptr %2, align 16
  %6 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %7 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %8 = load ptr, ptr %7, align 16
  %9 = load ptr, ptr %6, align 8
  %10 = and i32 %0, 3
  %11 = icmp ult i32 %0, 4
  br i1 %11, label %16, label %12

12:                                               ; preds = %4
  %13 = and i32 %0, 2147483644
  br label %43

14:                                               ; preds = %94
  %15 = icmp eq i32 %10, 0
  br i1 %15, label %41, label %16

16:                                               ; preds = %14, %4
  %17 = phi ptr [ %9, %4 ], [ %95, %14 ]
  %18 = phi i32 [ 0, %4 ], [ %99, %14 ]
  %19 = phi i32 [ %5, %4 ], [ %96, %14 ]
  %20 = icmp ne i32 %10, 0
  call void @llvm.assume(i1 %20)
  br label %21

21:                                               ; preds = %33, %16
  %22 = phi ptr [ %17, %16 ], [ %34, %33 ]
  %23 = phi i32 [ %18, %16 ], [ %38, %33 ]
  %24 = phi i32 [ %19, %16 ], [ %35, %33 ]
  %25 = phi i32 [ 0, %16 ], [ %39, %33 ]
  %26 = icmp ult i32 %24, 41
  br i1 %26, label %29, label %27

27:                                               ; preds = %21
  %28 = getelementptr i8, ptr %22, i64 8
  store ptr %28, ptr %6, align 8
  br label %33

29:                                               ; preds = %21
  %30 = zext nneg i32 %24 to i64
  %31 = getelementptr i8, ptr %8, i64 %30
  %32 = add nuw nsw i32 %24, 8
  store i32 %32, ptr %2, align 16
  br label %33

33:                                               ; preds = %29, %27
  %34 = phi ptr [ %22, %29 ], [ %28, %27 ]
  %35 = phi i32 [ %32, %29 ], [ %24, %27 ]
  %36 = phi ptr [ %31, %29 ], [ %22, %27 ]
  %37 = load i32, ptr %36, align 4, !tbaa !5
  %38 = add nsw i32 %37, %23
  %39 = add i32 %25, 1
  %40 = icmp eq i32 %39, %10
  br i1 %40, label %41, label %21, !llvm.loop !9

41:                                               ; preds = %14, %33, %1
  %42 = phi i32 [ 0, %1 ], [ %99, %14 ], [ %38, %33 ]
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(ptr nonnull %2) #11
  ret i32 %42

43:                                               ; preds = %94, %12
  %44 = phi ptr [ %9, %12 ], [ %95, %94 ]
  %45 = phi i32 [ 0, %12 ], [ %99, %94 ]
  %46 = phi i32 [ %5, %12 ], [ %96, %94 ]
  %47 = phi i32 [ 0, %12 ], [ %100, %94 ]
  %48 = icmp ult i32 %46, 41
  br i1 %48, label %49, label %53

49:                                               ; preds = %43
  %50 = zext nneg i32 %46 to i64
  %51 = getelementptr i8, ptr %8, i64 %50
  %52 = add nuw nsw i32 %46, 8
  store i32 %52, ptr %2, align 16
  br label %55

53:                                               ; preds = %43
  %54 = getelementptr i8, ptr %44, i64 8
  store ptr %54, ptr %6, align 8
  br label %55

55:                                               ; preds = %53, %49
  %56 = phi ptr [ %44, %49 ], [ %54, %53 ]
  %57 = phi i32 [ %52, %49 ], [ %46, %53 ]
  %58 = phi ptr [ %51, %49 ], [ %44, %53 ]
  %59 = load i32, ptr %58, align 4, !tbaa !5
  %60 = add nsw i32 %59, %45
  %61 = icmp ult i32 %57, 41
  br i1 %61, label %64, label %62

62:                                               ; preds = %55
  %63 = getelementptr i8, ptr %56, i64 8
  store ptr %63, ptr %6, align 8
  br label %68

64:                                               ; preds = %55
  %65 = zext nneg i32 %57 to i64
  %66 = getelementptr i8, ptr %8, i64 %65
  %67 = add nuw nsw i32 %57, 8
  store i32 %67, ptr %2, align 16
  br label %68

68:                                               ; preds = %64, %62
  %69 = phi ptr [ %56, %64 ], [ %63, %62 ]
  %70 = phi i32 [ %67, %64 ], [ %57, %62 ]
  %71 = phi ptr [ %66, %64 ], [ %56, %62 ]
  %72 = load i32, ptr %71, align 4, !tbaa !5
  %73 = add nsw i32 %72, %60
  %74 = icmp ult i32 %70, 41
  br i1 %74, label %77, label %75

75:                                               ; preds = %68
  %76 = getelementptr i8, ptr %69, i64 8
  store ptr %76, ptr %6, align 8
  br label %81

77:                                               ; preds = %68
  %78 = zext nneg i32 %70 to i64
  %79 = getelementptr i8, ptr %8, i64 %78
  %80 = add nuw nsw i32 %70, 8
  store i32 %80, ptr %2, align 16
  br label %81

81:                                               ; preds = %77, %75
  %82 = phi ptr [ %69, %77 ], [ %76, %75 ]
  %83 = phi i32 [ %80, %77 ], [ %70, %75 ]
  %84 = phi ptr [ %79, %77 ], [ %69, %75 ]
  %85 = load i32, ptr %84, align 4, !tbaa !5
  %86 = add nsw i32 %85, %73
  %87 = icmp ult i32 %83, 41
  br i1 %87, label %90, label %88

88:                                               ; preds = %81
  %89 = getelementptr i8, ptr %82, i64 8
  store ptr %89, ptr %6, align 8
  br label %94

90:                                               ; preds = %81
  %91 = zext nneg i32 %83 to i64
  %92 = getelementptr i8, ptr %8, i64 %91
  %93 = add nuw nsw i32 %83, 8
  store i32 %93, ptr %2, align 16
  br label %94

94:                                               ; preds = %90, %88
  %95 = phi ptr [ %82, %90 ], [ %89, %88 ]
  %96 = phi i32 [ %93, %90 ], [ %83, %88 ]
  %97 = phi ptr [ %92, %90 ], [ %82, %88 ]
  %98 = load i32, ptr %97, align 4, !tbaa !5
  %99 = add nsw i32 %98, %86
  %100 = add i32 %47, 4
  %101 = icmp eq i32 %100, %13
  br i1 %101, label %14, label %43, !llvm.loop !11
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #2

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @saxpy(ptr noalias noundef captures(none) %0, ptr noalias noundef readonly captures(none) %1, float noundef %2, i32 noundef %3) local_unnamed_addr #3 {
  %5 = icmp sgt i32 %3, 0
  br i1 %5, label %6, label %62

6:                                                ; preds = %4
  %7 = zext nneg i32 %3 to i64
  %8 = icmp ult i32 %3, 4
  br i1 %8, label %60, label %9

9:                                                ; preds = %6
  %10 = icmp ult i32 %3, 32
  br i1 %10, label %44, label %11

11:                                               ; preds = %9
  %12 = and i64 %7, 28
  %13 = and i64 %7, 2147483616
  %14 = insertelement <8 x float> poison, float %2, i64 0
  %15 = shufflevector <8 x float> %14, <8 x float> poison, <8 x i32> zeroinitializer
  br label %16

16:                                               ; preds = %16, %11
  %17 = phi i64 [ 0, %11 ], [ %38, %16 ]
  %18 = getelementptr inbounds nuw float, ptr %1, i64 %17
  %19 = getelementptr inbounds nuw i8, ptr %18, i64 32
  %20 = getelementptr inbounds nuw i8, ptr %18, i64 64
  %21 = getelementptr inbounds nuw i8, ptr %18, i64 96
  %22 = load <8 x float>, ptr %18, align 4, !tbaa !13
  %23 = load <8 x float>, ptr %19, align 4, !tbaa !13
  %24 = load <8 x float>, ptr %20, align 4, !tbaa !13
  %25 = load <8 x float>, ptr %21, align 4, !tbaa !13
  %26 = getelementptr inbounds nuw float, ptr %0, i64 %17
  %27 = getelementptr inbounds nuw i8, ptr %26, i64 32
  %28 = getelementptr inbounds nuw i8, ptr %26, i64 64
  %29 = getelementptr inbounds nuw i8, ptr %26, i64 96
  %30 = load <8 x float>, ptr %26, align 4, !tbaa !13
  %31 = load <8 x float>, ptr %27, align 4, !tbaa !13
  %32 = load <8 x float>, ptr %28, align 4, !tbaa !13
  %33 = load <8 x float>, ptr %29, align 4, !tbaa !13
  %34 = tail call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %15, <8 x float> %22, <8 x float> %30)
  %35 = tail call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %15, <8 x float> %23, <8 x float> %31)
  %36 = tail call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %15, <8 x float> %24, <8 x float> %32)
  %37 = tail call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %15, <8 x float> %25, <8 x float> %33)
  store <8 x float> %34, ptr %26, align 4, !tbaa !13
  store <8 x float> %35, ptr %27, align 4, !tbaa !13
  store <8 x float> %36, ptr %28, align 4, !tbaa !13
  store <8 x float> %37, ptr %29, align 4, !tbaa !13
  %38 = add nuw i64 %17, 32
  %39 = icmp eq i64 %38, %13
  br i1 %39, label %40, label %16, !llvm.loop !15

40:                                               ; preds = %16
  %41 = icmp eq i64 %13, %7
  br i1 %41, label %62, label %42

42:                                               ; preds = %40
  %43 = icmp eq i64 %12, 0
  br i1 %43, label %60, label %44, !prof !18

44:                                               ; preds = %9, %42
  %45 = phi i64 [ %13, %42 ], [ 0, %9 ]
  %46 = and i64 %7, 2147483644
  %47 = insertelement <4 x float> poison, float %2, i64 0
  %48 = shufflevector <4 x float> %47, <4 x float> poison, <4 x i32> zeroinitializer
  br label %49

49:                                               ; preds = %49, %44
  %50 = phi i64 [ %45, %44 ], [ %56, %49 ]
  %51 = getelementptr inbounds nuw float, ptr %1, i64 %50
  %52 = load <4 x float>, ptr %51, align 4, !tbaa !13
  %53 = getelementptr inbounds nuw float, ptr %0, i64 %50
  %54 = load <4 x float>, ptr %53, align 4, !tbaa !13
  %55 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %48, <4 x float> %52, <4 x float> %54)
  store <4 x float> %55, ptr %53, align 4, !tbaa !13
  %56 = add nuw i64 %50, 4
  %57 = icmp eq i64 %56, %46
  br i1 %57, label %58, label %49, !llvm.loop !19

58:                                               ; preds = %49
  %59 = icmp eq i64 %46, %7
  br i1 %59, label %62, label %60

60:                                               ; preds = %6, %42, %58
  %61 = phi i64 [ 0, %6 ], [ %13, %42 ], [ %46, %58 ]
  br label %63

62:                                               ; preds = %63, %40, %58, %4
  ret void

63:                                               ; preds = %60, %63
  %64 = phi i64 [ %70, %63 ], [ %61, %60 ]
  %65 = getelementptr inbounds nuw float, ptr %1, i64 %64
  %66 = load float, ptr %65, align 4, !tbaa !13
  %67 = getelementptr inbounds nuw float, ptr %0, i64 %64
  %68 = load float, ptr %67, align 4, !tbaa !13
  %69 = tail call float @llvm.fmuladd.f32(float %2, float %66, float %68)
  store float %69, ptr %67, align 4, !tbaa !13
  %70 = add nuw nsw i64 %64, 1
  %71 = icmp eq i64 %70, %7
  br i1 %71, label %62, label %63, !llvm.loop !20
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #4

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local i32 @red(ptr noundef readonly captures(none) %0, i32 noundef %1) local_unnamed_addr #5 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %74

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = icmp ult i32 %1, 8
  br i1 %6, label %71, label %7

7:                                                ; preds = %4
  %8 = icmp ult i32 %1, 32
  br i1 %8, label %52, label %9

9:                                                ; preds = %7
  %10 = and i64 %5, 24
  %11 = and i64 %5, 2147483616
  br label %12

12:                                               ; preds = %12, %9
  %13 = phi i64 [ 0, %9 ], [ %42, %12 ]
  %14 = phi <8 x i32> [ zeroinitializer, %9 ], [ %38, %12 ]
  %15 = phi <8 x i32> [ zeroinitializer, %9 ], [ %39, %12 ]
  %16 = phi <8 x i32> [ zeroinitializer, %9 ], [ %40, %12 ]
  %17 = phi <8 x i32> [ zeroinitializer, %9 ], [ %41, %12 ]
  %18 = getelementptr inbounds nuw i32, ptr %0, i64 %13
  %19 = getelementptr inbounds nuw i8, ptr %18, i64 32
  %20 = getelementptr inbounds nuw i8, ptr %18, i64 64
  %21 = getelementptr inbounds nuw i8, ptr %18, i64 96
  %22 = load <8 x i32>, ptr %18, align 4, !tbaa !5
  %23 = load <8 x i32>, ptr %19, align 4, !tbaa !5
  %24 = load <8 x i32>, ptr %20, align 4, !tbaa !5
  %25 = load <8 x i32>, ptr %21, align 4, !tbaa !5
  %26 = icmp sgt <8 x i32> %22, splat (i32 3)
  %27 = icmp sgt <8 x i32> %23, splat (i32 3)
  %28 = icmp sgt <8 x i32> %24, splat (i32 3)
  %29 = icmp sgt <8 x i32> %25, splat (i32 3)
  %30 = sub nsw <8 x i32> zeroinitializer, %22
  %31 = sub nsw <8 x i32> zeroinitializer, %23
  %32 = sub nsw <8 x i32> zeroinitializer, %24
  %33 = sub nsw <8 x i32> zeroinitializer, %25
  %34 = select <8 x i1> %26, <8 x i32> %22, <8 x i32> %30
  %35 = select <8 x i1> %27, <8 x i32> %23, <8 x i32> %31
  %36 = select <8 x i1> %28, <8 x i32> %24, <8 x i32> %32
  %37 = select <8 x i1> %29, <8 x i32> %25, <8 x i32> %33
  %38 = add <8 x i32> %34, %14
  %39 = add <8 x i32> %35, %15
  %40 = add <8 x i32> %36, %16
  %41 = add <8 x i32> %37, %17
  %42 = add nuw i64 %13, 32
  %43 = icmp eq i64 %42, %11
  br i1 %43, label %44, label %12, !llvm.loop !21

44:                                               ; preds = %12
  %45 = add <8 x i32> %39, %38
  %46 = add <8 x i32> %40, %45
  %47 = add <8 x i32> %41, %46
  %48 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %47)
  %49 = icmp eq i64 %11, %5
  br i1 %49, label %74, label %50

50:                                               ; preds = %44
  %51 = icmp eq i64 %10, 0
  br i1 %51, label %71, label %52, !prof !22

52:                                               ; preds = %7, %50
  %53 = phi i64 [ %11, %50 ], [ 0, %7 ]
  %54 = phi i32 [ %48, %50 ], [ 0, %7 ]
  %55 = and i64 %5, 2147483640
  %56 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %54, i64 0
  br label %57

57:                                               ; preds = %57, %52
  %58 = phi i64 [ %53, %52 ], [ %66, %57 ]
  %59 = phi <8 x i32> [ %56, %52 ], [ %65, %57 ]
  %60 = getelementptr inbounds nuw i32, ptr %0, i64 %58
  %61 = load <8 x i32>, ptr %60, align 4, !tbaa !5
  %62 = icmp sgt <8 x i32> %61, splat (i32 3)
  %63 = sub nsw <8 x i32> zeroinitializer, %61
  %64 = select <8 x i1> %62, <8 x i32> %61, <8 x i32> %63
  %65 = add <8 x i32> %64, %59
  %66 = add nuw i64 %58, 8
  %67 = icmp eq i64 %66, %55
  br i1 %67, label %68, label %57, !llvm.loop !23

68:                                               ; preds = %57
  %69 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %65)
  %70 = icmp eq i64 %55, %5
  br i1 %70, label %74, label %71

71:                                               ; preds = %4, %50, %68
  %72 = phi i64 [ 0, %4 ], [ %11, %50 ], [ %55, %68 ]
  %73 = phi i32 [ 0, %4 ], [ %48, %50 ], [ %69, %68 ]
  br label %76

74:                                               ; preds = %76, %44, %68, %2
  %75 = phi i32 [ 0, %2 ], [ %69, %68 ], [ %48, %44 ], [ %84, %76 ]
  ret i32 %75

76:                                               ; preds = %71, %76
  %77 = phi i64 [ %85, %76 ], [ %72, %71 ]
  %78 = phi i32 [ %84, %76 ], [ %73, %71 ]
  %79 = getelementptr inbounds nuw i32, ptr %0, i64 %77
  %80 = load i32, ptr %79, align 4, !tbaa !5
  %81 = icmp sgt i32 %80, 3
  %82 = sub nsw i32 0, %80
  %83 = select i1 %81, i32 %80, i32 %82
  %84 = add nsw i32 %83, %78
  %85 = add nuw nsw i64 %77, 1
  %86 = icmp eq i64 %85, %5
  br i1 %86, label %74, label %76, !llvm.loop !24
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local i32 @at() local_unnamed_addr #6 {
  %1 = atomicrmw add ptr @ai, i32 1 monotonic, align 4
  %2 = cmpxchg ptr @ai, i32 undef, i32 3 acq_rel acquire, align 4
  %3 = atomicrmw xchg ptr @ai, i32 5 seq_cst, align 4
  ret i32 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local range(i32 0, 32) i32 @getb(ptr noundef readonly captures(none) %0) local_unnamed_addr #7 {
  %2 = load i8, ptr %0, align 4
  %3 = lshr i8 %2, 3
  %4 = zext nneg i8 %3 to i32
  ret i32 %4
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #8

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x float> @llvm.fmuladd.v8f32(<8 x float>, <8 x float>, <8 x float>) #9

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v8i32(<8 x i32>) #10

attributes #0 = { nofree norecurse nosync nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #3 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" }
attributes #4 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" }
attributes #6 = { mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" }
attributes #7 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" }
attributes #8 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #9 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nounwind }

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
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.unroll.disable"}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !7, i64 0}
!15 = distinct !{!15, !12, !16, !17}
!16 = !{!"llvm.loop.isvectorized", i32 1}
!17 = !{!"llvm.loop.unroll.runtime.disable"}
!18 = !{!"branch_weights", i32 4, i32 28}
!19 = distinct !{!19, !12, !16, !17}
!20 = distinct !{!20, !12, !17, !16}
!21 = distinct !{!21, !12, !16, !17}
!22 = !{!"branch_weights", i32 8, i32 24}
!23 = distinct !{!23, !12, !16, !17}
!24 = distinct !{!24, !12, !17, !16}
