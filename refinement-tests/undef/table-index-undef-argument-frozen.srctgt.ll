; EXPECT: refines
; table-index-undef-argument.srctgt.ll with the target's uses of %x made
; one by a `freeze` (LangRef "'freeze' Instruction", "Undefined Values":
; all uses of the frozen register observe the same value): for an undef
; %x the target returns 0 (frozen to 0) or the count of trailing zeros of
; the frozen value; the source's load through its undef index is UB
; there (semantics/memory.md, [gep-undef-address]), and for defined %x
; both agree. alive-tv: correct.

@table = internal constant [8 x i8] c"\00\01\06\02\07\05\04\03"

define i32 @src(i8 %x) {
  %neg = sub i8 0, %x
  %lsb = and i8 %neg, %x
  %mul = mul i8 %lsb, 29
  %idx = lshr i8 %mul, 5
  %p = getelementptr inbounds [8 x i8], ptr @table, i8 0, i8 %idx
  %v = load i8, ptr %p, align 1
  %r = zext i8 %v to i32
  ret i32 %r
}

define i32 @tgt(i8 %x) {
  %f = freeze i8 %x
  %c = call i8 @llvm.cttz.i8(i8 %f, i1 true)
  %z = icmp eq i8 %f, 0
  %s = select i1 %z, i8 0, i8 %c
  %r = zext i8 %s to i32
  ret i32 %r
}

declare i8 @llvm.cttz.i8(i8, i1)
