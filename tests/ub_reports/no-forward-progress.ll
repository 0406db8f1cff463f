; A mustprogress function whose loop never exits and does nothing
; observable (LangRef "Function Attributes", mustprogress).
; ARGS: --entry f --arg 3 --max-steps 1000
define i32 @f(i32 %n) mustprogress {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %j, %loop ]
  %j = and i32 %i, %n
  br label %loop
}
