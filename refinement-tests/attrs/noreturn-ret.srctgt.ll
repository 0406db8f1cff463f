; EXPECT: refines
; A noreturn function that returns has UB (LangRef noreturn: "This produces
; undefined behavior at runtime if the function ever does dynamically
; return").

define void @src(i1 %c) noreturn {
  ret void
}

define void @tgt(i1 %c) noreturn {
  unreachable
}
