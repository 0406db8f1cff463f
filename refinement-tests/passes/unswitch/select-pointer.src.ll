; EXPECT: refines
; A select between two pointer parameters on an invariant flag decides
; which buffer the loop reads (and xors together: a sum of partly undef
; values would make llsem resolve undef bits early).

define i32 @f(ptr noundef %p, ptr noundef %q, i8 noundef %n, i1 %first) {
entry:
  %nn = and i8 %n, 3
  br label %loop
loop:
  %i = phi i8 [ 0, %entry ], [ %i2, %body ]
  %sum = phi i32 [ 0, %entry ], [ %sum2, %body ]
  %more = icmp ult i8 %i, %nn
  br i1 %more, label %body, label %exit
body:
  %base = select i1 %first, ptr %p, ptr %q
  %idx = zext i8 %i to i64
  %addr = getelementptr inbounds i32, ptr %base, i64 %idx
  %v = load i32, ptr %addr
  %sum2 = xor i32 %sum, %v
  %i2 = add i8 %i, 1
  br label %loop
exit:
  ret i32 %sum
}
