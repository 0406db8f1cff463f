; EXPECT: refines
; The correct variant of function-pointer-specialized-readnone: the
; specialized call passes the argument as the indirect one did.

define i8 @src(ptr %p, ptr %fn) {
  %v = call i8 %fn(ptr %p)
  ret i8 %v
}

define i8 @tgt(ptr %p, ptr %fn) {
  %c = icmp eq ptr %fn, @g
  br i1 %c, label %direct, label %indirect

direct:
  %v = call i8 @g(ptr %p)
  ret i8 %v

indirect:
  %w = call i8 %fn(ptr %p)
  ret i8 %w
}

declare i8 @g(ptr)
