; EXPECT: refines
; FunctionAttrs' 2008-09-03-Mutual.ll: @a and @b call each other forever
; without touching memory, and the target marks both `nofree nosync
; nounwind memory(none)`. Every run hits the depth bound; the modular check
; (decision 0021) reads the calls between the two as calls of two unknown
; functions shared by both sides, checks both functions so, and both
; refine: by fixpoint induction over the pair, the target's functions
; refine the source's. (alive-tv says "Source is more defined": it reads
; the target's changed declaration of the callee as another function.)

define i32 @a() {
  %t = call i32 @b()
  ret i32 %t
}

define i32 @b() {
  %t = call i32 @a()
  ret i32 %t
}
