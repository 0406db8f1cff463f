; EXPECT: not-refines
; A load 8 bytes into a global declared with a type of size 0 (C's
; `extern int a[];`) replaced by poison: the object is defined elsewhere
; with a size the module does not know, so the load may be defined
; (LangRef "Opaque Structure Types": an external global's type need not
; give its size; Alive2's memory/0-sized-arrays).

@ext = external global [0 x i32]

define i32 @src() {
  %p = getelementptr inbounds i8, ptr @ext, i64 8
  %v = load i32, ptr %p
  ret i32 %v
}

define i32 @tgt() {
  ret i32 poison
}
