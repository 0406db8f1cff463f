//! The verifier through `llsem::parse::load`: ill-formed modules (each one
//! rejected by `llvm-as-22` too) with the exact location and wording of the
//! first problem, and well-formed edge cases that must be accepted (each one
//! accepted by `llvm-as-22`).

use llsem::parse::load;
use llsem::syntax::SourceFile;

/// The line, column and message of the error `load` reports for `text`.
fn error_of(text: &str) -> (u32, u32, String) {
    let file = SourceFile::new("t.ll", text);
    match load(file.clone()) {
        Ok(_) => panic!("the module was accepted:\n{text}"),
        Err(d) => {
            let lc = file.line_col(d.span.start);
            (lc.line, lc.column, d.message)
        }
    }
}

/// `text` is rejected at `line:column` with exactly `message`.
#[track_caller]
fn rejects(text: &str, line: u32, column: u32, message: &str) {
    assert_eq!(error_of(text), (line, column, message.to_string()));
}

/// `text` is accepted.
#[track_caller]
fn accepts(text: &str) {
    let file = SourceFile::new("t.ll", text);
    if let Err(d) = load(file.clone()) {
        panic!("rejected: {}", d.render(&file));
    }
}

// ----- ill-formed modules -----

#[test]
fn rejects_types_llvm_as_rejects() {
    // Each at the position `llvm-as-22` reports.
    rejects(
        "define void @f(<0 x i32> %x) {\n  ret void\n}\n",
        1,
        17,
        "a vector must have at least one element",
    );
    rejects(
        "define label @f() {\n  unreachable\n}\n",
        1,
        8,
        "invalid function return type 'label'",
    );
    rejects(
        "define metadata @f() {\n  unreachable\n}\n",
        1,
        8,
        "invalid function return type 'metadata'",
    );
    rejects(
        "define void @f(x86_mmx %x) {\n  ret void\n}\n",
        1,
        16,
        "expected a type but found 'x86_mmx'",
    );
}

#[test]
fn rejects_intrinsic_definition() {
    rejects(
        r#"declare void @g()
define i32 @llvm.ctpop.i32(i32 %x) {
  ret i32 0
}
"#,
        2,
        1,
        "@llvm.ctpop.i32 is an intrinsic function and cannot be defined",
    );
}

#[test]
fn rejects_addrspacecast_same() {
    rejects(
        r#"define ptr @f(ptr %x) {
  %y = addrspacecast ptr %x to ptr
  ret ptr %y
}
"#,
        2,
        3,
        "'addrspacecast' needs different address spaces, but converts ptr to ptr",
    );
}

#[test]
fn rejects_alloca_opaque() {
    rejects(
        r#"%o = type opaque
define void @f() {
  %y = alloca %o
  ret void
}
"#,
        3,
        3,
        "'alloca' of type %o, which is unsized",
    );
}

#[test]
fn rejects_atomic_i24() {
    rejects(
        r#"define void @f(ptr %p) {
  store atomic i24 0, ptr %p seq_cst, align 4
  ret void
}
"#,
        2,
        3,
        "atomic 'store' of type i24 (24 bits): the size must be a power of two and at least one byte",
    );
}

#[test]
fn rejects_atomic_noalign() {
    rejects(
        r#"define void @f(ptr %p) {
  store atomic i32 0, ptr %p seq_cst
  ret void
}
"#,
        2,
        3,
        "atomic 'store' must have an explicit alignment",
    );
}

#[test]
fn rejects_attr_nonnull() {
    rejects(
        r#"define void @f(i32 nonnull %x) {
  ret void
}
"#,
        1,
        28,
        "'nonnull' applies only to pointers, but parameter 1 of @f has type i32",
    );
}

#[test]
fn rejects_attr_range() {
    rejects(
        r#"define void @f(i64 range(i32 0, 4) %x) {
  ret void
}
"#,
        1,
        36,
        "'range' of i32 applies only to values of that integer type, but parameter 1 of @f has type i64",
    );
}

#[test]
fn rejects_attr_zext() {
    rejects(
        r#"declare void @f(ptr zeroext)
"#,
        1,
        1,
        "'zeroext' applies only to integers, but parameter 1 of @f has type ptr",
    );
}

#[test]
fn rejects_bitcast_ptr() {
    rejects(
        r#"define i64 @f(ptr %x) {
  %y = bitcast ptr %x to i64
  ret i64 %y
}
"#,
        2,
        3,
        "'bitcast' cannot convert between pointers and non-pointers, but converts ptr to i64",
    );
}

#[test]
fn rejects_bitcast_size() {
    rejects(
        r#"define i64 @f(i32 %x) {
  %y = bitcast i32 %x to i64
  ret i64 %y
}
"#,
        2,
        3,
        "'bitcast' needs operand and result of the same size, but converts i32 (32 bits) to i64 (64 bits)",
    );
}

#[test]
fn rejects_cast_veclen() {
    rejects(
        r#"define <4 x i64> @f(<2 x i32> %x) {
  %y = zext <2 x i32> %x to <4 x i64>
  ret <4 x i64> %y
}
"#,
        2,
        3,
        "'zext' from <2 x i32> to <4 x i64> changes the vector shape (2 elements to 4 elements)",
    );
}

#[test]
fn rejects_cmpxchg_fail() {
    rejects(
        r#"define void @f(ptr %p) {
  %y = cmpxchg ptr %p, i32 0, i32 1 seq_cst release
  ret void
}
"#,
        2,
        3,
        "'cmpxchg' failure ordering cannot be release",
    );
}

#[test]
fn rejects_dom() {
    rejects(
        r#"define i32 @f(i1 %c) {
entry:
  br i1 %c, label %then, label %merge
then:
  %x = add i32 1, 2
  br label %merge
merge:
  ret i32 %x
}
"#,
        8,
        11,
        "instruction does not dominate this use: %x is defined in %then",
    );
}

#[test]
fn rejects_dom_later() {
    rejects(
        r#"define i32 @f() {
  %a = add i32 %b, 1
  %b = add i32 1, 2
  ret i32 %a
}
"#,
        2,
        16,
        "instruction does not dominate this use: %b is defined later in %0",
    );
}

#[test]
fn rejects_entry_pred() {
    rejects(
        r#"define void @f() {
entry:
  br label %entry
}
"#,
        3,
        3,
        "the entry block %entry cannot be the target of a branch",
    );
}

#[test]
fn rejects_fence_mono() {
    rejects(
        r#"define void @f() {
  fence monotonic
  ret void
}
"#,
        2,
        3,
        "'fence' cannot have ordering monotonic",
    );
}

#[test]
fn rejects_fptrunc_wider() {
    rejects(
        r#"define double @f(float %x) {
  %y = fptrunc float %x to double
  ret double %y
}
"#,
        2,
        3,
        "'fptrunc' needs a narrower result, but converts float to double",
    );
}

#[test]
fn rejects_gep_into_int() {
    rejects(
        r#"define ptr @f(ptr %p) {
  %y = getelementptr i32, ptr %p, i64 0, i64 1
  ret ptr %y
}
"#,
        2,
        3,
        "'getelementptr' index 2 indexes into i32, which is not a struct, array or vector",
    );
}

#[test]
fn rejects_gep_struct_oob() {
    rejects(
        r#"%s = type { i32, i64 }
define ptr @f(ptr %p) {
  %y = getelementptr %s, ptr %p, i32 0, i32 2
  ret ptr %y
}
"#,
        3,
        3,
        "'getelementptr' index 2 selects field 2 of %s, which has 2 fields",
    );
}

#[test]
fn rejects_gep_struct_var() {
    rejects(
        r#"%s = type { i32, i64 }
define ptr @f(ptr %p, i32 %i) {
  %y = getelementptr %s, ptr %p, i32 0, i32 %i
  ret ptr %y
}
"#,
        3,
        3,
        "'getelementptr' index 2 selects a field of %s, so it must be an i32 constant (or a vector of equal ones), but it is a variable of type i32",
    );
}

#[test]
fn rejects_invoke_dom() {
    rejects(
        r#"declare i32 @g()
declare i32 @__gxx_personality_v0(...)
define i32 @f() personality ptr @__gxx_personality_v0 {
entry:
  %r = invoke i32 @g() to label %ok unwind label %lp
ok:
  ret i32 %r
lp:
  %l = landingpad { ptr, i32 } cleanup
  ret i32 %r
}
"#,
        10,
        11,
        "instruction does not dominate this use: %r is the result of 'invoke' in %entry, which exists only where its normal destination %ok is entered from it",
    );
}

#[test]
fn rejects_load_release() {
    rejects(
        r#"define i32 @f(ptr %p) {
  %y = load atomic i32, ptr %p release, align 4
  ret i32 %y
}
"#,
        2,
        3,
        "atomic 'load' cannot have ordering release",
    );
}

#[test]
fn rejects_phi_dom() {
    rejects(
        r#"define i32 @f(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  %x = add i32 1, 1
  br label %b
b:
  %p = phi i32 [ %x, %entry ], [ %x, %a ]
  ret i32 %p
}
"#,
        8,
        18,
        "instruction does not dominate this use: %x is defined in %a, which does not dominate the incoming block %entry",
    );
}

#[test]
fn rejects_phi_dupcount() {
    rejects(
        r#"define i32 @f(i1 %c) {
entry:
  br i1 %c, label %merge, label %merge
merge:
  %p = phi i32 [ 1, %entry ]
  ret i32 %p
}
"#,
        5,
        3,
        "phi node has 1 incoming value for predecessor %entry, but %entry branches to %merge 2 times",
    );
}

#[test]
fn rejects_phi_dupdiff() {
    rejects(
        r#"define i32 @f(i1 %c) {
entry:
  br i1 %c, label %merge, label %merge
merge:
  %p = phi i32 [ 1, %entry ], [ 2, %entry ]
  ret i32 %p
}
"#,
        5,
        3,
        "phi node has different incoming values for the same predecessor %entry",
    );
}

#[test]
fn rejects_phi_late() {
    rejects(
        r#"define i32 @f(i1 %c) {
entry:
  br label %merge
merge:
  %q = add i32 1, 1
  %p = phi i32 [ 1, %entry ]
  ret i32 %p
}
"#,
        6,
        3,
        "phi node is not at the start of block %merge: phi nodes must come before every other instruction",
    );
}

#[test]
fn rejects_phi_missing() {
    rejects(
        r#"define i32 @f(i1 %c) {
entry:
  br i1 %c, label %a, label %merge
a:
  br label %merge
merge:
  %p = phi i32 [ 1, %entry ]
  ret i32 %p
}
"#,
        7,
        3,
        "phi node has no incoming value for predecessor %a of %merge",
    );
}

#[test]
fn rejects_phi_notpred() {
    rejects(
        r#"define i32 @f(i1 %c) {
entry:
  br i1 %c, label %a, label %merge
a:
  br label %merge
bb3:
  br label %merge
merge:
  %p = phi i32 [ 1, %entry ], [ 2, %a ], [ 3, %bb3 ], [ 4, %x ]
  ret i32 %p
x:
  ret i32 0
}
"#,
        9,
        3,
        "phi node has an incoming value for block %x, which is not a predecessor of %merge",
    );
}

#[test]
fn rejects_recursive_type() {
    rejects(
        r#"%a = type { i32, [2 x %a] }
define void @f() {
  ret void
}
"#,
        1,
        1,
        "identified structure type %a is recursive: it contains itself by value",
    );
}

#[test]
fn rejects_rmw_fadd_int() {
    rejects(
        r#"define void @f(ptr %p) {
  %y = atomicrmw fadd ptr %p, i32 1 seq_cst
  ret void
}
"#,
        2,
        3,
        "'atomicrmw fadd' operand must be floating-point or a vector of floating-point values, but has type i32",
    );
}

#[test]
fn rejects_select_veclen() {
    rejects(
        r#"define <4 x i32> @f(<2 x i1> %c, <4 x i32> %x) {
  %y = select <2 x i1> %c, <4 x i32> %x, <4 x i32> zeroinitializer
  ret <4 x i32> %y
}
"#,
        2,
        3,
        "'select' with condition <2 x i1> needs vector values with the same number of elements, but the values have type <4 x i32>",
    );
}

#[test]
fn rejects_self_use() {
    rejects(
        r#"define i32 @f() {
  %a = add i32 %a, 1
  ret i32 %a
}
"#,
        2,
        16,
        "instruction does not dominate this use: %a is used by its own definition",
    );
}

#[test]
fn rejects_sext_same() {
    rejects(
        r#"define i32 @f(i32 %x) {
  %y = sext i32 %x to i32
  ret i32 %y
}
"#,
        2,
        3,
        "'sext' needs a wider result, but converts i32 to i32",
    );
}

#[test]
fn rejects_shuffle_oob() {
    rejects(
        r#"define <2 x i32> @f(<2 x i32> %v) {
  %y = shufflevector <2 x i32> %v, <2 x i32> %v, <2 x i32> <i32 0, i32 4>
  ret <2 x i32> %y
}
"#,
        2,
        3,
        "'shufflevector' mask element 4 is out of range: the operands have 4 elements together",
    );
}

#[test]
fn rejects_store_acquire() {
    rejects(
        r#"define void @f(ptr %p) {
  store atomic i32 0, ptr %p acquire, align 4
  ret void
}
"#,
        2,
        3,
        "atomic 'store' cannot have ordering acquire",
    );
}

#[test]
fn rejects_switch_dup() {
    rejects(
        r#"define void @f(i32 %x) {
entry:
  switch i32 %x, label %a [ i32 1, label %a
                            i32 1, label %a ]
a:
  ret void
}
"#,
        3,
        3,
        "duplicate case value 1 in 'switch'",
    );
}

