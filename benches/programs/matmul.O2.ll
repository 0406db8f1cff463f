; ModuleID = 'matmul.c'
source_filename = "matmul.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [39 x i8] c"n=%d trace=%.6f sum=%.6f z[1][2]=%.9f\0A\00", align 1

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
  %10 = phi i32 [ %8, %4 ], [ 48, %2 ]
  %11 = sext i32 %10 to i64
  %12 = shl nsw i64 %11, 3
  %13 = mul i64 %12, %11
  %14 = tail call noalias ptr @malloc(i64 noundef %13) #7
  %15 = tail call noalias ptr @malloc(i64 noundef %13) #7
  %16 = tail call noalias ptr @malloc(i64 noundef %13) #7
  %17 = icmp sgt i32 %10, 0
  br i1 %17, label %18, label %130

18:                                               ; preds = %9
  %19 = zext nneg i32 %10 to i64
  br label %20

20:                                               ; preds = %33, %18
  %21 = phi i64 [ 0, %18 ], [ %22, %33 ]
  %22 = add nuw nsw i64 %21, 1
  %23 = trunc nuw nsw i64 %22 to i32
  %24 = uitofp nneg i32 %23 to double
  %25 = mul nuw nsw i64 %21, %19
  br label %35

26:                                               ; preds = %33
  %27 = zext nneg i32 %10 to i64
  %28 = and i64 %19, 3
  %29 = icmp ult i32 %10, 4
  %30 = and i64 %19, 2147483644
  %31 = icmp eq i64 %28, 0
  %32 = icmp ne i64 %28, 0
  br label %51

33:                                               ; preds = %35
  %34 = icmp eq i64 %22, %19
  br i1 %34, label %26, label %20, !llvm.loop !12

35:                                               ; preds = %20, %35
  %36 = phi i64 [ 0, %20 ], [ %37, %35 ]
  %37 = add nuw nsw i64 %36, 1
  %38 = trunc nuw nsw i64 %37 to i32
  %39 = uitofp nneg i32 %38 to double
  %40 = fdiv double %24, %39
  %41 = add nuw nsw i64 %36, %25
  %42 = getelementptr inbounds nuw double, ptr %14, i64 %41
  store double %40, ptr %42, align 8, !tbaa !14
  %43 = icmp eq i64 %21, %36
  %44 = add nuw nsw i64 %36, %22
  %45 = trunc nuw i64 %44 to i32
  %46 = uitofp nneg i32 %45 to double
  %47 = fdiv double 1.000000e+00, %46
  %48 = select i1 %43, double 2.000000e+00, double %47
  %49 = getelementptr inbounds nuw double, ptr %15, i64 %41
  store double %48, ptr %49, align 8, !tbaa !14
  %50 = icmp eq i64 %37, %19
  br i1 %50, label %33, label %35, !llvm.loop !16

51:                                               ; preds = %66, %26
  %52 = phi i64 [ 0, %26 ], [ %67, %66 ]
  %53 = mul nuw nsw i64 %52, %27
  %54 = getelementptr inbounds nuw double, ptr %14, i64 %53
  %55 = getelementptr inbounds nuw double, ptr %16, i64 %53
  br label %63

56:                                               ; preds = %66
  %57 = zext nneg i32 %10 to i64
  %58 = and i64 %19, 7
  %59 = icmp ult i32 %10, 8
  %60 = and i64 %19, 2147483640
  %61 = icmp eq i64 %58, 0
  %62 = icmp ne i64 %58, 0
  br label %137

63:                                               ; preds = %51, %87
  %64 = phi i64 [ 0, %51 ], [ %90, %87 ]
  %65 = getelementptr inbounds nuw double, ptr %15, i64 %64
  br i1 %29, label %70, label %92

66:                                               ; preds = %87
  %67 = add nuw nsw i64 %52, 1
  %68 = icmp eq i64 %67, %27
  br i1 %68, label %56, label %51, !llvm.loop !17

69:                                               ; preds = %92
  br i1 %31, label %87, label %70

70:                                               ; preds = %69, %63
  %71 = phi i64 [ 0, %63 ], [ %127, %69 ]
  %72 = phi double [ 0.000000e+00, %63 ], [ %126, %69 ]
  tail call void @llvm.assume(i1 %32)
  br label %73

