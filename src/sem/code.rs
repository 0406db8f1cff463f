//! The executable form of a function body: every operand resolved to a
//! register slot or a pre-evaluated constant, every type to the layout facts
//! the instruction needs, so that no name or type is looked up while running.
//! One [`Op`] per LangRef instruction form; phis are kept apart, per block,
//! because they all read their inputs at once on entry.

use super::effects::MemEffects;
use super::fast_form::FastOp;
use crate::apint::ApInt;
use crate::mem::WordAccess;
use crate::mem::guard::Access;
use crate::syntax::{
    AttrSet, BinOp, BlockId, CastFlags, CastOp, FastMath, FloatPred, GepFlags, IntFlags, IntPred,
    LocalId, Ordering, RmwOp, Span, TypeId,
};
use crate::value::{Reg, Scalar, Value};

/// Where an operand's value comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Opnd {
    /// A register of the current frame (a [`LocalId`]).
    Reg(u32),
    /// An entry of the function's constant pool.
    Const(u32),
}

/// A successor of `br`: the target block, and the jump into it as the
/// fast loop takes it (an index into [`Code::jumps`], resolved when the
/// function is compiled, so that a jump does not search the target's
/// edges for the block it comes from, and the loop's outcome of a branch
/// stays one word).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Dest {
    /// The target block.
    pub block: BlockId,
    /// The jump's index in [`Code::jumps`] ([`Dest::UNRESOLVED`] until
    /// [`Code::resolve_edges`] runs).
    pub jump: u32,
}

impl Dest {
    /// The `jump` of a successor not resolved yet.
    pub const UNRESOLVED: u32 = u32::MAX;

    /// A successor whose jump is not resolved yet (see
    /// [`Code::resolve_edges`]).
    pub fn unresolved(block: BlockId) -> Dest {
        Dest {
            block,
            jump: Dest::UNRESOLVED,
        }
    }
}

/// A jump along one control-flow edge, as the fast loop takes it: the
/// target block and what entering it along this edge does to its phis.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Jump {
    /// The target block.
    pub block: BlockId,
    /// The edge into it: [`Jump::NO_PHIS`] when the target has no phis,
    /// [`Jump::GENERAL`] when its phis need `Machine::enter_block` along
    /// this edge (an input missing, or fast-math flags to apply), else
    /// the index of the edge in the target's [`CBlock::edges`].
    pub edge: u32,
}

impl Jump {
    /// The target has no phis.
    pub const NO_PHIS: u32 = u32::MAX;
    /// The target's phis are assigned by the general step.
    pub const GENERAL: u32 = u32::MAX - 1;
}

/// One step of address computation of a `getelementptr`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GepStep {
    /// Add a fixed number of bytes (a struct field, or a constant index
    /// already multiplied).
    Field {
        /// Byte offset.
        offset: u64,
        /// The bit part, encoded as [`Pointer::bit`] is: the field flag
        /// for a field of an Explicitly Packed Structure, and the bit
        /// offset inside the byte.
        ///
        /// [`Pointer::bit`]: crate::value::Pointer::bit
        bit: u8,
    },
    /// Add `index * stride` (index sign-extended or truncated to the index
    /// width).
    Index {
        /// The index operand.
        index: Opnd,
        /// The allocation size of the indexed type, in bytes.
        stride: u64,
    },
}

/// Metadata and attributes of a load that turn its result into poison or
/// make it UB (LangRef `load`: `!range`, `!nonnull`, `!noundef`, `!align`,
/// `!dereferenceable`, `!dereferenceable_or_null`).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct LoadChecks {
    /// `!range`: pairs `[lo, hi)`; a value outside all of them is poison.
    pub range: Vec<(ApInt, ApInt)>,
    /// `!nonnull`: a null result is poison.
    pub nonnull: bool,
    /// `!noundef`: a poison or undef result is UB.
    pub noundef: bool,
    /// `!align N`: a result not aligned to N is poison.
    pub align: Option<u64>,
    /// `!dereferenceable N`/`!dereferenceable_or_null N`: the result must
    /// be dereferenceable for N bytes (null allowed for the second), else UB.
    pub dereferenceable: Option<(u64, bool)>,
    /// `!invariant.load`: the location must hold the same value wherever it
    /// is dereferenceable, else UB (see [`crate::sem::invariant`]).
    pub invariant: bool,
}

/// The attributes of one parameter or return position that have UB meaning
/// (LangRef "Parameter Attributes").
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ValueAttrs {
    /// `noundef`: poison or undef is UB.
    pub noundef: bool,
    /// `nonnull`: null is poison.
    pub nonnull: bool,
    /// `align N`: a pointer not aligned to N is poison.
    pub align: Option<u64>,
    /// `range(T lo, hi)`: a value outside `[lo, hi)` is poison.
    pub range: Option<(ApInt, ApInt)>,
    /// `!range` metadata on a call: a result (each lane of a vector)
    /// outside all of these `[lo, hi)` ranges is poison.
    pub range_md: Vec<(ApInt, ApInt)>,
    /// `dereferenceable(N)` / `dereferenceable_or_null(N)` (null allowed).
    pub dereferenceable: Option<(u64, bool)>,
    /// `zeroext` / `signext` (for extending to the callee's view; kept for
    /// external calls).
    pub ext: Option<bool>,
    /// `byval(T)`: the callee gets a fresh copy of this many bytes.
    pub byval: Option<(u64, u64)>,
    /// What the callee may do through this pointer argument: `readonly`
    /// (read), `readnone` (nothing); `None` when not restricted.
    pub access: Option<Access>,
    /// `captures(none)` (or the older `nocapture`).
    pub nocapture: bool,
    /// `returned`: the call returns this argument.
    pub returned: bool,
    /// `noalias` on a return value: the result is a fresh allocation.
    pub noalias: bool,
    /// `nofpclass(MASK)`: a floating-point value (each lane or element)
    /// of a class in this `llvm.is.fpclass` test mask is poison (0: none).
    pub nofpclass: u32,
}

