; A hand-written module that uses most of the syntax the parser accepts.
source_filename = "kitchen_sink.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"
module asm ".text"

%struct.S = type { i32, [4 x i8], ptr }
%struct.P = type <{ i8, i32 }>
%struct.bits = type \{ i3, i4, i1, [3 x i8] }/
%struct.fwd = type { %struct.later }
%struct.later = type { i64 }
%opaque = type opaque

$comdat.c = comdat any

@g = dso_local global i32 42, align 4, !dbg !10
@arr = internal constant [3 x i16] [i16 1, i16 -2, i16 3]
@str = private unnamed_addr constant [7 x i8] c"hi %d\0A\00", align 1
@s = global %struct.S { i32 1, [4 x i8] c"abc\00", ptr @g }, comdat($comdat.c)
@packed = global %struct.P <{ i8 1, i32 2 }>
@bits = global %struct.bits zeroinitializer
@tls = thread_local(localexec) global i64 0
@vec = global <4 x float> <float 1.0, float 2.5, float -0.0, float 0x7FF8000000000000>
@ptrs = global [2 x ptr] [ptr @g, ptr getelementptr inbounds (i8, ptr @str, i64 2)]
@addr = global i64 ptrtoint (ptr @g to i64)
@ba = global ptr blockaddress(@control, %other)
@ext = external global i8
@alias = alias i32, ptr @g
@ifn = ifunc void (), ptr @resolver

declare ptr @resolver()
declare i32 @printf(ptr noundef readonly captures(none), ...) #1
declare void @llvm.dbg.value(metadata, metadata, metadata)
declare i32 @__gxx_personality_v0(...)
declare void @may_throw(i32)

define dso_local noundef i32 @arith(i32 noundef %a, i32 %b, i64 %w, <4 x i32> %v) #0 !dbg !20 {
entry:
    #dbg_value(i32 %a, !21, !DIExpression(), !22)
  %add = add nuw nsw i32 %a, %b, !dbg !22
  %sub = sub i32 %add, 1
  %sh = shl nsw i32 %sub, 2
  %or = or disjoint i32 %sh, 1
  %div = sdiv exact i32 %or, 3
  %t = trunc nuw i64 %w to i32
  %z = zext nneg i32 %t to i64
  %c = icmp samesign ult i32 %div, %t
  %vc = icmp eq <4 x i32> %v, splat (i32 3)
  %sel = select i1 %c, i32 %div, i32 %t
  %fr = freeze i32 %sel
  %e = extractelement <4 x i32> %v, i64 0
  %ins = insertelement <4 x i32> %v, i32 %e, i32 1
  %shuf = shufflevector <4 x i32> %ins, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 poison, i32 0>
  %r = add i32 %fr, %e
  ret i32 %r, !dbg !22
}

define float @floats(float %x, double %d, half %h) {
  %a = fadd fast float %x, 1.5
  %n = fneg nnan float %a
  %m = fmul reassoc contract float %n, 0x3FF0000000000000
  %dd = fpext float %m to double
  %cmp = fcmp olt double %dd, %d
  %hf = fpext half %h to float
  %sum = fadd float %m, %hf
  %r = select nsz i1 %cmp, float %sum, float %x
  ret float %r
}

define void @memory(ptr %p, i64 %i) {
  %a = alloca %struct.S, align 8
  %n = alloca i32, i32 4, align 16
  %gep = getelementptr inbounds nuw %struct.S, ptr %a, i64 0, i32 1, i64 %i
  store volatile i8 7, ptr %gep, align 1
  %l = load i32, ptr %p, align 4, !tbaa !30, !range !31, !noundef !32
  store atomic i32 %l, ptr %p seq_cst, align 4
  %la = load atomic i32, ptr %p syncscope("singlethread") acquire, align 4
  fence release
  %cx = cmpxchg weak ptr %p, i32 %l, i32 %la acq_rel monotonic, align 4
  %ok = extractvalue { i32, i1 } %cx, 1
  %rmw = atomicrmw add ptr %p, i32 1 seq_cst, align 4
  %agg = insertvalue %struct.S undef, i32 %rmw, 0
  ret void
}

define i32 @control(i32 %x, ptr %target) personality ptr @__gxx_personality_v0 {
entry:
  switch i32 %x, label %other [
    i32 0, label %zero
    i32 1, label %loop
  ]
zero:
  invoke void @may_throw(i32 %x) to label %loop unwind label %lpad
loop:
  %i = phi i32 [ 0, %entry ], [ 0, %zero ], [ %next, %loop ]
  %next = add i32 %i, 1
  %done = icmp sge i32 %next, %x
  br i1 %done, label %other, label %loop, !llvm.loop !33
other:
  %res = phi i32 [ %x, %entry ], [ %next, %loop ]
  %call = call i32 (ptr, ...) @printf(ptr noundef @str, i32 %res) #1
  %c2 = tail call i32 asm sideeffect "mov $0, $1", "=r,r"(i32 %res)
  call void @llvm.dbg.value(metadata i32 %res, metadata !21, metadata !DIExpression(DW_OP_plus_uconst, 4))
  ret i32 %c2
lpad:
  %lp = landingpad { ptr, i32 } cleanup catch ptr null
  resume { ptr, i32 } %lp
dead:
  indirectbr ptr %target, [label %zero, label %other]
}

define void @varargs(ptr %ap) {
  %v = va_arg ptr %ap, i32
  ret void
    #dbg_label(!23, !22)
}

attributes #0 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "target-cpu"="x86-64" }
attributes #1 = { nofree nounwind memory(argmem: read) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!llvm.ident = !{!4}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "clang", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "kitchen_sink.c", directory: "/tmp", checksumkind: CSK_MD5, checksum: "0123456789abcdef")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{!"clang version 22"}
!10 = !DIGlobalVariableExpression(var: !11, expr: !DIExpression())
!11 = distinct !DIGlobalVariable(name: "g", scope: !0, file: !1, line: 1, type: !12, isLocal: false, isDefinition: true)
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!20 = distinct !DISubprogram(name: "arith", scope: !1, file: !1, line: 3, type: !24, scopeLine: 3, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !25)
!21 = !DILocalVariable(name: "a", arg: 1, scope: !20, file: !1, line: 3, type: !12)
!22 = !DILocation(line: 4, column: 10, scope: !20)
!23 = !DILabel(scope: !20, name: "lbl", file: !1, line: 9)
!24 = !DISubroutineType(types: !{!12, !12})
!25 = !{}
!30 = !{!"int", !34, i64 0}
!31 = !{i32 0, i32 100}
!32 = !{}
!33 = distinct !{!33, !35}
!34 = !{!"omnipotent char", null, i64 0}
!35 = !{!"llvm.loop.mustprogress"}
