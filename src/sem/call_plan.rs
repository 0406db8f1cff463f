//! What a call of a function named at the call site checks and promises,
//! worked out once when the program is built ([`DirectCall`]): the
//! attributes of its arguments and result merged from the call site's and
//! the callee's, which checks of the callee's own attributes the merged
//! ones make redundant, and whether its access-guard scope can restrict
//! anything. The rules themselves stay in `machine` (`apply_value_attrs`,
//! `call_function`); this only decides ahead what they will find.

use super::code::{AttrNeeds, CallOp, CallPromises, DirectCall, ValueAttrs};
use crate::mem::guard::Access;

/// What the callee of a direct call is, as far as a plain call cares:
/// either kind has the call's function type and takes no variable
/// arguments.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Target {
    /// Defined in the module (and not replaceable by another module).
    Defined,
    /// Declared, and run by a library model resolved when the program was
    /// built that reaches no memory of the program when called as declared
    /// ([`crate::sem::library::Resolved`]: `malloc`, `calloc`, `free`, and
    /// the math functions that neither set `errno` nor write through a
    /// pointer, declared on a float).
    Library,
    /// Anything else.
    Other,
}

/// The plan of `call`, a call of a function with parameter attributes
/// `params`, return attributes `ret` and promises `promises`, whose callee
/// is a `target`.
pub(crate) fn plan(
    call: &CallOp,
    params: &[ValueAttrs],
    ret: &ValueAttrs,
    promises: CallPromises,
    target: Target,
) -> DirectCall {
    let args: Vec<(ValueAttrs, AttrNeeds)> = (0..call.arg_attrs.len())
        .map(|i| {
            let a = ValueAttrs::for_argument(params, i, &call.arg_attrs[i]).into_owned();
            let needs = AttrNeeds::of(&a);
            (a, needs)
        })
        .collect();
    let callee_implied: Vec<bool> = args
        .iter()
        .enumerate()
        .map(|(i, (a, _))| params.get(i).is_some_and(|p| implies(a, p)))
        .collect();
    // As `Machine::eval_call` and `call_planned` (or
    // `call_declared_planned`) find it when it runs.
    let as_plain = target != Target::Other
        && !call.via_interposable_alias
        && call.args.len() == params.len()
        && callee_implied.len() == params.len()
        && callee_implied.iter().all(|&i| i)
        && call.callees.is_none()
        && call.bundles.is_empty()
        && !call.byval_vararg;
    let plain = as_plain && target == Target::Defined;
    let plain_library = as_plain && target == Target::Library;
    // As `RetAttrs::of` merges them for a call in progress.
    let ret = if call.ret_attrs.is_empty() {
        ret.clone()
    } else if ret.is_empty() {
        call.ret_attrs.clone()
    } else {
        let mut both = ret.clone();
        both.merge(&call.ret_attrs);
        both
    };
    let promises = call.site.union(promises);
    // As `GuardScope::restricts` finds them (the forbidden `alloca`s of a
    // tail call are known only when it runs).
    let memory = promises.memory;
    // (An argument past the parameters keeps the call site's attribute
    // when the callee is declared.)
    let arg_restricted = (0..call.args.len())
        .any(|i| param_access(call, params, i).is_some_and(|a| a != Access::READ_WRITE));
    let may_restrict =
        memory.arg != Access::READ_WRITE || memory.other != Access::READ_WRITE || arg_restricted;
    DirectCall {
        args,
        callee_implied,
        ret_needs: AttrNeeds::of(&ret),
        ret,
        promises,
        may_restrict,
        plain,
        plain_library,
    }
}

/// What argument `i` of a call lets the callee do through it: the call
/// site's access attribute together with the parameter's (as
/// `Machine::call_function` combines them).
pub(crate) fn param_access(call: &CallOp, params: &[ValueAttrs], i: usize) -> Option<Access> {
    let site = call.arg_attrs.get(i).and_then(|a| a.access);
    let param = params.get(i).and_then(|p| p.access);
    match (site, param) {
        (Some(a), Some(b)) => Some(a.and(b)),
        (a, b) => a.or(b),
    }
}

