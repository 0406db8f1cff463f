//! The fast loop's form of an instruction, decided when the function is
//! compiled: the commonest operations with their operand kinds fixed (a
//! register, or a defined integer constant held inline), so that the loop
//! tests no operand kind and reads no constant pool for them. Every other
//! instruction has [`FastOp::General`], and the loop reads its [`Op`].
//!
//! A form is a way of reaching the rules, not a rule: the loop runs each
//! form through the same functions it runs the [`Op`] through
//! (`eval_word_binary`, `eval_icmp_word`), and a form exists only where the
//! [`Op`] would take the same path (decision 0029).

use crate::apint::Word;
use crate::mem::WordAccess;
use crate::sem::code::{Code, Dest, GepStep, Op, Opnd};
use crate::sem::ops::gep::{Offset, constant_offset};
use crate::syntax::{
    BinOp, CastFlags, CastOp, FastMath, FloatKind, GepFlags, IntFlags, IntPred, TypeId,
};
use crate::value::{Scalar, Value};

/// The commonest word accesses, each at the alignment of its size: a
/// `load` or `store` of one of these has a form of its own, whose arm
/// calls the one-lookup access with the kind and alignment as constants,
/// so that each arm is that access compiled alone (decision 0033).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Natural {
    /// `i8`, `align 1`.
    I8,
    /// `i32`, `align 4`.
    I32,
    /// `i64`, `align 8`.
    I64,
    /// `ptr` (64 bits), `align 8`.
    Ptr,
    /// `double`, `align 8`.
    F64,
}

impl Natural {
    /// The word access and the alignment.
    #[inline(always)]
    pub const fn access(self) -> (WordAccess, u64) {
        match self {
            Natural::I8 => (WordAccess::Int { width: 8, size: 1 }, 1),
            Natural::I32 => (WordAccess::Int { width: 32, size: 4 }, 4),
            Natural::I64 => (WordAccess::Int { width: 64, size: 8 }, 8),
            Natural::Ptr => (WordAccess::Ptr, 8),
            Natural::F64 => (
                WordAccess::Float {
                    kind: FloatKind::Double,
                    size: 8,
                },
                8,
            ),
        }
    }

    /// The natural access `word` at `align` is, if any.
    pub fn of(word: WordAccess, align: u64) -> Option<Natural> {
        [
            Natural::I8,
            Natural::I32,
            Natural::I64,
            Natural::Ptr,
            Natural::F64,
        ]
        .into_iter()
        .find(|n| n.access() == (word, align))
    }
}

