; EXPECT: refines
; ARGS: --branch-on-poison nondet
; The same unswitching is correct when a branch on poison is a
; non-deterministic choice: the target branches once, the source at every
; iteration, so each target behaviour is one of the source's.

define i32 @src(i8 noundef %n, i1 %c) {
entry:
  br label %loop
loop:
  %i = phi i8 [ 0, %entry ], [ %i2, %latch ]
  %acc = phi i32 [ 0, %entry ], [ %acc2, %latch ]
  %more = icmp ult i8 %i, %n
  br i1 %more, label %body, label %exit
body:
  br i1 %c, label %then, label %else
then:
  %a1 = add i32 %acc, 1
  br label %latch
else:
  %a2 = add i32 %acc, 2
  br label %latch
latch:
  %acc2 = phi i32 [ %a1, %then ], [ %a2, %else ]
  %i2 = add i8 %i, 1
  br label %loop
exit:
  ret i32 %acc
}

define i32 @tgt(i8 noundef %n, i1 %c) {
entry:
  br i1 %c, label %loop.t, label %loop.f
loop.t:
  %it = phi i8 [ 0, %entry ], [ %it2, %body.t ]
  %acct = phi i32 [ 0, %entry ], [ %acct2, %body.t ]
  %moret = icmp ult i8 %it, %n
  br i1 %moret, label %body.t, label %exit
body.t:
  %acct2 = add i32 %acct, 1
  %it2 = add i8 %it, 1
  br label %loop.t
loop.f:
  %if = phi i8 [ 0, %entry ], [ %if2, %body.f ]
  %accf = phi i32 [ 0, %entry ], [ %accf2, %body.f ]
  %moref = icmp ult i8 %if, %n
  br i1 %moref, label %body.f, label %exit
body.f:
  %accf2 = add i32 %accf, 2
  %if2 = add i8 %if, 1
  br label %loop.f
exit:
  %r = phi i32 [ %acct, %loop.t ], [ %accf, %loop.f ]
  ret i32 %r
}
