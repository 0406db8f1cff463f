; ModuleID = 'matmul.c'
source_filename = "matmul.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [39 x i8] c"n=%d trace=%.6f sum=%.6f z[1][2]=%.9f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca double, align 8
  %15 = alloca i32, align 4
  %16 = alloca double, align 8
  %17 = alloca double, align 8
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
  store ptr %1, ptr %5, align 8
  %20 = load i32, ptr %4, align 4
  %21 = icmp sgt i32 %20, 1
  br i1 %21, label %22, label %27

22:                                               ; preds = %2
  %23 = load ptr, ptr %5, align 8
  %24 = getelementptr inbounds ptr, ptr %23, i64 1
  %25 = load ptr, ptr %24, align 8
  %26 = call i32 @atoi(ptr noundef %25) #5
  br label %28

27:                                               ; preds = %2
  br label %28

28:                                               ; preds = %27, %22
  %29 = phi i32 [ %26, %22 ], [ 48, %27 ]
  store i32 %29, ptr %6, align 4
  %30 = load i32, ptr %6, align 4
  %31 = sext i32 %30 to i64
  %32 = load i32, ptr %6, align 4
  %33 = sext i32 %32 to i64
  %34 = mul i64 %31, %33
  %35 = mul i64 %34, 8
  %36 = call noalias ptr @malloc(i64 noundef %35) #6
  store ptr %36, ptr %7, align 8
  %37 = load i32, ptr %6, align 4
  %38 = sext i32 %37 to i64
  %39 = load i32, ptr %6, align 4
  %40 = sext i32 %39 to i64
  %41 = mul i64 %38, %40
  %42 = mul i64 %41, 8
  %43 = call noalias ptr @malloc(i64 noundef %42) #6
  store ptr %43, ptr %8, align 8
  %44 = load i32, ptr %6, align 4
  %45 = sext i32 %44 to i64
  %46 = load i32, ptr %6, align 4
  %47 = sext i32 %46 to i64
  %48 = mul i64 %45, %47
  %49 = mul i64 %48, 8
  %50 = call noalias ptr @malloc(i64 noundef %49) #6
  store ptr %50, ptr %9, align 8
  store i32 0, ptr %10, align 4
  br label %51

51:                                               ; preds = %101, %28
  %52 = load i32, ptr %10, align 4
  %53 = load i32, ptr %6, align 4
  %54 = icmp slt i32 %52, %53
  br i1 %54, label %55, label %104

55:                                               ; preds = %51
  store i32 0, ptr %11, align 4
  br label %56

56:                                               ; preds = %97, %55
  %57 = load i32, ptr %11, align 4
  %58 = load i32, ptr %6, align 4
  %59 = icmp slt i32 %57, %58
  br i1 %59, label %60, label %100

60:                                               ; preds = %56
  %61 = load i32, ptr %10, align 4
  %62 = add nsw i32 %61, 1
  %63 = sitofp i32 %62 to double
  %64 = load i32, ptr %11, align 4
  %65 = add nsw i32 %64, 1
  %66 = sitofp i32 %65 to double
  %67 = fdiv double %63, %66
  %68 = load ptr, ptr %7, align 8
  %69 = load i32, ptr %10, align 4
  %70 = load i32, ptr %6, align 4
  %71 = mul nsw i32 %69, %70
  %72 = load i32, ptr %11, align 4
  %73 = add nsw i32 %71, %72
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds double, ptr %68, i64 %74
  store double %67, ptr %75, align 8
  %76 = load i32, ptr %10, align 4
  %77 = load i32, ptr %11, align 4
  %78 = icmp eq i32 %76, %77
  br i1 %78, label %79, label %80

79:                                               ; preds = %60
  br label %87

80:                                               ; preds = %60
  %81 = load i32, ptr %10, align 4
  %82 = add nsw i32 1, %81
  %83 = load i32, ptr %11, align 4
  %84 = add nsw i32 %82, %83
  %85 = sitofp i32 %84 to double
  %86 = fdiv double 1.000000e+00, %85
  br label %87

