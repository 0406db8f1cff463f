; ModuleID = 'structs_switch.c'
source_filename = "structs_switch.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@tbl = internal unnamed_addr constant [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 16, !dbg !0
@g = dso_local local_unnamed_addr global i32 0, align 4, !dbg !11
@.str = private unnamed_addr constant [10 x i8] c"%d %f %d\0A\00", align 1, !dbg !5

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <4 x float> @addv(<4 x float> noundef %0, <4 x float> noundef %1) local_unnamed_addr #0 !dbg !29 {
    #dbg_value(<4 x float> %0, !36, !DIExpression(), !38)
    #dbg_value(<4 x float> %1, !37, !DIExpression(), !38)
  %3 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %1, <4 x float> %0, <4 x float> %0), !dbg !39
  ret <4 x float> %3, !dbg !40
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 -2147483648, 2147483647) i32 @sw(i32 noundef %0) local_unnamed_addr #2 !dbg !41 {
    #dbg_value(i32 %0, !45, !DIExpression(), !46)
  switch i32 %0, label %4 [
    i32 0, label %6
    i32 1, label %2
    i32 5, label %3
  ], !dbg !47

2:                                                ; preds = %1
  br label %6, !dbg !48

3:                                                ; preds = %1
  br label %6, !dbg !50

4:                                                ; preds = %1
  %5 = shl nsw i32 %0, 1, !dbg !51
  br label %6, !dbg !52

6:                                                ; preds = %1, %4, %3, %2
  %7 = phi i32 [ %5, %4 ], [ 9, %3 ], [ 7, %2 ], [ 3, %1 ], !dbg !53
  ret i32 %7, !dbg !54
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local double @f(ptr noundef captures(none) initializes((4, 5)) %0, float noundef %1) local_unnamed_addr #3 !dbg !55 {
    #dbg_value(ptr %0, !67, !DIExpression(), !69)
    #dbg_value(float %1, !68, !DIExpression(), !69)
  %3 = getelementptr inbounds nuw i8, ptr %0, i64 4, !dbg !70
  %4 = fptosi float %1 to i32, !dbg !71
  %5 = trunc i32 %4 to i8, !dbg !72
  %6 = shl i8 %5, 3, !dbg !72
  %7 = or disjoint i8 %6, 2, !dbg !73
  store i8 %7, ptr %3, align 4, !dbg !74
  %8 = getelementptr inbounds nuw i8, ptr %0, i64 8, !dbg !75
  %9 = load double, ptr %8, align 8, !dbg !75, !tbaa !76
  %10 = fpext float %1 to double, !dbg !79
  %11 = tail call double @llvm.fmuladd.f64(double %9, double %10, double 1.500000e+00), !dbg !80
  ret double %11, !dbg !81
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr noundef readnone captures(none) %1) local_unnamed_addr #4 !dbg !82 {
    #dbg_assign(i1 poison, !90, !DIExpression(DW_OP_LLVM_fragment, 40, 24), !94, ptr poison, !DIExpression(), !95)
    #dbg_value(i32 %0, !88, !DIExpression(), !95)
    #dbg_value(ptr %1, !89, !DIExpression(), !95)
    #dbg_value(i32 poison, !90, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !95)
    #dbg_value(i8 poison, !90, !DIExpression(DW_OP_LLVM_fragment, 32, 8), !95)
    #dbg_assign(i1 poison, !90, !DIExpression(DW_OP_LLVM_fragment, 40, 24), !96, ptr poison, !DIExpression(), !95)
    #dbg_value(double 4.000000e+00, !90, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !95)
    #dbg_value(i32 0, !91, !DIExpression(), !97)
    #dbg_value(i32 0, !91, !DIExpression(), !97)
  %3 = icmp sgt i32 %0, 0, !dbg !98
  br i1 %3, label %4, label %7, !dbg !100

4:                                                ; preds = %2
  %5 = load i32, ptr @g, align 4
  br label %16, !dbg !101

