; ModuleID = 'hash.c'
source_filename = "hash.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [14 x i8] c"fnv1a32 %08x\0A\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"fnv1a64 %016llx\0A\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"djb2    %08x\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr noundef readonly captures(none) %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %0, 1
  br i1 %3, label %6, label %4

4:                                                ; preds = %2
  %5 = tail call noalias dereferenceable_or_null(65536) ptr @malloc(i64 noundef 65536) #6
  br label %12

6:                                                ; preds = %2
  %7 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %8 = load ptr, ptr %7, align 8, !tbaa !9
  %9 = tail call i64 @strtol(ptr noundef nonnull captures(none) %8, ptr noundef null, i32 noundef 10) #7
  %10 = tail call noalias ptr @malloc(i64 noundef %9) #6
  %11 = icmp eq i64 %9, 0
  br i1 %11, label %19, label %12

12:                                               ; preds = %4, %6
  %13 = phi ptr [ %5, %4 ], [ %10, %6 ]
  %14 = phi i64 [ 65536, %4 ], [ %9, %6 ]
  %15 = and i64 %14, 1
  %16 = icmp eq i64 %14, 1
  br i1 %16, label %210, label %17

17:                                               ; preds = %12
  %18 = and i64 %14, -2
  br label %184

19:                                               ; preds = %6
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef -2128831035)
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef -3750763034362895579)
  br label %180

22:                                               ; preds = %22, %225
  %23 = phi i64 [ 0, %225 ], [ %49, %22 ]
  %24 = phi i32 [ -2128831035, %225 ], [ %48, %22 ]
  %25 = phi i64 [ 0, %225 ], [ %50, %22 ]
  %26 = getelementptr inbounds nuw i8, ptr %13, i64 %23
  %27 = load i8, ptr %26, align 1, !tbaa !12
  %28 = zext i8 %27 to i32
  %29 = xor i32 %24, %28
  %30 = mul i32 %29, 16777619
  %31 = getelementptr inbounds nuw i8, ptr %13, i64 %23
  %32 = getelementptr inbounds nuw i8, ptr %31, i64 1
  %33 = load i8, ptr %32, align 1, !tbaa !12
  %34 = zext i8 %33 to i32
  %35 = xor i32 %30, %34
  %36 = mul i32 %35, 16777619
  %37 = getelementptr inbounds nuw i8, ptr %13, i64 %23
  %38 = getelementptr inbounds nuw i8, ptr %37, i64 2
  %39 = load i8, ptr %38, align 1, !tbaa !12
  %40 = zext i8 %39 to i32
  %41 = xor i32 %36, %40
  %42 = mul i32 %41, 16777619
  %43 = getelementptr inbounds nuw i8, ptr %13, i64 %23
  %44 = getelementptr inbounds nuw i8, ptr %43, i64 3
  %45 = load i8, ptr %44, align 1, !tbaa !12
  %46 = zext i8 %45 to i32
  %47 = xor i32 %42, %46
  %48 = mul i32 %47, 16777619
  %49 = add nuw i64 %23, 4
  %50 = add i64 %25, 4
  %51 = icmp eq i64 %50, %226
  br i1 %51, label %52, label %22, !llvm.loop !13

52:                                               ; preds = %22
  %53 = icmp eq i64 %223, 0
  br i1 %53, label %70, label %54

54:                                               ; preds = %52, %222
  %55 = phi i64 [ 0, %222 ], [ %49, %52 ]
  %56 = phi i32 [ -2128831035, %222 ], [ %48, %52 ]
  %57 = icmp ne i64 %223, 0
  tail call void @llvm.assume(i1 %57)
  br label %58

58:                                               ; preds = %58, %54
  %59 = phi i64 [ %67, %58 ], [ %55, %54 ]
  %60 = phi i32 [ %66, %58 ], [ %56, %54 ]
  %61 = phi i64 [ %68, %58 ], [ 0, %54 ]
  %62 = getelementptr inbounds nuw i8, ptr %13, i64 %59
  %63 = load i8, ptr %62, align 1, !tbaa !12
  %64 = zext i8 %63 to i32
  %65 = xor i32 %60, %64
  %66 = mul i32 %65, 16777619
  %67 = add nuw i64 %59, 1
  %68 = add i64 %61, 1
  %69 = icmp eq i64 %68, %223
  br i1 %69, label %70, label %58, !llvm.loop !15

70:                                               ; preds = %58, %52
  %71 = phi i32 [ %48, %52 ], [ %66, %58 ]
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %71)
  %73 = and i64 %14, 3
  %74 = icmp ult i64 %14, 4
  br i1 %74, label %109, label %75

75:                                               ; preds = %70
  %76 = and i64 %14, -4
  br label %77

