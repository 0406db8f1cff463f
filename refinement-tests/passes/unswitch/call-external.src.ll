; EXPECT: refines
; A loop calling one of two external functions, chosen by an invariant
; flag: the calls are events, which must come in the same order and with
; the same arguments.

declare void @log_even(i32)
declare void @log_odd(i32)

define void @f(i8 noundef %n, i1 %even, i32 %x) {
entry:
  %nn = and i8 %n, 7
  br label %loop
loop:
  %i = phi i8 [ 0, %entry ], [ %i2, %latch ]
  %more = icmp ult i8 %i, %nn
  br i1 %more, label %body, label %exit
body:
  %ie = zext i8 %i to i32
  %arg = add i32 %x, %ie
  br i1 %even, label %call.even, label %call.odd
call.even:
  call void @log_even(i32 %arg)
  br label %latch
call.odd:
  call void @log_odd(i32 %arg)
  br label %latch
latch:
  %i2 = add i8 %i, 1
  br label %loop
exit:
  ret void
}
