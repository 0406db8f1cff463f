; indirectbr (LangRef "Terminator Instructions"): jumps to the block whose
; blockaddress is the operand; a block not in the destination list is UB,
; and so is a poison or undef address (branch-on-poison/-undef).
; invoke, callbr, resume and the exception-handling pads are not supported
; by llsem (a run that reaches one stops as `unsupported`).

; RUN: @jump(false) => i8 1
; RUN: @jump(true) => i8 2
; RUN: @not_listed() => ub invalid-operand
; RUN: @jump_poison() => ub branch-on-poison

define i8 @jump(i1 %second) {
entry:
  %a = select i1 %second, ptr blockaddress(@jump, %b2), ptr blockaddress(@jump, %b1)
  indirectbr ptr %a, [label %b1, label %b2]
b1:
  ret i8 1
b2:
  ret i8 2
}
define i8 @not_listed() {
entry:
  indirectbr ptr blockaddress(@not_listed, %b2), [label %b1]
b1:
  ret i8 1
b2:
  ret i8 2
}
define i8 @jump_poison() {
entry:
  indirectbr ptr poison, [label %b1]
b1:
  ret i8 1
}
