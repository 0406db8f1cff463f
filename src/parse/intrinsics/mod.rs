//! The intrinsic signatures LLVM 22 knows (decision 0014): which
//! `@llvm.*` names are intrinsics, and the function types a call of each
//! may have. The facts are in `table.txt`, generated from LLVM 22's
//! `IntrinsicImpl.inc` by `scripts/gen-intrinsic-table.py`, for the
//! target-independent and the x86 intrinsics; other targets' intrinsics
//! are not listed and not checked.
//!
//! What llvm-as-22 does, and so what llsem does:
//!
//! - an `@llvm.*` call the module never declares names a known intrinsic
//!   ("unknown intrinsic 'llvm.foo'" otherwise) and its function type fits
//!   the intrinsic's signature ("invalid intrinsic signature" otherwise),
//!   both at the callee;
//! - a declared `@llvm.*` function is checked only where it is called: an
//!   unknown name is an ordinary external function; a known one must have
//!   a type that fits the signature, and the call must use that type;
//! - a declaration nothing calls is never checked.
//!
//! LLVM's `AutoUpgrade` first rewrites old forms it knows (older names,
//! and signatures with a parameter since removed), so llsem accepts what
//! an upgrade might rewrite: a name unknown to the table under a prefix
//! the upgrades use ([`UPGRADED_PREFIXES`], and every x86 name), a
//! parameter count an upgrade changes ([`UPGRADED_ARITIES`]), and any
//! signature of the x86 intrinsics listed in `x86-upgraded.txt` (those
//! llvm-as-22 accepts under some other signature, found by
//! `scripts/gen-x86-upgrades.py`). Every other x86 intrinsic of the table
//! is checked exactly, as LLVM's verifier checks it.

mod matching;
mod notation;

use std::collections::{HashMap, HashSet};
use std::sync::OnceLock;

use crate::syntax::{TypeId, TypeTable};
use matching::{Mismatch, check, concrete};
use notation::{Signature, parse_line};

/// LLVM 22's target prefixes other than x86 (`llvm.<target>.*`): their
/// intrinsics are not in the table, and calls of them are not checked.
const OTHER_TARGETS: [&str; 17] = [
    "aarch64",
    "amdgcn",
    "arm",
    "bpf",
    "dx",
    "hexagon",
    "loongarch",
    "mips",
    "nvvm",
    "ppc",
    "r600",
    "riscv",
    "s390",
    "spv",
    "ve",
    "wasm",
    "xcore",
];

/// Prefixes (after `llvm.`) of target-independent names that LLVM 22's
/// `AutoUpgrade` renames to intrinsics of other names (read in LLVM's
/// `AutoUpgrade.cpp`, checked with llvm-as-22): an unknown name under one
/// of them is accepted.
const UPGRADED_PREFIXES: [&str; 8] = [
    "experimental.vector.",
    "experimental.stepvector",
    "dbg.addr",
    "flt.rounds",
    "invariant.group.barrier",
    "stackprotectorcheck",
    "vector.splice.",
    "x86.",
];

/// Intrinsics (after `llvm.`) whose older forms had another parameter
/// count, which LLVM 22's `AutoUpgrade` rewrites: a call or declaration
/// with that count is accepted whatever its types.
const UPGRADED_ARITIES: [(&str, usize); 16] = [
    ("ctlz", 1),
    ("cttz", 1),
    ("dbg.value", 4),
    ("lifetime.start", 2),
    ("lifetime.end", 2),
    ("masked.load", 4),
    ("masked.store", 4),
    ("masked.gather", 4),
    ("masked.scatter", 4),
    ("memcpy", 5),
    ("memmove", 5),
    ("memset", 5),
    ("objectsize", 2),
    ("objectsize", 3),
    ("ptr.annotation", 4),
    ("var.annotation", 4),
];

/// The table's lines without comments.
fn lines() -> impl Iterator<Item = &'static str> {
    include_str!("table.txt")
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
}

/// One intrinsic: its signature, and the signature as the table writes
/// it (for messages).
struct Entry {
    sig: Signature,
    text: &'static str,
}

/// The table: intrinsics by base name (`llvm.umax`).
struct Table {
    sigs: HashMap<&'static str, Entry>,
}

fn table() -> &'static Table {
    static TABLE: OnceLock<Table> = OnceLock::new();
    TABLE.get_or_init(|| Table {
        sigs: lines()
            .filter_map(|l| {
                let (name, sig) = parse_line(l).ok()?;
                Some((
                    name,
                    Entry {
                        sig,
                        text: &l[name.len() + 1..],
                    },
                ))
            })
            .collect(),
    })
}

impl Table {
    /// LLVM's `Intrinsic::lookupIntrinsicID`: the longest base name that
    /// `name` is, or extends by `.suffix`; a suffix is allowed only on an
    /// overloaded intrinsic.
    fn lookup(&self, name: &str) -> Option<(&'static str, &Entry)> {
        let mut candidate = name;
        loop {
            if let Some((base, e)) = self.sigs.get_key_value(candidate) {
                return (candidate.len() == name.len() || e.sig.overloaded()).then_some((*base, e));
            }
            candidate = &candidate[..candidate.rfind('.')?];
        }
    }
}

