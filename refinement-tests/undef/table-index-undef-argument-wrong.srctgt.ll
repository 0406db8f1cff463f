; EXPECT: not-refines
; AggressiveInstCombine (LLVM 22) turns a table-based count of trailing
; zeros into `cttz` (llvm/test/Transforms/AggressiveInstCombine/
; lower-table-based-cttz-basics.ll @ctz1, here with an 8-entry table).
; For an undef %x the target's `cttz` and its `icmp` are two uses that
; may see different values (LangRef "Undefined Values": "two 'undef'
; operands are not necessarily the same"; only `freeze` makes all uses
; of a register observe the same value): 0 in `cttz`, which is then
; poison, and 1 in the `icmp`, which picks it. The source always returns
; a table entry. The source's `getelementptr` resolves its undef index
; to one of 8 members, read once by the `load`: choosing at the
; `getelementptr` is choosing at that use, so the 8 runs are every
; behaviour of the source (rule [undef-one-use] in semantics/undef.md).
; alive-tv says correct: it gives an undef argument one value for all its
; uses (Alive2 ir/value.cpp, Input::mkInput: one undef variable per
; input), a reading LangRef does not share (paper-notes/langref-deltas.md).

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
