//! Instructions of LangRef 22 ("Instruction Reference"), every flag kept as
//! written. Operand types are stored where the text writes them, so that the
//! printer can write the instruction back and the verifier can check them.

use super::attr::AttrSet;
use super::constant::Const;
use super::metadata::{DebugRecord, Metadata};
use super::module::{BlockId, LocalId};
use super::span::Span;
use super::types::TypeId;

/// An operand: a local value (argument or instruction result), a constant,
/// or one of the special operands calls accept.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Operand {
    /// `%name`: a parameter or an instruction result of this function.
    Local(LocalId, Span),
    /// A constant (including `@global`, `undef`, `poison`).
    Const(Const),
    /// `metadata ...` (only as an argument of intrinsic calls).
    Metadata(Box<Metadata>),
    /// `asm [sideeffect] [alignstack] [inteldialect] [unwind] "code", "constraints"`
    /// (only as a callee).
    InlineAsm(Box<InlineAsm>),
}

/// An inline assembly callee.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct InlineAsm {
    /// `sideeffect`.
    pub side_effect: bool,
    /// `alignstack`.
    pub align_stack: bool,
    /// `inteldialect`.
    pub intel_dialect: bool,
    /// `unwind`.
    pub unwind: bool,
    /// The assembly text.
    pub code: String,
    /// The constraint string.
    pub constraints: String,
}

/// A typed operand `T v`, as written in argument lists and elsewhere.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Typed {
    /// The written type.
    pub ty: TypeId,
    /// The operand.
    pub val: Operand,
}

/// `nuw`, `nsw`, `exact`, `disjoint` on integer operations (each only where
/// LangRef allows it).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct IntFlags {
    /// No unsigned wrap.
    pub nuw: bool,
    /// No signed wrap.
    pub nsw: bool,
    /// `exact` on `udiv`/`sdiv`/`lshr`/`ashr`.
    pub exact: bool,
    /// `disjoint` on `or`.
    pub disjoint: bool,
}

/// Fast-math flags (LangRef "Fast-Math Flags"); `fast` is all of them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct FastMath {
    /// No NaNs: a NaN operand or result gives poison.
    pub nnan: bool,
    /// No infinities: an infinite operand or result gives poison.
    pub ninf: bool,
    /// No signed zeros.
    pub nsz: bool,
    /// Allow reciprocal.
    pub arcp: bool,
    /// Allow contraction.
    pub contract: bool,
    /// Approximate functions.
    pub afn: bool,
    /// Allow reassociation.
    pub reassoc: bool,
}

impl FastMath {
    /// Whether every flag is set (printed as `fast`).
    pub fn is_fast(&self) -> bool {
        self.nnan && self.ninf && self.nsz && self.arcp && self.contract && self.afn && self.reassoc
    }

    /// Whether no flag is set.
    pub fn is_empty(&self) -> bool {
        *self == FastMath::default()
    }
}

/// `inbounds`, `nusw`, `nuw` on `getelementptr` (`inbounds` implies `nusw`,
/// which is kept as written).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct GepFlags {
    /// `inbounds`.
    pub inbounds: bool,
    /// `nusw`: no unsigned-signed wrap.
    pub nusw: bool,
    /// `nuw`: no unsigned wrap.
    pub nuw: bool,
}

/// Binary operators (integer, bitwise and floating point).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BinOp {
    /// `add`.
    Add,
    /// `sub`.
    Sub,
    /// `mul`.
    Mul,
    /// `udiv`.
    UDiv,
    /// `sdiv`.
    SDiv,
    /// `urem`.
    URem,
    /// `srem`.
    SRem,
    /// `shl`.
    Shl,
    /// `lshr`.
    LShr,
    /// `ashr`.
    AShr,
    /// `and`.
    And,
    /// `or`.
    Or,
    /// `xor`.
    Xor,
    /// `fadd`.
    FAdd,
    /// `fsub`.
    FSub,
    /// `fmul`.
    FMul,
    /// `fdiv`.
    FDiv,
    /// `frem`.
    FRem,
}

impl BinOp {
    /// Every binary operator.
    pub const ALL: [BinOp; 18] = [
        BinOp::Add,
        BinOp::Sub,
        BinOp::Mul,
        BinOp::UDiv,
        BinOp::SDiv,
        BinOp::URem,
        BinOp::SRem,
        BinOp::Shl,
        BinOp::LShr,
        BinOp::AShr,
        BinOp::And,
        BinOp::Or,
        BinOp::Xor,
        BinOp::FAdd,
        BinOp::FSub,
        BinOp::FMul,
        BinOp::FDiv,
        BinOp::FRem,
    ];

