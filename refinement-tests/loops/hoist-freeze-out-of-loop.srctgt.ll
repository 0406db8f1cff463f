; EXPECT: refines
; LICM hoisting a freeze out of a loop whose body calls an unknown
; function: the source freezes in every iteration and may pick the value
; the target picked once, in each (LangRef freeze: "an arbitrary, but
; fixed, value" per execution of the instruction). The source's search
; repeats the target's resolution in every iteration (refine::search,
; Mirror). alive-tv -src-unroll=4 -tgt-unroll=4: correct.

declare void @use(i32)

define void @src(i8 %n) {
entry:
  br label %loop

loop:
  %i = phi i8 [ 0, %entry ], [ %i.next, %loop ]
  %x = freeze i32 undef
  call void @use(i32 %x)
  %i.next = add i8 %i, 1
  %c = icmp ult i8 %i.next, %n
  br i1 %c, label %loop, label %exit

exit:
  ret void
}

define void @tgt(i8 %n) {
entry:
  %x = freeze i32 undef
  br label %loop

loop:
  %i = phi i8 [ 0, %entry ], [ %i.next, %loop ]
  call void @use(i32 %x)
  %i.next = add i8 %i, 1
  %c = icmp ult i8 %i.next, %n
  br i1 %c, label %loop, label %exit

exit:
  ret void
}
