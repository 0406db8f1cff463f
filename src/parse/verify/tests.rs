//! Unit tests of the verifier on modules the parser would never produce: a
//! valid module is parsed, then changed by hand (an operand swapped, a type
//! or flag altered), so that the checks the parser already makes on text
//! are exercised here as the verifier's second line of defence.

use super::verify_module;
use crate::apint::ApInt;
use crate::parse::parse_module;
use crate::syntax::{
    Const, ConstKind, Inst, InstKind, LocalId, Module, Operand, SourceFile, TypeKind,
};

/// Parses `text`, which must be valid.
fn parsed(text: &str) -> Module {
    match parse_module(SourceFile::new("t.ll", text)) {
        Ok(m) => m,
        Err(d) => panic!("{}", d.message),
    }
}

/// The verifier's error on `m`: line, column, message.
fn error(m: &Module) -> (u32, u32, String) {
    match verify_module(m) {
        Ok(()) => panic!("the module was accepted"),
        Err(d) => {
            let lc = m.source.line_col(d.span.start);
            (lc.line, lc.column, d.message)
        }
    }
}

/// Instruction `i` of block `b` of the first function.
fn inst(m: &mut Module, b: usize, i: usize) -> &mut Inst {
    let body = m.functions[0].body.as_mut().expect("a definition");
    &mut body.blocks[b].insts[i]
}

const ADD: &str = "define i32 @f(i64 %x, i32 %y) {
  %z = add i32 %y, 1
  ret i32 %z
}
";

#[test]
fn the_unchanged_module_is_accepted() {
    assert_eq!(verify_module(&parsed(ADD)), Ok(()));
}

#[test]
fn a_local_used_with_another_type() {
    let mut m = parsed(ADD);
    let InstKind::Binary { lhs, .. } = &mut inst(&mut m, 0, 0).kind else {
        panic!("not a binary operator")
    };
    let Operand::Local(id, _) = lhs else {
        panic!("not a local")
    };
    *id = LocalId(0);
    assert_eq!(
        error(&m),
        (
            2,
            16,
            "'add' operands must have the same type as the instruction, but %x has type i64 and the instruction has type i32".to_string()
        )
    );
}

#[test]
fn a_constant_of_another_type() {
    let mut m = parsed(ADD);
    let i64 = m.types.int(64);
    let InstKind::Binary { rhs, .. } = &mut inst(&mut m, 0, 0).kind else {
        panic!("not a binary operator")
    };
    *rhs = Operand::Const(Const {
        ty: i64,
        kind: ConstKind::Int(ApInt::from_u64(64, 1)),
    });
    assert_eq!(
        error(&m).2,
        "'add' operands must have the same type as the instruction, but the constant has type i64 and the instruction has type i32"
    );
}

#[test]
fn an_integer_constant_of_the_wrong_width() {
    let mut m = parsed(ADD);
    let InstKind::Binary { rhs, .. } = &mut inst(&mut m, 0, 0).kind else {
        panic!("not a binary operator")
    };
    let Operand::Const(c) = rhs else {
        panic!("not a constant")
    };
    c.kind = ConstKind::Int(ApInt::from_u64(33, 1));
    assert_eq!(
        error(&m).2,
        "in 'add': integer constant of 33 bits written with type i32"
    );
}

#[test]
fn a_result_of_another_type_than_the_instruction_yields() {
    let mut m = parsed(ADD);
    let i64 = m.types.int(64);
    m.functions[0].body.as_mut().expect("a definition").locals[2].ty = i64;
    assert_eq!(
        error(&m),
        (2, 3, "%z has type i64, but 'add' yields i32".to_string())
    );
}

#[test]
fn a_flag_the_operator_does_not_take() {
    let mut m = parsed(ADD);
    let InstKind::Binary { flags, .. } = &mut inst(&mut m, 0, 0).kind else {
        panic!("not a binary operator")
    };
    flags.exact = true;
    assert_eq!(error(&m).2, "'add' does not take the 'exact' flag");
}

#[test]
fn fast_math_flags_on_an_integer_operator() {
    let mut m = parsed(ADD);
    let InstKind::Binary { fmf, .. } = &mut inst(&mut m, 0, 0).kind else {
        panic!("not a binary operator")
    };
    fmf.nnan = true;
    assert_eq!(error(&m).2, "'add' does not take fast-math flags");
}

