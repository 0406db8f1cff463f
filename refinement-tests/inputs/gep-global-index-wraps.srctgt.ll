; EXPECT: not-refines
; A load from a constant table through an index that is not `inbounds`
; folded to a compare of the index with the zero entry's (LLVM PR45210):
; with 32-bit pointers, index 9 + 2^31 wraps the address onto entry 9 too.
; Found by the indices that wrap onto each constant's element.

target datalayout = "p:32:32:32-n8:16:32:64"

@table = internal constant [10 x i16] [i16 35, i16 82, i16 69, i16 81, i16 85, i16 73, i16 82, i16 69, i16 68, i16 0]

define i1 @src(i32 %x) {
  %p = getelementptr [10 x i16], ptr @table, i32 0, i32 %x
  %v = load i16, ptr %p
  %r = icmp eq i16 %v, 0
  ret i1 %r
}

define i1 @tgt(i32 %x) {
  %r = icmp eq i32 %x, 9
  ret i1 %r
}
