; ModuleID = 'crc.c'
source_filename = "crc.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@table = internal global [256 x i32] zeroinitializer, align 16
@.str = private unnamed_addr constant [20 x i8] c"crc32 %08x %08x %s\0A\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"equal\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"DIFFERENT\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i64, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
  store ptr %1, ptr %5, align 8
  %14 = load i32, ptr %4, align 4
  %15 = icmp sgt i32 %14, 1
  br i1 %15, label %16, label %21

16:                                               ; preds = %2
  %17 = load ptr, ptr %5, align 8
  %18 = getelementptr inbounds ptr, ptr %17, i64 1
  %19 = load ptr, ptr %18, align 8
  %20 = call i64 @atol(ptr noundef %19) #5
  br label %22

21:                                               ; preds = %2
  br label %22

22:                                               ; preds = %21, %16
  %23 = phi i64 [ %20, %16 ], [ 16384, %21 ]
  store i64 %23, ptr %6, align 8
  %24 = load i64, ptr %6, align 8
  %25 = call noalias ptr @malloc(i64 noundef %24) #6
  store ptr %25, ptr %7, align 8
  store i64 0, ptr %8, align 8
  br label %26

26:                                               ; preds = %41, %22
  %27 = load i64, ptr %8, align 8
  %28 = load i64, ptr %6, align 8
  %29 = icmp ult i64 %27, %28
  br i1 %29, label %30, label %44

30:                                               ; preds = %26
  %31 = load i64, ptr %8, align 8
  %32 = mul i64 %31, 131
  %33 = load i64, ptr %8, align 8
  %34 = lshr i64 %33, 7
  %35 = add i64 %32, %34
  %36 = xor i64 %35, 90
  %37 = trunc i64 %36 to i8
  %38 = load ptr, ptr %7, align 8
  %39 = load i64, ptr %8, align 8
  %40 = getelementptr inbounds nuw i8, ptr %38, i64 %39
  store i8 %37, ptr %40, align 1
  br label %41

41:                                               ; preds = %30
  %42 = load i64, ptr %8, align 8
  %43 = add i64 %42, 1
  store i64 %43, ptr %8, align 8
  br label %26, !llvm.loop !6

44:                                               ; preds = %26
  store i32 0, ptr %9, align 4
  br label %45

45:                                               ; preds = %74, %44
  %46 = load i32, ptr %9, align 4
  %47 = icmp ult i32 %46, 256
  br i1 %47, label %48, label %77

48:                                               ; preds = %45
  %49 = load i32, ptr %9, align 4
  store i32 %49, ptr %10, align 4
  store i32 0, ptr %11, align 4
  br label %50

50:                                               ; preds = %66, %48
  %51 = load i32, ptr %11, align 4
  %52 = icmp slt i32 %51, 8
  br i1 %52, label %53, label %69

53:                                               ; preds = %50
  %54 = load i32, ptr %10, align 4
  %55 = and i32 %54, 1
  %56 = icmp ne i32 %55, 0
  br i1 %56, label %57, label %61

57:                                               ; preds = %53
  %58 = load i32, ptr %10, align 4
  %59 = lshr i32 %58, 1
  %60 = xor i32 -306674912, %59
  br label %64

61:                                               ; preds = %53
  %62 = load i32, ptr %10, align 4
  %63 = lshr i32 %62, 1
  br label %64

64:                                               ; preds = %61, %57
  %65 = phi i32 [ %60, %57 ], [ %63, %61 ]
  store i32 %65, ptr %10, align 4
  br label %66

66:                                               ; preds = %64
  %67 = load i32, ptr %11, align 4
  %68 = add nsw i32 %67, 1
  store i32 %68, ptr %11, align 4
  br label %50, !llvm.loop !8

69:                                               ; preds = %50
  %70 = load i32, ptr %10, align 4
  %71 = load i32, ptr %9, align 4
  %72 = zext i32 %71 to i64
  %73 = getelementptr inbounds nuw [256 x i32], ptr @table, i64 0, i64 %72
  store i32 %70, ptr %73, align 4
  br label %74

74:                                               ; preds = %69
  %75 = load i32, ptr %9, align 4
  %76 = add i32 %75, 1
  store i32 %76, ptr %9, align 4
  br label %45, !llvm.loop !9

