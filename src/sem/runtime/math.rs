//! `<math.h>` functions that clang leaves as calls (C17 7.12), in their
//! `double`, `float` (`f` suffix) and, for the exact ones, `long double`
//! (`l` suffix, x86_fp80) forms.
//!
//! The exact functions (`sqrt`, `fabs`, `floor`, `fmod`, `nextafter`,
//! `ldexp`, `frexp`, `lround`, ...) are computed exactly, as glibc does on
//! x86-64, including its NaN results: an invalid operation gives the x86
//! default NaN (negative, quiet), a NaN operand comes back quieted, and
//! `fmin`/`fmax` follow x86's `minsd`/`maxsd` for zeros of either sign. The
//! transcendental ones (`sin`, `exp`, `pow`, ...) are glibc's own, on hosts
//! where llsem can call it (see [`crate::sem::ops::float::libm`]).

use super::ERANGE;
use crate::apint::ApInt;
use crate::sem::intrinsics::BuiltinResult;
use crate::sem::library::Resolved;
use crate::sem::machine::Machine;
use crate::sem::ops::float::bits::Layout;
use crate::sem::ops::float::{self as fp, FloatResult, UnsupportedFloat};
use crate::sem::stop::{Stop, UbKind};
use crate::syntax::{FloatKind, FloatPred, TypeId, TypeKind};
use crate::value::{Float, Value};

fn unsupported(e: UnsupportedFloat) -> Stop {
    Stop::unsupported(e.to_string())
}

/// The base names of the math functions llsem runs (without `f`/`l`).
const EXACT: &[&str] = &[
    "sqrt",
    "fabs",
    "floor",
    "ceil",
    "trunc",
    "round",
    "rint",
    "nearbyint",
    "roundeven",
    "fmod",
    "copysign",
    "fmin",
    "fmax",
    "nextafter",
    "ldexp",
    "scalbn",
    "frexp",
    "lround",
    "llround",
    "lrint",
    "llrint",
    "fma",
    "fdim",
    "remainder",
    "logb",
    "ilogb",
    "modf",
    "scalbln",
];

/// Transcendental functions taken from glibc's libm.
const LIBM: &[&str] = &[
    "sin", "cos", "tan", "asin", "acos", "atan", "sinh", "cosh", "tanh", "exp", "exp2", "expm1",
    "log", "log2", "log10", "log1p", "cbrt", "pow", "atan2", "hypot", "exp10", "asinh", "acosh",
    "atanh", "erf", "erfc", "lgamma", "tgamma",
];

/// The base name of a math function name (`sqrtf` → `sqrt`), if llsem
/// knows it, as its place in [`EXACT`] followed by [`LIBM`].
fn base_index(name: &str) -> Option<usize> {
    let known = |n: &str| EXACT.iter().chain(LIBM).position(|b| *b == n);
    known(name).or_else(|| {
        name.strip_suffix('f')
            .or_else(|| name.strip_suffix('l'))
            .and_then(known)
    })
}

/// The base name at place `i` of [`EXACT`] followed by [`LIBM`], and
/// whether it is a transcendental one (in [`LIBM`]).
fn base_at(i: usize) -> Option<(&'static str, bool)> {
    match EXACT.get(i) {
        Some(b) => Some((b, false)),
        None => LIBM.get(i - EXACT.len()).map(|b| (*b, true)),
    }
}

/// The model number of base name `i` (see [`base_at`]) when resolved
/// ahead of its calls: the math functions' numbers start here, above the
/// heap functions'.
const FIRST_MODEL: u16 = 0x100;

/// The base names whose functions reach the program's memory: `errno`
/// (`ldexp`, `scalbn`, `scalbln`, `nextafter`, see
/// [`Machine::range_errno`]) or the object a pointer argument points to
/// (`frexp`, `modf`).
const REACHING_MEMORY: [&str; 6] = ["ldexp", "scalbn", "scalbln", "nextafter", "frexp", "modf"];

