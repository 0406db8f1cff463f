//! The property test of `examples/refine_property.rs`, run by `cargo test`:
//! llsem finds no counterexample for the example's correct peephole rules
//! on 200 generated functions, and catches each deliberately wrong rule.

#[allow(dead_code)]
#[path = "../../examples/refine_property.rs"]
mod peephole_example;

use peephole_example::{Func, Inst, Op, Operand, WrongRule, check, peephole};

#[test]
fn the_correct_rules_refine_on_200_functions() {
    let r = check(200, 0, None).map_err(|r| format!("{r:?}"));
    assert_eq!(r, Ok(200));
}

#[test]
fn adding_nsw_is_caught() {
    let r = check(200, 0, Some(WrongRule::AddNsw));
    assert!(r.is_err_and(|r| r.is_failure()));
}

#[test]
fn mul_to_add_is_caught_through_undef() {
    let r = check(200, 0, Some(WrongRule::MulToAdd));
    assert!(r.is_err_and(|r| r.is_failure()));
}

fn inst(op: Op, nsw: bool, lhs: Operand, rhs: Operand) -> Inst {
    Inst {
        op,
        nuw: false,
        nsw,
        lhs,
        rhs,
    }
}

#[test]
fn the_pass_applies_each_rule() {
    let (a, b) = (Operand::Param(0), Operand::Param(1));
    let f = Func {
        insts: vec![
            inst(Op::Mul, true, Operand::Const(2), a),
            inst(Op::Add, false, Operand::Value(0), Operand::Const(0)),
            inst(Op::Sub, false, Operand::Value(1), Operand::Value(0)),
            inst(Op::Add, false, a, a),
            inst(Op::Add, false, Operand::Value(3), b),
            inst(Op::Xor, false, Operand::Value(4), Operand::Value(2)),
        ],
        ret: Operand::Value(5),
    };
    let expected = "define i8 @f(i8 %a0, i8 %a1) {
  %v0 = shl nsw i8 %a0, 1
  %v1 = shl i8 %a0, 1
  %v2 = add i8 %v1, %a1
  %v3 = xor i8 %v2, 0
  ret i8 %v3
}
";
    assert_eq!(peephole(&f, None).to_ll(), expected);
    let wrong = peephole(&f, Some(WrongRule::AddNsw)).to_ll();
    assert!(wrong.contains("%v2 = add nsw i8 %v1, %a1"), "{wrong}");
    let wrong = peephole(&f, Some(WrongRule::MulToAdd)).to_ll();
    assert!(wrong.contains("%v0 = add nsw i8 %a0, %a0"), "{wrong}");
}