#[test]
fn rejects_trunc_wider() {
    rejects(
        r#"define i64 @f(i32 %x) {
  %y = trunc i32 %x to i64
  ret i64 %y
}
"#,
        2,
        3,
        "'trunc' needs a narrower result, but converts i32 to i64",
    );
}

#[test]
fn rejects_unreach_def() {
    rejects(
        r#"define i32 @f() {
entry:
  br label %b
dead:
  %x = add i32 1, 1
  br label %b
b:
  %p = phi i32 [ 0, %entry ], [ %x, %dead ]
  %q = add i32 %x, 1
  ret i32 %q
}
"#,
        9,
        16,
        "instruction does not dominate this use: %x is defined in %dead, which is unreachable from the entry block",
    );
}

#[test]
fn rejects_zext_narrower() {
    rejects(
        r#"define i8 @f(i32 %x) {
  %y = zext i32 %x to i8
  ret i8 %y
}
"#,
        2,
        3,
        "'zext' needs a wider result, but converts i32 to i8",
    );
}

#[test]
fn rejects_atomic_struct() {
    rejects(
        r#"define void @f(ptr %p) {
  %y = load atomic { i32 }, ptr %p seq_cst, align 4
  ret void
}
"#,
        2,
        3,
        "atomic 'load' must access an integer, floating-point, pointer or vector type, but accesses { i32 }",
    );
}

#[test]
fn rejects_attr_align() {
    rejects(
        r#"define void @f(i64 align 8 %x) {
  ret void
}
"#,
        1,
        28,
        "'align' applies only to pointers and vectors of pointers, but parameter 1 of @f has type i64",
    );
}

#[test]
fn rejects_attr_byval() {
    rejects(
        r#"define void @f(i32 byval(i32) %x) {
  ret void
}
"#,
        1,
        31,
        "'byval' applies only to pointers, but parameter 1 of @f has type i32",
    );
}

#[test]
fn rejects_attr_deref() {
    rejects(
        r#"define void @f(i64 dereferenceable(8) %x) {
  ret void
}
"#,
        1,
        39,
        "'dereferenceable' applies only to pointers, but parameter 1 of @f has type i64",
    );
}

#[test]
fn rejects_attr_nofpclass() {
    rejects(
        r#"define void @f(i32 nofpclass(nan) %x) {
  ret void
}
"#,
        1,
        35,
        "'nofpclass' applies only to floating-point values, but parameter 1 of @f has type i32",
    );
}

#[test]
fn rejects_nofpclass_masks_llvm_rejects() {
    // llvm-as-22: an unknown name, a number mixed with names, and a number
    // outside 1..=1023 are all errors.
    for (mask, message) in [
        (
            "foo",
            "expected nofpclass test mask: nofpclass(foo) on parameter 1 of @f",
        ),
        (
            "nan 3",
            "expected nofpclass test mask: nofpclass(nan 3) on parameter 1 of @f",
        ),
        (
            "0",
            "invalid mask value for 'nofpclass': nofpclass(0) on parameter 1 of @f",
        ),
        (
            "1024",
            "invalid mask value for 'nofpclass': nofpclass(1024) on parameter 1 of @f",
        ),
    ] {
        let text = format!("define void @f(float nofpclass({mask}) %x) {{\n  ret void\n}}\n");
        // At the parameter, as the verifier places attribute errors.
        let column = text.find("%x").expect("the parameter") as u32 + 1;
        rejects(&text, 1, column, message);
    }
}

#[test]
fn rejects_bitcast_as() {
    rejects(
        r#"define ptr addrspace(1) @f(ptr %p) {
  %y = bitcast ptr %p to ptr addrspace(1)
  ret ptr addrspace(1) %y
}
"#,
        2,
        3,
        "'bitcast' cannot change the address space (from ptr to ptr addrspace(1)); use 'addrspacecast'",
    );
}

#[test]
fn rejects_cmpxchg_float() {
    rejects(
        r#"define void @f(ptr %p) {
  %y = cmpxchg ptr %p, float 0.0, float 1.0 seq_cst seq_cst
  ret void
}
"#,
        2,
        3,
        "'cmpxchg' operands must be integers or pointers, but have type float",
    );
}

#[test]
fn rejects_cmpxchg_unordered() {
    rejects(
        r#"define void @f(ptr %p) {
  %y = cmpxchg ptr %p, i32 0, i32 1 unordered monotonic
  ret void
}
"#,
        2,
        3,
        "'cmpxchg' orderings must be at least monotonic",
    );
}

#[test]
fn rejects_dom_loop() {
    rejects(
        r#"define i32 @f(i1 %c) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %j, %loop ]
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %j
body:
  %j = add i32 %i, 1
  br label %loop
}
"#,
        5,
        3,
        "phi node has no incoming value for predecessor %body of %loop",
    );
}

#[test]
fn rejects_entry_phi2() {
    rejects(
        r#"define i32 @f() {
entry:
  %p = phi i32 [ 0, %b ]
  ret i32 %p
b:
  ret i32 1
}
"#,
        3,
        3,
        "phi node in the entry block %entry, which has no predecessors",
    );
}

#[test]
fn rejects_ext_attr_call() {
    rejects(
        r#"declare void @g(i32)
define void @f() {
  call void @g(i32 nonnull 1)
  ret void
}
"#,
        3,
        3,
        "'nonnull' applies only to pointers, but argument 1 of 'call' has type i32",
    );
}

#[test]
fn rejects_fpext_int() {
    rejects(
        r#"define double @f(i32 %x) {
  %y = fpext i32 %x to double
  ret double %y
}
"#,
        2,
        3,
        "'fpext' needs a floating-point operand and result, but converts i32 to double",
    );
}

#[test]
fn rejects_gep_unsized() {
    rejects(
        r#"%o = type opaque
define ptr @f(ptr %p) {
  %y = getelementptr %o, ptr %p, i64 1
  ret ptr %y
}
"#,
        3,
        3,
        "'getelementptr' source element type %o is unsized",
    );
}

#[test]
fn rejects_global_unsized() {
    rejects(
        r#"%o = type opaque
@g = global %o zeroinitializer
"#,
        2,
        1,
        "global variable @g has an initializer, but its type %o is unsized",
    );
}

#[test]
fn rejects_inttoptr_f() {
    rejects(
        r#"define ptr @f(float %x) {
  %y = inttoptr float %x to ptr
  ret ptr %y
}
"#,
        2,
        3,
        "'inttoptr' needs an integer operand and a pointer result, but converts float to ptr",
    );
}

#[test]
fn rejects_invoke_unwind() {
    rejects(
        r#"declare i32 @g()
declare i32 @__gxx_personality_v0(...)
define i32 @f() personality ptr @__gxx_personality_v0 {
entry:
  %r = invoke i32 @g() to label %ok unwind label %bad
ok:
  ret i32 %r
bad:
  ret i32 0
}
"#,
        5,
        3,
        "the unwind destination %bad of 'invoke' does not start with 'landingpad', 'catchswitch' or 'cleanuppad'",
    );
}

#[test]
fn rejects_lp_nopers() {
    rejects(
        r#"declare i32 @g()
define i32 @f() {
entry:
  %r = invoke i32 @g() to label %ok unwind label %lp
ok:
  ret i32 %r
lp:
  %l = landingpad { ptr, i32 } cleanup
  ret i32 0
}
"#,
        8,
        3,
        "'landingpad' in @f, which has no personality function",
    );
}

#[test]
fn rejects_noundef_void() {
    rejects(
        r#"declare noundef void @f()
"#,
        1,
        1,
        "'noundef' applies only to values, but the return value of @f has type void",
    );
}

#[test]
fn rejects_phi_token() {
    rejects(
        r#"define void @f() {
entry:
  br label %b
b:
  %p = phi token [ none, %entry ]
  ret void
}
"#,
        5,
        3,
        "phi node cannot have type token",
    );
}

#[test]
fn rejects_ptrtoaddr_w() {
    rejects(
        r#"define i32 @f(ptr %p) {
  %a = ptrtoaddr ptr %p to i32
  ret i32 %a
}
"#,
        2,
        3,
        "'ptrtoaddr' must yield the address width of ptr, i64, but yields i32",
    );
}

#[test]
fn rejects_ptrtoint_vec() {
    rejects(
        r#"define <2 x i64> @f(ptr %x) {
  %y = ptrtoint ptr %x to <2 x i64>
  ret <2 x i64> %y
}
"#,
        2,
        3,
        "'ptrtoint' from ptr to <2 x i64> changes the vector shape (a scalar to 2 elements)",
    );
}

#[test]
fn rejects_rec_mutual() {
    rejects(
        r#"%a = type { i32, %b }
%b = type { [2 x %a] }
@g = global ptr null
"#,
        1,
        1,
        "identified structure type %a is recursive: it contains itself by value",
    );
}

/// A type that only holds a recursive type is not itself reported: the
/// error names the type on the cycle.
#[test]
fn rejects_rec_behind_another_type() {
    rejects(
        r#"%outer = type { %a }
%a = type { i8, %a }
@g = global ptr null
"#,
        2,
        1,
        "identified structure type %a is recursive: it contains itself by value",
    );
}

#[test]
fn rejects_ret_range() {
    rejects(
        r#"declare range(i8 0, 4) i32 @f()
"#,
        1,
        1,
        "'range' of i8 applies only to values of that integer type, but the return value of @f has type i32",
    );
}

#[test]
fn rejects_rmw_add_float() {
    rejects(
        r#"define void @f(ptr %p) {
  %y = atomicrmw add ptr %p, float 1.0 seq_cst, align 4
  ret void
}
"#,
        2,
        3,
        "'atomicrmw add' operand must be an integer, but has type float",
    );
}

#[test]
fn rejects_rmw_unordered() {
    rejects(
        r#"define void @f(ptr %p) {
  %y = atomicrmw add ptr %p, i32 1 unordered
  ret void
}
"#,
        2,
        3,
        "'atomicrmw' cannot be unordered",
    );
}

#[test]
fn rejects_select_token() {
    rejects(
        r#"define void @f(i1 %c) {
  %y = select i1 %c, token none, token none
  ret void
}
"#,
        2,
        3,
        "'select' values cannot have type token",
    );
}

#[test]
fn rejects_shuf_scalable() {
    rejects(
        r#"define <vscale x 2 x i32> @f(<vscale x 2 x i32> %v) {
  %y = shufflevector <vscale x 2 x i32> %v, <vscale x 2 x i32> %v, <vscale x 2 x i32> splat (i32 1)
  ret <vscale x 2 x i32> %y
}
"#,
        2,
        3,
        "'shufflevector' mask of scalable vectors must be all zeros, undef or poison",
    );
}

#[test]
fn rejects_sitofp_ptr() {
    rejects(
        r#"define double @f(ptr %x) {
  %y = sitofp ptr %x to double
  ret double %y
}
"#,
        2,
        3,
        "'sitofp' needs an integer operand and a floating-point result, but converts ptr to double",
    );
}

#[test]
fn rejects_store_unsized() {
    rejects(
        r#"%o = type opaque
define void @f(ptr %p, ptr %q) {
  store %o zeroinitializer, ptr %p
  ret void
}
"#,
        3,
        3,
        "'store' of type %o, which is not a sized first-class type",
    );
}

// ----- well-formed edge cases -----

#[test]
fn accepts_aggregates() {
    accepts(
        r#"define { i32, [2 x float] } @f({ i32, [2 x float] } %a, float %x) {
  %e = extractvalue { i32, [2 x float] } %a, 1, 0
  %s = fadd float %e, %x
  %r = insertvalue { i32, [2 x float] } %a, float %s, 1, 1
  %fr = freeze { i32, [2 x float] } %r
  ret { i32, [2 x float] } %fr
}
"#,
    );
}

#[test]
fn accepts_attrs_ok() {
    accepts(
        r#"declare noundef range(i8 0, 10) i8 @f(ptr noalias nocapture readonly align 8 dereferenceable(16) %p, i32 signext %x, <2 x ptr> align 4 %v, <2 x i32> range(i32 0, 4) %r, [2 x float] nofpclass(inf) %fl, ptr byval(i32) %bv)
"#,
    );
}

#[test]
fn accepts_callbr_ok() {
    accepts(
        r#"define i32 @f() {
entry:
  %r = callbr i32 asm "", "=r,!i"() to label %ft [label %ind]
ft:
  ret i32 %r
ind:
  ret i32 0
}
"#,
    );
}

#[test]
fn accepts_calls() {
    accepts(
        r#"declare i32 @printf(ptr, ...)
declare float @llvm.fabs.f32(float)
@s = private constant [3 x i8] c"%d\00"
define i32 @f(ptr %fp, float %x) {
  %a = call i32 (ptr, ...) @printf(ptr @s, i32 1, double 2.0)
  %b = call fast float @llvm.fabs.f32(float %x)
  %c = call i32 %fp(i32 noundef 1)
  %d = call i64 @printf(i64 1)
  %e = tail call noundef i32 @f(ptr nonnull %fp, float nofpclass(nan) %x) #0
  call void asm sideeffect "nop", ""()
  ret i32 %a
}
attributes #0 = { nounwind }
"#,
    );
}

#[test]
fn accepts_globals() {
    accepts(
        r#"%s = type { i32, ptr }
%o = type opaque
@a = global [2 x i32] [i32 1, i32 2]
@b = global %s { i32 3, ptr @a }
@c = external global %o
@d = global ptr getelementptr (i8, ptr @a, i64 4)
@e = global i64 add (i64 ptrtoint (ptr @a to i64), i64 8)
@f = global <2 x i8> splat (i8 3)
@g = alias i32, ptr @a
@h = global ptr blockaddress(@fn, %bb)
define void @fn() {
entry:
  br label %bb
bb:
  ret void
}
"#,
    );
}

