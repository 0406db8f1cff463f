; Mutant of simplifycfg/sink-common-store.tgt.ll (opt-22 -S -passes='simplifycfg<sink-common-insts>' sink-common-store.src.ll),
; edited by hand: a dropped store: the sunk store of the select is gone.
source_filename = "sink-common-store.src.ll"

define void @f(ptr noundef %p, i1 %c, i32 %x) {
entry:
  %b = mul i32 %x, 3
  %a = add i32 %x, 1
  %b.sink = select i1 %c, i32 %a, i32 %b
  ret void
}
