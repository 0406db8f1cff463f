; EXPECT: refines
; ConstantMerge (LLVM's ConstantMerge/2011-01-15-EitherOrder.ll): @bar.d is
; `unnamed_addr`, so it may share its address with @foo.d, a constant with
; the same initializer (LangRef "Global Variables": such constants "can be
; merged with other constants if they have the same initializer"). The
; target passes one pointer twice where the source passes both; the source
; laid out with the two merged does the same.

%struct.foobar = type { i32 }

@bar.d = unnamed_addr constant %struct.foobar zeroinitializer, align 4
@foo.d = internal constant %struct.foobar zeroinitializer, align 4

declare i32 @zed(ptr, ptr)

define i32 @main() {
  %r = call i32 @zed(ptr @foo.d, ptr @bar.d)
  %c = icmp eq ptr @foo.d, @bar.d
  %z = zext i1 %c to i32
  %s = add i32 %r, %z
  ret i32 %s
}
