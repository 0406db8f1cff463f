; ModuleID = 'v.c'
source_filename = "v.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.__va_list = type { ptr, ptr, ptr, i32, i32 }

@ai = dso_local global i32 0, align 4

; Function Attrs: nofree norecurse nosync nounwind uwtable vscale_range(1,16)
define dso_local i32 @sum(i32 noundef %0, ...) local_unnamed_addr #0 {
  %2 = alloca %struct.__va_list, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %2) #10
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %10

4:                                                ; preds = %1
  %5 = load ptr, ptr %2, align 8
  %6 = getelementptr inbounds nuw i8, ptr %2, i64 24
  %7 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %8 = load ptr, ptr %7, align 8
  %9 = load i32, ptr %6, align 8
  br label %12

10:                                               ; preds = %27, %1
  %11 = phi i32 [ 0, %1 ], [ %32, %27 ]
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(ptr nonnull %2) #10
  ret i32 %11

12:                                               ; preds = %4, %27
  %13 = phi i32 [ %9, %4 ], [ %28, %27 ]
  %14 = phi i32 [ 0, %4 ], [ %33, %27 ]
  %15 = phi i32 [ 0, %4 ], [ %32, %27 ]
  %16 = phi ptr [ %5, %4 ], [ %29, %27 ]
  %17 = icmp sgt i32 %13, -1
  br i1 %17, label %24, label %18

18:                                               ; preds = %12
  %19 = add nsw i32 %13, 8
  store i32 %19, ptr %6, align 8
  %20 = icmp samesign ult i32 %13, -7
  br i1 %20, label %21, label %24

21:                                               ; preds = %18
  %22 = sext i32 %13 to i64
  %23 = getelementptr inbounds i8, ptr %8, i64 %22
  br label %27

24:                                               ; preds = %18, %12
  %25 = phi i32 [ %19, %18 ], [ %13, %12 ]
  %26 = getelementptr inbounds nuw i8, ptr %16, i64 8
  store ptr %26, ptr %2, align 8
  br label %27

27:                                               ; preds = %24, %21
  %28 = phi i32 [ %19, %21 ], [ %25, %24 ]
  %29 = phi ptr [ %16, %21 ], [ %26, %24 ]
  %30 = phi ptr [ %23, %21 ], [ %16, %24 ]
  %31 = load i32, ptr %30, align 8, !tbaa !6
  %32 = add nsw i32 %31, %15
  %33 = add nuw nsw i32 %14, 1
  %34 = icmp eq i32 %33, %0
  br i1 %34, label %10, label %12, !llvm.loop !10
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #2

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable vscale_range(1,16)
define dso_local void @saxpy(ptr noalias noundef captures(none) %0, ptr noalias noundef readonly captures(none) %1, float noundef %2, i32 noundef %3) local_unnamed_addr #3 {
  %5 = icmp sgt i32 %3, 0
  br i1 %5, label %6, label %37

6:                                                ; preds = %4
  %7 = zext nneg i32 %3 to i64
  %8 = tail call i64 @llvm.vscale.i64()
  %9 = shl nuw nsw i64 %8, 3
  %10 = icmp samesign ugt i64 %9, %7
  br i1 %10, label %35, label %11

11:                                               ; preds = %6
  %12 = tail call i64 @llvm.vscale.i64()
  %13 = shl nuw nsw i64 %12, 2
  %14 = shl nuw nsw i64 %12, 3
  %15 = sub nsw i64 0, %14
  %16 = and i64 %15, %7
  %17 = insertelement <vscale x 4 x float> poison, float %2, i64 0
  %18 = shufflevector <vscale x 4 x float> %17, <vscale x 4 x float> poison, <vscale x 4 x i32> zeroinitializer
  br label %19

