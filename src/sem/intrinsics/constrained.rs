//! The constrained floating-point intrinsics (LangRef "Constrained
//! Floating-Point Intrinsics"): `llvm.experimental.constrained.fadd` and
//! the rest, each the operation of its name in an explicit rounding mode
//! and exception behaviour.
//!
//! Rounding: `round.dynamic` uses the run's dynamic rounding mode (the
//! environment's, changed by `fesetround`/`llvm.set.rounding`); any other
//! mode is computed in that mode, and is immediate UB when it is not the
//! dynamic mode ("Using a specific non-dynamic rounding mode which does
//! not match the actual rounding mode at runtime results in undefined
//! behavior"). The transcendental functions (`sin`, `pow`, ...) are glibc's
//! in round to nearest; in another mode they are unsupported.
//!
//! Exceptions: llsem's environment runs with floating-point exceptions
//! masked and does not model the status flags, so `fpexcept.maytrap` and
//! `fpexcept.strict` compute the same values as `fpexcept.ignore`; a
//! refinement check does not compare the flags a strict operation raises
//! (README, "Not modelled").

use crate::apint::ApInt;
use crate::oracle::{ChoicePoint, Domain};
use crate::sem::machine::Machine;
use crate::sem::ops::float::modes::{self, BasicOp, RoundingMode};
use crate::sem::ops::float::onto::{undef_fptrunc, undef_onto};
use crate::sem::ops::float::{self as fp, FloatResult, UnsupportedFloat};
use crate::sem::stop::{Stop, UbKind};
use crate::syntax::{FloatKind, FloatPred, TypeId};
use crate::value::{Float, Value};

fn unsupported(e: UnsupportedFloat) -> Stop {
    Stop::unsupported(e.to_string())
}

/// The operations that take a rounding-mode argument.
const ROUNDED: &[&str] = &[
    "fadd",
    "fsub",
    "fmul",
    "fdiv",
    "frem",
    "fma",
    "fmuladd",
    "uitofp",
    "sitofp",
    "fptrunc",
    "sqrt",
    "pow",
    "powi",
    "ldexp",
    "sin",
    "cos",
    "tan",
    "asin",
    "acos",
    "atan",
    "atan2",
    "sinh",
    "cosh",
    "tanh",
    "exp",
    "exp2",
    "log",
    "log10",
    "log2",
    "rint",
    "lrint",
    "llrint",
    "nearbyint",
];

/// The exception behaviours LangRef defines.
const EXCEPTIONS: &[&str] = &["fpexcept.ignore", "fpexcept.maytrap", "fpexcept.strict"];

impl Machine<'_, '_> {
    /// The metadata strings of the call being run (its rounding mode,
    /// exception behaviour, predicate), none outside a call.
    fn call_md_strings(&self) -> Vec<String> {
        self.current_call
            .map(|c| c.md_strings.clone())
            .unwrap_or_default()
    }

