; ModuleID = 'nbody.c'
source_filename = "nbody.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.body = type { double, double, double, double, double, double, double }

@bodies = internal global [5 x %struct.body] [%struct.body { double 0.000000e+00, double 0.000000e+00, double 0.000000e+00, double 0.000000e+00, double 0.000000e+00, double 0.000000e+00, double 0x4043BD3CC9BE45DE }, %struct.body { double 0x40135DA0343CD92C, double 0xBFF290ABC01FDB7C, double 0xBFBA86F96C25EBF0, double 0x3FE367069B93CCBC, double 0x40067EF2F57D949B, double 0xBF99D2D79A5A0715, double 0x3FA34C95D9AB33D8 }, %struct.body { double 0x4020AFCDC332CA67, double 0x40107FCB31DE01B0, double 0xBFD9D353E1EB467C, double 0xBFF02C21B8879442, double 0x3FFD35E9BF1F8F13, double 0x3F813C485F1123B4, double 0x3F871D490D07C637 }, %struct.body { double 0x4029C9EACEA7D9CF, double 0xC02E38E8D626667E, double 0xBFCC9557BE257DA0, double 0x3FF1531CA9911BEF, double 0x3FEBCC7F3E54BBC5, double 0xBF862F6BFAF23E7C, double 0x3F5C3DD29CF41EB3 }, %struct.body { double 0x402EC267A905572A, double 0xC039EB5833C8A220, double 0x3FC6F1F393ABE540, double 0x3FEF54B61659BC4A, double 0x3FE307C631C4FBA3, double 0xBFA1CB88587665F6, double 0x3F60A8F3531799AC }], align 16
@.str = private unnamed_addr constant [6 x i8] c"%.9f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
  store ptr %1, ptr %5, align 8
  %12 = load i32, ptr %4, align 4
  %13 = icmp sgt i32 %12, 1
  br i1 %13, label %14, label %19

14:                                               ; preds = %2
  %15 = load ptr, ptr %5, align 8
  %16 = getelementptr inbounds ptr, ptr %15, i64 1
  %17 = load ptr, ptr %16, align 8
  %18 = call i32 @atoi(ptr noundef %17) #4
  br label %20

19:                                               ; preds = %2
  br label %20

20:                                               ; preds = %19, %14
  %21 = phi i32 [ %18, %14 ], [ 3000, %19 ]
  store i32 %21, ptr %6, align 4
  store double 0.000000e+00, ptr %7, align 8
  store double 0.000000e+00, ptr %8, align 8
  store double 0.000000e+00, ptr %9, align 8
  store i32 0, ptr %10, align 4
  br label %22

22:                                               ; preds = %65, %20
  %23 = load i32, ptr %10, align 4
  %24 = icmp slt i32 %23, 5
  br i1 %24, label %25, label %68

25:                                               ; preds = %22
  %26 = load i32, ptr %10, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %27
  %29 = getelementptr inbounds nuw %struct.body, ptr %28, i32 0, i32 3
  %30 = load double, ptr %29, align 8
  %31 = load i32, ptr %10, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %32
  %34 = getelementptr inbounds nuw %struct.body, ptr %33, i32 0, i32 6
  %35 = load double, ptr %34, align 8
  %36 = fmul double %30, %35
  %37 = load double, ptr %7, align 8
  %38 = fadd double %37, %36
  store double %38, ptr %7, align 8
  %39 = load i32, ptr %10, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %40
  %42 = getelementptr inbounds nuw %struct.body, ptr %41, i32 0, i32 4
  %43 = load double, ptr %42, align 8
  %44 = load i32, ptr %10, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %45
  %47 = getelementptr inbounds nuw %struct.body, ptr %46, i32 0, i32 6
  %48 = load double, ptr %47, align 8
  %49 = fmul double %43, %48
  %50 = load double, ptr %8, align 8
  %51 = fadd double %50, %49
  store double %51, ptr %8, align 8
  %52 = load i32, ptr %10, align 4
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %53
  %55 = getelementptr inbounds nuw %struct.body, ptr %54, i32 0, i32 5
  %56 = load double, ptr %55, align 8
  %57 = load i32, ptr %10, align 4
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %58
  %60 = getelementptr inbounds nuw %struct.body, ptr %59, i32 0, i32 6
  %61 = load double, ptr %60, align 8
  %62 = fmul double %56, %61
  %63 = load double, ptr %9, align 8
  %64 = fadd double %63, %62
  store double %64, ptr %9, align 8
  br label %65

