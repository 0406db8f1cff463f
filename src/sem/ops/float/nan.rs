//! The NaN results LLVM allows (LangRef "Behavior of Floating-Point NaN
//! values"), for the machine's oracle to choose from.
//!
//! When IEEE-754 says a math operation returns a NaN, LLVM returns a NaN with
//! a non-deterministic sign whose quiet bit and payload are one of:
//! - quiet bit set, payload zero ("preferred NaN");
//! - quiet bit set, payload of any NaN operand ("quieting propagation");
//! - quiet bit and payload of any NaN operand ("unchanged propagation");
//! - a target-specific "extra" payload: none on x86 and ARM, which is the
//!   choice llsem makes.
//!
//! `fptrunc` drops the low payload bits that do not fit and `fpext` appends
//! zero bits; an unchanged signaling NaN whose payload truncates to zero would
//! be an infinity, so that case is not offered.
//!
//! x86_fp80 results always have the integer bit set (no pseudo-NaNs).

use super::UnsupportedFloat;
use super::bits::{FpClass, Layout, classify};
use crate::syntax::FloatKind;

/// The quiet bit and payload of a candidate NaN result, in the result format.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct NanBody {
    quiet: bool,
    payload: u128,
}

/// Every NaN a math operation of format `kind` may return when IEEE-754 says
/// NaN, given the operation's operands `inputs` (of format `kind`; non-NaN
/// operands contribute nothing). Deduplicated; the order is fixed: the
/// positive preferred NaN first, then the negative one, then for each NaN
/// operand in order its quieted and its unchanged payload, positive first.
pub fn nan_results(kind: FloatKind, inputs: &[u128]) -> Result<Vec<u128>, UnsupportedFloat> {
    let layout = Layout::of(kind)?;
    let bodies = inputs
        .iter()
        .filter_map(|&bits| nan_body(layout, bits))
        .collect::<Vec<_>>();
    Ok(results_from(layout, &bodies))
}

/// Every NaN `fptrunc` or `fpext` from `from` to `to` may return for the
/// NaN operand `input` (of format `from`). For a non-NaN `input` this is the
/// preferred NaN of `to` only.
pub fn nan_results_cast(
    from: FloatKind,
    to: FloatKind,
    input: u128,
) -> Result<Vec<u128>, UnsupportedFloat> {
    let src = Layout::of(from)?;
    let dst = Layout::of(to)?;
    let body = nan_body(src, input).map(|b| NanBody {
        quiet: b.quiet,
        payload: resize_payload(b.payload, src.quiet_pos(), dst.quiet_pos()),
    });
    Ok(results_from(dst, body.as_slice()))
}

/// The quiet bit and payload of `bits` if it is a NaN of `layout`.
fn nan_body(layout: Layout, bits: u128) -> Option<NanBody> {
    let quiet = match classify(layout, bits) {
        FpClass::QNan => true,
        FpClass::SNan => false,
        _ => return None,
    };
    Some(NanBody {
        quiet,
        payload: bits & layout.payload_mask(),
    })
}

/// A payload of `from` bits moved to a field of `to` bits, aligned at the top.
fn resize_payload(payload: u128, from: u32, to: u32) -> u128 {
    if to >= from {
        payload << (to - from)
    } else {
        payload >> (from - to)
    }
}

/// The result set for the NaN operands `bodies`, in the documented order.
fn results_from(layout: Layout, bodies: &[NanBody]) -> Vec<u128> {
    let preferred = NanBody {
        quiet: true,
        payload: 0,
    };
    let propagated = bodies.iter().flat_map(|b| {
        [
            NanBody {
                quiet: true,
                payload: b.payload,
            },
            *b,
        ]
    });
    let mut out = Vec::new();
    for body in std::iter::once(preferred).chain(propagated) {
        if !body.quiet && body.payload == 0 {
            // Would encode an infinity: not a NaN.
            continue;
        }
        for negative in [false, true] {
            let bits = encode(layout, negative, body);
            if !out.contains(&bits) {
                out.push(bits);
            }
        }
    }
    out
}

