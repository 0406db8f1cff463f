; EXPECT: refines
; A store between two `memory(read)` calls to a local that never escaped:
; the callee cannot read it, so both calls read the same memory and may be
; merged.
; alive-tv says this does not verify; LangRef's Pointer Aliasing Rules say
; the callee has no pointer to the local (decision 0013).

declare i8 @func(i8) memory(read) willreturn nounwind

define i8 @src(i8 %n) {
  %a = alloca i32
  %V1 = call i8 @func(i8 %n)
  store i32 1, ptr %a
  %V2 = call i8 @func(i8 %n)
  %diff = sub i8 %V1, %V2
  ret i8 %diff
}

define i8 @tgt(i8 %n) {
  %V1 = call i8 @func(i8 %n)
  ret i8 0
}
