//! Floating-point operations (LangRef "Binary Operations" `fadd`..`frem`,
//! `fneg`, `fcmp`, the floating-point conversions), lane by lane, with
//! LangRef's NaN rules and fast-math flags:
//!
//! - a NaN result is any member of the set LangRef allows ("Behavior of
//!   Floating-Point NaN values"), chosen through the oracle (`nan-result`);
//! - `nnan`/`ninf`: a NaN/infinite operand or result is poison;
//! - `nsz`: a zero result may have either sign (`zero-sign` choice);
//! - `arcp`, `contract`, `afn`, `reassoc` allow results llsem does not
//!   enumerate, so a run that relies on them is marked
//!   `fast_math_approximated`; the refinement checker decides `reassoc`
//!   trees of the returned value from the text (decision 0035).

use crate::apint::ApInt;
use crate::oracle::ChoicePoint;
use crate::sem::code::Opnd;
use crate::sem::machine::Machine;
use crate::sem::ops::float::modes::{BasicOp, RoundingMode};
use crate::sem::ops::float::onto::{undef_fptrunc, undef_onto};
use crate::sem::ops::float::{self as fp, FloatResult, UnsupportedFloat};
use crate::sem::stop::Stop;
use crate::syntax::{BinOp, CastFlags, CastOp, FastMath, FloatKind, FloatPred, TypeId, TypeKind};
use crate::value::{Float, UndefBits, Value};

fn unsupported(e: UnsupportedFloat) -> Stop {
    Stop::unsupported(e.to_string())
}

impl Machine<'_, '_> {
    /// A float operand of one lane: `None` if poison; undef bits are
    /// resolved (an approximation when the exact result set is wider).
    pub(crate) fn float_lane(&mut self, v: &Value, kind: FloatKind) -> Result<Option<Float>, Stop> {
        match v {
            Value::Poison => Ok(None),
            Value::Float(f) => Ok(Some(*f)),
            Value::Undef(_) => {
                self.approximated = true;
                match self.resolve_undef(v) {
                    Value::Int(i) => Ok(Some(Float {
                        kind,
                        bits: i.low_u128(),
                    })),
                    _ => Ok(None),
                }
            }
            _ => Err(Stop::unsupported(
                "a floating-point operation on a non-float value",
            )),
        }
    }

    /// Picks the result of an operation among the values LangRef allows.
    #[inline]
    pub(crate) fn pick_float(
        &mut self,
        kind: FloatKind,
        r: FloatResult,
        inputs: &[u128],
    ) -> Result<Value, Stop> {
        let bits = self.pick_float_bits(kind, r, inputs)?;
        Ok(Value::Float(Float { kind, bits }))
    }

    /// [`Machine::pick_float`], the bits of the result only.
    #[inline(always)]
    fn pick_float_bits(
        &mut self,
        kind: FloatKind,
        r: FloatResult,
        inputs: &[u128],
    ) -> Result<u128, Stop> {
        match r {
            FloatResult::Value(b) => Ok(b),
            other => self.pick_float_choice(kind, other, inputs),
        }
    }

    /// [`Machine::pick_float`] of a result that is a set: one member,
    /// chosen through the oracle.
    #[inline(never)]
    fn pick_float_choice(
        &mut self,
        kind: FloatKind,
        r: FloatResult,
        inputs: &[u128],
    ) -> Result<u128, Stop> {
        let choices = r.choices(kind, inputs).map_err(unsupported)?;
        let i = self.choose_index(ChoicePoint::NanResult, choices.len() as u64) as usize;
        Ok(choices[i])
    }

    /// Applies fast-math flags to operands (`None` result: the flags make
    /// the result poison).
    #[inline(always)]
    pub(crate) fn fmf_operands(
        &mut self,
        fmf: FastMath,
        kind: FloatKind,
        ops: &[u128],
    ) -> Result<bool, Stop> {
        if fmf.is_empty() {
            return Ok(true);
        }
        self.fmf_operands_flagged(fmf, kind, ops)
    }

    /// [`Machine::fmf_operands`] under some flag.
    #[inline(never)]
    fn fmf_operands_flagged(
        &mut self,
        fmf: FastMath,
        kind: FloatKind,
        ops: &[u128],
    ) -> Result<bool, Stop> {
        if fmf.arcp || fmf.contract || fmf.afn || fmf.reassoc {
            // Not `approximated`: the refinement checker may decide these
            // flags for the function's returned value (decision 0035).
            self.fast_math_approximated = true;
        }
        for &b in ops {
            if (fmf.nnan && fp::violates_nnan(kind, b).map_err(unsupported)?)
                || (fmf.ninf && fp::violates_ninf(kind, b).map_err(unsupported)?)
            {
                return Ok(false);
            }
        }
        Ok(true)
    }

