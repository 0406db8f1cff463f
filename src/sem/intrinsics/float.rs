//! Floating-point intrinsics: the float ones of LangRef "Standard C/C++
//! Library Intrinsics" (`llvm.fabs`, `llvm.copysign`, `llvm.minnum`, ...,
//! `llvm.sqrt`, `llvm.floor`, ..., `llvm.lround`, `llvm.ldexp`,
//! `llvm.frexp`, `llvm.sin`, ...), "Specialised Arithmetic Intrinsics"
//! (`llvm.fmuladd`, `llvm.canonicalize`) and `llvm.is.fpclass`
//! ("General Intrinsics"). Vector forms work lane by lane.
//!
//! Common rules (LangRef "Behavior of Floating-Point NaN values",
//! "Fast-Math Flags"): a poison operand gives poison; a NaN result is any
//! NaN LangRef allows, chosen by the oracle (`nan-result`); the call's
//! fast-math flags apply as on instructions (`nnan`/`ninf` make NaN or
//! infinite operands and results poison, `nsz` frees the sign of zeros).

use crate::apint::ApInt;
use crate::oracle::{ChoicePoint, Domain};
use crate::sem::machine::Machine;
use crate::sem::ops::float::bits::Layout;
use crate::sem::ops::float::modes::{self, BasicOp, RoundingMode};
use crate::sem::ops::float::{self as fp, FloatResult, Unary, UnsupportedFloat};
use crate::sem::stop::Stop;
use crate::syntax::{FastMath, FloatKind, TypeId};
use crate::value::{Float, Value};

/// The two results one lane gives in a `{ first, second }` intrinsic result.
type LanePair = (Value, Value);

fn unsupported(e: UnsupportedFloat) -> Stop {
    Stop::unsupported(e.to_string())
}

/// A float operation of two operands returning a float.
type Binary = fn(FloatKind, u128, u128) -> Result<FloatResult, UnsupportedFloat>;

/// The computation of one lane of a float intrinsic: the operands' bits
/// in, the result's bits (or `None` for poison) out.
type LaneFn<'f, M> = dyn FnMut(&mut M, &[u128]) -> Result<Option<u128>, Stop> + 'f;

/// The pure binary float intrinsics, by name.
fn binary_op(key: &str) -> Option<Binary> {
    Some(match key {
        "minnum" => fp::minnum,
        "maxnum" => fp::maxnum,
        "minimum" => fp::minimum,
        "maximum" => fp::maximum,
        "minimumnum" => fp::minimumnum,
        "maximumnum" => fp::maximumnum,
        _ => return None,
    })
}

/// `llvm.canonicalize(x)` of a number: the canonical encoding of `x`,
/// which in the default floating-point environment is `fmul x, 1.0`
/// (non-canonical x86_fp80 encodings are normalized).
fn canonicalize(kind: FloatKind, x: u128) -> Result<FloatResult, UnsupportedFloat> {
    let one = fp::sitofp(kind, &ApInt::one(2))?;
    fp::fmul(kind, x, one)
}

/// The two results `llvm.canonicalize` may give for the NaN `x` that keep
/// its payload, positive first: LangRef conserves the payload and quiets a
/// signaling NaN (for x86_fp80 with the integer bit set, its one NaN
/// encoding) and, as for every NaN result, leaves the sign free. Besides
/// these, an environment "which use[s] only a single canonical
/// representation of NaN must perform said canonicalization": the
/// preferred NaN, of either sign, is allowed too.
fn canonical_nans(kind: FloatKind, x: u128) -> Result<[u128; 2], UnsupportedFloat> {
    let l = Layout::of(kind)?;
    let quiet = l.clamp(x) | (1u128 << l.quiet_pos()) | l.int_bit();
    Ok([quiet & !l.sign_mask(), quiet | l.sign_mask()])
}

