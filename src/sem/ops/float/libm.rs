//! The transcendental math functions (`sin`, `exp`, `pow`, ...) for the
//! C library and the `llvm.sin`-style intrinsics, whose LangRef meaning is
//! "the value the libm function returns".
//!
//! These functions are not correctly rounded in glibc, so no portable
//! implementation reproduces glibc bit for bit. llsem's reference platform
//! is x86-64 Linux with glibc (`platform.info`): there llsem calls glibc's
//! libm functions themselves (not Rust's `f64` methods, some of which, such
//! as `cbrt` and `asinh`, are computed otherwise), so the results are
//! exactly what a native program gets. On any other host these functions
//! are reported as unsupported rather than approximated.

use super::FloatResult;
use crate::syntax::FloatKind;

/// glibc's libm functions, linked by their `_Float64`/`_Float32` names
/// (`sinf64`, `sinf32`, glibc 2.27 and later): Rust's own runtime defines
/// some of the plain names (`cbrt`), which would shadow glibc's.
#[cfg(all(target_os = "linux", target_env = "gnu"))]
mod glibc {
    unsafe extern "C" {
        #[link_name = "sinf64"]
        pub fn sin(x: f64) -> f64;
        #[link_name = "cosf64"]
        pub fn cos(x: f64) -> f64;
        #[link_name = "tanf64"]
        pub fn tan(x: f64) -> f64;
        #[link_name = "asinf64"]
        pub fn asin(x: f64) -> f64;
        #[link_name = "acosf64"]
        pub fn acos(x: f64) -> f64;
        #[link_name = "atanf64"]
        pub fn atan(x: f64) -> f64;
        #[link_name = "sinhf64"]
        pub fn sinh(x: f64) -> f64;
        #[link_name = "coshf64"]
        pub fn cosh(x: f64) -> f64;
        #[link_name = "tanhf64"]
        pub fn tanh(x: f64) -> f64;
        #[link_name = "expf64"]
        pub fn exp(x: f64) -> f64;
        #[link_name = "exp2f64"]
        pub fn exp2(x: f64) -> f64;
        #[link_name = "expm1f64"]
        pub fn expm1(x: f64) -> f64;
        #[link_name = "logf64"]
        pub fn log(x: f64) -> f64;
        #[link_name = "log2f64"]
        pub fn log2(x: f64) -> f64;
        #[link_name = "log10f64"]
        pub fn log10(x: f64) -> f64;
        #[link_name = "log1pf64"]
        pub fn log1p(x: f64) -> f64;
        #[link_name = "cbrtf64"]
        pub fn cbrt(x: f64) -> f64;
        #[link_name = "exp10f64"]
        pub fn exp10(x: f64) -> f64;
        #[link_name = "asinhf64"]
        pub fn asinh(x: f64) -> f64;
        #[link_name = "acoshf64"]
        pub fn acosh(x: f64) -> f64;
        #[link_name = "atanhf64"]
        pub fn atanh(x: f64) -> f64;
        #[link_name = "erff64"]
        pub fn erf(x: f64) -> f64;
        #[link_name = "erfcf64"]
        pub fn erfc(x: f64) -> f64;
        #[link_name = "tgammaf64"]
        pub fn tgamma(x: f64) -> f64;
        #[link_name = "powf64"]
        pub fn pow(x: f64, y: f64) -> f64;
        #[link_name = "atan2f64"]
        pub fn atan2(x: f64, y: f64) -> f64;
        #[link_name = "hypotf64"]
        pub fn hypot(x: f64, y: f64) -> f64;
        #[link_name = "lgammaf64_r"]
        pub fn lgamma_r(x: f64, sign: *mut i32) -> f64;
        #[link_name = "sinf32"]
        pub fn sinf(x: f32) -> f32;
        #[link_name = "cosf32"]
        pub fn cosf(x: f32) -> f32;
        #[link_name = "tanf32"]
        pub fn tanf(x: f32) -> f32;
        #[link_name = "asinf32"]
        pub fn asinf(x: f32) -> f32;
        #[link_name = "acosf32"]
        pub fn acosf(x: f32) -> f32;
        #[link_name = "atanf32"]
        pub fn atanf(x: f32) -> f32;
        #[link_name = "sinhf32"]
        pub fn sinhf(x: f32) -> f32;
        #[link_name = "coshf32"]
        pub fn coshf(x: f32) -> f32;
        #[link_name = "tanhf32"]
        pub fn tanhf(x: f32) -> f32;
        #[link_name = "expf32"]
        pub fn expf(x: f32) -> f32;
        #[link_name = "exp2f32"]
        pub fn exp2f(x: f32) -> f32;
        #[link_name = "expm1f32"]
        pub fn expm1f(x: f32) -> f32;
        #[link_name = "logf32"]
        pub fn logf(x: f32) -> f32;
        #[link_name = "log2f32"]
        pub fn log2f(x: f32) -> f32;
        #[link_name = "log10f32"]
        pub fn log10f(x: f32) -> f32;
        #[link_name = "log1pf32"]
        pub fn log1pf(x: f32) -> f32;
        #[link_name = "cbrtf32"]
        pub fn cbrtf(x: f32) -> f32;
        #[link_name = "exp10f32"]
        pub fn exp10f(x: f32) -> f32;
        #[link_name = "asinhf32"]
        pub fn asinhf(x: f32) -> f32;
        #[link_name = "acoshf32"]
        pub fn acoshf(x: f32) -> f32;
        #[link_name = "atanhf32"]
        pub fn atanhf(x: f32) -> f32;
        #[link_name = "erff32"]
        pub fn erff(x: f32) -> f32;
        #[link_name = "erfcf32"]
        pub fn erfcf(x: f32) -> f32;
        #[link_name = "tgammaf32"]
        pub fn tgammaf(x: f32) -> f32;
        #[link_name = "powf32"]
        pub fn powf(x: f32, y: f32) -> f32;
        #[link_name = "atan2f32"]
        pub fn atan2f(x: f32, y: f32) -> f32;
        #[link_name = "hypotf32"]
        pub fn hypotf(x: f32, y: f32) -> f32;
        #[link_name = "lgammaf32_r"]
        pub fn lgammaf_r(x: f32, sign: *mut i32) -> f32;
    }
}