6:                                                ; preds = %16
  store i32 %23, ptr @g, align 4, !dbg !102, !tbaa !25
  br label %7, !dbg !103

7:                                                ; preds = %6, %2
    #dbg_value(i32 %0, !45, !DIExpression(), !104)
  switch i32 %0, label %10 [
    i32 0, label %12
    i32 1, label %8
    i32 5, label %9
  ], !dbg !106

8:                                                ; preds = %7
  br label %12, !dbg !107

9:                                                ; preds = %7
  br label %12, !dbg !108

10:                                               ; preds = %7
  %11 = shl nsw i32 %0, 1, !dbg !109
  br label %12, !dbg !110

12:                                               ; preds = %7, %8, %9, %10
  %13 = phi i32 [ %11, %10 ], [ 9, %9 ], [ 7, %8 ], [ 3, %7 ], !dbg !111
    #dbg_value(i8 18, !90, !DIExpression(DW_OP_LLVM_fragment, 32, 8), !95)
  %14 = load i32, ptr @g, align 4, !dbg !112, !tbaa !25
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %13, double noundef 1.150000e+01, i32 noundef %14), !dbg !113
    #dbg_value(ptr poison, !93, !DIExpression(), !95)
  ret i32 0, !dbg !114

16:                                               ; preds = %4, %16
  %17 = phi i32 [ %24, %16 ], [ 0, %4 ]
  %18 = phi i32 [ %23, %16 ], [ %5, %4 ]
    #dbg_value(i32 %17, !91, !DIExpression(), !97)
  %19 = and i32 %17, 3, !dbg !115
  %20 = zext nneg i32 %19 to i64, !dbg !116
  %21 = getelementptr inbounds nuw i32, ptr @tbl, i64 %20, !dbg !116
  %22 = load i32, ptr %21, align 4, !dbg !116, !tbaa !25
  %23 = add nsw i32 %18, %22, !dbg !117
  %24 = add nuw nsw i32 %17, 1, !dbg !118
    #dbg_value(i32 %24, !91, !DIExpression(), !97)
  %25 = icmp eq i32 %24, %0, !dbg !119
  br i1 %25, label %6, label %16, !dbg !103, !llvm.loop !120
}

