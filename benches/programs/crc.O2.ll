; ModuleID = 'crc.c'
source_filename = "crc.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@table = internal unnamed_addr global [256 x i32] zeroinitializer, align 16
@.str = private unnamed_addr constant [20 x i8] c"crc32 %08x %08x %s\0A\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"equal\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"DIFFERENT\00", align 1
@.crctable = private unnamed_addr constant [256 x i32] [i32 0, i32 1996959894, i32 -301047508, i32 -1727442502, i32 124634137, i32 1886057615, i32 -379345611, i32 -1637575261, i32 249268274, i32 2044508324, i32 -522852066, i32 -1747789432, i32 162941995, i32 2125561021, i32 -407360249, i32 -1866523247, i32 498536548, i32 1789927666, i32 -205950648, i32 -2067906082, i32 450548861, i32 1843258603, i32 -187386543, i32 -2083289657, i32 325883990, i32 1684777152, i32 -43845254, i32 -1973040660, i32 335633487, i32 1661365465, i32 -99664541, i32 -1928851979, i32 997073096, i32 1281953886, i32 -715111964, i32 -1570279054, i32 1006888145, i32 1258607687, i32 -770865667, i32 -1526024853, i32 901097722, i32 1119000684, i32 -608450090, i32 -1396901568, i32 853044451, i32 1172266101, i32 -589951537, i32 -1412350631, i32 651767980, i32 1373503546, i32 -925412992, i32 -1076862698, i32 565507253, i32 1454621731, i32 -809855591, i32 -1195530993, i32 671266974, i32 1594198024, i32 -972236366, i32 -1324619484, i32 795835527, i32 1483230225, i32 -1050600021, i32 -1234817731, i32 1994146192, i32 31158534, i32 -1731059524, i32 -271249366, i32 1907459465, i32 112637215, i32 -1614814043, i32 -390540237, i32 2013776290, i32 251722036, i32 -1777751922, i32 -519137256, i32 2137656763, i32 141376813, i32 -1855689577, i32 -429695999, i32 1802195444, i32 476864866, i32 -2056965928, i32 -228458418, i32 1812370925, i32 453092731, i32 -2113342271, i32 -183516073, i32 1706088902, i32 314042704, i32 -1950435094, i32 -54949764, i32 1658658271, i32 366619977, i32 -1932296973, i32 -69972891, i32 1303535960, i32 984961486, i32 -1547960204, i32 -725929758, i32 1256170817, i32 1037604311, i32 -1529756563, i32 -740887301, i32 1131014506, i32 879679996, i32 -1385723834, i32 -631195440, i32 1141124467, i32 855842277, i32 -1442165665, i32 -586318647, i32 1342533948, i32 654459306, i32 -1106571248, i32 -921952122, i32 1466479909, i32 544179635, i32 -1184443383, i32 -832445281, i32 1591671054, i32 702138776, i32 -1328506846, i32 -942167884, i32 1504918807, i32 783551873, i32 -1212326853, i32 -1061524307, i32 -306674912, i32 -1698712650, i32 62317068, i32 1957810842, i32 -355121351, i32 -1647151185, i32 81470997, i32 1943803523, i32 -480048366, i32 -1805370492, i32 225274430, i32 2053790376, i32 -468791541, i32 -1828061283, i32 167816743, i32 2097651377, i32 -267414716, i32 -2029476910, i32 503444072, i32 1762050814, i32 -144550051, i32 -2140837941, i32 426522225, i32 1852507879, i32 -19653770, i32 -1982649376, i32 282753626, i32 1742555852, i32 -105259153, i32 -1900089351, i32 397917763, i32 1622183637, i32 -690576408, i32 -1580100738, i32 953729732, i32 1340076626, i32 -776247311, i32 -1497606297, i32 1068828381, i32 1219638859, i32 -670225446, i32 -1358292148, i32 906185462, i32 1090812512, i32 -547295293, i32 -1469587627, i32 829329135, i32 1181335161, i32 -882789492, i32 -1134132454, i32 628085408, i32 1382605366, i32 -871598187, i32 -1156888829, i32 570562233, i32 1426400815, i32 -977650754, i32 -1296233688, i32 733239954, i32 1555261956, i32 -1026031705, i32 -1244606671, i32 752459403, i32 1541320221, i32 -1687895376, i32 -328994266, i32 1969922972, i32 40735498, i32 -1677130071, i32 -351390145, i32 1913087877, i32 83908371, i32 -1782625662, i32 -491226604, i32 2075208622, i32 213261112, i32 -1831694693, i32 -438977011, i32 2094854071, i32 198958881, i32 -2032938284, i32 -237706686, i32 1759359992, i32 534414190, i32 -2118248755, i32 -155638181, i32 1873836001, i32 414664567, i32 -2012718362, i32 -15766928, i32 1711684554, i32 285281116, i32 -1889165569, i32 -127750551, i32 1634467795, i32 376229701, i32 -1609899400, i32 -686959890, i32 1308918612, i32 956543938, i32 -1486412191, i32 -799009033, i32 1231636301, i32 1047427035, i32 -1362007478, i32 -640263460, i32 1088359270, i32 936918000, i32 -1447252397, i32 -558129467, i32 1202900863, i32 817233897, i32 -1111625188, i32 -893730166, i32 1404277552, i32 615818150, i32 -1160759803, i32 -841546093, i32 1423857449, i32 601450431, i32 -1285129682, i32 -1000256840, i32 1567103746, i32 711928724, i32 -1274298825, i32 -1022587231, i32 1510334235, i32 755167117]

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr noundef readonly captures(none) %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %0, 1
  br i1 %3, label %6, label %4