    /// The opcode keyword.
    pub fn name(self) -> &'static str {
        match self {
            BinOp::Add => "add",
            BinOp::Sub => "sub",
            BinOp::Mul => "mul",
            BinOp::UDiv => "udiv",
            BinOp::SDiv => "sdiv",
            BinOp::URem => "urem",
            BinOp::SRem => "srem",
            BinOp::Shl => "shl",
            BinOp::LShr => "lshr",
            BinOp::AShr => "ashr",
            BinOp::And => "and",
            BinOp::Or => "or",
            BinOp::Xor => "xor",
            BinOp::FAdd => "fadd",
            BinOp::FSub => "fsub",
            BinOp::FMul => "fmul",
            BinOp::FDiv => "fdiv",
            BinOp::FRem => "frem",
        }
    }

    /// Whether the operator works on floating-point operands.
    pub fn is_float(self) -> bool {
        matches!(
            self,
            BinOp::FAdd | BinOp::FSub | BinOp::FMul | BinOp::FDiv | BinOp::FRem
        )
    }

    /// Whether `nuw`/`nsw` are allowed.
    pub fn allows_wrap_flags(self) -> bool {
        matches!(self, BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::Shl)
    }

    /// Whether `exact` is allowed.
    pub fn allows_exact(self) -> bool {
        matches!(self, BinOp::UDiv | BinOp::SDiv | BinOp::LShr | BinOp::AShr)
    }
}

/// Conversion operators (LangRef "Conversion Operations").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CastOp {
    /// `trunc` (flags `nuw`, `nsw`).
    Trunc,
    /// `zext` (flag `nneg`).
    ZExt,
    /// `sext`.
    SExt,
    /// `fptrunc`.
    FPTrunc,
    /// `fpext`.
    FPExt,
    /// `fptoui`.
    FPToUI,
    /// `fptosi`.
    FPToSI,
    /// `uitofp` (flag `nneg`).
    UIToFP,
    /// `sitofp`.
    SIToFP,
    /// `ptrtoint`.
    PtrToInt,
    /// `ptrtoaddr`.
    PtrToAddr,
    /// `inttoptr`.
    IntToPtr,
    /// `bitcast`.
    BitCast,
    /// `addrspacecast`.
    AddrSpaceCast,
}

impl CastOp {
    /// Every conversion operator.
    pub const ALL: [CastOp; 14] = [
        CastOp::Trunc,
        CastOp::ZExt,
        CastOp::SExt,
        CastOp::FPTrunc,
        CastOp::FPExt,
        CastOp::FPToUI,
        CastOp::FPToSI,
        CastOp::UIToFP,
        CastOp::SIToFP,
        CastOp::PtrToInt,
        CastOp::PtrToAddr,
        CastOp::IntToPtr,
        CastOp::BitCast,
        CastOp::AddrSpaceCast,
    ];

    /// The opcode keyword.
    pub fn name(self) -> &'static str {
        match self {
            CastOp::Trunc => "trunc",
            CastOp::ZExt => "zext",
            CastOp::SExt => "sext",
            CastOp::FPTrunc => "fptrunc",
            CastOp::FPExt => "fpext",
            CastOp::FPToUI => "fptoui",
            CastOp::FPToSI => "fptosi",
            CastOp::UIToFP => "uitofp",
            CastOp::SIToFP => "sitofp",
            CastOp::PtrToInt => "ptrtoint",
            CastOp::PtrToAddr => "ptrtoaddr",
            CastOp::IntToPtr => "inttoptr",
            CastOp::BitCast => "bitcast",
            CastOp::AddrSpaceCast => "addrspacecast",
        }
    }
}

/// Flags of conversions: `nuw`/`nsw` on `trunc`, `nneg` on `zext`/`uitofp`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct CastFlags {
    /// `trunc nuw`.
    pub nuw: bool,
    /// `trunc nsw`.
    pub nsw: bool,
    /// `zext nneg` / `uitofp nneg`.
    pub nneg: bool,
}

/// `icmp` predicates.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum IntPred {
    /// `eq`.
    Eq,
    /// `ne`.
    Ne,
    /// `ugt`.
    Ugt,
    /// `uge`.
    Uge,
    /// `ult`.
    Ult,
    /// `ule`.
    Ule,
    /// `sgt`.
    Sgt,
    /// `sge`.
    Sge,
    /// `slt`.
    Slt,
    /// `sle`.
    Sle,
}

impl IntPred {
    /// Every predicate.
    pub const ALL: [IntPred; 10] = [
        IntPred::Eq,
        IntPred::Ne,
        IntPred::Ugt,
        IntPred::Uge,
        IntPred::Ult,
        IntPred::Ule,
        IntPred::Sgt,
        IntPred::Sge,
        IntPred::Slt,
        IntPred::Sle,
    ];