impl Machine<'_, '_> {
    /// Runs the floating-point intrinsic `key` (name without `llvm.` and
    /// type suffixes); `None` if `key` is not one.
    pub(super) fn call_float_intrinsic(
        &mut self,
        key: &str,
        args: &[(Value, TypeId)],
        ret_ty: TypeId,
    ) -> Result<Option<Value>, Stop> {
        let fmf = self.current_call.map(|c| c.fmf).unwrap_or_default();
        let name = format!("llvm.{key}");
        let arg = |i: usize| super::arg(args, i, &name);
        let v = match key {
            "fabs" => {
                let kind = self.float_kind_of(args_ty(args, 0, &name)?)?;
                self.float_map(fmf, kind, &[arg(0)?], &mut |_, x| {
                    Ok(Some(fp::fabs(kind, x[0]).map_err(unsupported)?))
                })?
            }
            "copysign" => {
                let kind = self.float_kind_of(args_ty(args, 0, &name)?)?;
                self.float_map(fmf, kind, &[arg(0)?, arg(1)?], &mut |_, x| {
                    Ok(Some(fp::copysign(kind, x[0], x[1]).map_err(unsupported)?))
                })?
            }
            "fma" => {
                let kind = self.float_kind_of(args_ty(args, 0, &name)?)?;
                self.float_map(fmf, kind, &[arg(0)?, arg(1)?, arg(2)?], &mut |m, x| {
                    let r = fp::fma(kind, x[0], x[1], x[2]).map_err(unsupported)?;
                    m.pick_bits(kind, r, x).map(Some)
                })?
            }
            "canonicalize" => {
                let kind = self.float_kind_of(args_ty(args, 0, &name)?)?;
                self.float_map(fmf, kind, &[arg(0)?], &mut |m, x| {
                    if fp::is_nan(kind, x[0]).map_err(unsupported)? {
                        let mut nans = canonical_nans(kind, x[0]).map_err(unsupported)?.to_vec();
                        for n in fp::nan::nan_results(kind, &[]).map_err(unsupported)? {
                            if !nans.contains(&n) {
                                nans.push(n);
                            }
                        }
                        let i = m.choose_index(ChoicePoint::NanResult, nans.len() as u64);
                        return Ok(Some(nans[i as usize]));
                    }
                    let r = canonicalize(kind, x[0]).map_err(unsupported)?;
                    m.pick_bits(kind, r, x).map(Some)
                })?
            }
            "fmuladd" => self.eval_fmuladd(fmf, args, &name)?,
            "powi" => self.eval_powi(fmf, RoundingMode::NearestTiesToEven, args, &name)?,
            "ldexp" => self.eval_ldexp(fmf, args, &name)?,
            "frexp" => self.eval_frexp(fmf, args, &name)?,
            "modf" | "sincos" => self.eval_float_pair(fmf, key, args, &name)?,
            "is.fpclass" => self.eval_is_fpclass(args, &name)?,
            "fptoui.sat" | "fptosi.sat" => {
                let signed = key == "fptosi.sat";
                let (kind, w, x) = self.float_to_int_operands(args, ret_ty, &name)?;
                self.map_lanes(&x, &mut |m, lane| {
                    let Some(f) = m.float_lane(lane, kind)? else {
                        return Ok(Value::Poison);
                    };
                    let r = fp::fptoint_sat(kind, f.bits, w, signed).map_err(unsupported)?;
                    Ok(Value::Int(r))
                })?
            }
            "lround" | "llround" | "lrint" | "llrint" => {
                self.eval_round_to_int(key.ends_with("round"), args, ret_ty, &name)?
            }
            _ => {
                if let Some(op) = Unary::of_key(key) {
                    let kind = self.float_kind_of(args_ty(args, 0, &name)?)?;
                    self.eval_unary_float(fmf, kind, op, arg(0)?)?
                } else if let Some(f) = binary_op(key) {
                    let kind = self.float_kind_of(args_ty(args, 0, &name)?)?;
                    self.float_map(fmf, kind, &[arg(0)?, arg(1)?], &mut |m, x| {
                        let r = f(kind, x[0], x[1]).map_err(unsupported)?;
                        m.pick_bits(kind, r, x).map(Some)
                    })?
                } else if is_libm(key) {
                    self.eval_libm_intrinsic(fmf, key, args, &name)?
                } else {
                    return Ok(None);
                }
            }
        };
        Ok(Some(v))
    }

    /// A call of the intrinsic of `op` on `x` (of format `kind`, or a
    /// vector of it) with fast-math flags `fmf`. The interpreter's fast
    /// loop calls it too, for a defined scalar `x`.
    pub(crate) fn eval_unary_float(
        &mut self,
        fmf: FastMath,
        kind: FloatKind,
        op: Unary,
        x: &Value,
    ) -> Result<Value, Stop> {
        let f = op.rule();
        self.float_map(fmf, kind, &[x], &mut |m, x| {
            let r = f(kind, x[0]).map_err(unsupported)?;
            m.pick_bits(kind, r, x).map(Some)
        })
    }