4:                                                ; preds = %2
  %5 = tail call noalias dereferenceable_or_null(16384) ptr @malloc(i64 noundef 16384) #6
  br label %12

6:                                                ; preds = %2
  %7 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %8 = load ptr, ptr %7, align 8, !tbaa !9
  %9 = tail call i64 @strtol(ptr noundef nonnull captures(none) %8, ptr noundef null, i32 noundef 10) #7
  %10 = tail call noalias ptr @malloc(i64 noundef %9) #6
  %11 = icmp eq i64 %9, 0
  br i1 %11, label %30, label %12

12:                                               ; preds = %4, %6
  %13 = phi ptr [ %5, %4 ], [ %10, %6 ]
  %14 = phi i64 [ 16384, %4 ], [ %9, %6 ]
  %15 = and i64 %14, 1
  %16 = icmp eq i64 %14, 1
  br i1 %16, label %21, label %17

17:                                               ; preds = %12
  %18 = and i64 %14, -2
  br label %34

19:                                               ; preds = %34
  %20 = icmp eq i64 %15, 0
  br i1 %20, label %30, label %21

21:                                               ; preds = %19, %12
  %22 = phi i64 [ 0, %12 ], [ %50, %19 ]
  %23 = icmp ne i64 %15, 0
  tail call void @llvm.assume(i1 %23)
  %24 = mul i64 %22, 131
  %25 = lshr i64 %22, 7
  %26 = add i64 %24, %25
  %27 = trunc i64 %26 to i8
  %28 = xor i8 %27, 90
  %29 = getelementptr inbounds nuw i8, ptr %13, i64 %22
  store i8 %28, ptr %29, align 1, !tbaa !12
  br label %30

30:                                               ; preds = %21, %19, %6
  %31 = phi i1 [ true, %6 ], [ false, %19 ], [ false, %21 ]
  %32 = phi ptr [ %10, %6 ], [ %13, %19 ], [ %13, %21 ]
  %33 = phi i64 [ 0, %6 ], [ %14, %19 ], [ %14, %21 ]
  br label %53

