; EXPECT: refines
; A store of an aggregate fills its padding with undef (LangRef `store`:
; "If <value> is of aggregate type, padding is filled with undef"), so
; reading a padding byte back may give any value, 0 included.

@glb = global {i8, i32} zeroinitializer, align 4

define i8 @src() {
  store {i8, i32} { i8 1, i32 2 }, ptr @glb, align 4
  %p = getelementptr i8, ptr @glb, i64 1
  %v = load i8, ptr %p
  ret i8 %v
}

define i8 @tgt() {
  store {i8, i32} { i8 1, i32 2 }, ptr @glb, align 4
  ret i8 0
}
