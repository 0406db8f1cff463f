//! Constants the source may merge as the target did. LangRef "Global
//! Variables": constants marked `unnamed_addr` "can be merged with other
//! constants if they have the same initializer", also with one whose
//! address is significant. ConstantMerge does so, and the target then
//! mentions one of the two where the source mentions either: a source run
//! with the two at one address is one the source module may have, so a
//! target behaviour it shows is allowed.

use crate::sem::program::Program;
use crate::syntax::{Global, GlobalId};

/// The pairs `(from, into)` of the source's global constants that the
/// source may merge and the target did: `from` and `into` have the same
/// type and initializer, neither can be replaced at link time or is
/// initialized outside the module, one of them is `unnamed_addr`, and the
/// target defines a global named as `into` and none named as `from`.
pub fn merged_by_target(src: &Program, tgt: &Program) -> Vec<(GlobalId, GlobalId)> {
    let sm = &src.module;
    let in_target = |g: &Global| tgt.module.globals.iter().any(|t| t.name == g.name);
    let fixed = |g: &Global| {
        g.constant && g.init.is_some() && !g.externally_initialized && !sm.may_be_replaced(&g.props)
    };
    let unnamed = |g: &Global| g.props.unnamed_addr.as_deref() == Some("unnamed_addr");
    let mut out: Vec<(GlobalId, GlobalId)> = Vec::new();
    for (i, from) in sm.globals.iter().enumerate() {
        if !fixed(from) || in_target(from) {
            continue;
        }
        let into = sm.globals.iter().enumerate().find(|&(j, into)| {
            j != i
                && fixed(into)
                && in_target(into)
                && into.ty == from.ty
                && into.init == from.init
                && (unnamed(from) || unnamed(into))
        });
        if let Some((j, _)) = into {
            out.push((GlobalId(i as u32), GlobalId(j as u32)));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::*;
    use crate::model::Model;
    use crate::syntax::SourceFile;

    fn program(globals: &str) -> Program {
        let text = format!("{globals}\ndefine void @f() {{\n  ret void\n}}\n");
        let m = crate::parse::load(SourceFile::new("t.ll", text)).expect("valid test module");
        Program::new(Arc::new(m), Model::default()).expect("compilable test module")
    }

    #[test]
    fn only_constants_of_one_initializer_one_unnamed_addr_the_target_merged_are_merged() {
        let tgt = program("@b = constant i32 0");
        let merged = |src: &str| merged_by_target(&program(src), &tgt);
        // ConstantMerge's case: @a goes, @b stays.
        let both = "@a = internal constant i32 0\n@b = unnamed_addr constant i32 0";
        assert_eq!(merged(both), [(GlobalId(0), GlobalId(1))]);
        let other = "@a = unnamed_addr constant i32 0\n@b = constant i32 0";
        assert_eq!(merged(other), [(GlobalId(0), GlobalId(1))]);
        // Addresses significant on both sides, other initializers, other
        // types, a mutable global, a replaceable one: no merge.
        for src in [
            "@a = internal constant i32 0\n@b = constant i32 0",
            "@a = internal constant i32 1\n@b = unnamed_addr constant i32 0",
            "@a = internal constant i64 0\n@b = unnamed_addr constant i32 0",
            "@a = internal global i32 0\n@b = unnamed_addr constant i32 0",
            "@a = weak unnamed_addr constant i32 0\n@b = constant i32 0",
        ] {
            assert_eq!(merged(src), [], "{src}");
        }
        // The target kept both: nothing was merged.
        let kept = program("@a = internal constant i32 0\n@b = constant i32 0");
        assert_eq!(merged_by_target(&program(both), &kept), []);
    }
}