    /// The keyword.
    pub fn name(self) -> &'static str {
        match self {
            IntPred::Eq => "eq",
            IntPred::Ne => "ne",
            IntPred::Ugt => "ugt",
            IntPred::Uge => "uge",
            IntPred::Ult => "ult",
            IntPred::Ule => "ule",
            IntPred::Sgt => "sgt",
            IntPred::Sge => "sge",
            IntPred::Slt => "slt",
            IntPred::Sle => "sle",
        }
    }
}

/// `fcmp` predicates.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FloatPred {
    /// `false`: always false.
    False,
    /// `oeq`.
    Oeq,
    /// `ogt`.
    Ogt,
    /// `oge`.
    Oge,
    /// `olt`.
    Olt,
    /// `ole`.
    Ole,
    /// `one`.
    One,
    /// `ord`.
    Ord,
    /// `ueq`.
    Ueq,
    /// `ugt`.
    Ugt,
    /// `uge`.
    Uge,
    /// `ult`.
    Ult,
    /// `ule`.
    Ule,
    /// `une`.
    Une,
    /// `uno`.
    Uno,
    /// `true`: always true.
    True,
}

impl FloatPred {
    /// Every predicate.
    pub const ALL: [FloatPred; 16] = [
        FloatPred::False,
        FloatPred::Oeq,
        FloatPred::Ogt,
        FloatPred::Oge,
        FloatPred::Olt,
        FloatPred::Ole,
        FloatPred::One,
        FloatPred::Ord,
        FloatPred::Ueq,
        FloatPred::Ugt,
        FloatPred::Uge,
        FloatPred::Ult,
        FloatPred::Ule,
        FloatPred::Une,
        FloatPred::Uno,
        FloatPred::True,
    ];

    /// The keyword.
    pub fn name(self) -> &'static str {
        match self {
            FloatPred::False => "false",
            FloatPred::Oeq => "oeq",
            FloatPred::Ogt => "ogt",
            FloatPred::Oge => "oge",
            FloatPred::Olt => "olt",
            FloatPred::Ole => "ole",
            FloatPred::One => "one",
            FloatPred::Ord => "ord",
            FloatPred::Ueq => "ueq",
            FloatPred::Ugt => "ugt",
            FloatPred::Uge => "uge",
            FloatPred::Ult => "ult",
            FloatPred::Ule => "ule",
            FloatPred::Une => "une",
            FloatPred::Uno => "uno",
            FloatPred::True => "true",
        }
    }
}

/// Atomic memory orderings.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Ordering {
    /// `unordered`.
    Unordered,
    /// `monotonic`.
    Monotonic,
    /// `acquire`.
    Acquire,
    /// `release`.
    Release,
    /// `acq_rel`.
    AcqRel,
    /// `seq_cst`.
    SeqCst,
}

impl Ordering {
    /// The keyword.
    pub fn name(self) -> &'static str {
        match self {
            Ordering::Unordered => "unordered",
            Ordering::Monotonic => "monotonic",
            Ordering::Acquire => "acquire",
            Ordering::Release => "release",
            Ordering::AcqRel => "acq_rel",
            Ordering::SeqCst => "seq_cst",
        }
    }
}

/// The atomicity of a load or store: `atomic [syncscope("s")] <ordering>`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Atomic {
    /// `syncscope("...")`, if written.
    pub syncscope: Option<String>,
    /// The ordering.
    pub ordering: Ordering,
}

/// `atomicrmw` operations.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RmwOp {
    /// `xchg`.
    Xchg,
    /// `add`.
    Add,
    /// `sub`.
    Sub,
    /// `and`.
    And,
    /// `nand`.
    Nand,
    /// `or`.
    Or,
    /// `xor`.
    Xor,
    /// `max`.
    Max,
    /// `min`.
    Min,
    /// `umax`.
    UMax,
    /// `umin`.
    UMin,
    /// `fadd`.
    FAdd,
    /// `fsub`.
    FSub,
    /// `fmax`.
    FMax,
    /// `fmin`.
    FMin,
    /// `fmaximum`.
    FMaximum,
    /// `fminimum`.
    FMinimum,
    /// `uinc_wrap`.
    UIncWrap,
    /// `udec_wrap`.
    UDecWrap,
    /// `usub_cond`.
    USubCond,
    /// `usub_sat`.
    USubSat,
}

impl RmwOp {
    /// Every operation.
    pub const ALL: [RmwOp; 21] = [
        RmwOp::Xchg,
        RmwOp::Add,
        RmwOp::Sub,
        RmwOp::And,
        RmwOp::Nand,
        RmwOp::Or,
        RmwOp::Xor,
        RmwOp::Max,
        RmwOp::Min,
        RmwOp::UMax,
        RmwOp::UMin,
        RmwOp::FAdd,
        RmwOp::FSub,
        RmwOp::FMax,
        RmwOp::FMin,
        RmwOp::FMaximum,
        RmwOp::FMinimum,
        RmwOp::UIncWrap,
        RmwOp::UDecWrap,
        RmwOp::USubCond,
        RmwOp::USubSat,
    ];

