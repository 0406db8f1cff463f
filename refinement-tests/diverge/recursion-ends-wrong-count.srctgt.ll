; EXPECT: not-refines
; The incorrect variant of recursion-ends (the target stops at 49). A recursion that ends is not taken for an endless one: each call stores
; a larger count to a global, so no state recurs (the divergence probe
; compares the memory too, semantics/divergence.md [div-recursion]), and
; at 50 it returns on both sides.

@n = global i32 0

define i32 @src(i32 %a) {
entry:
  %v = load i32, ptr @n
  %v1 = add i32 %v, 1
  store i32 %v1, ptr @n
  %c = icmp ult i32 %v1, 50
  br i1 %c, label %again, label %done

again:
  %r = call i32 @src(i32 %a)
  ret i32 %r

done:
  ret i32 %v1
}

define i32 @tgt(i32 %a) {
entry:
  %v = load i32, ptr @n
  %v1 = add i32 %v, 1
  store i32 %v1, ptr @n
  %c = icmp ult i32 %v1, 49
  br i1 %c, label %again, label %done

again:
  %r = call i32 @tgt(i32 %a)
  ret i32 %r

done:
  ret i32 %v1
}