; Function Attrs: nofree nounwind
declare !dbg !124 noundef i32 @printf(ptr noundef readonly captures(none), ...) local_unnamed_addr #5

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!17, !18, !19, !20, !21, !22, !23}
!llvm.ident = !{!24}
!llvm.errno.tbaa = !{!25}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "tbl", scope: !2, file: !3, line: 5, type: !14, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "structs_switch.c", directory: "/work/wt/parser/tests/parse_samples/src", checksumkind: CSK_MD5, checksum: "f55771850db6a3eb0ba7e9f034d2e45f")
!4 = !{!5, !11, !0}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 13, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 80, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 10)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(name: "g", scope: !2, file: !3, line: 6, type: !13, isLocal: false, isDefinition: true)
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 128, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 4)
!17 = !{i32 7, !"Dwarf Version", i32 5}
!18 = !{i32 2, !"Debug Info Version", i32 3}
!19 = !{i32 1, !"wchar_size", i32 4}
!20 = !{i32 8, !"PIC Level", i32 2}
!21 = !{i32 7, !"PIE Level", i32 2}
!22 = !{i32 7, !"uwtable", i32 2}
!23 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!24 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!25 = !{!26, !26, i64 0}
!26 = !{!"int", !27, i64 0}
!27 = !{!"omnipotent char", !28, i64 0}
!28 = !{!"Simple C/C++ TBAA"}
!29 = distinct !DISubprogram(name: "addv", scope: !3, file: !3, line: 7, type: !30, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !35, keyInstructions: true)
!30 = !DISubroutineType(types: !31)
!31 = !{!32, !32, !32}
!32 = !DIDerivedType(tag: DW_TAG_typedef, name: "v4", file: !3, line: 4, baseType: !33)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !34, size: 128, flags: DIFlagVector, elements: !15)
!34 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!35 = !{!36, !37}
!36 = !DILocalVariable(name: "a", arg: 1, scope: !29, file: !3, line: 7, type: !32)
!37 = !DILocalVariable(name: "b", arg: 2, scope: !29, file: !3, line: 7, type: !32)
!38 = !DILocation(line: 0, scope: !29)
!39 = !DILocation(line: 7, column: 32, scope: !29, atomGroup: 1, atomRank: 2)
!40 = !DILocation(line: 7, column: 23, scope: !29, atomGroup: 1, atomRank: 1)
!41 = distinct !DISubprogram(name: "sw", scope: !3, file: !3, line: 8, type: !42, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !44, keyInstructions: true)
!42 = !DISubroutineType(types: !43)
!43 = !{!13, !13}
!44 = !{!45}
!45 = !DILocalVariable(name: "x", arg: 1, scope: !41, file: !3, line: 8, type: !13)
!46 = !DILocation(line: 0, scope: !41)
!47 = !DILocation(line: 8, column: 17, scope: !41, atomGroup: 1, atomRank: 1)
!48 = !DILocation(line: 8, column: 56, scope: !49, atomGroup: 3, atomRank: 1)
!49 = distinct !DILexicalBlock(scope: !41, file: !3, line: 8, column: 28)
!50 = !DILocation(line: 8, column: 74, scope: !49, atomGroup: 4, atomRank: 1)
!51 = !DILocation(line: 8, column: 101, scope: !49, atomGroup: 5, atomRank: 2)
!52 = !DILocation(line: 8, column: 93, scope: !49, atomGroup: 5, atomRank: 1)
!53 = !DILocation(line: 8, scope: !49, atomGroup: 2, atomRank: 1)
!54 = !DILocation(line: 8, column: 107, scope: !41, atomGroup: 6, atomRank: 1)
!55 = distinct !DISubprogram(name: "f", scope: !3, file: !3, line: 9, type: !56, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !66, keyInstructions: true)
!56 = !DISubroutineType(types: !57)
!57 = !{!58, !59, !34}
!58 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!59 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !60, size: 64)
!60 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S", file: !3, line: 3, size: 128, elements: !61)
!61 = !{!62, !63, !64, !65}
!62 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !60, file: !3, line: 3, baseType: !13, size: 32)
!63 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !60, file: !3, line: 3, baseType: !8, size: 3, offset: 32, flags: DIFlagBitField, extraData: i64 32)
!64 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !60, file: !3, line: 3, baseType: !13, size: 5, offset: 35, flags: DIFlagBitField, extraData: i64 32)
!65 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !60, file: !3, line: 3, baseType: !58, size: 64, offset: 64)
!66 = !{!67, !68}
!67 = !DILocalVariable(name: "s", arg: 1, scope: !55, file: !3, line: 9, type: !59)
!68 = !DILocalVariable(name: "q", arg: 2, scope: !55, file: !3, line: 9, type: !34)
!69 = !DILocation(line: 0, scope: !55)
!70 = !DILocation(line: 9, column: 37, scope: !55)
!71 = !DILocation(line: 9, column: 51, scope: !55)
!72 = !DILocation(line: 9, column: 49, scope: !55)
!73 = !DILocation(line: 9, column: 49, scope: !55, atomGroup: 2, atomRank: 2)
!74 = !DILocation(line: 9, column: 49, scope: !55, atomGroup: 2, atomRank: 1)
!75 = !DILocation(line: 9, column: 64, scope: !55)
!76 = !{!77, !78, i64 8}
!77 = !{!"S", !26, i64 0, !27, i64 4, !26, i64 4, !78, i64 8}
!78 = !{!"double", !27, i64 0}
!79 = !DILocation(line: 9, column: 68, scope: !55)
!80 = !DILocation(line: 9, column: 70, scope: !55, atomGroup: 3, atomRank: 2)
!81 = !DILocation(line: 9, column: 54, scope: !55, atomGroup: 3, atomRank: 1)
!82 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 10, type: !83, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !87, keyInstructions: true)
!83 = !DISubroutineType(types: !84)
!84 = !{!13, !13, !85}
!85 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !86, size: 64)
!86 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!87 = !{!88, !89, !90, !91, !93}
!88 = !DILocalVariable(name: "argc", arg: 1, scope: !82, file: !3, line: 10, type: !13)
!89 = !DILocalVariable(name: "argv", arg: 2, scope: !82, file: !3, line: 10, type: !85)
!90 = !DILocalVariable(name: "s", scope: !82, file: !3, line: 11, type: !60)
!91 = !DILocalVariable(name: "i", scope: !92, file: !3, line: 12, type: !13)
!92 = distinct !DILexicalBlock(scope: !82, file: !3, line: 12, column: 3)
!93 = !DILocalVariable(name: "p", scope: !82, file: !3, line: 14, type: !86)
!94 = distinct !DIAssignID()
!95 = !DILocation(line: 0, scope: !82)
!96 = distinct !DIAssignID()
!97 = !DILocation(line: 0, scope: !92)
!98 = !DILocation(line: 12, column: 21, scope: !99, atomGroup: 12, atomRank: 1)
!99 = distinct !DILexicalBlock(scope: !92, file: !3, line: 12, column: 3)
!100 = !DILocation(line: 12, column: 3, scope: !92, atomGroup: 13, atomRank: 1)
!101 = !DILocation(line: 12, column: 3, scope: !92)
!102 = !DILocation(line: 12, column: 36, scope: !99, atomGroup: 5, atomRank: 1)
!103 = !DILocation(line: 12, column: 3, scope: !92, atomGroup: 4, atomRank: 1)
!104 = !DILocation(line: 0, scope: !41, inlinedAt: !105)
!105 = distinct !DILocation(line: 13, column: 24, scope: !82)
!106 = !DILocation(line: 8, column: 17, scope: !41, inlinedAt: !105, atomGroup: 1, atomRank: 1)
!107 = !DILocation(line: 8, column: 56, scope: !49, inlinedAt: !105, atomGroup: 3, atomRank: 1)
!108 = !DILocation(line: 8, column: 74, scope: !49, inlinedAt: !105, atomGroup: 4, atomRank: 1)
!109 = !DILocation(line: 8, column: 101, scope: !49, inlinedAt: !105, atomGroup: 5, atomRank: 2)
!110 = !DILocation(line: 8, column: 93, scope: !49, inlinedAt: !105, atomGroup: 5, atomRank: 1)
!111 = !DILocation(line: 8, scope: !49, inlinedAt: !105, atomGroup: 2, atomRank: 1)
!112 = !DILocation(line: 13, column: 47, scope: !82)
!113 = !DILocation(line: 13, column: 3, scope: !82)
!114 = !DILocation(line: 15, column: 3, scope: !82, atomGroup: 11, atomRank: 1)
!115 = !DILocation(line: 12, column: 45, scope: !99)
!116 = !DILocation(line: 12, column: 39, scope: !99)
!117 = !DILocation(line: 12, column: 36, scope: !99, atomGroup: 5, atomRank: 2)
!118 = !DILocation(line: 12, column: 30, scope: !99, atomGroup: 6, atomRank: 2)
!119 = !DILocation(line: 12, column: 21, scope: !99, atomGroup: 3, atomRank: 1)
!120 = distinct !{!120, !101, !121, !122, !123}
!121 = !DILocation(line: 12, column: 48, scope: !92)
!122 = !{!"llvm.loop.mustprogress"}
!123 = !{!"llvm.loop.unroll.disable"}
!124 = !DISubprogram(name: "printf", scope: !125, file: !125, line: 356, type: !126, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!125 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!126 = !DISubroutineType(types: !127)
!127 = !{!13, !128, null}
!128 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !129)
!129 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !130, size: 64)
!130 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