65:                                               ; preds = %25
  %66 = load i32, ptr %10, align 4
  %67 = add nsw i32 %66, 1
  store i32 %67, ptr %10, align 4
  br label %22, !llvm.loop !6

68:                                               ; preds = %22
  %69 = load double, ptr %7, align 8
  %70 = fneg double %69
  %71 = fdiv double %70, 0x4043BD3CC9BE45DE
  store double %71, ptr getelementptr inbounds nuw (%struct.body, ptr @bodies, i32 0, i32 3), align 8
  %72 = load double, ptr %8, align 8
  %73 = fneg double %72
  %74 = fdiv double %73, 0x4043BD3CC9BE45DE
  store double %74, ptr getelementptr inbounds nuw (%struct.body, ptr @bodies, i32 0, i32 4), align 16
  %75 = load double, ptr %9, align 8
  %76 = fneg double %75
  %77 = fdiv double %76, 0x4043BD3CC9BE45DE
  store double %77, ptr getelementptr inbounds nuw (%struct.body, ptr @bodies, i32 0, i32 5), align 8
  %78 = call double @energy()
  %79 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %78)
  store i32 0, ptr %11, align 4
  br label %80

80:                                               ; preds = %85, %68
  %81 = load i32, ptr %11, align 4
  %82 = load i32, ptr %6, align 4
  %83 = icmp slt i32 %81, %82
  br i1 %83, label %84, label %88

84:                                               ; preds = %80
  call void @advance(double noundef 1.000000e-02)
  br label %85

85:                                               ; preds = %84
  %86 = load i32, ptr %11, align 4
  %87 = add nsw i32 %86, 1
  store i32 %87, ptr %11, align 4
  br label %80, !llvm.loop !8

88:                                               ; preds = %80
  %89 = call double @energy()
  %90 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %89)
  ret i32 0
}

; Function Attrs: nounwind willreturn memory(read)
declare i32 @atoi(ptr noundef) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal double @energy() #0 {
  %1 = alloca double, align 8
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  store double 0.000000e+00, ptr %1, align 8
  store i32 0, ptr %2, align 4
  br label %9

9:                                                ; preds = %102, %0
  %10 = load i32, ptr %2, align 4
  %11 = icmp slt i32 %10, 5
  br i1 %11, label %12, label %105

12:                                               ; preds = %9
  %13 = load i32, ptr %2, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %14
  store ptr %15, ptr %3, align 8
  %16 = load ptr, ptr %3, align 8
  %17 = getelementptr inbounds nuw %struct.body, ptr %16, i32 0, i32 6
  %18 = load double, ptr %17, align 8
  %19 = fmul double 5.000000e-01, %18
  %20 = load ptr, ptr %3, align 8
  %21 = getelementptr inbounds nuw %struct.body, ptr %20, i32 0, i32 3
  %22 = load double, ptr %21, align 8
  %23 = load ptr, ptr %3, align 8
  %24 = getelementptr inbounds nuw %struct.body, ptr %23, i32 0, i32 3
  %25 = load double, ptr %24, align 8
  %26 = fmul double %22, %25
  %27 = load ptr, ptr %3, align 8
  %28 = getelementptr inbounds nuw %struct.body, ptr %27, i32 0, i32 4
  %29 = load double, ptr %28, align 8
  %30 = load ptr, ptr %3, align 8
  %31 = getelementptr inbounds nuw %struct.body, ptr %30, i32 0, i32 4
  %32 = load double, ptr %31, align 8
  %33 = fmul double %29, %32
  %34 = fadd double %26, %33
  %35 = load ptr, ptr %3, align 8
  %36 = getelementptr inbounds nuw %struct.body, ptr %35, i32 0, i32 5
  %37 = load double, ptr %36, align 8
  %38 = load ptr, ptr %3, align 8
  %39 = getelementptr inbounds nuw %struct.body, ptr %38, i32 0, i32 5
  %40 = load double, ptr %39, align 8
  %41 = fmul double %37, %40
  %42 = fadd double %34, %41
  %43 = fmul double %19, %42
  %44 = load double, ptr %1, align 8
  %45 = fadd double %44, %43
  store double %45, ptr %1, align 8
  %46 = load i32, ptr %2, align 4
  %47 = add nsw i32 %46, 1
  store i32 %47, ptr %4, align 4
  br label %48

