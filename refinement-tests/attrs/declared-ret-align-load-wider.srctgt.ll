; EXPECT: not-refines
; As declared-ret-align-load, but the declaration promises only `align 2`:
; a result aligned to 2 and not 4 makes the target's `align 4` load UB.

define i8 @src() {
  %p = call ptr @g()
  %v = load i8, ptr %p
  ret i8 %v
}

define i8 @tgt() {
  %p = call ptr @g()
  %v = load i8, ptr %p, align 4
  ret i8 %v
}

declare align 2 ptr @g()
