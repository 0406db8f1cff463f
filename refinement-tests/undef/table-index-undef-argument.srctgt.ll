; EXPECT: refines
; AggressiveInstCombine (LLVM 22) turns a table-based count of trailing
; zeros into `cttz` (llvm/test/Transforms/AggressiveInstCombine/
; lower-table-based-cttz-basics.ll @ctz1, here with an 8-entry table).
; For a defined %x both compute the same entry. For an undef %x the
; target may return values the source's table does not hold (its `cttz`
; and `icmp` are two uses of undef), but the source's `getelementptr`
; then has an index with undef bits: a pointer with several possible
; addresses is not a well-defined value, and the `load` through it is UB
; (LangRef "'load' Instruction"; semantics/memory.md,
; [gep-undef-address]), so any target behaviour refines it. (Before
; session 20 llsem read one member of the table there and said
; not-refines.) alive-tv: correct.

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
  %c = call i8 @llvm.cttz.i8(i8 %x, i1 true)
  %z = icmp eq i8 %x, 0
  %s = select i1 %z, i8 0, i8 %c
  %r = zext i8 %s to i32
  ret i32 %r
}

declare i8 @llvm.cttz.i8(i8, i1)
