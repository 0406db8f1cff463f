; ModuleID = 'ex.cpp'
source_filename = "ex.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.R = type { i8 }
%"class.std::__cxx11::basic_string" = type { %"struct.std::__cxx11::basic_string<char>::_Alloc_hider", i64, %union.anon }
%"struct.std::__cxx11::basic_string<char>::_Alloc_hider" = type { ptr }
%union.anon = type { i64, [8 x i8] }

$__clang_call_terminate = comdat any

$_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits = comdat any

@_ZTISt9exception = external constant ptr
@_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits = linkonce_odr dso_local local_unnamed_addr constant [201 x i8] c"00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899\00", comdat, align 16
@.str = private unnamed_addr constant [21 x i8] c"basic_string::append\00", align 1

; Function Attrs: mustprogress uwtable
define dso_local noundef i32 @_Z1fi(i32 noundef %0) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %2 = alloca %struct.R, align 1
  call void @llvm.lifetime.start.p0(ptr nonnull %2) #12
  %3 = invoke noundef i32 @_Z1gi(i32 noundef %0)
          to label %17 unwind label %4

4:                                                ; preds = %1
  %5 = landingpad { ptr, i32 }
          catch ptr @_ZTISt9exception
          catch ptr null
  %6 = extractvalue { ptr, i32 } %5, 0
  %7 = extractvalue { ptr, i32 } %5, 1
  %8 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #12
  %9 = icmp eq i32 %7, %8
  %10 = tail call ptr @__cxa_begin_catch(ptr %6) #12
  br i1 %9, label %11, label %12

11:                                               ; preds = %4
  invoke void @__cxa_end_catch()
          to label %17 unwind label %15

12:                                               ; preds = %4
  invoke void @__cxa_end_catch()
          to label %17 unwind label %13

13:                                               ; preds = %12
  %14 = landingpad { ptr, i32 }
          cleanup
  br label %19

15:                                               ; preds = %11
  %16 = landingpad { ptr, i32 }
          cleanup
  br label %19

17:                                               ; preds = %11, %1, %12
  %18 = phi i32 [ 2, %12 ], [ %3, %1 ], [ 1, %11 ]
  call void @_ZN1RD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %2) #12
  call void @llvm.lifetime.end.p0(ptr nonnull %2) #12
  ret i32 %18

19:                                               ; preds = %15, %13
  %20 = phi { ptr, i32 } [ %16, %15 ], [ %14, %13 ]
  call void @_ZN1RD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %2) #12
  call void @llvm.lifetime.end.p0(ptr nonnull %2) #12
  resume { ptr, i32 } %20
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

declare noundef i32 @_Z1gi(i32 noundef) local_unnamed_addr #2

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #3

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: nounwind
declare void @_ZN1RD1Ev(ptr noundef nonnull align 1 dereferenceable(1)) unnamed_addr #4

; Function Attrs: mustprogress uwtable
define dso_local void @_Z1hB5cxx11St6vectorIiSaIiEE(ptr dead_on_unwind noalias writable sret(%"class.std::__cxx11::basic_string") align 8 %0, ptr noundef readonly captures(none) %1) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.std::__cxx11::basic_string", align 8
  %4 = getelementptr inbounds nuw i8, ptr %0, i64 16
  store ptr %4, ptr %0, align 8, !tbaa !9
  %5 = getelementptr inbounds nuw i8, ptr %0, i64 8
  store i64 0, ptr %5, align 8, !tbaa !13
  store i8 0, ptr %4, align 8, !tbaa !16
  %6 = load ptr, ptr %1, align 8, !tbaa !17
  %7 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %8 = load ptr, ptr %7, align 8, !tbaa !17
  %9 = icmp eq ptr %6, %8
  br i1 %9, label %13, label %10

10:                                               ; preds = %2
  %11 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %12 = getelementptr inbounds nuw i8, ptr %3, i64 8
  br label %14

13:                                               ; preds = %101, %2
  ret void

14:                                               ; preds = %10, %101
  %15 = phi ptr [ %6, %10 ], [ %102, %101 ]
  %16 = load i32, ptr %15, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(ptr nonnull %3) #12
  call void @llvm.experimental.noalias.scope.decl(metadata !19)
  %17 = call i32 @llvm.abs.i32(i32 %16, i1 false)
  %18 = icmp ult i32 %17, 10
  br i1 %18, label %37, label %19

19:                                               ; preds = %14, %33
  %20 = phi i32 [ %34, %33 ], [ %17, %14 ]
  %21 = phi i32 [ %35, %33 ], [ 1, %14 ]
  %22 = icmp ult i32 %20, 100
  br i1 %22, label %23, label %25

23:                                               ; preds = %19
  %24 = add i32 %21, 1
  br label %37

