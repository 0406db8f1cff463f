@x = global ptr null, align 8
define ptr @f() nounwind {
  %s = load ptr, ptr @x
  %r = tail call ptr @llvm.objc.retain(ptr %s) nounwind
  ret ptr %s
}
declare ptr @llvm.objc.retain(ptr)
