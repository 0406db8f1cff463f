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
//! parameter count an upgrade changes ([`UPGRADED_ARITIES`]), and, for
//! the x86 intrinsics listed in `x86-upgraded.txt` (those llvm-as-22
//! accepts under some other signature, found by
//! `scripts/gen-x86-upgrades.py`), a function type that departs from the
//! signature only in the positions listed with the name (the result, some
//! parameters, the parameter count), whatever the types there. Every other
//! x86 intrinsic of the table is checked exactly, as LLVM's verifier
//! checks it.

mod matching;
mod notation;

use std::collections::HashMap;
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
const UPGRADED_ARITIES: [(&str, usize); 17] = [
    ("coro.end", 2),
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

/// The table: its lines by base name (`llvm.umax`), sorted by name. A
/// line's signature is parsed only when a name is looked up: a run checks
/// a handful of intrinsics, and parsing all 2,200 lines up front cost
/// about 9.7 million host instructions per process (decision 0044).
struct Table {
    lines: Vec<(&'static str, &'static str)>,
}

fn table() -> &'static Table {
    static TABLE: OnceLock<Table> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut lines: Vec<(&'static str, &'static str)> = lines()
            .filter_map(|l| Some((l.split_once(' ')?.0, l)))
            .collect();
        // Stable, and linear on the table's sorted runs.
        lines.sort_by_key(|(name, _)| *name);
        Table { lines }
    })
}

impl Table {
    /// The entry of the base name `name`, parsed from its line (none for
    /// a line that does not parse: `every_line_of_the_table_parses`).
    fn entry(&self, name: &str) -> Option<(&'static str, Entry)> {
        let i = self.lines.binary_search_by_key(&name, |(n, _)| n).ok()?;
        let (base, line) = self.lines[i];
        let (_, sig) = parse_line(line).ok()?;
        Some((
            base,
            Entry {
                sig,
                text: &line[base.len() + 1..],
            },
        ))
    }

