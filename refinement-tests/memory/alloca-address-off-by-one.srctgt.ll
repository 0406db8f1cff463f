; EXPECT: not-refines
; But no layout of the source puts a 4-aligned object at an odd address:
; the target passes the address plus one.

define void @src() {
entry:
  %retval = alloca i32, align 4
  %b = alloca i32, align 4
  %0 = ptrtoint ptr %b to i32
  %call = call i32 @a(i32 %0)
  ret void
}

define void @tgt() {
entry:
  %b = alloca i32, align 4
  %0 = ptrtoint ptr %b to i32
  %1 = add i32 %0, 1
  %call = call i32 @a(i32 %1)
  ret void
}

declare i32 @a(i32)