25:                                               ; preds = %19
  %26 = icmp ult i32 %20, 1000
  br i1 %26, label %27, label %29

27:                                               ; preds = %25
  %28 = add i32 %21, 2
  br label %37

29:                                               ; preds = %25
  %30 = icmp ult i32 %20, 10000
  br i1 %30, label %31, label %33

31:                                               ; preds = %29
  %32 = add i32 %21, 3
  br label %37

33:                                               ; preds = %29
  %34 = udiv i32 %20, 10000
  %35 = add i32 %21, 4
  %36 = icmp ult i32 %20, 100000
  br i1 %36, label %37, label %19, !llvm.loop !22

37:                                               ; preds = %33, %31, %27, %23, %14
  %38 = phi i32 [ %32, %31 ], [ %24, %23 ], [ %28, %27 ], [ 1, %14 ], [ %35, %33 ]
  %39 = lshr i32 %16, 31
  %40 = add i32 %38, %39
  %41 = zext i32 %40 to i64
  store ptr %11, ptr %3, align 8, !tbaa !9, !alias.scope !19
  invoke void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_M_constructEmc(ptr noundef nonnull align 8 dereferenceable(32) %3, i64 noundef %41, i8 noundef signext 45)
          to label %42 unwind label %81

42:                                               ; preds = %37
  %43 = zext nneg i32 %39 to i64
  %44 = load ptr, ptr %3, align 8, !tbaa !24, !alias.scope !19
  %45 = getelementptr inbounds nuw i8, ptr %44, i64 %43
  %46 = icmp ugt i32 %17, 99
  br i1 %46, label %47, label %67

47:                                               ; preds = %42
  %48 = add i32 %38, -1
  br label %49

49:                                               ; preds = %49, %47
  %50 = phi i32 [ %54, %49 ], [ %17, %47 ]
  %51 = phi i32 [ %65, %49 ], [ %48, %47 ]
  %52 = urem i32 %50, 100
  %53 = shl nuw nsw i32 %52, 1
  %54 = udiv i32 %50, 100
  %55 = zext nneg i32 %53 to i64
  %56 = getelementptr inbounds nuw i8, ptr @_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits, i64 %55
  %57 = getelementptr inbounds nuw i8, ptr %56, i64 1
  %58 = load i8, ptr %57, align 1, !tbaa !16, !noalias !19
  %59 = zext i32 %51 to i64
  %60 = getelementptr inbounds nuw i8, ptr %45, i64 %59
  store i8 %58, ptr %60, align 1, !tbaa !16
  %61 = load i8, ptr %56, align 2, !tbaa !16, !noalias !19
  %62 = add i32 %51, -1
  %63 = zext i32 %62 to i64
  %64 = getelementptr inbounds nuw i8, ptr %45, i64 %63
  store i8 %61, ptr %64, align 1, !tbaa !16
  %65 = add i32 %51, -2
  %66 = icmp ugt i32 %50, 9999
  br i1 %66, label %49, label %67, !llvm.loop !25

67:                                               ; preds = %49, %42
  %68 = phi i32 [ %17, %42 ], [ %54, %49 ]
  %69 = icmp samesign ugt i32 %68, 9
  br i1 %69, label %70, label %78

70:                                               ; preds = %67
  %71 = shl nuw nsw i32 %68, 1
  %72 = zext nneg i32 %71 to i64
  %73 = getelementptr inbounds nuw i8, ptr @_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits, i64 %72
  %74 = getelementptr inbounds nuw i8, ptr %73, i64 1
  %75 = load i8, ptr %74, align 1, !tbaa !16, !noalias !19
  %76 = getelementptr inbounds nuw i8, ptr %45, i64 1
  store i8 %75, ptr %76, align 1, !tbaa !16
  %77 = load i8, ptr %73, align 2, !tbaa !16, !noalias !19
  br label %84

78:                                               ; preds = %67
  %79 = trunc nuw nsw i32 %68 to i8
  %80 = or disjoint i8 %79, 48
  br label %84

81:                                               ; preds = %37
  %82 = landingpad { ptr, i32 }
          catch ptr null
  %83 = extractvalue { ptr, i32 } %82, 0
  call void @__clang_call_terminate(ptr %83) #13
  unreachable

84:                                               ; preds = %70, %78
  %85 = phi i8 [ %80, %78 ], [ %77, %70 ]
  store i8 %85, ptr %45, align 1, !tbaa !16
  %86 = load i64, ptr %12, align 8, !tbaa !13
  %87 = load i64, ptr %5, align 8, !tbaa !13
  %88 = sub i64 4611686018427387903, %87
  %89 = icmp ult i64 %88, %86
  br i1 %89, label %90, label %92

90:                                               ; preds = %84
  invoke void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str) #14
          to label %91 unwind label %106

