; RUN: opt -S -passes=rename-defs < %s | FileCheck %s

define i8 @exported(i8 %x) {
  ret i8 %x
}

define internal i8 @local(i8 %x) {
  ret i8 %x
}
