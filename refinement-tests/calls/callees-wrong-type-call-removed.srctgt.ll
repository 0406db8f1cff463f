; EXPECT: refines
; The only function the `!callees` list allows takes an i64, but the call
; passes an i32 and expects an i32 back: calling the function it lists
; through that type is UB (LangRef `call`: a significant signature
; mismatch is undefined behaviour), and calling any other function is UB
; ("'callees' Metadata"), so every execution of the call is UB and the
; target may do anything there.

declare i64 @wide(i64)

define i32 @src(ptr %fp, i32 %x) {
  %r = call i32 %fp(i32 %x), !callees !0
  ret i32 %r
}

define i32 @tgt(ptr %fp, i32 %x) {
  ret i32 0
}

!0 = !{ptr @wide}
