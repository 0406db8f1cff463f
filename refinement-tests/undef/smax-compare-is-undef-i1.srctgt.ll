; EXPECT: refines
; InstCombine's smax-icmp.ll `*_contextual` folds, reduced: where %x < %z,
; `smax(%x, %y)` with %y undef is any value >= %x, so comparing it with %z
; can be true (%y = MIN) and false (%y = MAX): the comparison is `i1 undef`
; (LangRef "Undefined Values": a value that depends on undef may differ at
; each use), and passing `icmp slt %y, %z` (also undef) refines it.
; The same at i128 (above 64 bits), with `umax` and `eq` (true needs
; %y = %z). alive-tv 22: correct for the i8 part alone; it times out on
; the whole file (as on the corpus's `*_contextual` functions).

declare void @use(i1)

define void @src(i8 %x, i8 %y, i8 %z, i128 %a, i128 %b, i128 %c) {
  %lt = icmp slt i8 %x, %z
  br i1 %lt, label %if, label %wide
if:
  %m = call i8 @llvm.smax.i8(i8 %x, i8 %y)
  %c1 = icmp slt i8 %m, %z
  call void @use(i1 %c1)
  %c2 = icmp eq i8 %m, %z
  call void @use(i1 %c2)
  br label %wide
wide:
  %ult = icmp ult i128 %a, %c
  br i1 %ult, label %if2, label %end
if2:
  %n = call i128 @llvm.umax.i128(i128 %a, i128 %b)
  %c3 = icmp eq i128 %n, %c
  call void @use(i1 %c3)
  br label %end
end:
  ret void
}

define void @tgt(i8 %x, i8 %y, i8 %z, i128 %a, i128 %b, i128 %c) {
  %lt = icmp slt i8 %x, %z
  br i1 %lt, label %if, label %wide
if:
  %c1 = icmp slt i8 %y, %z
  call void @use(i1 %c1)
  %c2 = icmp eq i8 %y, %z
  call void @use(i1 %c2)
  br label %wide
wide:
  %ult = icmp ult i128 %a, %c
  br i1 %ult, label %if2, label %end
if2:
  %c3 = icmp eq i128 %b, %c
  call void @use(i1 %c3)
  br label %end
end:
  ret void
}

declare i8 @llvm.smax.i8(i8, i8)
declare i128 @llvm.umax.i128(i128, i128)