    /// The keyword.
    pub fn name(self) -> &'static str {
        match self {
            RmwOp::Xchg => "xchg",
            RmwOp::Add => "add",
            RmwOp::Sub => "sub",
            RmwOp::And => "and",
            RmwOp::Nand => "nand",
            RmwOp::Or => "or",
            RmwOp::Xor => "xor",
            RmwOp::Max => "max",
            RmwOp::Min => "min",
            RmwOp::UMax => "umax",
            RmwOp::UMin => "umin",
            RmwOp::FAdd => "fadd",
            RmwOp::FSub => "fsub",
            RmwOp::FMax => "fmax",
            RmwOp::FMin => "fmin",
            RmwOp::FMaximum => "fmaximum",
            RmwOp::FMinimum => "fminimum",
            RmwOp::UIncWrap => "uinc_wrap",
            RmwOp::UDecWrap => "udec_wrap",
            RmwOp::USubCond => "usub_cond",
            RmwOp::USubSat => "usub_sat",
        }
    }
}

/// `tail`, `musttail`, `notail` on calls.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum TailKind {
    /// No marker.
    #[default]
    None,
    /// `tail`.
    Tail,
    /// `musttail`.
    MustTail,
    /// `notail`.
    NoTail,
}

/// An operand bundle `"tag"(T v, ...)`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Bundle {
    /// The tag, such as `align` or `deopt`.
    pub tag: String,
    /// The inputs.
    pub inputs: Vec<Typed>,
}

/// One argument of a call.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Arg {
    /// The written type.
    pub ty: TypeId,
    /// Parameter attributes given at the call site.
    pub attrs: AttrSet,
    /// The value.
    pub val: Operand,
}

/// The call part shared by `call`, `invoke` and `callbr`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct CallSite {
    /// `tail`/`musttail`/`notail` (only on `call`).
    pub tail: TailKind,
    /// Fast-math flags (only on `call`).
    pub fmf: FastMath,
    /// The calling convention as written (`fastcc`, `cc 10`), if any.
    pub cc: Option<String>,
    /// Return attributes.
    pub ret_attrs: AttrSet,
    /// `addrspace(N)` of the callee, if written.
    pub addrspace: Option<u32>,
    /// The function type of the call (built from the written return type and
    /// the argument types when the text gives only the return type).
    pub fn_ty: TypeId,
    /// Whether the text wrote the full function type (`i32 (ptr, ...)`) rather
    /// than only the return type.
    pub explicit_fn_ty: bool,
    /// The callee.
    pub callee: Operand,
    /// The arguments.
    pub args: Vec<Arg>,
    /// Function attributes at the call site (including `#N` groups).
    pub fn_attrs: AttrSet,
    /// Operand bundles.
    pub bundles: Vec<Bundle>,
}

/// A `landingpad` clause.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Clause {
    /// `catch T v`.
    Catch(Const),
    /// `filter T v`.
    Filter(Const),
}

