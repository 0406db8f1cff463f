; ModuleID = 'bitfields.c'
source_filename = "bitfields.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @set_s1_a(ptr noundef captures(none) %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = trunc i32 %1 to i8
  %4 = load i8, ptr %0, align 4
  %5 = and i8 %3, 7
  %6 = and i8 %4, -8
  %7 = or disjoint i8 %6, %5
  store i8 %7, ptr %0, align 4
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @set_s1_b(ptr noundef captures(none) %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = trunc i32 %1 to i8
  %4 = load i8, ptr %0, align 4
  %5 = shl i8 %3, 3
  %6 = and i8 %5, 120
  %7 = and i8 %4, -121
  %8 = or disjoint i8 %7, %6
  store i8 %8, ptr %0, align 4
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local range(i32 0, 8) i32 @get_s1_a(ptr noundef readonly captures(none) %0) local_unnamed_addr #1 {
  %2 = load i8, ptr %0, align 4
  %3 = and i8 %2, 7
  %4 = zext nneg i8 %3 to i32
  ret i32 %4
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local range(i32 0, 16) i32 @get_s1_b(ptr noundef readonly captures(none) %0) local_unnamed_addr #1 {
  %2 = load i8, ptr %0, align 4
  %3 = lshr i8 %2, 3
  %4 = and i8 %3, 15
  %5 = zext nneg i8 %4 to i32
  ret i32 %5
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @set_s2_c(ptr noundef captures(none) %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = trunc i32 %1 to i8
  %4 = load i8, ptr %0, align 4
  %5 = and i8 %3, 3
  %6 = and i8 %4, -4
  %7 = or disjoint i8 %6, %5
  store i8 %7, ptr %0, align 4
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @set_s2_i(ptr noundef captures(none) %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = trunc i32 %1 to i8
  %4 = load i8, ptr %0, align 4
  %5 = shl i8 %3, 2
  %6 = and i8 %5, 12
  %7 = and i8 %4, -13
  %8 = or disjoint i8 %7, %6
  store i8 %8, ptr %0, align 4
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local range(i32 -2, 2) i32 @get_s2_c(ptr noundef readonly captures(none) %0) local_unnamed_addr #1 {
  %2 = load i8, ptr %0, align 4
  %3 = shl i8 %2, 6
  %4 = ashr exact i8 %3, 6
  %5 = sext i8 %4 to i32
  ret i32 %5
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local range(i32 -2, 2) i32 @get_s2_i(ptr noundef readonly captures(none) %0) local_unnamed_addr #1 {
  %2 = load i8, ptr %0, align 4
  %3 = shl i8 %2, 4
  %4 = ashr i8 %3, 6
  %5 = sext i8 %4 to i32
  ret i32 %5
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @set_s3_i(ptr noundef captures(none) %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = load i32, ptr %0, align 4
  %4 = and i32 %1, 32767
  %5 = and i32 %3, -32768
  %6 = or disjoint i32 %5, %4
  store i32 %6, ptr %0, align 4
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @set_s3_j(ptr noundef captures(none) %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = load i32, ptr %0, align 4
  %4 = shl i32 %1, 15
  %5 = and i32 %4, 1073709056
  %6 = and i32 %3, -1073709057
  %7 = or disjoint i32 %6, %5
  store i32 %7, ptr %0, align 4
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local range(i32 -16384, 16384) i32 @get_s3_i(ptr noundef readonly captures(none) %0) local_unnamed_addr #1 {
  %2 = load i32, ptr %0, align 4
  %3 = shl i32 %2, 17
  %4 = ashr exact i32 %3, 17
  ret i32 %4
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local range(i32 -16384, 16384) i32 @get_s3_j(ptr noundef readonly captures(none) %0) local_unnamed_addr #1 {
  %2 = load i32, ptr %0, align 4
  %3 = shl i32 %2, 2
  %4 = ashr i32 %3, 17
  ret i32 %4
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @set_s4_i(ptr noundef captures(none) %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = trunc i32 %1 to i16
  %4 = load i16, ptr %0, align 4
  %5 = and i16 %3, 7
  %6 = and i16 %4, -8
  %7 = or disjoint i16 %6, %5
  store i16 %7, ptr %0, align 4
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @set_s4_c(ptr noundef captures(none) %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = trunc i32 %1 to i16
  %4 = load i16, ptr %0, align 4
  %5 = shl i16 %3, 8
  %6 = and i16 %5, 16128
  %7 = and i16 %4, -16129
  %8 = or disjoint i16 %7, %6
  store i16 %8, ptr %0, align 4
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local range(i32 -4, 4) i32 @get_s4_i(ptr noundef readonly captures(none) %0) local_unnamed_addr #1 {
  %2 = load i16, ptr %0, align 4
  %3 = shl i16 %2, 13
  %4 = ashr exact i16 %3, 13
  %5 = sext i16 %4 to i32
  ret i32 %5
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local range(i32 -32, 32) i32 @get_s4_c(ptr noundef readonly captures(none) %0) local_unnamed_addr #1 {
  %2 = load i16, ptr %0, align 4
  %3 = shl i16 %2, 2
  %4 = ashr i16 %3, 10
  %5 = zext i16 %4 to i32
  %6 = shl i32 %5, 24
  %7 = ashr exact i32 %6, 24
  ret i32 %7
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @set_s4p_i(ptr noundef captures(none) %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = trunc i32 %1 to i16
  %4 = load i16, ptr %0, align 1
  %5 = and i16 %3, 7
  %6 = and i16 %4, -8
  %7 = or disjoint i16 %6, %5
  store i16 %7, ptr %0, align 1
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @set_s4p_c(ptr noundef captures(none) %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = trunc i32 %1 to i16
  %4 = load i16, ptr %0, align 1
  %5 = shl i16 %3, 3
  %6 = and i16 %5, 504
  %7 = and i16 %4, -505
  %8 = or disjoint i16 %7, %6
  store i16 %8, ptr %0, align 1
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local range(i32 -4, 4) i32 @get_s4p_i(ptr noundef readonly captures(none) %0) local_unnamed_addr #1 {
  %2 = load i16, ptr %0, align 1
  %3 = shl i16 %2, 13
  %4 = ashr exact i16 %3, 13
  %5 = sext i16 %4 to i32
  ret i32 %5
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local range(i32 -32, 32) i32 @get_s4p_c(ptr noundef readonly captures(none) %0) local_unnamed_addr #1 {
  %2 = load i16, ptr %0, align 1
  %3 = shl i16 %2, 7
  %4 = ashr i16 %3, 10
  %5 = zext i16 %4 to i32
  %6 = shl i32 %5, 24
  %7 = ashr exact i32 %6, 24
  ret i32 %7
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i32 @fresh_s1() local_unnamed_addr #2 {
  ret i32 80
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i32 @overwrite_s1() local_unnamed_addr #2 {
  ret i32 7
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