91:                                               ; preds = %90
  unreachable

92:                                               ; preds = %84
  %93 = load ptr, ptr %3, align 8, !tbaa !24
  %94 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_appendEPKcm(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef %93, i64 noundef %86)
          to label %95 unwind label %104

95:                                               ; preds = %92
  %96 = load ptr, ptr %3, align 8, !tbaa !24
  %97 = icmp eq ptr %96, %11
  br i1 %97, label %101, label %98

98:                                               ; preds = %95
  %99 = load i64, ptr %11, align 8, !tbaa !16
  %100 = add i64 %99, 1
  call void @_ZdlPvm(ptr noundef %96, i64 noundef %100) #15
  br label %101

101:                                              ; preds = %95, %98
  call void @llvm.lifetime.end.p0(ptr nonnull %3) #12
  %102 = getelementptr inbounds nuw i8, ptr %15, i64 4
  %103 = icmp eq ptr %102, %8
  br i1 %103, label %13, label %14

104:                                              ; preds = %92
  %105 = landingpad { ptr, i32 }
          cleanup
  br label %108

106:                                              ; preds = %90
  %107 = landingpad { ptr, i32 }
          cleanup
  br label %108

108:                                              ; preds = %106, %104
  %109 = phi { ptr, i32 } [ %105, %104 ], [ %107, %106 ]
  %110 = load ptr, ptr %3, align 8, !tbaa !24
  %111 = icmp eq ptr %110, %11
  br i1 %111, label %115, label %112

112:                                              ; preds = %108
  %113 = load i64, ptr %11, align 8, !tbaa !16
  %114 = add i64 %113, 1
  call void @_ZdlPvm(ptr noundef %110, i64 noundef %114) #15
  br label %115

115:                                              ; preds = %108, %112
  call void @llvm.lifetime.end.p0(ptr nonnull %3) #12
  %116 = load ptr, ptr %0, align 8, !tbaa !24
  %117 = icmp eq ptr %116, %4
  br i1 %117, label %121, label %118

118:                                              ; preds = %115
  %119 = load i64, ptr %4, align 8, !tbaa !16
  %120 = add i64 %119, 1
  call void @_ZdlPvm(ptr noundef %116, i64 noundef %120) #15
  br label %121

121:                                              ; preds = %115, %118
  resume { ptr, i32 } %109
}

; Function Attrs: mustprogress nounwind uwtable
define dso_local noundef i32 @_Z7asmgotoi(i32 noundef %0) local_unnamed_addr #5 {
  callbr void asm sideeffect "", "!i,~{dirflag},~{fpsr},~{flags}"() #12
          to label %3 [label %2], !srcloc !26

2:                                                ; preds = %1
  br label %3

3:                                                ; preds = %1, %2
  %4 = phi i32 [ -1, %2 ], [ %0, %1 ]
  ret i32 %4
}

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #6 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #12
  tail call void @_ZSt9terminatev() #13
  unreachable
}

; Function Attrs: cold nofree noreturn
declare void @_ZSt9terminatev() local_unnamed_addr #7

declare void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_M_constructEmc(ptr noundef nonnull align 8 dereferenceable(32), i64 noundef, i8 noundef signext) local_unnamed_addr #2

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #8

declare noundef nonnull align 8 dereferenceable(32) ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_appendEPKcm(ptr noundef nonnull align 8 dereferenceable(32), ptr noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: noreturn
declare void @_ZSt20__throw_length_errorPKc(ptr noundef) local_unnamed_addr #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #10

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #11

attributes #0 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind memory(none) }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { cold nofree noreturn }
attributes #8 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #12 = { nounwind }
attributes #13 = { noreturn nounwind }
attributes #14 = { noreturn }
attributes #15 = { builtin nounwind }

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
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !11, i64 0}
!10 = !{!"_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_Alloc_hiderE", !11, i64 0}
!11 = !{!"p1 omnipotent char", !12, i64 0}
!12 = !{!"any pointer", !7, i64 0}
!13 = !{!14, !15, i64 8}
!14 = !{!"_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE", !10, i64 0, !15, i64 8, !7, i64 16}
!15 = !{!"long", !7, i64 0}
!16 = !{!7, !7, i64 0}
!17 = !{!18, !18, i64 0}
!18 = !{!"p1 int", !12, i64 0}
!19 = !{!20}
!20 = distinct !{!20, !21, !"_ZNSt7__cxx119to_stringEi: argument 0"}
!21 = distinct !{!21, !"_ZNSt7__cxx119to_stringEi"}
!22 = distinct !{!22, !23}
!23 = !{!"llvm.loop.mustprogress"}
!24 = !{!14, !11, i64 0}
!25 = distinct !{!25, !23}
!26 = !{i64 343}