    /// The pure binary float intrinsic `key` (`minnum`, `maxnum`,
    /// `minimum`, `maximum`, `minimumnum`, `maximumnum`) on `a` and `b` (of
    /// format `kind`, or vectors of it), without fast-math flags: what an
    /// `atomicrmw fmin`/`fmax`/`fminimum`/`fmaximum` stores (LangRef
    /// "'atomicrmw' Instruction": "match the `llvm.minnum.*` intrinsic", ...).
    pub(crate) fn eval_float_binary_intrinsic(
        &mut self,
        key: &str,
        kind: FloatKind,
        a: &Value,
        b: &Value,
    ) -> Result<Value, Stop> {
        let Some(f) = binary_op(key) else {
            return Err(Stop::unsupported(format!("float intrinsic llvm.{key}")));
        };
        self.float_map(FastMath::default(), kind, &[a, b], &mut |m, x| {
            let r = f(kind, x[0], x[1]).map_err(unsupported)?;
            m.pick_bits(kind, r, x).map(Some)
        })
    }

    /// Applies `f` to the float lanes of `ops` (all scalars, or vectors of
    /// one length): a lane with a poison operand, or one the fast-math
    /// flags make poison, is poison; `f` returns the result bits (`None`
    /// for poison). The fast-math flags then apply to the result.
    pub(super) fn float_map(
        &mut self,
        fmf: FastMath,
        kind: FloatKind,
        ops: &[&Value],
        f: &mut LaneFn<'_, Self>,
    ) -> Result<Value, Stop> {
        let lanes = super::lane_count(ops);
        let v = match lanes {
            // A scalar: its one lane, with nothing allocated.
            None => self.float_map_lane(fmf, kind, ops, (0, lanes), f)?,
            Some(n) => {
                let mut out = Vec::with_capacity(n);
                for lane in 0..n {
                    out.push(self.float_map_lane(fmf, kind, ops, (lane, lanes), f)?);
                }
                Value::Vector(out.into())
            }
        };
        self.apply_fmf_result(fmf, v)
    }

    /// Lane `lane` of [`Machine::float_map`] (of `lanes`, `None` for
    /// scalars): poison if an operand's lane is poison or the fast-math
    /// flags make it so, else what `f` makes of the operands' bits (held on
    /// the stack for up to four operands).
    fn float_map_lane(
        &mut self,
        fmf: FastMath,
        kind: FloatKind,
        ops: &[&Value],
        (lane, lanes): (usize, Option<usize>),
        f: &mut LaneFn<'_, Self>,
    ) -> Result<Value, Stop> {
        let mut few = [0u128; 4];
        let mut many = Vec::new();
        let bits: &mut [u128] = match few.get_mut(..ops.len()) {
            Some(few) => few,
            None => {
                many.resize(ops.len(), 0);
                &mut many
            }
        };
        let mut poison = false;
        for (b, op) in bits.iter_mut().zip(ops) {
            match self.float_lane(&super::lane(op, lane, lanes), kind)? {
                Some(x) => *b = x.bits,
                None => poison = true,
            }
        }
        Ok(if poison || !self.fmf_operands(fmf, kind, bits)? {
            Value::Poison
        } else {
            match f(self, bits)? {
                Some(b) => Value::Float(Float { kind, bits: b }),
                None => Value::Poison,
            }
        })
    }

    /// The bits of a math result: the value, or a NaN the oracle picks.
    pub(super) fn pick_bits(
        &mut self,
        kind: FloatKind,
        r: FloatResult,
        inputs: &[u128],
    ) -> Result<u128, Stop> {
        match self.pick_float(kind, r, inputs)? {
            Value::Float(f) => Ok(f.bits),
            _ => Err(Stop::unsupported(
                "a float operation without a float result",
            )),
        }
    }

