//! Malformed modules: each gives exactly one error, at the offending token,
//! with a message that names what was expected or what is wrong.

use llsem::parse::{MAX_NESTING, NESTING_STACK_BYTES, load, parse_module};
use llsem::syntax::SourceFile;

/// Parses `src` and returns `(line, column, message)` of its error.
fn error_of(src: &str) -> (u32, u32, String) {
    let file = SourceFile::new("bad.ll", src);
    match parse_module(file.clone()) {
        Ok(_) => panic!("expected an error for:\n{src}"),
        Err(d) => {
            let lc = file.line_col(d.span.start);
            (lc.line, lc.column, d.message)
        }
    }
}

/// Asserts the error of `src` is `message` at `line:column`.
fn check(src: &str, line: u32, column: u32, message: &str) {
    assert_eq!(
        error_of(src),
        (line, column, message.to_string()),
        "for input:\n{src}"
    );
}

#[test]
fn missing_operand() {
    check(
        "define i32 @f(i32 %a) {\n  %x = add i32 %a,\n  ret i32 %x\n}\n",
        3,
        3,
        "expected a constant of type 'i32' but found 'ret'",
    );
}

#[test]
fn bad_type() {
    check(
        "define void @f() {\n  %x = add i33x 1, 2\n  ret void\n}\n",
        2,
        12,
        "expected a type but found 'i33x'",
    );
}

#[test]
fn undefined_local_value() {
    check(
        "define i32 @f() {\n  ret i32 %nope\n}\n",
        2,
        11,
        "use of undefined value '%nope'",
    );
}

#[test]
fn redefinition_of_a_local() {
    check(
        "define i32 @f(i32 %a) {\n  %x = add i32 %a, 1\n  %x = add i32 %a, 2\n  ret i32 %x\n}\n",
        3,
        3,
        "redefinition of '%x'",
    );
}

#[test]
fn redefinition_of_a_parameter_by_an_instruction() {
    check(
        "define i32 @f(i32 %a) {\n  %a = add i32 1, 2\n  ret i32 %a\n}\n",
        2,
        3,
        "redefinition of '%a'",
    );
}

#[test]
fn redefinition_of_a_global() {
    check(
        "@g = global i32 0\n@g = global i32 1\n",
        2,
        1,
        "redefinition of '@g'",
    );
}

#[test]
fn redefinition_of_a_function() {
    check(
        "declare void @f()\ndefine void @f() {\n  ret void\n}\n",
        2,
        13,
        "redefinition of '@f'",
    );
}

#[test]
fn redefinition_of_a_block_label() {
    check(
        "define void @f() {\na:\n  br label %a\na:\n  ret void\n}\n",
        4,
        1,
        "redefinition of '%a'",
    );
}

#[test]
fn redefinition_of_a_named_type() {
    check(
        "%T = type { i8 }\n%T = type { i16 }\n",
        2,
        1,
        "redefinition of type '%T'",
    );
}

#[test]
fn range_bound_too_large_for_its_type() {
    // LLVM truncates a constant wider than its type but rejects a range
    // attribute's bound that does not fit (llvm-as-22: "integer is too
    // large for the bit width of specified type").
    check(
        "declare range(i8 0, 300) i8 @f()\n",
        1,
        21,
        "integer constant 300 does not fit in i8",
    );
}

#[test]
fn unterminated_string() {
    check(
        "@s = global [2 x i8] c\"ab\n",
        1,
        22,
        "unterminated string constant",
    );
}

#[test]
fn unknown_instruction() {
    check(
        "define void @f() {\n  %x = frobnicate i32 1\n  ret void\n}\n",
        2,
        8,
        "unknown instruction 'frobnicate'",
    );
}

#[test]
fn unknown_attribute() {
    check(
        "declare void @f(i32 noundeff)\n",
        1,
        21,
        "unknown attribute 'noundeff'",
    );
    check(
        "define void @f() nounwnd {\n  ret void\n}\n",
        1,
        18,
        "unknown attribute 'nounwnd'",
    );
}

#[test]
fn bad_label_reference() {
    check(
        "define void @f() {\n  br label %nowhere\n}\n",
        2,
        12,
        "use of undefined label '%nowhere'",
    );
}

#[test]
fn missing_closing_brace() {
    check(
        "define void @f() {\n  ret void\n",
        3,
        1,
        "expected '}' at the end of the function body but found end of file",
    );
}

#[test]
fn block_without_terminator() {
    check(
        "define void @f(i32 %a) {\n  %x = add i32 %a, 1\n}\n",
        3,
        1,
        "expected an instruction but found '}'",
    );
}

