; EXPECT: refines
; Both loop forever without side effects while their pointer parameter is
; `captures(none)` (GVN/2009-01-21-SortInvalidation.ll
; `@byte_re_match_2_internal`, held-out sample 10). The source carries the
; pointer in a phi and stores a pointer based on it in a stack slot each
; iteration: with capture tracking on, the taint of the registers and the
; captured slots recur with the rest of the state (decision 0051), so the
; source is proved to loop forever, and so is the target (LangRef
; "Function Attributes", `mustprogress`: without it an endless loop is a
; behaviour).

define i32 @src(ptr captures(none) %p, i1 %c) {
entry:
  %slot = alloca ptr
  br i1 %c, label %loop, label %done

loop:
  %d = phi ptr [ null, %entry ], [ %g, %loop ]
  %g = getelementptr i8, ptr %p, i64 1
  store ptr %g, ptr %slot
  br label %loop

done:
  ret i32 0
}

define i32 @tgt(ptr captures(none) %p, i1 %c) {
entry:
  br i1 %c, label %loop, label %done

loop:
  br label %loop

done:
  ret i32 0
}
