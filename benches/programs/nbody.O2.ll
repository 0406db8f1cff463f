; ModuleID = 'nbody.c'
source_filename = "nbody.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.body = type { double, double, double, double, double, double, double }

@bodies = internal unnamed_addr global [5 x %struct.body] [%struct.body { double 0.000000e+00, double 0.000000e+00, double 0.000000e+00, double 0.000000e+00, double 0.000000e+00, double 0.000000e+00, double 0x4043BD3CC9BE45DE }, %struct.body { double 0x40135DA0343CD92C, double 0xBFF290ABC01FDB7C, double 0xBFBA86F96C25EBF0, double 0x3FE367069B93CCBC, double 0x40067EF2F57D949B, double 0xBF99D2D79A5A0715, double 0x3FA34C95D9AB33D8 }, %struct.body { double 0x4020AFCDC332CA67, double 0x40107FCB31DE01B0, double 0xBFD9D353E1EB467C, double 0xBFF02C21B8879442, double 0x3FFD35E9BF1F8F13, double 0x3F813C485F1123B4, double 0x3F871D490D07C637 }, %struct.body { double 0x4029C9EACEA7D9CF, double 0xC02E38E8D626667E, double 0xBFCC9557BE257DA0, double 0x3FF1531CA9911BEF, double 0x3FEBCC7F3E54BBC5, double 0xBF862F6BFAF23E7C, double 0x3F5C3DD29CF41EB3 }, %struct.body { double 0x402EC267A905572A, double 0xC039EB5833C8A220, double 0x3FC6F1F393ABE540, double 0x3FEF54B61659BC4A, double 0x3FE307C631C4FBA3, double 0xBFA1CB88587665F6, double 0x3F60A8F3531799AC }], align 16
@.str = private unnamed_addr constant [6 x i8] c"%.9f\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr noundef readonly captures(none) %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %0, 1
  br i1 %3, label %4, label %9

4:                                                ; preds = %2
  %5 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !9
  %7 = tail call i64 @strtol(ptr noundef nonnull captures(none) %6, ptr noundef null, i32 noundef 10) #4
  %8 = trunc i64 %7 to i32
  br label %9

