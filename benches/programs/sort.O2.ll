; ModuleID = 'sort.c'
source_filename = "sort.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [32 x i8] c"quick: sorted %d checksum %llu\0A\00", align 1
@.str.1 = private unnamed_addr constant [33 x i8] c"insertion of %ld: checksum %llu\0A\00", align 1
@state = internal unnamed_addr global i64 88172645463325252, align 8

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr noundef readonly captures(none) %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %0, 1
  br i1 %3, label %6, label %4

4:                                                ; preds = %2
  %5 = tail call noalias dereferenceable_or_null(320000) ptr @malloc(i64 noundef 320000) #7
  br label %13

6:                                                ; preds = %2
  %7 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %8 = load ptr, ptr %7, align 8, !tbaa !9
  %9 = tail call i64 @strtol(ptr noundef nonnull captures(none) %8, ptr noundef null, i32 noundef 10) #8
  %10 = shl i64 %9, 3
  %11 = tail call noalias ptr @malloc(i64 noundef %10) #7
  %12 = icmp sgt i64 %9, 0
  br i1 %12, label %13, label %144

13:                                               ; preds = %4, %6
  %14 = phi ptr [ %5, %4 ], [ %11, %6 ]
  %15 = phi i64 [ 40000, %4 ], [ %9, %6 ]
  %16 = load i64, ptr @state, align 8
  br label %27

17:                                               ; preds = %27
  store i64 %35, ptr @state, align 8, !tbaa !12
  %18 = add nsw i64 %15, -1
  tail call fastcc void @quick(ptr noundef nonnull %14, i64 noundef 0, i64 noundef %18)
  %19 = icmp samesign ugt i64 %15, 1
  br i1 %19, label %20, label %60

20:                                               ; preds = %17
  %21 = add nsw i64 %15, -1
  %22 = add nsw i64 %15, -2
  %23 = and i64 %21, 3
  %24 = icmp ult i64 %22, 3
  br i1 %24, label %43, label %25

25:                                               ; preds = %20
  %26 = and i64 %21, -4
  br label %116

27:                                               ; preds = %13, %27
  %28 = phi i64 [ %39, %27 ], [ 0, %13 ]
  %29 = phi i64 [ %35, %27 ], [ %16, %13 ]
  %30 = shl i64 %29, 13
  %31 = xor i64 %30, %29
  %32 = lshr i64 %31, 7
  %33 = xor i64 %32, %31
  %34 = shl i64 %33, 17
  %35 = xor i64 %34, %33
  %36 = urem i64 %35, 2000000011
  %37 = add nsw i64 %36, -1000000000
  %38 = getelementptr inbounds nuw i64, ptr %14, i64 %28
  store i64 %37, ptr %38, align 8, !tbaa !12
  %39 = add nuw nsw i64 %28, 1
  %40 = icmp eq i64 %39, %15
  br i1 %40, label %17, label %27, !llvm.loop !14

41:                                               ; preds = %116
  %42 = icmp eq i64 %23, 0
  br i1 %42, label %60, label %43

43:                                               ; preds = %41, %20
  %44 = phi i64 [ 1, %20 ], [ %141, %41 ]
  %45 = phi i32 [ 1, %20 ], [ %140, %41 ]
  %46 = icmp ne i64 %23, 0
  tail call void @llvm.assume(i1 %46)
  br label %47

47:                                               ; preds = %47, %43
  %48 = phi i64 [ %57, %47 ], [ %44, %43 ]
  %49 = phi i32 [ %56, %47 ], [ %45, %43 ]
  %50 = phi i64 [ %58, %47 ], [ 0, %43 ]
  %51 = getelementptr i64, ptr %14, i64 %48
  %52 = getelementptr i8, ptr %51, i64 -8
  %53 = load i64, ptr %52, align 8, !tbaa !12
  %54 = load i64, ptr %51, align 8, !tbaa !12
  %55 = icmp sgt i64 %53, %54
  %56 = select i1 %55, i32 0, i32 %49
  %57 = add nuw nsw i64 %48, 1
  %58 = add i64 %50, 1
  %59 = icmp eq i64 %58, %23
  br i1 %59, label %60, label %47, !llvm.loop !16

60:                                               ; preds = %41, %47, %17
  %61 = phi i32 [ 1, %17 ], [ %140, %41 ], [ %56, %47 ]
  %62 = and i64 %15, 3
  %63 = icmp samesign ult i64 %15, 4
  br i1 %63, label %94, label %64

64:                                               ; preds = %60
  %65 = and i64 %15, 9223372036854775804
  br label %66

