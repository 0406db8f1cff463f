; EXPECT: refines
; A captures(none) argument passed to a parameter that may capture it is
; passed as poison (LangRef "Pointer Capture" forbids the capture but is
; silent on what it does; Alive2's reading, encodePtrAttrs in ir/attrs.cpp:
; the argument is poison). So the source's call is the target's.

declare i32 @keep(ptr, i32)

define i32 @src(ptr captures(none) %p) {
  %r = call i32 @keep(ptr %p, i32 7)
  ret i32 %r
}

define i32 @tgt(ptr captures(none) %p) {
  %r = call i32 @keep(ptr poison, i32 7)
  ret i32 %r
}
