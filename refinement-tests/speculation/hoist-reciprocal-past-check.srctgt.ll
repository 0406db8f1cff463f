; EXPECT: not-refines
; Hoisting 1/k above the k != 0 test that guards it: k = 0 is UB only in the
; target.

define i32 @src(i32 %k) {
entry:
  %nz = icmp ne i32 %k, 0
  br i1 %nz, label %div, label %done
div:
  %q = sdiv i32 1, %k
  br label %done
done:
  %r = phi i32 [ %q, %div ], [ 0, %entry ]
  ret i32 %r
}

define i32 @tgt(i32 %k) {
entry:
  %q = sdiv i32 1, %k
  %nz = icmp ne i32 %k, 0
  br i1 %nz, label %div, label %done
div:
  br label %done
done:
  %r = phi i32 [ %q, %div ], [ 0, %entry ]
  ret i32 %r
}
