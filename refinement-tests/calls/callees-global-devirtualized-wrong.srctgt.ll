; EXPECT: not-refines
; A call through a pointer loaded from an external global, with
; `!callees !{@test, @test2}`, made a direct call of @test (Alive2's
; calls/callees-metadata-fail). The global may hold @test2's address (an
; unknown global of pointer type may hold any function's: decision 0053),
; and then the source calls @test2, a different event.

declare i8 @test()
declare i8 @test2()
@fptr = external global ptr

define i8 @src() {
  %p = load ptr, ptr @fptr, align 8
  %ret = call i8 %p(), !callees !0
  ret i8 %ret
}

define i8 @tgt() {
  %ret = call i8 @test()
  ret i8 %ret
}

!0 = !{ptr @test, ptr @test2}
