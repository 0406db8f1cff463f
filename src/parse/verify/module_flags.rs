//! The module flags (LangRef "Module Flags Metadata"): each node of
//! `!llvm.module.flags` is a triple `!{i32 behavior, !"id", value}`.
//!
//! LangRef: the behavior is one of 1 (Error) to 8 (Min); "it is an error
//! for a particular unique flag ID to have multiple behaviors, except in
//! the case of Require", which adds a requirement and whose value is a
//! pair `!{!"other id", value}` that the module's flag `other id` must
//! have; Append and AppendUnique take a metadata node; Max takes an
//! integer and Min a non-negative one. LLVM 22's verifier rejects each
//! violation (and a `wchar_size` flag whose value is not an integer), with
//! the messages kept here; llsem reports them at the flag's `!N`.

use super::super::error::Diagnostic;
use super::Cx;
use crate::syntax::{MdId, Metadata};

/// Behaviors by number (LangRef "Module Flags Metadata").
const REQUIRE: u64 = 3;
const APPEND: u64 = 5;
const APPEND_UNIQUE: u64 = 6;
const MAX: u64 = 7;
const MIN: u64 = 8;

impl Cx<'_> {
    /// Checks every node of `!llvm.module.flags`, then the requirements of
    /// the Require flags; the first violation, at the flag's definition.
    pub(super) fn check_module_flags(&self) -> Result<(), Diagnostic> {
        let mut seen: Vec<&[u8]> = Vec::new();
        let mut flags: Vec<(&[u8], Option<&Metadata>)> = Vec::new();
        let mut requirements: Vec<(MdId, &Metadata, Option<&Metadata>)> = Vec::new();
        let nodes = self
            .m
            .named_metadata
            .iter()
            .filter(|n| n.name == "llvm.module.flags")
            .flat_map(|n| &n.nodes);
        for &id in nodes {
            let at = |msg: &str| Diagnostic::error(self.md_span(id), msg.to_string());
            let Some(Metadata::Tuple { elems, .. }) = self.m.md_node(id) else {
                return Err(at("incorrect number of operands in module flag"));
            };
            let [behavior, key, value] = elems.as_slice() else {
                return Err(at("incorrect number of operands in module flag"));
            };
            let behavior = match behavior.as_ref().and_then(|b| self.md_int(b)) {
                None => {
                    return Err(at(
                        "invalid behavior operand in module flag (expected constant integer)",
                    ));
                }
                Some((b, _)) if !(1..=MIN).contains(&b) => {
                    return Err(at(
                        "invalid behavior operand in module flag (unexpected constant)",
                    ));
                }
                Some((b, _)) => b,
            };
            let Some(Metadata::String(key)) = key.as_ref().map(|k| self.resolve(k)) else {
                return Err(at(
                    "invalid ID operand in module flag (expected metadata string)",
                ));
            };
            let value = value.as_ref().map(|v| self.resolve(v));
            let node = matches!(value, Some(Metadata::Tuple { .. }));
            match behavior {
                REQUIRE => {
                    let Some(Metadata::Tuple { elems, .. }) = value else {
                        return Err(at(
                            "invalid value for 'require' module flag (expected metadata pair)",
                        ));
                    };
                    let [Some(other), wanted] = elems.as_slice() else {
                        return Err(at(
                            "invalid value for 'require' module flag (expected metadata pair)",
                        ));
                    };
                    if !matches!(self.resolve(other), Metadata::String(_)) {
                        return Err(at(
                            "invalid value for 'require' module flag (first value operand should be a string)",
                        ));
                    }
                    requirements.push((id, other, wanted.as_ref()));
                }
                APPEND | APPEND_UNIQUE if !node => {
                    return Err(at(
                        "invalid value for 'append'-type module flag (expected a metadata node)",
                    ));
                }
                MAX if value.and_then(|v| self.md_int(v)).is_none() => {
                    return Err(at(
                        "invalid value for 'max' module flag (expected constant integer)",
                    ));
                }
                MIN if !matches!(value.and_then(|v| self.md_int(v)), Some((_, false))) => {
                    return Err(at(
                        "invalid value for 'min' module flag (expected constant non-negative integer)",
                    ));
                }
                _ => {}
            }
            if behavior != REQUIRE {
                if seen.contains(&key.as_slice()) {
                    return Err(at(
                        "module flag identifiers must be unique (or of 'require' type)",
                    ));
                }
                seen.push(key);
            }
            if key == b"wchar_size" && value.and_then(|v| self.md_int(v)).is_none() {
                return Err(at("wchar_size metadata requires constant integer argument"));
            }
            // A requirement is on the other flags' values, never on a
            // Require flag's own (llvm-as-22).
            if behavior != REQUIRE {
                flags.push((key, value));
            }
        }
        for (id, other, wanted) in requirements {
            let Metadata::String(other) = self.resolve(other) else {
                continue;
            };
            let at = |msg: &str| Diagnostic::error(self.md_span(id), msg.to_string());
            match flags.iter().find(|(k, _)| *k == other.as_slice()) {
                None => {
                    return Err(at(
                        "invalid requirement on flag, flag is not present in module",
                    ));
                }
                Some((_, value)) if !self.md_opt_equal(*value, wanted) => {
                    return Err(at(
                        "invalid requirement on flag, flag does not have the required value",
                    ));
                }
                Some(_) => {}
            }
        }
        Ok(())
    }
}