34:                                               ; preds = %34, %17
  %35 = phi i64 [ 0, %17 ], [ %50, %34 ]
  %36 = phi i64 [ 0, %17 ], [ %51, %34 ]
  %37 = mul i64 %35, 131
  %38 = lshr i64 %35, 7
  %39 = add i64 %37, %38
  %40 = trunc i64 %39 to i8
  %41 = xor i8 %40, 90
  %42 = getelementptr inbounds nuw i8, ptr %13, i64 %35
  store i8 %41, ptr %42, align 1, !tbaa !12
  %43 = or disjoint i64 %35, 1
  %44 = mul i64 %43, 131
  %45 = lshr i64 %35, 7
  %46 = add i64 %44, %45
  %47 = trunc i64 %46 to i8
  %48 = xor i8 %47, 90
  %49 = getelementptr inbounds nuw i8, ptr %13, i64 %43
  store i8 %48, ptr %49, align 1, !tbaa !12
  %50 = add nuw i64 %35, 2
  %51 = add i64 %36, 2
  %52 = icmp eq i64 %51, %18
  br i1 %52, label %19, label %34, !llvm.loop !13

53:                                               ; preds = %53, %30
  %54 = phi i64 [ 0, %30 ], [ %68, %53 ]
  %55 = trunc nuw nsw i64 %54 to i32
  %56 = lshr i32 %55, 8
  %57 = getelementptr inbounds nuw i32, ptr @.crctable, i64 %54
  %58 = load i32, ptr %57, align 8
  %59 = xor i32 %56, %58
  %60 = getelementptr inbounds nuw i32, ptr @table, i64 %54
  store i32 %59, ptr %60, align 8, !tbaa !5
  %61 = or disjoint i64 %54, 1
  %62 = trunc i64 %54 to i32
  %63 = lshr i32 %62, 8
  %64 = getelementptr inbounds nuw i32, ptr @.crctable, i64 %61
  %65 = load i32, ptr %64, align 4
  %66 = xor i32 %63, %65
  %67 = getelementptr inbounds nuw i32, ptr @table, i64 %61
  store i32 %66, ptr %67, align 4, !tbaa !5
  %68 = add nuw nsw i64 %54, 2
  %69 = icmp eq i64 %68, 256
  br i1 %69, label %70, label %53, !llvm.loop !15

70:                                               ; preds = %53
  br i1 %31, label %165, label %71

71:                                               ; preds = %70, %71
  %72 = phi i64 [ %113, %71 ], [ 0, %70 ]
  %73 = phi i32 [ %112, %71 ], [ -1, %70 ]
  %74 = getelementptr inbounds nuw i8, ptr %32, i64 %72
  %75 = load i8, ptr %74, align 1, !tbaa !12
  %76 = zext i8 %75 to i32
  %77 = xor i32 %73, %76
  %78 = lshr i32 %77, 1
  %79 = and i32 %77, 1
  %80 = icmp eq i32 %79, 0
  %81 = select i1 %80, i32 0, i32 -306674912
  %82 = xor i32 %81, %78
  %83 = lshr i32 %82, 1
  %84 = and i32 %77, 2
  %85 = icmp eq i32 %84, 0
  %86 = select i1 %85, i32 0, i32 -306674912
  %87 = xor i32 %83, %86
  %88 = lshr i32 %87, 6
  %89 = and i32 %77, 4
  %90 = icmp eq i32 %89, 0
  %91 = select i1 %90, i32 0, i32 124634137
  %92 = and i32 %77, 8
  %93 = icmp eq i32 %92, 0
  %94 = select i1 %93, i32 0, i32 249268274
  %95 = and i32 %77, 16
  %96 = icmp eq i32 %95, 0
  %97 = select i1 %96, i32 0, i32 498536548
  %98 = and i32 %77, 32
  %99 = icmp eq i32 %98, 0
  %100 = select i1 %99, i32 0, i32 997073096
  %101 = and i32 %82, 32
  %102 = icmp eq i32 %101, 0
  %103 = select i1 %102, i32 0, i32 1994146192
  %104 = and i32 %87, 32
  %105 = icmp eq i32 %104, 0
  %106 = select i1 %105, i32 0, i32 -306674912
  %107 = xor i32 %94, %91
  %108 = xor i32 %107, %97
  %109 = xor i32 %108, %100
  %110 = xor i32 %109, %88
  %111 = xor i32 %110, %103
  %112 = xor i32 %111, %106
  %113 = add nuw i64 %72, 1
  %114 = icmp eq i64 %113, %33
  br i1 %114, label %115, label %71, !llvm.loop !16