77:                                               ; preds = %45
  %78 = load ptr, ptr %7, align 8
  %79 = load i64, ptr %6, align 8
  %80 = call i32 @crc32_bitwise(ptr noundef %78, i64 noundef %79)
  store i32 %80, ptr %12, align 4
  %81 = load ptr, ptr %7, align 8
  %82 = load i64, ptr %6, align 8
  %83 = call i32 @crc32_table(ptr noundef %81, i64 noundef %82)
  store i32 %83, ptr %13, align 4
  %84 = load i32, ptr %12, align 4
  %85 = load i32, ptr %13, align 4
  %86 = load i32, ptr %12, align 4
  %87 = load i32, ptr %13, align 4
  %88 = icmp eq i32 %86, %87
  %89 = zext i1 %88 to i64
  %90 = select i1 %88, ptr @.str.1, ptr @.str.2
  %91 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %84, i32 noundef %85, ptr noundef %90)
  %92 = load ptr, ptr %7, align 8
  call void @free(ptr noundef %92) #7
  ret i32 0
}

; Function Attrs: nounwind willreturn memory(read)
declare i64 @atol(ptr noundef) #1

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @crc32_bitwise(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  %7 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  store i32 -1, ptr %5, align 4
  store i64 0, ptr %6, align 8
  br label %8

8:                                                ; preds = %35, %2
  %9 = load i64, ptr %6, align 8
  %10 = load i64, ptr %4, align 8
  %11 = icmp ult i64 %9, %10
  br i1 %11, label %12, label %38

12:                                               ; preds = %8
  %13 = load ptr, ptr %3, align 8
  %14 = load i64, ptr %6, align 8
  %15 = getelementptr inbounds nuw i8, ptr %13, i64 %14
  %16 = load i8, ptr %15, align 1
  %17 = zext i8 %16 to i32
  %18 = load i32, ptr %5, align 4
  %19 = xor i32 %18, %17
  store i32 %19, ptr %5, align 4
  store i32 0, ptr %7, align 4
  br label %20

20:                                               ; preds = %31, %12
  %21 = load i32, ptr %7, align 4
  %22 = icmp slt i32 %21, 8
  br i1 %22, label %23, label %34

23:                                               ; preds = %20
  %24 = load i32, ptr %5, align 4
  %25 = lshr i32 %24, 1
  %26 = load i32, ptr %5, align 4
  %27 = and i32 %26, 1
  %28 = sub i32 0, %27
  %29 = and i32 -306674912, %28
  %30 = xor i32 %25, %29
  store i32 %30, ptr %5, align 4
  br label %31

31:                                               ; preds = %23
  %32 = load i32, ptr %7, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr %7, align 4
  br label %20, !llvm.loop !10

34:                                               ; preds = %20
  br label %35

35:                                               ; preds = %34
  %36 = load i64, ptr %6, align 8
  %37 = add i64 %36, 1
  store i64 %37, ptr %6, align 8
  br label %8, !llvm.loop !11

38:                                               ; preds = %8
  %39 = load i32, ptr %5, align 4
  %40 = xor i32 %39, -1
  ret i32 %40
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @crc32_table(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  store i32 -1, ptr %5, align 4
  store i64 0, ptr %6, align 8
  br label %7

7:                                                ; preds = %26, %2
  %8 = load i64, ptr %6, align 8
  %9 = load i64, ptr %4, align 8
  %10 = icmp ult i64 %8, %9
  br i1 %10, label %11, label %29

11:                                               ; preds = %7
  %12 = load i32, ptr %5, align 4
  %13 = load ptr, ptr %3, align 8
  %14 = load i64, ptr %6, align 8
  %15 = getelementptr inbounds nuw i8, ptr %13, i64 %14
  %16 = load i8, ptr %15, align 1
  %17 = zext i8 %16 to i32
  %18 = xor i32 %12, %17
  %19 = and i32 %18, 255
  %20 = zext i32 %19 to i64
  %21 = getelementptr inbounds nuw [256 x i32], ptr @table, i64 0, i64 %20
  %22 = load i32, ptr %21, align 4
  %23 = load i32, ptr %5, align 4
  %24 = lshr i32 %23, 8
  %25 = xor i32 %22, %24
  store i32 %25, ptr %5, align 4
  br label %26

26:                                               ; preds = %11
  %27 = load i64, ptr %6, align 8
  %28 = add i64 %27, 1
  store i64 %28, ptr %6, align 8
  br label %7, !llvm.loop !12

29:                                               ; preds = %7
  %30 = load i32, ptr %5, align 4
  %31 = xor i32 %30, -1
  ret i32 %31
}

declare i32 @printf(ptr noundef, ...) #3

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