48:                                               ; preds = %98, %12
  %49 = load i32, ptr %4, align 4
  %50 = icmp slt i32 %49, 5
  br i1 %50, label %51, label %101

51:                                               ; preds = %48
  %52 = load i32, ptr %4, align 4
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %53
  store ptr %54, ptr %5, align 8
  %55 = load ptr, ptr %3, align 8
  %56 = getelementptr inbounds nuw %struct.body, ptr %55, i32 0, i32 0
  %57 = load double, ptr %56, align 8
  %58 = load ptr, ptr %5, align 8
  %59 = getelementptr inbounds nuw %struct.body, ptr %58, i32 0, i32 0
  %60 = load double, ptr %59, align 8
  %61 = fsub double %57, %60
  store double %61, ptr %6, align 8
  %62 = load ptr, ptr %3, align 8
  %63 = getelementptr inbounds nuw %struct.body, ptr %62, i32 0, i32 1
  %64 = load double, ptr %63, align 8
  %65 = load ptr, ptr %5, align 8
  %66 = getelementptr inbounds nuw %struct.body, ptr %65, i32 0, i32 1
  %67 = load double, ptr %66, align 8
  %68 = fsub double %64, %67
  store double %68, ptr %7, align 8
  %69 = load ptr, ptr %3, align 8
  %70 = getelementptr inbounds nuw %struct.body, ptr %69, i32 0, i32 2
  %71 = load double, ptr %70, align 8
  %72 = load ptr, ptr %5, align 8
  %73 = getelementptr inbounds nuw %struct.body, ptr %72, i32 0, i32 2
  %74 = load double, ptr %73, align 8
  %75 = fsub double %71, %74
  store double %75, ptr %8, align 8
  %76 = load ptr, ptr %3, align 8
  %77 = getelementptr inbounds nuw %struct.body, ptr %76, i32 0, i32 6
  %78 = load double, ptr %77, align 8
  %79 = load ptr, ptr %5, align 8
  %80 = getelementptr inbounds nuw %struct.body, ptr %79, i32 0, i32 6
  %81 = load double, ptr %80, align 8
  %82 = fmul double %78, %81
  %83 = load double, ptr %6, align 8
  %84 = load double, ptr %6, align 8
  %85 = fmul double %83, %84
  %86 = load double, ptr %7, align 8
  %87 = load double, ptr %7, align 8
  %88 = fmul double %86, %87
  %89 = fadd double %85, %88
  %90 = load double, ptr %8, align 8
  %91 = load double, ptr %8, align 8
  %92 = fmul double %90, %91
  %93 = fadd double %89, %92
  %94 = call double @sqrt(double noundef %93) #5
  %95 = fdiv double %82, %94
  %96 = load double, ptr %1, align 8
  %97 = fsub double %96, %95
  store double %97, ptr %1, align 8
  br label %98

98:                                               ; preds = %51
  %99 = load i32, ptr %4, align 4
  %100 = add nsw i32 %99, 1
  store i32 %100, ptr %4, align 4
  br label %48, !llvm.loop !9

101:                                              ; preds = %48
  br label %102

102:                                              ; preds = %101
  %103 = load i32, ptr %2, align 4
  %104 = add nsw i32 %103, 1
  store i32 %104, ptr %2, align 4
  br label %9, !llvm.loop !10

