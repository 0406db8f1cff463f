; EXPECT: refines
; TailCallElim (no-tail-returnaddress.ll): a call whose callee reads
; llvm.returnaddress left as it is; both sides see the same address at
; every call depth (semantics/intrinsics.md, "Return and frame addresses").
define ptr @f() noinline {
  %a = call ptr @llvm.returnaddress(i32 0)
  ret ptr %a
}

define ptr @src() {
  %c = call ptr @f()
  ret ptr %c
}

define ptr @tgt() {
  %c = call ptr @f()
  ret ptr %c
}

declare ptr @llvm.returnaddress(i32 immarg)