/// Resolves the math function `name` (declared with parameters of types
/// `params`) when the program is built, so that its calls find their rule
/// without a look-up by name (decision 0049). Its model reaches no memory
/// for a call of the declared type when the first parameter is a float
/// (so [`Machine::call_math`] never hands the call to the environment)
/// and the function neither sets `errno` nor writes through a pointer.
/// `nan`, `sincos` and `cabs` stay with [`Machine::call_math`] by name.
pub(super) fn resolve(name: &str, params: &[&TypeKind]) -> Option<Resolved> {
    let i = base_index(name)?;
    let (base, _) = base_at(i)?;
    let float_first = matches!(params.first(), Some(TypeKind::Float(_)));
    Some(Resolved {
        model: FIRST_MODEL + u16::try_from(i).ok()?,
        reaches_no_memory: false,
        reaches_no_memory_as_declared: float_first && !REACHING_MEMORY.contains(&base),
    })
}

/// The base name (place and whether transcendental, see [`base_at`]) of a
/// model that [`resolve`] gave, if `model` is one.
pub(super) fn resolved_base(model: u16) -> Option<(&'static str, bool)> {
    base_at(usize::from(model.checked_sub(FIRST_MODEL)?))
}

/// The x86 default NaN (negative, quiet) of a format.
fn default_nan(kind: FloatKind) -> Result<u128, UnsupportedFloat> {
    let l = Layout::of(kind)?;
    Ok(l.sign_mask() | l.exp_mask() | l.int_bit() | (1 << l.quiet_pos()))
}

/// What glibc returns for a NaN result: the first NaN operand quieted
/// (sign and payload kept), or the default NaN when no operand is a NaN.
fn libc_nan(kind: FloatKind, inputs: &[u128]) -> Result<u128, UnsupportedFloat> {
    let l = Layout::of(kind)?;
    for &x in inputs {
        if fp::is_nan(kind, x)? {
            return Ok(l.clamp(x) | l.int_bit() | (1 << l.quiet_pos()));
        }
    }
    default_nan(kind)
}

/// A math result as glibc gives it.
fn settle(kind: FloatKind, r: FloatResult, inputs: &[u128]) -> Result<u128, UnsupportedFloat> {
    match r {
        FloatResult::Value(b) => Ok(b),
        FloatResult::Nan => libc_nan(kind, inputs),
        FloatResult::ValueOrNan(_) => libc_nan(kind, inputs),
    }
}

impl Machine<'_, '_> {
    /// Runs the `<math.h>` function `name`, if llsem implements it.
    pub(super) fn call_math(
        &mut self,
        name: &str,
        args: &[(Value, TypeId)],
        ret_ty: TypeId,
    ) -> BuiltinResult {
        match name {
            "nan" | "nanf" | "nanl" => return self.eval_nan(name, args, ret_ty),
            "sincos" | "sincosf" => return self.eval_sincos(name, args),
            "cabs" | "cabsf" => return self.eval_cabs(name, args, ret_ty),
            _ => {}
        }
        let Some((base, transcendental)) = base_index(name).and_then(base_at) else {
            return Ok(None);
        };
        self.eval_math(base, transcendental, name, args, ret_ty)
    }

