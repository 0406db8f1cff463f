; EXPECT: refines
; `atomicrmw uinc_wrap` as LangRef "'atomicrmw' Instruction" writes it:
; "*ptr = (*ptr u>= val) ? 0 : (*ptr + 1)", the old value returned.
; (Defined operands: on undef contents llsem says unsupported.)

define { i8, i8 } @src(i8 noundef %init, i8 noundef %v) {
  %p = alloca i8
  store i8 %init, ptr %p
  %old = atomicrmw uinc_wrap ptr %p, i8 %v seq_cst, align 1
  %now = load i8, ptr %p
  %a = insertvalue { i8, i8 } poison, i8 %old, 0
  %b = insertvalue { i8, i8 } %a, i8 %now, 1
  ret { i8, i8 } %b
}

define { i8, i8 } @tgt(i8 noundef %init, i8 noundef %v) {
  %inc = add i8 %init, 1
  %wrap = icmp uge i8 %init, %v
  %new = select i1 %wrap, i8 0, i8 %inc
  %a = insertvalue { i8, i8 } poison, i8 %init, 0
  %b = insertvalue { i8, i8 } %a, i8 %new, 1
  ret { i8, i8 } %b
}