    /// Runs `llvm.experimental.constrained.<op>`; `None` if `op` is not
    /// one of the family.
    pub(super) fn call_constrained(
        &mut self,
        op: &str,
        args: &[(Value, TypeId)],
        ret_ty: TypeId,
        name: &str,
    ) -> Result<Option<Value>, Stop> {
        let md = self.call_md_strings();
        if let Some(e) = md.iter().find(|s| s.starts_with("fpexcept."))
            && !EXCEPTIONS.contains(&e.as_str())
        {
            return Err(Stop::unsupported(format!(
                "@{name} with exception behaviour \"{e}\""
            )));
        }
        let mode = if ROUNDED.contains(&op) {
            self.constrained_mode(md.iter().find(|s| s.starts_with("round.")), name)?
        } else {
            RoundingMode::NearestTiesToEven
        };
        let fmf = self.current_call.map(|c| c.fmf).unwrap_or_default();
        let a = |i: usize| super::arg(args, i, name);
        let v = match op {
            "fadd" | "fsub" | "fmul" | "fdiv" => {
                let basic = match op {
                    "fadd" => BasicOp::Add,
                    "fsub" => BasicOp::Sub,
                    "fmul" => BasicOp::Mul,
                    _ => BasicOp::Div,
                };
                let kind = self.float_kind_of(args[0].1)?;
                let (x, y) = (a(0)?, a(1)?);
                let lanes = super::lane_count(&[x, y]);
                let onto: Option<Vec<Value>> = (0..lanes.unwrap_or(1))
                    .map(|i| {
                        let (x, y) = (super::lane(x, i, lanes), super::lane(y, i, lanes));
                        undef_onto(basic, mode, fmf, kind, &x, &y)
                    })
                    .collect();
                if let Some(out) = onto {
                    // Every lane wholly undef (rule [fp-undef-onto]).
                    return Ok(Some(super::assemble(lanes, out)));
                }
                self.float_map(fmf, kind, &[x, y], &mut |m, x| {
                    let r = modes::basic(basic, mode, kind, x[0], x[1]).map_err(unsupported)?;
                    m.pick_bits(kind, r, x).map(Some)
                })?
            }
            "frem" => {
                let kind = self.float_kind_of(args[0].1)?;
                self.float_map(fmf, kind, &[a(0)?, a(1)?], &mut |m, x| {
                    let r = fp::frem(kind, x[0], x[1]).map_err(unsupported)?;
                    m.pick_bits(kind, r, x).map(Some)
                })?
            }
            "fma" | "fmuladd" => {
                let kind = self.float_kind_of(args[0].1)?;
                let fused = op == "fma" || self.choose_index(ChoicePoint::FmuladdFusion, 2) == 1;
                self.float_map(fmf, kind, &[a(0)?, a(1)?, a(2)?], &mut |m, x| {
                    if fused {
                        let r = modes::fma(mode, kind, x[0], x[1], x[2]).map_err(unsupported)?;
                        return m.pick_bits(kind, r, x).map(Some);
                    }
                    let p =
                        modes::basic(BasicOp::Mul, mode, kind, x[0], x[1]).map_err(unsupported)?;
                    let p = m.pick_bits(kind, p, &x[..2])?;
                    let r = modes::basic(BasicOp::Add, mode, kind, p, x[2]).map_err(unsupported)?;
                    m.pick_bits(kind, r, &[p, x[2]]).map(Some)
                })?
            }
            "sqrt" | "rint" | "nearbyint" => {
                let kind = self.float_kind_of(args[0].1)?;
                self.float_map(fmf, kind, &[a(0)?], &mut |m, x| {
                    let r = if op == "sqrt" {
                        modes::sqrt(mode, kind, x[0])
                    } else {
                        modes::round_integral(mode, kind, x[0])
                    }
                    .map_err(unsupported)?;
                    m.pick_bits(kind, r, x).map(Some)
                })?
            }
            "ceil" | "floor" | "round" | "roundeven" | "trunc" | "maxnum" | "minnum"
            | "maximum" | "minimum" => match self.call_float_intrinsic(op, args, ret_ty)? {
                Some(v) => v,
                None => return Ok(None),
            },
            "lround" | "llround" | "lrint" | "llrint" => {
                self.constrained_round_to_int(op, mode, args, ret_ty, name)?
            }
            "fptoui" | "fptosi" => self.constrained_fptoint(op == "fptosi", args, ret_ty, name)?,
            "uitofp" | "sitofp" => {
                self.constrained_inttofp(op == "sitofp", mode, args, ret_ty, name)?
            }
            "fptrunc" | "fpext" => self.constrained_fpcast(mode, args, ret_ty, name)?,
            "fcmp" | "fcmps" => {
                let pred = md
                    .iter()
                    .find_map(|s| FloatPred::ALL.into_iter().find(|p| p.name() == s))
                    .ok_or_else(|| {
                        Stop::unsupported(format!("@{name} without a comparison predicate"))
                    })?;
                self.constrained_fcmp(pred, args, name)?
            }
            "ldexp" => {
                let kind = self.float_kind_of(args[0].1)?;
                let e = self.resolve_undef(a(1)?);
                let x = a(0)?;
                let lanes = super::lane_count(&[x, &e]);
                let mut out = Vec::new();
                for i in 0..lanes.unwrap_or(1) {
                    let r = match super::lane(&e, i, lanes) {
                        Value::Int(exp) => {
                            self.float_map(fmf, kind, &[&super::lane(x, i, lanes)], &mut |m, b| {
                                let r =
                                    modes::ldexp(mode, kind, b[0], &exp).map_err(unsupported)?;
                                m.pick_bits(kind, r, b).map(Some)
                            })?
                        }
                        _ => Value::Poison,
                    };
                    out.push(r);
                }
                super::assemble(lanes, out)
            }
            "powi" => self.eval_powi(fmf, mode, args, name)?,
            _ => {
                if mode != RoundingMode::NearestTiesToEven {
                    return Err(Stop::unsupported(format!(
                        "@{name} in rounding mode {} (llsem has glibc's {op} in round to nearest only)",
                        mode.metadata()
                    )));
                }
                match self.call_float_intrinsic(op, args, ret_ty)? {
                    Some(v) => v,
                    None => return Ok(None),
                }
            }
        };
        Ok(Some(v))
    }