/// Whether checking a value against `callee` after checking it against
/// `merged` changes nothing: `callee` makes no `byval` copy, and every
/// attribute of `callee` that can make poison or UB is in `merged` at
/// least as strongly (the same range and `dereferenceable`, an alignment
/// that is a multiple of its). A value that passed `merged` then passes
/// `callee`, and a lane `merged` made poison stays poison.
fn implies(merged: &ValueAttrs, callee: &ValueAttrs) -> bool {
    let ValueAttrs {
        noundef,
        nonnull,
        align,
        range,
        range_md,
        dereferenceable,
        ext: _,
        byval,
        access: _,
        nocapture: _,
        returned: _,
        noalias: _,
        nofpclass,
    } = callee;
    byval.is_none()
        && (!noundef || merged.noundef)
        && (!nonnull || merged.nonnull)
        && align.is_none_or(|p| merged.align.is_some_and(|m| p != 0 && m % p == 0))
        && (range.is_none() || *range == merged.range)
        && (range_md.is_empty() || *range_md == merged.range_md)
        && (dereferenceable.is_none() || *dereferenceable == merged.dereferenceable)
        && nofpclass & !merged.nofpclass == 0
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::apint::ApInt;

    fn attrs(f: impl FnOnce(&mut ValueAttrs)) -> ValueAttrs {
        let mut a = ValueAttrs::default();
        f(&mut a);
        a
    }

    #[test]
    fn a_callee_check_is_left_out_only_when_the_merged_one_covers_it() {
        let range = |lo, hi| Some((ApInt::from_i128(32, lo), ApInt::from_i128(32, hi)));
        let none = ValueAttrs::default();
        let noundef = attrs(|a| a.noundef = true);
        assert!(implies(&none, &none));
        assert!(implies(&noundef, &noundef));
        assert!(implies(&noundef, &none));
        assert!(!implies(&none, &noundef));
        // Attributes that take no part in the check.
        assert!(implies(&none, &attrs(|a| a.nocapture = true)));
        // A `byval` copy is made by the callee's check.
        assert!(!implies(&none, &attrs(|a| a.byval = Some((8, 8)))));
        // Alignment: a multiple covers it.
        let align = |n| attrs(|a| a.align = Some(n));
        assert!(implies(&align(16), &align(4)));
        assert!(!implies(&align(4), &align(16)));
        assert!(!implies(&none, &align(4)));
        // A range only when it is the same one: the call site's replaces the
        // callee's in the merge, and both must hold.
        let r = |lo, hi| attrs(|a| a.range = range(lo, hi));
        assert!(implies(&r(0, 10), &r(0, 10)));
        assert!(!implies(&r(0, 10), &r(0, 5)));
        assert!(!implies(&none, &r(0, 5)));
        let deref = |n| attrs(|a| a.dereferenceable = Some((n, false)));
        assert!(implies(&deref(8), &deref(8)));
        assert!(!implies(&deref(16), &deref(8)));
        let nonnull = attrs(|a| a.nonnull = true);
        assert!(!implies(&noundef, &nonnull));
        let fp = |m| attrs(|a| a.nofpclass = m);
        assert!(implies(&fp(3), &fp(1)));
        assert!(!implies(&fp(1), &fp(3)));
    }

    #[test]
    fn needs_say_which_values_pass_unchanged() {
        use crate::apint::Word;
        use crate::value::{AllocId, Pointer, Reg, Scalar};
        let int = Reg::Scalar(Scalar::Int(Word::new(32, 5)));
        let ptr = Reg::Scalar(Scalar::Ptr(Pointer::new(AllocId(1), 16)));
        let poison = Reg::POISON;
        let of = AttrNeeds::of;
        let all = [&int, &ptr, &poison];
        assert!(all.iter().all(|r| of(&ValueAttrs::default()).passes(r)));
        assert!(
            all.iter()
                .all(|r| of(&attrs(|a| a.nocapture = true)).passes(r))
        );
        let noundef = of(&attrs(|a| a.noundef = true));
        assert!(noundef.passes(&int) && noundef.passes(&ptr) && !noundef.passes(&poison));
        let nonnull = of(&attrs(|a| a.nonnull = true));
        assert!(nonnull.passes(&int) && !nonnull.passes(&ptr) && !nonnull.passes(&poison));
        let range = of(&attrs(|a| {
            a.range = Some((ApInt::from_i128(32, 0), ApInt::from_i128(32, 4)))
        }));
        assert!(!range.passes(&int) && range.passes(&ptr) && !range.passes(&poison));
        let deref = of(&attrs(|a| a.dereferenceable = Some((4, true))));
        assert!(!deref.passes(&int) && !deref.passes(&ptr));
        let fp = of(&attrs(|a| a.nofpclass = 1));
        assert!(fp.passes(&int) && fp.passes(&ptr) && !fp.passes(&poison));
        // A defined scalar float: only `nofpclass` may change it (decision
        // 0049); an undef float is checked in full under `noundef`.
        use crate::syntax::FloatKind;
        use crate::value::{Float, Value};
        let float = Reg::General(Value::Float(Float {
            kind: FloatKind::Double,
            bits: 0x7ff0_0000_0000_0000,
        }));
        let undef = Reg::from_value(Value::Undef(Box::new(crate::value::UndefBits::all(64))));
        assert!(of(&ValueAttrs::default()).passes(&float));
        assert!(noundef.passes(&float) && !noundef.passes(&undef));
        assert!(nonnull.passes(&float) && range.passes(&float) && deref.passes(&float));
        assert!(!fp.passes(&float));
        for v in [&float, &undef] {
            assert_eq!(
                noundef.passes(v),
                noundef.passes_value(&v.clone().into_value())
            );
        }
    }
}
