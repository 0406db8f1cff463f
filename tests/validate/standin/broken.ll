; RUN: opt -S -passes=fail < %s | FileCheck %s

define void @f() {
  ret void
}