    /// The rounding mode of a constrained operation: the dynamic mode for
    /// `round.dynamic` (or no rounding argument); the named mode if it is
    /// the dynamic one; UB if it is another.
    fn constrained_mode(&self, md: Option<&String>, name: &str) -> Result<RoundingMode, Stop> {
        let dynamic = self.rounding_mode();
        let Some(s) = md.filter(|s| s.as_str() != "round.dynamic") else {
            return Ok(dynamic);
        };
        let mode = RoundingMode::from_metadata(s)
            .ok_or_else(|| Stop::unsupported(format!("@{name} with rounding mode \"{s}\"")))?;
        if mode != dynamic {
            return Err(Stop::ub(
                UbKind::RoundingModeMismatch,
                format!(
                    "@{name} assumes {} but the dynamic rounding mode is {}",
                    mode.metadata(),
                    dynamic.metadata()
                ),
            ));
        }
        Ok(mode)
    }

    /// `constrained.lround/llround` (ties away) and `lrint/llrint` (the
    /// rounding mode): as the unconstrained forms, an unspecified value
    /// when the result does not fit.
    fn constrained_round_to_int(
        &mut self,
        op: &str,
        mode: RoundingMode,
        args: &[(Value, TypeId)],
        ret_ty: TypeId,
        name: &str,
    ) -> Result<Value, Stop> {
        let (kind, w, x) = self.float_to_int_operands(args, ret_ty, name)?;
        self.map_lanes(&x, &mut |m, lane| {
            let Some(f) = m.float_lane(lane, kind)? else {
                return Ok(Value::Poison);
            };
            let rounded = if op.ends_with("round") {
                fp::round(kind, f.bits)
            } else {
                modes::round_integral(mode, kind, f.bits)
            }
            .map_err(unsupported)?;
            let int = match rounded {
                FloatResult::Value(b) => fp::fptosi(kind, b, w).map_err(unsupported)?,
                _ => None,
            };
            Ok(Value::Int(match int {
                Some(i) => i,
                None => m.choose(ChoicePoint::Unspecified, Domain::Bits(w)),
            }))
        })
    }

    /// The float kind of a float-to-integer conversion's operand, the
    /// integer width of its result, and the operand.
    pub(super) fn float_to_int_operands(
        &self,
        args: &[(Value, TypeId)],
        ret_ty: TypeId,
        name: &str,
    ) -> Result<(FloatKind, u32, Value), Stop> {
        let kind = self.float_kind_of(args[0].1)?;
        let types = &self.prog.module.types;
        let w = types
            .int_width(types.scalar(ret_ty))
            .ok_or_else(|| Stop::unsupported(format!("{name} without an integer result")))?;
        Ok((kind, w, super::arg(args, 0, name)?.clone()))
    }

    /// `constrained.fptoui/fptosi`: as the instructions (truncation toward
    /// zero; poison when the result does not fit).
    fn constrained_fptoint(
        &mut self,
        signed: bool,
        args: &[(Value, TypeId)],
        ret_ty: TypeId,
        name: &str,
    ) -> Result<Value, Stop> {
        let (kind, w, x) = self.float_to_int_operands(args, ret_ty, name)?;
        self.map_lanes(&x, &mut |m, lane| {
            let Some(f) = m.float_lane(lane, kind)? else {
                return Ok(Value::Poison);
            };
            let r = if signed {
                fp::fptosi(kind, f.bits, w)
            } else {
                fp::fptoui(kind, f.bits, w)
            }
            .map_err(unsupported)?;
            Ok(r.map_or(Value::Poison, Value::Int))
        })
    }

    /// `constrained.uitofp/sitofp`: the integer rounded in the mode.
    fn constrained_inttofp(
        &mut self,
        signed: bool,
        mode: RoundingMode,
        args: &[(Value, TypeId)],
        ret_ty: TypeId,
        name: &str,
    ) -> Result<Value, Stop> {
        let kind = self.float_kind_of(ret_ty)?;
        let x = super::arg(args, 0, name)?.clone();
        self.map_lanes(&x, &mut |m, lane| match m.resolve_undef(lane) {
            Value::Int(i) => Ok(Value::Float(Float {
                kind,
                bits: modes::int_to_float(mode, kind, &i, signed).map_err(unsupported)?,
            })),
            _ => Ok(Value::Poison),
        })
    }

