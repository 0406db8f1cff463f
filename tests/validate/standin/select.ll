; InstCombine must not turn a select into `and` when the arm may be poison
; and the condition false: the stand-in's select-to-and does.
; RUN: opt -S -passes=select-to-and < %s | FileCheck %s

define i1 @land(i1 %c, i1 %x) {
  %r = select i1 %c, i1 %x, i1 false
  ret i1 %r
}