    /// Runs the `<math.h>` function `name` of base name `base` (in [`LIBM`]
    /// if `transcendental`), whether found by name ([`Machine::call_math`])
    /// or resolved when the program was built ([`resolve`]): `Ok(None)` if
    /// its first argument is not a float (the call then goes to the
    /// environment).
    pub(super) fn eval_math(
        &mut self,
        base: &'static str,
        transcendental: bool,
        name: &str,
        args: &[(Value, TypeId)],
        ret_ty: TypeId,
    ) -> BuiltinResult {
        let kind = match args.first().map(|a| self.prog.module.types.resolved(a.1)) {
            Some(TypeKind::Float(k)) => *k,
            _ => return Ok(None),
        };
        let mut x = Vec::new();
        for (i, (v, ty)) in args.iter().enumerate() {
            match (v, self.prog.module.types.resolved(*ty)) {
                (Value::Float(f), _) => x.push(f.bits),
                (_, TypeKind::Float(_)) => {
                    return Err(Stop::ub(
                        UbKind::InvalidOperand,
                        format!("{name}: argument {} is poison or undef", i + 1),
                    ));
                }
                _ => {}
            }
        }
        let float = |bits: u128| Ok(Some(Some(Value::Float(Float { kind, bits }))));
        match base {
            "frexp" => return self.eval_frexp_call(name, kind, args, x.first().copied()),
            "modf" => return self.eval_modf(name, kind, args, arg(&x, 0)?),
            "ilogb" => {
                let w = self.prog.module.types.int_width(ret_ty).unwrap_or(32);
                return Ok(Some(Some(Value::Int(ilogb(kind, arg(&x, 0)?, w)?))));
            }
            "scalbln" => {
                let e = self.arg_int_value(args, 1, name)?;
                let r = fp::ldexp(kind, arg(&x, 0)?, &e).map_err(unsupported)?;
                let bits = settle(kind, r, &x).map_err(unsupported)?;
                self.range_errno(kind, arg(&x, 0)?, bits)?;
                return float(bits);
            }
            "ldexp" | "scalbn" => {
                let e = self.arg_i64(args, 1, name)?;
                let r =
                    fp::ldexp(kind, arg(&x, 0)?, &ApInt::from_i64(32, e)).map_err(unsupported)?;
                let bits = settle(kind, r, &x).map_err(unsupported)?;
                self.range_errno(kind, arg(&x, 0)?, bits)?;
                return float(bits);
            }
            "lround" | "llround" | "lrint" | "llrint" => {
                let w = self.prog.module.types.int_width(ret_ty).unwrap_or(64);
                let r = if base.ends_with("round") {
                    fp::round(kind, arg(&x, 0)?)
                } else {
                    fp::rint(kind, arg(&x, 0)?)
                }
                .map_err(unsupported)?;
                let i = match r {
                    FloatResult::Value(b) => fp::fptosi(kind, b, w).map_err(unsupported)?,
                    _ => None,
                };
                // glibc returns the most negative value when the result
                // does not fit (x86's "integer indefinite").
                return Ok(Some(Some(Value::Int(
                    i.unwrap_or_else(|| ApInt::signed_min(w)),
                ))));
            }
            _ => {}
        }
        let bits = if transcendental {
            let r = crate::sem::ops::float::libm::float_result(base, kind, &x).ok_or_else(|| {
                Stop::unsupported(format!(
                    "{name} (llsem takes the transcendental functions from glibc, for float and double on glibc hosts)"
                ))
            })?;
            settle(kind, r, &x).map_err(unsupported)?
        } else {
            self.exact_math(base, kind, &x)?
        };
        float(bits)
    }

    /// The exact `<math.h>` functions of one or more float operands.
    fn exact_math(&mut self, base: &str, kind: FloatKind, x: &[u128]) -> Result<u128, Stop> {
        let a = arg(x, 0)?;
        let r = match base {
            "sqrt" => fp::sqrt(kind, a),
            "fabs" => return fp::fabs(kind, a).map_err(unsupported),
            "copysign" => return fp::copysign(kind, a, arg(x, 1)?).map_err(unsupported),
            "floor" => fp::floor(kind, a),
            "ceil" => fp::ceil(kind, a),
            "trunc" => fp::trunc(kind, a),
            "round" => fp::round(kind, a),
            "rint" => fp::rint(kind, a),
            "nearbyint" => fp::nearbyint(kind, a),
            "roundeven" => fp::roundeven(kind, a),
            "fmod" => fp::frem(kind, a, arg(x, 1)?),
            "fma" => fp::fma(kind, a, arg(x, 1)?, arg(x, 2)?),
            "fmin" | "fmax" => return x86_min_max(base == "fmin", kind, a, arg(x, 1)?),
            "remainder" => fp::remainder(kind, a, arg(x, 1)?),
            "fdim" => {
                // fdim(a, b) = a - b if a > b, +0 if a <= b, NaN if either is.
                let b = arg(x, 1)?;
                if !fp::is_nan(kind, a).map_err(unsupported)?
                    && !fp::is_nan(kind, b).map_err(unsupported)?
                    && !fp::fcmp(kind, FloatPred::Ogt, a, b).map_err(unsupported)?
                {
                    return Ok(0);
                }
                fp::fsub(kind, a, b)
            }
            "logb" => logb(kind, a),
            "nextafter" => {
                let bits = next_after(kind, a, arg(x, 1)?).map_err(unsupported)?;
                self.range_errno(kind, a, bits)?;
                return Ok(bits);
            }
            _ => return Err(Stop::unsupported(format!("the math function {base}"))),
        }
        .map_err(unsupported)?;
        settle(kind, r, x).map_err(unsupported)
    }

