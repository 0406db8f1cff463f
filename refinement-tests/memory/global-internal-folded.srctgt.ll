; EXPECT: refines
; An `internal` global is written only by its own module; llsem keeps its
; initializer at entry, the whole-module fact GlobalOpt uses to fold
; loads of internal globals that are never stored. Alive2 is stricter and
; gives it arbitrary contents too (alive-tv 22: "Value mismatch"); see
; paper-notes/refinement-rules.md.

@g = internal global i32 5

define i32 @src() {
  %x = load i32, ptr @g
  ret i32 %x
}

define i32 @tgt() {
  ret i32 5
}