77:                                               ; preds = %77, %75
  %78 = phi i64 [ 0, %75 ], [ %104, %77 ]
  %79 = phi i64 [ -3750763034362895579, %75 ], [ %103, %77 ]
  %80 = phi i64 [ 0, %75 ], [ %105, %77 ]
  %81 = getelementptr inbounds nuw i8, ptr %13, i64 %78
  %82 = load i8, ptr %81, align 1, !tbaa !12
  %83 = zext i8 %82 to i64
  %84 = xor i64 %79, %83
  %85 = mul i64 %84, 1099511628211
  %86 = getelementptr inbounds nuw i8, ptr %13, i64 %78
  %87 = getelementptr inbounds nuw i8, ptr %86, i64 1
  %88 = load i8, ptr %87, align 1, !tbaa !12
  %89 = zext i8 %88 to i64
  %90 = xor i64 %85, %89
  %91 = mul i64 %90, 1099511628211
  %92 = getelementptr inbounds nuw i8, ptr %13, i64 %78
  %93 = getelementptr inbounds nuw i8, ptr %92, i64 2
  %94 = load i8, ptr %93, align 1, !tbaa !12
  %95 = zext i8 %94 to i64
  %96 = xor i64 %91, %95
  %97 = mul i64 %96, 1099511628211
  %98 = getelementptr inbounds nuw i8, ptr %13, i64 %78
  %99 = getelementptr inbounds nuw i8, ptr %98, i64 3
  %100 = load i8, ptr %99, align 1, !tbaa !12
  %101 = zext i8 %100 to i64
  %102 = xor i64 %97, %101
  %103 = mul i64 %102, 1099511628211
  %104 = add nuw i64 %78, 4
  %105 = add i64 %80, 4
  %106 = icmp eq i64 %105, %76
  br i1 %106, label %107, label %77, !llvm.loop !17

107:                                              ; preds = %77
  %108 = icmp eq i64 %73, 0
  br i1 %108, label %125, label %109

109:                                              ; preds = %107, %70
  %110 = phi i64 [ 0, %70 ], [ %104, %107 ]
  %111 = phi i64 [ -3750763034362895579, %70 ], [ %103, %107 ]
  %112 = icmp ne i64 %73, 0
  tail call void @llvm.assume(i1 %112)
  br label %113

113:                                              ; preds = %113, %109
  %114 = phi i64 [ %122, %113 ], [ %110, %109 ]
  %115 = phi i64 [ %121, %113 ], [ %111, %109 ]
  %116 = phi i64 [ %123, %113 ], [ 0, %109 ]
  %117 = getelementptr inbounds nuw i8, ptr %13, i64 %114
  %118 = load i8, ptr %117, align 1, !tbaa !12
  %119 = zext i8 %118 to i64
  %120 = xor i64 %115, %119
  %121 = mul i64 %120, 1099511628211
  %122 = add nuw i64 %114, 1
  %123 = add i64 %116, 1
  %124 = icmp eq i64 %123, %73
  br i1 %124, label %125, label %113, !llvm.loop !18

125:                                              ; preds = %113, %107
  %126 = phi i64 [ %103, %107 ], [ %121, %113 ]
  %127 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %126)
  %128 = and i64 %14, 3
  %129 = icmp ult i64 %14, 4
  br i1 %129, label %164, label %130

130:                                              ; preds = %125
  %131 = and i64 %14, -4
  br label %132

132:                                              ; preds = %132, %130
  %133 = phi i64 [ 0, %130 ], [ %159, %132 ]
  %134 = phi i32 [ 5381, %130 ], [ %158, %132 ]
  %135 = phi i64 [ 0, %130 ], [ %160, %132 ]
  %136 = mul i32 %134, 33
  %137 = getelementptr inbounds nuw i8, ptr %13, i64 %133
  %138 = load i8, ptr %137, align 1, !tbaa !12
  %139 = zext i8 %138 to i32
  %140 = add i32 %136, %139
  %141 = mul i32 %140, 33
  %142 = getelementptr inbounds nuw i8, ptr %13, i64 %133
  %143 = getelementptr inbounds nuw i8, ptr %142, i64 1
  %144 = load i8, ptr %143, align 1, !tbaa !12
  %145 = zext i8 %144 to i32
  %146 = add i32 %141, %145
  %147 = mul i32 %146, 33
  %148 = getelementptr inbounds nuw i8, ptr %13, i64 %133
  %149 = getelementptr inbounds nuw i8, ptr %148, i64 2
  %150 = load i8, ptr %149, align 1, !tbaa !12
  %151 = zext i8 %150 to i32
  %152 = add i32 %147, %151
  %153 = mul i32 %152, 33
  %154 = getelementptr inbounds nuw i8, ptr %13, i64 %133
  %155 = getelementptr inbounds nuw i8, ptr %154, i64 3
  %156 = load i8, ptr %155, align 1, !tbaa !12
  %157 = zext i8 %156 to i32
  %158 = add i32 %153, %157
  %159 = add nuw i64 %133, 4
  %160 = add i64 %135, 4
  %161 = icmp eq i64 %160, %131
  br i1 %161, label %162, label %132, !llvm.loop !19

