//! Whether two modules define their constant globals alike. Then each
//! constant global holds the same bytes at the end of every run of
//! either side, and comparing its contents could never tell the sides
//! apart: a check leaves those blocks out of what it observes
//! ([`super::behaviour::Lens::skip_constants`]), which on functions reading
//! large unknown constant tables was most of a check's time.
//!
//! Why the bytes are the same: a `constant` global is never modified
//! (LangRef "Global Variables": the contents "will never be modified";
//! a store to it is UB, semantics/memory.md [acc-constant]), and the environment writes
//! only mutable blocks (semantics/other.md [call-env]). So its contents at
//! the end are those at the start, which depend only on its definition
//! (type, initializer, linkage: [`crate::sem::program::Program::start_bytes`]),
//! the named types and data layout that give its bytes, and the input's
//! environment, which both sides share.

use crate::syntax::Module;
use crate::syntax::print::{print_global, print_named_types};

/// Whether `src` and `tgt` have the same data layout and named types and
/// every global that is `constant` in either is defined in both by the
/// same text (so `constant` in both). A global only one side has, or one
/// whose initializer, type, linkage or attachments changed, makes it
/// `false`.
pub fn constants_alike(src: &Module, tgt: &Module) -> bool {
    if src.layout != tgt.layout || print_named_types(src) != print_named_types(tgt) {
        return false;
    }
    let same_in = |a: &Module, b: &Module| {
        a.globals.iter().filter(|g| g.constant).all(|g| {
            b.globals
                .iter()
                .find(|h| h.name == g.name)
                .is_some_and(|h| print_global(a, g) == print_global(b, h))
        })
    };
    same_in(src, tgt) && same_in(tgt, src)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn module(text: &str) -> Module {
        crate::parse::parse_module(crate::syntax::SourceFile::new("t.ll", text)).expect("parses")
    }

    #[test]
    fn alike_only_when_every_constant_global_has_the_same_definition() {
        let base = "@t = external constant [0 x float]\n\
                    @c = constant [2 x i8] c\"ab\"\n\
                    @m = global i32 0\n";
        let a = module(base);
        assert!(constants_alike(&a, &module(base)));
        // A mutable global may differ: its contents are compared anyway.
        let mutable_changed = base.replace("@m = global i32 0", "@m = global i32 7");
        assert!(constants_alike(&a, &module(&mutable_changed)));
        // A changed initializer, a constant made mutable, one only a side
        // has, a changed named type: not alike.
        for other in [
            base.replace("c\"ab\"", "c\"ac\""),
            base.replace("@c = constant", "@c = global"),
            base.replace("@c = constant [2 x i8] c\"ab\"\n", ""),
            format!("{base}@d = constant i8 1\n"),
        ] {
            assert!(!constants_alike(&a, &module(&other)), "{other}");
            assert!(!constants_alike(&module(&other), &a), "{other}");
        }
        let typed = "%S = type { i32 }\n@s = constant %S zeroinitializer\n";
        let retyped = "%S = type { i64 }\n@s = constant %S zeroinitializer\n";
        assert!(constants_alike(&module(typed), &module(typed)));
        assert!(!constants_alike(&module(typed), &module(retyped)));
    }
}