#[test]
fn empty_function_body() {
    check(
        "define void @f() {}\n",
        1,
        19,
        "expected at least one basic block but found '}'",
    );
}

#[test]
fn unexpected_character() {
    check("@g = global i32 0 ^\n", 1, 19, "unexpected character '^'");
}

#[test]
fn the_first_error_in_the_text_wins() {
    // A parse error before a lexical error is reported first.
    check(
        "@g = global i32 x\n@h = global i32 0 ^\n",
        1,
        17,
        "expected a constant of type 'i32' but found 'x'",
    );
}

#[test]
fn inexact_float_constant() {
    check(
        "@f = global float 0.1\n",
        1,
        19,
        "floating-point constant 0.1 is not exactly representable as 'float'",
    );
    check(
        "@f = global half 0xR3F80\n",
        1,
        18,
        "floating-point constant 0xR3F80 has type 'bfloat', not 'half'",
    );
}

#[test]
fn named_void_instruction() {
    check(
        "define void @f(ptr %p) {\n  %x = store i32 1, ptr %p\n  ret void\n}\n",
        2,
        3,
        "instructions returning void cannot have a name",
    );
}

#[test]
fn operand_of_the_wrong_type() {
    check(
        "define i32 @f(i64 %x) {\n  ret i32 %x\n}\n",
        2,
        11,
        "'%x' defined with type 'i64' but expected 'i32'",
    );
    check(
        "define i32 @f(i1 %c) {\nentry:\n  br label %l\nl:\n  %p = phi i32 [ 0, %entry ], [ %n, %l ]\n  %n = add i64 1, 2\n  br i1 %c, label %l, label %e\ne:\n  ret i32 %p\n}\n",
        5,
        33,
        "'%n' is used with type 'i32' but defined with type 'i64'",
    );
}

#[test]
fn undefined_global() {
    check(
        "@p = global ptr @missing\n",
        1,
        17,
        "use of undefined value '@missing'",
    );
}

#[test]
fn undefined_metadata() {
    check("!0 = !{!7}\n", 1, 8, "use of undefined metadata '!7'");
}

#[test]
fn bad_data_layout_is_reported_at_the_string() {
    check(
        "target datalayout = \"e-q32\"\n",
        1,
        21,
        "unknown specification 'q32' in data layout",
    );
}

#[test]
fn constant_of_the_wrong_type() {
    check(
        "@g = global i32 null\n",
        1,
        17,
        "'null' is not a constant of type 'i32'",
    );
    check(
        "@a = global [3 x i32] [i32 1, i32 2]\n",
        1,
        23,
        "array constant has 2 elements but its type '[3 x i32]' has 3",
    );
    check(
        "@a = global [2 x i32] [i32 1, i64 2]\n",
        1,
        31,
        "array element has type 'i64' but 'i32' is expected",
    );
}

#[test]
fn return_of_the_wrong_type() {
    check(
        "define void @f() {\n  ret i32 0\n}\n",
        2,
        7,
        "'ret' of type 'i32' in a function returning 'void'",
    );
}

#[test]
fn missing_comma_between_arguments() {
    check(
        "declare void @g(i32, i32)\ndefine void @f() {\n  call void @g(i32 1 i32 2)\n  ret void\n}\n",
        3,
        22,
        "expected ',' or ')' in the argument list but found 'i32'",
    );
}

#[test]
fn unknown_top_level_entity() {
    check("foo\n", 1, 1, "expected a top-level entity but found 'foo'");
}

/// `source_filename`, `target datalayout` and `target triple` come before
/// every other entity (llvm-as-22: "expected top-level entity").
#[test]
fn module_header_after_another_entity() {
    check(
        "declare void @g()\ntarget datalayout = \"e\"\n",
        2,
        1,
        "expected a top-level entity but found 'target'",
    );
    check(
        "target datalayout = \"e\"\n!0 = !{}\ntarget triple = \"x86_64\"\n",
        3,
        1,
        "expected a top-level entity but found 'target'",
    );
    check(
        "%t = type { i32 }\nsource_filename = \"a\"\n",
        2,
        1,
        "expected a top-level entity but found 'source_filename'",
    );
}

#[test]
fn missing_equals_sign() {
    check("@g global i32 0\n", 1, 4, "expected '=' but found 'global'");
}

#[test]
fn integer_type_width_out_of_range() {
    check(
        "@g = global i0 0\n",
        1,
        13,
        "integer type width must be between 1 and 8388608",
    );
}