impl ValueAttrs {
    /// Whether any attribute needs a check.
    pub fn is_empty(&self) -> bool {
        // Field by field, so that a new field must be named here.
        let ValueAttrs {
            noundef,
            nonnull,
            align,
            range,
            range_md,
            dereferenceable,
            ext,
            byval,
            access,
            nocapture,
            returned,
            noalias,
            nofpclass,
        } = self;
        !noundef
            && !nonnull
            && align.is_none()
            && range.is_none()
            && range_md.is_empty()
            && dereferenceable.is_none()
            && ext.is_none()
            && byval.is_none()
            && access.is_none()
            && !nocapture
            && !returned
            && !noalias
            && *nofpclass == 0
    }
}

/// What checking a value against a set of [`ValueAttrs`] can do, decided
/// once from the set: whether a defined integer, a defined pointer, a
/// defined scalar float or any value passes unchanged (see
/// `Machine::check_reg`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AttrNeeds(u8);

impl AttrNeeds {
    /// A defined integer passes.
    const INT: u8 = 1;
    /// A defined pointer passes.
    const PTR: u8 = 2;
    /// Any value passes.
    const ANY: u8 = 4;
    /// A defined scalar float passes.
    const FLOAT: u8 = 8;

    /// What checking against `attrs` needs: a defined integer is touched
    /// by none but the range attributes and `dereferenceable`, a defined
    /// pointer by none but `nonnull`, `align` and `dereferenceable`, a
    /// defined scalar float by none but `nofpclass` (`dereferenceable`
    /// only asks a float to be well defined, which it is), and no value by
    /// a set without `noundef`, those and `nofpclass` (the others take no
    /// part in the check: `Machine::apply_value_attrs`).
    pub fn of(attrs: &ValueAttrs) -> AttrNeeds {
        let int =
            attrs.range.is_none() && attrs.range_md.is_empty() && attrs.dereferenceable.is_none();
        let ptr = !attrs.nonnull && attrs.align.is_none() && attrs.dereferenceable.is_none();
        let float = attrs.nofpclass == 0;
        let any = int && ptr && !attrs.noundef && float;
        let bit = |on: bool, bit: u8| if on { bit } else { 0 };
        AttrNeeds(
            bit(int, AttrNeeds::INT)
                | bit(ptr, AttrNeeds::PTR)
                | bit(float, AttrNeeds::FLOAT)
                | bit(any, AttrNeeds::ANY),
        )
    }

    /// Whether `r` passes the check unchanged (`false`: maybe not, the
    /// check in full decides).
    #[inline(always)]
    pub fn passes(self, r: &Reg) -> bool {
        let kind = match r {
            Reg::Scalar(Scalar::Int(_)) => AttrNeeds::INT,
            Reg::Scalar(Scalar::Ptr(_)) => AttrNeeds::PTR,
            Reg::General(Value::Float(_)) => AttrNeeds::FLOAT,
            _ => AttrNeeds::ANY,
        };
        self.0 & kind != 0
    }

    /// [`AttrNeeds::passes`] of a value.
    #[inline]
    pub fn passes_value(self, v: &Value) -> bool {
        let kind = match v {
            Value::Int(_) => AttrNeeds::INT,
            Value::Ptr(_) => AttrNeeds::PTR,
            Value::Float(_) => AttrNeeds::FLOAT,
            _ => AttrNeeds::ANY,
        };
        self.0 & kind != 0
    }
}

/// A call of a function named at the call site, as the attributes of the
/// call site and of the callee make it, worked out once when the program is
/// built (`Program::plan_direct_calls`), so that the call does no work that
/// depends only on the program.
#[derive(Clone, Debug, PartialEq)]
pub struct DirectCall {
    /// Per argument: the attributes it must satisfy (the call site's with
    /// the callee's, see [`ValueAttrs::for_argument`]) and what checking
    /// them needs.
    pub args: Vec<(ValueAttrs, AttrNeeds)>,
    /// Per argument: whether checking it against the callee's own
    /// parameter attributes after `args` can change nothing (no `byval`
    /// copy, every attribute of the callee's implied by `args`), so that
    /// the check is left out.
    pub callee_implied: Vec<bool>,
    /// The result's attributes: the callee's with the call site's.
    pub ret: ValueAttrs,
    /// What checking the result against `ret` needs.
    pub ret_needs: AttrNeeds,
    /// What the function attributes of the call site and the callee
    /// promise.
    pub promises: CallPromises,
    /// Whether the call's access-guard scope may restrict anything besides
    /// a tail call's forbidden `alloca`s (its memory effects, or the
    /// `readonly`/`readnone` of a parameter); if not, no scope is built.
    pub may_restrict: bool,
    /// Whether the call is a plain call of a defined function: of its own
    /// type, one argument per parameter, no `!callees`, no operand bundle,
    /// no `byval` argument, and no check of the callee's own parameter
    /// attributes left (`callee_implied` everywhere). Such a call only
    /// checks its arguments against `args` and enters the callee (see
    /// `Machine::call_plain`).
    pub plain: bool,
    /// Whether the call is a plain call (as `plain` says, the callee's own
    /// attribute checks all implied) of a declared function that a library
    /// model reaching no memory runs (`call_plan::Target::Library`): it
    /// pushes no guard scope and makes no `byval` copy, so such a call only
    /// checks its arguments against `args`, runs the model and delivers
    /// the result (see `Machine::call_library_plain`).
    pub plain_library: bool,
}

