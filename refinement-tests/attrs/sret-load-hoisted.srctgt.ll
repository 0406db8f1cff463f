; EXPECT: refines
; A load of an `sret` structure hoisted above the branch that guarded it:
; the caller guarantees the pointer is valid and that loads and stores of
; the structure do not trap (LangRef "Parameter Attributes", `sret(<ty>)`),
; so inputs for the parameter are non-null, defined, at least the type's
; size and aligned to it, and the speculated load has no UB. Without
; `sret` the target would have UB for a null or too small pointer.

define void @src(ptr sret({ i32, i32 }) %p, i1 %c, ptr %out) {
entry:
  br i1 %c, label %then, label %end
then:
  %v = load i32, ptr %p
  store i32 %v, ptr %out
  br label %end
end:
  ret void
}

define void @tgt(ptr sret({ i32, i32 }) %p, i1 %c, ptr %out) {
entry:
  %f = getelementptr inbounds i8, ptr %p, i64 4
  %v = load i32, ptr %p
  %w = load i32, ptr %f
  br i1 %c, label %then, label %end
then:
  store i32 %v, ptr %out
  br label %end
end:
  ret void
}
