source_filename = "ks.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

module asm "nop"

%pair = type { i32, ptr }
%opq = type opaque

$cd = comdat any

@g = dso_local global i32 42, align 4
@str = private unnamed_addr constant [4 x i8] c"a\22\0A\00", align 1
@arr = internal global [2 x %pair] [%pair { i32 1, ptr @g }, %pair zeroinitializer], comdat($cd), align 16
@ext = external global %opq
@tls = thread_local(initialexec) global i64 -1, section ".tdata", !dbg !0
@vec = global <4 x float> <float 1.000000e+00, float 0x3FB99999A0000000, float poison, float undef>
@wide = global i128 -170141183460469231731687303715884105728
@ce = global ptr getelementptr inbounds nuw (i8, ptr @g, i64 2)
@ce2 = global i64 ptrtoint (ptr @g to i64)
@fp = global x86_fp80 0xK3FFF8000000000000000
@hf = global half 0xH3C00

@al = alias i32, ptr @g

@ifn = ifunc void (), ptr @resolver

define ptr @resolver() {
  ret ptr null
}

define dso_local noundef i32 @main(i32 noundef %argc, ptr readonly captures(none) %argv) #0 personality ptr @__gxx_personality_v0 !dbg !7 {
entry:
  %x = alloca i32, align 4
  store atomic volatile i32 %argc, ptr %x syncscope("singlethread") release, align 4
  %l = load atomic i32, ptr %x acquire, align 4
  %a = add nuw nsw i32 %l, 1
  %o = or disjoint i32 %a, 8
  %s = sdiv exact i32 %o, 2
  %t = trunc nuw nsw i32 %s to i8
  %z = zext nneg i8 %t to i64
  %c = icmp samesign ult i64 %z, 100
  %f = sitofp i32 %a to float
  %fm = fmul fast float %f, 2.000000e+00
  %fa = fadd nnan nsz float %fm, 0x3FB99999A0000000
  %gp = getelementptr inbounds nuw [2 x %pair], ptr @arr, i64 0, i64 1, i32 1
  %gp2 = getelementptr nusw i8, ptr %argv, i64 -8
  %cx = cmpxchg weak ptr %x, i32 0, i32 1 acq_rel monotonic, align 4
  %rmw = atomicrmw volatile add ptr %x, i32 1 seq_cst, align 4
  fence syncscope("singlethread") acquire
  %sel = select i1 %c, i32 %a, i32 0
  %fr = freeze i32 %sel
  %v = insertelement <4 x float> poison, float %fa, i64 0
  %sh = shufflevector <4 x float> %v, <4 x float> poison, <4 x i32> zeroinitializer
  %e = extractelement <4 x float> %sh, i32 3
  %agg = insertvalue %pair poison, i32 %fr, 0
  %ev = extractvalue %pair %agg, 0
  %call = call noundef i32 (ptr, ...) @printf(ptr noundef nonnull @str, i32 %ev) #2
  %r = call float @llvm.fabs.f32(float %e)
    #dbg_value(i32 %a, !10, !DIExpression(), !11)
  %inv = invoke i32 @may_throw(i32 %a) [ "deopt"(i32 1) ]
          to label %cont unwind label %lpad, !dbg !11

cont:
  switch i32 %inv, label %done [
    i32 0, label %done
    i32 -1, label %loop
  ]

loop:
  %i = phi i32 [ 0, %cont ], [ %inc, %loop ]
  %inc = add i32 %i, 1
  %cmp = icmp slt i32 %inc, 10
  br i1 %cmp, label %loop, label %ind

ind:
  indirectbr ptr blockaddress(@main, %done), [label %done]

lpad:
  %lp = landingpad { ptr, i32 }
          cleanup
          catch ptr null
  resume { ptr, i32 } %lp

done:
  ret i32 %fr
}

declare i32 @printf(ptr noundef, ...)

declare i32 @may_throw(i32)

declare i32 @__gxx_personality_v0(...)

declare float @llvm.fabs.f32(float) #1

attributes #0 = { nounwind "frame-pointer"="all" }
attributes #1 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { cold }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!6}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "tls", scope: !2, file: !3, line: 1, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "clang", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "ks.c", directory: "/tmp")
!4 = !{!0}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !{i32 2, !"Debug Info Version", i32 3}
!7 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 1, type: !8, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !9)
!8 = !DISubroutineType(types: !9)
!9 = !{}
!10 = !DILocalVariable(name: "a", scope: !7, file: !3, line: 2, type: !5)
!11 = !DILocation(line: 2, column: 3, scope: !7)