73:                                               ; preds = %73, %70
  %74 = phi i64 [ %71, %70 ], [ %84, %73 ]
  %75 = phi double [ %72, %70 ], [ %83, %73 ]
  %76 = phi i64 [ 0, %70 ], [ %85, %73 ]
  %77 = getelementptr inbounds nuw double, ptr %54, i64 %74
  %78 = load double, ptr %77, align 8, !tbaa !14
  %79 = mul nuw nsw i64 %74, %27
  %80 = getelementptr inbounds nuw double, ptr %65, i64 %79
  %81 = load double, ptr %80, align 8, !tbaa !14
  %82 = fmul double %78, %81
  %83 = fadd double %75, %82
  %84 = add nuw nsw i64 %74, 1
  %85 = add i64 %76, 1
  %86 = icmp eq i64 %85, %28
  br i1 %86, label %87, label %73, !llvm.loop !18

87:                                               ; preds = %73, %69
  %88 = phi double [ %126, %69 ], [ %83, %73 ]
  %89 = getelementptr inbounds nuw double, ptr %55, i64 %64
  store double %88, ptr %89, align 8, !tbaa !14
  %90 = add nuw nsw i64 %64, 1
  %91 = icmp eq i64 %90, %27
  br i1 %91, label %66, label %63, !llvm.loop !20

92:                                               ; preds = %63, %92
  %93 = phi i64 [ %127, %92 ], [ 0, %63 ]
  %94 = phi double [ %126, %92 ], [ 0.000000e+00, %63 ]
  %95 = phi i64 [ %128, %92 ], [ 0, %63 ]
  %96 = getelementptr inbounds nuw double, ptr %54, i64 %93
  %97 = load double, ptr %96, align 8, !tbaa !14
  %98 = mul nuw nsw i64 %93, %27
  %99 = getelementptr inbounds nuw double, ptr %65, i64 %98
  %100 = load double, ptr %99, align 8, !tbaa !14
  %101 = fmul double %97, %100
  %102 = fadd double %94, %101
  %103 = or disjoint i64 %93, 1
  %104 = getelementptr inbounds nuw double, ptr %54, i64 %103
  %105 = load double, ptr %104, align 8, !tbaa !14
  %106 = mul nuw nsw i64 %103, %27
  %107 = getelementptr inbounds nuw double, ptr %65, i64 %106
  %108 = load double, ptr %107, align 8, !tbaa !14
  %109 = fmul double %105, %108
  %110 = fadd double %102, %109
  %111 = or disjoint i64 %93, 2
  %112 = getelementptr inbounds nuw double, ptr %54, i64 %111
  %113 = load double, ptr %112, align 8, !tbaa !14
  %114 = mul nuw nsw i64 %111, %27
  %115 = getelementptr inbounds nuw double, ptr %65, i64 %114
  %116 = load double, ptr %115, align 8, !tbaa !14
  %117 = fmul double %113, %116
  %118 = fadd double %110, %117
  %119 = or disjoint i64 %93, 3
  %120 = getelementptr inbounds nuw double, ptr %54, i64 %119
  %121 = load double, ptr %120, align 8, !tbaa !14
  %122 = mul nuw nsw i64 %119, %27
  %123 = getelementptr inbounds nuw double, ptr %65, i64 %122
  %124 = load double, ptr %123, align 8, !tbaa !14
  %125 = fmul double %121, %124
  %126 = fadd double %118, %125
  %127 = add nuw nsw i64 %93, 4
  %128 = add i64 %95, 4
  %129 = icmp eq i64 %128, %30
  br i1 %129, label %69, label %92, !llvm.loop !21

130:                                              ; preds = %164, %9
  %131 = phi double [ 0.000000e+00, %9 ], [ %148, %164 ]
  %132 = phi double [ 0.000000e+00, %9 ], [ %165, %164 ]
  %133 = getelementptr double, ptr %16, i64 %11
  %134 = getelementptr i8, ptr %133, i64 16
  %135 = load double, ptr %134, align 8, !tbaa !14
  %136 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %10, double noundef %131, double noundef %132, double noundef %135)
  tail call void @free(ptr noundef %14) #6
  tail call void @free(ptr noundef %15) #6
  tail call void @free(ptr noundef %16) #6
  ret i32 0

137:                                              ; preds = %164, %56
  %138 = phi i64 [ 0, %56 ], [ %166, %164 ]
  %139 = phi double [ 0.000000e+00, %56 ], [ %165, %164 ]
  %140 = phi double [ 0.000000e+00, %56 ], [ %148, %164 ]
  %141 = trunc i64 %138 to i32
  %142 = mul nuw nsw i64 %138, %57
  %143 = mul nuw nsw i32 %10, %141
  %144 = zext i32 %143 to i64
  %145 = getelementptr inbounds nuw double, ptr %16, i64 %138
  %146 = getelementptr inbounds nuw double, ptr %145, i64 %144
  %147 = load double, ptr %146, align 8, !tbaa !14
  %148 = fadd double %140, %147
  %149 = getelementptr inbounds nuw double, ptr %16, i64 %142
  br i1 %59, label %151, label %168