/// An instruction as the fast loop dispatches it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FastOp {
    /// No form of its own: the loop reads the instruction's [`Op`].
    General,
    /// An integer binary operator ([`Op::Binary`], not a float one) on two
    /// registers, with a result register.
    BinaryRR {
        /// The operator.
        op: BinOp,
        /// Its flags.
        flags: IntFlags,
        /// The result register.
        dst: u32,
        /// The left operand's register.
        lhs: u32,
        /// The right operand's register.
        rhs: u32,
    },
    /// An integer binary operator on a register and a defined integer
    /// constant of at most 64 bits, with a result register.
    BinaryRC {
        /// The operator.
        op: BinOp,
        /// Its flags.
        flags: IntFlags,
        /// The result register.
        dst: u32,
        /// The left operand's register.
        lhs: u32,
        /// The right operand (its [`Scalar::Int`] form).
        rhs: Word,
    },
    /// An `icmp` ([`Op::ICmp`]) on two registers, with a result register.
    ICmpRR {
        /// The predicate.
        pred: IntPred,
        /// `samesign`.
        samesign: bool,
        /// The result register.
        dst: u32,
        /// The left operand's register.
        lhs: u32,
        /// The right operand's register.
        rhs: u32,
        /// The jumps of the `br` fused with it ([`FastOp::fused`]).
        fused: (u32, u32),
    },
    /// An `icmp` on a register and a defined integer constant of at most
    /// 64 bits, with a result register.
    ICmpRC {
        /// The predicate.
        pred: IntPred,
        /// `samesign`.
        samesign: bool,
        /// The result register.
        dst: u32,
        /// The left operand's register.
        lhs: u32,
        /// The right operand (its [`Scalar::Int`] form).
        rhs: Word,
        /// The jumps of the `br` fused with it ([`FastOp::fused`]).
        fused: (u32, u32),
    },
    /// `trunc`, `zext` or `sext` ([`Op::Cast`]) of a register.
    Cast {
        /// The conversion.
        op: CastOp,
        /// Its flags.
        flags: CastFlags,
        /// The result register.
        dst: u32,
        /// The operand's register.
        val: u32,
        /// The result's width.
        width: u32,
    },
    /// A `load` ([`Op::Load`]) through a register that the loop may read in
    /// one lookup (its `word` is not [`WordAccess::None`]), with a result
    /// register.
    Load {
        /// The result register.
        dst: u32,
        /// The address's register.
        ptr: u32,
        /// The loaded type (for what the word read declines).
        ty: TypeId,
        /// The word access.
        word: WordAccess,
        /// The alignment in bytes.
        align: u64,
    },
    /// [`FastOp::Load`] of a [`Natural`] access (the result register, the
    /// address's register, the loaded type), one form per access.
    LoadI8(u32, u32, TypeId),
    /// [`FastOp::Load`] of [`Natural::I32`].
    LoadI32(u32, u32, TypeId),
    /// [`FastOp::Load`] of [`Natural::I64`].
    LoadI64(u32, u32, TypeId),
    /// [`FastOp::Load`] of [`Natural::Ptr`].
    LoadPtr(u32, u32, TypeId),
    /// [`FastOp::Load`] of [`Natural::F64`].
    LoadF64(u32, u32, TypeId),
    /// [`FastOp::StoreR`] of a [`Natural`] access (the stored value's
    /// register, the address's register, the stored type), one form per
    /// access.
    StoreI8(u32, u32, TypeId),
    /// [`FastOp::StoreR`] of [`Natural::I32`].
    StoreI32(u32, u32, TypeId),
    /// [`FastOp::StoreR`] of [`Natural::I64`].
    StoreI64(u32, u32, TypeId),
    /// [`FastOp::StoreR`] of [`Natural::Ptr`].
    StorePtr(u32, u32, TypeId),
    /// [`FastOp::StoreR`] of [`Natural::F64`].
    StoreF64(u32, u32, TypeId),
    /// A `store` ([`Op::Store`]) of a register through a register, that the
    /// loop may write in one lookup.
    StoreR {
        /// The stored value's register.
        val: u32,
        /// The address's register.
        ptr: u32,
        /// The stored type (for what the word write declines).
        ty: TypeId,
        /// The word access.
        word: WordAccess,
        /// The alignment in bytes.
        align: u64,
    },
    /// A `store` of a defined integer constant of at most 64 bits through a
    /// register, that the loop may write in one lookup.
    StoreC {
        /// The stored value (its [`Scalar::Int`] form).
        val: Word,
        /// The address's register.
        ptr: u32,
        /// The word access.
        word: WordAccess,
        /// The alignment in bytes.
        align: u64,
    },
    /// A scalar `getelementptr` ([`Op::Gep`]) from a register of one step
    /// that may add something (any other a constant zero index or an empty
    /// field), a field or a constant index, with a result register.
    Gep {
        /// Its flags.
        flags: GepFlags,
        /// The result register.
        dst: u32,
        /// The base's register.
        base: u32,
        /// The step.
        step: GepStep,
        /// The width of the index type.
        index_bits: u32,
    },
    /// A scalar `getelementptr` ([`Op::Gep`]) from a register whose only
    /// step that may add anything is one index in a register (any other
    /// step a constant zero index or an empty field, which add nothing
    /// and make nothing poison in `gep_lane`), with a result register.
    GepIndex {
        /// Its flags.
        flags: GepFlags,
        /// The result register.
        dst: u32,
        /// The base's register.
        base: u32,
        /// The index's register.
        index: u32,
        /// The index's stride in bytes.
        stride: u64,
        /// The width of the index type.
        index_bits: u32,
    },
    /// A scalar `getelementptr` ([`Op::Gep`]) from a register whose indices
    /// are all constants, at the index width 64, folded when the function
    /// is compiled to the one byte offset that adds what they add with the
    /// same outcome for every base ([`constant_offset`]: the rules of its
    /// flags decide on the folded offset what they decide index by index),
    /// with a result register.
    GepConst {
        /// Its flags.
        flags: GepFlags,
        /// The result register.
        dst: u32,
        /// The base's register.
        base: u32,
        /// The folded offset in bytes.
        offset: u64,
    },
    /// A `select` ([`Op::Select`]) without fast-math flags on a register
    /// condition, with a result register.
    Select {
        /// The result register.
        dst: u32,
        /// The condition's register.
        cond: u32,
        /// The value if true.
        then_val: Opnd,
        /// The value if false.
        else_val: Opnd,
    },
    /// A float binary operator (`fadd`..`frem`, [`Op::Binary`]) on two
    /// registers, with a result register.
    FloatRR {
        /// The operator.
        op: BinOp,
        /// Its fast-math flags.
        fmf: FastMath,
        /// The result register.
        dst: u32,
        /// The left operand's register.
        lhs: u32,
        /// The right operand's register.
        rhs: u32,
    },
    /// A float binary operator on a register and a constant float of a
    /// format of at most 64 bits, with a result register.
    FloatRC {
        /// The operator.
        op: BinOp,
        /// Its fast-math flags.
        fmf: FastMath,
        /// The result register.
        dst: u32,
        /// The left operand's register.
        lhs: u32,
        /// The right operand: its format and bits.
        rhs: (FloatKind, u64),
    },
    /// `br i1` on a register ([`Op::CondBr`]): the jumps if true and if
    /// false.
    CondBr {
        /// The condition's register.
        cond: u32,
        /// The jump if true.
        then_jump: u32,
        /// The jump if false.
        else_jump: u32,
    },
    /// `br label` ([`Op::Br`]): its jump.
    Br(u32),
}

