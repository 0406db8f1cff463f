; EXPECT: refines
; InstCombine's sdiv-guard.ll @a as opt-22 rewrites it. For %flag = undef
; the source's `select` is either arm, a use of undef whose result keeps
; how it was computed, so `icmp ne %s, 0` of it is `i1 undef` where
; %X != 0 and the guard on it is UB, as the target's guard on
; `select undef, %cmp1, false` is (semantics/undef.md, [undef-derived];
; alive-tv: correct).

declare void @llvm.experimental.guard(i1, ...)

define i32 @src(i1 %flag, i32 %X) {
  %s = select i1 %flag, i32 %X, i32 0
  %cmp = icmp ne i32 %s, 0
  call void (i1, ...) @llvm.experimental.guard(i1 %cmp) [ "deopt"() ]
  %r = sdiv i32 100, %s
  ret i32 %r
}

define i32 @tgt(i1 %flag, i32 %X) {
  %cmp1 = icmp ne i32 %X, 0
  %cmp = select i1 %flag, i1 %cmp1, i1 false
  call void (i1, ...) @llvm.experimental.guard(i1 %cmp) [ "deopt"() ]
  %r = sdiv i32 100, %X
  ret i32 %r
}