/// A part of an instruction, as [`InstKind::for_each_part`] gives it.
#[derive(Clone, Copy, Debug)]
pub enum Part<'a> {
    /// A type written in the instruction.
    Type(TypeId),
    /// An operand (other than a callee).
    Operand(&'a Operand),
    /// A constant written without an operand around it.
    Const(&'a Const),
    /// The callee of a `call`, `invoke` or `callbr`.
    Callee(&'a Operand),
}

/// The instruction forms of LangRef 22.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum InstKind {
    // ----- terminators -----
    /// `ret void` or `ret T v`.
    Ret {
        /// The returned value; `None` for `ret void`.
        val: Option<Typed>,
    },
    /// `br label %dest`.
    Br {
        /// The successor.
        dest: BlockId,
    },
    /// `br i1 %c, label %then, label %else`.
    CondBr {
        /// The condition.
        cond: Operand,
        /// Successor when true.
        then_dest: BlockId,
        /// Successor when false.
        else_dest: BlockId,
    },
    /// `switch T v, label %default [ T c, label %dest ... ]`.
    Switch {
        /// The condition type.
        ty: TypeId,
        /// The condition.
        cond: Operand,
        /// The default successor.
        default: BlockId,
        /// The cases.
        cases: Vec<(Const, BlockId)>,
    },
    /// `indirectbr ptr %addr, [ label %a, ... ]`.
    IndirectBr {
        /// The address (the written type is `ptr`).
        addr: Typed,
        /// The possible destinations.
        dests: Vec<BlockId>,
    },
    /// `invoke ... to label %normal unwind label %unwind`.
    Invoke {
        /// The call.
        call: CallSite,
        /// Successor on normal return.
        normal: BlockId,
        /// Successor on unwinding.
        unwind: BlockId,
    },
    /// `callbr ... to label %fallthrough [label %indirect, ...]`.
    CallBr {
        /// The call.
        call: CallSite,
        /// The fallthrough successor.
        fallthrough: BlockId,
        /// The indirect successors.
        indirect: Vec<BlockId>,
    },
    /// `resume T v`.
    Resume {
        /// The exception value.
        val: Typed,
    },
    /// `catchswitch within %p [label %h, ...] unwind (to caller | label %u)`.
    CatchSwitch {
        /// The parent pad (or `none`).
        parent: Operand,
        /// The handlers.
        handlers: Vec<BlockId>,
        /// The unwind destination; `None` for `unwind to caller`.
        unwind: Option<BlockId>,
    },
    /// `catchret from %pad to label %dest`.
    CatchRet {
        /// The catch pad.
        pad: Operand,
        /// The successor.
        dest: BlockId,
    },
    /// `cleanupret from %pad unwind (to caller | label %u)`.
    CleanupRet {
        /// The cleanup pad.
        pad: Operand,
        /// The unwind destination; `None` for `unwind to caller`.
        unwind: Option<BlockId>,
    },
    /// `unreachable`.
    Unreachable,

    // ----- unary and binary -----
    /// `fneg [fmf] T v`.
    FNeg {
        /// Fast-math flags.
        fmf: FastMath,
        /// Operand type.
        ty: TypeId,
        /// Operand.
        val: Operand,
    },
    /// `<op> [flags] T a, b`.
    Binary {
        /// The operator.
        op: BinOp,
        /// Integer flags.
        flags: IntFlags,
        /// Fast-math flags (floating-point operators).
        fmf: FastMath,
        /// Operand type.
        ty: TypeId,
        /// Left operand.
        lhs: Operand,
        /// Right operand.
        rhs: Operand,
    },

    // ----- vector -----
    /// `extractelement <n x T> v, Ti idx`.
    ExtractElement {
        /// The vector.
        vec: Typed,
        /// The index.
        idx: Typed,
    },
    /// `insertelement <n x T> v, T e, Ti idx`.
    InsertElement {
        /// The vector.
        vec: Typed,
        /// The element.
        elem: Typed,
        /// The index.
        idx: Typed,
    },
    /// `shufflevector <n x T> v1, <n x T> v2, <m x i32> mask`.
    ShuffleVector {
        /// First input.
        v1: Typed,
        /// Second input.
        v2: Typed,
        /// The mask.
        mask: Const,
    },

    // ----- aggregate -----
    /// `extractvalue T agg, idx, ...`.
    ExtractValue {
        /// The aggregate.
        agg: Typed,
        /// The indices.
        indices: Vec<u32>,
    },
    /// `insertvalue T agg, T2 v, idx, ...`.
    InsertValue {
        /// The aggregate.
        agg: Typed,
        /// The value to insert.
        val: Typed,
        /// The indices.
        indices: Vec<u32>,
    },

    // ----- memory -----
    /// `alloca [inalloca] T [, Ti n] [, align A] [, addrspace(N)]`.
    Alloca {
        /// `inalloca`.
        inalloca: bool,
        /// The allocated type.
        ty: TypeId,
        /// The element count, if written.
        count: Option<Typed>,
        /// `align A`, if written.
        align: Option<u64>,
        /// `addrspace(N)`, if written.
        addrspace: Option<u32>,
    },
    /// `load [volatile] T, ptr p [, align A]` or `load atomic ...`.
    Load {
        /// `volatile`.
        volatile: bool,
        /// `atomic` with its ordering.
        atomic: Option<Atomic>,
        /// The loaded type.
        ty: TypeId,
        /// The address.
        ptr: Typed,
        /// `align A`, if written.
        align: Option<u64>,
    },
    /// `store [volatile] T v, ptr p [, align A]` or `store atomic ...`.
    Store {
        /// `volatile`.
        volatile: bool,
        /// `atomic` with its ordering.
        atomic: Option<Atomic>,
        /// The stored value.
        val: Typed,
        /// The address.
        ptr: Typed,
        /// `align A`, if written.
        align: Option<u64>,
    },
    /// `fence [syncscope("s")] <ordering>`.
    Fence {
        /// `syncscope`, if written.
        syncscope: Option<String>,
        /// The ordering.
        ordering: Ordering,
    },
    /// `cmpxchg [weak] [volatile] ptr p, T cmp, T new [syncscope] <succ> <fail> [, align A]`.
    CmpXchg {
        /// `weak`.
        weak: bool,
        /// `volatile`.
        volatile: bool,
        /// The address.
        ptr: Typed,
        /// The expected value.
        cmp: Typed,
        /// The new value.
        new: Typed,
        /// `syncscope`, if written.
        syncscope: Option<String>,
        /// Ordering on success.
        success: Ordering,
        /// Ordering on failure.
        failure: Ordering,
        /// `align A`, if written.
        align: Option<u64>,
    },
    /// `atomicrmw [volatile] <op> ptr p, T v [syncscope] <ordering> [, align A]`.
    AtomicRmw {
        /// `volatile`.
        volatile: bool,
        /// The operation.
        op: RmwOp,
        /// The address.
        ptr: Typed,
        /// The operand.
        val: Typed,
        /// `syncscope`, if written.
        syncscope: Option<String>,
        /// The ordering.
        ordering: Ordering,
        /// `align A`, if written.
        align: Option<u64>,
    },
    /// `getelementptr [inbounds|nusw|nuw] T, ptr p, Ti idx, ...`.
    Gep {
        /// `inbounds`/`nusw`/`nuw`.
        flags: GepFlags,
        /// The source element type.
        source_ty: TypeId,
        /// The base pointer (or vector of pointers).
        base: Typed,
        /// The indices.
        indices: Vec<Typed>,
    },

    // ----- conversions -----
    /// `<cast> [flags] T v to T2`.
    Cast {
        /// The conversion.
        op: CastOp,
        /// `nuw`/`nsw`/`nneg`.
        flags: CastFlags,
        /// Fast-math flags (on `fptrunc`/`fpext`/`uitofp`/`sitofp`).
        fmf: FastMath,
        /// The operand.
        val: Typed,
        /// The result type.
        to: TypeId,
    },

    // ----- other -----
    /// `icmp [samesign] <pred> T a, b`.
    ICmp {
        /// `samesign`.
        samesign: bool,
        /// The predicate.
        pred: IntPred,
        /// The operand type.
        ty: TypeId,
        /// Left operand.
        lhs: Operand,
        /// Right operand.
        rhs: Operand,
    },
    /// `fcmp [fmf] <pred> T a, b`.
    FCmp {
        /// Fast-math flags.
        fmf: FastMath,
        /// The predicate.
        pred: FloatPred,
        /// The operand type.
        ty: TypeId,
        /// Left operand.
        lhs: Operand,
        /// Right operand.
        rhs: Operand,
    },
    /// `phi [fmf] T [v, %bb], ...`.
    Phi {
        /// Fast-math flags.
        fmf: FastMath,
        /// The type.
        ty: TypeId,
        /// Incoming values and their predecessor blocks.
        incoming: Vec<(Operand, BlockId)>,
    },
    /// `select [fmf] i1 c, T a, T b`.
    Select {
        /// Fast-math flags.
        fmf: FastMath,
        /// The condition.
        cond: Typed,
        /// Value when true.
        then_val: Typed,
        /// Value when false.
        else_val: Typed,
    },
    /// `freeze T v`.
    Freeze {
        /// The operand.
        val: Typed,
    },
    /// `call`.
    Call(CallSite),
    /// `va_arg ptr list, T`.
    VaArg {
        /// The `va_list` pointer.
        list: Typed,
        /// The argument type.
        ty: TypeId,
    },
    /// `landingpad T [cleanup] clauses...`.
    LandingPad {
        /// The result type.
        ty: TypeId,
        /// `cleanup`.
        cleanup: bool,
        /// The clauses.
        clauses: Vec<Clause>,
    },
    /// `catchpad within %cs [args]`.
    CatchPad {
        /// The catchswitch.
        within: Operand,
        /// The arguments.
        args: Vec<Typed>,
    },
    /// `cleanuppad within %parent [args]`.
    CleanupPad {
        /// The parent pad (or `none`).
        within: Operand,
        /// The arguments.
        args: Vec<Typed>,
    },
}

/// An instruction with its result, attachments and location.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Inst {
    /// What the instruction does.
    pub kind: InstKind,
    /// The value it defines (`%r = ...`), if any.
    pub result: Option<LocalId>,
    /// Metadata attachments `!kind !node` in order (kind without `!`).
    pub md: Vec<(String, Metadata)>,
    /// Debug records (`#dbg_value(...)` ...) written just before it.
    pub dbg: Vec<DebugRecord>,
    /// Where the instruction was written.
    pub span: Span,
}

