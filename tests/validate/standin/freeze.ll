; RUN: opt -S -passes=drop-freeze < %s | FileCheck %s

define i8 @fr(i8 %x) {
  %y = freeze i8 %x
  ret i8 %y
}
