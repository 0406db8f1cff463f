; extractvalue, insertvalue (LangRef "Aggregate Operations"). Structs and
; arrays are field-wise: a poison field is poison in its place only, and
; reading another field gives that field's value.

; RUN: @extract_a(5) => i8 5
; RUN: @extract_b(5) => i32 poison
; RUN: @extract_nested() => i16 7
; RUN: @insert(poison, 3) => { i8, i32 } { i8 poison, i32 3 }
; RUN: @insert(1, 3) => { i8, i32 } { i8 1, i32 3 }
; the `poison` constant of a struct type is poison in every field
; RUN: @poison_struct(9) => { i8, i32 } { i8 poison, i32 9 }
; arrays
; RUN: @array(2) => [3 x i8] [i8 1, i8 poison, i8 2]
; a returned struct with an undef field (llvm model)
; RUN: @undef_field() => { i8, i1 } { i8 4, i1 undef }
; a poison struct argument is poison in every field; inserting into it keeps the rest poison
; RUN: @arg_fields(poison) => { i8, { i8, i8 } } { i8 poison, { i8, i8 } { i8 poison, i8 7 } }
; RUN: @arg_fields(undef) => { i8, { i8, i8 } } { i8 undef, { i8, i8 } { i8 undef, i8 7 } }
; add.with.overflow-like pairs keep the flag defined when the value is poison
; RUN: @pair(poison) => { i32, i1 } { i32 poison, i1 false }

define i8 @extract_a(i8 %x) {
  %s = insertvalue { i8, i32 } poison, i8 %x, 0
  %a = extractvalue { i8, i32 } %s, 0
  ret i8 %a
}
define i32 @extract_b(i8 %x) {
  %s = insertvalue { i8, i32 } poison, i8 %x, 0
  %b = extractvalue { i8, i32 } %s, 1
  ret i32 %b
}
define i16 @extract_nested() {
  %s = insertvalue { i8, [2 x { i16, i1 }] } poison, i16 7, 1, 1, 0
  %e = extractvalue { i8, [2 x { i16, i1 }] } %s, 1, 1, 0
  ret i16 %e
}
define { i8, i32 } @insert(i8 %x, i32 %y) {
  %s = insertvalue { i8, i32 } undef, i8 %x, 0
  %t = insertvalue { i8, i32 } %s, i32 %y, 1
  ret { i8, i32 } %t
}
define { i8, i32 } @poison_struct(i32 %y) {
  %t = insertvalue { i8, i32 } poison, i32 %y, 1
  ret { i8, i32 } %t
}
define [3 x i8] @array(i8 %x) {
  %a = insertvalue [3 x i8] [i8 1, i8 0, i8 0], i8 poison, 1
  %b = insertvalue [3 x i8] %a, i8 %x, 2
  ret [3 x i8] %b
}
define { i8, i1 } @undef_field() {
  %s = insertvalue { i8, i1 } undef, i8 4, 0
  ret { i8, i1 } %s
}
define { i32, i1 } @pair(i32 %x) {
  %s = insertvalue { i32, i1 } poison, i32 %x, 0
  %t = insertvalue { i32, i1 } %s, i1 false, 1
  ret { i32, i1 } %t
}
define { i8, { i8, i8 } } @arg_fields({ i8, { i8, i8 } } %s) {
  %t = insertvalue { i8, { i8, i8 } } %s, i8 7, 1, 1
  ret { i8, { i8, i8 } } %t
}
