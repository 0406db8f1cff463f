//! The transcendental math functions (`sin`, `exp`, `pow`, ...) for the
//! C library and the `llvm.sin`-style intrinsics, whose LangRef meaning is
//! "the value the libm function returns".
//!
//! These functions are not correctly rounded in glibc, so no portable
//! implementation reproduces glibc bit for bit. llsem's reference platform
//! is x86-64 Linux with glibc (`platform.info`): there Rust's `f64::sin` and
//! friends call glibc's libm itself, so the results are exactly what a
//! native program gets. On any other host these functions are reported as
//! unsupported rather than approximated.

use super::FloatResult;
use crate::syntax::FloatKind;

/// The host's libm function `name` on `args` of one float type: `$name`
/// and `$args` are matched against the table shared by the `f64` and `f32`
/// forms.
macro_rules! host_libm {
    ($name:expr, $args:expr) => {{
        if !cfg!(all(target_os = "linux", target_env = "gnu")) {
            return None;
        }
        Some(match ($name, $args) {
            ("sin", [x]) => x.sin(),
            ("cos", [x]) => x.cos(),
            ("tan", [x]) => x.tan(),
            ("asin", [x]) => x.asin(),
            ("acos", [x]) => x.acos(),
            ("atan", [x]) => x.atan(),
            ("sinh", [x]) => x.sinh(),
            ("cosh", [x]) => x.cosh(),
            ("tanh", [x]) => x.tanh(),
            ("exp", [x]) => x.exp(),
            ("exp2", [x]) => x.exp2(),
            ("expm1", [x]) => x.exp_m1(),
            ("log", [x]) => x.ln(),
            ("log2", [x]) => x.log2(),
            ("log10", [x]) => x.log10(),
            ("log1p", [x]) => x.ln_1p(),
            ("cbrt", [x]) => x.cbrt(),
            ("pow", [x, y]) => x.powf(*y),
            ("atan2", [y, x]) => y.atan2(*x),
            ("hypot", [x, y]) => x.hypot(*y),
            _ => return None,
        })
    }};
}

/// The host's libm function `name` (`f64` form) applied to `args`, if llsem
/// runs it on this host.
pub fn double(name: &str, args: &[f64]) -> Option<f64> {
    host_libm!(name, args)
}

/// The host's libm function `name` in its `f32` form (`sinf`, ...; `name`
/// without the `f`), if llsem runs it on this host.
pub fn single(name: &str, args: &[f32]) -> Option<f32> {
    host_libm!(name, args)
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
    }
}
