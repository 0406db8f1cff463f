; ARGS: --model taming
; icmp in the taming model: comparing undef (= poison) gives poison, even
; where every value would give the same answer in the llvm model.
; RUN: @ult_zero(undef) => i1 poison
; RUN: @ult_zero(5) => i1 false

define i1 @ult_zero(i8 %a) {
  %r = icmp ult i8 %a, 0
  ret i1 %r
}