9:                                                ; preds = %2, %4
  %10 = phi i32 [ %8, %4 ], [ 3000, %2 ]
  %11 = load double, ptr getelementptr inbounds nuw (i8, ptr @bodies, i64 24), align 8, !tbaa !12
  %12 = load double, ptr getelementptr inbounds nuw (i8, ptr @bodies, i64 48), align 16, !tbaa !15
  %13 = fmul double %11, %12
  %14 = fadd double %13, 0.000000e+00
  %15 = load double, ptr getelementptr inbounds nuw (i8, ptr @bodies, i64 32), align 16, !tbaa !16
  %16 = fmul double %12, %15
  %17 = fadd double %16, 0.000000e+00
  %18 = load double, ptr getelementptr inbounds nuw (i8, ptr @bodies, i64 40), align 8, !tbaa !17
  %19 = fmul double %12, %18
  %20 = fadd double %19, 0.000000e+00
  %21 = load double, ptr getelementptr inbounds nuw (i8, ptr @bodies, i64 80), align 16, !tbaa !12
  %22 = load double, ptr getelementptr inbounds nuw (i8, ptr @bodies, i64 104), align 8, !tbaa !15
  %23 = fmul double %21, %22
  %24 = fadd double %14, %23
  %25 = load double, ptr getelementptr inbounds nuw (i8, ptr @bodies, i64 88), align 8, !tbaa !16
  %26 = fmul double %22, %25
  %27 = fadd double %17, %26
  %28 = load double, ptr getelementptr inbounds nuw (i8, ptr @bodies, i64 96), align 16, !tbaa !17
  %29 = fmul double %22, %28
  %30 = fadd double %20, %29
  %31 = load double, ptr getelementptr inbounds nuw (i8, ptr @bodies, i64 136), align 8, !tbaa !12
  %32 = load double, ptr getelementptr inbounds nuw (i8, ptr @bodies, i64 160), align 16, !tbaa !15
  %33 = fmul double %31, %32
  %34 = fadd double %24, %33
  %35 = load double, ptr getelementptr inbounds nuw (i8, ptr @bodies, i64 144), align 16, !tbaa !16
  %36 = fmul double %32, %35
  %37 = fadd double %27, %36
  %38 = load double, ptr getelementptr inbounds nuw (i8, ptr @bodies, i64 152), align 8, !tbaa !17
  %39 = fmul double %32, %38
  %40 = fadd double %30, %39
  %41 = load double, ptr getelementptr inbounds nuw (i8, ptr @bodies, i64 192), align 16, !tbaa !12
  %42 = load double, ptr getelementptr inbounds nuw (i8, ptr @bodies, i64 216), align 8, !tbaa !15
  %43 = fmul double %41, %42
  %44 = fadd double %34, %43
  %45 = load double, ptr getelementptr inbounds nuw (i8, ptr @bodies, i64 200), align 8, !tbaa !16
  %46 = fmul double %42, %45
  %47 = fadd double %37, %46
  %48 = load double, ptr getelementptr inbounds nuw (i8, ptr @bodies, i64 208), align 16, !tbaa !17
  %49 = fmul double %42, %48
  %50 = fadd double %40, %49
  %51 = load double, ptr getelementptr inbounds nuw (i8, ptr @bodies, i64 248), align 8, !tbaa !12
  %52 = load double, ptr getelementptr inbounds nuw (i8, ptr @bodies, i64 272), align 16, !tbaa !15
  %53 = fmul double %51, %52
  %54 = fadd double %44, %53
  %55 = load double, ptr getelementptr inbounds nuw (i8, ptr @bodies, i64 256), align 16, !tbaa !16
  %56 = fmul double %52, %55
  %57 = fadd double %47, %56
  %58 = load double, ptr getelementptr inbounds nuw (i8, ptr @bodies, i64 264), align 8, !tbaa !17
  %59 = fmul double %52, %58
  %60 = fadd double %50, %59
  %61 = fdiv double %54, 0xC043BD3CC9BE45DE
  store double %61, ptr getelementptr inbounds nuw (i8, ptr @bodies, i64 24), align 8, !tbaa !12
  %62 = fdiv double %57, 0xC043BD3CC9BE45DE
  store double %62, ptr getelementptr inbounds nuw (i8, ptr @bodies, i64 32), align 16, !tbaa !16
  %63 = fdiv double %60, 0xC043BD3CC9BE45DE
  store double %63, ptr getelementptr inbounds nuw (i8, ptr @bodies, i64 40), align 8, !tbaa !17
  br label %68

64:                                               ; preds = %97, %68
  %65 = phi double [ %88, %68 ], [ %119, %97 ]
  %66 = add nuw nsw i64 %70, 1
  %67 = icmp eq i64 %89, 5
  br i1 %67, label %122, label %68, !llvm.loop !18

68:                                               ; preds = %64, %9
  %69 = phi i64 [ 0, %9 ], [ %89, %64 ]
  %70 = phi i64 [ 1, %9 ], [ %66, %64 ]
  %71 = phi double [ 0.000000e+00, %9 ], [ %65, %64 ]
  %72 = getelementptr inbounds nuw %struct.body, ptr @bodies, i64 %69
  %73 = getelementptr inbounds nuw i8, ptr %72, i64 48
  %74 = load double, ptr %73, align 8, !tbaa !15
  %75 = fmul double %74, 5.000000e-01
  %76 = getelementptr inbounds nuw i8, ptr %72, i64 24
  %77 = load double, ptr %76, align 8, !tbaa !12
  %78 = fmul double %77, %77
  %79 = getelementptr inbounds nuw i8, ptr %72, i64 32
  %80 = load double, ptr %79, align 8, !tbaa !16
  %81 = fmul double %80, %80
  %82 = fadd double %78, %81
  %83 = getelementptr inbounds nuw i8, ptr %72, i64 40
  %84 = load double, ptr %83, align 8, !tbaa !17
  %85 = fmul double %84, %84
  %86 = fadd double %82, %85
  %87 = fmul double %75, %86
  %88 = fadd double %71, %87
  %89 = add nuw nsw i64 %69, 1
  %90 = icmp samesign ult i64 %69, 4
  br i1 %90, label %91, label %64

