; EXPECT: refines
; Lane 0 of llvm.get.active.lane.mask(b, n) is icmp ult b, n
; (semantics/vector.md [lane-mask]).
define i1 @src(i32 %b, i32 %n) {
  %m = call <4 x i1> @llvm.get.active.lane.mask.v4i1.i32(i32 %b, i32 %n)
  %l = extractelement <4 x i1> %m, i64 0
  ret i1 %l
}

define i1 @tgt(i32 %b, i32 %n) {
  %l = icmp ult i32 %b, %n
  ret i1 %l
}

declare <4 x i1> @llvm.get.active.lane.mask.v4i1.i32(i32, i32)
