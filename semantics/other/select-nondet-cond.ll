; ARGS: --select nondet-cond
; select under `--select nondet-cond`: the chosen arm; an arbitrary arm if the condition is poison (column 3).
; An undef condition (llvm model) goes either way (LangRef "Undefined Values").

; RUN: @sel(true, 1, 2) => i8 1
; RUN: @sel(false, 1, 2) => i8 2
; RUN: @sel(poison, 1, 2) => i8 1 | i8 2
; RUN: @sel(poison, 1, poison) => i8 1 | i8 poison
; RUN: @sel(true, 1, poison) => i8 1
; RUN: @sel(false, 1, poison) => i8 poison
; RUN: @sel(true, poison, 2) => i8 poison
; RUN: @sel(undef, 1, 2) => i8 1 | i8 2
; RUN: @sel(undef, 1, poison) => i8 1 | i8 poison
; a vector condition selects lane by lane
; RUN: @sel_vec(poison) => <2 x i8> <i8 1, i8 4> | <2 x i8> <i8 3, i8 4>
; an i1 condition with vector arms chooses whole vectors; a poison lane of the other arm
; RUN: @sel_whole(true) => <2 x i8> <i8 1, i8 poison>
; RUN: @sel_whole(false) => <2 x i8> <i8 3, i8 4>
; the UB Manual's poison barrier: select %cmp1, %cmp2, false with %x = 0, %y poison
; RUN: @barrier(0, poison) => i1 false
; RUN: @barrier(5, 3) => i1 true

define i8 @sel(i1 %c, i8 %a, i8 %b) {
  %r = select i1 %c, i8 %a, i8 %b
  ret i8 %r
}
define <2 x i8> @sel_vec(i1 %c) {
  %cv = insertelement <2 x i1> <i1 true, i1 false>, i1 %c, i32 0
  %r = select <2 x i1> %cv, <2 x i8> <i8 1, i8 2>, <2 x i8> <i8 3, i8 4>
  ret <2 x i8> %r
}
define i1 @barrier(i32 %x, i32 %y) {
  %cmp1 = icmp ne i32 %x, 0
  %cmp2 = icmp ugt i32 %x, %y
  %and = select i1 %cmp1, i1 %cmp2, i1 false
  ret i1 %and
}
define <2 x i8> @sel_whole(i1 %c) {
  %r = select i1 %c, <2 x i8> <i8 1, i8 poison>, <2 x i8> <i8 3, i8 4>
  ret <2 x i8> %r
}
