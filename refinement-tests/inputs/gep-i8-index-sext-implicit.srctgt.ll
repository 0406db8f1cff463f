; EXPECT: refines
; gep-i8-index-zext-to-sext-wrong with a sign extension on both sides: the
; target passes the `i8` index to `getelementptr` as it is, which
; sign-extends it to the index width itself (LangRef "getelementptr"), so
; both read the same byte for every index.

define i8 @src(i8 %v, ptr %ptr) {
  %i = sext i8 %v to i32
  %p = getelementptr inbounds i8, ptr %ptr, i32 %i
  %l = load i8, ptr %p
  ret i8 %l
}

define i8 @tgt(i8 %v, ptr %ptr) {
  %p = getelementptr inbounds i8, ptr %ptr, i8 %v
  %l = load i8, ptr %p
  ret i8 %l
}