    /// `llvm.fmuladd(a, b, c)`: `a * b + c`, either fused (one rounding, as
    /// `llvm.fma`) or as an `fmul` followed by an `fadd`; LangRef allows
    /// both, so the oracle chooses (`fmuladd-fusion`), once per call.
    fn eval_fmuladd(
        &mut self,
        fmf: FastMath,
        args: &[(Value, TypeId)],
        name: &str,
    ) -> Result<Value, Stop> {
        let kind = self.float_kind_of(args_ty(args, 0, name)?)?;
        let ops = [
            super::arg(args, 0, name)?,
            super::arg(args, 1, name)?,
            super::arg(args, 2, name)?,
        ];
        let fused = self.choose_index(ChoicePoint::FmuladdFusion, 2) == 1;
        self.float_map(fmf, kind, &ops, &mut |m, x| {
            if fused {
                let r = fp::fma(kind, x[0], x[1], x[2]).map_err(unsupported)?;
                return m.pick_bits(kind, r, x).map(Some);
            }
            let p = fp::fmul(kind, x[0], x[1]).map_err(unsupported)?;
            let p = m.pick_bits(kind, p, &x[..2])?;
            let r = fp::fadd(kind, p, x[2]).map_err(unsupported)?;
            m.pick_bits(kind, r, &[p, x[2]]).map(Some)
        })
    }

    /// `llvm.powi(x, iN n)`: `x` to the integer power `n` "with an
    /// unspecified sequence of rounding operations" (LangRef). llsem allows
    /// the two sequences LLVM itself uses, chosen by the oracle
    /// (`unspecified`) when they differ: binary powering in the operand's
    /// format, as compiler-rt's `__powi*f2` computes at run time, and, for
    /// `half`, `float` and `double` in round to nearest on glibc hosts, the
    /// C library's `pow` in `double` rounded to the type, as LLVM's
    /// constant folder computes. `powi(x, 0)` is 1 for every `x`, or also a
    /// NaN for a signaling NaN (LangRef). A poison operand gives poison;
    /// `n` is one scalar for every lane.
    pub(super) fn eval_powi(
        &mut self,
        fmf: FastMath,
        mode: RoundingMode,
        args: &[(Value, TypeId)],
        name: &str,
    ) -> Result<Value, Stop> {
        let kind = self.float_kind_of(args_ty(args, 0, name)?)?;
        let n = match self.resolve_undef(super::arg(args, 1, name)?) {
            Value::Int(n) => {
                n.to_i64()
                    .unwrap_or(if n.is_negative() { i64::MIN } else { i64::MAX })
            }
            _ => return self.poison_like(super::arg(args, 0, name)?),
        };
        let x = super::arg(args, 0, name)?;
        self.float_map(fmf, kind, &[x], &mut |m, b| {
            let mut candidates = vec![powi_binary(mode, kind, b[0], n).map_err(unsupported)?];
            if mode == RoundingMode::NearestTiesToEven
                && let Some(r) = powi_in_double(kind, b[0], n).map_err(unsupported)?
                && !candidates.contains(&r)
            {
                candidates.push(r);
            }
            let r = if candidates.len() == 1 {
                candidates[0]
            } else {
                candidates
                    [m.choose_index(ChoicePoint::Unspecified, candidates.len() as u64) as usize]
            };
            m.pick_bits(kind, r, b).map(Some)
        })
    }

    /// A poison value shaped like `v` (poison lanes for a vector).
    fn poison_like(&self, v: &Value) -> Result<Value, Stop> {
        Ok(match v {
            Value::Vector(es) => Value::Vector(vec![Value::Poison; es.len()].into()),
            _ => Value::Poison,
        })
    }

    /// `llvm.ldexp(x, i32 e)`: `x * 2^e`, correctly rounded. A poison `e`
    /// gives poison.
    fn eval_ldexp(
        &mut self,
        fmf: FastMath,
        args: &[(Value, TypeId)],
        name: &str,
    ) -> Result<Value, Stop> {
        let kind = self.float_kind_of(args_ty(args, 0, name)?)?;
        let x = super::arg(args, 0, name)?;
        let e = super::arg(args, 1, name)?;
        let lanes = super::lane_count(&[x, e]);
        let mut out = Vec::new();
        for lane in 0..lanes.unwrap_or(1) {
            let el = self.resolve_undef(&super::lane(e, lane, lanes));
            let xl = super::lane(x, lane, lanes);
            let r = match el {
                Value::Int(exp) => self.float_map(fmf, kind, &[&xl], &mut |m, b| {
                    let r = fp::ldexp(kind, b[0], &exp).map_err(unsupported)?;
                    m.pick_bits(kind, r, b).map(Some)
                })?,
                _ => Value::Poison,
            };
            out.push(r);
        }
        Ok(super::assemble(lanes, out))
    }

