; EXPECT: not-refines
; A phi that takes the captures(none) argument on one edge and null on the
; other: stored in a global, it is a capture only on the first edge. The
; target's poison store is wrong where %c is false (the source stores null).

@x = global ptr null

define void @src(ptr captures(none) %p, i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  br label %b
b:
  %q = phi ptr [ %p, %a ], [ null, %entry ]
  store ptr %q, ptr @x
  ret void
}

define void @tgt(ptr captures(none) %p, i1 %c) {
  %poison = getelementptr inbounds i8, ptr null, i64 1
  store ptr %poison, ptr @x
  ret void
}