#[test]
fn branch_on_a_non_boolean() {
    check(
        "define void @f(i32 %x) {\n  br i32 %x, label %a, label %a\na:\n  ret void\n}\n",
        2,
        6,
        "'br' requires an 'i1' condition or 'label', not 'i32'",
    );
}

#[test]
fn unknown_debug_record() {
    check(
        "define void @f() {\n  #dbg_foo(!0)\n  ret void\n}\n",
        2,
        3,
        "unknown debug record '#dbg_foo'",
    );
}

#[test]
fn invalid_vector_element_type() {
    check(
        "@v = global <4 x void> zeroinitializer\n",
        1,
        18,
        "invalid vector element type 'void'",
    );
}

#[test]
fn bad_aggregate_index() {
    check(
        "define void @f({ i32, i8 } %s) {\n  %x = extractvalue { i32, i8 } %s, 2\n  ret void\n}\n",
        2,
        37,
        "invalid index 2 into type '{ i32, i8 }'",
    );
}

#[test]
fn missing_atomic_ordering() {
    check(
        "define void @f(ptr %p) {\n  %x = cmpxchg ptr %p, i32 0, i32 1 seq_cst\n  ret void\n}\n",
        3,
        3,
        "expected an ordering ('unordered', 'monotonic', 'acquire', 'release', 'acq_rel' or 'seq_cst') but found 'ret'",
    );
}

#[test]
fn removed_constant_expression() {
    check(
        "@g = global i32 mul (i32 2, i32 3)\n",
        1,
        17,
        "'mul' constant expressions are not part of LLVM 22 IR",
    );
}

#[test]
fn wrong_number_of_call_arguments() {
    check(
        "declare void @g(i32)\ndefine void @f() {\n  call void (i32) @g(i32 1, i32 2)\n  ret void\n}\n",
        3,
        21,
        "call has 2 arguments but its function type 'void (i32)' takes 1",
    );
}

/// An array type nested `depth` levels deep, as a global's type.
fn nested_array_global(depth: usize) -> String {
    format!(
        "@g = global {}i8{} zeroinitializer\n",
        "[1 x ".repeat(depth),
        "]".repeat(depth)
    )
}

/// Nesting as deep as [`MAX_NESTING`] loads (on a thread with the stack the
/// command line gives itself); one level more is a located error, not a
/// stack overflow. llvm-as-22 reads 5000 levels too.
#[test]
fn nesting_up_to_the_limit_loads_and_beyond_it_is_an_error() {
    let limit = MAX_NESTING as usize;
    let worker = std::thread::Builder::new()
        .stack_size(NESTING_STACK_BYTES)
        .spawn(move || {
            let deepest = nested_array_global(limit - 1);
            let loaded = load(SourceFile::new("deep.ll", deepest.as_str()));
            assert!(loaded.is_ok(), "{:?}", loaded.err());
            error_of(&nested_array_global(limit))
        })
        .expect("thread starts");
    let (line, column, msg) = worker.join().expect("no stack overflow");
    assert_eq!((line, msg.as_str()), (1, "nesting deeper than 5000 levels"));
    // At `i8`, the type one level below the last array.
    assert_eq!(column as usize, 13 + 5 * limit);
}

#[test]
fn debug_record_with_the_wrong_number_of_arguments() {
    check(
        "define void @f(i32 %a) {\n  #dbg_value(i32 %a, !DIExpression(), !0)\n  ret void\n}\n!0 = !{}\n",
        2,
        41,
        "expected ',' but found ')'",
    );
    check(
        "define void @f() {\n  #dbg_label(!0, !0, !0)\n  ret void\n}\n!0 = !{}\n",
        2,
        20,
        "expected ')' after the 2 arguments of '#dbg_label' but found ','",
    );
}

#[test]
fn typed_pointer_to_ptr() {
    check(
        "@g = external global ptr*\n",
        1,
        25,
        "'ptr*' is invalid: write 'ptr'",
    );
}

#[test]
fn repeated_instruction_flag() {
    check(
        "define i32 @f(i32 %a) {\n  %x = lshr exact exact i32 %a, 2\n  ret i32 %x\n}\n",
        2,
        19,
        "expected a type but found 'exact'",
    );
}

#[test]
fn fast_math_flags_on_an_integer_phi() {
    check(
        "define i32 @f() {\nentry:\n  br label %l\nl:\n  %p = phi fast i32 [ 0, %entry ], [ 1, %l ]\n  br label %l\n}\n",
        5,
        17,
        "fast-math flags on 'phi' require a floating-point type, not 'i32'",
    );
}

#[test]
fn return_without_a_value() {
    check(
        "define void @f() {\n  ret\n}\n",
        3,
        1,
        "expected 'void' or a type but found '}'",
    );
}

