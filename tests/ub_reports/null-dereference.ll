; A store through a null pointer argument.
; ARGS: --entry f --arg null
define void @f(ptr %p) {
entry:
  store i32 1, ptr %p, align 4
  ret void
}
