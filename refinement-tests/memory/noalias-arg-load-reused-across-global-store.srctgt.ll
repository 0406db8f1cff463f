; EXPECT: refines
; A load through a `noalias` argument reused across a store to a global
; the function names: where %p pointed to @g, the store would modify
; what the function also reads through %p, a pointer based on it, which
; LangRef makes undefined ("Parameter Attributes", `noalias`); so no
; input points a `noalias` argument to a global (decision 0057).
; alive-tv 22: "Unsupported attribute: noalias".

@g = global i32 0

define i32 @src(ptr noalias %p) {
  %a = load i32, ptr %p
  store i32 1, ptr @g
  %b = load i32, ptr %p
  %s = add i32 %a, %b
  ret i32 %s
}

define i32 @tgt(ptr noalias %p) {
  %a = load i32, ptr %p
  store i32 1, ptr @g
  %s = shl i32 %a, 1
  ret i32 %s
}