/// The NaN bit pattern with this sign, quiet bit and payload.
fn encode(layout: Layout, negative: bool, body: NanBody) -> u128 {
    let sign = if negative { layout.sign_mask() } else { 0 };
    let quiet = u128::from(body.quiet) << layout.quiet_pos();
    sign | layout.exp_mask() | layout.int_bit() | quiet | body.payload & layout.payload_mask()
}

#[cfg(test)]
mod tests {
    use super::*;

    const F_QNAN: u128 = 0x7fc0_0000;
    const F_NEG_QNAN: u128 = 0xffc0_0000;

    #[test]
    fn no_nan_operand_gives_the_preferred_nan_with_either_sign() {
        assert_eq!(
            nan_results(FloatKind::Float, &[0x3f80_0000, 0xff80_0000]),
            Ok(vec![F_QNAN, F_NEG_QNAN])
        );
        assert_eq!(nan_results(FloatKind::Half, &[]), Ok(vec![0x7e00, 0xfe00]));
        assert_eq!(
            nan_results(FloatKind::X86Fp80, &[]),
            Ok(vec![0x7FFF_C000_0000_0000_0000, 0xFFFF_C000_0000_0000_0000])
        );
        assert_eq!(
            nan_results(FloatKind::Fp128, &[]),
            Ok(vec![0x7FFF_8000 << 96, 0xFFFF_8000 << 96])
        );
    }

    #[test]
    fn a_signaling_operand_may_come_back_quieted_or_unchanged() {
        let snan = 0x7f80_0001;
        assert_eq!(
            nan_results(FloatKind::Float, &[snan, 0x4000_0000]),
            Ok(vec![
                F_QNAN,
                F_NEG_QNAN,
                0x7fc0_0001,
                0xffc0_0001,
                snan,
                0xff80_0001
            ])
        );
    }

    #[test]
    fn quiet_operands_never_give_a_signaling_result() {
        let a = 0xffc0_0005;
        let b = 0x7fc0_0007;
        let all = nan_results(FloatKind::Float, &[a, b]).unwrap();
        assert_eq!(
            all,
            vec![F_QNAN, F_NEG_QNAN, 0x7fc0_0005, a, 0x7fc0_0007, 0xffc0_0007]
        );
        assert!(all.iter().all(|&n| n & 0x0040_0000 != 0));
    }

    #[test]
    fn fpext_moves_the_payload_to_the_top() {
        // float sNaN payload 1 → double payload 1 << 29.
        let got = nan_results_cast(FloatKind::Float, FloatKind::Double, 0x7f80_0001).unwrap();
        assert_eq!(
            got,
            vec![
                0x7ff8_0000_0000_0000,
                0xfff8_0000_0000_0000,
                0x7ff8_0000_2000_0000,
                0xfff8_0000_2000_0000,
                0x7ff0_0000_2000_0000,
                0xfff0_0000_2000_0000,
            ]
        );
        // double → x86_fp80 keeps the integer bit set.
        let got = nan_results_cast(FloatKind::Double, FloatKind::X86Fp80, 0x7ff4_0000_0000_0000);
        assert_eq!(got.unwrap()[2], 0x7FFF_E000_0000_0000_0000);
    }

    #[test]
    fn fptrunc_drops_low_payload_bits_and_cannot_make_an_infinity() {
        // Signaling double NaN whose payload lives in the low bits only.
        let low = 0x7ff0_0000_0000_0001;
        assert_eq!(
            nan_results_cast(FloatKind::Double, FloatKind::Float, low),
            Ok(vec![F_QNAN, F_NEG_QNAN])
        );
        let high = 0xfff0_0400_0000_0000;
        assert_eq!(
            nan_results_cast(FloatKind::Double, FloatKind::Half, high),
            Ok(vec![0x7e00, 0xfe00, 0x7e01, 0xfe01, 0x7c01, 0xfc01])
        );
    }

    #[test]
    fn x87_pseudo_nan_operands_give_proper_nans() {
        let pseudo = 0x7FFF_4000_0000_0000_0003;
        let all = nan_results(FloatKind::X86Fp80, &[pseudo]).unwrap();
        assert_eq!(all[2], 0x7FFF_C000_0000_0000_0003);
        assert!(all.iter().all(|n| n >> 63 & 1 == 1));
    }
}