66:                                               ; preds = %66, %64
  %67 = phi i64 [ 0, %64 ], [ %89, %66 ]
  %68 = phi i64 [ 0, %64 ], [ %88, %66 ]
  %69 = phi i64 [ 0, %64 ], [ %90, %66 ]
  %70 = mul i64 %68, 31
  %71 = getelementptr inbounds nuw i64, ptr %14, i64 %67
  %72 = load i64, ptr %71, align 8, !tbaa !12
  %73 = add i64 %72, %70
  %74 = mul i64 %73, 31
  %75 = getelementptr inbounds nuw i64, ptr %14, i64 %67
  %76 = getelementptr inbounds nuw i8, ptr %75, i64 8
  %77 = load i64, ptr %76, align 8, !tbaa !12
  %78 = add i64 %77, %74
  %79 = mul i64 %78, 31
  %80 = getelementptr inbounds nuw i64, ptr %14, i64 %67
  %81 = getelementptr inbounds nuw i8, ptr %80, i64 16
  %82 = load i64, ptr %81, align 8, !tbaa !12
  %83 = add i64 %82, %79
  %84 = mul i64 %83, 31
  %85 = getelementptr inbounds nuw i64, ptr %14, i64 %67
  %86 = getelementptr inbounds nuw i8, ptr %85, i64 24
  %87 = load i64, ptr %86, align 8, !tbaa !12
  %88 = add i64 %87, %84
  %89 = add nuw nsw i64 %67, 4
  %90 = add i64 %69, 4
  %91 = icmp eq i64 %90, %65
  br i1 %91, label %92, label %66, !llvm.loop !18

92:                                               ; preds = %66
  %93 = icmp eq i64 %62, 0
  br i1 %93, label %109, label %94

94:                                               ; preds = %92, %60
  %95 = phi i64 [ 0, %60 ], [ %89, %92 ]
  %96 = phi i64 [ 0, %60 ], [ %88, %92 ]
  %97 = icmp ne i64 %62, 0
  tail call void @llvm.assume(i1 %97)
  br label %98

98:                                               ; preds = %98, %94
  %99 = phi i64 [ %106, %98 ], [ %95, %94 ]
  %100 = phi i64 [ %105, %98 ], [ %96, %94 ]
  %101 = phi i64 [ %107, %98 ], [ 0, %94 ]
  %102 = mul i64 %100, 31
  %103 = getelementptr inbounds nuw i64, ptr %14, i64 %99
  %104 = load i64, ptr %103, align 8, !tbaa !12
  %105 = add i64 %104, %102
  %106 = add nuw nsw i64 %99, 1
  %107 = add i64 %101, 1
  %108 = icmp eq i64 %107, %62
  br i1 %108, label %109, label %98, !llvm.loop !19

109:                                              ; preds = %98, %92
  %110 = phi i64 [ %88, %92 ], [ %105, %98 ]
  %111 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %61, i64 noundef %110)
  %112 = udiv i64 %15, 20
  %113 = icmp samesign ugt i64 %15, 19
  br i1 %113, label %114, label %262

114:                                              ; preds = %109
  %115 = load i64, ptr @state, align 8
  br label %267

116:                                              ; preds = %116, %25
  %117 = phi i64 [ 1, %25 ], [ %141, %116 ]
  %118 = phi i32 [ 1, %25 ], [ %140, %116 ]
  %119 = phi i64 [ 0, %25 ], [ %142, %116 ]
  %120 = getelementptr i64, ptr %14, i64 %117
  %121 = getelementptr i8, ptr %120, i64 -8
  %122 = load i64, ptr %121, align 8, !tbaa !12
  %123 = load i64, ptr %120, align 8, !tbaa !12
  %124 = icmp sgt i64 %122, %123
  %125 = getelementptr i64, ptr %14, i64 %117
  %126 = getelementptr i8, ptr %125, i64 8
  %127 = load i64, ptr %126, align 8, !tbaa !12
  %128 = icmp sgt i64 %123, %127
  %129 = getelementptr i64, ptr %14, i64 %117
  %130 = getelementptr i8, ptr %129, i64 16
  %131 = load i64, ptr %130, align 8, !tbaa !12
  %132 = icmp sgt i64 %127, %131
  %133 = getelementptr i64, ptr %14, i64 %117
  %134 = getelementptr i8, ptr %133, i64 24
  %135 = load i64, ptr %134, align 8, !tbaa !12
  %136 = icmp sgt i64 %131, %135
  %137 = select i1 %136, i1 true, i1 %132
  %138 = select i1 %137, i1 true, i1 %128
  %139 = select i1 %138, i1 true, i1 %124
  %140 = select i1 %139, i32 0, i32 %118
  %141 = add nuw nsw i64 %117, 4
  %142 = add i64 %119, 4
  %143 = icmp eq i64 %142, %26
  br i1 %143, label %41, label %116, !llvm.loop !20