/// What a call calls.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Callee {
    /// A function of the module, known statically.
    Direct(crate::syntax::FuncId),
    /// A function pointer computed at run time.
    Indirect(Opnd),
    /// Inline assembly (unsupported when executed).
    InlineAsm,
}

/// What the function attributes of a call site or of a function promise
/// about a call of it (LangRef "Function Attributes"). The promises of the
/// call site and of the callee both hold (LangRef `memory`: the call's
/// effects are `CallSiteEffects & FunctionEffects`), so they combine with
/// [`Self::union`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CallPromises {
    /// The memory it may access (`memory(...)` and the older spellings).
    pub memory: MemEffects,
    /// `willreturn`: the call returns (or has UB).
    pub willreturn: bool,
    /// `noreturn`: the call never returns normally (returning is UB).
    pub noreturn: bool,
    /// `nounwind`: the call does not unwind.
    pub nounwind: bool,
    /// `speculatable`: the call has no UB and no effect besides its result.
    pub speculatable: bool,
    /// `nofree`: the call frees no allocation that existed before it.
    pub nofree: bool,
}

impl CallPromises {
    /// The promises of a set of function attributes (groups expanded).
    pub fn of(attrs: &AttrSet) -> CallPromises {
        let memory = MemEffects::of(attrs);
        CallPromises {
            memory,
            willreturn: attrs.has("willreturn"),
            noreturn: attrs.has("noreturn"),
            nounwind: attrs.has("nounwind"),
            speculatable: attrs.has("speculatable"),
            // A function that writes nothing frees nothing (freeing is a
            // write; Alive2's `FnAttrs::inferImpliedAttributes` reads it so).
            nofree: attrs.has("nofree") || !memory.writes(),
        }
    }

    /// Both sets of promises.
    pub fn union(self, other: CallPromises) -> CallPromises {
        CallPromises {
            memory: self.memory.and(other.memory),
            willreturn: self.willreturn || other.willreturn,
            noreturn: self.noreturn || other.noreturn,
            nounwind: self.nounwind || other.nounwind,
            speculatable: self.speculatable || other.speculatable,
            nofree: self.nofree || other.nofree,
        }
    }
}

/// A call the interpreter's fast loop runs as an operation, decided when
/// the program is built: the call and its callee carry nothing the general
/// call path would check or do besides computing the result (no parameter,
/// return or bundle attributes, no `!callees`, the callee's own type).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FastCall {
    /// A pure float intrinsic of one operand (`llvm.sqrt.f64`, ...) on a
    /// scalar of this format.
    FloatUnary(crate::syntax::FloatKind, crate::sem::ops::float::Unary),
    /// `llvm.smax`/`smin`/`umax`/`umin` on an integer of at most 64 bits.
    MinMax(crate::sem::intrinsics::MinMax),
    /// `llvm.abs` on an integer of at most 64 bits, with its constant
    /// `int_min_poison` flag.
    Abs(bool),
    /// `llvm.assume` of an `i1` without operand bundles.
    Assume,
}

/// A compiled call site.
#[derive(Clone, Debug, PartialEq)]
pub struct CallOp {
    /// What is called.
    pub callee: Callee,
    /// The arguments with their types.
    pub args: Vec<(Opnd, TypeId)>,
    /// Attributes of each argument at the call site.
    pub arg_attrs: Vec<ValueAttrs>,
    /// For a call of a named function, the call as the attributes make it
    /// (filled once every function's attributes are known). `None` for an
    /// indirect call.
    pub direct: Option<Box<DirectCall>>,
    /// Return attributes at the call site.
    pub ret_attrs: ValueAttrs,
    /// The function type of the call.
    pub fn_ty: TypeId,
    /// Whether an argument past the fixed parameters of `fn_ty` is
    /// `byval` (a structure passed through `...` in memory; unsupported).
    pub byval_vararg: bool,
    /// The return type.
    pub ret_ty: TypeId,
    /// `musttail`/`tail` and fast-math are irrelevant to the semantics here,
    /// but `willreturn` at the call site matters for refinement.
    pub willreturn: bool,
    /// The promises of the call site's own function attributes.
    pub site: CallPromises,
    /// `tail` or `musttail`: the callee does not access the caller's
    /// `alloca`s.
    pub tail: bool,
    /// Operand bundles `"align"(ptr p, i64 n)`, `"nonnull"(ptr p)`, ... on
    /// `llvm.assume`.
    pub bundles: Vec<(String, Vec<(Opnd, TypeId)>)>,
    /// Fast-math flags of the call (read by floating-point intrinsics).
    pub fmf: FastMath,
    /// `!callees`: the only functions an indirect call may reach (calling
    /// any other is UB).
    pub callees: Option<Vec<crate::syntax::FuncId>>,
    /// The metadata string arguments in order (the rounding mode and
    /// exception behaviour of the constrained floating-point intrinsics).
    pub md_strings: Vec<String>,
    /// The call as an operation of the fast loop, if it is one (set with
    /// [`CallOp::direct`]).
    pub fast: Option<FastCall>,
    /// The callee is named through an alias another module may replace
    /// (`weak`, `linkonce`, ...): unsupported when the environment
    /// interposes ([`crate::sem::environment::Environment::interpose`]),
    /// since the unknown function it stands for has no declaration of its
    /// own here.
    pub via_interposable_alias: bool,
}

