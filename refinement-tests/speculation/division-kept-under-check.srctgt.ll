; EXPECT: refines
; The correct form of the same function: the division stays under the test,
; and a select replaces the phi (k = 0 still never divides).

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
  %nz = icmp ne i32 %k, 0
  br i1 %nz, label %div, label %done
div:
  %q = sdiv i32 1, %k
  br label %done
done:
  %r = phi i32 [ %q, %div ], [ 0, %entry ]
  ret i32 %r
}
