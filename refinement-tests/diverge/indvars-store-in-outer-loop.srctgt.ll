; EXPECT: refines
; The shape of IndVarSimplify/D108043.ll @func_2: an outer loop that never
; exits stores the same pointer into a global on every iteration of it;
; the inner loop counts to 3. indvars rewrites the exit value. After the
; first outer iteration the memory and the registers repeat, so both
; functions loop forever after no events (defined without `mustprogress`:
; LangRef "Function Attributes"). Output of opt -passes=indvars.

@g = global [4 x i32] zeroinitializer, align 16
@p = global ptr null, align 8

define void @src() {
entry:
  br label %outer

outer.exit:
  %lcssa = phi ptr [ %q, %inner ]
  store ptr %lcssa, ptr @p, align 8
  br label %outer

outer:
  %promoted = load ptr, ptr @p, align 8
  br label %inner

inner:
  %q = phi ptr [ getelementptr inbounds ([4 x i32], ptr @g, i64 0, i64 3), %body ], [ %promoted, %outer ]
  %i = phi i16 [ %i.next, %body ], [ 0, %outer ]
  %c = icmp slt i16 %i, 3
  br i1 %c, label %body, label %outer.exit

body:
  %i.next = add i16 %i, 1
  br label %inner
}

define void @tgt() {
entry:
  br label %outer

outer.exit:
  %lcssa = phi ptr [ %q, %inner ]
  store ptr %lcssa, ptr @p, align 8
  br label %outer

outer:
  %promoted = load ptr, ptr @p, align 8
  br label %inner

inner:
  %q = phi ptr [ getelementptr inbounds ([4 x i32], ptr @g, i64 0, i64 3), %body ], [ %promoted, %outer ]
  %i = phi i16 [ %i.next, %body ], [ 0, %outer ]
  %c = icmp samesign ult i16 %i, 3
  br i1 %c, label %body, label %outer.exit

body:
  %i.next = add nuw nsw i16 %i, 1
  br label %inner
}