    /// `llvm.frexp(x)`: `{ fraction, i32 exponent }` with `x = fraction *
    /// 2^exponent` and the fraction's magnitude in [0.5, 1); zeros give
    /// themselves and 0. For NaN and infinity the exponent is unspecified
    /// (an oracle choice) and the fraction is a NaN or `x`. Poison gives
    /// poison in both fields.
    fn eval_frexp(
        &mut self,
        fmf: FastMath,
        args: &[(Value, TypeId)],
        name: &str,
    ) -> Result<Value, Stop> {
        let kind = self.float_kind_of(args_ty(args, 0, name)?)?;
        let x = super::arg(args, 0, name)?;
        self.map_lane_pairs(x, &mut |m, xl| {
            let mut exp = None;
            let frac = m.float_map(fmf, kind, &[&xl], &mut |m, b| {
                let (r, e) = fp::frexp(kind, b[0]).map_err(unsupported)?;
                exp = Some(match e {
                    Some(e) => ApInt::from_i64(32, e as i64),
                    None => m.choose(ChoicePoint::Unspecified, Domain::Bits(32)),
                });
                m.pick_bits(kind, r, b).map(Some)
            })?;
            let exp = match (&frac, exp) {
                (Value::Float(_), Some(e)) => Value::Int(e),
                _ => Value::Poison,
            };
            Ok((frac, exp))
        })
    }

    /// `llvm.modf(x)`: `{ fraction, integral part }`, both with the sign
    /// of `x` (`frem(x, 1.0)` and `trunc(x)`; an infinity gives a signed
    /// zero and itself, a NaN two NaNs); `llvm.sincos(x)`: `{ sin(x),
    /// cos(x) }` as `llvm.sin` and `llvm.cos`. A poison lane gives poison
    /// in both fields.
    fn eval_float_pair(
        &mut self,
        fmf: FastMath,
        key: &str,
        args: &[(Value, TypeId)],
        name: &str,
    ) -> Result<Value, Stop> {
        let kind = self.float_kind_of(args_ty(args, 0, name)?)?;
        let x = super::arg(args, 0, name)?;
        self.map_lane_pairs(x, &mut |m, xl| {
            let mut second = None;
            let first = m.float_map(fmf, kind, &[&xl], &mut |m, b| {
                let (r1, r2) = if key == "modf" {
                    let int = fp::trunc(kind, b[0]).map_err(unsupported)?;
                    let frac = if fp::is_inf(kind, b[0]).map_err(unsupported)? {
                        FloatResult::Value(fp::copysign(kind, 0, b[0]).map_err(unsupported)?)
                    } else {
                        let one = fp::sitofp(kind, &ApInt::one(2)).map_err(unsupported)?;
                        fp::frem(kind, b[0], one).map_err(unsupported)?
                    };
                    (frac, int)
                } else {
                    let libm = |f: &str| {
                        crate::sem::ops::float::libm::float_result(f, kind, b).ok_or_else(|| {
                            Stop::unsupported(format!(
                                "{name} on {} (llsem runs the libm functions only for float and double on glibc hosts)",
                                kind.keyword()
                            ))
                        })
                    };
                    (libm("sin")?, libm("cos")?)
                };
                second = Some(m.pick_bits(kind, r2, b)?);
                m.pick_bits(kind, r1, b).map(Some)
            })?;
            let second = match (&first, second) {
                (Value::Float(_), Some(bits)) => {
                    m.apply_fmf_result(fmf, Value::Float(Float { kind, bits }))?
                }
                _ => Value::Poison,
            };
            Ok((first, second))
        })
    }

