; ModuleID = 'sort.c'
source_filename = "sort.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [32 x i8] c"quick: sorted %d checksum %llu\0A\00", align 1
@.str.1 = private unnamed_addr constant [33 x i8] c"insertion of %ld: checksum %llu\0A\00", align 1
@state = internal global i64 88172645463325252, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i64, align 8
  %9 = alloca i32, align 4
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
  store ptr %1, ptr %5, align 8
  %13 = load i32, ptr %4, align 4
  %14 = icmp sgt i32 %13, 1
  br i1 %14, label %15, label %20

15:                                               ; preds = %2
  %16 = load ptr, ptr %5, align 8
  %17 = getelementptr inbounds ptr, ptr %16, i64 1
  %18 = load ptr, ptr %17, align 8
  %19 = call i64 @atol(ptr noundef %18) #5
  br label %21

20:                                               ; preds = %2
  br label %21

21:                                               ; preds = %20, %15
  %22 = phi i64 [ %19, %15 ], [ 40000, %20 ]
  store i64 %22, ptr %6, align 8
  %23 = load i64, ptr %6, align 8
  %24 = mul i64 %23, 8
  %25 = call noalias ptr @malloc(i64 noundef %24) #6
  store ptr %25, ptr %7, align 8
  store i64 0, ptr %8, align 8
  br label %26

26:                                               ; preds = %35, %21
  %27 = load i64, ptr %8, align 8
  %28 = load i64, ptr %6, align 8
  %29 = icmp slt i64 %27, %28
  br i1 %29, label %30, label %38

30:                                               ; preds = %26
  %31 = call i64 @next()
  %32 = load ptr, ptr %7, align 8
  %33 = load i64, ptr %8, align 8
  %34 = getelementptr inbounds i64, ptr %32, i64 %33
  store i64 %31, ptr %34, align 8
  br label %35

35:                                               ; preds = %30
  %36 = load i64, ptr %8, align 8
  %37 = add nsw i64 %36, 1
  store i64 %37, ptr %8, align 8
  br label %26, !llvm.loop !6

38:                                               ; preds = %26
  %39 = load ptr, ptr %7, align 8
  %40 = load i64, ptr %6, align 8
  %41 = sub nsw i64 %40, 1
  call void @quick(ptr noundef %39, i64 noundef 0, i64 noundef %41)
  store i32 1, ptr %9, align 4
  store i64 1, ptr %10, align 8
  br label %42

42:                                               ; preds = %60, %38
  %43 = load i64, ptr %10, align 8
  %44 = load i64, ptr %6, align 8
  %45 = icmp slt i64 %43, %44
  br i1 %45, label %46, label %63

46:                                               ; preds = %42
  %47 = load ptr, ptr %7, align 8
  %48 = load i64, ptr %10, align 8
  %49 = sub nsw i64 %48, 1
  %50 = getelementptr inbounds i64, ptr %47, i64 %49
  %51 = load i64, ptr %50, align 8
  %52 = load ptr, ptr %7, align 8
  %53 = load i64, ptr %10, align 8
  %54 = getelementptr inbounds i64, ptr %52, i64 %53
  %55 = load i64, ptr %54, align 8
  %56 = icmp sle i64 %51, %55
  %57 = zext i1 %56 to i32
  %58 = load i32, ptr %9, align 4
  %59 = and i32 %58, %57
  store i32 %59, ptr %9, align 4
  br label %60

60:                                               ; preds = %46
  %61 = load i64, ptr %10, align 8
  %62 = add nsw i64 %61, 1
  store i64 %62, ptr %10, align 8
  br label %42, !llvm.loop !8

63:                                               ; preds = %42
  %64 = load i32, ptr %9, align 4
  %65 = load ptr, ptr %7, align 8
  %66 = load i64, ptr %6, align 8
  %67 = call i64 @checksum(ptr noundef %65, i64 noundef %66)
  %68 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %64, i64 noundef %67)
  %69 = load i64, ptr %6, align 8
  %70 = sdiv i64 %69, 20
  store i64 %70, ptr %11, align 8
  store i64 0, ptr %12, align 8
  br label %71

71:                                               ; preds = %80, %63
  %72 = load i64, ptr %12, align 8
  %73 = load i64, ptr %11, align 8
  %74 = icmp slt i64 %72, %73
  br i1 %74, label %75, label %83

75:                                               ; preds = %71
  %76 = call i64 @next()
  %77 = load ptr, ptr %7, align 8
  %78 = load i64, ptr %12, align 8
  %79 = getelementptr inbounds i64, ptr %77, i64 %78
  store i64 %76, ptr %79, align 8
  br label %80

80:                                               ; preds = %75
  %81 = load i64, ptr %12, align 8
  %82 = add nsw i64 %81, 1
  store i64 %82, ptr %12, align 8
  br label %71, !llvm.loop !9