/// A compiled instruction form.
#[derive(Clone, Debug, PartialEq)]
pub enum Op {
    /// `ret`.
    Ret(Option<Opnd>),
    /// `br label`.
    Br(Dest),
    /// `br i1`.
    CondBr {
        /// Condition.
        cond: Opnd,
        /// Successor if true.
        then_dest: Dest,
        /// Successor if false.
        else_dest: Dest,
    },
    /// `switch`.
    Switch {
        /// Condition.
        cond: Opnd,
        /// Default successor.
        default: BlockId,
        /// Case values and successors.
        cases: Vec<(ApInt, BlockId)>,
    },
    /// `indirectbr`.
    IndirectBr {
        /// The block address.
        addr: Opnd,
        /// The allowed destinations.
        dests: Vec<BlockId>,
    },
    /// `unreachable`.
    Unreachable,
    /// `fneg`.
    FNeg {
        /// Fast-math flags.
        fmf: FastMath,
        /// Operand.
        val: Opnd,
    },
    /// A binary operator.
    Binary {
        /// Operator.
        op: BinOp,
        /// Integer flags.
        flags: IntFlags,
        /// Fast-math flags.
        fmf: FastMath,
        /// Left operand.
        lhs: Opnd,
        /// Right operand.
        rhs: Opnd,
    },
    /// `extractelement`.
    ExtractElement {
        /// Vector.
        vec: Opnd,
        /// Index.
        idx: Opnd,
    },
    /// `insertelement`.
    InsertElement {
        /// Vector.
        vec: Opnd,
        /// Element.
        elem: Opnd,
        /// Index.
        idx: Opnd,
    },
    /// `shufflevector`; mask elements `None` are poison.
    ShuffleVector {
        /// First input.
        v1: Opnd,
        /// Second input.
        v2: Opnd,
        /// Mask.
        mask: Vec<Option<u32>>,
    },
    /// `extractvalue`.
    ExtractValue {
        /// Aggregate.
        agg: Opnd,
        /// Path of indices.
        indices: Vec<u32>,
    },
    /// `insertvalue`.
    InsertValue {
        /// Aggregate.
        agg: Opnd,
        /// Value.
        val: Opnd,
        /// Path of indices.
        indices: Vec<u32>,
    },
    /// `alloca`.
    Alloca {
        /// Allocated type.
        ty: TypeId,
        /// Size of one element in bytes.
        elem_size: u64,
        /// Element count, if given.
        count: Option<Opnd>,
        /// Alignment in bytes.
        align: u64,
        /// Whether the object starts dead because the function calls
        /// `llvm.lifetime.start` on it.
        starts_dead: bool,
        /// The name of the allocation in reports (`%buf in @main`).
        name: std::sync::Arc<str>,
    },
    /// `load` (atomic loads behave as plain loads: llsem is single-threaded).
    Load {
        /// Loaded type.
        ty: TypeId,
        /// Address.
        ptr: Opnd,
        /// Alignment in bytes.
        align: u64,
        /// `volatile`.
        volatile: bool,
        /// Metadata with UB meaning.
        checks: Box<LoadChecks>,
        /// The loaded type's word access ([`WordAccess`]) when the fast
        /// loop may read it in one lookup: [`WordAccess::None`] for a
        /// volatile load or one with `checks`.
        word: WordAccess,
    },
    /// `store`.
    Store {
        /// Stored type.
        ty: TypeId,
        /// Value.
        val: Opnd,
        /// Address.
        ptr: Opnd,
        /// Alignment in bytes.
        align: u64,
        /// `volatile`.
        volatile: bool,
        /// The stored type's word access ([`WordAccess`]) when the fast
        /// loop may write it in one lookup: [`WordAccess::None`] for a
        /// volatile store.
        word: WordAccess,
    },
    /// `fence`: no effect in a single-threaded run.
    Fence(Ordering),
    /// `cmpxchg`.
    CmpXchg {
        /// Value type.
        ty: TypeId,
        /// Address.
        ptr: Opnd,
        /// Expected value.
        cmp: Opnd,
        /// New value.
        new: Opnd,
        /// Alignment.
        align: u64,
    },
    /// `atomicrmw`.
    AtomicRmw {
        /// Operation.
        op: RmwOp,
        /// Value type.
        ty: TypeId,
        /// Address.
        ptr: Opnd,
        /// Operand.
        val: Opnd,
        /// Alignment.
        align: u64,
    },
    /// `getelementptr`.
    Gep {
        /// Flags.
        flags: GepFlags,
        /// Base pointer (or vector of pointers).
        base: Opnd,
        /// Address computation steps.
        steps: Vec<GepStep>,
        /// Vector length if the result is a vector of pointers.
        lanes: Option<u32>,
        /// Width of the pointer index type.
        index_bits: u32,
    },
    /// A conversion.
    Cast {
        /// The conversion.
        op: CastOp,
        /// Flags.
        flags: CastFlags,
        /// Fast-math flags.
        fmf: FastMath,
        /// Operand.
        val: Opnd,
        /// Operand type.
        from: TypeId,
        /// Result type.
        to: TypeId,
        /// The width the conversion's rule takes, looked up once: the
        /// result's scalar integer width, for `inttoptr` its pointer
        /// size in bits, otherwise 0.
        width: u32,
    },
    /// `icmp`.
    ICmp {
        /// Predicate.
        pred: IntPred,
        /// `samesign`.
        samesign: bool,
        /// Left operand.
        lhs: Opnd,
        /// Right operand.
        rhs: Opnd,
        /// When the next instruction is a `br` on this result alone: its
        /// successors if true and if false, so that the fast loop runs
        /// both instructions as one dispatch. The general step ignores it
        /// (the `br` runs as its own step).
        then_else: Option<(Dest, Dest)>,
    },
    /// `fcmp`.
    FCmp {
        /// Predicate.
        pred: FloatPred,
        /// Fast-math flags.
        fmf: FastMath,
        /// Left operand.
        lhs: Opnd,
        /// Right operand.
        rhs: Opnd,
        /// Operand type.
        ty: TypeId,
    },
    /// `select`.
    Select {
        /// Fast-math flags.
        fmf: FastMath,
        /// Condition (i1 or vector of i1).
        cond: Opnd,
        /// Value when true.
        then_val: Opnd,
        /// Value when false.
        else_val: Opnd,
    },
    /// `freeze`.
    Freeze(Opnd),
    /// `call`.
    Call(Box<CallOp>),
    /// `va_arg`.
    VaArg {
        /// The `va_list` pointer.
        list: Opnd,
        /// The argument type.
        ty: TypeId,
    },
    /// An instruction llsem parses but does not execute (EH pads, `invoke`,
    /// `callbr`, scalable vectors...): executing it stops the run as
    /// unsupported, naming the construct.
    Unsupported(String),
}

