; EXPECT: refines
; InstSimplify/undef.ll test22: `ashr exact undef, %a` to undef. With %a = 0
; the flag never fires and the result is the whole undef; with %a > 0 the
; source may pick a member that makes `exact` fire (poison).
; alive-tv: correct.

define i32 @src(i32 %a) {
  %b = ashr exact i32 undef, %a
  ret i32 %b
}

define i32 @tgt(i32 %a) {
  ret i32 undef
}