impl InstKind {
    /// Whether this instruction ends a basic block.
    pub fn is_terminator(&self) -> bool {
        matches!(
            self,
            InstKind::Ret { .. }
                | InstKind::Br { .. }
                | InstKind::CondBr { .. }
                | InstKind::Switch { .. }
                | InstKind::IndirectBr { .. }
                | InstKind::Invoke { .. }
                | InstKind::CallBr { .. }
                | InstKind::Resume { .. }
                | InstKind::CatchSwitch { .. }
                | InstKind::CatchRet { .. }
                | InstKind::CleanupRet { .. }
                | InstKind::Unreachable
        )
    }

    /// The successor blocks of a terminator, in order (empty otherwise).
    pub fn successors(&self) -> Vec<BlockId> {
        match self {
            InstKind::Br { dest } => vec![*dest],
            InstKind::CondBr {
                then_dest,
                else_dest,
                ..
            } => vec![*then_dest, *else_dest],
            InstKind::Switch { default, cases, .. } => std::iter::once(*default)
                .chain(cases.iter().map(|(_, b)| *b))
                .collect(),
            InstKind::IndirectBr { dests, .. } => dests.clone(),
            InstKind::Invoke { normal, unwind, .. } => vec![*normal, *unwind],
            InstKind::CallBr {
                fallthrough,
                indirect,
                ..
            } => std::iter::once(*fallthrough)
                .chain(indirect.iter().copied())
                .collect(),
            InstKind::CatchSwitch {
                handlers, unwind, ..
            } => handlers.iter().copied().chain(*unwind).collect(),
            InstKind::CatchRet { dest, .. } => vec![*dest],
            InstKind::CleanupRet { unwind, .. } => unwind.iter().copied().collect(),
            _ => Vec::new(),
        }
    }

