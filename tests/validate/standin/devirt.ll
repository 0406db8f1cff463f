; A devirtualization that assumes the pointer is @g: the stand-in's devirt
; pass. Only the source calls through a pointer, so only the target's
; module lacks the function of another module that the input may hold.
; RUN: opt -S -passes=devirt < %s | FileCheck %s

declare i32 @g(i32)

define i32 @f(ptr %fp, i32 %x) {
  %r = call i32 %fp(i32 %x)
  ret i32 %r
}