19:                                               ; preds = %19, %11
  %20 = phi i64 [ 0, %11 ], [ %31, %19 ]
  %21 = getelementptr inbounds nuw float, ptr %1, i64 %20
  %22 = getelementptr inbounds nuw float, ptr %21, i64 %13
  %23 = load <vscale x 4 x float>, ptr %21, align 4, !tbaa !12
  %24 = load <vscale x 4 x float>, ptr %22, align 4, !tbaa !12
  %25 = getelementptr inbounds nuw float, ptr %0, i64 %20
  %26 = getelementptr inbounds nuw float, ptr %25, i64 %13
  %27 = load <vscale x 4 x float>, ptr %25, align 4, !tbaa !12
  %28 = load <vscale x 4 x float>, ptr %26, align 4, !tbaa !12
  %29 = tail call <vscale x 4 x float> @llvm.fmuladd.nxv4f32(<vscale x 4 x float> %18, <vscale x 4 x float> %23, <vscale x 4 x float> %27)
  %30 = tail call <vscale x 4 x float> @llvm.fmuladd.nxv4f32(<vscale x 4 x float> %18, <vscale x 4 x float> %24, <vscale x 4 x float> %28)
  store <vscale x 4 x float> %29, ptr %25, align 4, !tbaa !12
  store <vscale x 4 x float> %30, ptr %26, align 4, !tbaa !12
  %31 = add nuw i64 %20, %14
  %32 = icmp eq i64 %31, %16
  br i1 %32, label %33, label %19, !llvm.loop !14

33:                                               ; preds = %19
  %34 = icmp eq i64 %16, %7
  br i1 %34, label %37, label %35

35:                                               ; preds = %6, %33
  %36 = phi i64 [ 0, %6 ], [ %16, %33 ]
  br label %38

37:                                               ; preds = %38, %33, %4
  ret void

38:                                               ; preds = %35, %38
  %39 = phi i64 [ %45, %38 ], [ %36, %35 ]
  %40 = getelementptr inbounds nuw float, ptr %1, i64 %39
  %41 = load float, ptr %40, align 4, !tbaa !12
  %42 = getelementptr inbounds nuw float, ptr %0, i64 %39
  %43 = load float, ptr %42, align 4, !tbaa !12
  %44 = tail call float @llvm.fmuladd.f32(float %2, float %41, float %43)
  store float %44, ptr %42, align 4, !tbaa !12
  %45 = add nuw nsw i64 %39, 1
  %46 = icmp eq i64 %45, %7
  br i1 %46, label %37, label %38, !llvm.loop !17
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #4

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable vscale_range(1,16)
define dso_local i32 @red(ptr noundef readonly captures(none) %0, i32 noundef %1) local_unnamed_addr #5 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %40

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = tail call i64 @llvm.vscale.i64()
  %7 = shl nuw nsw i64 %6, 3
  %8 = icmp samesign ugt i64 %7, %5
  br i1 %8, label %37, label %9

9:                                                ; preds = %4
  %10 = tail call i64 @llvm.vscale.i64()
  %11 = shl nuw nsw i64 %10, 3
  %12 = sub nsw i64 0, %11
  %13 = and i64 %12, %5
  %14 = shl nuw nsw i64 %10, 4
  br label %15

15:                                               ; preds = %15, %9
  %16 = phi i64 [ 0, %9 ], [ %31, %15 ]
  %17 = phi <vscale x 4 x i32> [ zeroinitializer, %9 ], [ %29, %15 ]
  %18 = phi <vscale x 4 x i32> [ zeroinitializer, %9 ], [ %30, %15 ]
  %19 = getelementptr inbounds nuw i32, ptr %0, i64 %16
  %20 = getelementptr inbounds nuw i8, ptr %19, i64 %14
  %21 = load <vscale x 4 x i32>, ptr %19, align 4, !tbaa !6
  %22 = load <vscale x 4 x i32>, ptr %20, align 4, !tbaa !6
  %23 = icmp sgt <vscale x 4 x i32> %21, splat (i32 3)
  %24 = icmp sgt <vscale x 4 x i32> %22, splat (i32 3)
  %25 = sub nsw <vscale x 4 x i32> zeroinitializer, %21
  %26 = sub nsw <vscale x 4 x i32> zeroinitializer, %22
  %27 = select <vscale x 4 x i1> %23, <vscale x 4 x i32> %21, <vscale x 4 x i32> %25
  %28 = select <vscale x 4 x i1> %24, <vscale x 4 x i32> %22, <vscale x 4 x i32> %26
  %29 = add <vscale x 4 x i32> %27, %17
  %30 = add <vscale x 4 x i32> %28, %18
  %31 = add nuw i64 %16, %11
  %32 = icmp eq i64 %31, %13
  br i1 %32, label %33, label %15, !llvm.loop !18

