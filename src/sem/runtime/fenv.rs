//! `<fenv.h>` rounding control (C17 7.6.3): `fegetround` and `fesetround`,
//! with glibc's x86-64 values of the `FE_*` macros, over the run's dynamic
//! rounding mode, which `llvm.get.rounding`/`llvm.set.rounding` share.
//!
//! The mode starts as the environment's ([`crate::sem::environment::Environment::rounding`]).
//! Only the constrained floating-point intrinsics read it: the ordinary
//! instructions assume the default environment (LangRef "Floating-Point
//! Environment"), and llsem evaluates them to nearest whatever the mode.

use crate::sem::machine::Machine;
use crate::sem::ops::float::modes::RoundingMode;
use crate::sem::stop::Stop;
use crate::syntax::TypeId;
use crate::value::Value;

/// glibc's x86-64 `FE_*` value of a mode (`None` for the one x86 lacks,
/// to nearest with ties away).
pub fn fe_value(mode: RoundingMode) -> Option<i64> {
    match mode {
        RoundingMode::NearestTiesToEven => Some(0),
        RoundingMode::TowardNegative => Some(0x400),
        RoundingMode::TowardPositive => Some(0x800),
        RoundingMode::TowardZero => Some(0xc00),
        RoundingMode::NearestTiesToAway => None,
    }
}

/// The mode of an `FE_*` value.
fn from_fe_value(v: i64) -> Option<RoundingMode> {
    RoundingMode::ALL
        .into_iter()
        .find(|m| fe_value(*m) == Some(v))
}

impl Machine<'_, '_> {
    /// Runs the `<fenv.h>` function `name`, if llsem implements it:
    /// `fegetround()` returns the mode's `FE_*` value (-1 for a mode x86
    /// has not), `fesetround(m)` sets it and returns 0, or returns
    /// nonzero and changes nothing for a value that is no `FE_*` macro.
    pub(super) fn call_fenv(
        &mut self,
        name: &str,
        args: &[(Value, TypeId)],
        ret_ty: TypeId,
    ) -> Result<Option<Option<Value>>, Stop> {
        let r = match name {
            "fegetround" => fe_value(self.rounding_mode()).unwrap_or(-1),
            "fesetround" => match from_fe_value(self.arg_i64(args, 0, name)?) {
                Some(mode) => {
                    self.set_rounding_mode(mode);
                    0
                }
                None => 1,
            },
            _ => return Ok(None),
        };
        Ok(Some(Some(self.int_result(ret_ty, r as i128))))
    }
}