/// A compiled instruction: what it does, where its result goes, and where it
/// was written.
#[derive(Clone, Debug, PartialEq)]
pub struct CInst {
    /// The operation.
    pub op: Op,
    /// The register receiving the result.
    pub dst: Option<u32>,
    /// The result type (void for none).
    pub ty: TypeId,
    /// Where it was written.
    pub span: Span,
}

/// A compiled phi: its register and one input per predecessor.
#[derive(Clone, Debug, PartialEq)]
pub struct CPhi {
    /// The register receiving the value.
    pub dst: u32,
    /// `(predecessor, value)` pairs.
    pub incoming: Vec<(BlockId, Opnd)>,
    /// Its fast-math flags (LangRef "Fast-Math Flags": they apply to
    /// `phi` of floating-point type).
    pub fmf: FastMath,
    /// Where it was written.
    pub span: Span,
}

/// The phi assignments of one control-flow edge into a block, resolved
/// when the function is compiled: entering the block from `from` runs
/// `moves` (each phi's register and its input for this edge, in phi order).
#[derive(Clone, Debug, PartialEq)]
pub struct PhiEdge {
    /// The predecessor block.
    pub from: BlockId,
    /// `(phi register, input)` for each phi, in order; cut short before
    /// the first phi that has no input for this edge.
    pub moves: Vec<(u32, Opnd)>,
    /// Whether every phi has an input for this edge (otherwise entering
    /// along it stops the run after `moves.len() + 1` phi steps).
    pub complete: bool,
    /// Whether some input reads the register of an earlier phi of the
    /// block: then all inputs are read before any phi is assigned.
    pub overlapping: bool,
    /// Whether some phi of the block carries fast-math flags (LangRef
    /// "Fast-Math Flags"): then each input is read and the phi's flags
    /// applied to it before any phi is assigned.
    pub flagged: bool,
}

impl PhiEdge {
    /// The edges into a block with these phis, one per predecessor named by
    /// some phi (the first input listed for a predecessor counts).
    pub fn of(phis: &[CPhi]) -> Vec<PhiEdge> {
        let mut preds: Vec<BlockId> = Vec::new();
        for phi in phis {
            for (b, _) in &phi.incoming {
                if !preds.contains(b) {
                    preds.push(*b);
                }
            }
        }
        preds
            .into_iter()
            .map(|from| {
                let mut moves = Vec::with_capacity(phis.len());
                let mut complete = true;
                for phi in phis {
                    match phi.incoming.iter().find(|(b, _)| *b == from) {
                        Some((_, op)) => moves.push((phi.dst, *op)),
                        None => {
                            complete = false;
                            break;
                        }
                    }
                }
                let overlapping = moves.iter().enumerate().any(|(i, (_, op))| {
                    matches!(op, Opnd::Reg(r) if moves[..i].iter().any(|(d, _)| d == r))
                });
                PhiEdge {
                    from,
                    moves,
                    complete,
                    overlapping,
                    flagged: phis.iter().any(|p| !p.fmf.is_empty()),
                }
            })
            .collect()
    }
}

/// A compiled basic block.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct CBlock {
    /// The phis at its top.
    pub phis: Vec<CPhi>,
    /// The phi assignments of each edge into the block (empty without
    /// phis).
    pub edges: Vec<PhiEdge>,
    /// The other instructions; the last is the terminator.
    pub insts: Vec<CInst>,
    /// The fast loop's form of each instruction of `insts`, at the same
    /// index (filled by [`Code::resolve_edges`] only: every register a
    /// form names is below its code's [`Code::form_regs`]).
    fast: Vec<FastOp>,
}