    /// Calls `f` on every block this instruction names (successors and `phi`
    /// predecessors; not `blockaddress` constants), to renumber blocks.
    pub fn for_each_block_mut(&mut self, mut f: impl FnMut(&mut BlockId)) {
        match self {
            InstKind::Br { dest } | InstKind::CatchRet { dest, .. } => f(dest),
            InstKind::CondBr {
                then_dest,
                else_dest,
                ..
            } => {
                f(then_dest);
                f(else_dest);
            }
            InstKind::Switch { default, cases, .. } => {
                f(default);
                cases.iter_mut().for_each(|(_, b)| f(b));
            }
            InstKind::IndirectBr { dests, .. } => dests.iter_mut().for_each(f),
            InstKind::Invoke { normal, unwind, .. } => {
                f(normal);
                f(unwind);
            }
            InstKind::CallBr {
                fallthrough,
                indirect,
                ..
            } => {
                f(fallthrough);
                indirect.iter_mut().for_each(f);
            }
            InstKind::CatchSwitch {
                handlers, unwind, ..
            } => {
                handlers.iter_mut().for_each(&mut f);
                unwind.iter_mut().for_each(f);
            }
            InstKind::CleanupRet { unwind, .. } => unwind.iter_mut().for_each(f),
            InstKind::Phi { incoming, .. } => incoming.iter_mut().for_each(|(_, b)| f(b)),
            _ => {}
        }
    }

