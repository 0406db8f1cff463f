//! The word widths in which a check's environments draw the contents of
//! the globals unknown at entry (decision 0060,
//! [`crate::sem::entry_words`]): the widths of the integers the modules
//! keep in those globals and read or write through them, so that each
//! such integer can start as a boundary value (`INT_MAX`, `INT_MIN`,
//! -1, ...) as an integer parameter does.
//!
//! The width is a field of the environment, which the source and the
//! target share, so both sides see the same contents whatever types their
//! modules give a global.

use crate::sem::environment::mix;
use crate::sem::program::Program;
use crate::syntax::{
    CastOp, Const, ConstKind, GlobalRef, InstKind, LocalId, Operand, TypeId, TypeKind,
};

use super::inputs::Input;

/// Most widths a check's environments take in turn.
const MAX_WIDTHS: usize = 4;

/// The widest word drawn, in bytes (the boundary values of wider
/// integers are drawn as those of narrower words side by side).
const MAX_WORD_BYTES: u32 = 16;

/// How many environments a check tries at least where its modules keep
/// integers in globals unknown at entry (instead of
/// [`super::inputs::MIN_ENVIRONMENTS`]): three in four of them draw
/// words, and a global keeps its initializer in one environment of four,
/// so a function without parameters meets about 36 fills of words. With
/// 32 environments of which half drew words, a reassociated `add nsw` sum
/// over four elements of a global array
/// (refinement-tests/inputs/global-array-nsw-sum-reassociated-wrong) was
/// found with 25 seeds of 30; with 64 and three in four, with 40 of 41
/// (the other: inconclusive).
pub const MIN_ENVIRONMENTS: usize = 64;

/// One environment in this many draws unknown globals' contents byte by
/// byte, as before words (where every byte may carry poison or undef
/// bits); the others in words.
const BYTES_ONE_IN: u64 = 4;

/// Mixed into an environment's seed to decide its word width.
const WORDS_SALT: u64 = 0x7f4a_7c15_9e37_79b9;

/// The widths in bytes of the integers `prog` keeps in and accesses
/// through its globals unknown at entry: the integer scalars (of whole
/// bytes, at most [`MAX_WORD_BYTES`]) of those globals' types (array,
/// vector and struct elements included), then of the values its
/// functions load or store at an address that is such a global, a
/// constant expression over one (`getelementptr`, a cast), or a
/// `getelementptr` or `bitcast`/`addrspacecast` instruction over those
/// (vector lanes each). In the order first met, each once.
pub fn widths(prog: &Program) -> Vec<u8> {
    let m = &prog.module;
    let unknown: Vec<&crate::syntax::Global> = prog.unknown_at_entry().map(|(_, g)| g).collect();
    let mut out = Vec::new();
    for g in &unknown {
        scalar_widths(prog, g.ty, &mut out);
    }
    let names_unknown = |c: &Const| {
        let mut hit = false;
        c.for_each_const(&mut |k| {
            if let ConstKind::Global(GlobalRef::Var(id)) = &k.kind {
                let g = &m.globals[id.0 as usize];
                hit |= unknown.iter().any(|u| std::ptr::eq(*u, g));
            }
        });
        hit
    };
    for body in m.functions.iter().filter_map(|f| f.body.as_ref()) {
        // Locals whose value is an address into an unknown global.
        let mut based: Vec<LocalId> = Vec::new();
        let into_unknown = |based: &[LocalId], op: &Operand| match op {
            Operand::Local(l, _) => based.contains(l),
            Operand::Const(c) => names_unknown(c),
            _ => false,
        };
        for inst in body.blocks.iter().flat_map(|b| &b.insts) {
            match &inst.kind {
                InstKind::Gep { base, .. } if into_unknown(&based, &base.val) => {
                    based.extend(inst.result);
                }
                InstKind::Cast {
                    op: CastOp::BitCast | CastOp::AddrSpaceCast,
                    val,
                    ..
                } if into_unknown(&based, &val.val) => based.extend(inst.result),
                InstKind::Load { ty, ptr, .. } if into_unknown(&based, &ptr.val) => {
                    scalar_widths(prog, *ty, &mut out);
                }
                InstKind::Store { val, ptr, .. } if into_unknown(&based, &ptr.val) => {
                    scalar_widths(prog, val.ty, &mut out);
                }
                _ => {}
            }
        }
    }
    out
}

