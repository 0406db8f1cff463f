; EXPECT: not-refines
; A wrong variant beside freeze-wide-returned-other-path-undef: the source's
; path is chosen by its argument, so where %c is false every source run
; returns the defined frozen value, and the target's undef there is more
; undefined (semantics/undef.md, [refine-frozen-return]; alive-tv: "Target's
; return value is more undefined", with %c = 0).

define i32 @src(i1 %c, i32 %x) {
  br i1 %c, label %a, label %b
a:
  ret i32 %x
b:
  %f = freeze i32 undef
  ret i32 %f
}

define i32 @tgt(i1 %c, i32 %x) {
  %r = select i1 %c, i32 %x, i32 undef
  ret i32 %r
}
