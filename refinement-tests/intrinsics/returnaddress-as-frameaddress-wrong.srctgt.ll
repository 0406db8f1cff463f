; EXPECT: not-refines
; Replacing the return address by the frame address is wrong: one points
; into code, the other into the stack (semantics/intrinsics.md, "Return
; and frame addresses").
define ptr @src() {
  %a = call ptr @llvm.returnaddress(i32 0)
  ret ptr %a
}

define ptr @tgt() {
  %a = call ptr @llvm.frameaddress.p0(i32 0)
  ret ptr %a
}

declare ptr @llvm.returnaddress(i32 immarg)
declare ptr @llvm.frameaddress.p0(i32 immarg)
