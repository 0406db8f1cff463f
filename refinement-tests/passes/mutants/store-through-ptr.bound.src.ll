; EXPECT: not-refines
; FROM: unswitch/store-through-ptr
; Mutant of unswitch/store-through-ptr: the loop bound off by one: the storing copy for %fill true tests `i u<= n`.
; The mutant stores one byte past the source's last one: visible memory
; differs.

define void @f(ptr noundef %p, i8 noundef %n, i1 %fill, i8 %x) {
entry:
  %nn = and i8 %n, 15
  br label %loop
loop:
  %i = phi i8 [ 0, %entry ], [ %i2, %latch ]
  %more = icmp ult i8 %i, %nn
  br i1 %more, label %body, label %exit
body:
  %idx = zext i8 %i to i64
  %addr = getelementptr inbounds i8, ptr %p, i64 %idx
  br i1 %fill, label %store.x, label %store.i
store.x:
  store i8 %x, ptr %addr
  br label %latch
store.i:
  store i8 %i, ptr %addr
  br label %latch
latch:
  %i2 = add i8 %i, 1
  br label %loop
exit:
  ret void
}
