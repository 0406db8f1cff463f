; EXPECT: refines
; dereferenceable_or_null(4): a poison argument is UB (Alive2,
; ParamAttrs::poisonImpliesUB), and a non-null one is dereferenceable, so
; a load guarded by a null check may run.

define void @src(ptr dereferenceable_or_null(4) %p) {
  ret void
}

define void @tgt(ptr dereferenceable_or_null(4) %p) {
  %c = icmp eq ptr %p, null
  br i1 %c, label %done, label %use
use:
  %v = load i32, ptr %p, align 1
  br label %done
done:
  ret void
}