115:                                              ; preds = %71
  %116 = and i64 %33, 1
  %117 = icmp eq i64 %33, 1
  br i1 %117, label %122, label %118

118:                                              ; preds = %115
  %119 = and i64 %33, -2
  br label %139

120:                                              ; preds = %139
  %121 = icmp eq i64 %116, 0
  br i1 %121, label %135, label %122

122:                                              ; preds = %120, %115
  %123 = phi i64 [ 0, %115 ], [ %162, %120 ]
  %124 = phi i32 [ -1, %115 ], [ %161, %120 ]
  %125 = icmp ne i64 %116, 0
  tail call void @llvm.assume(i1 %125)
  %126 = getelementptr inbounds nuw i8, ptr %32, i64 %123
  %127 = load i8, ptr %126, align 1, !tbaa !12
  %128 = trunc i32 %124 to i8
  %129 = xor i8 %127, %128
  %130 = zext i8 %129 to i64
  %131 = getelementptr inbounds nuw i32, ptr @table, i64 %130
  %132 = load i32, ptr %131, align 4, !tbaa !5
  %133 = lshr i32 %124, 8
  %134 = xor i32 %132, %133
  br label %135

135:                                              ; preds = %120, %122
  %136 = phi i32 [ %161, %120 ], [ %134, %122 ]
  %137 = xor i32 %112, -1
  %138 = xor i32 %136, -1
  br label %165

139:                                              ; preds = %139, %118
  %140 = phi i64 [ 0, %118 ], [ %162, %139 ]
  %141 = phi i32 [ -1, %118 ], [ %161, %139 ]
  %142 = phi i64 [ 0, %118 ], [ %163, %139 ]
  %143 = getelementptr inbounds nuw i8, ptr %32, i64 %140
  %144 = load i8, ptr %143, align 1, !tbaa !12
  %145 = trunc i32 %141 to i8
  %146 = xor i8 %144, %145
  %147 = zext i8 %146 to i64
  %148 = getelementptr inbounds nuw i32, ptr @table, i64 %147
  %149 = load i32, ptr %148, align 4, !tbaa !5
  %150 = lshr i32 %141, 8
  %151 = xor i32 %149, %150
  %152 = getelementptr inbounds nuw i8, ptr %32, i64 %140
  %153 = getelementptr inbounds nuw i8, ptr %152, i64 1
  %154 = load i8, ptr %153, align 1, !tbaa !12
  %155 = trunc i32 %151 to i8
  %156 = xor i8 %154, %155
  %157 = zext i8 %156 to i64
  %158 = getelementptr inbounds nuw i32, ptr @table, i64 %157
  %159 = load i32, ptr %158, align 4, !tbaa !5
  %160 = lshr i32 %151, 8
  %161 = xor i32 %159, %160
  %162 = add nuw i64 %140, 2
  %163 = add i64 %142, 2
  %164 = icmp eq i64 %163, %119
  br i1 %164, label %120, label %139, !llvm.loop !17

165:                                              ; preds = %70, %135
  %166 = phi i32 [ %137, %135 ], [ 0, %70 ]
  %167 = phi i32 [ %138, %135 ], [ 0, %70 ]
  %168 = icmp eq i32 %166, %167
  %169 = select i1 %168, ptr @.str.1, ptr @.str.2
  %170 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %166, i32 noundef %167, ptr noundef nonnull %169)
  tail call void @free(ptr noundef %32) #7
  ret i32 0
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
!15 = distinct !{!15, !14}
!16 = distinct !{!16, !14}
!17 = distinct !{!17, !14}