#[test]
fn ret_against_the_return_type() {
    let mut m = parsed(ADD);
    let InstKind::Ret { val } = &mut inst(&mut m, 0, 1).kind else {
        panic!("not a ret")
    };
    *val = None;
    assert_eq!(
        error(&m),
        (3, 3, "'ret void' in function returning i32".to_string())
    );

    let mut m = parsed(ADD);
    let i64 = m.types.int(64);
    let InstKind::Ret { val: Some(v) } = &mut inst(&mut m, 0, 1).kind else {
        panic!("not a ret with a value")
    };
    v.ty = i64;
    assert_eq!(error(&m).2, "'ret' of type i64 in function returning i32");

    let mut m = parsed("define void @f(i32 %x) {\n  ret void\n}\n");
    let i32 = m.types.int(32);
    inst(&mut m, 0, 0).kind = InstKind::Ret {
        val: Some(crate::syntax::Typed {
            ty: i32,
            val: Operand::Local(LocalId(0), Default::default()),
        }),
    };
    assert_eq!(error(&m).2, "'ret' of type i32 in function returning void");
}

#[test]
fn a_ret_value_used_with_another_type() {
    let mut m = parsed(ADD);
    let InstKind::Ret { val: Some(v) } = &mut inst(&mut m, 0, 1).kind else {
        panic!("not a ret with a value")
    };
    v.val = Operand::Local(LocalId(0), v.val_span());
    assert_eq!(
        error(&m),
        (
            3,
            11,
            "'ret' value is written as i32 %x, but %x has type i64".to_string()
        )
    );
}

#[test]
fn a_branch_condition_that_is_not_i1() {
    let mut m = parsed(
        "define void @f(i1 %c, i8 %d) {
entry:
  br i1 %c, label %a, label %a
a:
  ret void
}
",
    );
    let InstKind::CondBr { cond, .. } = &mut inst(&mut m, 0, 0).kind else {
        panic!("not a conditional branch")
    };
    let Operand::Local(id, _) = cond else {
        panic!("not a local")
    };
    *id = LocalId(1);
    assert_eq!(
        error(&m),
        (
            3,
            9,
            "'br' condition must be i1, but %d has type i8".to_string()
        )
    );
}

#[test]
fn a_phi_value_of_another_type() {
    let mut m = parsed(
        "define i32 @f(i64 %x, i32 %y) {
entry:
  br label %b
b:
  %p = phi i32 [ %y, %entry ]
  ret i32 %p
}
",
    );
    let InstKind::Phi { incoming, .. } = &mut inst(&mut m, 1, 0).kind else {
        panic!("not a phi")
    };
    incoming[0].0 = Operand::Local(LocalId(0), Default::default());
    assert_eq!(
        error(&m).2,
        "phi node has type i32, but its incoming value %x has type i64"
    );
}

#[test]
fn a_stored_value_of_another_type() {
    let mut m = parsed(
        "define void @f(i64 %x, i32 %y, ptr %p) {
  store i32 %y, ptr %p
  ret void
}
",
    );
    let InstKind::Store { val, .. } = &mut inst(&mut m, 0, 0).kind else {
        panic!("not a store")
    };
    val.val = Operand::Local(LocalId(0), val.val_span());
    assert_eq!(
        error(&m),
        (
            2,
            13,
            "'store' value is written as i32 %x, but %x has type i64".to_string()
        )
    );
}

#[test]
fn call_arguments_against_the_function_type() {
    let text = "declare i32 @g(i32)
define i32 @f(i32 %x) {
  %r = call i32 @g(i32 %x)
  ret i32 %r
}
";
    let mut m = parsed(text);
    let i64 = m.types.int(64);
    let body = m.functions[1].body.as_mut().expect("a definition");
    let InstKind::Call(call) = &mut body.blocks[0].insts[0].kind else {
        panic!("not a call")
    };
    call.args[0].ty = i64;
    assert_eq!(
        error(&m).2,
        "'call' argument 1 has type i64, but parameter 1 of i32 (i32) has type i32"
    );

    let mut m = parsed(text);
    let body = m.functions[1].body.as_mut().expect("a definition");
    let InstKind::Call(call) = &mut body.blocks[0].insts[0].kind else {
        panic!("not a call")
    };
    call.args.clear();
    assert_eq!(
        error(&m).2,
        "'call' passes 0 arguments to a function of type i32 (i32), which takes 1"
    );
}