150:                                              ; preds = %168
  br i1 %61, label %164, label %151

151:                                              ; preds = %150, %137
  %152 = phi i64 [ 0, %137 ], [ %203, %150 ]
  %153 = phi double [ %139, %137 ], [ %202, %150 ]
  tail call void @llvm.assume(i1 %62)
  br label %154

154:                                              ; preds = %154, %151
  %155 = phi i64 [ %152, %151 ], [ %161, %154 ]
  %156 = phi double [ %153, %151 ], [ %160, %154 ]
  %157 = phi i64 [ 0, %151 ], [ %162, %154 ]
  %158 = getelementptr inbounds nuw double, ptr %149, i64 %155
  %159 = load double, ptr %158, align 8, !tbaa !14
  %160 = fadd double %156, %159
  %161 = add nuw nsw i64 %155, 1
  %162 = add i64 %157, 1
  %163 = icmp eq i64 %162, %58
  br i1 %163, label %164, label %154, !llvm.loop !22

164:                                              ; preds = %154, %150
  %165 = phi double [ %202, %150 ], [ %160, %154 ]
  %166 = add nuw nsw i64 %138, 1
  %167 = icmp eq i64 %166, %57
  br i1 %167, label %130, label %137, !llvm.loop !23

168:                                              ; preds = %137, %168
  %169 = phi i64 [ %203, %168 ], [ 0, %137 ]
  %170 = phi double [ %202, %168 ], [ %139, %137 ]
  %171 = phi i64 [ %204, %168 ], [ 0, %137 ]
  %172 = getelementptr inbounds nuw double, ptr %149, i64 %169
  %173 = load double, ptr %172, align 8, !tbaa !14
  %174 = fadd double %170, %173
  %175 = getelementptr inbounds nuw double, ptr %149, i64 %169
  %176 = getelementptr inbounds nuw i8, ptr %175, i64 8
  %177 = load double, ptr %176, align 8, !tbaa !14
  %178 = fadd double %174, %177
  %179 = getelementptr inbounds nuw double, ptr %149, i64 %169
  %180 = getelementptr inbounds nuw i8, ptr %179, i64 16
  %181 = load double, ptr %180, align 8, !tbaa !14
  %182 = fadd double %178, %181
  %183 = getelementptr inbounds nuw double, ptr %149, i64 %169
  %184 = getelementptr inbounds nuw i8, ptr %183, i64 24
  %185 = load double, ptr %184, align 8, !tbaa !14
  %186 = fadd double %182, %185
  %187 = getelementptr inbounds nuw double, ptr %149, i64 %169
  %188 = getelementptr inbounds nuw i8, ptr %187, i64 32
  %189 = load double, ptr %188, align 8, !tbaa !14
  %190 = fadd double %186, %189
  %191 = getelementptr inbounds nuw double, ptr %149, i64 %169
  %192 = getelementptr inbounds nuw i8, ptr %191, i64 40
  %193 = load double, ptr %192, align 8, !tbaa !14
  %194 = fadd double %190, %193
  %195 = getelementptr inbounds nuw double, ptr %149, i64 %169
  %196 = getelementptr inbounds nuw i8, ptr %195, i64 48
  %197 = load double, ptr %196, align 8, !tbaa !14
  %198 = fadd double %194, %197
  %199 = getelementptr inbounds nuw double, ptr %149, i64 %169
  %200 = getelementptr inbounds nuw i8, ptr %199, i64 56
  %201 = load double, ptr %200, align 8, !tbaa !14
  %202 = fadd double %198, %201
  %203 = add nuw nsw i64 %169, 8
  %204 = add i64 %171, 8
  %205 = icmp eq i64 %204, %60
  br i1 %205, label %150, label %168, !llvm.loop !24
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
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!15, !15, i64 0}
!15 = !{!"double", !7, i64 0}
!16 = distinct !{!16, !13}
!17 = distinct !{!17, !13}
!18 = distinct !{!18, !19}
!19 = !{!"llvm.loop.unroll.disable"}
!20 = distinct !{!20, !13}
!21 = distinct !{!21, !13}
!22 = distinct !{!22, !19}
!23 = distinct !{!23, !13}
!24 = distinct !{!24, !13}