144:                                              ; preds = %6
  %145 = add nsw i64 %9, -1
  tail call fastcc void @quick(ptr noundef %11, i64 noundef 0, i64 noundef %145)
  %146 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1, i64 noundef 0)
  %147 = sub i64 0, %9
  %148 = udiv i64 %147, 20
  %149 = sub nsw i64 0, %148
  br label %262

150:                                              ; preds = %267
  store i64 %275, ptr @state, align 8, !tbaa !12
  %151 = icmp samesign ugt i64 %15, 39
  br i1 %151, label %152, label %213

152:                                              ; preds = %150
  %153 = add nsw i64 %112, -1
  %154 = and i64 %153, 1
  %155 = add nsw i64 %15, -40
  %156 = icmp ult i64 %155, 20
  br i1 %156, label %196, label %157

157:                                              ; preds = %152
  %158 = and i64 %153, -2
  br label %159

159:                                              ; preds = %188, %157
  %160 = phi i64 [ 1, %157 ], [ %191, %188 ]
  %161 = phi i64 [ 0, %157 ], [ %192, %188 ]
  %162 = getelementptr inbounds nuw i64, ptr %14, i64 %160
  %163 = load i64, ptr %162, align 8, !tbaa !12
  br label %164

164:                                              ; preds = %170, %159
  %165 = phi i64 [ %160, %159 ], [ %166, %170 ]
  %166 = add nsw i64 %165, -1
  %167 = getelementptr inbounds nuw i64, ptr %14, i64 %166
  %168 = load i64, ptr %167, align 8, !tbaa !12
  %169 = icmp sgt i64 %168, %163
  br i1 %169, label %170, label %173

170:                                              ; preds = %164
  %171 = getelementptr inbounds nuw i64, ptr %14, i64 %165
  store i64 %168, ptr %171, align 8, !tbaa !12
  %172 = icmp sgt i64 %165, 1
  br i1 %172, label %164, label %173, !llvm.loop !21

173:                                              ; preds = %170, %164
  %174 = phi i64 [ 0, %170 ], [ %165, %164 ]
  %175 = getelementptr inbounds i64, ptr %14, i64 %174
  store i64 %163, ptr %175, align 8, !tbaa !12
  %176 = add nuw nsw i64 %160, 1
  %177 = getelementptr inbounds nuw i64, ptr %14, i64 %176
  %178 = load i64, ptr %177, align 8, !tbaa !12
  br label %179

179:                                              ; preds = %185, %173
  %180 = phi i64 [ %176, %173 ], [ %181, %185 ]
  %181 = add nsw i64 %180, -1
  %182 = getelementptr inbounds nuw i64, ptr %14, i64 %181
  %183 = load i64, ptr %182, align 8, !tbaa !12
  %184 = icmp sgt i64 %183, %178
  br i1 %184, label %185, label %188

185:                                              ; preds = %179
  %186 = getelementptr inbounds nuw i64, ptr %14, i64 %180
  store i64 %183, ptr %186, align 8, !tbaa !12
  %187 = icmp sgt i64 %180, 1
  br i1 %187, label %179, label %188, !llvm.loop !21

188:                                              ; preds = %185, %179
  %189 = phi i64 [ 0, %185 ], [ %180, %179 ]
  %190 = getelementptr inbounds i64, ptr %14, i64 %189
  store i64 %178, ptr %190, align 8, !tbaa !12
  %191 = add nuw nsw i64 %160, 2
  %192 = add i64 %161, 2
  %193 = icmp eq i64 %192, %158
  br i1 %193, label %194, label %159, !llvm.loop !22

194:                                              ; preds = %188
  %195 = icmp eq i64 %154, 0
  br i1 %195, label %213, label %196

196:                                              ; preds = %194, %152
  %197 = phi i64 [ 1, %152 ], [ %191, %194 ]
  %198 = icmp ne i64 %154, 0
  tail call void @llvm.assume(i1 %198)
  %199 = getelementptr inbounds nuw i64, ptr %14, i64 %197
  %200 = load i64, ptr %199, align 8, !tbaa !12
  br label %201

