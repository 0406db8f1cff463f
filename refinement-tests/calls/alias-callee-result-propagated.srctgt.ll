; EXPECT: refines
; As weak-alias-callee-result-propagated, but the alias has external
; linkage: it cannot be replaced, so a call of it runs @f, which returns 7
; (LangRef "Linkage Types", "Aliases"). (alive-tv cannot translate the
; call.)

@a = alias i32 (i32), ptr @f

define internal i32 @f(i32 %x) {
  ret i32 7
}

define i32 @src(i32 %x) {
  %r = call i32 @a(i32 %x)
  ret i32 %r
}

define i32 @tgt(i32 %x) {
  %r = call i32 @a(i32 %x)
  ret i32 7
}
