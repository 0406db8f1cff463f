; EXPECT: refines
; As aggregate-padding-poison, but the target returns undef: the padding
; byte the source reads is undef, which undef refines.

@glb = global {i8, i32} zeroinitializer, align 4

define i8 @src() {
  %v = load {i8, i32}, ptr @glb
  store {i8, i32} %v, ptr @glb, align 4
  %p = getelementptr i8, ptr @glb, i64 1
  %pad = load i8, ptr %p
  ret i8 %pad
}

define i8 @tgt() {
  %v = load {i8, i32}, ptr @glb
  store {i8, i32} %v, ptr @glb, align 4
  ret i8 undef
}