201:                                              ; preds = %207, %196
  %202 = phi i64 [ %197, %196 ], [ %203, %207 ]
  %203 = add nsw i64 %202, -1
  %204 = getelementptr inbounds nuw i64, ptr %14, i64 %203
  %205 = load i64, ptr %204, align 8, !tbaa !12
  %206 = icmp sgt i64 %205, %200
  br i1 %206, label %207, label %210

207:                                              ; preds = %201
  %208 = getelementptr inbounds nuw i64, ptr %14, i64 %202
  store i64 %205, ptr %208, align 8, !tbaa !12
  %209 = icmp sgt i64 %202, 1
  br i1 %209, label %201, label %210, !llvm.loop !21

210:                                              ; preds = %207, %201
  %211 = phi i64 [ 0, %207 ], [ %202, %201 ]
  %212 = getelementptr inbounds i64, ptr %14, i64 %211
  store i64 %200, ptr %212, align 8, !tbaa !12
  br label %213

213:                                              ; preds = %210, %194, %150
  %214 = add nsw i64 %112, -1
  %215 = and i64 %112, 3
  %216 = icmp ult i64 %214, 3
  br i1 %216, label %247, label %217

217:                                              ; preds = %213
  %218 = and i64 %112, 576460752303423484
  br label %219

219:                                              ; preds = %219, %217
  %220 = phi i64 [ 0, %217 ], [ %242, %219 ]
  %221 = phi i64 [ 0, %217 ], [ %241, %219 ]
  %222 = phi i64 [ 0, %217 ], [ %243, %219 ]
  %223 = mul i64 %221, 31
  %224 = getelementptr inbounds nuw i64, ptr %14, i64 %220
  %225 = load i64, ptr %224, align 8, !tbaa !12
  %226 = add i64 %225, %223
  %227 = mul i64 %226, 31
  %228 = getelementptr inbounds nuw i64, ptr %14, i64 %220
  %229 = getelementptr inbounds nuw i8, ptr %228, i64 8
  %230 = load i64, ptr %229, align 8, !tbaa !12
  %231 = add i64 %230, %227
  %232 = mul i64 %231, 31
  %233 = getelementptr inbounds nuw i64, ptr %14, i64 %220
  %234 = getelementptr inbounds nuw i8, ptr %233, i64 16
  %235 = load i64, ptr %234, align 8, !tbaa !12
  %236 = add i64 %235, %232
  %237 = mul i64 %236, 31
  %238 = getelementptr inbounds nuw i64, ptr %14, i64 %220
  %239 = getelementptr inbounds nuw i8, ptr %238, i64 24
  %240 = load i64, ptr %239, align 8, !tbaa !12
  %241 = add i64 %240, %237
  %242 = add nuw nsw i64 %220, 4
  %243 = add i64 %222, 4
  %244 = icmp eq i64 %243, %218
  br i1 %244, label %245, label %219, !llvm.loop !18

245:                                              ; preds = %219
  %246 = icmp eq i64 %215, 0
  br i1 %246, label %262, label %247

247:                                              ; preds = %245, %213
  %248 = phi i64 [ 0, %213 ], [ %242, %245 ]
  %249 = phi i64 [ 0, %213 ], [ %241, %245 ]
  %250 = icmp ne i64 %215, 0
  tail call void @llvm.assume(i1 %250)
  br label %251

251:                                              ; preds = %251, %247
  %252 = phi i64 [ %259, %251 ], [ %248, %247 ]
  %253 = phi i64 [ %258, %251 ], [ %249, %247 ]
  %254 = phi i64 [ %260, %251 ], [ 0, %247 ]
  %255 = mul i64 %253, 31
  %256 = getelementptr inbounds nuw i64, ptr %14, i64 %252
  %257 = load i64, ptr %256, align 8, !tbaa !12
  %258 = add i64 %257, %255
  %259 = add nuw nsw i64 %252, 1
  %260 = add i64 %254, 1
  %261 = icmp eq i64 %260, %215
  br i1 %261, label %262, label %251, !llvm.loop !23

262:                                              ; preds = %245, %251, %109, %144
  %263 = phi i64 [ %112, %109 ], [ %149, %144 ], [ %112, %251 ], [ %112, %245 ]
  %264 = phi ptr [ %14, %109 ], [ %11, %144 ], [ %14, %251 ], [ %14, %245 ]
  %265 = phi i64 [ 0, %109 ], [ 0, %144 ], [ %241, %245 ], [ %258, %251 ]
  %266 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %263, i64 noundef %265)
  tail call void @free(ptr noundef %264) #8
  ret i32 0

