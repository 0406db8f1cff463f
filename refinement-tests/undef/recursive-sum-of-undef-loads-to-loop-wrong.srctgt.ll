; EXPECT: not-refines
; As recursive-sum-of-undef-loads-to-loop, but the target's loop stops one
; load early (it tests k <= 1): for n >= 1 it returns one load fewer than
; the source. alive-tv 22: incorrect.
define i32 @src(ptr %p, i32 %n) #0 {
entry:
  %done = icmp sle i32 %n, 0
  br i1 %done, label %base, label %rec

base:
  ret i32 0

rec:
  %m = sub i32 %n, 1
  %r = call i32 @src(ptr %p, i32 %m)
  %v = load i32, ptr %p, align 4
  %s = add i32 %v, %r
  ret i32 %s
}

define i32 @tgt(ptr %p, i32 %n) #0 {
entry:
  br label %loop

loop:
  %acc = phi i32 [ 0, %entry ], [ %s, %body ]
  %k = phi i32 [ %n, %entry ], [ %m, %body ]
  %done = icmp sle i32 %k, 1
  br i1 %done, label %exit, label %body

body:
  %m = sub i32 %k, 1
  %v = load i32, ptr %p, align 4
  %s = add i32 %v, %acc
  br label %loop

exit:
  %ret = add i32 0, %acc
  ret i32 %ret
}

attributes #0 = { nounwind willreturn memory(read) }