87:                                               ; preds = %80, %79
  %88 = phi double [ 2.000000e+00, %79 ], [ %86, %80 ]
  %89 = load ptr, ptr %8, align 8
  %90 = load i32, ptr %10, align 4
  %91 = load i32, ptr %6, align 4
  %92 = mul nsw i32 %90, %91
  %93 = load i32, ptr %11, align 4
  %94 = add nsw i32 %92, %93
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds double, ptr %89, i64 %95
  store double %88, ptr %96, align 8
  br label %97

97:                                               ; preds = %87
  %98 = load i32, ptr %11, align 4
  %99 = add nsw i32 %98, 1
  store i32 %99, ptr %11, align 4
  br label %56, !llvm.loop !6

100:                                              ; preds = %56
  br label %101

101:                                              ; preds = %100
  %102 = load i32, ptr %10, align 4
  %103 = add nsw i32 %102, 1
  store i32 %103, ptr %10, align 4
  br label %51, !llvm.loop !8

104:                                              ; preds = %51
  store i32 0, ptr %12, align 4
  br label %105

105:                                              ; preds = %158, %104
  %106 = load i32, ptr %12, align 4
  %107 = load i32, ptr %6, align 4
  %108 = icmp slt i32 %106, %107
  br i1 %108, label %109, label %161

109:                                              ; preds = %105
  store i32 0, ptr %13, align 4
  br label %110

110:                                              ; preds = %154, %109
  %111 = load i32, ptr %13, align 4
  %112 = load i32, ptr %6, align 4
  %113 = icmp slt i32 %111, %112
  br i1 %113, label %114, label %157

114:                                              ; preds = %110
  store double 0.000000e+00, ptr %14, align 8
  store i32 0, ptr %15, align 4
  br label %115

115:                                              ; preds = %141, %114
  %116 = load i32, ptr %15, align 4
  %117 = load i32, ptr %6, align 4
  %118 = icmp slt i32 %116, %117
  br i1 %118, label %119, label %144

119:                                              ; preds = %115
  %120 = load ptr, ptr %7, align 8
  %121 = load i32, ptr %12, align 4
  %122 = load i32, ptr %6, align 4
  %123 = mul nsw i32 %121, %122
  %124 = load i32, ptr %15, align 4
  %125 = add nsw i32 %123, %124
  %126 = sext i32 %125 to i64
  %127 = getelementptr inbounds double, ptr %120, i64 %126
  %128 = load double, ptr %127, align 8
  %129 = load ptr, ptr %8, align 8
  %130 = load i32, ptr %15, align 4
  %131 = load i32, ptr %6, align 4
  %132 = mul nsw i32 %130, %131
  %133 = load i32, ptr %13, align 4
  %134 = add nsw i32 %132, %133
  %135 = sext i32 %134 to i64
  %136 = getelementptr inbounds double, ptr %129, i64 %135
  %137 = load double, ptr %136, align 8
  %138 = fmul double %128, %137
  %139 = load double, ptr %14, align 8
  %140 = fadd double %139, %138
  store double %140, ptr %14, align 8
  br label %141

141:                                              ; preds = %119
  %142 = load i32, ptr %15, align 4
  %143 = add nsw i32 %142, 1
  store i32 %143, ptr %15, align 4
  br label %115, !llvm.loop !9

144:                                              ; preds = %115
  %145 = load double, ptr %14, align 8
  %146 = load ptr, ptr %9, align 8
  %147 = load i32, ptr %12, align 4
  %148 = load i32, ptr %6, align 4
  %149 = mul nsw i32 %147, %148
  %150 = load i32, ptr %13, align 4
  %151 = add nsw i32 %149, %150
  %152 = sext i32 %151 to i64
  %153 = getelementptr inbounds double, ptr %146, i64 %152
  store double %145, ptr %153, align 8
  br label %154

