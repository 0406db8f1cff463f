; Mutant of gvn/narrow-forward.tgt.ll (opt-22 -S -passes='gvn' narrow-forward.src.ll),
; edited by hand: a poison flag added: `lshr exact i32 %v, 8` in the forwarded byte 1.
source_filename = "narrow-forward.src.ll"

define i8 @f(ptr noundef %p, i32 %v) {
  store i32 %v, ptr %p, align 4
  %1 = trunc i32 %v to i8
  %q = getelementptr inbounds i8, ptr %p, i64 1
  %2 = lshr exact i32 %v, 8
  %3 = trunc i32 %2 to i8
  %r = xor i8 %1, %3
  ret i8 %r
}