/// The offsets of `getelementptr` steps that are all fields or defined
/// integer constants of at most 64 bits, as `gep_words` reads them
/// ([`Offset::Field`], [`Offset::Word`]); `None` if any is not.
fn constant_steps(steps: &[GepStep], code: &Code) -> Option<Vec<Offset<'static>>> {
    (steps.iter())
        .map(|step| match step {
            GepStep::Field { offset, bit } => Some(Offset::Field(*offset, *bit)),
            GepStep::Index {
                index: Opnd::Const(c),
                stride,
            } => match code.scalar_consts.get(*c as usize) {
                Some(Some(Scalar::Int(w))) => Some(Offset::Word(*w, *stride)),
                _ => None,
            },
            GepStep::Index { .. } => None,
        })
        .collect()
}

impl FastOp {
    /// The `fused` jumps of an `icmp` fused with no `br`.
    pub const NOT_FUSED: (u32, u32) = (u32::MAX, u32::MAX);

    /// The jumps, if true and if false, of the `br` an `icmp` is fused
    /// with (indices into [`Code::jumps`]; see [`Op::ICmp`]'s
    /// `then_else`), or [`FastOp::NOT_FUSED`].
    pub fn fused(then_else: Option<(Dest, Dest)>) -> (u32, u32) {
        then_else.map_or(FastOp::NOT_FUSED, |(t, e)| (t.jump, e.jump))
    }

    /// The registers the form names in its own fields (not those inside
    /// its [`Opnd`]s), which the loop reads and writes without a bounds
    /// test: every one is below the code's register count
    /// ([`FastOp::within`]).
    pub fn registers(&self) -> [Option<u32>; 3] {
        match *self {
            FastOp::General | FastOp::Br(_) => [None, None, None],
            FastOp::BinaryRR { dst, lhs, rhs, .. }
            | FastOp::ICmpRR { dst, lhs, rhs, .. }
            | FastOp::FloatRR { dst, lhs, rhs, .. } => [Some(dst), Some(lhs), Some(rhs)],
            FastOp::BinaryRC { dst, lhs, .. }
            | FastOp::ICmpRC { dst, lhs, .. }
            | FastOp::FloatRC { dst, lhs, .. } => [Some(dst), Some(lhs), None],
            FastOp::Cast { dst, val, .. } => [Some(dst), Some(val), None],
            FastOp::Load { dst, ptr, .. }
            | FastOp::LoadI8(dst, ptr, _)
            | FastOp::LoadI32(dst, ptr, _)
            | FastOp::LoadI64(dst, ptr, _)
            | FastOp::LoadPtr(dst, ptr, _)
            | FastOp::LoadF64(dst, ptr, _) => [Some(dst), Some(ptr), None],
            FastOp::StoreR { val, ptr, .. }
            | FastOp::StoreI8(val, ptr, _)
            | FastOp::StoreI32(val, ptr, _)
            | FastOp::StoreI64(val, ptr, _)
            | FastOp::StorePtr(val, ptr, _)
            | FastOp::StoreF64(val, ptr, _) => [Some(val), Some(ptr), None],
            FastOp::StoreC { ptr, .. } => [Some(ptr), None, None],
            FastOp::Gep { dst, base, .. } | FastOp::GepConst { dst, base, .. } => {
                [Some(dst), Some(base), None]
            }
            FastOp::GepIndex {
                dst, base, index, ..
            } => [Some(dst), Some(base), Some(index)],
            FastOp::Select { dst, cond, .. } => [Some(dst), Some(cond), None],
            FastOp::CondBr { cond, .. } => [Some(cond), None, None],
        }
    }

