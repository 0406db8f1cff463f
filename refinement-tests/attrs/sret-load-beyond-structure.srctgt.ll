; EXPECT: not-refines
; The same speculation, but the target's hoisted load reads 8 bytes of an
; `sret(i32)` structure: `sret` guarantees only the structure's own 4 bytes
; (LangRef "Parameter Attributes", `sret(<ty>)`), so for a caller's 4-byte
; buffer the target has UB where the source, with `%c` false, has none.

define void @src(ptr sret(i32) %p, i1 %c, ptr %out) {
entry:
  br i1 %c, label %then, label %end
then:
  %v = load i64, ptr %p
  store i64 %v, ptr %out
  br label %end
end:
  ret void
}

define void @tgt(ptr sret(i32) %p, i1 %c, ptr %out) {
entry:
  %v = load i64, ptr %p
  br i1 %c, label %then, label %end
then:
  store i64 %v, ptr %out
  br label %end
end:
  ret void
}