    /// `nan(tag)`, `nanf`, `nanl`: the quiet NaN `strtod("NAN(tag)")`
    /// gives (payload 0 for an empty or non-numeric tag).
    fn eval_nan(&mut self, name: &str, args: &[(Value, TypeId)], ret_ty: TypeId) -> BuiltinResult {
        let kind = match self.prog.module.types.resolved(ret_ty) {
            TypeKind::Float(k) => *k,
            _ => return Ok(None),
        };
        let p = self.arg_nonnull(args, 0, name)?;
        let tag = self.read_c_string(p, name)?;
        let payload = super::stdlib::parse_int(&tag, 0, false, 64)
            .filter(|r| r.consumed == tag.len())
            .map_or(0, |r| r.bits);
        let l = Layout::of(kind).map_err(unsupported)?;
        let quiet = 1u128 << l.quiet_pos();
        let bits = l.exp_mask() | l.int_bit() | quiet | (payload as u128 & (quiet - 1));
        Ok(Some(Some(Value::Float(Float { kind, bits }))))
    }

    /// `sincos(x, &s, &c)` (GNU): stores glibc's `sin(x)` and `cos(x)`.
    fn eval_sincos(&mut self, name: &str, args: &[(Value, TypeId)]) -> BuiltinResult {
        let (kind, x) = match args.first().map(|a| &a.0) {
            Some(Value::Float(f)) => (f.kind, f.bits),
            _ => {
                return Err(Stop::ub(
                    UbKind::InvalidOperand,
                    format!("{name}: argument 1 is poison, undef or not a float"),
                ));
            }
        };
        let sin_p = self.arg_nonnull(args, 1, name)?;
        let cos_p = self.arg_nonnull(args, 2, name)?;
        let repr = crate::mem::Repr::Float(kind);
        for (f, p) in [("sin", sin_p), ("cos", cos_p)] {
            let r = crate::sem::ops::float::libm::float_result(f, kind, &[x]).ok_or_else(|| {
                Stop::unsupported(format!(
                    "{name} on {} (glibc hosts, float and double only)",
                    kind.keyword()
                ))
            })?;
            let bits = settle(kind, r, &[x]).map_err(unsupported)?;
            self.write_scalar(p, &repr, &Value::Float(Float { kind, bits }), name)?;
        }
        Ok(Some(None))
    }

    /// `cabs(z)`, `cabsf(z)`: glibc's `hypot` of the real and imaginary
    /// parts, which x86-64 passes as two `double`s or one `<2 x float>`.
    fn eval_cabs(&mut self, name: &str, args: &[(Value, TypeId)], ret_ty: TypeId) -> BuiltinResult {
        let parts: Vec<Value> = match args {
            [(Value::Vector(es), _)] => es.to_vec(),
            [(a, _), (b, _)] => vec![a.clone(), b.clone()],
            _ => return Ok(None),
        };
        let mut x = Vec::new();
        for p in &parts {
            match p {
                Value::Float(f) => x.push(f.bits),
                _ => {
                    return Err(Stop::ub(
                        UbKind::InvalidOperand,
                        format!("{name}: a part of the argument is poison or undef"),
                    ));
                }
            }
        }
        let kind = match self.prog.module.types.resolved(ret_ty) {
            TypeKind::Float(k) => *k,
            _ => return Ok(None),
        };
        let r = crate::sem::ops::float::libm::float_result("hypot", kind, &x).ok_or_else(|| {
            Stop::unsupported(format!("{name} on {} (glibc hosts only)", kind.keyword()))
        })?;
        let bits = settle(kind, r, &x).map_err(unsupported)?;
        Ok(Some(Some(Value::Float(Float { kind, bits }))))
    }

