; EXPECT: refines
; The source calls the parameter only where it equals @f, so the target
; may call @f directly there (the pointer is @f's address, with its
; provenance: LangRef "Pointer Aliasing Rules"). The parameter is tried
; with @f's address because the source compares it with @f
; (decision 0053).

declare i32 @f(i32)

define i32 @src(ptr %fp, i32 %x) {
  %is_f = icmp eq ptr %fp, @f
  br i1 %is_f, label %call, label %done

call:
  %r = call i32 %fp(i32 %x)
  ret i32 %r

done:
  ret i32 0
}

define i32 @tgt(ptr %fp, i32 %x) {
  %is_f = icmp eq ptr %fp, @f
  br i1 %is_f, label %call, label %done

call:
  %r = call i32 @f(i32 %x)
  ret i32 %r

done:
  ret i32 0
}