91:                                               ; preds = %68
  %92 = load double, ptr %72, align 8, !tbaa !20
  %93 = getelementptr inbounds nuw i8, ptr %72, i64 8
  %94 = load double, ptr %93, align 8, !tbaa !21
  %95 = getelementptr inbounds nuw i8, ptr %72, i64 16
  %96 = load double, ptr %95, align 8, !tbaa !22
  br label %97

97:                                               ; preds = %97, %91
  %98 = phi i64 [ %70, %91 ], [ %120, %97 ]
  %99 = phi double [ %88, %91 ], [ %119, %97 ]
  %100 = getelementptr inbounds nuw %struct.body, ptr @bodies, i64 %98
  %101 = load double, ptr %100, align 8, !tbaa !20
  %102 = fsub double %92, %101
  %103 = getelementptr inbounds nuw i8, ptr %100, i64 8
  %104 = load double, ptr %103, align 8, !tbaa !21
  %105 = fsub double %94, %104
  %106 = getelementptr inbounds nuw i8, ptr %100, i64 16
  %107 = load double, ptr %106, align 8, !tbaa !22
  %108 = fsub double %96, %107
  %109 = getelementptr inbounds nuw i8, ptr %100, i64 48
  %110 = load double, ptr %109, align 8, !tbaa !15
  %111 = fmul double %74, %110
  %112 = fmul double %102, %102
  %113 = fmul double %105, %105
  %114 = fadd double %112, %113
  %115 = fmul double %108, %108
  %116 = fadd double %114, %115
  %117 = tail call double @llvm.sqrt.f64(double %116)
  %118 = fdiv double %111, %117
  %119 = fsub double %99, %118
  %120 = add nuw nsw i64 %98, 1
  %121 = icmp eq i64 %120, 5
  br i1 %121, label %64, label %97, !llvm.loop !23

122:                                              ; preds = %64
  %123 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %65)
  %124 = icmp sgt i32 %10, 0
  br i1 %124, label %126, label %125

125:                                              ; preds = %289, %122
  br label %163

126:                                              ; preds = %122
  %127 = load double, ptr getelementptr inbounds nuw (i8, ptr @bodies, i64 240), align 16
  %128 = load double, ptr getelementptr inbounds nuw (i8, ptr @bodies, i64 232), align 8
  %129 = load double, ptr getelementptr inbounds nuw (i8, ptr @bodies, i64 224), align 16
  %130 = load double, ptr getelementptr inbounds nuw (i8, ptr @bodies, i64 184), align 8
  %131 = load double, ptr getelementptr inbounds nuw (i8, ptr @bodies, i64 176), align 16
  %132 = load double, ptr getelementptr inbounds nuw (i8, ptr @bodies, i64 168), align 8
  %133 = load double, ptr getelementptr inbounds nuw (i8, ptr @bodies, i64 128), align 16
  %134 = load double, ptr getelementptr inbounds nuw (i8, ptr @bodies, i64 120), align 8
  %135 = load double, ptr getelementptr inbounds nuw (i8, ptr @bodies, i64 112), align 16
  %136 = load double, ptr getelementptr inbounds nuw (i8, ptr @bodies, i64 72), align 8
  %137 = load double, ptr getelementptr inbounds nuw (i8, ptr @bodies, i64 64), align 16
  %138 = load double, ptr getelementptr inbounds nuw (i8, ptr @bodies, i64 56), align 8
  %139 = load double, ptr getelementptr inbounds nuw (i8, ptr @bodies, i64 16), align 16
  %140 = load double, ptr getelementptr inbounds nuw (i8, ptr @bodies, i64 8), align 8
  %141 = load double, ptr @bodies, align 16
  br label %142

