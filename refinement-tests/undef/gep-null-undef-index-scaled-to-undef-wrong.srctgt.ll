; EXPECT: not-refines
; The wrong variant of gep-null-undef-index-bytes-to-undef: an `i32`
; stride makes the address `4 * undef`, every multiple of 4 and nothing
; else, so the low two bits are defined zeros and `undef` is less defined
; (rule [gep-undef-index]; the cause of Alive2's bugs/pr45445). alive-tv
; 22: "Value mismatch".

define i64 @src() {
  %g = getelementptr i32, ptr null, i64 undef
  %a = ptrtoint ptr %g to i64
  ret i64 %a
}

define i64 @tgt() {
  ret i64 undef
}
