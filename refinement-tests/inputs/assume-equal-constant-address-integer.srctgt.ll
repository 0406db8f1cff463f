; EXPECT: refines
; As assume-equal-constant-address-replaced, but the functions return the
; address as an integer: `ptrtoint` sees the address only, which the
; assumption makes C, so returning C is correct whatever block %x points
; into (LangRef "'ptrtoint .. to' Instruction"). alive-tv 22: correct.
define i64 @src(ptr %x) {
  %cmp = icmp eq ptr %x, inttoptr (i64 12345678 to ptr)
  call void @llvm.assume(i1 %cmp)
  %i = ptrtoint ptr %x to i64
  ret i64 %i
}

define i64 @tgt(ptr %x) {
  %cmp = icmp eq ptr %x, inttoptr (i64 12345678 to ptr)
  call void @llvm.assume(i1 %cmp)
  ret i64 12345678
}

declare void @llvm.assume(i1 noundef)
