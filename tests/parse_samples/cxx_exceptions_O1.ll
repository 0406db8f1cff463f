; ModuleID = 'exceptions.cpp'
source_filename = "exceptions.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"big\00", align 1
@_ZTISt13runtime_error = external constant ptr
@_ZTISt9exception = external constant ptr
@.str.1 = private unnamed_addr constant [26 x i8] c"vector::_M_realloc_insert\00", align 1

; Function Attrs: mustprogress uwtable
define dso_local noundef range(i32 -2147483648, 4) i32 @_Z7throweri(i32 noundef returned %0) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %2 = icmp sgt i32 %0, 3
  br i1 %2, label %3, label %8

3:                                                ; preds = %1
  %4 = tail call ptr @__cxa_allocate_exception(i64 16) #12
  invoke void @_ZNSt13runtime_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef nonnull @.str)
          to label %5 unwind label %6

5:                                                ; preds = %3
  tail call void @__cxa_throw(ptr nonnull %4, ptr nonnull @_ZTISt13runtime_error, ptr nonnull @_ZNSt13runtime_errorD1Ev) #13
  unreachable

6:                                                ; preds = %3
  %7 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %4) #12
  resume { ptr, i32 } %7

8:                                                ; preds = %1
  ret i32 %0
}

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @_ZNSt13runtime_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef) unnamed_addr #1

declare i32 @__gxx_personality_v0(...)

declare void @__cxa_free_exception(ptr) local_unnamed_addr

; Function Attrs: nounwind
declare void @_ZNSt13runtime_errorD1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #2

; Function Attrs: cold noreturn
declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr #3

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr noundef readnone captures(none) %1) local_unnamed_addr #4 personality ptr @__gxx_personality_v0 {
  %3 = icmp sgt i32 %0, -5
  br i1 %3, label %4, label %77

4:                                                ; preds = %2
  %5 = add i32 %0, 4
  %6 = tail call i32 @llvm.smax.i32(i32 %5, i32 0)
  br label %7

7:                                                ; preds = %4, %50
  %8 = phi i32 [ %55, %50 ], [ 0, %4 ]
  %9 = phi ptr [ %53, %50 ], [ null, %4 ]
  %10 = phi ptr [ %52, %50 ], [ null, %4 ]
  %11 = phi ptr [ %54, %50 ], [ null, %4 ]
  %12 = icmp eq i32 %8, 4
  br i1 %12, label %13, label %19

13:                                               ; preds = %7
  %14 = tail call ptr @__cxa_allocate_exception(i64 16) #12
  invoke void @_ZNSt13runtime_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %14, ptr noundef nonnull @.str)
          to label %15 unwind label %17

15:                                               ; preds = %13
  invoke void @__cxa_throw(ptr nonnull %14, ptr nonnull @_ZTISt13runtime_error, ptr nonnull @_ZNSt13runtime_errorD1Ev) #13
          to label %16 unwind label %59

16:                                               ; preds = %15
  unreachable

17:                                               ; preds = %13
  %18 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt9exception
  tail call void @__cxa_free_exception(ptr %14) #12
  br label %61

19:                                               ; preds = %7
  %20 = icmp eq ptr %11, %10
  br i1 %20, label %22, label %21

21:                                               ; preds = %19
  store i32 %8, ptr %11, align 4, !tbaa !5
  br label %50

22:                                               ; preds = %19
  %23 = ptrtoint ptr %11 to i64
  %24 = ptrtoint ptr %9 to i64
  %25 = sub i64 %23, %24
  %26 = icmp eq i64 %25, 9223372036854775804
  br i1 %26, label %27, label %29

27:                                               ; preds = %22
  invoke void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.1) #13
          to label %28 unwind label %59

28:                                               ; preds = %27
  unreachable

29:                                               ; preds = %22
  %30 = ashr exact i64 %25, 2
  %31 = tail call i64 @llvm.umax.i64(i64 %30, i64 1)
  %32 = add nsw i64 %31, %30
  %33 = icmp ult i64 %32, %30
  %34 = tail call i64 @llvm.umin.i64(i64 %32, i64 2305843009213693951)
  %35 = select i1 %33, i64 2305843009213693951, i64 %34
  %36 = icmp ne i64 %35, 0
  tail call void @llvm.assume(i1 %36)
  %37 = shl nuw nsw i64 %35, 2
  %38 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %37) #14
          to label %39 unwind label %57