    /// LLVM's `Intrinsic::lookupIntrinsicID`: the longest base name that
    /// `name` is, or extends by `.suffix`; a suffix is allowed only on an
    /// overloaded intrinsic.
    fn lookup(&self, name: &str) -> Option<(&'static str, Entry)> {
        let mut candidate = name;
        loop {
            if let Some((base, e)) = self.entry(candidate) {
                return (candidate.len() == name.len() || e.sig.overloaded()).then_some((base, e));
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

/// What an upgrade of a listed x86 intrinsic may change in its function
/// type (a line of `x86-upgraded.txt`).
#[derive(Default)]
struct Upgrade {
    /// The result type.
    ret: bool,
    /// These parameters' types (by index).
    params: Vec<usize>,
    /// The number of parameters.
    count: bool,
}

/// The x86 intrinsics (full names) of which LLVM 22 upgrades an older
/// signature, with the positions an accepted older signature changes.
fn x86_upgraded() -> &'static HashMap<&'static str, Upgrade> {
    static MAP: OnceLock<HashMap<&'static str, Upgrade>> = OnceLock::new();
    MAP.get_or_init(|| {
        let mut map = HashMap::new();
        for line in include_str!("x86-upgraded.txt").lines() {
            let mut words = line.split_whitespace();
            let Some(name) = words.next().filter(|n| !n.starts_with('#')) else {
                continue;
            };
            let mut up = Upgrade::default();
            for w in words {
                match w {
                    "ret" => up.ret = true,
                    "count" => up.count = true,
                    i => up.params.extend(i.parse::<usize>().ok()),
                }
            }
            map.insert(name, up);
        }
        map
    })
}

impl Upgrade {
    /// Whether `fn_ty` departs from `entry`'s (concrete) signature only
    /// where this upgrade may change it.
    fn admits(&self, entry: &Entry, types: &TypeTable, fn_ty: TypeId) -> bool {
        let Some((ret, params, varargs)) = types.function_parts(fn_ty) else {
            return false;
        };
        let Some((sig_ret, sig_params)) = split_signature(entry.text) else {
            return true;
        };
        if varargs || params.len() != sig_params.len() {
            return self.count;
        }
        let same = |ty: TypeId, text: &str| spaceless(&types.display(ty)) == spaceless(text);
        (self.ret || same(ret, sig_ret))
            && params
                .iter()
                .zip(&sig_params)
                .enumerate()
                .all(|(i, (p, text))| self.params.contains(&i) || same(*p, text))
    }
}

/// `RET (P, ...)` as the result's text and each parameter's.
fn split_signature(text: &str) -> Option<(&str, Vec<&str>)> {
    let open = text.rfind(" (")?;
    let inner = text[open + 2..].strip_suffix(')')?;
    let mut params = Vec::new();
    let (mut depth, mut start) = (0i32, 0);
    for (i, c) in inner.char_indices() {
        match c {
            '<' | '{' | '(' | '[' => depth += 1,
            '>' | '}' | ')' | ']' => depth -= 1,
            ',' if depth == 0 => {
                params.push(inner[start..i].trim());
                start = i + 1;
            }
            _ => {}
        }
    }
    if !inner[start..].trim().is_empty() {
        params.push(inner[start..].trim());
    }
    Some((text[..open].trim(), params))
}

/// `text` without whitespace (type texts compared whatever their spacing).
fn spaceless(text: &str) -> String {
    text.chars().filter(|c| !c.is_whitespace()).collect()
}

/// Whether an upgrade may rewrite a call of `base` (signature `entry`)
/// through `fn_ty` with `count` parameters: a listed x86 intrinsic whose
/// type departs from the signature only where its upgrades do, or a
/// parameter count an upgrade changes.
fn upgradable(base: &str, entry: &Entry, types: &TypeTable, fn_ty: TypeId, count: usize) -> bool {
    if let Some(up) = x86_upgraded().get(base) {
        return up.admits(entry, types, fn_ty);
    }
    let base = base.strip_prefix("llvm.").unwrap_or(base);
    UPGRADED_ARITIES.contains(&(base, count))
}

/// Whether `rest` (a name after `llvm.`) starts with a prefix an upgrade
/// renames ([`UPGRADED_PREFIXES`]).
fn upgraded_prefix(rest: &str) -> bool {
    UPGRADED_PREFIXES.iter().any(|p| rest.starts_with(p))
}

/// Whether a declared function named `name` is, to LLVM 22, an ordinary
/// external function although its name starts with `llvm.`: the table
/// covers the name, no intrinsic of it has that name (LLVM's
/// `Function::lookupIntrinsicID` finds none), and no upgrade renames it.
/// llvm-as-22 accepts such a declaration and its calls, and `opt-22`
/// keeps them as calls of an unknown function (old `llvm.dbg.stoppoint`
/// calls, say). Names of other targets' intrinsics are not covered, so
/// this says `false` for them.
pub fn names_no_intrinsic(name: &str) -> bool {
    covered(name).is_some_and(|rest| table().lookup(name).is_none() && !upgraded_prefix(rest))
}

/// Checks a call of `name` (`llvm.*`) that the module never declares,
/// through function type `fn_ty`: the message LLVM 22 gives if it rejects
/// it.
pub fn check_undeclared(name: &str, types: &TypeTable, fn_ty: TypeId) -> Result<(), String> {
    let Some(rest) = covered(name) else {
        return Ok(());
    };
    let Some((base, entry)) = table().lookup(name) else {
        if upgraded_prefix(rest) {
            return Ok(());
        }
        return Err(format!("unknown intrinsic '{name}'"));
    };
    match fit(&entry.sig, types, fn_ty) {
        Err((mismatch, count)) if !upgradable(base, &entry, types, fn_ty, count) => Err(format!(
            "invalid intrinsic signature: {}",
            explain(mismatch, base, &entry, types, fn_ty)
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
        Err((mismatch, count)) if !upgradable(base, &entry, types, decl_ty, count) => {
            let what = match mismatch {
                Mismatch::Return => "return type",
                Mismatch::Param(_) => "argument type",
                Mismatch::Count | Mismatch::VarArgs => "number of arguments",
            };
            Err(format!(
                "intrinsic @{name} has incorrect {what}: {}",
                explain(mismatch, base, &entry, types, decl_ty)
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