impl CBlock {
    /// The fast loop's form of each instruction of `insts`, at the same
    /// index.
    #[inline(always)]
    pub fn fast(&self) -> &[FastOp] {
        &self.fast
    }
}

/// A compiled function body.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Code {
    /// Blocks by [`BlockId`].
    pub blocks: Vec<CBlock>,
    /// Number of registers (locals).
    pub regs: u32,
    /// The constant pool.
    pub consts: Vec<crate::value::Value>,
    /// The scalar form of each constant, where it has one.
    pub scalar_consts: Vec<Option<crate::value::Scalar>>,
    /// Every `br`'s jumps into its successors, by [`Dest::jump`].
    pub jumps: Vec<Jump>,
    /// The bound on the registers the blocks' fast forms name, set with
    /// them ([`Code::form_regs`]).
    form_regs: u32,
}

impl Code {
    /// The register of a local.
    pub fn reg(local: LocalId) -> u32 {
        local.0
    }

    /// A body of `blocks` with `regs` registers and the constant pool
    /// `consts`, its jumps and forms not yet resolved
    /// ([`Code::resolve_edges`]).
    pub fn new(blocks: Vec<CBlock>, regs: u32, consts: Vec<crate::value::Value>) -> Code {
        Code {
            blocks,
            regs,
            scalar_consts: consts.iter().map(crate::value::Scalar::of).collect(),
            consts,
            jumps: Vec::new(),
            form_regs: 0,
        }
    }

    /// Every register a fast form of this code names
    /// ([`FastOp::registers`]) is below this: `regs` when the forms were
    /// made ([`FastOp::within`]), 0 before. The fast loop reads and writes
    /// those registers without a bounds test in a register file at least
    /// this long.
    #[inline(always)]
    pub fn form_regs(&self) -> u32 {
        self.form_regs
    }

    /// Once every block's phi edges are known: resolves the jump each
    /// `br` makes into its successors (see [`Dest`], [`Code::jumps`]), and
    /// gives each `icmp` followed by a `br` on its result alone that
    /// branch's successors (see [`Op::ICmp`]); then gives every
    /// instruction its fast form ([`CBlock::fast`]).
    pub fn resolve_edges(&mut self) {
        let edge_of = |target: &CBlock, from: BlockId| -> u32 {
            if target.phis.is_empty() {
                return Jump::NO_PHIS;
            }
            match target.edges.iter().position(|e| e.from == from) {
                Some(i) if target.edges[i].complete && !target.edges[i].flagged => i as u32,
                _ => Jump::GENERAL,
            }
        };
        let mut jumps = std::mem::take(&mut self.jumps);
        for b in 0..self.blocks.len() {
            let from = BlockId(b as u32);
            for i in 0..self.blocks[b].insts.len() {
                let mut op = std::mem::replace(&mut self.blocks[b].insts[i].op, Op::Unreachable);
                let mut resolve = |d: &mut Dest| {
                    let edge = match self.blocks.get(d.block.0 as usize) {
                        Some(target) => edge_of(target, from),
                        None => Jump::GENERAL,
                    };
                    d.jump = jumps.len() as u32;
                    jumps.push(Jump {
                        block: d.block,
                        edge,
                    });
                };
                match &mut op {
                    Op::Br(d) => resolve(d),
                    Op::CondBr {
                        then_dest,
                        else_dest,
                        ..
                    } => {
                        resolve(then_dest);
                        resolve(else_dest);
                    }
                    _ => {}
                }
                self.blocks[b].insts[i].op = op;
            }
            let insts = &mut self.blocks[b].insts;
            for i in 1..insts.len() {
                let (head, tail) = insts.split_at_mut(i);
                let (cmp, next) = (&mut head[i - 1], &tail[0]);
                if let (
                    Op::ICmp { then_else, .. },
                    Some(r),
                    Op::CondBr {
                        cond: Opnd::Reg(c),
                        then_dest,
                        else_dest,
                    },
                ) = (&mut cmp.op, cmp.dst, &next.op)
                    && *c == r
                {
                    *then_else = Some((*then_dest, *else_dest));
                }
            }
        }
        self.jumps = jumps;
        let n = self.regs;
        for b in 0..self.blocks.len() {
            let fast = (self.blocks[b].insts.iter())
                .map(|i| FastOp::of(&i.op, i.dst, self).within(n))
                .collect();
            self.blocks[b].fast = fast;
        }
        self.form_regs = n;
    }
}

impl CInst {
    /// The registers the instruction reads, each once, in operand order.
    pub fn register_operands(&self) -> Vec<u32> {
        let mut out = Vec::new();
        for o in self.operands() {
            if let Opnd::Reg(r) = o
                && !out.contains(&r)
            {
                out.push(r);
            }
        }
        out
    }

