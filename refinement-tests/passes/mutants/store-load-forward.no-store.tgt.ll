; Mutant of gvn/store-load-forward.tgt.ll (opt-22 -S -passes='gvn' store-load-forward.src.ll),
; edited by hand: a dropped store: the store whose value was forwarded is gone.
source_filename = "store-load-forward.src.ll"

define i32 @f(ptr noundef %p, i32 %v) {
  %r = add i32 %v, 1
  ret i32 %r
}