#[test]
fn a_void_call_that_defines_a_value() {
    let mut m = parsed(
        "declare void @g()
define void @f() {
  call void @g()
  ret void
}
",
    );
    let void = m.types.void();
    let body = m.functions[1].body.as_mut().expect("a definition");
    body.locals.push(crate::syntax::Local {
        name: Some(crate::syntax::Name::Named("v".to_string())),
        ty: void,
        span: Default::default(),
    });
    body.blocks[0].insts[0].result = Some(LocalId(0));
    assert_eq!(
        error(&m).2,
        "'call' of a function returning void cannot define a value (%v)"
    );
}

#[test]
fn an_icmp_result_that_is_not_boolean() {
    let mut m = parsed(
        "define i1 @f(<4 x i32> %a) {
  %c = icmp eq <4 x i32> %a, zeroinitializer
  %e = extractelement <4 x i1> %c, i32 0
  ret i1 %e
}
",
    );
    let i1 = m.types.int(1);
    let v2 = m.types.intern(TypeKind::Vector {
        len: 2,
        scalable: false,
        elem: i1,
    });
    m.functions[0].body.as_mut().expect("a definition").locals[1].ty = v2;
    assert_eq!(
        error(&m).2,
        "%c has type <2 x i1>, but 'icmp' yields <4 x i1>"
    );
}

#[test]
fn a_body_without_blocks_and_an_empty_block() {
    let mut m = parsed("define void @f() {\n  ret void\n}\n");
    m.functions[0].body.as_mut().expect("a definition").blocks[0]
        .insts
        .clear();
    assert_eq!(
        error(&m).2,
        "block %0 is empty: it must end with a terminator"
    );
    m.functions[0]
        .body
        .as_mut()
        .expect("a definition")
        .blocks
        .clear();
    assert_eq!(error(&m).2, "function @f has a body without blocks");
}

#[test]
fn a_terminator_in_the_middle_of_a_block() {
    let mut m = parsed(
        "define void @f() {
  %x = add i32 1, 2
  ret void
}
",
    );
    let body = m.functions[0].body.as_mut().expect("a definition");
    body.blocks[0].insts.swap(0, 1);
    assert_eq!(
        error(&m),
        (
            3,
            3,
            "terminator 'ret' in the middle of block %0: a terminator must be the last instruction"
                .to_string()
        )
    );
}

#[test]
fn a_global_initializer_of_another_type() {
    let mut m = parsed("@g = global i32 7\n");
    let i64 = m.types.int(64);
    if let Some(init) = &mut m.globals[0].init {
        init.ty = i64;
    }
    assert_eq!(
        error(&m),
        (
            1,
            1,
            "initializer of @g has type i64, but the global's value type is i32".to_string()
        )
    );
}

#[test]
fn an_aggregate_constant_with_an_element_of_another_type() {
    let mut m = parsed("@g = global [2 x i16] [i16 1, i16 2]\n");
    let i8 = m.types.int(8);
    if let Some(Const {
        kind: ConstKind::Array(elems),
        ..
    }) = &mut m.globals[0].init
    {
        elems[1] = Const {
            ty: i8,
            kind: ConstKind::Int(ApInt::from_u64(8, 2)),
        };
    }
    assert_eq!(
        error(&m).2,
        "initializer of @g: element 1 of the array constant has type i8, but the elements have type i16"
    );
}

#[test]
fn a_switch_case_of_another_type() {
    let mut m = parsed(
        "define void @f(i32 %x) {
entry:
  switch i32 %x, label %a [ i32 1, label %a ]
a:
  ret void
}
",
    );
    let i8 = m.types.int(8);
    let InstKind::Switch { cases, .. } = &mut inst(&mut m, 0, 0).kind else {
        panic!("not a switch")
    };
    cases[0].0 = Const {
        ty: i8,
        kind: ConstKind::Int(ApInt::from_u64(8, 1)),
    };
    assert_eq!(
        error(&m).2,
        "'switch' case value has type i8, but the condition has type i32"
    );
}