39:                                               ; preds = %29
  %40 = getelementptr inbounds nuw i8, ptr %38, i64 %25
  store i32 %8, ptr %40, align 4, !tbaa !5
  %41 = icmp sgt i64 %25, 0
  br i1 %41, label %42, label %43

42:                                               ; preds = %39
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 4 %38, ptr align 4 %9, i64 %25, i1 false)
  br label %43

43:                                               ; preds = %42, %39
  %44 = icmp eq ptr %9, null
  br i1 %44, label %48, label %45

45:                                               ; preds = %43
  %46 = ptrtoint ptr %10 to i64
  %47 = sub i64 %46, %24
  tail call void @_ZdlPvm(ptr noundef nonnull %9, i64 noundef %47) #15
  br label %48

48:                                               ; preds = %45, %43
  %49 = getelementptr inbounds nuw i32, ptr %38, i64 %35
  br label %50

50:                                               ; preds = %48, %21
  %51 = phi ptr [ %40, %48 ], [ %11, %21 ]
  %52 = phi ptr [ %49, %48 ], [ %10, %21 ]
  %53 = phi ptr [ %38, %48 ], [ %9, %21 ]
  %54 = getelementptr inbounds nuw i8, ptr %51, i64 4
  %55 = add nuw nsw i32 %8, 1
  %56 = icmp eq i32 %8, %6
  br i1 %56, label %77, label %7, !llvm.loop !9

57:                                               ; preds = %29
  %58 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt9exception
  br label %61

59:                                               ; preds = %15, %27
  %60 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt9exception
  br label %61

61:                                               ; preds = %57, %59, %17
  %62 = phi { ptr, i32 } [ %18, %17 ], [ %58, %57 ], [ %60, %59 ]
  %63 = extractvalue { ptr, i32 } %62, 1
  %64 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #12
  %65 = icmp eq i32 %63, %64
  br i1 %65, label %66, label %87

66:                                               ; preds = %61
  %67 = extractvalue { ptr, i32 } %62, 0
  %68 = tail call ptr @__cxa_begin_catch(ptr %67) #12
  invoke void @__cxa_end_catch()
          to label %69 unwind label %75

69:                                               ; preds = %66
  %70 = ptrtoint ptr %11 to i64
  %71 = ptrtoint ptr %9 to i64
  %72 = sub i64 %70, %71
  %73 = lshr exact i64 %72, 2
  %74 = trunc i64 %73 to i32
  br label %77

75:                                               ; preds = %66
  %76 = landingpad { ptr, i32 }
          cleanup
  br label %87

77:                                               ; preds = %50, %2, %69
  %78 = phi ptr [ %10, %69 ], [ null, %2 ], [ %52, %50 ]
  %79 = phi ptr [ %9, %69 ], [ null, %2 ], [ %53, %50 ]
  %80 = phi i32 [ %74, %69 ], [ 6, %2 ], [ 6, %50 ]
  %81 = icmp eq ptr %79, null
  br i1 %81, label %86, label %82

82:                                               ; preds = %77
  %83 = ptrtoint ptr %78 to i64
  %84 = ptrtoint ptr %79 to i64
  %85 = sub i64 %83, %84
  tail call void @_ZdlPvm(ptr noundef nonnull %79, i64 noundef %85) #15
  br label %86

86:                                               ; preds = %77, %82
  ret i32 %80

87:                                               ; preds = %75, %61
  %88 = phi { ptr, i32 } [ %76, %75 ], [ %62, %61 ]
  %89 = icmp eq ptr %9, null
  br i1 %89, label %94, label %90

90:                                               ; preds = %87
  %91 = ptrtoint ptr %10 to i64
  %92 = ptrtoint ptr %9 to i64
  %93 = sub i64 %91, %92
  tail call void @_ZdlPvm(ptr noundef nonnull %9, i64 noundef %93) #15
  br label %94

94:                                               ; preds = %87, %90
  resume { ptr, i32 } %88
}

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #5

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) local_unnamed_addr #6

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #7

; Function Attrs: noreturn
declare void @_ZSt20__throw_length_errorPKc(ptr noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr writeonly captures(none), ptr readonly captures(none), i64, i1 immarg) #9

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #10

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #10

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #11

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #10

attributes #0 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { cold noreturn }
attributes #4 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nosync nounwind memory(none) }
attributes #6 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #10 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #12 = { nounwind }
attributes #13 = { noreturn }
attributes #14 = { builtin allocsize(0) }
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
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.unroll.disable"}
