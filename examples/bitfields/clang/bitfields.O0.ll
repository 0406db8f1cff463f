; ModuleID = 'bitfields.c'
source_filename = "bitfields.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.s1 = type { i8, [3 x i8] }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @set_s1_a(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = load ptr, ptr %3, align 8
  %7 = trunc i32 %5 to i8
  %8 = load i8, ptr %6, align 4
  %9 = and i8 %7, 7
  %10 = and i8 %8, -8
  %11 = or i8 %10, %9
  store i8 %11, ptr %6, align 4
  %12 = zext i8 %9 to i32
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @set_s1_b(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = load ptr, ptr %3, align 8
  %7 = trunc i32 %5 to i8
  %8 = load i8, ptr %6, align 4
  %9 = and i8 %7, 15
  %10 = shl i8 %9, 3
  %11 = and i8 %8, -121
  %12 = or i8 %11, %10
  store i8 %12, ptr %6, align 4
  %13 = zext i8 %9 to i32
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @get_s1_a(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load i8, ptr %3, align 4
  %5 = and i8 %4, 7
  %6 = zext i8 %5 to i32
  ret i32 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @get_s1_b(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load i8, ptr %3, align 4
  %5 = lshr i8 %4, 3
  %6 = and i8 %5, 15
  %7 = zext i8 %6 to i32
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @set_s2_c(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = trunc i32 %5 to i8
  %7 = load ptr, ptr %3, align 8
  %8 = load i8, ptr %7, align 4
  %9 = and i8 %6, 3
  %10 = and i8 %8, -4
  %11 = or i8 %10, %9
  store i8 %11, ptr %7, align 4
  %12 = shl i8 %9, 6
  %13 = ashr i8 %12, 6
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @set_s2_i(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = load ptr, ptr %3, align 8
  %7 = trunc i32 %5 to i8
  %8 = load i8, ptr %6, align 4
  %9 = and i8 %7, 3
  %10 = shl i8 %9, 2
  %11 = and i8 %8, -13
  %12 = or i8 %11, %10
  store i8 %12, ptr %6, align 4
  %13 = shl i8 %9, 6
  %14 = ashr i8 %13, 6
  %15 = sext i8 %14 to i32
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @get_s2_c(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load i8, ptr %3, align 4
  %5 = shl i8 %4, 6
  %6 = ashr i8 %5, 6
  %7 = sext i8 %6 to i32
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @get_s2_i(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load i8, ptr %3, align 4
  %5 = shl i8 %4, 4
  %6 = ashr i8 %5, 6
  %7 = sext i8 %6 to i32
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @set_s3_i(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = load ptr, ptr %3, align 8
  %7 = load i32, ptr %6, align 4
  %8 = and i32 %5, 32767
  %9 = and i32 %7, -32768
  %10 = or i32 %9, %8
  store i32 %10, ptr %6, align 4
  %11 = shl i32 %8, 17
  %12 = ashr i32 %11, 17
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @set_s3_j(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = load ptr, ptr %3, align 8
  %7 = load i32, ptr %6, align 4
  %8 = and i32 %5, 32767
  %9 = shl i32 %8, 15
  %10 = and i32 %7, -1073709057
  %11 = or i32 %10, %9
  store i32 %11, ptr %6, align 4
  %12 = shl i32 %8, 17
  %13 = ashr i32 %12, 17
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @get_s3_i(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load i32, ptr %3, align 4
  %5 = shl i32 %4, 17
  %6 = ashr i32 %5, 17
  ret i32 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @get_s3_j(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load i32, ptr %3, align 4
  %5 = shl i32 %4, 2
  %6 = ashr i32 %5, 17
  ret i32 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @set_s4_i(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = load ptr, ptr %3, align 8
  %7 = trunc i32 %5 to i16
  %8 = load i16, ptr %6, align 4
  %9 = and i16 %7, 7
  %10 = and i16 %8, -8
  %11 = or i16 %10, %9
  store i16 %11, ptr %6, align 4
  %12 = shl i16 %9, 13
  %13 = ashr i16 %12, 13
  %14 = sext i16 %13 to i32
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @set_s4_c(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = trunc i32 %5 to i8
  %7 = load ptr, ptr %3, align 8
  %8 = zext i8 %6 to i16
  %9 = load i16, ptr %7, align 4
  %10 = and i16 %8, 63
  %11 = shl i16 %10, 8
  %12 = and i16 %9, -16129
  %13 = or i16 %12, %11
  store i16 %13, ptr %7, align 4
  %14 = shl i16 %10, 10
  %15 = ashr i16 %14, 10
  %16 = trunc i16 %15 to i8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @get_s4_i(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load i16, ptr %3, align 4
  %5 = shl i16 %4, 13
  %6 = ashr i16 %5, 13
  %7 = sext i16 %6 to i32
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @get_s4_c(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load i16, ptr %3, align 4
  %5 = shl i16 %4, 2
  %6 = ashr i16 %5, 10
  %7 = trunc i16 %6 to i8
  %8 = sext i8 %7 to i32
  ret i32 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @set_s4p_i(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = load ptr, ptr %3, align 8
  %7 = trunc i32 %5 to i16
  %8 = load i16, ptr %6, align 1
  %9 = and i16 %7, 7
  %10 = and i16 %8, -8
  %11 = or i16 %10, %9
  store i16 %11, ptr %6, align 1
  %12 = shl i16 %9, 13
  %13 = ashr i16 %12, 13
  %14 = sext i16 %13 to i32
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @set_s4p_c(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = trunc i32 %5 to i8
  %7 = load ptr, ptr %3, align 8
  %8 = zext i8 %6 to i16
  %9 = load i16, ptr %7, align 1
  %10 = and i16 %8, 63
  %11 = shl i16 %10, 3
  %12 = and i16 %9, -505
  %13 = or i16 %12, %11
  store i16 %13, ptr %7, align 1
  %14 = shl i16 %10, 10
  %15 = ashr i16 %14, 10
  %16 = trunc i16 %15 to i8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @get_s4p_i(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load i16, ptr %3, align 1
  %5 = shl i16 %4, 13
  %6 = ashr i16 %5, 13
  %7 = sext i16 %6 to i32
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @get_s4p_c(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load i16, ptr %3, align 1
  %5 = shl i16 %4, 7
  %6 = ashr i16 %5, 10
  %7 = trunc i16 %6 to i8
  %8 = sext i8 %7 to i32
  ret i32 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @fresh_s1() #0 {
  %1 = alloca %struct.s1, align 4
  %2 = load i8, ptr %1, align 4
  %3 = and i8 %2, -8
  %4 = or i8 %3, 5
  store i8 %4, ptr %1, align 4
  %5 = load i8, ptr %1, align 4
  %6 = and i8 %5, 7
  %7 = zext i8 %6 to i32
  %8 = mul nsw i32 %7, 16
  %9 = load i8, ptr %1, align 4
  %10 = lshr i8 %9, 3
  %11 = and i8 %10, 15
  %12 = zext i8 %11 to i32
  %13 = add nsw i32 %8, %12
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @overwrite_s1() #0 {
  %1 = alloca %struct.s1, align 4
  %2 = alloca i32, align 4
  %3 = load i8, ptr %1, align 4
  %4 = and i8 %3, -121
  %5 = or i8 %4, 56
  store i8 %5, ptr %1, align 4
  %6 = load i32, ptr %2, align 4
  %7 = trunc i32 %6 to i8
  %8 = load i8, ptr %1, align 4
  %9 = and i8 %7, 7
  %10 = and i8 %8, -8
  %11 = or i8 %10, %9
  store i8 %11, ptr %1, align 4
  %12 = zext i8 %9 to i32
  %13 = load i8, ptr %1, align 4
  %14 = and i8 %13, -8
  %15 = or i8 %14, 5
  store i8 %15, ptr %1, align 4
  %16 = load i8, ptr %1, align 4
  %17 = lshr i8 %16, 3
  %18 = and i8 %17, 15
  %19 = zext i8 %18 to i32
  ret i32 %19
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