    /// Applies `per_lane` to each lane of `x` and gathers the pairs it
    /// returns into `{ firsts, seconds }` (vectors when `x` is one), the
    /// result shape of `llvm.frexp`, `llvm.modf` and `llvm.sincos`.
    fn map_lane_pairs(
        &mut self,
        x: &Value,
        per_lane: &mut dyn FnMut(&mut Self, Value) -> Result<LanePair, Stop>,
    ) -> Result<Value, Stop> {
        let lanes = super::lane_count(&[x]);
        let (mut firsts, mut seconds) = (Vec::new(), Vec::new());
        for lane in 0..lanes.unwrap_or(1) {
            let (first, second) = per_lane(self, super::lane(x, lane, lanes))?;
            firsts.push(first);
            seconds.push(second);
        }
        Ok(Value::Aggregate(
            vec![
                super::assemble(lanes, firsts),
                super::assemble(lanes, seconds),
            ]
            .into(),
        ))
    }

    /// `llvm.is.fpclass(x, i32 test)`: whether `x` is in one of the classes
    /// the bits of `test` select (signaling NaN, quiet NaN, -inf, -normal,
    /// -subnormal, -0, +0, +subnormal, +normal, +inf). Poison gives poison.
    fn eval_is_fpclass(&mut self, args: &[(Value, TypeId)], name: &str) -> Result<Value, Stop> {
        let kind = self.float_kind_of(args_ty(args, 0, name)?)?;
        let x = super::arg(args, 0, name)?;
        let test = super::imm_u64(args, 1, name)? as u32;
        let lanes = super::lane_count(&[x]);
        let mut out = Vec::new();
        for lane in 0..lanes.unwrap_or(1) {
            let r = match self.float_lane(&super::lane(x, lane, lanes), kind)? {
                Some(f) => Value::bool(fp::is_fpclass(kind, f.bits, test).map_err(unsupported)?),
                None => Value::Poison,
            };
            out.push(r);
        }
        Ok(super::assemble(lanes, out))
    }

    /// `llvm.lround/llround(x)` (halfway cases away from zero) and
    /// `llvm.lrint/llrint(x)` (the current rounding mode: to nearest even):
    /// `x` rounded to an integer of the result type. If the rounded value
    /// does not fit, or `x` is NaN, the result is an unspecified value (as
    /// `freeze poison`). Poison gives poison.
    fn eval_round_to_int(
        &mut self,
        away: bool,
        args: &[(Value, TypeId)],
        ret_ty: TypeId,
        name: &str,
    ) -> Result<Value, Stop> {
        let kind = self.float_kind_of(args_ty(args, 0, name)?)?;
        let types = &self.prog.module.types;
        let Some(w) = types.int_width(types.scalar(ret_ty)) else {
            return Err(Stop::unsupported(format!(
                "{name} without an integer result"
            )));
        };
        let x = super::arg(args, 0, name)?;
        let lanes = super::lane_count(&[x]);
        let mut out = Vec::new();
        for lane in 0..lanes.unwrap_or(1) {
            let Some(f) = self.float_lane(&super::lane(x, lane, lanes), kind)? else {
                out.push(Value::Poison);
                continue;
            };
            let rounded = if away {
                fp::round(kind, f.bits)
            } else {
                fp::rint(kind, f.bits)
            }
            .map_err(unsupported)?;
            let int = match rounded {
                FloatResult::Value(b) => fp::fptosi(kind, b, w).map_err(unsupported)?,
                _ => None,
            };
            out.push(Value::Int(match int {
                Some(i) => i,
                None => self.choose(ChoicePoint::Unspecified, Domain::Bits(w)),
            }));
        }
        Ok(super::assemble(lanes, out))
    }

    /// `llvm.sin`, `llvm.pow`, ...: the value the C library's function of
    /// that name returns (see [`crate::sem::ops::float::libm`]), for `float`
    /// and `double`; a NaN result is any NaN LangRef allows.
    fn eval_libm_intrinsic(
        &mut self,
        fmf: FastMath,
        key: &str,
        args: &[(Value, TypeId)],
        name: &str,
    ) -> Result<Value, Stop> {
        let kind = self.float_kind_of(args_ty(args, 0, name)?)?;
        let ops: Vec<&Value> = args.iter().map(|(v, _)| v).collect();
        self.float_map(fmf, kind, &ops, &mut |m, x| {
            let r = crate::sem::ops::float::libm::float_result(key, kind, x).ok_or_else(|| {
                Stop::unsupported(format!(
                    "{name} on {} (llsem runs the libm functions only for float and double on glibc hosts)",
                    kind.keyword()
                ))
            })?;
            m.pick_bits(kind, r, x).map(Some)
        })
    }
}

