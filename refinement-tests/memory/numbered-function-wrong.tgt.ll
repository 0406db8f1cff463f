%0 = type { i32, i64, i16 }

define i64 @0(ptr %p) {
  ret i64 16
}
