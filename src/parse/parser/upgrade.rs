//! Intrinsic names that LLVM's `AutoUpgrade` renames when it reads a module
//! written for an older LLVM, so that llsem runs them as the intrinsics
//! they became. Only renames with the same arguments and meaning are here;
//! llvm-as-22 piped to llvm-dis-22 shows each.

/// The name LLVM 22 gives an old intrinsic name, if it upgrades it:
///
/// - `llvm.experimental.vector.reduce.v2.fadd.f32.v4f32` (and `fmul`) is
///   `llvm.vector.reduce.fadd.v4f32` (the scalar type leaves the name);
/// - `llvm.experimental.vector.reduce.OP.SUFFIX` for every other operation
///   is `llvm.vector.reduce.OP.SUFFIX`. The first, unversioned `fadd` and
///   `fmul` reductions are not upgraded (LLVM leaves them as unknown
///   intrinsics).
pub(super) fn upgraded_intrinsic_name(name: &str) -> Option<String> {
    let rest = name.strip_prefix("llvm.experimental.vector.reduce.")?;
    if let Some(v2) = rest.strip_prefix("v2.") {
        let (op, tail) = v2.split_once('.')?;
        if op != "fadd" && op != "fmul" {
            return None;
        }
        let (_scalar, vector) = tail.split_once('.')?;
        return Some(format!("llvm.vector.reduce.{op}.{vector}"));
    }
    let (op, _) = rest.split_once('.')?;
    if op == "fadd" || op == "fmul" {
        return None;
    }
    Some(format!("llvm.vector.reduce.{rest}"))
}

#[cfg(test)]
mod tests {
    use super::upgraded_intrinsic_name as up;

    #[test]
    fn vector_reductions_as_llvm_22_renames_them() {
        assert_eq!(
            up("llvm.experimental.vector.reduce.add.v4i32").as_deref(),
            Some("llvm.vector.reduce.add.v4i32")
        );
        assert_eq!(
            up("llvm.experimental.vector.reduce.smax.v4i32").as_deref(),
            Some("llvm.vector.reduce.smax.v4i32")
        );
        assert_eq!(
            up("llvm.experimental.vector.reduce.fmax.v4f32").as_deref(),
            Some("llvm.vector.reduce.fmax.v4f32")
        );
        assert_eq!(
            up("llvm.experimental.vector.reduce.v2.fadd.f32.v4f32").as_deref(),
            Some("llvm.vector.reduce.fadd.v4f32")
        );
        assert_eq!(up("llvm.experimental.vector.reduce.fadd.f32.v4f32"), None);
        assert_eq!(up("llvm.vector.reduce.add.v4i32"), None);
        assert_eq!(up("llvm.experimental.vector.reduce.v2.add.v4i32"), None);
    }
}