    /// `llvm.fptrunc.round`: `fptrunc` rounded in the mode its metadata
    /// names, whatever the dynamic mode (LangRef "'llvm.fptrunc.round'
    /// Intrinsic": it runs "in the default floating-point environment
    /// *except* for the rounding mode"; `round.dynamic` is not supported,
    /// and llvm-as-22 rejects it).
    pub(super) fn eval_fptrunc_round(
        &mut self,
        args: &[(Value, TypeId)],
        ret_ty: TypeId,
        name: &str,
    ) -> Result<Value, Stop> {
        let md = self.call_md_strings();
        let s = md.iter().find(|s| s.starts_with("round."));
        let mode = s
            .filter(|s| s.as_str() != "round.dynamic")
            .and_then(|s| RoundingMode::from_metadata(s))
            .ok_or_else(|| {
                Stop::unsupported(format!(
                    "@{name} with rounding mode {}",
                    s.map_or("(none)".to_string(), |s| format!("\"{s}\""))
                ))
            })?;
        self.constrained_fpcast(mode, args, ret_ty, name)
    }

    /// `constrained.fptrunc` (rounded in the mode) and `fpext` (exact).
    fn constrained_fpcast(
        &mut self,
        mode: RoundingMode,
        args: &[(Value, TypeId)],
        ret_ty: TypeId,
        name: &str,
    ) -> Result<Value, Stop> {
        let from = self.float_kind_of(args[0].1)?;
        let to = self.float_kind_of(ret_ty)?;
        let x = super::arg(args, 0, name)?.clone();
        let narrower = fp::bits::Layout::of(to).map_err(unsupported)?.bits
            < fp::bits::Layout::of(from).map_err(unsupported)?.bits;
        let fmf = self.current_call.map(|c| c.fmf).unwrap_or_default();
        self.map_lanes(&x, &mut |m, lane| {
            if narrower && let Some(v) = undef_fptrunc(fmf, from, to, lane) {
                // Every pattern of `to`, in every mode ([fp-undef-onto]).
                return Ok(v);
            }
            let Some(f) = m.float_lane(lane, from)? else {
                return Ok(Value::Poison);
            };
            match modes::convert(mode, from, to, f.bits).map_err(unsupported)? {
                FloatResult::Value(b) => Ok(Value::Float(Float { kind: to, bits: b })),
                _ => {
                    let choices = fp::nan_results_cast(from, to, f.bits).map_err(unsupported)?;
                    let i = m.choose_index(ChoicePoint::NanResult, choices.len() as u64) as usize;
                    Ok(Value::Float(Float {
                        kind: to,
                        bits: choices[i],
                    }))
                }
            }
        })
    }

    /// `constrained.fcmp/fcmps`: the comparison of the predicate, lane by
    /// lane (the signaling form differs only in the exceptions it raises).
    fn constrained_fcmp(
        &mut self,
        pred: FloatPred,
        args: &[(Value, TypeId)],
        name: &str,
    ) -> Result<Value, Stop> {
        let kind = self.float_kind_of(args[0].1)?;
        let (x, y) = (
            super::arg(args, 0, name)?.clone(),
            super::arg(args, 1, name)?.clone(),
        );
        self.map_lanes2(&x, &y, &mut |m, a, b| match (
            m.float_lane(a, kind)?,
            m.float_lane(b, kind)?,
        ) {
            (Some(fa), Some(fb)) => Ok(Value::bool(
                fp::fcmp(kind, pred, fa.bits, fb.bits).map_err(unsupported)?,
            )),
            _ => Ok(Value::Poison),
        })
    }

    /// `llvm.get.rounding()`: the dynamic mode as C's `FLT_ROUNDS` value.
    pub(super) fn eval_get_rounding(&self, ret_ty: TypeId) -> Value {
        let w = self.prog.module.types.int_width(ret_ty).unwrap_or(32);
        Value::Int(ApInt::from_i64(w, self.rounding_mode().flt_rounds()))
    }

    /// `llvm.set.rounding(i32 m)`: sets the dynamic mode to the one the
    /// `FLT_ROUNDS` value `m` names; any other value leaves it unchanged
    /// (LangRef: "If the argument is not a valid rounding mode, the
    /// behavior is target-dependent"; x86 accepts only these). Poison or
    /// undef is UB, as for any operand whose value a side effect needs.
    pub(super) fn eval_set_rounding(&mut self, args: &[(Value, TypeId)]) -> Result<(), Stop> {
        match super::arg(args, 0, "llvm.set.rounding")? {
            Value::Int(v) => {
                let mode = v.to_i64().and_then(RoundingMode::from_flt_rounds);
                if let Some(mode) = mode.filter(|m| *m != RoundingMode::NearestTiesToAway) {
                    self.set_rounding_mode(mode);
                }
                Ok(())
            }
            _ => Err(Stop::ub(
                UbKind::InvalidOperand,
                "llvm.set.rounding of a poison or undef mode",
            )),
        }
    }
}