    /// `modf(x, &i)`: stores the integral part (`trunc(x)`) at `i` and
    /// returns the fraction, with the sign of `x` (a zero for integers and
    /// infinities); a NaN gives NaN for both.
    fn eval_modf(
        &mut self,
        name: &str,
        kind: FloatKind,
        args: &[(Value, TypeId)],
        x: u128,
    ) -> BuiltinResult {
        let ip = self.arg_nonnull(args, 1, name)?;
        let int =
            settle(kind, fp::trunc(kind, x).map_err(unsupported)?, &[x]).map_err(unsupported)?;
        let frac = if fp::is_nan(kind, x).map_err(unsupported)? {
            int
        } else if fp::is_inf(kind, x).map_err(unsupported)? {
            fp::copysign(kind, 0, x).map_err(unsupported)?
        } else {
            let d = settle(kind, fp::fsub(kind, x, int).map_err(unsupported)?, &[x])
                .map_err(unsupported)?;
            fp::copysign(kind, d, x).map_err(unsupported)?
        };
        let repr = crate::mem::Repr::Float(kind);
        self.write_scalar(ip, &repr, &Value::Float(Float { kind, bits: int }), name)?;
        Ok(Some(Some(Value::Float(Float { kind, bits: frac }))))
    }

    /// A defined integer argument.
    fn arg_int_value(&self, args: &[(Value, TypeId)], i: usize, what: &str) -> Result<ApInt, Stop> {
        match args.get(i).map(|a| &a.0) {
            Some(Value::Int(v)) => Ok(v.clone()),
            _ => Err(Stop::ub(
                UbKind::InvalidOperand,
                format!("{what}: argument {} is poison, undef or missing", i + 1),
            )),
        }
    }

    /// `frexp(x, int *e)`: the fraction, and the exponent stored at `e`
    /// (0 for zero, infinity and NaN, as glibc does).
    fn eval_frexp_call(
        &mut self,
        name: &str,
        kind: FloatKind,
        args: &[(Value, TypeId)],
        x: Option<u128>,
    ) -> BuiltinResult {
        let x =
            x.ok_or_else(|| Stop::ub(UbKind::InvalidCall, format!("{name}: missing argument")))?;
        let e_ptr = self.arg_nonnull(args, 1, name)?;
        let (r, e) = fp::frexp(kind, x).map_err(unsupported)?;
        let bits = settle(kind, r, &[x]).map_err(unsupported)?;
        let e = Value::Int(ApInt::from_i64(32, e.unwrap_or(0) as i64));
        self.write_scalar(e_ptr, &crate::mem::Repr::Int(32), &e, name)?;
        Ok(Some(Some(Value::Float(Float { kind, bits }))))
    }

    /// Sets `errno = ERANGE` where glibc does for `ldexp`/`nextafter`: a
    /// finite operand giving an infinite, zero or subnormal result.
    fn range_errno(&mut self, kind: FloatKind, x: u128, r: u128) -> Result<(), Stop> {
        let finite = !fp::is_nan(kind, x).map_err(unsupported)?
            && !fp::is_inf(kind, x).map_err(unsupported)?;
        let tiny = fp::is_denormal(kind, r).map_err(unsupported)?
            || (fp::is_zero(kind, r).map_err(unsupported)?
                && !fp::is_zero(kind, x).map_err(unsupported)?);
        if finite && (fp::is_inf(kind, r).map_err(unsupported)? || tiny) {
            self.set_errno(ERANGE)?;
        }
        Ok(())
    }
}

/// `logb(x)`: the unbiased exponent of `x` as a float (subnormals
/// normalized); -inf for zero, +inf for infinities, NaN for NaN.
fn logb(kind: FloatKind, x: u128) -> Result<FloatResult, UnsupportedFloat> {
    if fp::is_nan(kind, x)? {
        return Ok(FloatResult::Nan);
    }
    if fp::is_inf(kind, x)? {
        return Ok(FloatResult::Value(fp::fabs(kind, x)?));
    }
    let l = Layout::of(kind)?;
    let inf = l.exp_mask() | l.int_bit();
    if fp::is_zero(kind, x)? {
        return Ok(FloatResult::Value(fp::fneg(kind, inf)?));
    }
    let (_, e) = fp::frexp(kind, x)?;
    let e = e.unwrap_or(1) - 1;
    Ok(FloatResult::Value(fp::sitofp(
        kind,
        &ApInt::from_i64(32, e as i64),
    )?))
}

/// `ilogb(x)` as glibc gives it on x86-64: the unbiased exponent;
/// `FP_ILOGB0` and `FP_ILOGBNAN` are both `INT_MIN`, infinity `INT_MAX`.
fn ilogb(kind: FloatKind, x: u128, w: u32) -> Result<ApInt, Stop> {
    if fp::is_nan(kind, x).map_err(unsupported)? || fp::is_zero(kind, x).map_err(unsupported)? {
        return Ok(ApInt::signed_min(w));
    }
    if fp::is_inf(kind, x).map_err(unsupported)? {
        return Ok(ApInt::signed_max(w));
    }
    let (_, e) = fp::frexp(kind, x).map_err(unsupported)?;
    Ok(ApInt::from_i64(w, e.unwrap_or(1) as i64 - 1))
}