/// glibc's libm function `name` (`f64` form) applied to `args`, if llsem
/// runs it on this host.
#[cfg(all(target_os = "linux", target_env = "gnu"))]
pub fn double(name: &str, args: &[f64]) -> Option<f64> {
    // SAFETY: pure libm functions of doubles (lgamma_r writes the sign of
    // Γ to a local).
    unsafe {
        Some(match (name, args) {
            ("sin", [x]) => glibc::sin(*x),
            ("cos", [x]) => glibc::cos(*x),
            ("tan", [x]) => glibc::tan(*x),
            ("asin", [x]) => glibc::asin(*x),
            ("acos", [x]) => glibc::acos(*x),
            ("atan", [x]) => glibc::atan(*x),
            ("sinh", [x]) => glibc::sinh(*x),
            ("cosh", [x]) => glibc::cosh(*x),
            ("tanh", [x]) => glibc::tanh(*x),
            ("exp", [x]) => glibc::exp(*x),
            ("exp2", [x]) => glibc::exp2(*x),
            ("expm1", [x]) => glibc::expm1(*x),
            ("log", [x]) => glibc::log(*x),
            ("log2", [x]) => glibc::log2(*x),
            ("log10", [x]) => glibc::log10(*x),
            ("log1p", [x]) => glibc::log1p(*x),
            ("cbrt", [x]) => glibc::cbrt(*x),
            ("exp10", [x]) => glibc::exp10(*x),
            ("asinh", [x]) => glibc::asinh(*x),
            ("acosh", [x]) => glibc::acosh(*x),
            ("atanh", [x]) => glibc::atanh(*x),
            ("erf", [x]) => glibc::erf(*x),
            ("erfc", [x]) => glibc::erfc(*x),
            ("tgamma", [x]) => glibc::tgamma(*x),
            ("pow", [x, y]) => glibc::pow(*x, *y),
            ("atan2", [x, y]) => glibc::atan2(*x, *y),
            ("hypot", [x, y]) => glibc::hypot(*x, *y),
            ("lgamma", [x]) => glibc::lgamma_r(*x, &mut 0),
            _ => return None,
        })
    }
}

