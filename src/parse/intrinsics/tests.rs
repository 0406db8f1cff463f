use super::*;
use crate::syntax::TypeKind;

#[test]
fn every_line_of_the_table_parses() {
    let bad: Vec<&str> = lines().filter(|l| parse_line(l).is_err()).collect();
    assert!(bad.is_empty(), "unparsed lines: {bad:?}");
    // One line per name, each found by its name.
    let t = table();
    assert_eq!(t.lines.len(), lines().count());
    assert!(t.lines.windows(2).all(|w| w[0].0 < w[1].0), "a name twice");
    for l in lines() {
        let name = l.split_once(' ').map_or(l, |(n, _)| n);
        assert_eq!(t.entry(name).map(|e| e.0), Some(name));
    }
}

#[test]
fn names_are_looked_up_as_llvm_does() {
    let t = table();
    // An overloaded intrinsic takes any suffix, even a wrong one.
    assert_eq!(t.lookup("llvm.umax.i32").map(|e| e.0), Some("llvm.umax"));
    assert_eq!(
        t.lookup("llvm.umax.i64.i32").map(|e| e.0),
        Some("llvm.umax")
    );
    assert_eq!(t.lookup("llvm.umax").map(|e| e.0), Some("llvm.umax"));
    // The longest base name wins.
    assert_eq!(
        t.lookup("llvm.sadd.with.overflow.i8").map(|e| e.0),
        Some("llvm.sadd.with.overflow")
    );
    assert_eq!(
        t.lookup("llvm.memcpy.inline.p0.p0.i64").map(|e| e.0),
        Some("llvm.memcpy.inline")
    );
    // A name that is not overloaded takes no suffix.
    assert!(t.lookup("llvm.donothing").is_some());
    assert!(t.lookup("llvm.donothing.i32").is_none());
    assert!(t.lookup("llvm.x86.sse2.pmulh.w.128").is_none());
    assert!(t.lookup("llvm.foo.bar").is_none());
}

fn fn_ty(types: &mut TypeTable, ret: TypeKind, params: &[TypeKind]) -> TypeId {
    let ret = types.intern(ret);
    let params = params.iter().map(|p| types.intern(p.clone())).collect();
    types.intern(TypeKind::Function {
        ret,
        params,
        varargs: false,
    })
}

#[test]
fn undeclared_calls_are_checked_as_llvm_as_checks_them() {
    let mut types = TypeTable::new();
    let i32 = TypeKind::Int(32);
    let i64 = TypeKind::Int(64);
    let good = fn_ty(&mut types, i32.clone(), &[i32.clone(), i32.clone()]);
    let bad = fn_ty(&mut types, i32.clone(), &[i32.clone(), i64.clone()]);
    let three = fn_ty(
        &mut types,
        i32.clone(),
        &[i32.clone(), i32.clone(), i32.clone()],
    );
    assert_eq!(check_undeclared("llvm.umax.i32", &types, good), Ok(()));
    let err = check_undeclared("llvm.umax.i32", &types, bad).unwrap_err();
    assert!(
        err.starts_with("invalid intrinsic signature: argument 2 has type i64"),
        "{err}"
    );
    assert!(check_undeclared("llvm.umax.i32", &types, three).is_err());
    assert_eq!(
        check_undeclared("llvm.foo.bar", &types, good),
        Err("unknown intrinsic 'llvm.foo.bar'".to_string())
    );
    // Names an upgrade renames, other targets' names, and x86 names that
    // are not in the table (older names LLVM upgrades) are accepted.
    assert_eq!(
        check_undeclared("llvm.experimental.vector.reduce.add.v4i32", &types, good),
        Ok(())
    );
    assert_eq!(check_undeclared("llvm.aarch64.foo", &types, good), Ok(()));
    assert_eq!(
        check_undeclared("llvm.x86.sse2.pmulu.dq", &types, good),
        Ok(())
    );
    // A parameter count an upgrade rewrites is accepted.
    let one = fn_ty(&mut types, i32.clone(), std::slice::from_ref(&i32));
    assert_eq!(check_undeclared("llvm.ctlz.i32", &types, one), Ok(()));
    assert!(check_undeclared("llvm.umax.i32", &types, one).is_err());
}