/// Operand `i` of a math function.
fn arg(x: &[u128], i: usize) -> Result<u128, Stop> {
    x.get(i).copied().ok_or_else(|| {
        Stop::ub(
            UbKind::InvalidCall,
            "a math function with too few arguments",
        )
    })
}

/// glibc's `fmin`/`fmax` on x86-64: `minsd`/`maxsd` (the second operand
/// when the operands compare equal, so `fmin(-0.0, +0.0)` is `+0.0`), the
/// non-NaN operand when exactly one is a quiet NaN, a NaN otherwise.
fn x86_min_max(min: bool, kind: FloatKind, a: u128, b: u128) -> Result<u128, Stop> {
    let nan_a = fp::is_nan(kind, a).map_err(unsupported)?;
    let nan_b = fp::is_nan(kind, b).map_err(unsupported)?;
    let snan =
        fp::is_snan(kind, a).map_err(unsupported)? || fp::is_snan(kind, b).map_err(unsupported)?;
    if nan_a || nan_b {
        return match (nan_a, nan_b) {
            (true, false) if !snan => Ok(b),
            (false, true) if !snan => Ok(a),
            _ => libc_nan(kind, &[a, b]).map_err(unsupported),
        };
    }
    let pred = if min { FloatPred::Olt } else { FloatPred::Ogt };
    Ok(if fp::fcmp(kind, pred, a, b).map_err(unsupported)? {
        a
    } else {
        b
    })
}

/// `nextafter(x, y)`: the representable value next to `x` toward `y`; `y`
/// if they are equal; a NaN if either is.
fn next_after(kind: FloatKind, x: u128, y: u128) -> Result<u128, UnsupportedFloat> {
    if fp::is_nan(kind, x)? || fp::is_nan(kind, y)? {
        return libc_nan(kind, &[x, y]);
    }
    if fp::fcmp(kind, FloatPred::Oeq, x, y)? {
        return Ok(y);
    }
    let sign = fp::fneg(kind, 0)?;
    if fp::is_zero(kind, x)? {
        // The smallest subnormal with the sign of the direction.
        let tiny = 1u128;
        return Ok(if fp::fcmp(kind, FloatPred::Olt, y, x)? {
            tiny | sign
        } else {
            tiny
        });
    }
    let up = fp::fcmp(kind, FloatPred::Olt, x, y)?;
    let negative = fp::is_negative(kind, x)?;
    // Away from zero when moving in the direction of x's sign.
    let away = up != negative;
    if kind == FloatKind::X86Fp80 {
        return Ok(next_x87(x, away));
    }
    Ok(if away { x + 1 } else { x - 1 })
}

