; The UB Manual's "Undef Values": each use of an undef-derived value may see
; a different value.
;
;   llsem run undef-uses.ll --entry add_twice   ; returns i32 undef: any value, odd ones too
;   llsem run undef-uses.ll --entry mul_two     ; returns i32 0b???????????????????????????????0: always even
;   llsem run undef-uses.ll --entry xor_self    ; returns i32 undef, not 0
;   llsem run undef-uses.ll --entry and_mask    ; returns i32 0b000000000000000000000000????????
;   llsem run undef-uses.ll --entry or_ones     ; returns i32 -1: every bit forced
;   llsem run undef-uses.ll --entry frozen      ; returns one concrete value, the same for both uses: even
;
; llsem keeps undef as a set of bit patterns (a mask of undef bits) and
; computes exactly which bits are still free; see
; paper-notes/decisions/0001-undef-as-per-bit-sets.md.
;
; RUN: @add_twice() => i32 undef
; RUN: @mul_two() => i32 0b???????????????????????????????0
; RUN: @xor_self() => i32 undef
; RUN: @and_mask() => i32 0b000000000000000000000000????????
; RUN: @or_ones() => i32 -1

define i32 @add_twice() {
  %a = add i32 undef, 0
  %r = add i32 %a, %a
  ret i32 %r
}

define i32 @mul_two() {
  %r = mul i32 undef, 2
  ret i32 %r
}

define i32 @xor_self() {
  %b = add i32 undef, 0
  %r = xor i32 %b, %b
  ret i32 %r
}

define i32 @and_mask() {
  %r = and i32 undef, 255
  ret i32 %r
}

define i32 @or_ones() {
  %r = or i32 undef, -1
  ret i32 %r
}

define i32 @frozen() {
  %f = freeze i32 undef
  %r = add i32 %f, %f
  ret i32 %r
}
