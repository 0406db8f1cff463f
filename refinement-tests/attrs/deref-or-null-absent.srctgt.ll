; EXPECT: not-refines
; Without dereferenceable_or_null, a non-null argument may point anywhere:
; the speculated load has UB the source does not have.

define void @src(ptr %p) {
  ret void
}

define void @tgt(ptr %p) {
  %c = icmp eq ptr %p, null
  br i1 %c, label %done, label %use
use:
  %v = load i32, ptr %p, align 1
  br label %done
done:
  ret void
}