/// `x^n` by binary powering in `mode`, the order of compiler-rt's
/// `__powi*f2`: square the base while halving `n`, multiply the
/// accumulator in for each set bit, and take the reciprocal for a
/// negative `n`.
fn powi_binary(
    mode: RoundingMode,
    kind: FloatKind,
    x: u128,
    n: i64,
) -> Result<FloatResult, UnsupportedFloat> {
    let one = fp::sitofp(kind, &ApInt::one(2))?;
    if n == 0 {
        return Ok(if fp::is_snan(kind, x)? {
            FloatResult::ValueOrNan(one)
        } else {
            FloatResult::Value(one)
        });
    }
    let mul = |a: u128, b: u128| -> Result<Option<u128>, UnsupportedFloat> {
        Ok(match modes::basic(BasicOp::Mul, mode, kind, a, b)? {
            FloatResult::Value(v) => Some(v),
            _ => None,
        })
    };
    let (mut base, mut acc, mut e) = (x, one, n);
    loop {
        if e & 1 != 0 {
            let Some(v) = mul(acc, base)? else {
                return Ok(FloatResult::Nan);
            };
            acc = v;
        }
        e /= 2;
        if e == 0 {
            break;
        }
        let Some(v) = mul(base, base)? else {
            return Ok(FloatResult::Nan);
        };
        base = v;
    }
    if n < 0 {
        return modes::basic(BasicOp::Div, mode, kind, one, acc);
    }
    Ok(FloatResult::Value(acc))
}

/// `x^n` as LLVM's constant folder computes `llvm.powi` for `half`,
/// `float` and `double`: the C library's `pow` on the values as `double`,
/// rounded to the type. `None` for other types, for `n` beyond `i32`, and
/// on hosts whose `pow` is not glibc's.
fn powi_in_double(
    kind: FloatKind,
    x: u128,
    n: i64,
) -> Result<Option<FloatResult>, UnsupportedFloat> {
    if !matches!(kind, FloatKind::Half | FloatKind::Float | FloatKind::Double)
        || i32::try_from(n).is_err()
    {
        return Ok(None);
    }
    let wide = match fp::fpext(kind, FloatKind::Double, x)? {
        FloatResult::Value(b) => b,
        _ => return Ok(None),
    };
    let Some(r) =
        crate::sem::ops::float::libm::double("pow", &[f64::from_bits(wide as u64), n as f64])
    else {
        return Ok(None);
    };
    if r.is_nan() {
        return Ok(Some(FloatResult::Nan));
    }
    fp::fptrunc(FloatKind::Double, kind, r.to_bits() as u128).map(Some)
}

/// Whether `key` names a libm-style intrinsic.
fn is_libm(key: &str) -> bool {
    matches!(
        key,
        "sin"
            | "cos"
            | "tan"
            | "asin"
            | "acos"
            | "atan"
            | "sinh"
            | "cosh"
            | "tanh"
            | "exp"
            | "exp2"
            | "log"
            | "log2"
            | "log10"
            | "pow"
            | "atan2"
            | "exp10"
    )
}

/// The type of argument `i`.
fn args_ty(args: &[(Value, TypeId)], i: usize, name: &str) -> Result<TypeId, Stop> {
    args.get(i)
        .map(|a| a.1)
        .ok_or_else(|| Stop::unsupported(format!("@{name} called with {} arguments", args.len())))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn canonical_nans_keep_the_payload_and_quiet_it() {
        // A double sNaN with payload 1 becomes the qNaN with payload 1.
        assert_eq!(
            canonical_nans(FloatKind::Double, 0xFFF0_0000_0000_0001).unwrap(),
            [0x7FF8_0000_0000_0001, 0xFFF8_0000_0000_0001]
        );
        // A quiet NaN keeps its bits (up to the sign).
        assert_eq!(
            canonical_nans(FloatKind::Float, 0x7FC0_0005).unwrap(),
            [0x7FC0_0005, 0xFFC0_0005]
        );
        // An x86_fp80 pseudo-NaN (integer bit clear) gets its integer bit.
        assert_eq!(
            canonical_nans(FloatKind::X86Fp80, 0x7FFF_0000_0000_0000_0001).unwrap(),
            [0x7FFF_C000_0000_0000_0001, 0xFFFF_C000_0000_0000_0001]
        );
    }
}
