; A field read through a null struct pointer: the field's address is not
; null, but no allocation's provenance allows it.
; ARGS: --entry f --arg null
%struct.node = type { i32, i32 }
define i32 @f(ptr %n) {
entry:
  %next = getelementptr %struct.node, ptr %n, i64 0, i32 1
  %v = load i32, ptr %next, align 4
  ret i32 %v
}
