//! Tests of [`ApInt`](super::ApInt): parsing and printing here; the value
//! operations exhaustively at small widths (`exhaustive`), at hand-picked
//! limb boundaries (`boundary`) and by property tests at wide widths
//! (`wide`).

mod boundary;
mod exhaustive;
mod wide;

use super::ApInt;

#[test]
fn decimal_round_trip_at_boundaries() {
    for (w, text, back) in [
        (8, "-128", "-128"),
        (8, "255", "-1"),
        (8, "127", "127"),
        (1, "1", "-1"),
        (1, "-1", "-1"),
        (1, "0", "0"),
        (3, "7", "-1"),
        (3, "-4", "-4"),
        (64, "18446744073709551615", "-1"),
        (
            128,
            "-170141183460469231731687303715884105728",
            "-170141183460469231731687303715884105728",
        ),
        (
            256,
            "115792089237316195423570985008687907853269984665640564039457584007913129639935",
            "-1",
        ),
        (
            200,
            "1606938044258990275541962092341162602522202993782792835301375",
            "-1",
        ),
        (
            129,
            "340282366920938463463374607431768211456",
            "-340282366920938463463374607431768211456",
        ),
        (
            129,
            "-340282366920938463463374607431768211456",
            "-340282366920938463463374607431768211456",
        ),
        (300, "000000000000000000000000000000000000000012", "12"),
    ] {
        let v = ApInt::from_decimal(w, text).unwrap_or_else(|| panic!("{w} {text}"));
        assert_eq!(v.to_signed_decimal(), back, "i{w} {text}");
    }
    for (w, text) in [
        (8, "256"),
        (8, "-129"),
        (1, "2"),
        (1, "-2"),
        (3, "8"),
        (3, "12"),
        (3, "-5"),
        (129, "-340282366920938463463374607431768211457"),
        (
            200,
            "-1606938044258990275541962092341162602522202993782792835301375",
        ),
        (8, ""),
        (8, "-"),
        (8, "1x"),
        (8, "+1"),
    ] {
        assert!(ApInt::from_decimal(w, text).is_none(), "i{w} {text}");
    }
}

#[test]
fn decimal_agrees_with_i128_at_every_small_value() {
    for w in [1, 2, 3, 4, 8] {
        for u in 0..1u128 << w {
            let v = ApInt::from_u128(w, u);
            assert_eq!(v.to_unsigned_decimal(), u.to_string());
            let parsed = ApInt::from_decimal(w, &v.to_signed_decimal());
            assert_eq!(parsed.as_ref(), Some(&v), "i{w} {u}");
            assert_eq!(
                ApInt::from_decimal(w, &u.to_string()).as_ref(),
                Some(&v),
                "i{w} {u}"
            );
        }
    }
}

#[test]
fn hex_and_conversions() {
    let v = ApInt::from_hex(200, "FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF").unwrap();
    assert_eq!(v.active_bits(), 136);
    assert!(ApInt::from_hex(8, "100").is_none());
    assert!(ApInt::from_hex(8, "").is_none());
    assert!(ApInt::from_hex(8, "g").is_none());
    assert!(ApInt::from_hex(1, "2").is_none());
    assert_eq!(ApInt::from_hex(1, "0001").map(|v| v.low_u64()), Some(1));
    assert_eq!(ApInt::from_hex(8, "0ff").unwrap().to_u64(), Some(255));
    assert_eq!(
        ApInt::from_hex(8, "00000000000000000000000000000000000000ff")
            .unwrap()
            .to_u64(),
        Some(255)
    );
    assert_eq!(ApInt::from_i128(300, -5).to_i128(), Some(-5));
    assert_eq!(ApInt::from_i128(7, -5).to_i128(), Some(-5));
    assert_eq!(ApInt::from_i128(300, i128::MIN).to_i128(), Some(i128::MIN));
    assert_eq!(ApInt::from_i128(300, i128::MAX).to_i128(), Some(i128::MAX));
    assert_eq!(
        ApInt::from_i128(300, i128::MAX)
            .add(&ApInt::one(300))
            .to_i128(),
        None
    );
    assert_eq!(
        ApInt::from_i128(300, i128::MIN)
            .sub(&ApInt::one(300))
            .to_i128(),
        None
    );
    assert_eq!(ApInt::all_ones(65).active_bits(), 65);
    assert_eq!(ApInt::from_u64(300, 7).zext(400).trunc(3).to_u64(), Some(7));
    assert_eq!(ApInt::from_i64(200, -1).to_i64(), Some(-1));
    assert_eq!(ApInt::from_i64(64, i64::MIN).to_i64(), Some(i64::MIN));
    assert_eq!(ApInt::from_u64(65, u64::MAX).to_i64(), None);
    assert_eq!(ApInt::from_u64(64, u64::MAX).to_u64(), Some(u64::MAX));
    assert_eq!(
        ApInt::from_u64(200, u64::MAX)
            .add(&ApInt::one(200))
            .to_u64(),
        None
    );
    assert_eq!(
        ApInt::from_u64(200, u64::MAX)
            .add(&ApInt::one(200))
            .low_u64(),
        0
    );
    assert_eq!(ApInt::from_limbs(130, &[1, 2, 7]).limbs(), vec![1, 2, 3]);
    assert_eq!(ApInt::from_limbs(70, &[1]).limbs(), vec![1, 0]);
}

#[test]
fn display_and_debug() {
    assert_eq!(format!("{}", ApInt::from_i64(8, -3)), "-3");
    assert_eq!(format!("{:?}", ApInt::from_i64(300, -3)), "i300 -3");
    assert_eq!(ApInt::from_i64(300, -3).to_unsigned_decimal().len(), 91);
}

#[test]
fn inline_values_stay_small() {
    // The inline payload is 8-byte aligned, so a value is four words.
    assert_eq!(std::mem::size_of::<ApInt>(), 32);
}

#[test]
fn write_le_bytes_overwrites_the_whole_destination() {
    for w in [16, 100, 200] {
        let mut dst = [0xaau8; 40];
        ApInt::from_u64(w, 0x0102).write_le_bytes(&mut dst);
        assert_eq!(dst[..2], [2, 1], "i{w}");
        assert!(dst[2..].iter().all(|&b| b == 0), "i{w}");
    }
}