#[test]
fn declared_intrinsics_are_checked_where_called() {
    let mut types = TypeTable::new();
    let i32 = TypeKind::Int(32);
    let i64 = TypeKind::Int(64);
    let good = fn_ty(&mut types, i32.clone(), &[i32.clone(), i32.clone()]);
    let good64 = fn_ty(&mut types, i64.clone(), &[i64.clone(), i64.clone()]);
    let bad = fn_ty(&mut types, i32.clone(), &[i32.clone(), i64.clone()]);
    assert_eq!(check_declared("llvm.umax.i32", &types, good, good), Ok(()));
    // A wrong suffix is remangled by LLVM: accepted.
    assert_eq!(
        check_declared("llvm.umax.i32", &types, good64, good64),
        Ok(())
    );
    let err = check_declared("llvm.umax.i32", &types, good, good64).unwrap_err();
    assert!(
        err.starts_with("intrinsic called with incompatible signature"),
        "{err}"
    );
    let err = check_declared("llvm.umax.i32", &types, bad, bad).unwrap_err();
    assert!(
        err.starts_with("intrinsic @llvm.umax.i32 has incorrect argument type"),
        "{err}"
    );
    // A declared unknown name is an ordinary function.
    assert_eq!(check_declared("llvm.foo", &types, bad, good), Ok(()));
}

#[test]
fn current_x86_intrinsics_are_checked_unless_llvm_upgrades_their_old_signature() {
    let mut types = TypeTable::new();
    let i32 = TypeKind::Int(32);
    let i64 = TypeKind::Int(64);
    let crc_good = fn_ty(&mut types, i64.clone(), &[i64.clone(), i64.clone()]);
    let crc_bad = fn_ty(&mut types, i64.clone(), &[i64.clone(), i32.clone()]);
    let name = "llvm.x86.sse42.crc32.64.64";
    assert_eq!(check_declared(name, &types, crc_good, crc_good), Ok(()));
    // llvm-as-22: "Intrinsic has incorrect argument type!".
    let err = check_declared(name, &types, crc_bad, crc_bad).unwrap_err();
    assert!(
        err.starts_with("intrinsic @llvm.x86.sse42.crc32.64.64 has incorrect argument type: argument 2 has type i32"),
        "{err}"
    );
    let err = check_undeclared(name, &types, crc_bad).unwrap_err();
    assert!(err.starts_with("invalid intrinsic signature"), "{err}");
    // `insertps` once took its immediate as i32: LLVM upgrades that form.
    let f4 = TypeKind::Vector {
        len: 4,
        elem: types.intern(TypeKind::Float(crate::syntax::FloatKind::Float)),
        scalable: false,
    };
    let old = fn_ty(
        &mut types,
        f4.clone(),
        &[f4.clone(), f4.clone(), i32.clone()],
    );
    assert_eq!(
        check_declared("llvm.x86.sse41.insertps", &types, old, old),
        Ok(())
    );
}

#[test]
fn llvm_names_without_an_intrinsic_are_ordinary_functions() {
    // Removed long ago; llvm-as-22 and opt-22 keep the calls as calls.
    assert!(names_no_intrinsic("llvm.dbg.stoppoint"));
    assert!(names_no_intrinsic("llvm.no.such.thing"));
    // Intrinsics, overloaded or not, and their suffixed names.
    assert!(!names_no_intrinsic("llvm.umax.i32"));
    assert!(!names_no_intrinsic("llvm.assume"));
    assert!(!names_no_intrinsic("llvm.dbg.value"));
    // Names an upgrade renames, and other targets' names: not ordinary.
    assert!(!names_no_intrinsic("llvm.dbg.addr"));
    assert!(!names_no_intrinsic("llvm.x86.sse2.no.such"));
    assert!(!names_no_intrinsic("llvm.nvvm.no.such"));
    // Not an `llvm.` name at all.
    assert!(!names_no_intrinsic("printf"));
}
