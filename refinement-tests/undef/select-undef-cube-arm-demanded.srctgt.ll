; EXPECT: refines
; BDCE's select_of_and_different_demanded (LLVM 22
; test/Transforms/BDCE/binops-multiuse.ll): the arm `and %a, 24` has no
; bit either use demands, so BDCE replaces %a by 0. With %c undef, each
; read of %s sees either arm, the true arm with its own undef bits
; (LangRef "Undefined Values"): `and %s, 3` and `and %s, 7` are each
; 0 or 1 in the source as in the target. alive-tv: correct.
declare void @use(i64)

define void @src(i1 %c, i64 %a, i64 %b) {
  %and1 = and i64 %a, 24
  %and2 = and i64 %b, 25
  %s = select i1 %c, i64 %and1, i64 %and2
  %ret1 = and i64 %s, 3
  %ret2 = and i64 %s, 7
  call void @use(i64 %ret1)
  call void @use(i64 %ret2)
  ret void
}

define void @tgt(i1 %c, i64 %a, i64 %b) {
  %and1 = and i64 0, 24
  %and2 = and i64 %b, 25
  %s = select i1 %c, i64 %and1, i64 %and2
  %ret1 = and i64 %s, 3
  %ret2 = and i64 %s, 7
  call void @use(i64 %ret1)
  call void @use(i64 %ret2)
  ret void
}
