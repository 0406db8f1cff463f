//! Constants (LangRef "Constants"): simple, complex, global addresses,
//! `undef`/`poison`, `blockaddress`, and constant expressions.

use super::inst::{BinOp, CastOp, GepFlags, IntFlags};
use super::module::{BlockId, GlobalRef};
use super::types::TypeId;
use crate::apint::ApInt;

/// A constant together with its type.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Const {
    /// The constant's type.
    pub ty: TypeId,
    /// What the constant is.
    pub kind: ConstKind,
}

/// The forms of constants.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum ConstKind {
    /// An integer (`i1` as `true`/`false`, others in decimal or `u0x`/`s0x`).
    Int(ApInt),
    /// A floating-point value as the bit pattern of its own format (an
    /// `x86_fp80` in the low 80 bits).
    Float(u128),
    /// `null`, the null pointer.
    Null,
    /// `none`, the token constant.
    NoneToken,
    /// `undef`.
    Undef,
    /// `poison`.
    Poison,
    /// `zeroinitializer`.
    Zero,
    /// `[ T v, ... ]`.
    Array(Vec<Const>),
    /// `c"..."`: an array of `i8` written as a string.
    CString(Vec<u8>),
    /// `< T v, ... >`.
    Vector(Vec<Const>),
    /// `splat (T v)`: a vector with every element `v`.
    Splat(Box<Const>),
    /// `{ T v, ... }` or `<{ T v, ... }>` (also for the packed bit struct).
    Struct(Vec<Const>),
    /// `@name`: the address of a global variable, function, alias or ifunc.
    Global(GlobalRef),
    /// `blockaddress(@f, %bb)`.
    BlockAddress {
        /// The function holding the block.
        func: GlobalRef,
        /// The block, once resolved in that function.
        block: BlockId,
    },
    /// `dso_local_equivalent @f`.
    DsoLocalEquivalent(GlobalRef),
    /// `no_cfi @f`.
    NoCfi(GlobalRef),
    /// A constant expression.
    Expr(Box<ConstExpr>),
}

/// The constant expressions of LangRef 22 ("Constant Expressions").
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum ConstExpr {
    /// `trunc`/`ptrtoint`/`ptrtoaddr`/`inttoptr`/`bitcast`/`addrspacecast`
    /// `(T v to T2)`; the result type is the constant's type.
    Cast {
        /// The conversion.
        op: CastOp,
        /// The operand.
        val: Const,
    },
    /// `add`/`sub`/`xor (T a, T b)` with their flags.
    Binary {
        /// The operation.
        op: BinOp,
        /// `nuw`/`nsw`.
        flags: IntFlags,
        /// Left operand.
        lhs: Const,
        /// Right operand.
        rhs: Const,
    },
    /// `getelementptr [inbounds|nusw|nuw] [inrange(a, b)] (T, ptr p, idx...)`.
    Gep {
        /// `inbounds`/`nusw`/`nuw`.
        flags: GepFlags,
        /// `inrange(start, end)`, if written.
        inrange: Option<(ApInt, ApInt)>,
        /// The source element type.
        source_ty: TypeId,
        /// The base pointer.
        base: Const,
        /// The indices.
        indices: Vec<Const>,
    },
    /// `extractelement (V, I)`.
    ExtractElement {
        /// The vector.
        vec: Const,
        /// The index.
        idx: Const,
    },
    /// `insertelement (V, E, I)`.
    InsertElement {
        /// The vector.
        vec: Const,
        /// The new element.
        elem: Const,
        /// The index.
        idx: Const,
    },
    /// `shufflevector (V1, V2, MASK)`.
    ShuffleVector {
        /// First input.
        v1: Const,
        /// Second input.
        v2: Const,
        /// The mask (a constant vector of `i32`, elements may be poison).
        mask: Const,
    },
}

impl Const {
    /// Calls `f` on this constant and on every constant inside it
    /// (elements, fields, the operands of constant expressions), outer
    /// ones first.
    pub fn for_each_const<'a>(&'a self, f: &mut dyn FnMut(&'a Const)) {
        f(self);
        match &self.kind {
            ConstKind::Array(es) | ConstKind::Vector(es) | ConstKind::Struct(es) => {
                es.iter().for_each(|e| e.for_each_const(f))
            }
            ConstKind::Splat(e) => e.for_each_const(f),
            ConstKind::Expr(e) => match &**e {
                ConstExpr::Cast { val, .. } => val.for_each_const(f),
                ConstExpr::Binary { lhs, rhs, .. } => {
                    lhs.for_each_const(f);
                    rhs.for_each_const(f);
                }
                ConstExpr::Gep { base, indices, .. } => {
                    base.for_each_const(f);
                    indices.iter().for_each(|i| i.for_each_const(f));
                }
                ConstExpr::ExtractElement { vec, idx } => {
                    vec.for_each_const(f);
                    idx.for_each_const(f);
                }
                ConstExpr::InsertElement { vec, elem, idx } => {
                    vec.for_each_const(f);
                    elem.for_each_const(f);
                    idx.for_each_const(f);
                }
                ConstExpr::ShuffleVector { v1, v2, mask } => {
                    v1.for_each_const(f);
                    v2.for_each_const(f);
                    mask.for_each_const(f);
                }
            },
            ConstKind::Int(_)
            | ConstKind::Float(_)
            | ConstKind::Null
            | ConstKind::NoneToken
            | ConstKind::Undef
            | ConstKind::Poison
            | ConstKind::Zero
            | ConstKind::CString(_)
            | ConstKind::Global(_)
            | ConstKind::BlockAddress { .. }
            | ConstKind::DsoLocalEquivalent(_)
            | ConstKind::NoCfi(_) => {}
        }
    }
}