#[test]
fn accepts_invoke_ok() {
    accepts(
        r#"declare i32 @g()
declare i32 @__gxx_personality_v0(...)
define i32 @f(i1 %c) personality ptr @__gxx_personality_v0 {
entry:
  %r = invoke i32 @g() to label %ok unwind label %lp
ok:
  %p = phi i32 [ %r, %entry ]
  %s = add i32 %r, %p
  ret i32 %s
lp:
  %l = landingpad { ptr, i32 } cleanup
  resume { ptr, i32 } %l
}
"#,
    );
}

#[test]
fn accepts_loop() {
    accepts(
        r#"define i32 @f(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %latch ]
  %c = icmp slt i32 %i, %n
  br i1 %c, label %body, label %exit
body:
  %acc.next = add i32 %acc, %i
  br label %latch
latch:
  %i.next = add nuw nsw i32 %i, 1
  br label %loop
exit:
  %r = phi i32 [ %acc, %loop ]
  ret i32 %r
}
"#,
    );
}

#[test]
fn accepts_memory() {
    accepts(
        r#"define i64 @f(ptr %p, i32 %n) {
  %a = alloca [4 x i64], i32 %n, align 16
  %b = alloca i8, addrspace(5)
  store atomic i64 1, ptr %a release, align 8
  %v = load atomic volatile i64, ptr %a acquire, align 8
  %x = cmpxchg weak ptr %p, ptr null, ptr %a acq_rel monotonic
  %y = atomicrmw umax ptr %p, i64 %v syncscope("singlethread") seq_cst, align 8
  %z = atomicrmw fadd ptr %p, <2 x half> zeroinitializer monotonic
  %w = atomicrmw xchg ptr %p, ptr %a monotonic
  fence syncscope("agent") acq_rel
  %q = ptrtoint ptr addrspace(5) %b to i32
  %q2 = addrspacecast ptr addrspace(5) %b to ptr
  %q3 = inttoptr i64 %v to ptr addrspace(3)
  %q4 = ptrtoaddr ptr %p to i64
  ret i64 %y
}
"#,
    );
}

#[test]
fn accepts_phi_dups() {
    accepts(
        r#"define i32 @f(i32 %x) {
entry:
  switch i32 %x, label %m [ i32 1, label %m
                            i32 2, label %other
                            i32 3, label %m ]
other:
  br i1 true, label %m, label %m
m:
  %p = phi i32 [ 7, %entry ], [ %x, %other ], [ 7, %entry ], [ %x, %other ], [ 7, %entry ]
  ret i32 %p
}
"#,
    );
}

#[test]
fn accepts_select_ok() {
    accepts(
        r#"define ptr @f(i1 %c, ptr %a, ptr %b, {float, float} %s) {
  %x = select i1 %c, ptr %a, ptr %b
  %y = select nnan i1 %c, {float, float} %s, {float, float} zeroinitializer
  %z = select <2 x i1> <i1 true, i1 false>, <2 x ptr> zeroinitializer, <2 x ptr> zeroinitializer
  ret ptr %x
}
"#,
    );
}

#[test]
fn accepts_struct_gep() {
    accepts(
        r#"%pair = type { i32, [4 x { i8, i64 }] }
%packed = type <{ i8, i32 }>
define ptr @f(ptr %p, i64 %i, <2 x ptr> %vp, <2 x i64> %vi) {
  %a = getelementptr inbounds %pair, ptr %p, i64 %i, i32 1, i64 3, i32 1
  %b = getelementptr %packed, ptr %a, i32 0, i32 1
  %v = getelementptr %pair, <2 x ptr> %vp, <2 x i64> %vi, <2 x i32> <i32 1, i32 1>, <2 x i64> %vi, i32 0
  %w = getelementptr i8, ptr %b, <2 x i64> %vi
  %x = getelementptr <4 x i32>, ptr %b, i64 0, i64 3
  %e = getelementptr nusw nuw i8, ptr %x
  ret ptr %e
}
"#,
    );
}

#[test]
fn accepts_switch_ok() {
    accepts(
        r#"define i8 @f(i8 %x) {
entry:
  switch i8 %x, label %d [ i8 -1, label %a
                           i8 127, label %a ]
a:
  ret i8 1
d:
  ret i8 0
}
"#,
    );
}

#[test]
fn accepts_unreachable_self() {
    accepts(
        r#"define i32 @f() {
entry:
  ret i32 0
dead:
  %p = phi i32 [ %a, %dead2 ]
  %a = add i32 %b, 1
  %b = add i32 %a, 1
  %s = add i32 %s, 1
  br label %dead2
dead2:
  %q = phi i32 [ %p, %dead ]
  br label %dead
}
"#,
    );
}

#[test]
fn accepts_vectors() {
    accepts(
        r#"define <4 x i32> @f(<4 x i32> %a, <4 x i32> %b, <4 x float> %x, <vscale x 2 x i64> %s) {
  %sum = add nsw <4 x i32> %a, %b
  %c = icmp ult <4 x i32> %sum, %b
  %sel = select <4 x i1> %c, <4 x i32> %a, <4 x i32> %sum
  %e = extractelement <4 x i32> %sel, i64 2
  %i = insertelement <4 x i32> %sel, i32 %e, i8 0
  %sh = shufflevector <4 x i32> %i, <4 x i32> poison, <8 x i32> <i32 0, i32 7, i32 poison, i32 3, i32 4, i32 5, i32 6, i32 1>
  %lo = shufflevector <8 x i32> %sh, <8 x i32> %sh, <4 x i32> <i32 15, i32 0, i32 1, i32 2>
  %fc = fcmp fast olt <4 x float> %x, zeroinitializer
  %z = zext <4 x i1> %fc to <4 x i32>
  %ss = shufflevector <vscale x 2 x i64> %s, <vscale x 2 x i64> poison, <vscale x 2 x i32> zeroinitializer
  %bc = bitcast <4 x i32> %z to <2 x i64>
  %bc2 = bitcast <2 x i64> %bc to i128
  %fneg = fneg nnan <4 x float> %x
  %fp = fptosi <4 x float> %fneg to <4 x i32>
  %r = or disjoint <4 x i32> %lo, %fp
  ret <4 x i32> %r
}
"#,
    );
}

#[test]
fn accepts_callbr_result_on_indirect_edge() {
    accepts(
        r#"define i32 @f() {
entry:
  %r = callbr i32 asm "", "=r,!i"() to label %ft [label %ind]
ft:
  ret i32 %r
ind:
  ret i32 %r
}"#,
    );
}

#[test]
fn accepts_freeze_of_token() {
    accepts(
        r#"define void @f() {
  %y = freeze token none
  ret void
}"#,
    );
}

#[test]
fn rejects_invoke_same_dest() {
    rejects(
        r#"declare i32 @g()
declare i32 @__gxx_personality_v0(...)
define i32 @f() personality ptr @__gxx_personality_v0 {
entry:
  %r = invoke i32 @g() to label %lp unwind label %lp
lp:
  %l = landingpad { ptr, i32 } cleanup
  ret i32 %r
}
"#,
        7,
        3,
        "block %lp holds a 'landingpad', so it can only be entered by the unwind edge of an 'invoke', but %entry branches to it",
    );
}

#[test]
fn rejects_invoke_unwind_phi() {
    rejects(
        r#"declare i32 @g()
declare i32 @__gxx_personality_v0(...)
define i32 @f() personality ptr @__gxx_personality_v0 {
entry:
  %r = invoke i32 @g() to label %ok unwind label %lp
ok:
  ret i32 %r
lp:
  %p = phi i32 [ %r, %entry ]
  %l = landingpad { ptr, i32 } cleanup
  ret i32 %p
}
"#,
        9,
        18,
        "instruction does not dominate this use: %r is the result of 'invoke' in %entry, which exists only where its normal destination %ok is entered from it",
    );
}

#[test]
fn rejects_irreducible() {
    rejects(
        r#"define i32 @f(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  %x = add i32 1, 2
  br label %b
b:
  %y = add i32 %x, 1
  br label %a
}
"#,
        8,
        16,
        "instruction does not dominate this use: %x is defined in %a",
    );
}

#[test]
fn accepts_irreducible_ok() {
    accepts(
        r#"define i32 @f(i1 %c) {
entry:
  %e = add i32 1, 2
  br i1 %c, label %a, label %b
a:
  %pa = phi i32 [ %e, %entry ], [ %pb, %b ]
  br label %b
b:
  %pb = phi i32 [ %e, %entry ], [ %pa, %a ]
  %s = add i32 %pb, %e
  br i1 %c, label %a, label %exit
exit:
  ret i32 %s
}
"#,
    );
}

#[test]
fn accepts_invoke_critical_ok() {
    accepts(
        r#"declare i32 @g()
declare i32 @__gxx_personality_v0(...)
define i32 @f(i1 %c) personality ptr @__gxx_personality_v0 {
entry:
  br label %loop
loop:
  %r = invoke i32 @g() to label %ok unwind label %lp
ok:
  %u = add i32 %r, 1
  br i1 %c, label %ok2, label %exit
ok2:
  br label %ok
exit:
  ret i32 %u
lp:
  %l = landingpad { ptr, i32 } cleanup
  ret i32 0
}
"#,
    );
}

#[test]
fn rejects_global_holding_a_scalable_vector() {
    rejects(
        "%s = type { <vscale x 2 x i32> }\n@g = external global %s\n",
        2,
        1,
        "global variable @g cannot have type %s, which holds a scalable vector",
    );
}

#[test]
fn accepts_wide_integers_and_poison_undef_operands() {
    accepts(
        r#"define i33 @f(i256 %x, i65 %y, i1 %b, <2 x i65> %v) {
entry:
  %a = add nuw i256 %x, poison
  %t = trunc nsw i65 %y to i33
  %z = zext i1 %b to i128
  %c = icmp ult i1 undef, %b
  %s = select i1 poison, i33 %t, i33 undef
  %e = extractelement <2 x i65> %v, i64 undef
  %sh = shufflevector <2 x i65> %v, <2 x i65> poison, <2 x i32> <i32 poison, i32 1>
  %w = sext i65 %e to i256
  %m = mul i256 %w, -1
  %fz = freeze i128 %z
  switch i128 %fz, label %d [ i128 170141183460469231731687303715884105727, label %d
                              i128 -170141183460469231731687303715884105728, label %d ]
d:
  ret i33 %s
}
"#,
    );
}

#[test]
fn rejects_switch_cases_equal_at_width_128() {
    rejects(
        r#"define void @f(i128 %x) {
entry:
  switch i128 %x, label %d [ i128 -1, label %d
                             i128 340282366920938463463374607431768211455, label %d ]
d:
  ret void
}
"#,
        3,
        3,
        "duplicate case value -1 in 'switch'",
    );
}

/// A module of `!llvm.module.flags` nodes `flags` (each `!{...}`), numbered
/// from `!0` on lines 2, 3, ...
fn with_flags(flags: &[&str]) -> String {
    let refs: Vec<String> = (0..flags.len()).map(|i| format!("!{i}")).collect();
    let mut text = format!("!llvm.module.flags = !{{{}}}\n", refs.join(", "));
    for (i, f) in flags.iter().enumerate() {
        text += &format!("!{i} = {f}\n");
    }
    text
}

