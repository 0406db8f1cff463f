; EXPECT: refines
; The correct dead-store removal beside dead-store-uninit-freeze: the
; first store is overwritten before any load, so removing it changes
; nothing the freeze or the comparison can see.

define i1 @src() {
  %p = alloca i32
  store i32 1000, ptr %p
  store i32 0, ptr %p
  %v = load i32, ptr %p
  %f = freeze i32 %v
  %c = icmp eq i32 %f, 1000
  ret i1 %c
}

define i1 @tgt() {
  %p = alloca i32
  store i32 0, ptr %p
  %v = load i32, ptr %p
  %f = freeze i32 %v
  %c = icmp eq i32 %f, 1000
  ret i1 %c
}
