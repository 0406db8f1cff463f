; EXPECT: refines
; As store-sunk-past-reading-call (with @g for its @peek), but @g may only write through its
; argument (`memory(argmem: write)`): it cannot see the byte, and the
; local is dead after the return, so sinking the store is a refinement.

define i8 @src() {
  %a = alloca i8
  store i8 3, ptr %a
  %b = call i8 @g(ptr %a)
  ret i8 %b
}

define i8 @tgt() {
  %a = alloca i8
  %b = call i8 @g(ptr %a)
  store i8 3, ptr %a
  ret i8 %b
}

declare i8 @g(ptr) memory(argmem: write)
