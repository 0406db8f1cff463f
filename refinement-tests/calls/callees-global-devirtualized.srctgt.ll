; EXPECT: refines
; The correct variant of callees-global-devirtualized-wrong: the list names
; @test alone, so the loaded pointer is @test or the call is UB (LangRef
; "'callees' Metadata"), and the direct call of @test refines it.

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

!0 = !{ptr @test}