#[test]
fn rejects_module_flags_llvm_as_rejects() {
    // Each message is llvm-as-22's, at the `!N` of the offending flag.
    for (flags, line, message) in [
        (
            &[r#"!{i32 1, !"a", i32 4}"#, r#"!{i32 4, !"a", i32 5}"#][..],
            3,
            "module flag identifiers must be unique (or of 'require' type)",
        ),
        (
            &[r#"!{i32 9, !"a", i32 4}"#],
            2,
            "invalid behavior operand in module flag (unexpected constant)",
        ),
        (
            &[r#"!{!"x", !"a", i32 4}"#],
            2,
            "invalid behavior operand in module flag (expected constant integer)",
        ),
        (
            &[r#"!{i32 1, !"a"}"#],
            2,
            "incorrect number of operands in module flag",
        ),
        (
            &[r#"!{i32 1, i32 2, i32 4}"#],
            2,
            "invalid ID operand in module flag (expected metadata string)",
        ),
        (
            &[r#"!{i32 3, !"a", i32 4}"#],
            2,
            "invalid value for 'require' module flag (expected metadata pair)",
        ),
        (
            &[r#"!{i32 3, !"a", !{i32 1, i32 1}}"#],
            2,
            "invalid value for 'require' module flag (first value operand should be a string)",
        ),
        (
            &[r#"!{i32 6, !"a", i32 4}"#],
            2,
            "invalid value for 'append'-type module flag (expected a metadata node)",
        ),
        (
            &[r#"!{i32 7, !"a", !"x"}"#],
            2,
            "invalid value for 'max' module flag (expected constant integer)",
        ),
        (
            &[r#"!{i32 8, !"a", i32 -1}"#],
            2,
            "invalid value for 'min' module flag (expected constant non-negative integer)",
        ),
        (
            &[r#"!{i32 1, !"wchar_size", !"x"}"#],
            2,
            "wchar_size metadata requires constant integer argument",
        ),
        (
            // A Require flag's own value does not satisfy a requirement.
            &[r#"!{i32 3, !"r", !{!"r", i32 1}}"#],
            2,
            "invalid requirement on flag, flag is not present in module",
        ),
        (
            // i64 1 is not i32 1.
            &[
                r#"!{i32 1, !"a", i32 1}"#,
                r#"!{i32 3, !"r", !{!"a", i64 1}}"#,
            ],
            3,
            "invalid requirement on flag, flag does not have the required value",
        ),
    ] {
        let text = with_flags(flags);
        assert_eq!(
            error_of(&text),
            (line, 1, message.to_string()),
            "for:\n{text}"
        );
    }
}

#[test]
fn accepts_module_flags_llvm_as_accepts() {
    for flags in [
        // Require flags may share an ID; requirements met, also by equal
        // uniqued nodes and by null.
        &[
            r#"!{i32 1, !"a", !{!"q", i32 1}}"#,
            r#"!{i32 3, !"r", !{!"a", !{!"q", i32 1}}}"#,
            r#"!{i32 1, !"n", null}"#,
            r#"!{i32 3, !"m", !{!"n", null}}"#,
        ][..],
        // Any integer width for the behavior; Max of a negative value;
        // an empty node to append; a distinct flag node.
        &[
            r#"!{i64 1, !"a", i32 4}"#,
            r#"!{i32 7, !"b", i64 -1}"#,
            r#"!{i32 6, !"c", !{}}"#,
            r#"distinct !{i32 2, !"d", i32 1}"#,
            r#"!{i32 1, !"wchar_size", i64 4}"#,
        ][..],
    ] {
        accepts(&with_flags(flags));
    }
}

#[test]
fn rejects_calls_of_current_x86_intrinsics_through_another_type() {
    // llvm-as-22: "Intrinsic has incorrect argument type!" (the shape of a
    // scripts/accept-mutants.py mutant): an x86 intrinsic of LLVM 22 whose
    // older signatures LLVM does not upgrade is checked as any other.
    rejects(
        "declare i64 @llvm.x86.sse42.crc32.64.64(i64, i32)\n\
         define i64 @f(i64 %a) {\n  %r = call i64 @llvm.x86.sse42.crc32.64.64(i64 %a, i32 1)\n  ret i64 %r\n}\n",
        3,
        17,
        "intrinsic @llvm.x86.sse42.crc32.64.64 has incorrect argument type: argument 2 has type i32, \
         but llvm.x86.sse42.crc32.64.64's signature is i64 (i64, i64)",
    );
    // Older forms LLVM 22 upgrades (an i32 immediate, ptest on floats) stay
    // accepted.
    accepts(
        "define <4 x float> @f(<4 x float> %a) {\n  %r = call <4 x float> @llvm.x86.sse41.insertps(<4 x float> %a, <4 x float> %a, i32 1)\n  ret <4 x float> %r\n}\n",
    );
    accepts(
        "define i32 @f(<4 x float> %a) {\n  %r = call i32 @llvm.x86.sse41.ptestz(<4 x float> %a, <4 x float> %a)\n  ret i32 %r\n}\n",
    );
}

#[test]
fn lifetime_markers_take_an_alloca_or_poison() {
    // llvm-as-22: "llvm.lifetime.start/end can only be used on alloca or
    // poison" (a scripts/accept-mutants.py mutant: the marker moved to
    // another pointer).
    let module = |arg: &str| {
        format!(
            "define void @f(ptr %p) {{\n  %a = alloca i32\n  %g = getelementptr i8, ptr %a, i64 0\n  \
             call void @llvm.lifetime.start.p0(ptr {arg})\n  call void @llvm.lifetime.end.p0(ptr {arg})\n  ret void\n}}\n"
        )
    };
    let why = "(llvm.lifetime.start/end can only be used on alloca or poison)";
    rejects(
        &module("%g"),
        4,
        41,
        &format!(
            "@llvm.lifetime.start.p0 takes the result of an 'alloca' or poison, but %g is neither {why}"
        ),
    );
    rejects(
        &module("%p"),
        4,
        41,
        &format!(
            "@llvm.lifetime.start.p0 takes the result of an 'alloca' or poison, but %p is neither {why}"
        ),
    );
    rejects(
        &module("undef"),
        4,
        3,
        &format!(
            "@llvm.lifetime.start.p0 takes the result of an 'alloca' or poison, but the constant is neither {why}"
        ),
    );
    accepts(&module("%a"));
    accepts(&module("poison"));
    // The older form with a size is upgraded (and dropped) by LLVM.
    accepts(
        "define void @f(ptr %p) {\n  call void @llvm.lifetime.start.p0(i64 4, ptr %p)\n  ret void\n}\n",
    );
}

#[test]
fn coro_end_without_its_token_is_upgraded() {
    // LLVM 22's AutoUpgrade adds the third argument (`token none`) to an
    // `llvm.coro.end` of two (llvm-as-22 | llvm-dis-22 shows it); held-out
    // sample 9's FunctionAttrs/noreturn.ll declares it variadic with two.
    accepts(
        "define void @f() presplitcoroutine {\n  call void (ptr, i1, ...) @llvm.coro.end(ptr null, i1 false)\n  unreachable\n}\n\
         declare void @llvm.coro.end(ptr, i1, ...)\n",
    );
    accepts(
        "define void @f() {\n  call void @llvm.coro.end(ptr null, i1 false)\n  unreachable\n}\n\
         declare void @llvm.coro.end(ptr, i1)\n",
    );
}

// ----- metadata attachments: !tbaa and !range -----

/// The type nodes of LLVM's own TBAA verifier test (old struct-path format),
/// after a function whose one store carries `tag`.
fn old_tbaa(tag: &str) -> String {
    format!(
        "define void @f(ptr %p) {{\n  store i32 0, ptr %p, !tbaa {tag}\n  ret void\n}}\n{OLD_TBAA_TYPES}\n"
    )
}

const OLD_TBAA_TYPES: &str = "!0 = !{!\"root\"}\n!1 = !{!\"scalar-a\", !0}\n!2 = !{!\"scalar-b\", !0}\n!3 = !{!\"struct-a\", !2, i64 20, !1, i64 40}\n!4 = distinct !{!\"self-recursive-struct\", !2, i64 20, !4, i64 40}\n!5 = !{!\"bad-scalar-0\", i64 40}\n!6 = !{i64 42, !0}\n!7 = !{!\"bad-scalar-1\", null}\n!8 = !{!\"bad-struct-type-0\", !1, i64 40, !1}\n!9 = !{!\"bad-struct-type-1\", !1, i64 40, i64 56, !1}\n!10 = !{!\"bad-struct-type-2\", !1, i64 40, !1, i32 56}\n!11 = !{!\"bad-struct-type-2\", !1, i64 80, !1, i64 56}\n!12 = !{!\"bad-scalar-2\", !3, i64 0}\n!13 = !{!1, !1, i64 0}\n!14 = !{!\"bad-scalar-2\", !13}";

/// As [`old_tbaa`], with type nodes of the new format (and a few old ones).
fn new_tbaa(tag: &str) -> String {
    format!(
        "define void @f(ptr %p) {{\n  store i32 0, ptr %p, !tbaa {tag}\n  ret void\n}}\n{NEW_TBAA_TYPES}\n"
    )
}

const NEW_TBAA_TYPES: &str = "!0 = !{!\"root\"}\n!1 = !{!0, i64 4, !\"int\"}\n!2 = !{!0, i64 8, !\"S\", !1, i64 0, i64 4, !1, i64 4, i64 4}\n!3 = !{!0, i64 8, !\"T\", !1, i64 0}\n!4 = !{!0, !\"x\", !\"T\", !1, i64 0, i64 4}\n!5 = !{!0, i64 8, !\"T\", !1, i64 0, !\"4\"}\n!6 = !{!\"root\"}\n!7 = !{!\"int\", !6}\n!8 = !{!0, i64 8, !\"U\", !1, i32 0, i64 4}\n!9 = !{!0, i64 8, !\"V\", !2, i64 0, i64 8}\n!10 = !{!0, i64 -1, !\"W\", !1, i64 0, i64 4}\n!11 = !{!\"S2\", !7, i64 0, !7, i64 4}\n!12 = !{!\"int\", !6, i64 0}\n!13 = !{!\"int\", !6, i64 1}\n!14 = !{!0, i64 8, !\"S\", !1, i64 4, i64 4, !1, i64 0, i64 4}\n!15 = !{!0, i64 8, !\"S\", !1, i64 0, i64 4, !0, i64 4, i64 4}\n!16 = !{!0, i64 4, !\"int\", !0, i64 0, i64 4}";

#[test]
fn tbaa_old_format_as_llvm_as() {
    // Each verdict, message and position checked against llvm-as-22.
    rejects(
        &old_tbaa("!{!3, !2, i64 40, i64 0, i64 1, i64 2}"),
        2,
        3,
        "Struct tag metadata must have either 3 or 4 operands",
    );
    rejects(
        &old_tbaa("!{!3, !2, i64 40, !\"immutable\"}"),
        2,
        3,
        "Immutability tag on struct tag metadata must be a constant",
    );
    rejects(
        &old_tbaa("!{!3, !2, i64 40, i64 4}"),
        2,
        3,
        "Immutability part of the struct tag metadata must be either 0 or 1",
    );
    rejects(
        &old_tbaa("!{!3, !2, !\"40\", i64 0}"),
        2,
        3,
        "Offset must be constant integer",
    );
    rejects(
        &old_tbaa("!{!3, null, !\"40\", i64 0}"),
        2,
        3,
        "Malformed struct tag metadata: base and access-type should be non-null and point to Metadata nodes",
    );
    rejects(
        &old_tbaa("!{!3, !3, !\"40\", i64 0}"),
        2,
        3,
        "Access type node must be a valid scalar type",
    );
    rejects(
        &old_tbaa("!{!3, !2, i32 40, i64 0}"),
        2,
        3,
        "Access bit-width not the same as description bit-width",
    );
    rejects(
        &old_tbaa("!{!3, !12, i32 40, i64 0}"),
        2,
        3,
        "Access type node must be a valid scalar type",
    );
    rejects(
        &old_tbaa("!{!13, !1, i64 0}"),
        18,
        1,
        "Struct tag nodes have a string as their first operand",
    );
    rejects(
        &old_tbaa("!{!14, !14, i64 0}"),
        2,
        3,
        "Access type node must be a valid scalar type",
    );
    rejects(
        &old_tbaa("!{!4, !2, i64 40}"),
        2,
        3,
        "Cycle detected in struct path",
    );
    rejects(
        &old_tbaa("!{!3, !2, i64 45}"),
        2,
        3,
        "Offset not zero at the point of scalar access",
    );
    rejects(
        &old_tbaa("!{!3, !2, i64 10}"),
        2,
        3,
        "Could not find TBAA parent in struct type node",
    );
    rejects(
        &old_tbaa("!{!5, !5, i64 0}"),
        2,
        3,
        "Access type node must be a valid scalar type",
    );
    rejects(
        &old_tbaa("!{!6, !6, i64 0}"),
        2,
        3,
        "Access type node must be a valid scalar type",
    );
    rejects(
        &old_tbaa("!{!7, !7, i64 0}"),
        2,
        3,
        "Access type node must be a valid scalar type",
    );
    rejects(
        &old_tbaa("!{!8, !1, i64 40}"),
        13,
        1,
        "Struct tag nodes must have an odd number of operands!",
    );
    rejects(
        &old_tbaa("!{!9, !1, i64 40}"),
        14,
        1,
        "Incorrect field entry in struct type node!",
    );
    rejects(
        &old_tbaa("!{!10, !1, i64 40}"),
        15,
        1,
        "Bitwidth between the offsets and struct type entries must match",
    );
    rejects(
        &old_tbaa("!{!11, !1, i64 40}"),
        16,
        1,
        "Offsets must be increasing!",
    );
    accepts(&old_tbaa("!{!3, !2, i64 20}"));
    accepts(&old_tbaa("!{!3, !1, i64 40}"));
    rejects(
        &old_tbaa("!{}"),
        2,
        3,
        "TBAA metadata cannot have 0 operands",
    );
    rejects(
        &old_tbaa("!{!1}"),
        2,
        3,
        "Access type node must be a valid scalar type",
    );
    rejects(
        &old_tbaa("!{!1, !1}"),
        2,
        3,
        "Access type node must be a valid scalar type",
    );
    accepts(&old_tbaa("!{!\"x\", !0}"));
}

#[test]
fn tbaa_new_format_as_llvm_as() {
    // Each verdict, message and position checked against llvm-as-22.
    accepts(&new_tbaa("!{!2, !1, i64 4, i64 4}"));
    accepts(&new_tbaa("!{!1, !1, i64 0, i64 4}"));
    rejects(
        &new_tbaa("!{!2, !1, i64 4}"),
        2,
        3,
        "Access tag metadata must have either 4 or 5 operands",
    );
    rejects(
        &new_tbaa("!{!2, !1, i64 4, !\"x\"}"),
        2,
        3,
        "Access size field must be a constant",
    );
    rejects(
        &new_tbaa("!{!2, !1, i32 4, i64 4}"),
        2,
        3,
        "Access bit-width not the same as description bit-width",
    );
    accepts(&new_tbaa("!{!1, !1, i32 0, i64 4}"));
    rejects(
        &new_tbaa("!{!3, !1, i64 0, i64 4}"),
        8,
        1,
        "Access tag nodes must have the number of operands that is a multiple of 3!",
    );
    rejects(
        &new_tbaa("!{!4, !1, i64 0, i64 4}"),
        9,
        1,
        "Type size nodes must be constants!",
    );
    rejects(
        &new_tbaa("!{!5, !1, i64 0, i64 4}"),
        10,
        1,
        "Member size entries must be constants!",
    );
    rejects(
        &new_tbaa("!{!8, !1, i64 0, i64 4}"),
        2,
        3,
        "Access bit-width not the same as description bit-width",
    );
    accepts(&new_tbaa("!{!9, !1, i64 4, i64 4}"));
    rejects(
        &new_tbaa("!{!9, !1, i64 12, i64 4}"),
        2,
        3,
        "Offset not zero at the point of scalar access",
    );
    accepts(&new_tbaa("!{!2, !1, i64 4, i64 4, i64 1}"));
    rejects(
        &new_tbaa("!{!2, !1, i64 4, i64 4, i64 2}"),
        2,
        3,
        "Immutability part of the struct tag metadata must be either 0 or 1",
    );
    rejects(
        &new_tbaa("!{!2, !1, i64 4, i64 4, i64 0, i64 0}"),
        2,
        3,
        "Access tag metadata must have either 4 or 5 operands",
    );
    rejects(
        &new_tbaa("!{!1, !1, i64 4, i64 4}"),
        2,
        3,
        "Offset not zero at the point of scalar access",
    );
    rejects(
        &new_tbaa("!{!2, !1, i64 2, i64 4}"),
        2,
        3,
        "Offset not zero at the point of scalar access",
    );
    rejects(
        &new_tbaa("!{!2, !0, i64 4, i64 4}"),
        2,
        3,
        "Immutability part of the struct tag metadata must be either 0 or 1",
    );
    accepts(&new_tbaa("!{!10, !1, i64 0, i64 4}"));
    accepts(&new_tbaa("!{!\"int\", !6, i64 1}"));
    rejects(
        &new_tbaa("!{!\"int\", !6, i64 2}"),
        2,
        3,
        "Immutability part of the struct tag metadata must be either 0 or 1",
    );
    rejects(
        &new_tbaa("!{!\"int\", !6, !\"c\"}"),
        2,
        3,
        "Immutability tag on struct tag metadata must be a constant",
    );
    rejects(
        &new_tbaa("!{!\"int\", !6, i64 0, i64 0}"),
        2,
        3,
        "Access type node must be a valid scalar type",
    );
    accepts(&new_tbaa("!{!11, !7, i64 4}"));
    accepts(&new_tbaa("!{!11, !7, i64 4, i32 1}"));
    accepts(&new_tbaa("!{!11, !7, i64 4, i1 true}"));
    accepts(&new_tbaa("!{!12, !12, i64 0}"));
    rejects(
        &new_tbaa("!{!13, !13, i64 0}"),
        2,
        3,
        "Access type node must be a valid scalar type",
    );
    rejects(
        &new_tbaa("!{!11, !12, i64 4}"),
        2,
        3,
        "Did not see access type in access path!",
    );
    rejects(
        &new_tbaa("!{!7, !7, i64 0, null}"),
        2,
        3,
        "Immutability tag on struct tag metadata must be a constant",
    );
    rejects(
        &new_tbaa("!{!7, !7, null}"),
        2,
        3,
        "Offset must be constant integer",
    );
    accepts(&new_tbaa("!{!7, !7, i128 0}"));
    rejects(
        &new_tbaa("!{!11, !7, i128 4}"),
        2,
        3,
        "Access bit-width not the same as description bit-width",
    );
    rejects(
        &new_tbaa("!{!14, !1, i64 4, i64 4}"),
        19,
        1,
        "Offsets must be increasing!",
    );
    rejects(
        &new_tbaa("!{!15, !1, i64 4, i64 4}"),
        2,
        3,
        "Did not see access type in access path!",
    );
    rejects(
        &new_tbaa("!{!16, !1, i64 0, i64 4}"),
        2,
        3,
        "Did not see access type in access path!",
    );
    rejects(
        &new_tbaa("!{!16, !0, i64 0, i64 4}"),
        2,
        3,
        "Immutability part of the struct tag metadata must be either 0 or 1",
    );
    rejects(
        &new_tbaa("!{!2, !1, i64 -4, i64 4}"),
        2,
        3,
        "Offset not zero at the point of scalar access",
    );
    rejects(
        &new_tbaa("!{!11, !7, i64 -1}"),
        2,
        3,
        "Offset not zero at the point of scalar access",
    );
}

#[test]
fn tbaa_on_instructions_and_shared_base_nodes_as_llvm_as() {
    rejects(
        "define i32 @f(i32 %x) {\n  %y = add i32 %x, 1, !tbaa !1\n  ret i32 %y\n}\n!0 = !{!\"root\"}\n!1 = !{!2, !2, i64 0}\n!2 = !{!\"int\", !0}\n",
        2,
        3,
        "This instruction shall not have a TBAA access tag!",
    );
    rejects(
        "declare void @g()\ndefine void @f(ptr %p) {\n  call void @g(), !tbaa !1\n  %v = va_arg ptr %p, i32, !tbaa !1\n  %a = atomicrmw add ptr %p, i32 1 seq_cst, !tbaa !1\n  %c = cmpxchg ptr %p, i32 1, i32 2 seq_cst seq_cst, !tbaa !1\n  ret void, !tbaa !1\n}\n!0 = !{!\"root\"}\n!1 = !{!2, !2, i64 0}\n!2 = !{!\"int\", !0}\n",
        7,
        3,
        "This instruction shall not have a TBAA access tag!",
    );
    rejects(
        "define void @f(ptr %p) {\n  store i32 0, ptr %p, !tbaa !1\n  ret void\n}\n!0 = !{!\"root\"}\n!1 = !{!2, !2, i64 0}\n!2 = !{!\"int\", !3}\n!3 = !{!\"c\", !2}\n",
        2,
        3,
        "Access type node must be a valid scalar type",
    );
    accepts(
        "define void @f(ptr %p) {\n  store i32 0, ptr %p, !tbaa !1\n  ret void\n}\n!0 = !{}\n!1 = !{!2, !2, i64 0}\n!2 = !{!\"int\", !0}\n",
    );
    rejects(
        "declare void @g()\ndeclare i32 @h(...)\ndefine void @f(ptr %p) personality ptr @h {\n  invoke void @g() to label %a unwind label %b, !tbaa !1\na:\n  ret void\nb:\n  %l = landingpad {ptr, i32} cleanup\n  ret void\n}\n!0 = !{!\"root\"}\n!1 = !{!2, !2, i64 0}\n!2 = !{!\"int\", !0}\n",
        4,
        3,
        "This instruction shall not have a TBAA access tag!",
    );
    rejects(
        "define void @f(ptr %p) {\n  store i32 0, ptr %p, !tbaa !1\n  store i32 0, ptr %p, !tbaa !3\n  ret void\n}\n!0 = !{!\"root\"}\n!1 = !{!2, !2, i64 0, i64 0}\n!2 = !{!0, i64 4, !\"int\"}\n!3 = !{!2, !4, i64 0}\n!4 = !{!\"x\", !0}\n",
        3,
        3,
        "Access bit-width not the same as description bit-width",
    );
    accepts(
        "define void @f(ptr %p) {\n  store i32 0, ptr %p, !tbaa !{!2, !1, i64 0}\n  ret void\n}\n!0 = !{!\"root\"}\n!1 = !{!\"int\", !0}\n!2 = !{!\"bad\", i64 0}\n!3 = !DILocation(line: 1, scope: !4)\n!4 = distinct !DISubprogram(name: \"f\", unit: !5)\n!5 = distinct !DICompileUnit(language: DW_LANG_C99, file: !6)\n!6 = !DIFile(filename: \"a\", directory: \"b\")\n",
    );
    accepts(
        "define void @f(ptr %p) {\n  store i32 0, ptr %p, !tbaa !{!1, !1, i64 0, i64 1}\n  ret void\n}\n!0 = !{!\"root\"}\n!1 = !{!\"int\", !0}\n!2 = !{!\"bad\", i64 0}\n!3 = !DILocation(line: 1, scope: !4)\n!4 = distinct !DISubprogram(name: \"f\", unit: !5)\n!5 = distinct !DICompileUnit(language: DW_LANG_C99, file: !6)\n!6 = !DIFile(filename: \"a\", directory: \"b\")\n",
    );
    rejects(
        "define void @f(ptr %p) {\n  store i32 0, ptr %p, !tbaa !{null}\n  ret void\n}\n!0 = !{!\"root\"}\n!1 = !{!\"int\", !0}\n!2 = !{!\"bad\", i64 0}\n!3 = !DILocation(line: 1, scope: !4)\n!4 = distinct !DISubprogram(name: \"f\", unit: !5)\n!5 = distinct !DICompileUnit(language: DW_LANG_C99, file: !6)\n!6 = !DIFile(filename: \"a\", directory: \"b\")\n",
        2,
        3,
        "Access type node must be a valid scalar type",
    );
    rejects(
        "define void @f(ptr %p) {\n  store i32 0, ptr %p, !tbaa !{!1, null, i64 0}\n  ret void\n}\n!0 = !{!\"root\"}\n!1 = !{!\"int\", !0}\n!2 = !{!\"bad\", i64 0}\n!3 = !DILocation(line: 1, scope: !4)\n!4 = distinct !DISubprogram(name: \"f\", unit: !5)\n!5 = distinct !DICompileUnit(language: DW_LANG_C99, file: !6)\n!6 = !DIFile(filename: \"a\", directory: \"b\")\n",
        2,
        3,
        "Malformed struct tag metadata: base and access-type should be non-null and point to Metadata nodes",
    );
}

#[test]
fn range_metadata_as_llvm_as() {
    // Each verdict and message checked against llvm-as-22.
    accepts(
        "declare i8 @g()\ndefine void @f(ptr %p) {\n  %x = load i8, ptr %p, !range !0\n  ret void\n}\n!0 = !{i8 0, i8 2}\n",
    );
    rejects(
        "declare i8 @g()\ndefine void @f(ptr %p) {\n  %x = load i8, ptr %p, !range !0\n  ret void\n}\n!0 = !{i8 0, i16 2}\n",
        3,
        3,
        "Range pair types must match!",
    );
    rejects(
        "declare i8 @g()\ndefine void @f(ptr %p) {\n  %x = load i8, ptr %p, !range !0\n  ret void\n}\n!0 = !{i16 0, i16 2}\n",
        3,
        3,
        "Range types must match instruction type!",
    );
    rejects(
        "declare i8 @g()\ndefine void @f(ptr %p) {\n  %x = load i8, ptr %p, !range !0\n  ret void\n}\n!0 = !{i8 0}\n",
        3,
        3,
        "Unfinished range!",
    );
    rejects(
        "declare i8 @g()\ndefine void @f(ptr %p) {\n  %x = load i8, ptr %p, !range !0\n  ret void\n}\n!0 = !{}\n",
        3,
        3,
        "It should have at least one range!",
    );
    rejects(
        "declare i8 @g()\ndefine void @f(ptr %p) {\n  %x = load i8, ptr %p, !range !0\n  ret void\n}\n!0 = !{i8 0, !\"a\"}\n",
        3,
        3,
        "The upper limit must be an integer!",
    );
    rejects(
        "declare i8 @g()\ndefine void @f(ptr %p) {\n  %x = load i8, ptr %p, !range !0\n  ret void\n}\n!0 = !{!\"a\", i8 2}\n",
        3,
        3,
        "The lower limit must be an integer!",
    );
    rejects(
        "declare i8 @g()\ndefine void @f(ptr %p) {\n  %x = load i8, ptr %p, !range !0\n  ret void\n}\n!0 = !{i8 2, i8 2}\n",
        3,
        3,
        "The upper and lower limits cannot be the same value",
    );
    rejects(
        "declare i8 @g()\ndefine void @f(ptr %p) {\n  %x = load i8, ptr %p, !range !0\n  ret void\n}\n!0 = !{i8 0, i8 0}\n",
        3,
        3,
        "Range must not be empty!",
    );
    rejects(
        "declare i8 @g()\ndefine void @f(ptr %p) {\n  %x = load i8, ptr %p, !range !0\n  ret void\n}\n!0 = !{i8 -1, i8 -1}\n",
        3,
        3,
        "Range must not be empty!",
    );
    rejects(
        "declare i8 @g()\ndefine void @f(ptr %p) {\n  %x = load i8, ptr %p, !range !0\n  ret void\n}\n!0 = !{i8 0, i8 2, i8 1, i8 4}\n",
        3,
        3,
        "Intervals are overlapping",
    );
    rejects(
        "declare i8 @g()\ndefine void @f(ptr %p) {\n  %x = load i8, ptr %p, !range !0\n  ret void\n}\n!0 = !{i8 4, i8 6, i8 0, i8 2}\n",
        3,
        3,
        "Intervals are not in order",
    );
    rejects(
        "declare i8 @g()\ndefine void @f(ptr %p) {\n  %x = load i8, ptr %p, !range !0\n  ret void\n}\n!0 = !{i8 0, i8 2, i8 2, i8 4}\n",
        3,
        3,
        "Intervals are contiguous",
    );
    accepts(
        "declare i8 @g()\ndefine void @f(ptr %p) {\n  %x = load i8, ptr %p, !range !0\n  ret void\n}\n!0 = !{i8 0, i8 2, i8 4, i8 6, i8 8, i8 10}\n",
    );
    rejects(
        "declare i8 @g()\ndefine void @f(ptr %p) {\n  %x = load i8, ptr %p, !range !0\n  ret void\n}\n!0 = !{i8 -2, i8 0, i8 2, i8 4, i8 6, i8 -2}\n",
        3,
        3,
        "Intervals are contiguous",
    );
    accepts(
        "declare i8 @g()\ndefine void @f(ptr %p) {\n  %x = load <2 x i8>, ptr %p, !range !0\n  ret void\n}\n!0 = !{i8 0, i8 2}\n",
    );
    rejects(
        "declare i8 @g()\ndefine void @f(ptr %p) {\n  %x = call i8 @g(), !range !0\n  ret void\n}\n!0 = !{i8 0, i16 2}\n",
        3,
        3,
        "Range pair types must match!",
    );
    rejects(
        "declare i8 @g()\ndefine void @f(ptr %p) {\n  %x = load ptr, ptr %p, !range !0\n  ret void\n}\n!0 = !{i8 0, i8 2}\n",
        3,
        3,
        "Range types must match instruction type!",
    );
    rejects(
        "declare i8 @g()\ndefine void @f(ptr %p) {\n  %x = load float, ptr %p, !range !0\n  ret void\n}\n!0 = !{i32 0, i32 2}\n",
        3,
        3,
        "Range types must match instruction type!",
    );
    rejects(
        "declare i8 @g()\ndefine void @f(ptr %p) {\n  %x = load i8, ptr %p, !range !0\n  ret void\n}\n!0 = !{i8 0, i8 2, i8 3}\n",
        3,
        3,
        "Unfinished range!",
    );
    accepts(
        "declare i8 @g()\ndefine void @f(ptr %p) {\n  %x = load i8, ptr %p, !range !0\n  ret void\n}\n!0 = !{i8 -128, i8 127}\n",
    );
    accepts(
        "declare i8 @g()\ndefine void @f(ptr %p) {\n  %x = load i8, ptr %p, !range !0\n  ret void\n}\n!0 = !{i8 127, i8 -128}\n",
    );
    accepts(
        "declare i8 @g()\ndefine void @f(ptr %p) {\n  %x = load i8, ptr %p, !range !0\n  ret void\n}\n!0 = !{i8 -1, i8 0}\n",
    );
    accepts(
        "declare i8 @g()\ndefine void @f(ptr %p) {\n  %x = load i8, ptr %p, !range !0\n  ret void\n}\n!0 = !{i8 1, i8 0}\n",
    );
    accepts(
        "declare i8 @g()\ndefine void @f(ptr %p) {\n  %x = load i8, ptr %p, !range !0\n  ret void\n}\n!0 = !{i8 0, i8 -1}\n",
    );
    accepts(
        "declare i8 @g()\ndefine void @f(ptr %p) {\n  %x = load i8, ptr %p, !range !0\n  ret void\n}\n!0 = !{i8 0, i8 1, i8 3, i8 -1}\n",
    );
    rejects(
        "declare i8 @g()\ndefine void @f(ptr %p) {\n  %x = load i8, ptr %p, !range !0\n  ret void\n}\n!0 = !{i8 0, i8 1, i8 -1, i8 -128}\n",
        3,
        3,
        "Intervals are overlapping",
    );
    rejects(
        "declare i8 @g()\ndefine void @f(ptr %p) {\n  %x = add i8 0, 1, !range !0\n  ret void\n}\n!0 = !{i8 0, i8 2}\n",
        3,
        3,
        "Ranges are only for loads, calls and invokes!",
    );
    rejects(
        "declare i8 @g()\ndefine void @f(ptr %p) {\n  %x = load i8, ptr %p, !range !0\n  ret void\n}\n!0 = !{i8 0, i8 2, i8 4, i8 6, i8 7, i8 0}\n",
        3,
        3,
        "Intervals are contiguous",
    );
    rejects(
        "declare i8 @g()\ndefine void @f(ptr %p) {\n  %x = load i8, ptr %p, !range !0\n  ret void\n}\n!0 = !{i8 1, i8 2, i8 4, i8 6, i8 7, i8 1}\n",
        3,
        3,
        "Intervals are contiguous",
    );
}

#[test]
fn upgraded_x86_intrinsics_change_only_the_positions_their_upgrade_changes() {
    // llvm-as-22 upgrades dpps's older i32 immediate; a <4 x half> first
    // operand it rejects.
    accepts(
        "declare <4 x float> @llvm.x86.sse41.dpps(<4 x float>, <4 x float>, i32)\ndefine <4 x float> @f() {\n  %r = call <4 x float> @llvm.x86.sse41.dpps(<4 x float> zeroinitializer, <4 x float> zeroinitializer, i32 0)\n  ret <4 x float> %r\n}\n",
    );
    rejects(
        "declare <4 x float> @llvm.x86.sse41.dpps(<4 x half>, <4 x float>, i8)\ndefine <4 x float> @f() {\n  %r = call <4 x float> @llvm.x86.sse41.dpps(<4 x half> zeroinitializer, <4 x float> zeroinitializer, i8 0)\n  ret <4 x float> %r\n}\n",
        3,
        25,
        "intrinsic @llvm.x86.sse41.dpps has incorrect argument type: argument 1 has type <4 x half>, but llvm.x86.sse41.dpps's signature is <4 x float> (<4 x float>, <4 x float>, i8)",
    );
}

/// TBAA tags whose type graph reaches `!DILocation`, `!DIExpression`,
/// `!DIAssignID` or `!DIFile` (with their operands as LLVM lays them out), a
/// `DILocation` anywhere in a tag's graph, and two numbered base nodes of
/// equal contents (one node to LLVM: the second tag reuses the first
/// check's result, `cache`; alone, `cache2`).
#[test]
fn tbaa_graphs_reaching_specialized_nodes_as_llvm_as() {
    // Each verdict and message checked against llvm-as-22.
    // access_expr
    rejects(
        "define i32 @f(ptr %p) {\n  %v = load i32, ptr %p, !tbaa !0\n  ret i32 %v\n}\n!0 = !{!2, !1, i64 0}\n!1 = !DIExpression()\n!2 = !{!\"int\", !3, i64 0}\n!3 = !{!\"root\"}\n!llvm.module.flags = !{!90}\n!90 = !{i32 2, !\"Debug Info Version\", i32 3}\n!80 = distinct !DISubprogram(name: \"f\", scope: !81, file: !81, unit: !82)\n!81 = !DIFile(filename: \"a.c\", directory: \"/\")\n!82 = distinct !DICompileUnit(language: DW_LANG_C99, file: !81, producer: \"x\", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)\n",
        2,
        3,
        "Access type node must be a valid scalar type",
    );
    // access_expr_old_scalar
    rejects(
        "define i32 @f(ptr %p) {\n  %v = load i32, ptr %p, !tbaa !0\n  ret i32 %v\n}\n!0 = !{!1, !1, i64 0}\n!1 = !DIExpression(DW_OP_plus_uconst, 4)\n!llvm.module.flags = !{!90}\n!90 = !{i32 2, !\"Debug Info Version\", i32 3}\n!80 = distinct !DISubprogram(name: \"f\", scope: !81, file: !81, unit: !82)\n!81 = !DIFile(filename: \"a.c\", directory: \"/\")\n!82 = distinct !DICompileUnit(language: DW_LANG_C99, file: !81, producer: \"x\", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)\n",
        2,
        3,
        "Access type node must be a valid scalar type",
    );
    // access_loc
    rejects(
        "define i32 @f(ptr %p) {\n  %v = load i32, ptr %p, !tbaa !0\n  ret i32 %v\n}\n!0 = !{!2, !1, i64 0}\n!1 = !DILocation(line: 1, scope: !80)\n!2 = !{!\"int\", !3, i64 0}\n!3 = !{!\"root\"}\n!llvm.module.flags = !{!90}\n!90 = !{i32 2, !\"Debug Info Version\", i32 3}\n!80 = distinct !DISubprogram(name: \"f\", scope: !81, file: !81, unit: !82)\n!81 = !DIFile(filename: \"a.c\", directory: \"/\")\n!82 = distinct !DICompileUnit(language: DW_LANG_C99, file: !81, producer: \"x\", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)\n",
        2,
        3,
        "Access type node must be a valid scalar type",
    );
    // access_loc_new
    rejects(
        "define i32 @f(ptr %p) {\n  %v = load i32, ptr %p, !tbaa !0\n  ret i32 %v\n}\n!0 = !{!2, !1, i64 0, i64 4}\n!1 = !DILocation(line: 1, scope: !80)\n!2 = !{!3, i64 4, !\"int\"}\n!3 = !{!\"root\"}\n!llvm.module.flags = !{!90}\n!90 = !{i32 2, !\"Debug Info Version\", i32 3}\n!80 = distinct !DISubprogram(name: \"f\", scope: !81, file: !81, unit: !82)\n!81 = !DIFile(filename: \"a.c\", directory: \"/\")\n!82 = distinct !DICompileUnit(language: DW_LANG_C99, file: !81, producer: \"x\", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)\n",
        2,
        3,
        "Immutability part of the struct tag metadata must be either 0 or 1",
    );
    // base_expr
    rejects(
        "define i32 @f(ptr %p) {\n  %v = load i32, ptr %p, !tbaa !0\n  ret i32 %v\n}\n!0 = !{!1, !2, i64 0}\n!1 = !DIExpression()\n!2 = !{!\"int\", !3, i64 0}\n!3 = !{!\"root\"}\n!llvm.module.flags = !{!90}\n!90 = !{i32 2, !\"Debug Info Version\", i32 3}\n!80 = distinct !DISubprogram(name: \"f\", scope: !81, file: !81, unit: !82)\n!81 = !DIFile(filename: \"a.c\", directory: \"/\")\n!82 = distinct !DICompileUnit(language: DW_LANG_C99, file: !81, producer: \"x\", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)\n",
        2,
        3,
        "Did not see access type in access path!",
    );
    // base_file
    rejects(
        "define i32 @f(ptr %p) {\n  %v = load i32, ptr %p, !tbaa !0\n  ret i32 %v\n}\n!0 = !{!81, !2, i64 0}\n!2 = !{!\"int\", !3, i64 0}\n!3 = !{!\"root\"}\n!llvm.module.flags = !{!90}\n!90 = !{i32 2, !\"Debug Info Version\", i32 3}\n!80 = distinct !DISubprogram(name: \"f\", scope: !81, file: !81, unit: !82)\n!81 = !DIFile(filename: \"a.c\", directory: \"/\")\n!82 = distinct !DICompileUnit(language: DW_LANG_C99, file: !81, producer: \"x\", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)\n",
        11,
        1,
        "Struct tag nodes must have an odd number of operands!",
    );
    // base_loc
    rejects(
        "define i32 @f(ptr %p) {\n  %v = load i32, ptr %p, !tbaa !0\n  ret i32 %v\n}\n!0 = !{!1, !2, i64 0}\n!1 = !DILocation(line: 1, scope: !80)\n!2 = !{!\"int\", !3, i64 0}\n!3 = !{!\"root\"}\n!llvm.module.flags = !{!90}\n!90 = !{i32 2, !\"Debug Info Version\", i32 3}\n!80 = distinct !DISubprogram(name: \"f\", scope: !81, file: !81, unit: !82)\n!81 = !DIFile(filename: \"a.c\", directory: \"/\")\n!82 = distinct !DICompileUnit(language: DW_LANG_C99, file: !81, producer: \"x\", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)\n",
        2,
        3,
        "Did not see access type in access path!",
    );
    // base_loc_inlined
    rejects(
        "define i32 @f(ptr %p) {\n  %v = load i32, ptr %p, !tbaa !0\n  ret i32 %v\n}\n!0 = !{!1, !2, i64 0}\n!1 = !DILocation(line: 1, scope: !80, inlinedAt: !4)\n!4 = !DILocation(line: 2, scope: !80)\n!2 = !{!\"int\", !3, i64 0}\n!3 = !{!\"root\"}\n!llvm.module.flags = !{!90}\n!90 = !{i32 2, !\"Debug Info Version\", i32 3}\n!80 = distinct !DISubprogram(name: \"f\", scope: !81, file: !81, unit: !82)\n!81 = !DIFile(filename: \"a.c\", directory: \"/\")\n!82 = distinct !DICompileUnit(language: DW_LANG_C99, file: !81, producer: \"x\", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)\n",
        5,
        1,
        "DILocation not allowed within this metadata node",
    );
    // cache
    rejects(
        "define void @f(ptr %p) {\n  store i32 0, ptr %p, !tbaa !0\n  store i32 0, ptr %p, !tbaa !1\n  ret void\n}\n!0 = !{!5, !5, i64 0, i64 4}\n!5 = !{!9, i64 4, !\"x\"}\n!9 = !{!\"root\"}\n!1 = !{!6, !7, i64 0}\n!6 = !{!9, i64 4, !\"x\"}\n!7 = !{!\"int\", !9, i64 0}\n",
        3,
        3,
        "Access bit-width not the same as description bit-width",
    );
    // cache2
    rejects(
        "define void @f(ptr %p) {\n  store i32 0, ptr %p, !tbaa !1\n  ret void\n}\n!1 = !{!6, !7, i64 0}\n!6 = !{!9, i64 4, !\"x\"}\n!9 = !{!\"root\"}\n!7 = !{!\"int\", !9, i64 0}\n",
        6,
        1,
        "Struct tag nodes have a string as their first operand",
    );
    // field_file
    rejects(
        "define i32 @f(ptr %p) {\n  %v = load i32, ptr %p, !tbaa !0\n  ret i32 %v\n}\n!0 = !{!5, !2, i64 0}\n!5 = !{!\"S\", !81, i64 0}\n!2 = !{!\"int\", !3, i64 0}\n!3 = !{!\"root\"}\n!llvm.module.flags = !{!90}\n!90 = !{i32 2, !\"Debug Info Version\", i32 3}\n!80 = distinct !DISubprogram(name: \"f\", scope: !81, file: !81, unit: !82)\n!81 = !DIFile(filename: \"a.c\", directory: \"/\")\n!82 = distinct !DICompileUnit(language: DW_LANG_C99, file: !81, producer: \"x\", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)\n",
        12,
        1,
        "Struct tag nodes must have an odd number of operands!",
    );
    // field_loc
    rejects(
        "define i32 @f(ptr %p) {\n  %v = load i32, ptr %p, !tbaa !0\n  ret i32 %v\n}\n!0 = !{!5, !2, i64 0}\n!5 = !{!\"S\", !1, i64 0}\n!1 = !DILocation(line: 1, scope: !80)\n!2 = !{!\"int\", !3, i64 0}\n!3 = !{!\"root\"}\n!llvm.module.flags = !{!90}\n!90 = !{i32 2, !\"Debug Info Version\", i32 3}\n!80 = distinct !DISubprogram(name: \"f\", scope: !81, file: !81, unit: !82)\n!81 = !DIFile(filename: \"a.c\", directory: \"/\")\n!82 = distinct !DICompileUnit(language: DW_LANG_C99, file: !81, producer: \"x\", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)\n",
        2,
        3,
        "Did not see access type in access path!",
    );
    // new_base_loc
    rejects(
        "define i32 @f(ptr %p) {\n  %v = load i32, ptr %p, !tbaa !0\n  ret i32 %v\n}\n!0 = !{!1, !2, i64 0, i64 4}\n!1 = !DILocation(line: 1, scope: !80)\n!2 = !{!3, i64 4, !\"int\"}\n!3 = !{!\"root\"}\n!llvm.module.flags = !{!90}\n!90 = !{i32 2, !\"Debug Info Version\", i32 3}\n!80 = distinct !DISubprogram(name: \"f\", scope: !81, file: !81, unit: !82)\n!81 = !DIFile(filename: \"a.c\", directory: \"/\")\n!82 = distinct !DICompileUnit(language: DW_LANG_C99, file: !81, producer: \"x\", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)\n",
        2,
        3,
        "Did not see access type in access path!",
    );
    // newbase_file
    rejects(
        "define i32 @f(ptr %p) {\n  %v = load i32, ptr %p, !tbaa !0\n  ret i32 %v\n}\n!0 = !{!81, !2, i64 0, i64 4}\n!2 = !{!3, i64 4, !\"int\"}\n!3 = !{!\"root\"}\n!llvm.module.flags = !{!90}\n!90 = !{i32 2, !\"Debug Info Version\", i32 3}\n!80 = distinct !DISubprogram(name: \"f\", scope: !81, file: !81, unit: !82)\n!81 = !DIFile(filename: \"a.c\", directory: \"/\")\n!82 = distinct !DICompileUnit(language: DW_LANG_C99, file: !81, producer: \"x\", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)\n",
        11,
        1,
        "Access tag nodes must have the number of operands that is a multiple of 3!",
    );
    // parent_assign
    accepts(
        "define i32 @f(ptr %p) {\n  %v = load i32, ptr %p, !tbaa !0\n  ret i32 %v\n}\n!0 = !{!2, !2, i64 0}\n!2 = !{!\"int\", !1, i64 0}\n!1 = distinct !DIAssignID()\n!llvm.module.flags = !{!90}\n!90 = !{i32 2, !\"Debug Info Version\", i32 3}\n!80 = distinct !DISubprogram(name: \"f\", scope: !81, file: !81, unit: !82)\n!81 = !DIFile(filename: \"a.c\", directory: \"/\")\n!82 = distinct !DICompileUnit(language: DW_LANG_C99, file: !81, producer: \"x\", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)\n",
    );
    // parent_expr
    accepts(
        "define i32 @f(ptr %p) {\n  %v = load i32, ptr %p, !tbaa !0\n  ret i32 %v\n}\n!0 = !{!2, !2, i64 0}\n!2 = !{!\"int\", !1, i64 0}\n!1 = !DIExpression()\n!llvm.module.flags = !{!90}\n!90 = !{i32 2, !\"Debug Info Version\", i32 3}\n!80 = distinct !DISubprogram(name: \"f\", scope: !81, file: !81, unit: !82)\n!81 = !DIFile(filename: \"a.c\", directory: \"/\")\n!82 = distinct !DICompileUnit(language: DW_LANG_C99, file: !81, producer: \"x\", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)\n",
    );
    // parent_expr_new
    accepts(
        "define i32 @f(ptr %p) {\n  %v = load i32, ptr %p, !tbaa !0\n  ret i32 %v\n}\n!0 = !{!2, !2, i64 0, i64 4}\n!2 = !{!1, i64 4, !\"int\"}\n!1 = !DIExpression()\n!llvm.module.flags = !{!90}\n!90 = !{i32 2, !\"Debug Info Version\", i32 3}\n!80 = distinct !DISubprogram(name: \"f\", scope: !81, file: !81, unit: !82)\n!81 = !DIFile(filename: \"a.c\", directory: \"/\")\n!82 = distinct !DICompileUnit(language: DW_LANG_C99, file: !81, producer: \"x\", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)\n",
    );
    // parent_file
    rejects(
        "define i32 @f(ptr %p) {\n  %v = load i32, ptr %p, !tbaa !0\n  ret i32 %v\n}\n!0 = !{!2, !2, i64 0}\n!2 = !{!\"int\", !81, i64 0}\n!llvm.module.flags = !{!90}\n!90 = !{i32 2, !\"Debug Info Version\", i32 3}\n!80 = distinct !DISubprogram(name: \"f\", scope: !81, file: !81, unit: !82)\n!81 = !DIFile(filename: \"a.c\", directory: \"/\")\n!82 = distinct !DICompileUnit(language: DW_LANG_C99, file: !81, producer: \"x\", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)\n",
        2,
        3,
        "Access type node must be a valid scalar type",
    );
    // parent_loc
    rejects(
        "define i32 @f(ptr %p) {\n  %v = load i32, ptr %p, !tbaa !0\n  ret i32 %v\n}\n!0 = !{!2, !2, i64 0}\n!2 = !{!\"int\", !1, i64 0}\n!1 = !DILocation(line: 1, scope: !80)\n!llvm.module.flags = !{!90}\n!90 = !{i32 2, !\"Debug Info Version\", i32 3}\n!80 = distinct !DISubprogram(name: \"f\", scope: !81, file: !81, unit: !82)\n!81 = !DIFile(filename: \"a.c\", directory: \"/\")\n!82 = distinct !DICompileUnit(language: DW_LANG_C99, file: !81, producer: \"x\", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)\n",
        6,
        1,
        "DILocation not allowed within this metadata node",
    );
    // parent_loc_direct
    rejects(
        "define i32 @f(ptr %p) {\n  %v = load i32, ptr %p, !tbaa !0\n  ret i32 %v\n}\n!0 = !{!1, !1, i64 0}\n!1 = !{!\"int\", !2}\n!2 = !DILocation(line: 1, scope: !80)\n!llvm.module.flags = !{!90}\n!90 = !{i32 2, !\"Debug Info Version\", i32 3}\n!80 = distinct !DISubprogram(name: \"f\", scope: !81, file: !81, unit: !82)\n!81 = !DIFile(filename: \"a.c\", directory: \"/\")\n!82 = distinct !DICompileUnit(language: DW_LANG_C99, file: !81, producer: \"x\", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)\n",
        6,
        1,
        "DILocation not allowed within this metadata node",
    );
    // tag_assign
    rejects(
        "define i32 @f(ptr %p) {\n  %v = load i32, ptr %p, !tbaa !0\n  ret i32 %v\n}\n!0 = distinct !DIAssignID()\n!llvm.module.flags = !{!90}\n!90 = !{i32 2, !\"Debug Info Version\", i32 3}\n!80 = distinct !DISubprogram(name: \"f\", scope: !81, file: !81, unit: !82)\n!81 = !DIFile(filename: \"a.c\", directory: \"/\")\n!82 = distinct !DICompileUnit(language: DW_LANG_C99, file: !81, producer: \"x\", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)\n",
        2,
        3,
        "TBAA metadata cannot have 0 operands",
    );
    // tag_expr
    rejects(
        "define i32 @f(ptr %p) {\n  %v = load i32, ptr %p, !tbaa !0\n  ret i32 %v\n}\n!0 = !DIExpression()\n!llvm.module.flags = !{!90}\n!90 = !{i32 2, !\"Debug Info Version\", i32 3}\n!80 = distinct !DISubprogram(name: \"f\", scope: !81, file: !81, unit: !82)\n!81 = !DIFile(filename: \"a.c\", directory: \"/\")\n!82 = distinct !DICompileUnit(language: DW_LANG_C99, file: !81, producer: \"x\", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)\n",
        2,
        3,
        "TBAA metadata cannot have 0 operands",
    );
    // tag_loc
    rejects(
        "define i32 @f(ptr %p) {\n  %v = load i32, ptr %p, !tbaa !0\n  ret i32 %v\n}\n!0 = !DILocation(line: 1, scope: !80)\n!llvm.module.flags = !{!90}\n!90 = !{i32 2, !\"Debug Info Version\", i32 3}\n!80 = distinct !DISubprogram(name: \"f\", scope: !81, file: !81, unit: !82)\n!81 = !DIFile(filename: \"a.c\", directory: \"/\")\n!82 = distinct !DICompileUnit(language: DW_LANG_C99, file: !81, producer: \"x\", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)\n",
        2,
        3,
        "Access type node must be a valid scalar type",
    );
    // tag_loc_inl
    rejects(
        "define i32 @f(ptr %p) {\n  %v = load i32, ptr %p, !tbaa !0\n  ret i32 %v\n}\n!0 = !DILocation(line: 1, scope: !80, inlinedAt: !1)\n!1 = !DILocation(line: 2, scope: !80)\n!llvm.module.flags = !{!90}\n!90 = !{i32 2, !\"Debug Info Version\", i32 3}\n!80 = distinct !DISubprogram(name: \"f\", scope: !81, file: !81, unit: !82)\n!81 = !DIFile(filename: \"a.c\", directory: \"/\")\n!82 = distinct !DICompileUnit(language: DW_LANG_C99, file: !81, producer: \"x\", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)\n",
        2,
        3,
        "Access type node must be a valid scalar type",
    );
}

/// `!noalias.addrspace`: read as `!range` is, on memory operations only,
/// with `i32` bounds.
#[test]
fn noalias_addrspace_metadata_as_llvm_as() {
    // Each verdict and message checked against llvm-as-22.
    // add
    rejects(
        "define void @f(ptr %p, ptr %q) {\n  %v = add i32 0, 0, !noalias.addrspace !0\n  ret void\n}\ndeclare void @g(ptr)\ndeclare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)\n!0 = !{i32 5, i32 6}\n",
        2,
        3,
        "noalias.addrspace are only for memory operations!",
    );
    // adjacent
    rejects(
        "define void @f(ptr %p, ptr %q) {\n  %v = load i32, ptr %p, !noalias.addrspace !0\n  ret void\n}\ndeclare void @g(ptr)\ndeclare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)\n!0 = !{i32 1, i32 3, i32 3, i32 7}\n",
        2,
        3,
        "Intervals are contiguous",
    );
    // call
    accepts(
        "define void @f(ptr %p, ptr %q) {\n  call void @g(ptr %p), !noalias.addrspace !0\n  ret void\n}\ndeclare void @g(ptr)\ndeclare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)\n!0 = !{i32 5, i32 6}\n",
    );
    // callnone
    accepts(
        "define void @f(ptr %p, ptr %q) {\n  %v = call i32 @h(i32 0), !noalias.addrspace !0\n  ret void\n}\ndeclare void @g(ptr)\ndeclare i32 @h(i32) memory(none)\ndeclare i32 @llvm.umax.i32(i32, i32)\n!0 = !{i32 5, i32 6}\n",
    );
    // cx
    accepts(
        "define void @f(ptr %p, ptr %q) {\n  %v = cmpxchg ptr %p, i32 0, i32 1 seq_cst seq_cst, !noalias.addrspace !0\n  ret void\n}\ndeclare void @g(ptr)\ndeclare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)\n!0 = !{i32 5, i32 6}\n",
    );
    // distinct_ok
    accepts(
        "define void @f(ptr %p, ptr %q) {\n  %v = load i32, ptr %p, !noalias.addrspace !0\n  ret void\n}\ndeclare void @g(ptr)\ndeclare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)\n!0 = distinct !{i32 5, i32 6}\n",
    );
    // empty
    rejects(
        "define void @f(ptr %p, ptr %q) {\n  %v = load i32, ptr %p, !noalias.addrspace !0\n  ret void\n}\ndeclare void @g(ptr)\ndeclare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)\n!0 = !{}\n",
        2,
        3,
        "It should have at least one range!",
    );
    // fence
    rejects(
        "define void @f(ptr %p, ptr %q) {\n  fence seq_cst, !noalias.addrspace !0\n  ret void\n}\ndeclare void @g(ptr)\ndeclare i32 @h(i32) memory(none)\ndeclare i32 @llvm.umax.i32(i32, i32)\n!0 = !{i32 5, i32 6}\n",
        2,
        3,
        "noalias.addrspace are only for memory operations!",
    );
    // full
    rejects(
        "define void @f(ptr %p, ptr %q) {\n  %v = load i32, ptr %p, !noalias.addrspace !0\n  ret void\n}\ndeclare void @g(ptr)\ndeclare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)\n!0 = !{i32 -1, i32 -1}\n",
        2,
        3,
        "Range must not be empty!",
    );
    // gep
    rejects(
        "define void @f(ptr %p, ptr %q) {\n  %v = getelementptr i8, ptr %p, i64 1, !noalias.addrspace !0\n  ret void\n}\ndeclare void @g(ptr)\ndeclare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)\n!0 = !{i32 5, i32 6}\n",
        2,
        3,
        "noalias.addrspace are only for memory operations!",
    );
    // i32max
    rejects(
        "define void @f(ptr %p, ptr %q) {\n  %v = load i32, ptr %p, !noalias.addrspace !0\n  ret void\n}\ndeclare void @g(ptr)\ndeclare i32 @h(i32) memory(none)\ndeclare i32 @llvm.umax.i32(i32, i32)\n!0 = !{i32 0, i32 -2147483648, i32 -2147483647, i32 -1}\n",
        2,
        3,
        "Intervals are not in order",
    );
    // i64
    rejects(
        "define void @f(ptr %p, ptr %q) {\n  %v = load i32, ptr %p, !noalias.addrspace !0\n  ret void\n}\ndeclare void @g(ptr)\ndeclare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)\n!0 = !{i64 5, i64 6}\n",
        2,
        3,
        "noalias.addrspace type must be i32!",
    );
    // i8
    rejects(
        "define void @f(ptr %p, ptr %q) {\n  %v = load i32, ptr %p, !noalias.addrspace !0\n  ret void\n}\ndeclare void @g(ptr)\ndeclare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)\n!0 = !{i8 5, i8 6}\n",
        2,
        3,
        "noalias.addrspace type must be i32!",
    );
    // inv
    rejects(
        "define void @f(ptr %p) personality ptr null {\n  invoke void @g(ptr %p) to label %ok unwind label %bad, !noalias.addrspace !0\nok:\n  ret void\nbad:\n  %l = landingpad { ptr, i32 } cleanup\n  ret void\n}\ndeclare void @g(ptr)\n!0 = !{i32 5, i32 6}\n",
        2,
        3,
        "noalias.addrspace are only for memory operations!",
    );
    // lower_str_upper
    rejects(
        "define void @f(ptr %p, ptr %q) {\n  %v = load i32, ptr %p, !noalias.addrspace !0\n  ret void\n}\ndeclare void @g(ptr)\ndeclare i32 @h(i32) memory(none)\ndeclare i32 @llvm.umax.i32(i32, i32)\n!0 = !{i32 1, !\"x\"}\n",
        2,
        3,
        "The upper limit must be an integer!",
    );
    // memcpy
    accepts(
        "define void @f(ptr %p, ptr %q) {\n  call void @llvm.memcpy.p0.p0.i64(ptr %p, ptr %q, i64 8, i1 false), !noalias.addrspace !0\n  ret void\n}\ndeclare void @g(ptr)\ndeclare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)\n!0 = !{i32 5, i32 6}\n",
    );
    // mixed
    rejects(
        "define void @f(ptr %p, ptr %q) {\n  %v = load i32, ptr %p, !noalias.addrspace !0\n  ret void\n}\ndeclare void @g(ptr)\ndeclare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)\n!0 = !{i32 1, i64 3}\n",
        2,
        3,
        "Range pair types must match!",
    );
    // node
    rejects(
        "define void @f(ptr %p, ptr %q) {\n  %v = load i32, ptr %p, !noalias.addrspace !0\n  ret void\n}\ndeclare void @g(ptr)\ndeclare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)\n!0 = !{!1, i32 6}\n!1 = !{}\n",
        2,
        3,
        "The lower limit must be an integer!",
    );
    // odd
    rejects(
        "define void @f(ptr %p, ptr %q) {\n  %v = load i32, ptr %p, !noalias.addrspace !0\n  ret void\n}\ndeclare void @g(ptr)\ndeclare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)\n!0 = !{i32 5}\n",
        2,
        3,
        "Unfinished range!",
    );
    // ok
    accepts(
        "define void @f(ptr %p, ptr %q) {\n  %v = load i32, ptr %p, !noalias.addrspace !0\n  ret void\n}\ndeclare void @g(ptr)\ndeclare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)\n!0 = !{i32 5, i32 6}\n",
    );
    // order
    rejects(
        "define void @f(ptr %p, ptr %q) {\n  %v = load i32, ptr %p, !noalias.addrspace !0\n  ret void\n}\ndeclare void @g(ptr)\ndeclare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)\n!0 = !{i32 5, i32 7, i32 1, i32 3}\n",
        2,
        3,
        "Intervals are not in order",
    );
    // overlap
    rejects(
        "define void @f(ptr %p, ptr %q) {\n  %v = load i32, ptr %p, !noalias.addrspace !0\n  ret void\n}\ndeclare void @g(ptr)\ndeclare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)\n!0 = !{i32 1, i32 5, i32 3, i32 7}\n",
        2,
        3,
        "Intervals are overlapping",
    );
    // poison_lim
    rejects(
        "define void @f(ptr %p, ptr %q) {\n  %v = load i32, ptr %p, !noalias.addrspace !0\n  ret void\n}\ndeclare void @g(ptr)\ndeclare i32 @h(i32) memory(none)\ndeclare i32 @llvm.umax.i32(i32, i32)\n!0 = !{i32 poison, i32 6}\n",
        2,
        3,
        "The lower limit must be an integer!",
    );
    // range_and_na
    accepts(
        "define void @f(ptr %p, ptr %q) {\n  %v = load i32, ptr %p, !range !0, !noalias.addrspace !0\n  ret void\n}\ndeclare void @g(ptr)\ndeclare i32 @h(i32) memory(none)\ndeclare i32 @llvm.umax.i32(i32, i32)\n!0 = !{i32 5, i32 6}\n",
    );
    // rmw
    accepts(
        "define void @f(ptr %p, ptr %q) {\n  %v = atomicrmw add ptr %p, i32 1 seq_cst, !noalias.addrspace !0\n  ret void\n}\ndeclare void @g(ptr)\ndeclare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)\n!0 = !{i32 5, i32 6}\n",
    );
    // rmw_i64
    rejects(
        "define void @f(ptr %p, ptr %q) {\n  %v = atomicrmw add ptr %p, i64 1 seq_cst, !noalias.addrspace !0\n  ret void\n}\ndeclare void @g(ptr)\ndeclare i32 @h(i32) memory(none)\ndeclare i32 @llvm.umax.i32(i32, i32)\n!0 = !{i64 5, i64 6}\n",
        2,
        3,
        "noalias.addrspace type must be i32!",
    );
    // same
    rejects(
        "define void @f(ptr %p, ptr %q) {\n  %v = load i32, ptr %p, !noalias.addrspace !0\n  ret void\n}\ndeclare void @g(ptr)\ndeclare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)\n!0 = !{i32 5, i32 5}\n",
        2,
        3,
        "The upper and lower limits cannot be the same value",
    );
    // signed_order
    accepts(
        "define void @f(ptr %p, ptr %q) {\n  %v = load i32, ptr %p, !noalias.addrspace !0\n  ret void\n}\ndeclare void @g(ptr)\ndeclare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)\n!0 = !{i32 -5, i32 -3, i32 1, i32 2}\n",
    );
    // store
    accepts(
        "define void @f(ptr %p, ptr %q) {\n  store i32 0, ptr %p, !noalias.addrspace !0\n  ret void\n}\ndeclare void @g(ptr)\ndeclare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)\n!0 = !{i32 5, i32 6}\n",
    );
    // str
    rejects(
        "define void @f(ptr %p, ptr %q) {\n  %v = load i32, ptr %p, !noalias.addrspace !0\n  ret void\n}\ndeclare void @g(ptr)\ndeclare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)\n!0 = !{!\"x\", i32 6}\n",
        2,
        3,
        "The lower limit must be an integer!",
    );
    // three
    rejects(
        "define void @f(ptr %p, ptr %q) {\n  %v = load i32, ptr %p, !noalias.addrspace !0\n  ret void\n}\ndeclare void @g(ptr)\ndeclare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)\n!0 = !{i32 1, i32 2, i32 4, i32 5, i32 -2, i32 0}\n",
        2,
        3,
        "Intervals are not in order",
    );
    // three_wrap_merge
    accepts(
        "define void @f(ptr %p, ptr %q) {\n  %v = load i32, ptr %p, !noalias.addrspace !0\n  ret void\n}\ndeclare void @g(ptr)\ndeclare i32 @h(i32) memory(none)\ndeclare i32 @llvm.umax.i32(i32, i32)\n!0 = !{i32 1, i32 2, i32 4, i32 5, i32 7, i32 0}\n",
    );
    // three_wrap_merge2
    accepts(
        "define void @f(ptr %p, ptr %q) {\n  %v = load i32, ptr %p, !noalias.addrspace !0\n  ret void\n}\ndeclare void @g(ptr)\ndeclare i32 @h(i32) memory(none)\ndeclare i32 @llvm.umax.i32(i32, i32)\n!0 = !{i32 0, i32 2, i32 4, i32 5, i32 7, i32 -1}\n",
    );
    // two_ranges
    accepts(
        "define void @f(ptr %p, ptr %q) {\n  %v = load i32, ptr %p, !noalias.addrspace !0\n  ret void\n}\ndeclare void @g(ptr)\ndeclare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)\n!0 = !{i32 1, i32 2, i32 5, i32 6}\n",
    );
    // umax
    accepts(
        "define void @f(ptr %p, ptr %q) {\n  %v = call i32 @llvm.umax.i32(i32 0, i32 1), !noalias.addrspace !0\n  ret void\n}\ndeclare void @g(ptr)\ndeclare i32 @h(i32) memory(none)\ndeclare i32 @llvm.umax.i32(i32, i32)\n!0 = !{i32 5, i32 6}\n",
    );
    // undef_lim
    rejects(
        "define void @f(ptr %p, ptr %q) {\n  %v = load i32, ptr %p, !noalias.addrspace !0\n  ret void\n}\ndeclare void @g(ptr)\ndeclare i32 @h(i32) memory(none)\ndeclare i32 @llvm.umax.i32(i32, i32)\n!0 = !{i32 undef, i32 6}\n",
        2,
        3,
        "The lower limit must be an integer!",
    );
    // vaarg
    rejects(
        "define void @f(ptr %p, ptr %q) {\n  %v = va_arg ptr %p, i32, !noalias.addrspace !0\n  ret void\n}\ndeclare void @g(ptr)\ndeclare i32 @h(i32) memory(none)\ndeclare i32 @llvm.umax.i32(i32, i32)\n!0 = !{i32 5, i32 6}\n",
        2,
        3,
        "noalias.addrspace are only for memory operations!",
    );
    // vec_i32
    rejects(
        "define void @f(ptr %p, ptr %q) {\n  %v = load i32, ptr %p, !noalias.addrspace !0\n  ret void\n}\ndeclare void @g(ptr)\ndeclare i32 @h(i32) memory(none)\ndeclare i32 @llvm.umax.i32(i32, i32)\n!0 = !{<2 x i32> <i32 5, i32 5>, i32 6}\n",
        2,
        3,
        "The lower limit must be an integer!",
    );
    // vecload
    accepts(
        "define void @f(ptr %p, ptr %q) {\n  %v = load <2 x i32>, ptr %p, !noalias.addrspace !0\n  ret void\n}\ndeclare void @g(ptr)\ndeclare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)\n!0 = !{i32 5, i32 6}\n",
    );
    // wrap
    accepts(
        "define void @f(ptr %p, ptr %q) {\n  %v = load i32, ptr %p, !noalias.addrspace !0\n  ret void\n}\ndeclare void @g(ptr)\ndeclare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)\n!0 = !{i32 -1, i32 2}\n",
    );
}

/// `!llvm.errno.tbaa`: each operand is a TBAA tag of no instruction, not
/// upgraded by the parser.
#[test]
fn errno_tbaa_tags_as_llvm_as() {
    // Each verdict and message checked against llvm-as-22.
    accepts(
        "!llvm.errno.tbaa = !{!5}\n!5 = !{!6, !6, i64 0}\n!6 = !{!\"int\", !7, i64 0}\n!7 = !{!\"omnipotent char\", !8, i64 0}\n!8 = !{!\"Simple C/C++ TBAA\"}\n",
    );
    rejects(
        "!llvm.errno.tbaa = !{!6}\n!5 = !{!6, !6, i64 0}\n!6 = !{!\"int\", !7, i64 0}\n!7 = !{!\"omnipotent char\", !8, i64 0}\n!8 = !{!\"Simple C/C++ TBAA\"}\n",
        3,
        1,
        "Old-style TBAA is no longer allowed, use struct-path TBAA instead",
    );
    rejects(
        "!llvm.errno.tbaa = !{!5, !9}\n!9 = !{}\n!5 = !{!6, !6, i64 0}\n!6 = !{!\"int\", !7, i64 0}\n!7 = !{!\"omnipotent char\", !8, i64 0}\n!8 = !{!\"Simple C/C++ TBAA\"}\n",
        2,
        1,
        "TBAA metadata cannot have 0 operands",
    );
    accepts(
        "!llvm.errno.tbaa = !{!5}\n!llvm.foo.tbaa = !{!6}\n!5 = !{!6, !6, i64 0}\n!6 = !{!\"int\", !7, i64 0}\n!7 = !{!\"omnipotent char\", !8, i64 0}\n!8 = !{!\"Simple C/C++ TBAA\"}\n",
    );
    rejects(
        "!llvm.errno.tbaa = !{!5}\n!5 = !{!6, !6, i64 0}\n!6 = !{!\"int\", !7, i33 0}\n!7 = !{!\"omnipotent char\", !8, i64 0}\n!8 = !{!\"Simple C/C++ TBAA\"}\n",
        2,
        1,
        "Access bit-width not the same as description bit-width",
    );
}
