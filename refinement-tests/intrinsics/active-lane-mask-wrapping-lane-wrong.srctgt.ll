; EXPECT: not-refines
; Lane 1 of llvm.get.active.lane.mask(b, n) compares b + 1 in integer
; numbers; computing it with a wrapping add is wrong at b = -1, where the
; sum is 2^32 (never below n) but the add gives 0 (semantics/vector.md
; [lane-mask]).
define i1 @src(i32 %b, i32 %n) {
  %m = call <4 x i1> @llvm.get.active.lane.mask.v4i1.i32(i32 %b, i32 %n)
  %l = extractelement <4 x i1> %m, i64 1
  ret i1 %l
}

define i1 @tgt(i32 %b, i32 %n) {
  %s = add i32 %b, 1
  %l = icmp ult i32 %s, %n
  ret i1 %l
}

declare <4 x i1> @llvm.get.active.lane.mask.v4i1.i32(i32, i32)
