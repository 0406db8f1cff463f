; EXPECT: refines
; A guard on [refine-frozen-return]: one path of the source returns a wide
; frozen value at once, the other returns undef, and which path runs is
; itself a frozen choice. The target returns undef: the source's undef path
; allows it, so the defined frozen value on the other path proves nothing
; (alive-tv: correct).

define i32 @src() {
  %c = freeze i1 undef
  br i1 %c, label %a, label %b
a:
  ret i32 undef
b:
  %f = freeze i32 undef
  ret i32 %f
}

define i32 @tgt() {
  ret i32 undef
}
