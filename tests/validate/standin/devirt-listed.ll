; A devirtualization the `!callees` list justifies: the pointer loaded
; from the unknown global @gp can only be @g (LangRef "'callees'
; Metadata"), so the stand-in's devirt pass is right here. Only the
; source calls through a pointer, so only its module lists @g among the
; functions an unknown global may hold; the check gives both sides one
; environment, as `llsem refine` does.
; RUN: opt -S -passes=devirt < %s | FileCheck %s

@gp = external global ptr

declare i32 @g(i32)

define i32 @f(i32 %x) {
  %fp = load ptr, ptr @gp
  %r = call i32 %fp(i32 %x), !callees !0
  ret i32 %r
}

!0 = !{ptr @g}