267:                                              ; preds = %114, %267
  %268 = phi i64 [ %279, %267 ], [ 0, %114 ]
  %269 = phi i64 [ %275, %267 ], [ %115, %114 ]
  %270 = shl i64 %269, 13
  %271 = xor i64 %270, %269
  %272 = lshr i64 %271, 7
  %273 = xor i64 %272, %271
  %274 = shl i64 %273, 17
  %275 = xor i64 %274, %273
  %276 = urem i64 %275, 2000000011
  %277 = add nsw i64 %276, -1000000000
  %278 = getelementptr inbounds nuw i64, ptr %14, i64 %268
  store i64 %277, ptr %278, align 8, !tbaa !12
  %279 = add nuw nsw i64 %268, 1
  %280 = icmp eq i64 %279, %112
  br i1 %280, label %150, label %267, !llvm.loop !24
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @quick(ptr noundef captures(none) %0, i64 noundef %1, i64 noundef %2) unnamed_addr #2 {
  %4 = icmp slt i64 %1, %2
  br i1 %4, label %5, label %39

5:                                                ; preds = %3, %37
  %6 = phi i64 [ %35, %37 ], [ %1, %3 ]
  %7 = sub nsw i64 %2, %6
  %8 = lshr i64 %7, 1
  %9 = getelementptr i64, ptr %0, i64 %6
  %10 = getelementptr i64, ptr %9, i64 %8
  %11 = load i64, ptr %10, align 8, !tbaa !12
  br label %12

12:                                               ; preds = %5, %33
  %13 = phi i64 [ %6, %5 ], [ %35, %33 ]
  %14 = phi i64 [ %2, %5 ], [ %34, %33 ]
  br label %15

15:                                               ; preds = %15, %12
  %16 = phi i64 [ %20, %15 ], [ %13, %12 ]
  %17 = getelementptr inbounds i64, ptr %0, i64 %16
  %18 = load i64, ptr %17, align 8, !tbaa !12
  %19 = icmp slt i64 %18, %11
  %20 = add nsw i64 %16, 1
  br i1 %19, label %15, label %21, !llvm.loop !25

21:                                               ; preds = %15
  %22 = getelementptr inbounds i64, ptr %0, i64 %16
  br label %23

23:                                               ; preds = %23, %21
  %24 = phi i64 [ %28, %23 ], [ %14, %21 ]
  %25 = getelementptr inbounds i64, ptr %0, i64 %24
  %26 = load i64, ptr %25, align 8, !tbaa !12
  %27 = icmp sgt i64 %26, %11
  %28 = add nsw i64 %24, -1
  br i1 %27, label %23, label %29, !llvm.loop !26

29:                                               ; preds = %23
  %30 = icmp sgt i64 %16, %24
  br i1 %30, label %33, label %31

31:                                               ; preds = %29
  %32 = getelementptr inbounds i64, ptr %0, i64 %24
  store i64 %26, ptr %22, align 8, !tbaa !12
  store i64 %18, ptr %32, align 8, !tbaa !12
  br label %33

33:                                               ; preds = %31, %29
  %34 = phi i64 [ %28, %31 ], [ %24, %29 ]
  %35 = phi i64 [ %20, %31 ], [ %16, %29 ]
  %36 = icmp sgt i64 %35, %34
  br i1 %36, label %37, label %12, !llvm.loop !27

37:                                               ; preds = %33
  tail call fastcc void @quick(ptr noundef nonnull %0, i64 noundef %6, i64 noundef %34)
  %38 = icmp slt i64 %35, %2
  br i1 %38, label %5, label %39

39:                                               ; preds = %37, %3
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr noundef readonly captures(none), ...) local_unnamed_addr #3

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr noundef captures(none)) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn
declare i64 @strtol(ptr noundef readonly, ptr noundef captures(none), i32 noundef) local_unnamed_addr #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #6

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #7 = { nounwind allocsize(0) }
attributes #8 = { nounwind }

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
!12 = !{!13, !13, i64 0}
!13 = !{!"long long", !7, i64 0}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.unroll.disable"}
!18 = distinct !{!18, !15}
!19 = distinct !{!19, !17}
!20 = distinct !{!20, !15}
!21 = distinct !{!21, !15}
!22 = distinct !{!22, !15}
!23 = distinct !{!23, !17}
!24 = distinct !{!24, !15}
!25 = distinct !{!25, !15}
!26 = distinct !{!26, !15}
!27 = distinct !{!27, !15}
