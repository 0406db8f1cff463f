; EXPECT: refines
; avx512.mask.pcmpeq is the IR llvm-as-22 upgrades it to: icmp, and with the
; mask's bits, the upper lanes zero, bitcast to the integer.

declare i8 @llvm.x86.avx512.mask.pcmpeq.d.128(<4 x i32>, <4 x i32>, i8)

define i8 @src(<4 x i32> %a, <4 x i32> %b, i8 %m) {
  %r = call i8 @llvm.x86.avx512.mask.pcmpeq.d.128(<4 x i32> %a, <4 x i32> %b, i8 %m)
  ret i8 %r
}

define i8 @tgt(<4 x i32> %a, <4 x i32> %b, i8 %m) {
  %c = icmp eq <4 x i32> %a, %b
  %v = bitcast i8 %m to <8 x i1>
  %k = shufflevector <8 x i1> %v, <8 x i1> %v, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %and = and <4 x i1> %c, %k
  %w = shufflevector <4 x i1> %and, <4 x i1> zeroinitializer, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %r = bitcast <8 x i1> %w to i8
  ret i8 %r
}