#[test]
fn struct_constant_with_too_few_fields() {
    check(
        "@g = global { i32, i8 } { i32 1 }\n",
        1,
        25,
        "struct constant has 1 field but its type '{ i32, i8 }' has 2",
    );
}

#[test]
fn rendered_diagnostic() {
    let src = "define i32 @f() {\n  %x = add i32 1, 2\n  ret i32 %y\n}\n";
    let file = SourceFile::new("bad.ll", src);
    let d = parse_module(file.clone()).unwrap_err();
    assert_eq!(
        d.render(&file),
        "bad.ll:3:11: error: use of undefined value '%y'\n  ret i32 %y\n          ^\n"
    );
}

#[test]
fn value_numbered_below_the_next_free_number() {
    // llvm-as-22 gives the same message at the same place: %1 is taken by
    // the unnamed entry block, and numbers never go back.
    check(
        "define i32 @f(i32 %x) {\n  %0 = add i32 %x, 1\n  ret i32 %0\n}\n",
        2,
        3,
        "instruction expected to be numbered '%1' or greater",
    );
    check(
        "define i32 @f(i32 %x) {\n  %5 = add i32 %x, 1\n  %3 = add i32 %x, 1\n  ret i32 %5\n}\n",
        3,
        3,
        "instruction expected to be numbered '%6' or greater",
    );
}

#[test]
fn label_numbered_below_the_next_free_number() {
    check(
        "define i32 @f(i32 %x) {\n  %5 = add i32 %x, 1\n  br label %4\n4:\n  ret i32 %5\n}\n",
        4,
        1,
        "label expected to be numbered '6' or greater",
    );
}

#[test]
fn unnamed_instruction_takes_a_number_a_label_cannot_reuse() {
    // The unnamed `add` is %1 (after the entry block %0), so `br label %1`
    // names a value.
    check(
        "define i32 @f(i32 %x) {\n  add i32 %x, 1\n  br label %1\n  ret i32 %x\n}\n",
        3,
        12,
        "'%1' is not a basic block: it is defined as a value",
    );
}

#[test]
fn label_used_as_a_value_before_its_definition() {
    check(
        "define i32 @f(i32 %x) {\n  %a = add i32 %bb, 1\n  br label %bb\nbb:\n  ret i32 %x\n}\n",
        3,
        12,
        "'%bb' is not a basic block: it is used as a value",
    );
}

#[test]
fn label_never_defined() {
    check(
        "define i32 @f(i32 %x) {\n  br label %bb\n}\n",
        2,
        12,
        "use of undefined label '%bb'",
    );
}

#[test]
fn named_type_never_defined() {
    // llvm-as-22: "use of undefined type named 'struct.HA'", at the first use
    // (found by the generated-mutation check, scripts/accept-mutants.py).
    check(
        "@a = global i32 0\n@ha = external global %struct.HA\n@hb = external global %struct.HA\n",
        2,
        23,
        "use of undefined type named '%struct.HA'",
    );
}

// Intrinsic signatures (src/parse/intrinsics): the shapes of the mutants
// llvm-as-22 rejects with "Intrinsic called with incompatible signature",
// "Intrinsic has incorrect argument type!", "invalid intrinsic signature"
// and "unknown intrinsic" (found by scripts/accept-mutants.py). The error
// is at the callee of the call.

#[test]
fn declared_intrinsic_with_a_wrong_parameter_type() {
    check(
        "declare void @llvm.assume(i8 noundef)\n\
         define void @f(i1 %c) {\n  call void @llvm.assume(i8 0)\n  ret void\n}\n",
        3,
        13,
        "intrinsic @llvm.assume has incorrect argument type: argument 1 has type i8, \
         but llvm.assume's signature is void (i1)",
    );
    check(
        "declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, ptr, i1)\n\
         define void @f(ptr %p) {\n  call void @llvm.memcpy.p0.p0.i64(ptr %p, ptr %p, ptr %p, i1 false)\n  ret void\n}\n",
        3,
        13,
        "intrinsic @llvm.memcpy.p0.p0.i64 has incorrect argument type: argument 3 has type ptr, \
         but llvm.memcpy's signature is void (ptr0, ptr1, int2, i1)",
    );
}