/// glibc's libm function `name` in its `f32` form (`sinf`, ...; `name`
/// without the `f`), if llsem runs it on this host.
#[cfg(all(target_os = "linux", target_env = "gnu"))]
pub fn single(name: &str, args: &[f32]) -> Option<f32> {
    // SAFETY: as for `double`.
    unsafe {
        Some(match (name, args) {
            ("sin", [x]) => glibc::sinf(*x),
            ("cos", [x]) => glibc::cosf(*x),
            ("tan", [x]) => glibc::tanf(*x),
            ("asin", [x]) => glibc::asinf(*x),
            ("acos", [x]) => glibc::acosf(*x),
            ("atan", [x]) => glibc::atanf(*x),
            ("sinh", [x]) => glibc::sinhf(*x),
            ("cosh", [x]) => glibc::coshf(*x),
            ("tanh", [x]) => glibc::tanhf(*x),
            ("exp", [x]) => glibc::expf(*x),
            ("exp2", [x]) => glibc::exp2f(*x),
            ("expm1", [x]) => glibc::expm1f(*x),
            ("log", [x]) => glibc::logf(*x),
            ("log2", [x]) => glibc::log2f(*x),
            ("log10", [x]) => glibc::log10f(*x),
            ("log1p", [x]) => glibc::log1pf(*x),
            ("cbrt", [x]) => glibc::cbrtf(*x),
            ("exp10", [x]) => glibc::exp10f(*x),
            ("asinh", [x]) => glibc::asinhf(*x),
            ("acosh", [x]) => glibc::acoshf(*x),
            ("atanh", [x]) => glibc::atanhf(*x),
            ("erf", [x]) => glibc::erff(*x),
            ("erfc", [x]) => glibc::erfcf(*x),
            ("tgamma", [x]) => glibc::tgammaf(*x),
            ("pow", [x, y]) => glibc::powf(*x, *y),
            ("atan2", [x, y]) => glibc::atan2f(*x, *y),
            ("hypot", [x, y]) => glibc::hypotf(*x, *y),
            ("lgamma", [x]) => glibc::lgammaf_r(*x, &mut 0),
            _ => return None,
        })
    }
}

/// Elsewhere llsem does not run libm functions.
#[cfg(not(all(target_os = "linux", target_env = "gnu")))]
pub fn double(_: &str, _: &[f64]) -> Option<f64> {
    None
}

/// Elsewhere llsem does not run libm functions.
#[cfg(not(all(target_os = "linux", target_env = "gnu")))]
pub fn single(_: &str, _: &[f32]) -> Option<f32> {
    None
}

/// The libm function `name` on operands of format `kind` (raw bits), for
/// `float` and `double`: its value, or [`FloatResult::Nan`] when it
/// returns a NaN (whose bits the caller decides). `None` if llsem does not
/// run it here.
pub fn float_result(name: &str, kind: FloatKind, x: &[u128]) -> Option<FloatResult> {
    let bits = match kind {
        FloatKind::Double => {
            let xs: Vec<f64> = x.iter().map(|b| f64::from_bits(*b as u64)).collect();
            let r = double(name, &xs)?;
            if r.is_nan() {
                return Some(FloatResult::Nan);
            }
            r.to_bits() as u128
        }
        FloatKind::Float => {
            let xs: Vec<f32> = x.iter().map(|b| f32::from_bits(*b as u32)).collect();
            let r = single(name, &xs)?;
            if r.is_nan() {
                return Some(FloatResult::Nan);
            }
            r.to_bits() as u128
        }
        _ => return None,
    };
    Some(FloatResult::Value(bits))
}

#[cfg(all(test, target_os = "linux", target_env = "gnu"))]
mod tests {
    use super::*;

    #[test]
    fn known_values() {
        assert_eq!(double("pow", &[2.0, 10.0]), Some(1024.0));
        assert_eq!(double("exp", &[0.0]), Some(1.0));
        assert_eq!(
            double("atan2", &[1.0, -1.0]),
            Some(3.0 * std::f64::consts::FRAC_PI_4)
        );
        assert_eq!(single("sin", &[0.0]), Some(0.0));
        assert_eq!(double("nosuch", &[1.0]), None);
        assert_eq!(double("sin", &[1.0, 2.0]), None);
        // glibc 2.36's exp10 is not correctly rounded: 10^3 is one ulp off,
        // and llsem must give what a native program gets.
        assert_eq!(
            double("exp10", &[3.0]),
            Some(f64::from_bits(0x408f_4000_0000_0001))
        );
        assert_eq!(double("asinh", &[0.0]), Some(0.0));
        assert_eq!(double("tgamma", &[5.0]), Some(24.0));
        assert_eq!(single("erf", &[0.0]), Some(0.0));
        assert_eq!(double("lgamma", &[1.0]), Some(0.0));
        // glibc's cbrt, not Rust's (which differs in the last bit here).
        assert_eq!(
            double("cbrt", &[-1.5]),
            Some(f64::from_bits(0xbff2_50bf_e1b0_82f4))
        );
    }
}