/// Adds to `out` the widths in bytes of the integer scalars of `ty`
/// (itself, or the elements of an array or vector, or the fields of a
/// struct), those of whole bytes up to [`MAX_WORD_BYTES`], each once.
fn scalar_widths(prog: &Program, ty: TypeId, out: &mut Vec<u8>) {
    match prog.module.types.resolved(ty).clone() {
        TypeKind::Int(w) if w.is_multiple_of(8) && (8..=8 * MAX_WORD_BYTES).contains(&w) => {
            let bytes = (w / 8) as u8;
            if !out.contains(&bytes) {
                out.push(bytes);
            }
        }
        TypeKind::Array { elem, .. } | TypeKind::Vector { elem, .. } => {
            scalar_widths(prog, elem, out)
        }
        TypeKind::Struct { fields, .. } => {
            for f in fields {
                scalar_widths(prog, f, out);
            }
        }
        _ => {}
    }
}

/// Gives each input's environment its word width: in all but about one
/// in [`BYTES_ONE_IN`] of the environments (by a mix of the seed) one of
/// the first [`MAX_WIDTHS`] of `widths` (by the same mix), 0 (byte by
/// byte, as before words) in the rest and in all where `widths` is empty
/// or the environment does not choose globals' contents. A function of each
/// environment's seed, so of the check's seed alone.
pub fn assign(inputs: &mut [Input], widths: &[u8]) {
    let widths = &widths[..widths.len().min(MAX_WIDTHS)];
    for i in inputs {
        let bits = mix(i.env.seed, WORDS_SALT);
        i.env.words = match widths.len() {
            0 => 0,
            _ if !i.env.globals || bits.is_multiple_of(BYTES_ONE_IN) => 0,
            n => widths[((bits / BYTES_ONE_IN) % n as u64) as usize],
        };
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::*;
    use crate::model::Model;
    use crate::sem::environment::Environment;
    use crate::syntax::SourceFile;

    fn program(text: &str) -> Program {
        let m = crate::parse::load(SourceFile::new("t.ll", text)).expect("valid test module");
        Program::new(Arc::new(m), Model::default()).expect("compilable test module")
    }

    #[test]
    fn widths_come_from_unknown_globals_types_and_the_accesses_through_them() {
        let p = program(
            "@a = global [4 x i32] zeroinitializer\n\
             @b = global [16 x i8] zeroinitializer\n\
             @k = internal constant i16 1\n\
             @s = global { i64, ptr } zeroinitializer\n\
             define i16 @f(i64 %i) {\n\
               %p = getelementptr i8, ptr @b, i64 %i\n\
               %v = load <2 x i16>, ptr %p\n\
               %q = getelementptr [16 x i8], ptr @b, i64 0, i64 3\n\
               store i128 0, ptr %q\n\
               %w = load i16, ptr @k\n\
               ret i16 %w\n\
             }\n",
        );
        // @a's i32, @b's i8, @s's i64; then the <2 x i16> load and the
        // i128 store through @b. @k is a local constant: not unknown,
        // and neither is its i16 load.
        assert_eq!(widths(&p), vec![4, 1, 8, 2, 16]);
    }

    #[test]
    fn three_environments_in_four_take_a_width_each_width_as_often() {
        let mut inputs: Vec<Input> = (0..400)
            .map(|seed| Input {
                args: Vec::new(),
                env: Environment {
                    seed,
                    globals: seed % 10 != 0,
                    ..Environment::default()
                },
                reassoc: None,
            })
            .collect();
        assign(&mut inputs, &[4, 8]);
        let count = |w: u8| inputs.iter().filter(|i| i.env.words == w).count();
        // 360 environments choose globals' contents: 270 draw words.
        assert!((110..160).contains(&count(4)), "{}", count(4));
        assert!((110..160).contains(&count(8)), "{}", count(8));
        assert!(inputs.iter().all(|i| i.env.globals || i.env.words == 0));
        assign(&mut inputs, &[]);
        assert!(inputs.iter().all(|i| i.env.words == 0));
    }
}
