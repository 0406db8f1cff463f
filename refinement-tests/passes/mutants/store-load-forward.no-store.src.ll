; EXPECT: not-refines
; FROM: gvn/store-load-forward
; Mutant of gvn/store-load-forward: a dropped store: the store whose value was forwarded is gone.
; The mutant returns %v + 1 like the source, but *p keeps its old value.

define i32 @f(ptr noundef %p, i32 %v) {
  store i32 %v, ptr %p
  %l = load i32, ptr %p
  %r = add i32 %l, 1
  ret i32 %r
}
