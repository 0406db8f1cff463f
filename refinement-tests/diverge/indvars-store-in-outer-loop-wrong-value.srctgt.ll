; EXPECT: not-refines
; The incorrect variant of indvars-store-in-outer-loop: the target stores
; a different pointer and returns after one outer iteration. The source
; loops forever (a defined behaviour without `mustprogress`, LangRef
; "Function Attributes"); the target returns.

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
  store ptr getelementptr inbounds ([4 x i32], ptr @g, i64 0, i64 3), ptr @p, align 8
  ret void
}