142:                                              ; preds = %126, %289
  %143 = phi i32 [ %335, %289 ], [ 0, %126 ]
  %144 = phi double [ %292, %289 ], [ %141, %126 ]
  %145 = phi double [ %295, %289 ], [ %140, %126 ]
  %146 = phi double [ %298, %289 ], [ %139, %126 ]
  %147 = phi double [ %301, %289 ], [ %138, %126 ]
  %148 = phi double [ %304, %289 ], [ %137, %126 ]
  %149 = phi double [ %307, %289 ], [ %136, %126 ]
  %150 = phi double [ %310, %289 ], [ %135, %126 ]
  %151 = phi double [ %313, %289 ], [ %134, %126 ]
  %152 = phi double [ %316, %289 ], [ %133, %126 ]
  %153 = phi double [ %319, %289 ], [ %132, %126 ]
  %154 = phi double [ %322, %289 ], [ %131, %126 ]
  %155 = phi double [ %325, %289 ], [ %130, %126 ]
  %156 = phi double [ %328, %289 ], [ %129, %126 ]
  %157 = phi double [ %331, %289 ], [ %128, %126 ]
  %158 = phi double [ %334, %289 ], [ %127, %126 ]
  br label %222

159:                                              ; preds = %192, %163
  %160 = phi double [ %183, %163 ], [ %214, %192 ]
  %161 = add nuw nsw i64 %165, 1
  %162 = icmp eq i64 %184, 5
  br i1 %162, label %217, label %163, !llvm.loop !18

163:                                              ; preds = %125, %159
  %164 = phi i64 [ %184, %159 ], [ 0, %125 ]
  %165 = phi i64 [ %161, %159 ], [ 1, %125 ]
  %166 = phi double [ %160, %159 ], [ 0.000000e+00, %125 ]
  %167 = getelementptr inbounds nuw %struct.body, ptr @bodies, i64 %164
  %168 = getelementptr inbounds nuw i8, ptr %167, i64 48
  %169 = load double, ptr %168, align 8, !tbaa !15
  %170 = fmul double %169, 5.000000e-01
  %171 = getelementptr inbounds nuw i8, ptr %167, i64 24
  %172 = load double, ptr %171, align 8, !tbaa !12
  %173 = fmul double %172, %172
  %174 = getelementptr inbounds nuw i8, ptr %167, i64 32
  %175 = load double, ptr %174, align 8, !tbaa !16
  %176 = fmul double %175, %175
  %177 = fadd double %173, %176
  %178 = getelementptr inbounds nuw i8, ptr %167, i64 40
  %179 = load double, ptr %178, align 8, !tbaa !17
  %180 = fmul double %179, %179
  %181 = fadd double %177, %180
  %182 = fmul double %170, %181
  %183 = fadd double %166, %182
  %184 = add nuw nsw i64 %164, 1
  %185 = icmp samesign ult i64 %164, 4
  br i1 %185, label %186, label %159

186:                                              ; preds = %163
  %187 = load double, ptr %167, align 8, !tbaa !20
  %188 = getelementptr inbounds nuw i8, ptr %167, i64 8
  %189 = load double, ptr %188, align 8, !tbaa !21
  %190 = getelementptr inbounds nuw i8, ptr %167, i64 16
  %191 = load double, ptr %190, align 8, !tbaa !22
  br label %192

