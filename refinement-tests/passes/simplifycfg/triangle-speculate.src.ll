; EXPECT: refines
; A triangle (if-then without else) whose arm is a cheap, safe instruction:
; it is hoisted and the phi becomes a select.

define i8 @f(i1 %c, i8 %x) {
entry:
  br i1 %c, label %then, label %join
then:
  %a = add i8 %x, 1
  br label %join
join:
  %r = phi i8 [ %a, %then ], [ %x, %entry ]
  ret i8 %r
}