154:                                              ; preds = %144
  %155 = load i32, ptr %13, align 4
  %156 = add nsw i32 %155, 1
  store i32 %156, ptr %13, align 4
  br label %110, !llvm.loop !10

157:                                              ; preds = %110
  br label %158

158:                                              ; preds = %157
  %159 = load i32, ptr %12, align 4
  %160 = add nsw i32 %159, 1
  store i32 %160, ptr %12, align 4
  br label %105, !llvm.loop !11

161:                                              ; preds = %105
  store double 0.000000e+00, ptr %16, align 8
  store double 0.000000e+00, ptr %17, align 8
  store i32 0, ptr %18, align 4
  br label %162

162:                                              ; preds = %198, %161
  %163 = load i32, ptr %18, align 4
  %164 = load i32, ptr %6, align 4
  %165 = icmp slt i32 %163, %164
  br i1 %165, label %166, label %201

166:                                              ; preds = %162
  %167 = load ptr, ptr %9, align 8
  %168 = load i32, ptr %18, align 4
  %169 = load i32, ptr %6, align 4
  %170 = mul nsw i32 %168, %169
  %171 = load i32, ptr %18, align 4
  %172 = add nsw i32 %170, %171
  %173 = sext i32 %172 to i64
  %174 = getelementptr inbounds double, ptr %167, i64 %173
  %175 = load double, ptr %174, align 8
  %176 = load double, ptr %16, align 8
  %177 = fadd double %176, %175
  store double %177, ptr %16, align 8
  store i32 0, ptr %19, align 4
  br label %178

178:                                              ; preds = %194, %166
  %179 = load i32, ptr %19, align 4
  %180 = load i32, ptr %6, align 4
  %181 = icmp slt i32 %179, %180
  br i1 %181, label %182, label %197

182:                                              ; preds = %178
  %183 = load ptr, ptr %9, align 8
  %184 = load i32, ptr %18, align 4
  %185 = load i32, ptr %6, align 4
  %186 = mul nsw i32 %184, %185
  %187 = load i32, ptr %19, align 4
  %188 = add nsw i32 %186, %187
  %189 = sext i32 %188 to i64
  %190 = getelementptr inbounds double, ptr %183, i64 %189
  %191 = load double, ptr %190, align 8
  %192 = load double, ptr %17, align 8
  %193 = fadd double %192, %191
  store double %193, ptr %17, align 8
  br label %194

194:                                              ; preds = %182
  %195 = load i32, ptr %19, align 4
  %196 = add nsw i32 %195, 1
  store i32 %196, ptr %19, align 4
  br label %178, !llvm.loop !12

197:                                              ; preds = %178
  br label %198

198:                                              ; preds = %197
  %199 = load i32, ptr %18, align 4
  %200 = add nsw i32 %199, 1
  store i32 %200, ptr %18, align 4
  br label %162, !llvm.loop !13

201:                                              ; preds = %162
  %202 = load i32, ptr %6, align 4
  %203 = load double, ptr %16, align 8
  %204 = load double, ptr %17, align 8
  %205 = load ptr, ptr %9, align 8
  %206 = load i32, ptr %6, align 4
  %207 = mul nsw i32 1, %206
  %208 = add nsw i32 %207, 2
  %209 = sext i32 %208 to i64
  %210 = getelementptr inbounds double, ptr %205, i64 %209
  %211 = load double, ptr %210, align 8
  %212 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %202, double noundef %203, double noundef %204, double noundef %211)
  %213 = load ptr, ptr %7, align 8
  call void @free(ptr noundef %213) #7
  %214 = load ptr, ptr %8, align 8
  call void @free(ptr noundef %214) #7
  %215 = load ptr, ptr %9, align 8
  call void @free(ptr noundef %215) #7
  ret i32 0
}

; Function Attrs: nounwind willreturn memory(read)
declare i32 @atoi(ptr noundef) #1

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #2

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
!13 = distinct !{!13, !7}