/// One step of an x86_fp80 value's magnitude (explicit integer bit).
fn next_x87(x: u128, away: bool) -> u128 {
    let sign = x & (1 << 79);
    let exp = (x >> 64) & 0x7fff;
    let sig = x & u64::MAX as u128;
    let (exp, sig) = if away {
        match sig.checked_add(1).filter(|s| *s <= u64::MAX as u128) {
            Some(s) if exp == 0 && s == 1 << 63 => (1, s),
            Some(s) => (exp, s),
            None => (exp + 1, 1 << 63),
        }
    } else if sig == 1 << 63 && exp > 1 {
        (exp - 1, u64::MAX as u128)
    } else if sig == 1 << 63 && exp == 1 {
        (0, (1 << 63) - 1)
    } else {
        (exp, sig.saturating_sub(1))
    };
    sign | (exp << 64) | sig
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(x: f64) -> u128 {
        x.to_bits() as u128
    }

    fn base_name(name: &str) -> Option<&'static str> {
        base_index(name).and_then(base_at).map(|(b, _)| b)
    }

    #[test]
    fn names_and_suffixes() {
        assert_eq!(base_name("sqrtf"), Some("sqrt"));
        assert_eq!(base_name("fabsl"), Some("fabs"));
        assert_eq!(base_name("llround"), Some("llround"));
        assert_eq!(base_name("sinf"), Some("sin"));
        assert_eq!(base_name("tgammal"), Some("tgamma"));
        assert_eq!(base_name("printf"), None);
        assert_eq!(base_name("nan"), None);
    }

    /// Every base name resolves to a model whose base is the same, in the
    /// same family; the functions that set `errno` or write through a
    /// pointer, and a declaration whose first parameter is not a float,
    /// reach memory; no model is a heap model's number.
    #[test]
    fn resolved_models_name_their_base() {
        let double = TypeKind::Float(FloatKind::Double);
        let int = TypeKind::Int(32);
        for (i, b) in EXACT.iter().chain(LIBM).enumerate() {
            for name in [b.to_string(), format!("{b}f"), format!("{b}l")] {
                let r = resolve(&name, &[&double]).expect("a math name");
                assert!(r.model >= FIRST_MODEL, "{name}");
                assert_eq!(resolved_base(r.model), Some((*b, i >= EXACT.len())));
                assert!(!r.reaches_no_memory, "{name}");
                assert_eq!(
                    r.reaches_no_memory_as_declared,
                    !REACHING_MEMORY.contains(b),
                    "{name}"
                );
                for params in [&[&int][..], &[]] {
                    let r = resolve(&name, params).expect("a math name");
                    assert!(!r.reaches_no_memory_as_declared, "{name}");
                }
            }
        }
        for name in ["nan", "sincos", "cabs", "malloc", "printf", "sqrtff"] {
            assert_eq!(resolve(name, &[&double]), None, "{name}");
        }
        assert_eq!(resolved_base(0), None);
        assert_eq!(resolved_base(FIRST_MODEL + 200), None);
    }

    #[test]
    fn glibc_nans_and_signed_zeros() {
        let k = FloatKind::Double;
        // sqrt(-1) is the x86 default NaN: printf shows "-nan".
        let r = settle(k, fp::sqrt(k, d(-1.0)).unwrap(), &[d(-1.0)]).unwrap();
        assert_eq!(r, 0xfff8_0000_0000_0000);
        // A quiet NaN operand comes back unchanged.
        let q = 0x7ff8_0000_0000_0001;
        assert_eq!(settle(k, FloatResult::Nan, &[d(1.0), q]).unwrap(), q);
        // A signaling NaN is quieted, keeping sign and payload.
        assert_eq!(
            libc_nan(k, &[0xfff0_0000_0000_0001]).unwrap(),
            0xfff8_0000_0000_0001
        );
        assert_eq!(x86_min_max(true, k, d(-0.0), d(0.0)).unwrap(), d(0.0));
        assert_eq!(x86_min_max(true, k, d(0.0), d(-0.0)).unwrap(), d(-0.0));
        assert_eq!(x86_min_max(false, k, d(-0.0), d(0.0)).unwrap(), d(0.0));
        assert_eq!(x86_min_max(true, k, q, d(2.0)).unwrap(), d(2.0));
        assert_eq!(x86_min_max(false, k, d(1.0), d(2.0)).unwrap(), d(2.0));
    }

    #[test]
    fn nextafter_steps() {
        let k = FloatKind::Double;
        assert_eq!(
            next_after(k, d(1.0), d(2.0)).unwrap(),
            d(1.0000000000000002)
        );
        assert_eq!(
            next_after(k, d(1.0), d(0.0)).unwrap(),
            d(0.9999999999999999)
        );
        assert_eq!(next_after(k, d(0.0), d(-1.0)).unwrap(), d(-5e-324));
        assert_eq!(
            next_after(k, d(-1.0), d(-2.0)).unwrap(),
            d(-1.0000000000000002)
        );
        assert_eq!(next_after(k, d(2.0), d(2.0)).unwrap(), d(2.0));
        assert_eq!(
            next_after(k, d(f64::MAX), d(f64::INFINITY)).unwrap(),
            d(f64::INFINITY)
        );
        // x86_fp80: 1.0 is exp 0x3fff, significand 1 << 63.
        let one = (0x3fffu128 << 64) | (1 << 63);
        assert_eq!(next_x87(one, true), one + 1);
        assert_eq!(next_x87(one, false), (0x3ffeu128 << 64) | u64::MAX as u128);
    }
}