192:                                              ; preds = %192, %186
  %193 = phi i64 [ %165, %186 ], [ %215, %192 ]
  %194 = phi double [ %183, %186 ], [ %214, %192 ]
  %195 = getelementptr inbounds nuw %struct.body, ptr @bodies, i64 %193
  %196 = load double, ptr %195, align 8, !tbaa !20
  %197 = fsub double %187, %196
  %198 = getelementptr inbounds nuw i8, ptr %195, i64 8
  %199 = load double, ptr %198, align 8, !tbaa !21
  %200 = fsub double %189, %199
  %201 = getelementptr inbounds nuw i8, ptr %195, i64 16
  %202 = load double, ptr %201, align 8, !tbaa !22
  %203 = fsub double %191, %202
  %204 = getelementptr inbounds nuw i8, ptr %195, i64 48
  %205 = load double, ptr %204, align 8, !tbaa !15
  %206 = fmul double %169, %205
  %207 = fmul double %197, %197
  %208 = fmul double %200, %200
  %209 = fadd double %207, %208
  %210 = fmul double %203, %203
  %211 = fadd double %209, %210
  %212 = tail call double @llvm.sqrt.f64(double %211)
  %213 = fdiv double %206, %212
  %214 = fsub double %194, %213
  %215 = add nuw nsw i64 %193, 1
  %216 = icmp eq i64 %215, 5
  br i1 %216, label %159, label %192, !llvm.loop !23

217:                                              ; preds = %159
  %218 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %160)
  ret i32 0

219:                                              ; preds = %239, %222
  %220 = add nuw nsw i64 %224, 1
  %221 = icmp eq i64 %225, 5
  br i1 %221, label %289, label %222, !llvm.loop !24

222:                                              ; preds = %142, %219
  %223 = phi i64 [ %225, %219 ], [ 0, %142 ]
  %224 = phi i64 [ %220, %219 ], [ 1, %142 ]
  %225 = add nuw nsw i64 %223, 1
  %226 = icmp samesign ult i64 %223, 4
  br i1 %226, label %227, label %219

227:                                              ; preds = %222
  %228 = getelementptr inbounds nuw %struct.body, ptr @bodies, i64 %223
  %229 = load double, ptr %228, align 8, !tbaa !20
  %230 = getelementptr inbounds nuw i8, ptr %228, i64 8
  %231 = load double, ptr %230, align 8, !tbaa !21
  %232 = getelementptr inbounds nuw i8, ptr %228, i64 16
  %233 = load double, ptr %232, align 8, !tbaa !22
  %234 = getelementptr inbounds nuw i8, ptr %228, i64 24
  %235 = getelementptr inbounds nuw i8, ptr %228, i64 32
  %236 = getelementptr inbounds nuw i8, ptr %228, i64 40
  %237 = getelementptr inbounds nuw i8, ptr %228, i64 48
  %238 = load double, ptr %237, align 8, !tbaa !15
  br label %239

