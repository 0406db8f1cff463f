; EXPECT: refines
; TailCallElim's raise_load_1 (LLVM 22 test/Transforms/TailCallElim/
; reorder_load.ll), reduced: a recursive sum of loads of one location
; made a loop with an accumulator, returned through `add 0, %acc`. When
; the loaded bytes have undef bits, each load is a use of them and each
; sum is the set of its operands' sums (LangRef "Undefined Values"); the
; target's `add 0, %acc` reads the last sum as its whole set, which the
; source shows one member a run: the runs that resolve its last sum each
; way together show every member. Both functions are `nounwind willreturn
; memory(read)`, as in the original. alive-tv 22: correct.
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
  %done = icmp sle i32 %k, 0
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
