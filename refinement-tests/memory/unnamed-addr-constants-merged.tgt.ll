; The source's two constants merged into one, as ConstantMerge does.

%struct.foobar = type { i32 }

@bar.d = constant %struct.foobar zeroinitializer, align 4

declare i32 @zed(ptr, ptr)

define i32 @main() {
  %r = call i32 @zed(ptr @bar.d, ptr @bar.d)
  %s = add i32 %r, 1
  ret i32 %s
}
