; Mutant of simplifycfg/and-of-branches.tgt.ll (opt-22 -S -passes='simplifycfg' and-of-branches.src.ll),
; edited by hand: a select/and swap: `and i1 %a, %b` instead of `select i1 %a, i1 %b, i1 false`.
source_filename = "and-of-branches.src.ll"

define i8 @f(i8 %x, i8 %y) {
entry:
  %a = icmp ult i8 %x, 10
  %b = icmp ult i8 %y, 10
  %or.cond = and i1 %a, %b
  %common.ret.op = select i1 %or.cond, i8 1, i8 0
  ret i8 %common.ret.op
}
