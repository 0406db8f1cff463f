; EXPECT: not-refines
; Neither constant is `unnamed_addr`: both addresses are significant and
; distinct (LangRef "Global Variables"), so the source passes two different
; pointers and compares them unequal; merging them is not a refinement.

%struct.foobar = type { i32 }

@bar.d = constant %struct.foobar zeroinitializer, align 4
@foo.d = internal constant %struct.foobar zeroinitializer, align 4

declare i32 @zed(ptr, ptr)

define i32 @main() {
  %r = call i32 @zed(ptr @foo.d, ptr @bar.d)
  %c = icmp eq ptr @foo.d, @bar.d
  %z = zext i1 %c to i32
  %s = add i32 %r, %z
  ret i32 %s
}