#[test]
fn declared_intrinsic_with_a_wrong_result_type() {
    // The result binds the overloaded type (as in LLVM's matching, which
    // reads the result first), so the parameters are what disagree.
    check(
        "declare float @llvm.copysign.f64(double, double)\n\
         define float @f(double %x) {\n  %r = call float @llvm.copysign.f64(double %x, double %x)\n  ret float %r\n}\n",
        3,
        19,
        "intrinsic @llvm.copysign.f64 has incorrect argument type: argument 1 has type double, \
         but llvm.copysign's signature is float0 ($0, $0)",
    );
    check(
        "declare i1 @llvm.coro.end(ptr, i1, token)\n\
         define i1 @f(ptr %p) {\n  %r = call i1 @llvm.coro.end(ptr %p, i1 false, token none)\n  ret i1 %r\n}\n",
        3,
        16,
        "intrinsic @llvm.coro.end has incorrect return type: result i1, \
         but llvm.coro.end's signature is void (ptr, i1, token)",
    );
}

#[test]
fn intrinsic_called_through_another_type_than_declared() {
    check(
        "declare i32 @llvm.umax.i32(i32, i32)\n\
         define i64 @f(i64 %x) {\n  %r = call i64 @llvm.umax.i32(i64 %x, i64 0)\n  ret i64 %r\n}\n",
        3,
        17,
        "intrinsic called with incompatible signature: @llvm.umax.i32 is declared \
         i32 (i32, i32) but called as i64 (i64, i64)",
    );
}

#[test]
fn undeclared_intrinsic_with_an_invalid_signature() {
    check(
        "define i32 @f(i32 %x) {\n  %r = call i32 @llvm.umax.i32(i32 %x, i64 0)\n  ret i32 %r\n}\n",
        2,
        17,
        "invalid intrinsic signature: argument 2 has type i64, \
         but llvm.umax's signature is int0 ($0, $0)",
    );
    check(
        "define i32 @f(i32 %x) {\n  %r = call i32 @llvm.umax.i32(i32 %x, i32 %x, i32 %x)\n  ret i32 %r\n}\n",
        2,
        17,
        "invalid intrinsic signature: 3 parameters given, \
         but llvm.umax's signature is int0 ($0, $0)",
    );
}

#[test]
fn undeclared_unknown_intrinsic() {
    check(
        "define i32 @f(i32 %x) {\n  %r = call i32 @llvm.foo.bar(i32 %x)\n  ret i32 %r\n}\n",
        2,
        17,
        "unknown intrinsic 'llvm.foo.bar'",
    );
}

/// What llvm-as-22 accepts of the same kind: a declared unknown `llvm.*`
/// name (an ordinary function), a wrong declaration nothing calls, an
/// undeclared overloaded intrinsic with a wrong suffix (LLVM mangles the
/// name anew), and old forms its `AutoUpgrade` rewrites.
#[test]
fn intrinsic_forms_llvm_accepts() {
    for src in [
        "declare i32 @llvm.foo.bar(i32)\ndefine i32 @f(i32 %x) {\n  %r = call i32 @llvm.foo.bar(i32 %x)\n  ret i32 %r\n}\n",
        "declare i32 @llvm.umax.i32(i32, i64)\n",
        "define i64 @f(i64 %x) {\n  %r = call i64 @llvm.umax.i64.i32(i64 %x, i64 0)\n  ret i64 %r\n}\n",
        "declare i64 @llvm.umax.i32(i64, i64)\ndefine i64 @f(i64 %x) {\n  %r = call i64 @llvm.umax.i32(i64 %x, i64 0)\n  ret i64 %r\n}\n",
        "define i32 @f(i32 %x) {\n  %r = call i32 @llvm.ctlz.i32(i32 %x)\n  ret i32 %r\n}\n",
        "define i32 @f(<4 x i32> %v) {\n  %r = call i32 @llvm.experimental.vector.reduce.add.v4i32(<4 x i32> %v)\n  ret i32 %r\n}\n",
        "define void @f(ptr %p) {\n  call void @llvm.memcpy.p0.p0.i64(ptr %p, ptr %p, i64 4, i32 1, i1 false)\n  ret void\n}\n",
        "%pair = type { i32, i1 }\ndeclare %pair @llvm.sadd.with.overflow.i32(i32, i32)\n\
         define %pair @f(i32 %x) {\n  %r = call %pair @llvm.sadd.with.overflow.i32(i32 %x, i32 %x)\n  ret %pair %r\n}\n",
        "define <2 x i64> @f(<4 x i32> %a) {\n  %r = call <2 x i64> @llvm.x86.sse2.pmulu.dq(<4 x i32> %a, <4 x i32> %a)\n  ret <2 x i64> %r\n}\n",
    ] {
        let file = SourceFile::new("ok.ll", src);
        if let Err(d) = load(file) {
            panic!("rejected: {}\n{src}", d.message);
        }
    }
}