#[test]
fn a_cast_flag_on_the_wrong_conversion() {
    let mut m = parsed(
        "define i64 @f(i32 %x) {
  %y = sext i32 %x to i64
  ret i64 %y
}
",
    );
    let InstKind::Cast { flags, .. } = &mut inst(&mut m, 0, 0).kind else {
        panic!("not a cast")
    };
    flags.nneg = true;
    assert_eq!(error(&m).2, "'sext' does not take the 'nneg' flag");
}

#[test]
fn a_select_with_values_of_two_types() {
    let mut m = parsed(
        "define i32 @f(i1 %c, i32 %a, i32 %b) {
  %s = select i1 %c, i32 %a, i32 %b
  ret i32 %s
}
",
    );
    let i64 = m.types.int(64);
    let InstKind::Select { else_val, .. } = &mut inst(&mut m, 0, 0).kind else {
        panic!("not a select")
    };
    else_val.ty = i64;
    assert_eq!(
        error(&m).2,
        "'select' values must have the same type, but they have types i32 and i64"
    );
}

/// The span of a typed operand's value (the instruction's for constants).
trait ValSpan {
    fn val_span(&self) -> crate::syntax::Span;
}

impl ValSpan for crate::syntax::Typed {
    fn val_span(&self) -> crate::syntax::Span {
        match &self.val {
            Operand::Local(_, span) => *span,
            _ => Default::default(),
        }
    }
}

#[test]
fn fast_math_flags_on_a_phi_or_call_that_is_not_floating_point() {
    let mut m = parsed(
        "declare i32 @g()
define i32 @f() {
entry:
  br label %b
b:
  %p = phi i32 [ 0, %entry ]
  %r = call i32 @g()
  ret i32 %p
}
",
    );
    let body = m.functions[1].body.as_mut().expect("a definition");
    let InstKind::Phi { fmf, .. } = &mut body.blocks[1].insts[0].kind else {
        panic!("not a phi")
    };
    fmf.nnan = true;
    assert_eq!(
        error(&m),
        (
            6,
            3,
            "fast-math flags on a phi of type i32, which is not floating-point".to_string()
        )
    );
    let body = m.functions[1].body.as_mut().expect("a definition");
    let InstKind::Phi { fmf, .. } = &mut body.blocks[1].insts[0].kind else {
        panic!("not a phi")
    };
    fmf.nnan = false;
    let InstKind::Call(call) = &mut body.blocks[1].insts[1].kind else {
        panic!("not a call")
    };
    call.fmf.ninf = true;
    assert_eq!(
        error(&m),
        (
            7,
            3,
            "fast-math flags on a 'call' returning i32, which is not floating-point".to_string()
        )
    );
}

/// An `invoke` of `callee` (declared as `i32 (i32, i32)`).
fn invoking(callee: &str) -> Module {
    parsed(&format!(
        "declare i32 @{callee}(i32, i32)
define i32 @f(i32 %a) personality ptr null {{
  %r = invoke i32 @{callee}(i32 %a, i32 %a) to label %ok unwind label %bad
ok:
  ret i32 %r
bad:
  %l = landingpad {{ ptr, i32 }} cleanup
  ret i32 0
}}
"
    ))
}

#[test]
fn invoke_of_an_intrinsic_that_cannot_unwind() {
    // llvm-as-22: "Cannot invoke an intrinsic other than donothing, ...".
    let (line, column, message) = error(&invoking("llvm.smax.i32"));
    assert_eq!((line, column), (3, 3));
    assert!(
        message.starts_with("cannot invoke the intrinsic '@llvm.smax.i32'"),
        "{message}"
    );
    // Ordinary functions, and the intrinsics LLVM lets unwind, may be
    // invoked.
    assert_eq!(verify_module(&invoking("g")), Ok(()));
    let donothing = "declare void @llvm.donothing()
define void @f() personality ptr null {
  invoke void @llvm.donothing() to label %ok unwind label %bad
ok:
  ret void
bad:
  %l = landingpad { ptr, i32 } cleanup
  ret void
}
";
    assert_eq!(verify_module(&parsed(donothing)), Ok(()));
}