239:                                              ; preds = %239, %227
  %240 = phi i64 [ %224, %227 ], [ %287, %239 ]
  %241 = getelementptr inbounds nuw %struct.body, ptr @bodies, i64 %240
  %242 = load double, ptr %241, align 8, !tbaa !20
  %243 = fsub double %229, %242
  %244 = getelementptr inbounds nuw i8, ptr %241, i64 8
  %245 = load double, ptr %244, align 8, !tbaa !21
  %246 = fsub double %231, %245
  %247 = getelementptr inbounds nuw i8, ptr %241, i64 16
  %248 = load double, ptr %247, align 8, !tbaa !22
  %249 = fsub double %233, %248
  %250 = fmul double %243, %243
  %251 = fmul double %246, %246
  %252 = fadd double %250, %251
  %253 = fmul double %249, %249
  %254 = fadd double %252, %253
  %255 = tail call double @llvm.sqrt.f64(double %254)
  %256 = fmul double %254, %255
  %257 = fdiv double 1.000000e-02, %256
  %258 = getelementptr inbounds nuw i8, ptr %241, i64 48
  %259 = load double, ptr %258, align 8, !tbaa !15
  %260 = fmul double %243, %259
  %261 = fmul double %260, %257
  %262 = load double, ptr %234, align 8, !tbaa !12
  %263 = fsub double %262, %261
  store double %263, ptr %234, align 8, !tbaa !12
  %264 = fmul double %246, %259
  %265 = fmul double %264, %257
  %266 = load double, ptr %235, align 8, !tbaa !16
  %267 = fsub double %266, %265
  store double %267, ptr %235, align 8, !tbaa !16
  %268 = fmul double %249, %259
  %269 = fmul double %268, %257
  %270 = load double, ptr %236, align 8, !tbaa !17
  %271 = fsub double %270, %269
  store double %271, ptr %236, align 8, !tbaa !17
  %272 = fmul double %238, %243
  %273 = fmul double %272, %257
  %274 = getelementptr inbounds nuw i8, ptr %241, i64 24
  %275 = load double, ptr %274, align 8, !tbaa !12
  %276 = fadd double %273, %275
  store double %276, ptr %274, align 8, !tbaa !12
  %277 = fmul double %238, %246
  %278 = fmul double %277, %257
  %279 = getelementptr inbounds nuw i8, ptr %241, i64 32
  %280 = load double, ptr %279, align 8, !tbaa !16
  %281 = fadd double %278, %280
  store double %281, ptr %279, align 8, !tbaa !16
  %282 = fmul double %238, %249
  %283 = fmul double %282, %257
  %284 = getelementptr inbounds nuw i8, ptr %241, i64 40
  %285 = load double, ptr %284, align 8, !tbaa !17
  %286 = fadd double %283, %285
  store double %286, ptr %284, align 8, !tbaa !17
  %287 = add nuw nsw i64 %240, 1
  %288 = icmp eq i64 %287, 5
  br i1 %288, label %219, label %239, !llvm.loop !25

