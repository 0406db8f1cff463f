; EXPECT: refines
; As gep-global-index-wraps with `inbounds`: a wrapping index makes the
; pointer poison and the load UB (LangRef `getelementptr`), so the fold
; to a compare of the index holds.

target datalayout = "p:32:32:32-n8:16:32:64"

@table = internal constant [10 x i16] [i16 35, i16 82, i16 69, i16 81, i16 85, i16 73, i16 82, i16 69, i16 68, i16 0]

define i1 @src(i32 %x) {
  %p = getelementptr inbounds [10 x i16], ptr @table, i32 0, i32 %x
  %v = load i16, ptr %p
  %r = icmp eq i16 %v, 0
  ret i1 %r
}

define i1 @tgt(i32 %x) {
  %r = icmp eq i32 %x, 9
  ret i1 %r
}