162:                                              ; preds = %132
  %163 = icmp eq i64 %128, 0
  br i1 %163, label %180, label %164

164:                                              ; preds = %162, %125
  %165 = phi i64 [ 0, %125 ], [ %159, %162 ]
  %166 = phi i32 [ 5381, %125 ], [ %158, %162 ]
  %167 = icmp ne i64 %128, 0
  tail call void @llvm.assume(i1 %167)
  br label %168

168:                                              ; preds = %168, %164
  %169 = phi i64 [ %177, %168 ], [ %165, %164 ]
  %170 = phi i32 [ %176, %168 ], [ %166, %164 ]
  %171 = phi i64 [ %178, %168 ], [ 0, %164 ]
  %172 = mul i32 %170, 33
  %173 = getelementptr inbounds nuw i8, ptr %13, i64 %169
  %174 = load i8, ptr %173, align 1, !tbaa !12
  %175 = zext i8 %174 to i32
  %176 = add i32 %172, %175
  %177 = add nuw i64 %169, 1
  %178 = add i64 %171, 1
  %179 = icmp eq i64 %178, %128
  br i1 %179, label %180, label %168, !llvm.loop !20

180:                                              ; preds = %162, %168, %19
  %181 = phi ptr [ %10, %19 ], [ %13, %168 ], [ %13, %162 ]
  %182 = phi i32 [ 5381, %19 ], [ %158, %162 ], [ %176, %168 ]
  %183 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %182)
  tail call void @free(ptr noundef %181) #7
  ret i32 0

184:                                              ; preds = %184, %17
  %185 = phi i64 [ 0, %17 ], [ %205, %184 ]
  %186 = phi i32 [ 305419896, %17 ], [ %201, %184 ]
  %187 = phi i64 [ 0, %17 ], [ %206, %184 ]
  %188 = shl i32 %186, 13
  %189 = xor i32 %188, %186
  %190 = lshr i32 %189, 17
  %191 = xor i32 %190, %189
  %192 = shl i32 %191, 5
  %193 = xor i32 %192, %191
  %194 = trunc i32 %193 to i8
  %195 = getelementptr inbounds nuw i8, ptr %13, i64 %185
  store i8 %194, ptr %195, align 1, !tbaa !12
  %196 = shl i32 %193, 13
  %197 = xor i32 %196, %193
  %198 = lshr i32 %197, 17
  %199 = xor i32 %198, %197
  %200 = shl i32 %199, 5
  %201 = xor i32 %200, %199
  %202 = trunc i32 %201 to i8
  %203 = getelementptr inbounds nuw i8, ptr %13, i64 %185
  %204 = getelementptr inbounds nuw i8, ptr %203, i64 1
  store i8 %202, ptr %204, align 1, !tbaa !12
  %205 = add nuw i64 %185, 2
  %206 = add i64 %187, 2
  %207 = icmp eq i64 %206, %18
  br i1 %207, label %208, label %184, !llvm.loop !21

208:                                              ; preds = %184
  %209 = icmp eq i64 %15, 0
  br i1 %209, label %222, label %210

210:                                              ; preds = %208, %12
  %211 = phi i64 [ 0, %12 ], [ %205, %208 ]
  %212 = phi i32 [ 305419896, %12 ], [ %201, %208 ]
  %213 = icmp ne i64 %15, 0
  tail call void @llvm.assume(i1 %213)
  %214 = shl i32 %212, 13
  %215 = xor i32 %214, %212
  %216 = lshr i32 %215, 17
  %217 = xor i32 %216, %215
  %218 = shl i32 %217, 5
  %219 = xor i32 %218, %217
  %220 = trunc i32 %219 to i8
  %221 = getelementptr inbounds nuw i8, ptr %13, i64 %211
  store i8 %220, ptr %221, align 1, !tbaa !12
  br label %222

222:                                              ; preds = %208, %210
  %223 = and i64 %14, 3
  %224 = icmp ult i64 %14, 4
  br i1 %224, label %54, label %225

225:                                              ; preds = %222
  %226 = and i64 %14, -4
  br label %22
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
attributes #6 = { nounwind allocsize(0) }
attributes #7 = { nounwind }

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
!12 = !{!7, !7, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.unroll.disable"}
!17 = distinct !{!17, !14}
!18 = distinct !{!18, !16}
!19 = distinct !{!19, !14}
!20 = distinct !{!20, !16}
!21 = distinct !{!21, !14}
