; EXPECT: not-refines
; The incorrect variant of callees-wrong-type-call-removed: the listed
; function has the call's type, so the call is defined when the parameter
; holds it, and the target may not drop the call.

declare i32 @narrow(i32)

define i32 @src(ptr %fp, i32 %x) {
  %r = call i32 %fp(i32 %x), !callees !0
  ret i32 %r
}

define i32 @tgt(ptr %fp, i32 %x) {
  ret i32 0
}

!0 = !{ptr @narrow}