/// Whether the table covers `name` (`llvm.` and a name not of another
/// target).
fn covered(name: &str) -> Option<&str> {
    let rest = name.strip_prefix("llvm.")?;
    let first = rest.split('.').next().unwrap_or(rest);
    (!OTHER_TARGETS.contains(&first)).then_some(rest)
}

/// The x86 intrinsics (full names) of which LLVM 22 upgrades an older
/// signature: a call of one is accepted whatever its type.
fn x86_upgraded() -> &'static HashSet<&'static str> {
    static SET: OnceLock<HashSet<&'static str>> = OnceLock::new();
    SET.get_or_init(|| {
        include_str!("x86-upgraded.txt")
            .lines()
            .filter(|l| !l.starts_with('#') && !l.is_empty())
            .collect()
    })
}

/// Whether an upgrade may rewrite a call of `base` with `count` parameters
/// (one of the x86 intrinsics with older signatures whatever its type).
fn upgradable(base: &str, count: usize) -> bool {
    if x86_upgraded().contains(base) {
        return true;
    }
    let base = base.strip_prefix("llvm.").unwrap_or(base);
    UPGRADED_ARITIES.contains(&(base, count))
}

/// Checks a call of `name` (`llvm.*`) that the module never declares,
/// through function type `fn_ty`: the message LLVM 22 gives if it rejects
/// it.
pub fn check_undeclared(name: &str, types: &TypeTable, fn_ty: TypeId) -> Result<(), String> {
    let Some(rest) = covered(name) else {
        return Ok(());
    };
    let Some((base, entry)) = table().lookup(name) else {
        if UPGRADED_PREFIXES.iter().any(|p| rest.starts_with(p)) {
            return Ok(());
        }
        return Err(format!("unknown intrinsic '{name}'"));
    };
    match fit(&entry.sig, types, fn_ty) {
        Err((mismatch, count)) if !upgradable(base, count) => Err(format!(
            "invalid intrinsic signature: {}",
            explain(mismatch, base, entry, types, fn_ty)
        )),
        _ => Ok(()),
    }
}

/// Checks a call through function type `call_ty` of the declared function
/// `name` of type `decl_ty`: the message LLVM 22's verifier gives if it
/// rejects it.
pub fn check_declared(
    name: &str,
    types: &TypeTable,
    decl_ty: TypeId,
    call_ty: TypeId,
) -> Result<(), String> {
    if covered(name).is_none() {
        return Ok(());
    }
    let Some((base, entry)) = table().lookup(name) else {
        return Ok(());
    };
    match fit(&entry.sig, types, decl_ty) {
        Ok(()) if call_ty != decl_ty => Err(format!(
            "intrinsic called with incompatible signature: @{name} is declared {} but called as {}",
            types.display(decl_ty),
            types.display(call_ty)
        )),
        Err((mismatch, count)) if !upgradable(base, count) => {
            let what = match mismatch {
                Mismatch::Return => "return type",
                Mismatch::Param(_) => "argument type",
                Mismatch::Count | Mismatch::VarArgs => "number of arguments",
            };
            Err(format!(
                "intrinsic @{name} has incorrect {what}: {}",
                explain(mismatch, base, entry, types, decl_ty)
            ))
        }
        _ => Ok(()),
    }
}

/// Matches a function type against `sig`; on a mismatch, also the type's
/// parameter count.
fn fit(sig: &Signature, types: &TypeTable, fn_ty: TypeId) -> Result<(), (Mismatch, usize)> {
    let Some((ret, params, varargs)) = types.function_parts(fn_ty) else {
        return Err((Mismatch::Count, 0));
    };
    let ret = concrete(types, ret);
    let params_c: Vec<_> = params.iter().map(|p| concrete(types, *p)).collect();
    check(sig, &ret, &params_c, varargs).map_err(|m| (m, params.len()))
}

/// Says where `fn_ty` departs from `base`'s signature.
fn explain(
    mismatch: Mismatch,
    base: &str,
    entry: &Entry,
    types: &TypeTable,
    fn_ty: TypeId,
) -> String {
    let wanted = format!("{base}'s signature is {}", entry.text);
    let Some((ret, params, _)) = types.function_parts(fn_ty) else {
        return wanted;
    };
    match mismatch {
        Mismatch::Count => format!("{} parameters given, but {wanted}", params.len()),
        Mismatch::VarArgs => format!("variadic or not as written, but {wanted}"),
        Mismatch::Return => format!("result {}, but {wanted}", types.display(ret)),
        Mismatch::Param(i) => format!(
            "argument {} has type {}, but {wanted}",
            i + 1,
            types.display(params[i])
        ),
    }
}

#[cfg(test)]
mod tests;