289:                                              ; preds = %219
  %290 = load double, ptr getelementptr inbounds nuw (i8, ptr @bodies, i64 24), align 8, !tbaa !12
  %291 = fmul double %290, 1.000000e-02
  %292 = fadd double %144, %291
  store double %292, ptr @bodies, align 16, !tbaa !20
  %293 = load double, ptr getelementptr inbounds nuw (i8, ptr @bodies, i64 32), align 16, !tbaa !16
  %294 = fmul double %293, 1.000000e-02
  %295 = fadd double %145, %294
  store double %295, ptr getelementptr inbounds nuw (i8, ptr @bodies, i64 8), align 8, !tbaa !21
  %296 = load double, ptr getelementptr inbounds nuw (i8, ptr @bodies, i64 40), align 8, !tbaa !17
  %297 = fmul double %296, 1.000000e-02
  %298 = fadd double %146, %297
  store double %298, ptr getelementptr inbounds nuw (i8, ptr @bodies, i64 16), align 16, !tbaa !22
  %299 = load double, ptr getelementptr inbounds nuw (i8, ptr @bodies, i64 80), align 16, !tbaa !12
  %300 = fmul double %299, 1.000000e-02
  %301 = fadd double %147, %300
  store double %301, ptr getelementptr inbounds nuw (i8, ptr @bodies, i64 56), align 8, !tbaa !20
  %302 = load double, ptr getelementptr inbounds nuw (i8, ptr @bodies, i64 88), align 8, !tbaa !16
  %303 = fmul double %302, 1.000000e-02
  %304 = fadd double %148, %303
  store double %304, ptr getelementptr inbounds nuw (i8, ptr @bodies, i64 64), align 16, !tbaa !21
  %305 = load double, ptr getelementptr inbounds nuw (i8, ptr @bodies, i64 96), align 16, !tbaa !17
  %306 = fmul double %305, 1.000000e-02
  %307 = fadd double %149, %306
  store double %307, ptr getelementptr inbounds nuw (i8, ptr @bodies, i64 72), align 8, !tbaa !22
  %308 = load double, ptr getelementptr inbounds nuw (i8, ptr @bodies, i64 136), align 8, !tbaa !12
  %309 = fmul double %308, 1.000000e-02
  %310 = fadd double %150, %309
  store double %310, ptr getelementptr inbounds nuw (i8, ptr @bodies, i64 112), align 16, !tbaa !20
  %311 = load double, ptr getelementptr inbounds nuw (i8, ptr @bodies, i64 144), align 16, !tbaa !16
  %312 = fmul double %311, 1.000000e-02
  %313 = fadd double %151, %312
  store double %313, ptr getelementptr inbounds nuw (i8, ptr @bodies, i64 120), align 8, !tbaa !21
  %314 = load double, ptr getelementptr inbounds nuw (i8, ptr @bodies, i64 152), align 8, !tbaa !17
  %315 = fmul double %314, 1.000000e-02
  %316 = fadd double %152, %315
  store double %316, ptr getelementptr inbounds nuw (i8, ptr @bodies, i64 128), align 16, !tbaa !22
  %317 = load double, ptr getelementptr inbounds nuw (i8, ptr @bodies, i64 192), align 16, !tbaa !12
  %318 = fmul double %317, 1.000000e-02
  %319 = fadd double %153, %318
  store double %319, ptr getelementptr inbounds nuw (i8, ptr @bodies, i64 168), align 8, !tbaa !20
  %320 = load double, ptr getelementptr inbounds nuw (i8, ptr @bodies, i64 200), align 8, !tbaa !16
  %321 = fmul double %320, 1.000000e-02
  %322 = fadd double %154, %321
  store double %322, ptr getelementptr inbounds nuw (i8, ptr @bodies, i64 176), align 16, !tbaa !21
  %323 = load double, ptr getelementptr inbounds nuw (i8, ptr @bodies, i64 208), align 16, !tbaa !17
  %324 = fmul double %323, 1.000000e-02
  %325 = fadd double %155, %324
  store double %325, ptr getelementptr inbounds nuw (i8, ptr @bodies, i64 184), align 8, !tbaa !22
  %326 = load double, ptr getelementptr inbounds nuw (i8, ptr @bodies, i64 248), align 8, !tbaa !12
  %327 = fmul double %326, 1.000000e-02
  %328 = fadd double %156, %327
  store double %328, ptr getelementptr inbounds nuw (i8, ptr @bodies, i64 224), align 16, !tbaa !20
  %329 = load double, ptr getelementptr inbounds nuw (i8, ptr @bodies, i64 256), align 16, !tbaa !16
  %330 = fmul double %329, 1.000000e-02
  %331 = fadd double %157, %330
  store double %331, ptr getelementptr inbounds nuw (i8, ptr @bodies, i64 232), align 8, !tbaa !21
  %332 = load double, ptr getelementptr inbounds nuw (i8, ptr @bodies, i64 264), align 8, !tbaa !17
  %333 = fmul double %332, 1.000000e-02
  %334 = fadd double %158, %333
  store double %334, ptr getelementptr inbounds nuw (i8, ptr @bodies, i64 240), align 16, !tbaa !22
  %335 = add nuw nsw i32 %143, 1
  %336 = icmp eq i32 %335, %10
  br i1 %336, label %125, label %142, !llvm.loop !26
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr noundef readonly captures(none), ...) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn
declare i64 @strtol(ptr noundef readonly, ptr noundef captures(none), i32 noundef) local_unnamed_addr #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #3

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind }

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
!12 = !{!13, !14, i64 24}
!13 = !{!"body", !14, i64 0, !14, i64 8, !14, i64 16, !14, i64 24, !14, i64 32, !14, i64 40, !14, i64 48}
!14 = !{!"double", !7, i64 0}
!15 = !{!13, !14, i64 48}
!16 = !{!13, !14, i64 32}
!17 = !{!13, !14, i64 40}
!18 = distinct !{!18, !19}
!19 = !{!"llvm.loop.mustprogress"}
!20 = !{!13, !14, i64 0}
!21 = !{!13, !14, i64 8}
!22 = !{!13, !14, i64 16}
!23 = distinct !{!23, !19}
!24 = distinct !{!24, !19}
!25 = distinct !{!25, !19}
!26 = distinct !{!26, !19}