33:                                               ; preds = %15
  %34 = add <vscale x 4 x i32> %30, %29
  %35 = tail call i32 @llvm.vector.reduce.add.nxv4i32(<vscale x 4 x i32> %34)
  %36 = icmp eq i64 %13, %5
  br i1 %36, label %40, label %37

37:                                               ; preds = %4, %33
  %38 = phi i64 [ 0, %4 ], [ %13, %33 ]
  %39 = phi i32 [ 0, %4 ], [ %35, %33 ]
  br label %42

40:                                               ; preds = %42, %33, %2
  %41 = phi i32 [ 0, %2 ], [ %35, %33 ], [ %50, %42 ]
  ret i32 %41

42:                                               ; preds = %37, %42
  %43 = phi i64 [ %51, %42 ], [ %38, %37 ]
  %44 = phi i32 [ %50, %42 ], [ %39, %37 ]
  %45 = getelementptr inbounds nuw i32, ptr %0, i64 %43
  %46 = load i32, ptr %45, align 4, !tbaa !6
  %47 = icmp sgt i32 %46, 3
  %48 = sub nsw i32 0, %46
  %49 = select i1 %47, i32 %46, i32 %48
  %50 = add nsw i32 %49, %44
  %51 = add nuw nsw i64 %43, 1
  %52 = icmp eq i64 %51, %5
  br i1 %52, label %40, label %42, !llvm.loop !19
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable vscale_range(1,16)
define dso_local i32 @at() local_unnamed_addr #6 {
  %1 = atomicrmw add ptr @ai, i32 1 monotonic, align 4
  %2 = cmpxchg ptr @ai, i32 undef, i32 3 acq_rel acquire, align 4
  %3 = atomicrmw xchg ptr @ai, i32 5 seq_cst, align 4
  ret i32 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable vscale_range(1,16)
define dso_local range(i32 0, 32) i32 @getb(ptr noundef readonly captures(none) %0) local_unnamed_addr #7 {
  %2 = load i8, ptr %0, align 4
  %3 = lshr i8 %2, 3
  %4 = zext nneg i8 %3 to i32
  ret i32 %4
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vscale.i64() #8

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <vscale x 4 x float> @llvm.fmuladd.nxv4f32(<vscale x 4 x float>, <vscale x 4 x float>, <vscale x 4 x float>) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.nxv4i32(<vscale x 4 x i32>) #8

attributes #0 = { nofree norecurse nosync nounwind uwtable vscale_range(1,16) "frame-pointer"="non-leaf-no-reserve" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+fullfp16,+neon,+sve,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #3 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable vscale_range(1,16) "frame-pointer"="non-leaf-no-reserve" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+fullfp16,+neon,+sve,+v8a,-fmv" }
attributes #4 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable vscale_range(1,16) "frame-pointer"="non-leaf-no-reserve" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+fullfp16,+neon,+sve,+v8a,-fmv" }
attributes #6 = { mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable vscale_range(1,16) "frame-pointer"="non-leaf-no-reserve" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+fullfp16,+neon,+sve,+v8a,-fmv" }
attributes #7 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable vscale_range(1,16) "frame-pointer"="non-leaf-no-reserve" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+fullfp16,+neon,+sve,+v8a,-fmv" }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}
!llvm.errno.tbaa = !{!6}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 4}
!5 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!13, !13, i64 0}
!13 = !{!"float", !8, i64 0}
!14 = distinct !{!14, !11, !15, !16}
!15 = !{!"llvm.loop.isvectorized", i32 1}
!16 = !{!"llvm.loop.unroll.runtime.disable"}
!17 = distinct !{!17, !11, !16, !15}
!18 = distinct !{!18, !11, !15, !16}
!19 = distinct !{!19, !11, !16, !15}
