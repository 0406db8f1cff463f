; A file without RUN lines is skipped.
define void @f() {
  ret void
}