    /// This form if every register it names ([`FastOp::registers`]) is
    /// below `n`, the register count of its code; else
    /// [`FastOp::General`], which reads the instruction's [`Op`] with
    /// bounds tests. What lets the loop read the forms' registers without
    /// them (see `run_fast`).
    pub fn within(self, n: u32) -> FastOp {
        if self.registers().iter().flatten().all(|&r| r < n) {
            self
        } else {
            FastOp::General
        }
    }

    /// The form of an instruction with operation `op` and result register
    /// `dst`, in `code` (whose constants and jumps are final).
    pub fn of(op: &Op, dst: Option<u32>, code: &Code) -> FastOp {
        // The operand kinds: a register, or a constant with a defined
        // integer form (any other constant leaves the instruction
        // general).
        enum Kind {
            Reg(u32),
            Int(Word),
        }
        let kind = |o: Opnd| match o {
            Opnd::Reg(r) => Some(Kind::Reg(r)),
            Opnd::Const(c) => match code.scalar_consts.get(c as usize) {
                Some(Some(Scalar::Int(w))) => Some(Kind::Int(*w)),
                _ => None,
            },
        };
        match (op, dst) {
            (
                Op::Binary {
                    op,
                    flags,
                    lhs: Opnd::Reg(lhs),
                    rhs,
                    ..
                },
                Some(dst),
            ) if !op.is_float() => {
                let (op, flags, lhs) = (*op, *flags, *lhs);
                match kind(*rhs) {
                    Some(Kind::Reg(rhs)) => FastOp::BinaryRR {
                        op,
                        flags,
                        dst,
                        lhs,
                        rhs,
                    },
                    Some(Kind::Int(rhs)) => FastOp::BinaryRC {
                        op,
                        flags,
                        dst,
                        lhs,
                        rhs,
                    },
                    None => FastOp::General,
                }
            }
            (
                Op::Binary {
                    op,
                    fmf,
                    lhs: Opnd::Reg(lhs),
                    rhs,
                    ..
                },
                Some(dst),
            ) => {
                let (op, fmf, lhs) = (*op, *fmf, *lhs);
                match *rhs {
                    Opnd::Reg(rhs) => FastOp::FloatRR {
                        op,
                        fmf,
                        dst,
                        lhs,
                        rhs,
                    },
                    Opnd::Const(c) => match code.consts.get(c as usize) {
                        Some(Value::Float(f)) if f.kind.bits() <= 64 => FastOp::FloatRC {
                            op,
                            fmf,
                            dst,
                            lhs,
                            rhs: (f.kind, f.bits as u64),
                        },
                        _ => FastOp::General,
                    },
                }
            }
            (
                Op::ICmp {
                    pred,
                    samesign,
                    lhs: Opnd::Reg(lhs),
                    rhs,
                    then_else,
                },
                Some(dst),
            ) => {
                let (pred, samesign, lhs) = (*pred, *samesign, *lhs);
                let fused = FastOp::fused(*then_else);
                match kind(*rhs) {
                    Some(Kind::Reg(rhs)) => FastOp::ICmpRR {
                        pred,
                        samesign,
                        dst,
                        lhs,
                        rhs,
                        fused,
                    },
                    Some(Kind::Int(rhs)) => FastOp::ICmpRC {
                        pred,
                        samesign,
                        dst,
                        lhs,
                        rhs,
                        fused,
                    },
                    None => FastOp::General,
                }
            }
            (
                Op::CondBr {
                    cond: Opnd::Reg(cond),
                    then_dest,
                    else_dest,
                },
                _,
            ) => FastOp::CondBr {
                cond: *cond,
                then_jump: then_dest.jump,
                else_jump: else_dest.jump,
            },
            (Op::Br(dest), _) => FastOp::Br(dest.jump),
            (
                Op::Select {
                    fmf,
                    cond: Opnd::Reg(cond),
                    then_val,
                    else_val,
                },
                Some(dst),
            ) if fmf.is_empty() => FastOp::Select {
                dst,
                cond: *cond,
                then_val: *then_val,
                else_val: *else_val,
            },
            (
                Op::Cast {
                    op: op @ (CastOp::Trunc | CastOp::ZExt | CastOp::SExt),
                    flags,
                    val: Opnd::Reg(val),
                    width,
                    ..
                },
                Some(dst),
            ) => FastOp::Cast {
                op: *op,
                flags: *flags,
                dst,
                val: *val,
                width: *width,
            },
            (
                Op::Load {
                    ty,
                    ptr: Opnd::Reg(ptr),
                    align,
                    word,
                    ..
                },
                Some(dst),
            ) if *word != WordAccess::None => match Natural::of(*word, *align) {
                Some(Natural::I8) => FastOp::LoadI8(dst, *ptr, *ty),
                Some(Natural::I32) => FastOp::LoadI32(dst, *ptr, *ty),
                Some(Natural::I64) => FastOp::LoadI64(dst, *ptr, *ty),
                Some(Natural::Ptr) => FastOp::LoadPtr(dst, *ptr, *ty),
                Some(Natural::F64) => FastOp::LoadF64(dst, *ptr, *ty),
                None => FastOp::Load {
                    dst,
                    ptr: *ptr,
                    ty: *ty,
                    word: *word,
                    align: *align,
                },
            },
            (
                Op::Store {
                    ty,
                    val,
                    ptr: Opnd::Reg(ptr),
                    align,
                    word,
                    ..
                },
                _,
            ) if *word != WordAccess::None => match kind(*val) {
                Some(Kind::Reg(val)) => match Natural::of(*word, *align) {
                    Some(Natural::I8) => FastOp::StoreI8(val, *ptr, *ty),
                    Some(Natural::I32) => FastOp::StoreI32(val, *ptr, *ty),
                    Some(Natural::I64) => FastOp::StoreI64(val, *ptr, *ty),
                    Some(Natural::Ptr) => FastOp::StorePtr(val, *ptr, *ty),
                    Some(Natural::F64) => FastOp::StoreF64(val, *ptr, *ty),
                    None => FastOp::StoreR {
                        val,
                        ptr: *ptr,
                        ty: *ty,
                        word: *word,
                        align: *align,
                    },
                },
                Some(Kind::Int(val)) => FastOp::StoreC {
                    val,
                    ptr: *ptr,
                    word: *word,
                    align: *align,
                },
                None => FastOp::General,
            },
            (
                Op::Gep {
                    flags,
                    base: Opnd::Reg(base),
                    steps,
                    lanes: None,
                    index_bits,
                },
                Some(dst),
            ) if *index_bits == 64
                && let Some(offset) = constant_steps(steps, code)
                    .and_then(|offsets| constant_offset(*flags, &offsets)) =>
            {
                FastOp::GepConst {
                    flags: *flags,
                    dst,
                    base: *base,
                    offset,
                }
            }
            (
                Op::Gep {
                    flags,
                    base: Opnd::Reg(base),
                    steps,
                    lanes: None,
                    index_bits,
                },
                Some(dst),
            ) => {
                // A constant zero index and a field at offset 0 (not of a
                // packed struct's bits) add nothing and make nothing poison
                // (`gep_lane` skips a zero offset; a zero index loses no
                // bits in the index width and its product overflows
                // nothing), so that the form runs the rule on the others.
                let adds = |step: &&GepStep| match step {
                    GepStep::Field { offset, bit } => *offset != 0 || *bit != 0,
                    GepStep::Index {
                        index: Opnd::Const(c),
                        ..
                    } => !matches!(
                        code.scalar_consts.get(*c as usize),
                        Some(Some(Scalar::Int(w))) if w.bits() == 0
                    ),
                    GepStep::Index { .. } => true,
                };
                let mut adding = steps.iter().filter(adds);
                match (adding.next(), adding.next()) {
                    (
                        Some(GepStep::Index {
                            index: Opnd::Reg(index),
                            stride,
                        }),
                        None,
                    ) => FastOp::GepIndex {
                        flags: *flags,
                        dst,
                        base: *base,
                        index: *index,
                        stride: *stride,
                        index_bits: *index_bits,
                    },
                    (Some(step), None) => FastOp::Gep {
                        flags: *flags,
                        dst,
                        base: *base,
                        step: *step,
                        index_bits: *index_bits,
                    },
                    _ => FastOp::General,
                }
            }
            _ => FastOp::General,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::syntax::TypeId;

    /// One form of every kind, its register fields numbered from
    /// `1_000_001` (every other number is small).
    fn one_of_each() -> Vec<FastOp> {
        let (a, b, c) = (1_000_001, 1_000_002, 1_000_003);
        let w = Word::new(8, 5);
        let ty = TypeId(7);
        let (word, align) = Natural::I64.access();
        vec![
            FastOp::General,
            FastOp::BinaryRR {
                op: BinOp::Add,
                flags: IntFlags::default(),
                dst: a,
                lhs: b,
                rhs: c,
            },
            FastOp::BinaryRC {
                op: BinOp::Add,
                flags: IntFlags::default(),
                dst: a,
                lhs: b,
                rhs: w,
            },
            FastOp::ICmpRR {
                pred: IntPred::Eq,
                samesign: false,
                dst: a,
                lhs: b,
                rhs: c,
                fused: (3, 4),
            },
            FastOp::ICmpRC {
                pred: IntPred::Eq,
                samesign: false,
                dst: a,
                lhs: b,
                rhs: w,
                fused: (3, 4),
            },
            FastOp::Cast {
                op: CastOp::ZExt,
                flags: CastFlags::default(),
                dst: a,
                val: b,
                width: 32,
            },
            FastOp::Load {
                dst: a,
                ptr: b,
                ty,
                word,
                align,
            },
            FastOp::LoadI8(a, b, ty),
            FastOp::LoadI32(a, b, ty),
            FastOp::LoadI64(a, b, ty),
            FastOp::LoadPtr(a, b, ty),
            FastOp::LoadF64(a, b, ty),
            FastOp::StoreI8(a, b, ty),
            FastOp::StoreI32(a, b, ty),
            FastOp::StoreI64(a, b, ty),
            FastOp::StorePtr(a, b, ty),
            FastOp::StoreF64(a, b, ty),
            FastOp::StoreR {
                val: a,
                ptr: b,
                ty,
                word,
                align,
            },
            FastOp::StoreC {
                val: w,
                ptr: a,
                word,
                align,
            },
            FastOp::Gep {
                flags: GepFlags::default(),
                dst: a,
                base: b,
                step: GepStep::Field { offset: 8, bit: 0 },
                index_bits: 64,
            },
            FastOp::GepIndex {
                flags: GepFlags::default(),
                dst: a,
                base: b,
                index: c,
                stride: 8,
                index_bits: 64,
            },
            FastOp::GepConst {
                flags: GepFlags::default(),
                dst: a,
                base: b,
                offset: 16,
            },
            FastOp::Select {
                dst: a,
                cond: b,
                then_val: Opnd::Const(0),
                else_val: Opnd::Const(1),
            },
            FastOp::FloatRR {
                op: BinOp::FAdd,
                fmf: FastMath::default(),
                dst: a,
                lhs: b,
                rhs: c,
            },
            FastOp::FloatRC {
                op: BinOp::FAdd,
                fmf: FastMath::default(),
                dst: a,
                lhs: b,
                rhs: (FloatKind::Double, 0),
            },
            FastOp::CondBr {
                cond: a,
                then_jump: 3,
                else_jump: 4,
            },
            FastOp::Br(3),
        ]
    }

    /// `registers` names every register field of every form (the numbers
    /// of `one_of_each` in its `Debug` text), which is what lets the loop
    /// read them without a bounds test; `within` keeps a form exactly when
    /// all are below the bound.
    #[test]
    fn registers_name_every_register_field() {
        for f in one_of_each() {
            let text = format!("{f:?}");
            let mut named: Vec<u32> = f.registers().into_iter().flatten().collect();
            named.sort_unstable();
            let mut fields: Vec<u32> = text
                .split(|c: char| !c.is_ascii_digit())
                .filter_map(|n| n.parse().ok())
                .filter(|&n| n > 1_000_000)
                .collect();
            fields.sort_unstable();
            assert_eq!(named, fields, "{text}");
            let top = named.last().copied();
            assert_eq!(f.within(1_000_004), f);
            match top {
                Some(r) => assert_eq!(f.within(r), FastOp::General, "{text}"),
                None => assert_eq!(f.within(0), f),
            }
        }
    }
}