    /// Fast-math flags on a result: `nnan`/`ninf` make NaN/infinite results
    /// poison, `nsz` lets a zero have either sign.
    #[inline(always)]
    pub(crate) fn apply_fmf_result(&mut self, fmf: FastMath, v: Value) -> Result<Value, Stop> {
        if fmf.is_empty() {
            return Ok(v);
        }
        self.apply_fmf_flagged(fmf, v)
    }

    /// [`Machine::apply_fmf_result`] under some flag.
    #[inline(never)]
    fn apply_fmf_flagged(&mut self, fmf: FastMath, v: Value) -> Result<Value, Stop> {
        match v {
            Value::Vector(es) => {
                let mut out = Vec::with_capacity(es.len());
                for e in es.iter() {
                    out.push(self.apply_fmf_result(fmf, e.clone())?);
                }
                Ok(Value::Vector(out.into()))
            }
            Value::Float(f) => {
                let (k, b) = (f.kind, f.bits);
                if (fmf.nnan && fp::violates_nnan(k, b).map_err(unsupported)?)
                    || (fmf.ninf && fp::violates_ninf(k, b).map_err(unsupported)?)
                {
                    return Ok(Value::Poison);
                }
                if fmf.nsz && fp::is_zero(k, b).map_err(unsupported)? {
                    let neg = self.choose_index(ChoicePoint::ZeroSign, 2) == 1;
                    let abs = fp::fabs(k, b).map_err(unsupported)?;
                    let bits = if neg {
                        fp::fneg(k, abs).map_err(unsupported)?
                    } else {
                        abs
                    };
                    return Ok(Value::Float(Float { kind: k, bits }));
                }
                Ok(Value::Float(f))
            }
            v => Ok(v),
        }
    }

    /// The float format of a type's lanes.
    pub(crate) fn float_kind_of(&self, ty: TypeId) -> Result<FloatKind, Stop> {
        let types = &self.prog.module.types;
        match types.kind(types.scalar(ty)) {
            TypeKind::Float(k) => Ok(*k),
            _ => Err(Stop::unsupported(
                "a floating-point operation on a non-float type",
            )),
        }
    }

    /// `fneg`: flips the sign bit (of NaNs too); poison stays poison.
    pub(super) fn eval_fneg(
        &mut self,
        fmf: FastMath,
        val: Opnd,
        ty: TypeId,
    ) -> Result<Value, Stop> {
        let v = self.read(val).into_owned();
        let kind = self.float_kind_of(ty)?;
        let r = self.map_lanes(&v, &mut |m, x| {
            if let Value::Undef(u) = x
                && !fmf.nnan
                && !fmf.ninf
            {
                // Flipping the sign bit of each member is flipping the
                // cube's sign bit where it is defined: exact.
                let layout = fp::bits::Layout::of(kind).map_err(unsupported)?;
                let sign = ApInt::from_u128(layout.bits, layout.sign_mask()).and(&u.undef.not());
                return Ok(Value::Undef(Box::new(UndefBits {
                    bits: u.bits.xor(&sign),
                    undef: u.undef.clone(),
                })));
            }
            let Some(f) = m.float_lane(x, kind)? else {
                return Ok(Value::Poison);
            };
            m.fneg_lane(fmf, kind, f)
        })?;
        self.apply_fmf_result(fmf, r)
    }

    /// [`Machine::eval_fneg`] on one lane, a defined operand of format
    /// `kind`, before the flags are applied to the result.
    #[inline]
    pub(super) fn fneg_lane(
        &mut self,
        fmf: FastMath,
        kind: FloatKind,
        f: Float,
    ) -> Result<Value, Stop> {
        if !self.fmf_operands(fmf, kind, &[f.bits])? {
            return Ok(Value::Poison);
        }
        Ok(Value::Float(Float {
            kind,
            bits: fp::fneg(kind, f.bits).map_err(unsupported)?,
        }))
    }