83:                                               ; preds = %71
  %84 = load ptr, ptr %7, align 8
  %85 = load i64, ptr %11, align 8
  call void @insertion(ptr noundef %84, i64 noundef %85)
  %86 = load i64, ptr %11, align 8
  %87 = load ptr, ptr %7, align 8
  %88 = load i64, ptr %11, align 8
  %89 = call i64 @checksum(ptr noundef %87, i64 noundef %88)
  %90 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %86, i64 noundef %89)
  %91 = load ptr, ptr %7, align 8
  call void @free(ptr noundef %91) #7
  ret i32 0
}

; Function Attrs: nounwind willreturn memory(read)
declare i64 @atol(ptr noundef) #1

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @next() #0 {
  %1 = load i64, ptr @state, align 8
  %2 = shl i64 %1, 13
  %3 = load i64, ptr @state, align 8
  %4 = xor i64 %3, %2
  store i64 %4, ptr @state, align 8
  %5 = load i64, ptr @state, align 8
  %6 = lshr i64 %5, 7
  %7 = load i64, ptr @state, align 8
  %8 = xor i64 %7, %6
  store i64 %8, ptr @state, align 8
  %9 = load i64, ptr @state, align 8
  %10 = shl i64 %9, 17
  %11 = load i64, ptr @state, align 8
  %12 = xor i64 %11, %10
  store i64 %12, ptr @state, align 8
  %13 = load i64, ptr @state, align 8
  %14 = urem i64 %13, 2000000011
  %15 = sub nsw i64 %14, 1000000000
  ret i64 %15
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @quick(ptr noundef %0, i64 noundef %1, i64 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store i64 %2, ptr %6, align 8
  %11 = load i64, ptr %5, align 8
  %12 = load i64, ptr %6, align 8
  %13 = icmp sge i64 %11, %12
  br i1 %13, label %14, label %15

14:                                               ; preds = %3
  br label %85

15:                                               ; preds = %3
  %16 = load ptr, ptr %4, align 8
  %17 = load i64, ptr %5, align 8
  %18 = load i64, ptr %6, align 8
  %19 = load i64, ptr %5, align 8
  %20 = sub nsw i64 %18, %19
  %21 = sdiv i64 %20, 2
  %22 = add nsw i64 %17, %21
  %23 = getelementptr inbounds i64, ptr %16, i64 %22
  %24 = load i64, ptr %23, align 8
  store i64 %24, ptr %7, align 8
  %25 = load i64, ptr %5, align 8
  store i64 %25, ptr %8, align 8
  %26 = load i64, ptr %6, align 8
  store i64 %26, ptr %9, align 8
  br label %27

27:                                               ; preds = %77, %15
  %28 = load i64, ptr %8, align 8
  %29 = load i64, ptr %9, align 8
  %30 = icmp sle i64 %28, %29
  br i1 %30, label %31, label %78

31:                                               ; preds = %27
  br label %32

32:                                               ; preds = %39, %31
  %33 = load ptr, ptr %4, align 8
  %34 = load i64, ptr %8, align 8
  %35 = getelementptr inbounds i64, ptr %33, i64 %34
  %36 = load i64, ptr %35, align 8
  %37 = load i64, ptr %7, align 8
  %38 = icmp slt i64 %36, %37
  br i1 %38, label %39, label %42

39:                                               ; preds = %32
  %40 = load i64, ptr %8, align 8
  %41 = add nsw i64 %40, 1
  store i64 %41, ptr %8, align 8
  br label %32, !llvm.loop !10

42:                                               ; preds = %32
  br label %43

43:                                               ; preds = %50, %42
  %44 = load ptr, ptr %4, align 8
  %45 = load i64, ptr %9, align 8
  %46 = getelementptr inbounds i64, ptr %44, i64 %45
  %47 = load i64, ptr %46, align 8
  %48 = load i64, ptr %7, align 8
  %49 = icmp sgt i64 %47, %48
  br i1 %49, label %50, label %53

50:                                               ; preds = %43
  %51 = load i64, ptr %9, align 8
  %52 = add nsw i64 %51, -1
  store i64 %52, ptr %9, align 8
  br label %43, !llvm.loop !11

53:                                               ; preds = %43
  %54 = load i64, ptr %8, align 8
  %55 = load i64, ptr %9, align 8
  %56 = icmp sle i64 %54, %55
  br i1 %56, label %57, label %77

57:                                               ; preds = %53
  %58 = load ptr, ptr %4, align 8
  %59 = load i64, ptr %8, align 8
  %60 = getelementptr inbounds i64, ptr %58, i64 %59
  %61 = load i64, ptr %60, align 8
  store i64 %61, ptr %10, align 8
  %62 = load ptr, ptr %4, align 8
  %63 = load i64, ptr %9, align 8
  %64 = getelementptr inbounds i64, ptr %62, i64 %63
  %65 = load i64, ptr %64, align 8
  %66 = load ptr, ptr %4, align 8
  %67 = load i64, ptr %8, align 8
  %68 = getelementptr inbounds i64, ptr %66, i64 %67
  store i64 %65, ptr %68, align 8
  %69 = load i64, ptr %10, align 8
  %70 = load ptr, ptr %4, align 8
  %71 = load i64, ptr %9, align 8
  %72 = getelementptr inbounds i64, ptr %70, i64 %71
  store i64 %69, ptr %72, align 8
  %73 = load i64, ptr %8, align 8
  %74 = add nsw i64 %73, 1
  store i64 %74, ptr %8, align 8
  %75 = load i64, ptr %9, align 8
  %76 = add nsw i64 %75, -1
  store i64 %76, ptr %9, align 8
  br label %77

77:                                               ; preds = %57, %53
  br label %27, !llvm.loop !12

78:                                               ; preds = %27
  %79 = load ptr, ptr %4, align 8
  %80 = load i64, ptr %5, align 8
  %81 = load i64, ptr %9, align 8
  call void @quick(ptr noundef %79, i64 noundef %80, i64 noundef %81)
  %82 = load ptr, ptr %4, align 8
  %83 = load i64, ptr %8, align 8
  %84 = load i64, ptr %6, align 8
  call void @quick(ptr noundef %82, i64 noundef %83, i64 noundef %84)
  br label %85

85:                                               ; preds = %78, %14
  ret void
}

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @checksum(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  store i64 0, ptr %5, align 8
  store i64 0, ptr %6, align 8
  br label %7

7:                                                ; preds = %19, %2
  %8 = load i64, ptr %6, align 8
  %9 = load i64, ptr %4, align 8
  %10 = icmp slt i64 %8, %9
  br i1 %10, label %11, label %22

11:                                               ; preds = %7
  %12 = load i64, ptr %5, align 8
  %13 = mul i64 %12, 31
  %14 = load ptr, ptr %3, align 8
  %15 = load i64, ptr %6, align 8
  %16 = getelementptr inbounds i64, ptr %14, i64 %15
  %17 = load i64, ptr %16, align 8
  %18 = add i64 %13, %17
  store i64 %18, ptr %5, align 8
  br label %19

19:                                               ; preds = %11
  %20 = load i64, ptr %6, align 8
  %21 = add nsw i64 %20, 1
  store i64 %21, ptr %6, align 8
  br label %7, !llvm.loop !13

22:                                               ; preds = %7
  %23 = load i64, ptr %5, align 8
  ret i64 %23
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @insertion(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  store i64 1, ptr %5, align 8
  br label %8

8:                                                ; preds = %48, %2
  %9 = load i64, ptr %5, align 8
  %10 = load i64, ptr %4, align 8
  %11 = icmp slt i64 %9, %10
  br i1 %11, label %12, label %51

12:                                               ; preds = %8
  %13 = load ptr, ptr %3, align 8
  %14 = load i64, ptr %5, align 8
  %15 = getelementptr inbounds i64, ptr %13, i64 %14
  %16 = load i64, ptr %15, align 8
  store i64 %16, ptr %6, align 8
  %17 = load i64, ptr %5, align 8
  %18 = sub nsw i64 %17, 1
  store i64 %18, ptr %7, align 8
  br label %19

19:                                               ; preds = %31, %12
  %20 = load i64, ptr %7, align 8
  %21 = icmp sge i64 %20, 0
  br i1 %21, label %22, label %29

22:                                               ; preds = %19
  %23 = load ptr, ptr %3, align 8
  %24 = load i64, ptr %7, align 8
  %25 = getelementptr inbounds i64, ptr %23, i64 %24
  %26 = load i64, ptr %25, align 8
  %27 = load i64, ptr %6, align 8
  %28 = icmp sgt i64 %26, %27
  br label %29

29:                                               ; preds = %22, %19
  %30 = phi i1 [ false, %19 ], [ %28, %22 ]
  br i1 %30, label %31, label %42

31:                                               ; preds = %29
  %32 = load ptr, ptr %3, align 8
  %33 = load i64, ptr %7, align 8
  %34 = getelementptr inbounds i64, ptr %32, i64 %33
  %35 = load i64, ptr %34, align 8
  %36 = load ptr, ptr %3, align 8
  %37 = load i64, ptr %7, align 8
  %38 = add nsw i64 %37, 1
  %39 = getelementptr inbounds i64, ptr %36, i64 %38
  store i64 %35, ptr %39, align 8
  %40 = load i64, ptr %7, align 8
  %41 = add nsw i64 %40, -1
  store i64 %41, ptr %7, align 8
  br label %19, !llvm.loop !14

42:                                               ; preds = %29
  %43 = load i64, ptr %6, align 8
  %44 = load ptr, ptr %3, align 8
  %45 = load i64, ptr %7, align 8
  %46 = add nsw i64 %45, 1
  %47 = getelementptr inbounds i64, ptr %44, i64 %46
  store i64 %43, ptr %47, align 8
  br label %48

48:                                               ; preds = %42
  %49 = load i64, ptr %5, align 8
  %50 = add nsw i64 %49, 1
  store i64 %50, ptr %5, align 8
  br label %8, !llvm.loop !15

51:                                               ; preds = %8
  ret void
}

; Function Attrs: nounwind
declare void @free(ptr noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind willreturn memory(read) }
attributes #6 = { nounwind allocsize(0) }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7}
