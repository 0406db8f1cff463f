; EXPECT: not-refines
; As select-undef-cube-arm-demanded, but the target keeps bit 2 of %a in
; the true arm, which `and %s, 7` demands: with %c true and bit 2 of %a
; set, the target passes 4 where the source passes 0 (or 1, from the
; false arm). alive-tv: incorrect.
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
  %and1 = and i64 %a, 28
  %and2 = and i64 %b, 25
  %s = select i1 %c, i64 %and1, i64 %and2
  %ret1 = and i64 %s, 3
  %ret2 = and i64 %s, 7
  call void @use(i64 %ret1)
  call void @use(i64 %ret2)
  ret void
}