105:                                              ; preds = %9
  %106 = load double, ptr %1, align 8
  ret double %106
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @advance(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  %12 = alloca i32, align 4
  store double %0, ptr %2, align 8
  store i32 0, ptr %3, align 4
  br label %13

13:                                               ; preds = %137, %1
  %14 = load i32, ptr %3, align 4
  %15 = icmp slt i32 %14, 5
  br i1 %15, label %16, label %140

16:                                               ; preds = %13
  %17 = load i32, ptr %3, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %18
  store ptr %19, ptr %4, align 8
  %20 = load i32, ptr %3, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %5, align 4
  br label %22

22:                                               ; preds = %133, %16
  %23 = load i32, ptr %5, align 4
  %24 = icmp slt i32 %23, 5
  br i1 %24, label %25, label %136

25:                                               ; preds = %22
  %26 = load i32, ptr %5, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %27
  store ptr %28, ptr %6, align 8
  %29 = load ptr, ptr %4, align 8
  %30 = getelementptr inbounds nuw %struct.body, ptr %29, i32 0, i32 0
  %31 = load double, ptr %30, align 8
  %32 = load ptr, ptr %6, align 8
  %33 = getelementptr inbounds nuw %struct.body, ptr %32, i32 0, i32 0
  %34 = load double, ptr %33, align 8
  %35 = fsub double %31, %34
  store double %35, ptr %7, align 8
  %36 = load ptr, ptr %4, align 8
  %37 = getelementptr inbounds nuw %struct.body, ptr %36, i32 0, i32 1
  %38 = load double, ptr %37, align 8
  %39 = load ptr, ptr %6, align 8
  %40 = getelementptr inbounds nuw %struct.body, ptr %39, i32 0, i32 1
  %41 = load double, ptr %40, align 8
  %42 = fsub double %38, %41
  store double %42, ptr %8, align 8
  %43 = load ptr, ptr %4, align 8
  %44 = getelementptr inbounds nuw %struct.body, ptr %43, i32 0, i32 2
  %45 = load double, ptr %44, align 8
  %46 = load ptr, ptr %6, align 8
  %47 = getelementptr inbounds nuw %struct.body, ptr %46, i32 0, i32 2
  %48 = load double, ptr %47, align 8
  %49 = fsub double %45, %48
  store double %49, ptr %9, align 8
  %50 = load double, ptr %7, align 8
  %51 = load double, ptr %7, align 8
  %52 = fmul double %50, %51
  %53 = load double, ptr %8, align 8
  %54 = load double, ptr %8, align 8
  %55 = fmul double %53, %54
  %56 = fadd double %52, %55
  %57 = load double, ptr %9, align 8
  %58 = load double, ptr %9, align 8
  %59 = fmul double %57, %58
  %60 = fadd double %56, %59
  store double %60, ptr %10, align 8
  %61 = load double, ptr %2, align 8
  %62 = load double, ptr %10, align 8
  %63 = load double, ptr %10, align 8
  %64 = call double @sqrt(double noundef %63) #5
  %65 = fmul double %62, %64
  %66 = fdiv double %61, %65
  store double %66, ptr %11, align 8
  %67 = load double, ptr %7, align 8
  %68 = load ptr, ptr %6, align 8
  %69 = getelementptr inbounds nuw %struct.body, ptr %68, i32 0, i32 6
  %70 = load double, ptr %69, align 8
  %71 = fmul double %67, %70
  %72 = load double, ptr %11, align 8
  %73 = fmul double %71, %72
  %74 = load ptr, ptr %4, align 8
  %75 = getelementptr inbounds nuw %struct.body, ptr %74, i32 0, i32 3
  %76 = load double, ptr %75, align 8
  %77 = fsub double %76, %73
  store double %77, ptr %75, align 8
  %78 = load double, ptr %8, align 8
  %79 = load ptr, ptr %6, align 8
  %80 = getelementptr inbounds nuw %struct.body, ptr %79, i32 0, i32 6
  %81 = load double, ptr %80, align 8
  %82 = fmul double %78, %81
  %83 = load double, ptr %11, align 8
  %84 = fmul double %82, %83
  %85 = load ptr, ptr %4, align 8
  %86 = getelementptr inbounds nuw %struct.body, ptr %85, i32 0, i32 4
  %87 = load double, ptr %86, align 8
  %88 = fsub double %87, %84
  store double %88, ptr %86, align 8
  %89 = load double, ptr %9, align 8
  %90 = load ptr, ptr %6, align 8
  %91 = getelementptr inbounds nuw %struct.body, ptr %90, i32 0, i32 6
  %92 = load double, ptr %91, align 8
  %93 = fmul double %89, %92
  %94 = load double, ptr %11, align 8
  %95 = fmul double %93, %94
  %96 = load ptr, ptr %4, align 8
  %97 = getelementptr inbounds nuw %struct.body, ptr %96, i32 0, i32 5
  %98 = load double, ptr %97, align 8
  %99 = fsub double %98, %95
  store double %99, ptr %97, align 8
  %100 = load double, ptr %7, align 8
  %101 = load ptr, ptr %4, align 8
  %102 = getelementptr inbounds nuw %struct.body, ptr %101, i32 0, i32 6
  %103 = load double, ptr %102, align 8
  %104 = fmul double %100, %103
  %105 = load double, ptr %11, align 8
  %106 = fmul double %104, %105
  %107 = load ptr, ptr %6, align 8
  %108 = getelementptr inbounds nuw %struct.body, ptr %107, i32 0, i32 3
  %109 = load double, ptr %108, align 8
  %110 = fadd double %109, %106
  store double %110, ptr %108, align 8
  %111 = load double, ptr %8, align 8
  %112 = load ptr, ptr %4, align 8
  %113 = getelementptr inbounds nuw %struct.body, ptr %112, i32 0, i32 6
  %114 = load double, ptr %113, align 8
  %115 = fmul double %111, %114
  %116 = load double, ptr %11, align 8
  %117 = fmul double %115, %116
  %118 = load ptr, ptr %6, align 8
  %119 = getelementptr inbounds nuw %struct.body, ptr %118, i32 0, i32 4
  %120 = load double, ptr %119, align 8
  %121 = fadd double %120, %117
  store double %121, ptr %119, align 8
  %122 = load double, ptr %9, align 8
  %123 = load ptr, ptr %4, align 8
  %124 = getelementptr inbounds nuw %struct.body, ptr %123, i32 0, i32 6
  %125 = load double, ptr %124, align 8
  %126 = fmul double %122, %125
  %127 = load double, ptr %11, align 8
  %128 = fmul double %126, %127
  %129 = load ptr, ptr %6, align 8
  %130 = getelementptr inbounds nuw %struct.body, ptr %129, i32 0, i32 5
  %131 = load double, ptr %130, align 8
  %132 = fadd double %131, %128
  store double %132, ptr %130, align 8
  br label %133

133:                                              ; preds = %25
  %134 = load i32, ptr %5, align 4
  %135 = add nsw i32 %134, 1
  store i32 %135, ptr %5, align 4
  br label %22, !llvm.loop !11

136:                                              ; preds = %22
  br label %137

137:                                              ; preds = %136
  %138 = load i32, ptr %3, align 4
  %139 = add nsw i32 %138, 1
  store i32 %139, ptr %3, align 4
  br label %13, !llvm.loop !12

140:                                              ; preds = %13
  store i32 0, ptr %12, align 4
  br label %141

141:                                              ; preds = %184, %140
  %142 = load i32, ptr %12, align 4
  %143 = icmp slt i32 %142, 5
  br i1 %143, label %144, label %187

144:                                              ; preds = %141
  %145 = load double, ptr %2, align 8
  %146 = load i32, ptr %12, align 4
  %147 = sext i32 %146 to i64
  %148 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %147
  %149 = getelementptr inbounds nuw %struct.body, ptr %148, i32 0, i32 3
  %150 = load double, ptr %149, align 8
  %151 = fmul double %145, %150
  %152 = load i32, ptr %12, align 4
  %153 = sext i32 %152 to i64
  %154 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %153
  %155 = getelementptr inbounds nuw %struct.body, ptr %154, i32 0, i32 0
  %156 = load double, ptr %155, align 8
  %157 = fadd double %156, %151
  store double %157, ptr %155, align 8
  %158 = load double, ptr %2, align 8
  %159 = load i32, ptr %12, align 4
  %160 = sext i32 %159 to i64
  %161 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %160
  %162 = getelementptr inbounds nuw %struct.body, ptr %161, i32 0, i32 4
  %163 = load double, ptr %162, align 8
  %164 = fmul double %158, %163
  %165 = load i32, ptr %12, align 4
  %166 = sext i32 %165 to i64
  %167 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %166
  %168 = getelementptr inbounds nuw %struct.body, ptr %167, i32 0, i32 1
  %169 = load double, ptr %168, align 8
  %170 = fadd double %169, %164
  store double %170, ptr %168, align 8
  %171 = load double, ptr %2, align 8
  %172 = load i32, ptr %12, align 4
  %173 = sext i32 %172 to i64
  %174 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %173
  %175 = getelementptr inbounds nuw %struct.body, ptr %174, i32 0, i32 5
  %176 = load double, ptr %175, align 8
  %177 = fmul double %171, %176
  %178 = load i32, ptr %12, align 4
  %179 = sext i32 %178 to i64
  %180 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %179
  %181 = getelementptr inbounds nuw %struct.body, ptr %180, i32 0, i32 2
  %182 = load double, ptr %181, align 8
  %183 = fadd double %182, %177
  store double %183, ptr %181, align 8
  br label %184

184:                                              ; preds = %144
  %185 = load i32, ptr %12, align 4
  %186 = add nsw i32 %185, 1
  store i32 %186, ptr %12, align 4
  br label %141, !llvm.loop !13

187:                                              ; preds = %141
  ret void
}

; Function Attrs: nounwind
declare double @sqrt(double noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind willreturn memory(read) }
attributes #5 = { nounwind }

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
