; EXPECT: not-refines
; llvm.trap is a defined, observable end of the program (LangRef
; "'llvm.trap' Intrinsic"), not UB: removing the trap on a path makes the
; target return where the source traps.

declare void @llvm.trap()

define i32 @src(i32 %x) {
entry:
  %c = icmp eq i32 %x, 0
  br i1 %c, label %bad, label %ok
bad:
  call void @llvm.trap()
  unreachable
ok:
  ret i32 %x
}

define i32 @tgt(i32 %x) {
  ret i32 %x
}
