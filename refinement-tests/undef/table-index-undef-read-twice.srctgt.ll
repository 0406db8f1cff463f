; EXPECT: refines
; The source loads twice through one `getelementptr` over an index
; computed from %x; the target computes the index twice. For a defined %x
; both return 0. For an undef %x the source's index has undef bits, so
; its pointer has several possible addresses, is not a well-defined
; value, and the first `load` through it is UB (LangRef "'load'
; Instruction"; semantics/memory.md, [gep-undef-address]): every target
; behaviour refines that. (Before session 20 llsem read one member twice
; and left the target's nonzero differences unproven: inconclusive.)
; alive-tv: correct.

@table = internal constant [4 x i8] c"\01\02\04\08"

define i8 @src(i8 %x) {
  %i = and i8 %x, 3
  %p = getelementptr inbounds [4 x i8], ptr @table, i8 0, i8 %i
  %a = load i8, ptr %p, align 1
  %b = load i8, ptr %p, align 1
  %d = sub i8 %a, %b
  ret i8 %d
}

define i8 @tgt(i8 %x) {
  %i = and i8 %x, 3
  %p = getelementptr inbounds [4 x i8], ptr @table, i8 0, i8 %i
  %a = load i8, ptr %p, align 1
  %j = and i8 %x, 3
  %q = getelementptr inbounds [4 x i8], ptr @table, i8 0, i8 %j
  %b = load i8, ptr %q, align 1
  %d = sub i8 %a, %b
  ret i8 %d
}
