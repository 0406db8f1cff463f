; EXPECT: not-refines
; Sinking a store to a local below a call given the local: the callee may
; read it, and in the target it reads uninitialized memory. Alive2's
; alive-tv says correct (its test of this notes "needs refinement of local
; blocks working"); decision 0013.

declare i32 @peek(ptr)

define i32 @src() {
  %a = alloca i32
  store i32 5, ptr %a
  %r = call i32 @peek(ptr %a)
  ret i32 %r
}

define i32 @tgt() {
  %a = alloca i32
  %r = call i32 @peek(ptr %a)
  store i32 5, ptr %a
  ret i32 %r
}