    /// The operands the instruction reads (registers and constants), in
    /// operand order.
    pub fn operands(&self) -> Vec<Opnd> {
        let mut out = Vec::new();
        let mut push = |o: &Opnd| out.push(*o);
        match &self.op {
            Op::Ret(Some(v)) | Op::Freeze(v) => push(v),
            Op::CondBr { cond, .. } | Op::Switch { cond, .. } => push(cond),
            Op::IndirectBr { addr, .. } => push(addr),
            Op::FNeg { val, .. } | Op::Cast { val, .. } => push(val),
            Op::Binary { lhs, rhs, .. } | Op::ICmp { lhs, rhs, .. } | Op::FCmp { lhs, rhs, .. } => {
                push(lhs);
                push(rhs);
            }
            Op::ExtractElement { vec, idx } => {
                push(vec);
                push(idx);
            }
            Op::InsertElement { vec, elem, idx } => {
                push(vec);
                push(elem);
                push(idx);
            }
            Op::ShuffleVector { v1, v2, .. } => {
                push(v1);
                push(v2);
            }
            Op::ExtractValue { agg, .. } => push(agg),
            Op::InsertValue { agg, val, .. } => {
                push(agg);
                push(val);
            }
            Op::Alloca { count: Some(c), .. } => push(c),
            Op::Load { ptr, .. } => push(ptr),
            Op::Store { val, ptr, .. } => {
                push(val);
                push(ptr);
            }
            Op::CmpXchg { ptr, cmp, new, .. } => {
                push(ptr);
                push(cmp);
                push(new);
            }
            Op::AtomicRmw { ptr, val, .. } => {
                push(ptr);
                push(val);
            }
            Op::Gep { base, steps, .. } => {
                push(base);
                for s in steps {
                    if let GepStep::Index { index, .. } = s {
                        push(index);
                    }
                }
            }
            Op::Select {
                cond,
                then_val,
                else_val,
                ..
            } => {
                push(cond);
                push(then_val);
                push(else_val);
            }
            Op::Call(c) => {
                if let Callee::Indirect(o) = &c.callee {
                    push(o);
                }
                for (a, _) in &c.args {
                    push(a);
                }
            }
            Op::VaArg { list, .. } => push(list),
            Op::Ret(None)
            | Op::Br(_)
            | Op::Unreachable
            | Op::Alloca { count: None, .. }
            | Op::Fence(_)
            | Op::Unsupported(_) => {}
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::syntax::Attr;

    fn attrs(words: &[&str], memory: Option<&str>) -> AttrSet {
        let mut v: Vec<Attr> = words.iter().map(|w| Attr::Word(w.to_string())).collect();
        if let Some(m) = memory {
            v.push(Attr::Args {
                name: "memory".into(),
                args: m.into(),
            });
        }
        AttrSet(v)
    }

    fn phi(dst: u32, incoming: &[(u32, Opnd)]) -> CPhi {
        CPhi {
            dst,
            incoming: incoming.iter().map(|(b, o)| (BlockId(*b), *o)).collect(),
            fmf: FastMath::default(),
            span: Span::default(),
        }
    }

    #[test]
    fn phi_edges_resolve_inputs_per_predecessor() {
        // %5 = phi [%6, %b1], [0, %b2]; %6 = phi [%5, %b1], [1, %b2];
        // %7 = phi [%7, %b1] (no input for %b2).
        let phis = [
            phi(5, &[(1, Opnd::Reg(6)), (2, Opnd::Const(0))]),
            phi(
                6,
                &[(1, Opnd::Reg(5)), (2, Opnd::Const(1)), (1, Opnd::Const(9))],
            ),
            phi(7, &[(1, Opnd::Reg(7))]),
        ];
        let edges = PhiEdge::of(&phis);
        assert_eq!(edges.len(), 2);
        let from1 = &edges[0];
        assert_eq!(from1.from, BlockId(1));
        // The first input listed for a predecessor counts.
        let moves = vec![(5, Opnd::Reg(6)), (6, Opnd::Reg(5)), (7, Opnd::Reg(7))];
        assert_eq!(from1.moves, moves);
        assert!(from1.complete);
        // %6 reads %5, assigned before it: the swap needs all reads first.
        assert!(from1.overlapping);
        let from2 = &edges[1];
        assert_eq!(from2.from, BlockId(2));
        assert_eq!(from2.moves, vec![(5, Opnd::Const(0)), (6, Opnd::Const(1))]);
        assert!(!from2.complete && !from2.overlapping && !from2.flagged);
        // A phi reading a later phi's register, or its own, needs no copy.
        let later = [phi(1, &[(0, Opnd::Reg(2))]), phi(2, &[(0, Opnd::Reg(2))])];
        assert!(!PhiEdge::of(&later)[0].overlapping);
        // One phi with fast-math flags makes every edge apply them.
        let mut nsz = phi(3, &[(0, Opnd::Reg(1))]);
        nsz.fmf.nsz = true;
        let flagged = PhiEdge::of(&[phi(1, &[(0, Opnd::Reg(2))]), nsz]);
        assert!(flagged[0].flagged);
    }

    fn inst(op: Op, dst: Option<u32>) -> CInst {
        CInst {
            op,
            dst,
            ty: TypeId(0),
            span: Span::default(),
        }
    }

    fn br(to: u32) -> Dest {
        Dest::unresolved(BlockId(to))
    }

    /// A form is made only when every register it names is below the
    /// code's register count, and the code records that bound: the fast
    /// loop reads the forms' registers without a bounds test in a file at
    /// least that long.
    #[test]
    fn forms_name_only_registers_below_the_bound() {
        let add = |dst, lhs, rhs| {
            let op = Op::Binary {
                op: crate::syntax::BinOp::Add,
                flags: crate::syntax::IntFlags::default(),
                fmf: FastMath::default(),
                lhs: Opnd::Reg(lhs),
                rhs: Opnd::Reg(rhs),
            };
            inst(op, Some(dst))
        };
        for (regs, form) in [(5, true), (4, false), (2, false)] {
            let block = CBlock {
                insts: vec![add(1, 2, 4), add(0, 1, 1), inst(Op::Ret(None), None)],
                ..CBlock::default()
            };
            let mut code = Code {
                blocks: vec![block],
                regs,
                ..Code::default()
            };
            assert_eq!(code.form_regs(), 0);
            code.resolve_edges();
            assert_eq!(code.form_regs(), regs);
            let fast = code.blocks[0].fast();
            assert_eq!(fast[0] != FastOp::General, form, "{regs}: {:?}", fast[0]);
            assert_eq!(
                fast[1] != FastOp::General,
                regs > 1,
                "{regs}: {:?}",
                fast[1]
            );
            for f in fast {
                assert!(f.registers().iter().flatten().all(|&r| r < regs), "{f:?}");
            }
        }
    }

    #[test]
    fn branches_resolve_their_edges_and_icmp_fuses_with_its_br() {
        let icmp = |dst, then_else| {
            let op = Op::ICmp {
                pred: IntPred::Eq,
                samesign: false,
                lhs: Opnd::Reg(0),
                rhs: Opnd::Const(0),
                then_else,
            };
            inst(op, Some(dst))
        };
        let cond_br = |cond, t, e| {
            let op = Op::CondBr {
                cond: Opnd::Reg(cond),
                then_dest: br(t),
                else_dest: br(e),
            };
            inst(op, None)
        };
        let mut flagged = phi(6, &[(0, Opnd::Reg(0))]);
        flagged.fmf.nnan = true;
        let blocks = vec![
            // b0: %1 = icmp; br %1, b1, b2 (fused).
            CBlock {
                insts: vec![icmp(1, None), cond_br(1, 1, 2)],
                ..CBlock::default()
            },
            // b1: phi [b0, b2]; %3 = icmp; br %1, b2, b3 (not on %3).
            CBlock {
                phis: vec![phi(2, &[(0, Opnd::Const(0)), (2, Opnd::Reg(2))])],
                insts: vec![icmp(3, None), cond_br(1, 2, 3)],
                ..CBlock::default()
            },
            // b2: phi with no input for b1; br b1.
            CBlock {
                phis: vec![phi(4, &[(0, Opnd::Reg(0))])],
                insts: vec![inst(Op::Br(br(1)), None)],
                ..CBlock::default()
            },
            // b3: a phi with fast-math flags; ret.
            CBlock {
                phis: vec![flagged],
                insts: vec![inst(Op::Ret(None), None)],
                ..CBlock::default()
            },
        ];
        let mut code = Code {
            blocks,
            ..Code::default()
        };
        for b in &mut code.blocks {
            b.edges = PhiEdge::of(&b.phis);
        }
        code.resolve_edges();
        // The jumps of each `br`, in order: b0's two, b1's two, b2's one.
        let jump = |block, edge| Jump {
            block: BlockId(block),
            edge,
        };
        let jumps = vec![
            jump(1, 0),
            jump(2, 0),
            // b1 -> b2: b2's phi has no input for b1; b1 -> b3: flagged.
            jump(2, Jump::GENERAL),
            jump(3, Jump::GENERAL),
            // b2 -> b1: b1's second edge.
            jump(1, 1),
        ];
        assert_eq!(code.jumps, jumps);
        let dest = |block, jump| Dest {
            block: BlockId(block),
            jump,
        };
        let b0 = &code.blocks[0].insts;
        let (then0, else0) = (dest(1, 0), dest(2, 1));
        assert_eq!(b0[0], icmp(1, Some((then0, else0))));
        let resolved = Op::CondBr {
            cond: Opnd::Reg(1),
            then_dest: then0,
            else_dest: else0,
        };
        assert_eq!(b0[1].op, resolved);
        // The `br` does not branch on the `icmp` before it: nothing fused.
        let b1 = &code.blocks[1].insts;
        assert_eq!(b1[0], icmp(3, None));
        let resolved = Op::CondBr {
            cond: Opnd::Reg(1),
            then_dest: dest(2, 2),
            else_dest: dest(3, 3),
        };
        assert_eq!(b1[1].op, resolved);
        assert_eq!(code.blocks[2].insts[0].op, Op::Br(dest(1, 4)));
        // A target without phis.
        let mut plain = Code {
            blocks: vec![
                CBlock {
                    insts: vec![inst(Op::Br(br(1)), None)],
                    ..CBlock::default()
                },
                CBlock::default(),
            ],
            ..Code::default()
        };
        plain.resolve_edges();
        assert_eq!(plain.jumps, vec![jump(1, Jump::NO_PHIS)]);
    }

    #[test]
    fn promises_of_site_and_callee_combine() {
        let wr = &["willreturn", "nounwind"];
        let site = CallPromises::of(&attrs(&[], Some("none")));
        let callee = CallPromises::of(&attrs(wr, None));
        let both = site.union(callee);
        assert!(both.memory.is_none() && both.willreturn && both.nounwind && both.nofree);
        assert!(!callee.nofree && callee.memory.writes());
        let read = CallPromises::of(&attrs(&[], Some("read")));
        assert!(read.nofree && !read.memory.writes());
        let spec = CallPromises::of(&attrs(&["speculatable", "noreturn"], None));
        assert!(spec.union(site).speculatable && spec.noreturn);
    }
}