    /// Calls `f` on every part of this instruction that has a type or a
    /// value: each type written in it, each operand (constant `switch` cases,
    /// `shufflevector` masks and `landingpad` clauses as [`Part::Const`]), and
    /// the callee of a call apart ([`Part::Callee`]). Blocks are not parts.
    pub fn for_each_part<'a>(&'a self, f: &mut impl FnMut(Part<'a>)) {
        fn typed<'a>(t: &'a Typed, f: &mut dyn FnMut(Part<'a>)) {
            f(Part::Type(t.ty));
            f(Part::Operand(&t.val));
        }
        match self {
            InstKind::Ret { val } => val.iter().for_each(|v| typed(v, f)),
            InstKind::Br { .. } | InstKind::Unreachable | InstKind::Fence { .. } => {}
            InstKind::CatchRet { pad, .. } | InstKind::CleanupRet { pad, .. } => {
                f(Part::Operand(pad))
            }
            InstKind::CondBr { cond, .. } => f(Part::Operand(cond)),
            InstKind::Switch {
                ty, cond, cases, ..
            } => {
                f(Part::Type(*ty));
                f(Part::Operand(cond));
                cases.iter().for_each(|(c, _)| f(Part::Const(c)));
            }
            InstKind::IndirectBr { addr, .. } => typed(addr, f),
            InstKind::Invoke { call, .. }
            | InstKind::CallBr { call, .. }
            | InstKind::Call(call) => {
                f(Part::Type(call.fn_ty));
                f(Part::Callee(&call.callee));
                for a in &call.args {
                    f(Part::Type(a.ty));
                    f(Part::Operand(&a.val));
                }
                for b in &call.bundles {
                    b.inputs.iter().for_each(|t| typed(t, f));
                }
            }
            InstKind::Resume { val } | InstKind::Freeze { val } => typed(val, f),
            InstKind::CatchSwitch { parent, .. } => f(Part::Operand(parent)),
            InstKind::FNeg { ty, val, .. } => {
                f(Part::Type(*ty));
                f(Part::Operand(val));
            }
            InstKind::Binary { ty, lhs, rhs, .. }
            | InstKind::ICmp { ty, lhs, rhs, .. }
            | InstKind::FCmp { ty, lhs, rhs, .. } => {
                f(Part::Type(*ty));
                f(Part::Operand(lhs));
                f(Part::Operand(rhs));
            }
            InstKind::ExtractElement { vec, idx } => {
                typed(vec, f);
                typed(idx, f);
            }
            InstKind::InsertElement { vec, elem, idx } => {
                typed(vec, f);
                typed(elem, f);
                typed(idx, f);
            }
            InstKind::ShuffleVector { v1, v2, mask } => {
                typed(v1, f);
                typed(v2, f);
                f(Part::Const(mask));
            }
            InstKind::ExtractValue { agg, .. } => typed(agg, f),
            InstKind::InsertValue { agg, val, .. } => {
                typed(agg, f);
                typed(val, f);
            }
            InstKind::Alloca { ty, count, .. } => {
                f(Part::Type(*ty));
                count.iter().for_each(|c| typed(c, f));
            }
            InstKind::Load { ty, ptr, .. } => {
                f(Part::Type(*ty));
                typed(ptr, f);
            }
            InstKind::Store { val, ptr, .. } => {
                typed(val, f);
                typed(ptr, f);
            }
            InstKind::CmpXchg { ptr, cmp, new, .. } => {
                typed(ptr, f);
                typed(cmp, f);
                typed(new, f);
            }
            InstKind::AtomicRmw { ptr, val, .. } => {
                typed(ptr, f);
                typed(val, f);
            }
            InstKind::Gep {
                source_ty,
                base,
                indices,
                ..
            } => {
                f(Part::Type(*source_ty));
                typed(base, f);
                indices.iter().for_each(|i| typed(i, f));
            }
            InstKind::Cast { val, to, .. } => {
                typed(val, f);
                f(Part::Type(*to));
            }
            InstKind::Phi { ty, incoming, .. } => {
                f(Part::Type(*ty));
                incoming.iter().for_each(|(v, _)| f(Part::Operand(v)));
            }
            InstKind::Select {
                cond,
                then_val,
                else_val,
                ..
            } => {
                typed(cond, f);
                typed(then_val, f);
                typed(else_val, f);
            }
            InstKind::VaArg { list, ty } => {
                typed(list, f);
                f(Part::Type(*ty));
            }
            InstKind::LandingPad { ty, clauses, .. } => {
                f(Part::Type(*ty));
                for c in clauses {
                    let (Clause::Catch(c) | Clause::Filter(c)) = c;
                    f(Part::Const(c));
                }
            }
            InstKind::CatchPad { within, args } | InstKind::CleanupPad { within, args } => {
                f(Part::Operand(within));
                args.iter().for_each(|a| typed(a, f));
            }
        }
    }

    /// The opcode keyword (`add`, `getelementptr`, `call`, ...; `br` for both
    /// branch forms).
    pub fn opcode(&self) -> &'static str {
        match self {
            InstKind::Ret { .. } => "ret",
            InstKind::Br { .. } | InstKind::CondBr { .. } => "br",
            InstKind::Switch { .. } => "switch",
            InstKind::IndirectBr { .. } => "indirectbr",
            InstKind::Invoke { .. } => "invoke",
            InstKind::CallBr { .. } => "callbr",
            InstKind::Resume { .. } => "resume",
            InstKind::CatchSwitch { .. } => "catchswitch",
            InstKind::CatchRet { .. } => "catchret",
            InstKind::CleanupRet { .. } => "cleanupret",
            InstKind::Unreachable => "unreachable",
            InstKind::FNeg { .. } => "fneg",
            InstKind::Binary { op, .. } => op.name(),
            InstKind::ExtractElement { .. } => "extractelement",
            InstKind::InsertElement { .. } => "insertelement",
            InstKind::ShuffleVector { .. } => "shufflevector",
            InstKind::ExtractValue { .. } => "extractvalue",
            InstKind::InsertValue { .. } => "insertvalue",
            InstKind::Alloca { .. } => "alloca",
            InstKind::Load { .. } => "load",
            InstKind::Store { .. } => "store",
            InstKind::Fence { .. } => "fence",
            InstKind::CmpXchg { .. } => "cmpxchg",
            InstKind::AtomicRmw { .. } => "atomicrmw",
            InstKind::Gep { .. } => "getelementptr",
            InstKind::Cast { op, .. } => op.name(),
            InstKind::ICmp { .. } => "icmp",
            InstKind::FCmp { .. } => "fcmp",
            InstKind::Phi { .. } => "phi",
            InstKind::Select { .. } => "select",
            InstKind::Freeze { .. } => "freeze",
            InstKind::Call(_) => "call",
            InstKind::VaArg { .. } => "va_arg",
            InstKind::LandingPad { .. } => "landingpad",
            InstKind::CatchPad { .. } => "catchpad",
            InstKind::CleanupPad { .. } => "cleanuppad",
        }
    }
}
