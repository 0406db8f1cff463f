; EXPECT: refines
; Chains of empty blocks are removed and the phi takes the values directly;
; a branch on a constant is folded.

define i16 @f(i1 %c, i16 %x) {
entry:
  br i1 true, label %a, label %dead
dead:
  br label %b
a:
  br i1 %c, label %b, label %d
b:
  %pb = phi i16 [ 1, %a ], [ 2, %dead ]
  br label %e
d:
  br label %e
e:
  %r = phi i16 [ %pb, %b ], [ %x, %d ]
  ret i16 %r
}