    /// `fadd`, `fsub`, `fmul`, `fdiv`, `frem`: IEEE-754 in the default
    /// environment (round to nearest even), NaN results per LangRef.
    pub(super) fn eval_float_binary(
        &mut self,
        op: BinOp,
        fmf: FastMath,
        a: &Value,
        b: &Value,
        ty: TypeId,
    ) -> Result<Value, Stop> {
        let kind = self.float_kind_of(ty)?;
        let basic = match op {
            BinOp::FAdd => Some(BasicOp::Add),
            BinOp::FSub => Some(BasicOp::Sub),
            BinOp::FMul => Some(BasicOp::Mul),
            BinOp::FDiv => Some(BasicOp::Div),
            _ => None,
        };
        let rne = RoundingMode::NearestTiesToEven;
        let r = self.map_lanes2(a, b, &mut |m, x, y| {
            if let Some(v) = basic.and_then(|op| undef_onto(op, rne, fmf, kind, x, y)) {
                return Ok(v);
            }
            let (Some(fx), Some(fy)) = (m.float_lane(x, kind)?, m.float_lane(y, kind)?) else {
                return Ok(Value::Poison);
            };
            m.float_binary_lane(op, fmf, kind, fx, fy)
        })?;
        self.apply_fmf_result(fmf, r)
    }

    /// [`Machine::eval_float_binary`] on one lane of defined operands of
    /// format `kind`, before the flags are applied to the result
    /// ([`Machine::apply_fmf_result`]).
    #[inline]
    pub(super) fn float_binary_lane(
        &mut self,
        op: BinOp,
        fmf: FastMath,
        kind: FloatKind,
        fx: Float,
        fy: Float,
    ) -> Result<Value, Stop> {
        Ok(
            match self.float_binary_bits(op, fmf, kind, fx.bits, fy.bits)? {
                Some(bits) => Value::Float(Float { kind, bits }),
                None => Value::Poison,
            },
        )
    }

    /// [`Machine::float_binary_lane`] on the bits `x` and `y` of the
    /// operands, with the bits of the result (`None`: poison), so that the
    /// fast loop builds no [`Value`] (decision 0033).
    #[inline(always)]
    pub(super) fn float_binary_bits(
        &mut self,
        op: BinOp,
        fmf: FastMath,
        kind: FloatKind,
        x: u128,
        y: u128,
    ) -> Result<Option<u128>, Stop> {
        if !self.fmf_operands(fmf, kind, &[x, y])? {
            return Ok(None);
        }
        let f = match op {
            BinOp::FAdd => fp::fadd,
            BinOp::FSub => fp::fsub,
            BinOp::FMul => fp::fmul,
            BinOp::FDiv => fp::fdiv,
            _ => fp::frem,
        };
        let r = f(kind, x, y).map_err(unsupported)?;
        self.pick_float_bits(kind, r, &[x, y]).map(Some)
    }

    /// `fcmp`: the predicate on the two values (unordered when a NaN is
    /// involved); `nnan`/`ninf` make NaN/infinite operands give poison.
    pub(super) fn eval_fcmp(
        &mut self,
        pred: FloatPred,
        fmf: FastMath,
        lhs: Opnd,
        rhs: Opnd,
        ty: TypeId,
    ) -> Result<Value, Stop> {
        let a = self.read(lhs).into_owned();
        let b = self.read(rhs).into_owned();
        let kind = self.float_kind_of(ty)?;
        self.map_lanes2(&a, &b, &mut |m, x, y| {
            let (Some(fx), Some(fy)) = (m.float_lane(x, kind)?, m.float_lane(y, kind)?) else {
                return Ok(Value::Poison);
            };
            Ok(m.fcmp_lane(pred, fmf, kind, fx, fy)?
                .map_or(Value::Poison, Value::bool))
        })
    }

    /// [`Machine::eval_fcmp`] on one lane of defined operands of format
    /// `kind`: whether the predicate holds (`None`: poison).
    #[inline]
    pub(super) fn fcmp_lane(
        &mut self,
        pred: FloatPred,
        fmf: FastMath,
        kind: FloatKind,
        fx: Float,
        fy: Float,
    ) -> Result<Option<bool>, Stop> {
        if !self.fmf_operands(fmf, kind, &[fx.bits, fy.bits])? {
            return Ok(None);
        }
        fp::fcmp(kind, pred, fx.bits, fy.bits)
            .map(Some)
            .map_err(unsupported)
    }

