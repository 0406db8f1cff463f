; Mutant of simplifycfg/or-of-branches.tgt.ll (opt-22 -S -passes='simplifycfg' or-of-branches.src.ll),
; edited by hand: a select/and swap: `or i1 %a, %b` instead of `select i1 %a, i1 true, i1 %b`.
source_filename = "or-of-branches.src.ll"

define i32 @f(i32 %x, i32 %y) {
entry:
  %a = icmp eq i32 %x, 0
  %b = icmp eq i32 %y, 0
  %or.cond = or i1 %a, %b
  %s = add i32 %x, %y
  %common.ret.op = select i1 %or.cond, i32 0, i32 %s
  ret i32 %common.ret.op
}
