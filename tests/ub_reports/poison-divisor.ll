; urem by a divisor that an nuw overflow made poison.
define i32 @main() {
entry:
  %d = add nuw i32 4294967295, 1
  %r = urem i32 10, %d
  ret i32 %r
}