    /// `fptrunc`, `fpext`, `fptoui`, `fptosi` (poison when the value does
    /// not fit), `uitofp` (`nneg`: poison for a negative operand), `sitofp`.
    pub(super) fn eval_float_cast(
        &mut self,
        op: CastOp,
        flags: CastFlags,
        fmf: FastMath,
        v: &Value,
        from: TypeId,
        to: TypeId,
    ) -> Result<Value, Stop> {
        let types = &self.prog.module.types;
        let from_float = match types.kind(types.scalar(from)) {
            TypeKind::Float(k) => Some(*k),
            _ => None,
        };
        let to_float = match types.kind(to) {
            TypeKind::Float(k) => Some(*k),
            _ => None,
        };
        let to_width = types.int_width(to);
        let r = self.map_lanes(v, &mut |m, x| match op {
            CastOp::FPTrunc | CastOp::FPExt | CastOp::FPToUI | CastOp::FPToSI => {
                let Some(from) = from_float else {
                    return Err(Stop::unsupported("ill-typed floating-point conversion"));
                };
                if op == CastOp::FPTrunc
                    && let Some(to) = to_float
                    && let Some(v) = undef_fptrunc(fmf, from, to, x)
                {
                    // Every pattern of `to` ([fp-undef-onto]).
                    return Ok(v);
                }
                let Some(f) = m.float_lane(x, from)? else {
                    return Ok(Value::Poison);
                };
                if !m.fmf_operands(fmf, from, &[f.bits])? {
                    return Ok(Value::Poison);
                }
                match (op, to_float, to_width) {
                    (CastOp::FPToUI, _, Some(w)) => Ok(fp::fptoui(from, f.bits, w)
                        .map_err(unsupported)?
                        .map_or(Value::Poison, Value::Int)),
                    (CastOp::FPToSI, _, Some(w)) => Ok(fp::fptosi(from, f.bits, w)
                        .map_err(unsupported)?
                        .map_or(Value::Poison, Value::Int)),
                    (_, Some(to), _) => {
                        let r = if op == CastOp::FPTrunc {
                            fp::fptrunc(from, to, f.bits)
                        } else {
                            fp::fpext(from, to, f.bits)
                        }
                        .map_err(unsupported)?;
                        match r {
                            FloatResult::Value(b) => Ok(Value::Float(Float { kind: to, bits: b })),
                            _ => {
                                let choices =
                                    fp::nan_results_cast(from, to, f.bits).map_err(unsupported)?;
                                let i = m.choose_index(ChoicePoint::NanResult, choices.len() as u64)
                                    as usize;
                                Ok(Value::Float(Float {
                                    kind: to,
                                    bits: choices[i],
                                }))
                            }
                        }
                    }
                    _ => Err(Stop::unsupported("ill-typed floating-point conversion")),
                }
            }
            _ => {
                let Some(to) = to_float else {
                    return Err(Stop::unsupported("ill-typed integer-to-float conversion"));
                };
                let i = match x {
                    Value::Poison => return Ok(Value::Poison),
                    Value::Int(i) => i.clone(),
                    Value::Undef(_) => {
                        m.approximated = true;
                        match m.resolve_undef(x) {
                            Value::Int(i) => i,
                            _ => return Ok(Value::Poison),
                        }
                    }
                    _ => {
                        return Err(Stop::unsupported(
                            "int-to-float conversion of a non-integer",
                        ));
                    }
                };
                if op == CastOp::UIToFP && flags.nneg && i.is_negative() {
                    return Ok(Value::Poison);
                }
                let bits = if op == CastOp::UIToFP {
                    fp::uitofp(to, &i)
                } else {
                    fp::sitofp(to, &i)
                }
                .map_err(unsupported)?;
                Ok(Value::Float(Float { kind: to, bits }))
            }
        })?;
        self.apply_fmf_result(fmf, r)
    }

    /// Applies `f` to each lane of a vector, or to a scalar.
    pub(crate) fn map_lanes(
        &mut self,
        v: &Value,
        f: &mut dyn FnMut(&mut Self, &Value) -> Result<Value, Stop>,
    ) -> Result<Value, Stop> {
        match v {
            Value::Vector(es) => {
                let mut out = Vec::with_capacity(es.len());
                for e in es.iter() {
                    out.push(f(self, e)?);
                }
                Ok(Value::Vector(out.into()))
            }
            _ => f(self, v),
        }
    }

    /// Applies `f` to each pair of lanes, or to two scalars.
    pub(crate) fn map_lanes2(
        &mut self,
        a: &Value,
        b: &Value,
        f: &mut dyn FnMut(&mut Self, &Value, &Value) -> Result<Value, Stop>,
    ) -> Result<Value, Stop> {
        match (a, b) {
            (Value::Vector(xs), Value::Vector(ys)) => {
                let mut out = Vec::with_capacity(xs.len());
                for (x, y) in xs.iter().zip(ys.iter()) {
                    out.push(f(self, x, y)?);
                }
                Ok(Value::Vector(out.into()))
            }
            _ => f(self, a, b),
        }
    }
}
