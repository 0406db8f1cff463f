//! Inputs for a refinement check, generated per parameter type: every
//! combination when the whole input space is small; otherwise boundary
//! values, the integer constants the source and the target compare or
//! compute with (and their neighbours), seeded random values, poison, and
//! undef (llvm model). Pointer parameters get null where allowed, fresh
//! buffers filled with random bytes, some of them (or single bits or bit
//! ranges of them) poison or undef, buffers of exactly each size the
//! functions mention and one byte less, misaligned pointers, one past the
//! end, dangling, and two parameters into one buffer (see [`PtrHint`]). Each input also gets its environment: what the
//! functions outside the module do.

use std::collections::HashMap;

use chacha20::ChaCha8Rng;
use rand::{Rng, SeedableRng};

use super::elements::{self, Element};
use crate::apint::ApInt;
use crate::mem::{ByteBits, Bytes, Fill};
use crate::model::ModelKind;
use crate::oracle::{boundary_values, near_values};
use crate::sem::args::{Block, FreshState, MAX_ZEROS_BYTES, StoredPointer};
use crate::sem::consts::ConstEval;
use crate::sem::environment::{Environment, random_bytes};
use crate::sem::ops::float::modes::RoundingMode;
use crate::sem::program::Program;
use crate::sem::run::Arg;
use crate::syntax::{
    CastOp, Const, ConstExpr, ConstKind, FloatKind, FuncId, GlobalRef, InstKind, Module, Operand,
    TypeId, TypeKind,
};
use crate::value::{Float, Pointer, Value};

/// One input: the arguments and the environment.
#[derive(Clone, Debug, PartialEq)]
pub struct Input {
    /// One per parameter.
    pub args: Vec<Arg>,
    /// What external functions do (the same for the source and the target).
    pub env: Environment,
    /// What `reassoc` licenses of the function pair's returned value
    /// ([`super::reassoc::licence`]; the same for every input of a check).
    pub reassoc: Option<super::reassoc::Reassoc>,
}

/// The environment of the next input: a fresh seed; one environment in
/// four lets pure functions have UB for some arguments.
fn environment(rng: &mut ChaCha8Rng) -> Environment {
    let seed = rng.next_u64();
    Environment {
        seed,
        pure_ub: seed.is_multiple_of(4),
        effects: true,
        globals: true,
        interpose: true,
        ..Environment::default()
    }
}

/// The parts of the environment besides external calls that a pair of
/// modules can observe, from the functions they declare.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct EnvUse {
    /// The dynamic floating-point rounding mode (constrained intrinsics,
    /// `llvm.get.rounding`, `fegetround`).
    pub rounding: bool,
    /// Standard input.
    pub stdin: bool,
    /// A C library function whose outcome C leaves open (a comparison's
    /// magnitude).
    pub libc: bool,
    /// A heap allocator (whose allocations may fail).
    pub heap: bool,
}

impl std::ops::BitOr for EnvUse {
    type Output = EnvUse;
    fn bitor(self, o: EnvUse) -> EnvUse {
        EnvUse {
            rounding: self.rounding || o.rounding,
            stdin: self.stdin || o.stdin,
            libc: self.libc || o.libc,
            heap: self.heap || o.heap,
        }
    }
}

impl EnvUse {
    /// What a module that declares these functions can observe.
    pub fn of_declarations<'a>(names: impl Iterator<Item = &'a str>) -> EnvUse {
        let mut u = EnvUse::default();
        for n in names {
            u.rounding |= n.starts_with("llvm.experimental.constrained.")
                || n.starts_with("llvm.get.rounding")
                || n == "fegetround";
            u.stdin |= crate::sem::runtime::input::READERS.contains(&n);
            u.libc |= LIBC_FREEDOMS.contains(&n);
            u.heap |= HEAP_ALLOCATORS.contains(&n);
        }
        u
    }
}

/// The C library functions whose outcomes C leaves open in a way a
/// refinement must allow for (see
/// [`crate::sem::environment::Environment::libc`]).
const LIBC_FREEDOMS: [&str; 4] = ["memcmp", "bcmp", "strcmp", "strncmp"];

/// The C library functions that allocate heap blocks, which may fail
/// (see [`crate::sem::environment::Environment::heap_fail`]).
const HEAP_ALLOCATORS: [&str; 11] = [
    "malloc",
    "calloc",
    "realloc",
    "reallocarray",
    "aligned_alloc",
    "posix_memalign",
    "memalign",
    "valloc",
    "pvalloc",
    "strdup",
    "strndup",
];

/// How many standard inputs each input is tried with when the modules
/// read standard input.
const STDINS_PER_INPUT: u64 = 6;

/// Adapts the inputs' environments to what the modules observe: each
/// input under every rounding mode (round to nearest first) where they see
/// it, generated standard inputs (several per input) where they read
/// it, and each input also in an environment whose heap allocations may
/// fail where they call an allocator; the defaults otherwise, which keep
/// replay commands short.
pub fn fit_environments(inputs: &mut Vec<Input>, used: EnvUse) {
    for i in inputs.iter_mut() {
        i.env.rounding = RoundingMode::default();
        i.env.stdin = used.stdin;
        i.env.libc = used.libc;
        i.env.heap_fail = false;
    }
    if used.heap {
        *inputs = inputs
            .iter()
            .flat_map(|i| {
                let mut failing = i.clone();
                failing.env.heap_fail = true;
                [i.clone(), failing]
            })
            .collect();
    }
    if used.rounding {
        *inputs = inputs
            .iter()
            .flat_map(|i| {
                RoundingMode::ALL.iter().map(move |&mode| {
                    let mut copy = i.clone();
                    copy.env.rounding = mode;
                    copy
                })
            })
            .collect();
    }
    if used.stdin {
        let more: Vec<Input> = inputs
            .iter()
            .flat_map(|i| {
                (1..STDINS_PER_INPUT).map(move |j| {
                    let mut copy = i.clone();
                    copy.env.seed = i
                        .env
                        .seed
                        .wrapping_add(j.wrapping_mul(0x9e37_79b9_7f4a_7c15));
                    copy
                })
            })
            .collect();
        inputs.extend(more);
    }
}

/// What the functions under check say about a pointer parameter: the
/// sizes they access or promise through it (`dereferenceable`, the
/// widths of loads and stores of it) and the largest alignment they
/// assume (`align`, those of its loads and stores).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PtrHint {
    /// Sizes in bytes, each once.
    pub sizes: Vec<u64>,
    /// The largest alignment (1 if none).
    pub align: u64,
    /// The types `va_arg` reads through it, in order: the parameter is
    /// used as a `va_list`.
    pub va_args: Vec<TypeKind>,
    /// Alignments assumed of the parameter's address minus an offset
    /// (`"align"(ptr p, A, O)` operand bundles of `llvm.assume` with O
    /// not a multiple of A), as (A, O mod A), each once.
    pub residues: Vec<(u64, u64)>,
    /// The numbers of arguments the parameter is called with (as an
    /// indirect callee), each once: functions of the module taking as
    /// many are worth passing.
    pub callee_arities: Vec<usize>,
    /// The function types of the calls through it (as printed, so that
    /// the source's and the target's compare), each once.
    pub callee_types: Vec<String>,
    /// The functions named as values it may hold (without `@`), each
    /// once: those the `!callees` lists of calls through it name, and
    /// those an `icmp` compares it with.
    pub functions: Vec<String>,
    /// The elements loads read through it (see
    /// [`super::elements::loaded`]), each once.
    pub elements: Vec<Element>,
    /// How far from it a `getelementptr` with a variable first index may
    /// reach, in bytes either way (see `index_reach`); 0 if none.
    pub reach: u64,
    /// The addresses an `icmp` compares it with (`inttoptr` of an integer
    /// constant), or its `ptrtoint` with (an integer constant), each once:
    /// a block of the input's may lie there.
    pub addresses: Vec<u64>,
}

impl PtrHint {
    fn add_size(&mut self, n: u64) {
        if n > 0 && !self.sizes.contains(&n) {
            self.sizes.push(n);
        }
    }

    /// Both functions' hints for the same parameter.
    pub fn merge(&mut self, other: &PtrHint) {
        other.sizes.iter().for_each(|&n| self.add_size(n));
        self.align = self.align.max(other.align);
        if self.va_args.len() < other.va_args.len() {
            self.va_args.clone_from(&other.va_args);
        }
        other.residues.iter().for_each(|&r| self.add_residue(r));
        self.reach = self.reach.max(other.reach);
        for &n in &other.callee_arities {
            if !self.callee_arities.contains(&n) {
                self.callee_arities.push(n);
            }
        }
        other
            .callee_types
            .iter()
            .for_each(|t| add_name(&mut self.callee_types, t));
        other
            .functions
            .iter()
            .for_each(|f| add_name(&mut self.functions, f));
        for &e in &other.elements {
            if self.elements.len() < elements::MAX_ELEMENTS && !self.elements.contains(&e) {
                self.elements.push(e);
            }
        }
        other.addresses.iter().for_each(|&a| self.add_address(a));
    }

    fn add_address(&mut self, a: u64) {
        if self.addresses.len() < MAX_ADDRESSES && !self.addresses.contains(&a) {
            self.addresses.push(a);
        }
    }

    fn add_residue(&mut self, r: (u64, u64)) {
        if !self.residues.contains(&r) {
            self.residues.push(r);
        }
    }

    /// An `"align"(p, a, offset)` assumption about the parameter: a
    /// plain alignment, or a residue when the offset is not a multiple of
    /// `a` (LangRef "Assume Operand Bundles": `p - offset` is aligned).
    fn assume_align(&mut self, a: u64, offset: u64) {
        if !a.is_power_of_two() || a > MAX_HINT_ALIGN {
            return;
        }
        match offset % a {
            0 => self.align = self.align.max(a),
            r => self.add_residue((a, r)),
        }
    }
}

/// Adds `name` to `names` unless it is there.
fn add_name(names: &mut Vec<String>, name: &str) {
    if !names.iter().any(|n| n == name) {
        names.push(name.to_string());
    }
}

/// Most addresses per pointer parameter an input block is placed at.
const MAX_ADDRESSES: usize = 4;

/// The largest alignment an assumption may make an input block take.
const MAX_HINT_ALIGN: u64 = 4096;

/// Most sizes per pointer parameter tried exactly.
const MAX_SIZES: usize = 4;

/// Per parameter of `func`, what it says about the parameter as a pointer
/// (see [`PtrHint`]; empty for other types): its attributes, the loads
/// and stores whose address is the parameter itself, and the attributes
/// call sites give it as an argument.
pub fn pointer_hints(prog: &Program, func: FuncId) -> Vec<PtrHint> {
    let f = prog.module.func(func);
    let mut hints: Vec<PtrHint> = f
        .params
        .iter()
        .map(|p| {
            let attrs = crate::sem::compile::value_attrs(prog, &p.attrs);
            let mut h = PtrHint {
                sizes: Vec::new(),
                align: attrs.align.unwrap_or(1),
                va_args: Vec::new(),
                residues: Vec::new(),
                callee_arities: Vec::new(),
                callee_types: Vec::new(),
                functions: Vec::new(),
                elements: Vec::new(),
                reach: 0,
                addresses: Vec::new(),
            };
            if let Some((n, _)) = attrs.dereferenceable {
                h.add_size(n);
            }
            if let Some(ty) = p.attrs.ty("sret") {
                h.add_size(prog.ty(ty).store_size);
            }
            h
        })
        .collect();
    for (h, e) in hints.iter_mut().zip(elements::loaded(prog, func)) {
        h.elements = e;
    }
    let Some(body) = &f.body else {
        return hints;
    };
    // Locals that are a parameter unchanged (`bitcast`, `addrspacecast`),
    // with the parameter's index.
    let mut copies: Vec<(crate::syntax::LocalId, usize)> = f
        .params
        .iter()
        .enumerate()
        .filter_map(|(k, p)| Some((p.local?, k)))
        .collect();
    for inst in body.blocks.iter().flat_map(|b| &b.insts) {
        if let (
            InstKind::Cast {
                op: CastOp::BitCast | CastOp::AddrSpaceCast,
                val,
                ..
            },
            Some(r),
        ) = (&inst.kind, inst.result)
            && let Operand::Local(l, _) = &val.val
            && let Some(&(_, k)) = copies.iter().find(|(c, _)| c == l)
        {
            copies.push((r, k));
        }
    }
    // Locals that are a parameter's address as an integer (`ptrtoint` of
    // it), with the parameter's index.
    let addresses: Vec<(crate::syntax::LocalId, usize)> = body
        .blocks
        .iter()
        .flat_map(|b| &b.insts)
        .filter_map(|inst| match (&inst.kind, inst.result) {
            (
                InstKind::Cast {
                    op: CastOp::PtrToInt | CastOp::PtrToAddr,
                    val,
                    ..
                },
                Some(r),
            ) => match &val.val {
                Operand::Local(l, _) => copies.iter().find(|(c, _)| c == l).map(|&(_, k)| (r, k)),
                _ => None,
            },
            _ => None,
        })
        .collect();
    let int = |op: &Operand| match op {
        Operand::Const(c) => match &c.kind {
            ConstKind::Int(i) => i.to_u64(),
            _ => None,
        },
        _ => None,
    };
    let widened = widenings(prog, body);
    for inst in body.blocks.iter().flat_map(|b| &b.insts) {
        let param = |op: &Operand| match op {
            Operand::Local(l, _) => copies.iter().find(|(c, _)| c == l).map(|&(_, k)| k),
            _ => None,
        };
        if let InstKind::Gep {
            source_ty,
            base,
            indices,
            ..
        } = &inst.kind
            && let Some(k) = param(&base.val)
            && let Some(first) = indices.first()
        {
            let stride = prog.ty(*source_ty).alloc_size;
            if let Some(r) = index_reach(prog, &widened, first, stride) {
                hints[k].reach = hints[k].reach.max(r);
            }
            continue;
        }
        // A comparison with a function's address: that function is worth
        // passing (a devirtualization tests the pointer against it). With
        // an address made from an integer (or its `ptrtoint` with an
        // integer): a block of the input's is worth placing there (LangRef "Pointer Aliasing Rules": such an address
        // is in no range LLVM allocated, so a pointer into an input block
        // that equals it tells the two apart).
        if let InstKind::ICmp { lhs, rhs, .. } = &inst.kind {
            for (p, other) in [(lhs, rhs), (rhs, lhs)] {
                if let (Some(k), Some(f)) = (param(p), function_named(prog, other)) {
                    add_name(&mut hints[k].functions, f);
                }
                if let (Some(k), Some(a)) = (param(p), int_to_ptr(other)) {
                    hints[k].add_address(a);
                }
                if let (Operand::Local(l, _), Some(a)) = (p, int(other))
                    && let Some(&(_, k)) = addresses.iter().find(|(c, _)| c == l)
                {
                    hints[k].add_address(a);
                }
            }
            continue;
        }
        if let InstKind::VaArg { list, ty } = &inst.kind {
            if let Some(k) = param(&list.val) {
                hints[k].va_args.push(prog.module.types.kind(*ty).clone());
            }
            continue;
        }
        // A call site's `dereferenceable`/`align` on a parameter passed as
        // it is: the size it promises, and one byte less, are worth trying
        // (a target that adds the attribute; Alive2's
        // attrs/byval-dereferenceable2).
        if let InstKind::Call(call) = &inst.kind {
            if let Some(k) = param(&call.callee) {
                let h = &mut hints[k];
                if !h.callee_arities.contains(&call.args.len()) {
                    h.callee_arities.push(call.args.len());
                }
                add_name(&mut h.callee_types, &prog.module.types.display(call.fn_ty));
                let listed = crate::sem::compile::listed_callees(&prog.module, inst);
                for f in listed.unwrap_or_default() {
                    add_name(&mut h.functions, &prog.funcs[f.0 as usize].name);
                }
            }
            // Assumed alignments (`llvm.assume` bundles).
            for b in call.bundles.iter().filter(|b| b.tag == "align") {
                if let [p, a, rest @ ..] = b.inputs.as_slice()
                    && let Some(k) = param(&p.val)
                    && let Some(a) = int(&a.val)
                {
                    let offset = match rest {
                        [o] => int(&o.val),
                        _ => Some(0),
                    };
                    if let Some(o) = offset {
                        hints[k].assume_align(a, o);
                    }
                }
            }
            // The constant length of a memory intrinsic writing or reading
            // through the parameter.
            if let Some(name) = function_named(prog, &call.callee)
                && ["llvm.memset.", "llvm.memcpy.", "llvm.memmove."]
                    .iter()
                    .any(|m| name.starts_with(m))
                && let [dst, second, len, ..] = call.args.as_slice()
                && let Some(n) = int(&len.val)
            {
                for p in [dst, second] {
                    if let Some(k) = param(&p.val) {
                        hints[k].add_size(n);
                    }
                }
            }
            for arg in &call.args {
                let Some(k) = param(&arg.val) else { continue };
                let attrs = crate::sem::compile::value_attrs(prog, &arg.attrs);
                if let Some((n, _)) = attrs.dereferenceable {
                    hints[k].add_size(n);
                }
                hints[k].align = hints[k].align.max(attrs.align.unwrap_or(1));
            }
            continue;
        }
        let (ty, ptr, align) = match &inst.kind {
            InstKind::Load { ty, ptr, align, .. } => (*ty, ptr, align),
            InstKind::Store {
                val, ptr, align, ..
            } => (val.ty, ptr, align),
            _ => continue,
        };
        let Some(k) = param(&ptr.val) else {
            continue;
        };
        hints[k].add_size(prog.ty(ty).store_size);
        // An access without `align` has the type's ABI alignment (LangRef
        // `load`/`store`), so misaligning by one byte tests it too.
        hints[k].align = hints[k].align.max(align.unwrap_or(prog.ty(ty).abi_align));
    }
    hints
}

/// The address of an `inttoptr` of an integer constant, if `op` is one.
fn int_to_ptr(op: &Operand) -> Option<u64> {
    let Operand::Const(c) = op else { return None };
    let ConstKind::Expr(e) = &c.kind else {
        return None;
    };
    match &**e {
        ConstExpr::Cast {
            op: CastOp::IntToPtr,
            val,
        } => match &val.kind {
            ConstKind::Int(i) => i.to_u64(),
            _ => None,
        },
        _ => None,
    }
}

/// The name of the function `op` is the address of, if it is one.
fn function_named<'p>(prog: &'p Program, op: &Operand) -> Option<&'p str> {
    match op {
        Operand::Const(c) => match &c.kind {
            ConstKind::Global(GlobalRef::Func(g)) => Some(prog.funcs[g.0 as usize].name.as_str()),
            _ => None,
        },
        _ => None,
    }
}

/// How far `stride × index` may reach either way from a `getelementptr`'s
/// base, for a variable `index`: the offsets of every value of an `iK`
/// index (sign-extended to the 64-bit index width, LangRef
/// "getelementptr"), or of the `iM` a `sext`/`zext` widened it from, so
/// that a buffer this far on both sides of the pointer holds every
/// address it can form (LLVM's StraightLineStrengthReduce
/// slsr-gep-sext-wrap.ll: two stores 2^33 bytes apart, one of them
/// rewritten to wrap). `None` for a constant index, a 64-bit one of
/// unknown origin, or a reach beyond [`MAX_REACH`].
fn index_reach(
    prog: &Program,
    widened: &HashMap<crate::syntax::LocalId, (CastOp, u32)>,
    index: &crate::syntax::Typed,
    stride: u64,
) -> Option<u64> {
    let Operand::Local(l, _) = &index.val else {
        return None;
    };
    let values_half = match widened.get(l) {
        Some(&(CastOp::ZExt, m)) if m < 63 => 1u64 << m,
        Some(&(CastOp::SExt, m)) => 1u64 << (m - 1).min(62),
        _ => match prog.module.types.int_width(index.ty)? {
            k if k < 64 => 1u64 << (k - 1),
            _ => return None,
        },
    };
    stride
        .checked_mul(values_half)
        .filter(|&r| r > 0 && r <= MAX_REACH)
}

/// The locals of `body` that a `sext` or `zext` of an integer defines,
/// with the cast and the width it widens from (for [`index_reach`]).
fn widenings(
    prog: &Program,
    body: &crate::syntax::Body,
) -> HashMap<crate::syntax::LocalId, (CastOp, u32)> {
    body.blocks
        .iter()
        .flat_map(|b| &b.insts)
        .filter_map(|i| match (&i.kind, i.result) {
            (
                InstKind::Cast {
                    op: op @ (CastOp::SExt | CastOp::ZExt),
                    val,
                    ..
                },
                Some(r),
            ) => Some((r, (*op, prog.module.types.int_width(val.ty)?))),
            _ => None,
        })
        .collect()
}

/// The farthest reach [`index_reach`] gives a buffer for (a zero block of
/// twice that, [`crate::sem::args::MAX_ZEROS_BYTES`]).
const MAX_REACH: u64 = crate::sem::args::MAX_ZEROS_BYTES / 2 - 4096;

/// What a parameter's attributes exclude.
#[derive(Clone, Copy, Debug, Default)]
struct Excluded {
    /// `noundef`: no poison or undef.
    deferred_ub: bool,
    /// `nonnull`/`dereferenceable`: no null.
    null: bool,
    /// `dereferenceable(N)`: buffers of at least N bytes.
    min_size: u64,
    /// `align N`.
    align: u64,
    /// No read-only memory: the parameter is `writable`, or the function
    /// may not write through it anyway (`readonly`, `readnone`, or its
    /// `memory` attribute forbids writing argument memory), where
    /// read-only data would only add a reading LLVM's alias analysis and
    /// llsem's guards treat as no access at all.
    writable: bool,
    /// `noalias`: no pointer to a global variable, which the function may
    /// also access by its name, a pointer not based on the parameter
    /// (LangRef "Parameter Attributes", `noalias`: where either access
    /// modifies it, the behaviour is undefined).
    noalias: bool,
}

impl Excluded {
    /// `sret(T)`: the caller guarantees a valid pointer, whose loads and
    /// stores of the structure do not trap and are properly aligned
    /// (LangRef "Parameter Attributes", `sret`): no poison, undef or null,
    /// at least T's size, T's ABI alignment, and writable memory.
    fn sret(&mut self, t: &crate::sem::program::TyInfo) {
        self.deferred_ub = true;
        self.null = true;
        self.min_size = self.min_size.max(t.store_size.max(1));
        self.align = self.align.max(t.abi_align);
        self.writable = true;
    }
}

/// Candidate values of one parameter; `constants` are those of the
/// functions under check.
fn candidates(
    prog: &Program,
    ty: TypeId,
    ex: Excluded,
    rng: &mut ChaCha8Rng,
    random: usize,
    constants: &[ApInt],
    hint: &PtrHint,
) -> Vec<Arg> {
    let types = &prog.module.types;
    let mut out: Vec<Arg> = match types.kind(ty).clone() {
        TypeKind::Int(w) => int_candidates(w, rng, random, constants)
            .into_iter()
            .map(Arg::Value)
            .collect(),
        TypeKind::Float(k) => float_candidates(k, rng, random)
            .into_iter()
            .map(Arg::Value)
            .collect(),
        TypeKind::Ptr { .. } if ex.min_size > MAX_PATTERN_BYTES => {
            // A promise of more bytes than inputs hold generated contents
            // for (`dereferenceable(2^64-1)` on an AMDGPU kernel's
            // argument): one block of that many zero bytes, which costs
            // only what is written (at most `MAX_ZEROS_BYTES`: a larger
            // promise cannot be kept, and the attribute's UB is then the
            // run's outcome on both sides), and null where allowed.
            let mut v = Vec::new();
            if !ex.null {
                v.push(Arg::Value(Value::Ptr(Pointer::NULL)));
            }
            v.push(zeros(ex.min_size, ex.align.max(16)));
            v
        }
        TypeKind::Ptr { .. } => {
            let mut v = Vec::new();
            if !ex.null {
                v.push(Arg::Value(Value::Ptr(Pointer::NULL)));
            }
            let align = ex.align.max(1);
            for size in [ex.min_size.max(16), ex.min_size.max(64)] {
                v.push(buffer(prog, size, align.max(16), rng, false));
                v.push(buffer(prog, size, align.max(16), rng, true));
            }
            v.extend(pointer_kinds(prog, ex, hint, rng, constants));
            v.extend(va_lists(prog, hint, rng, constants));
            v.extend(function_pointers(prog, hint));
            v
        }
        TypeKind::Vector { len, elem, .. } => {
            let random: Vec<Vec<Value>> = (0..random.max(4))
                .map(|_| lane_values(prog, elem, len as usize, rng))
                .collect();
            let one_poison = if ex.deferred_ub {
                Vec::new()
            } else {
                one_poison_lane(&random)
            };
            let splats = splats(prog, elem, len as usize, constants);
            random
                .into_iter()
                .chain(one_poison)
                .chain(splats)
                .map(|v| Arg::Value(Value::Vector(v.into())))
                .collect()
        }
        _ => {
            // Structs and arrays: all zeros, then values built field by
            // field (their poison and undef forms are added below).
            let zero = ConstEval::new(prog).zero(ty);
            let mut v: Vec<Value> = zero.into_iter().collect();
            for a in aggregate_values(prog, ty, ex, rng, constants) {
                if !v.contains(&a) {
                    v.push(a);
                }
            }
            v.into_iter().map(Arg::Value).collect()
        }
    };
    if !ex.deferred_ub && !matches!(types.kind(ty), TypeKind::Vector { .. }) {
        // Deferred UB first: the pairwise inputs combine the first
        // candidates of every parameter.
        let eval = ConstEval::new(prog);
        let mut special: Vec<Arg> = eval.poison(ty).into_iter().map(Arg::Value).collect();
        if prog.model.kind == ModelKind::Llvm {
            special.extend(eval.undef(ty).into_iter().map(Arg::Value));
        }
        special.append(&mut out);
        out = special;
    }
    out
}

/// How many values built field by field a struct or array parameter gets.
const MAX_AGGREGATES: usize = 8;

/// Most fields (array elements included) an aggregate may have to get
/// values built field by field; larger ones keep zero, poison and undef.
const MAX_AGGREGATE_FIELDS: u64 = 16;

/// Values of a struct or array type built from its fields' own register
/// candidates (as a parameter of that type would get them): value k
/// takes, in field i, the (k + i + 1)-th candidate of that field, so
/// fields differ from each other and from zero (LLVM PR10067: a
/// `{i32, i32}` argument whose first field must not be 0). Where
/// `deferred_ub` allows it, the first value also has its first field
/// poison, as [`one_poison_lane`] does for vectors. A field with no
/// register candidate (a pointer field with null excluded) is zero.
fn aggregate_values(
    prog: &Program,
    ty: TypeId,
    ex: Excluded,
    rng: &mut ChaCha8Rng,
    constants: &[ApInt],
) -> Vec<Value> {
    let types = &prog.module.types;
    let fields: Vec<TypeId> = match types.resolved(ty) {
        TypeKind::Struct { fields, .. } => fields.clone(),
        TypeKind::Array { len, elem } if *len <= MAX_AGGREGATE_FIELDS => {
            vec![*elem; *len as usize]
        }
        _ => return Vec::new(),
    };
    if fields.is_empty() || fields.len() as u64 > MAX_AGGREGATE_FIELDS {
        return Vec::new();
    }
    let eval = ConstEval::new(prog);
    let field_ex = Excluded {
        deferred_ub: true,
        ..Excluded::default()
    };
    let per_field: Vec<Vec<Value>> = fields
        .iter()
        .map(|&f| {
            let c = candidates(prog, f, field_ex, rng, 2, constants, &PtrHint::default());
            let mut vals: Vec<Value> = c
                .into_iter()
                .filter_map(|a| match a {
                    Arg::Value(v) => Some(v),
                    _ => None,
                })
                .collect();
            if vals.is_empty() {
                vals.extend(eval.zero(f));
            }
            vals
        })
        .collect();
    if per_field.iter().any(Vec::is_empty) {
        return Vec::new();
    }
    let n = per_field
        .iter()
        .map(Vec::len)
        .max()
        .unwrap_or(0)
        .min(MAX_AGGREGATES);
    let mut out: Vec<Value> = (0..n)
        .map(|k| {
            let fs: Vec<Value> = per_field
                .iter()
                .enumerate()
                .map(|(i, c)| c[(k + i + 1) % c.len()].clone())
                .collect();
            Value::Aggregate(fs.into())
        })
        .collect();
    if !ex.deferred_ub
        && let Some(Value::Aggregate(first)) = out.first()
    {
        let mut fs: Vec<Value> = first.to_vec();
        if let Ok(p) = eval.poison(fields[0]) {
            fs[0] = p;
        }
        out.push(Value::Aggregate(fs.into()));
    }
    out
}

/// The pointer inputs besides null and roomy buffers: buffers of exactly
/// each size the functions mention and one byte less, buffers with a
/// poison bit in every byte and with runs of undef bits (what bit fields
/// and stores of `<N x i1>` leave), one whose first half of the largest
/// mentioned size (8 bytes or more) is poison, pointers misaligned
/// by 1 and by half the largest alignment they assume, one past the end
/// of a buffer, into a freed block, into read-only and writable data
/// holding the functions' constants, and buffers whose loaded elements
/// hold boundary values (see [`elements::buffers`]); each only where the parameter's own attributes
/// (`dereferenceable`, `align`, `writable`) allow it.
fn pointer_kinds(
    prog: &Program,
    ex: Excluded,
    hint: &PtrHint,
    rng: &mut ChaCha8Rng,
    constants: &[ApInt],
) -> Vec<Arg> {
    let mut v = Vec::new();
    let align = ex.align.max(1);
    let mut sizes: Vec<u64> = Vec::new();
    for &n in hint.sizes.iter().take(MAX_SIZES) {
        for m in [n, n - 1] {
            if m > 0 && m >= ex.min_size && !sizes.contains(&m) {
                sizes.push(m);
            }
        }
    }
    for n in sizes {
        if n > MAX_PATTERN_BYTES {
            // A `memset` of a gigabyte through the parameter: room without
            // generated contents.
            v.push(zeros(n, align.max(16)));
        } else {
            v.push(buffer(prog, n, align.max(16), rng, false));
        }
    }
    let room = ex.min_size.max(16);
    // Every element the functions load holding boundary values and their
    // constants (see `elements`).
    let big_endian = prog.module.layout.big_endian;
    for bytes in elements::buffers(&hint.elements, constants, room, big_endian, pattern) {
        v.push(Arg::Buffer {
            bytes,
            align: align.max(16),
        });
    }
    // The largest size mentioned, where it exceeds what the misaligned
    // pointers below have room for.
    let largest = hint
        .sizes
        .iter()
        .take(MAX_SIZES)
        .copied()
        .max()
        .filter(|&n| n > room && n <= MAX_PATTERN_BYTES);
    // A buffer of the largest size at the largest alignment the functions
    // assume, where that is more than buffers get anyway (Alive2's
    // bugs/pr45957: a `<96 x i8>` load, whose ABI alignment is 128, split
    // into loads the target says are all 128-aligned).
    if hint.align > 16
        && hint.align >= align
        && let Some(&n) = hint.sizes.iter().take(MAX_SIZES).max()
        && n >= ex.min_size
        && n <= MAX_PATTERN_BYTES
    {
        v.push(Arg::Buffer {
            bytes: pattern(n),
            align: hint.align,
        });
    }
    // Bit fields: one poison bit in every byte, at a position that moves
    // from byte to byte (bit 0 last), and (llvm model) runs of undef bits.
    let mut bits = buffer(prog, room, align.max(16), rng, false);
    if let Arg::Buffer { bytes, .. } = &mut bits {
        for i in 0..bytes.len() {
            let mask = 1u8 << ((1 + 3 * i) % 8);
            let v = bytes.value(i) & !mask;
            bytes.set(
                i,
                ByteBits {
                    value: v,
                    undef: 0,
                    poison: mask,
                },
            );
        }
    }
    v.push(bits);
    // A first field poison and the rest defined: the first half of the
    // largest size mentioned, when that is at least 8 bytes (MergeICmps
    // merging field compares into one `memcmp`, which the poison field
    // makes poison where the source's first compare already decided).
    if let Some(&n) = hint
        .sizes
        .iter()
        .max()
        .filter(|&&n| (8..=MAX_PATTERN_BYTES).contains(&n))
    {
        // Its defined bytes are a fixed pattern, so that the random
        // draws of the other inputs stay as they were.
        let mut bytes = Bytes::new(room.max(n) as usize, Fill::Zero);
        for i in 0..bytes.len() {
            let poison = if (i as u64) < n / 2 { 0xff } else { 0 };
            bytes.set(
                i,
                ByteBits {
                    value: (i as u8).wrapping_mul(37).wrapping_add(11) & !poison,
                    undef: 0,
                    poison,
                },
            );
        }
        v.push(Arg::Buffer {
            bytes,
            align: align.max(16),
        });
    }
    if prog.model.kind == ModelKind::Llvm {
        let mut runs = buffer(prog, room, align.max(16), rng, false);
        if let Arg::Buffer { bytes, .. } = &mut runs {
            for i in 0..bytes.len() {
                let mask = 0b0110_0000u8.rotate_right(i as u32 % 8);
                let v = bytes.value(i) & !mask;
                bytes.set(
                    i,
                    ByteBits {
                        value: v,
                        undef: mask,
                        poison: 0,
                    },
                );
            }
        }
        v.push(runs);
    }
    let mut offsets = vec![1, hint.align / 2];
    offsets.dedup();
    for off in offsets {
        if off == 0 || off >= hint.align || !off.is_multiple_of(align) {
            continue;
        }
        let Arg::Buffer { bytes, .. } = buffer(prog, room + off, 16, rng, false) else {
            continue;
        };
        v.push(Arg::Pointer {
            block: Block::Fresh {
                bytes,
                align: 16,
                state: FreshState::Writable,
                pointers: Vec::new(),
            },
            offset: off,
        });
        // The same with room for the largest size mentioned (LLVM PR44388:
        // two 12-byte `memset`s merged into one of 24 bytes that says
        // `align 4`).
        if let Some(n) = largest {
            v.push(Arg::Pointer {
                block: Block::Fresh {
                    bytes: pattern(n + off),
                    align: 16,
                    state: FreshState::Writable,
                    pointers: Vec::new(),
                },
                offset: off,
            });
        }
    }
    // Addresses the functions assume are `r` more than a multiple of `a`
    // (`"align"(p, a, r)`), with `r` bytes before them (LLVM D98759: a
    // load 4 bytes before such a pointer given the alignment 32).
    for &(a, r) in &hint.residues {
        if r.is_multiple_of(align) {
            v.push(Arg::Pointer {
                block: Block::Fresh {
                    bytes: pattern(r + largest.unwrap_or(room)),
                    align: a.max(16),
                    state: FreshState::Writable,
                    pointers: Vec::new(),
                },
                offset: r,
            });
        }
    }
    if !ex.noalias {
        v.extend(global_pointers(prog, ex));
    }
    v.extend(stored_global_pointers(prog, room, align.max(16)));
    if ex.min_size == 0 {
        v.push(Arg::Pointer {
            block: Block::Fresh {
                bytes: Bytes::new(16, Fill::Zero),
                align: align.max(16),
                state: FreshState::Writable,
                pointers: Vec::new(),
            },
            offset: 16,
        });
        v.push(Arg::Pointer {
            block: Block::Fresh {
                bytes: Bytes::new(16, Fill::Zero),
                align: align.max(16),
                state: FreshState::Freed,
                pointers: Vec::new(),
            },
            offset: 0,
        });
    }
    if !ex.writable {
        v.push(Arg::Pointer {
            block: Block::Fresh {
                bytes: constant_bytes(room as usize, constants, rng),
                align: align.max(16),
                state: FreshState::ReadOnly,
                pointers: Vec::new(),
            },
            offset: 0,
        });
    }
    // Room on both sides of the pointer for every address a variable
    // index can form (see `index_reach`): a fixed pattern up to
    // `MAX_PATTERN_BYTES`, so that loads far out read defined bytes that
    // differ, and beyond that zeros, which cost only what is written.
    let reach = hint.reach;
    if reach > room {
        let size = 2 * reach + largest.unwrap_or(room);
        v.push(if size <= MAX_PATTERN_BYTES {
            Arg::Pointer {
                block: Block::Fresh {
                    bytes: spread_pattern(size),
                    align: align.max(16),
                    state: FreshState::Writable,
                    pointers: Vec::new(),
                },
                offset: reach,
            }
        } else {
            zeros_at(size, align.max(16), reach)
        });
    }
    if !constants.is_empty() {
        // The constants in memory the function may write too (LLVM PR23757:
        // a wrapping increment of a stored INT_MAX, which the read-only
        // block above makes UB at the store).
        v.push(Arg::Pointer {
            block: Block::Fresh {
                bytes: constant_bytes(room as usize, constants, rng),
                align: align.max(16),
                state: FreshState::Writable,
                pointers: Vec::new(),
            },
            offset: 0,
        });
    }
    v
}

/// The most bytes of an input built from a fixed pattern.
const MAX_PATTERN_BYTES: u64 = 1 << 16;

/// `len` defined bytes of a fixed pattern: inputs added without a random
/// draw, so that the other inputs stay as they were.
fn pattern(len: u64) -> Bytes {
    let bytes: Vec<u8> = (0..len)
        .map(|i| (i as u8).wrapping_mul(37).wrapping_add(11))
        .collect();
    Bytes::plain(&bytes)
}

/// A pointer to the start of a fresh block of `size` zero bytes (at most
/// [`crate::sem::args::MAX_ZEROS_BYTES`]), which costs only what the
/// program writes into it.
fn zeros(size: u64, align: u64) -> Arg {
    zeros_at(size, align, 0)
}

/// A pointer `offset` bytes into a fresh block of `size` zero bytes (see
/// [`zeros`]).
fn zeros_at(size: u64, align: u64, offset: u64) -> Arg {
    Arg::Pointer {
        block: Block::Zeros {
            size: size.min(crate::sem::args::MAX_ZEROS_BYTES),
            align,
        },
        offset,
    }
}

/// `len` defined bytes of a fixed pattern that does not repeat every 256
/// bytes as [`pattern`] does (the top byte of a multiplicative hash of
/// the offset), so that addresses a multiple of 256 apart, as a sign- or
/// zero-extended `i8` index reaches (LLVM PR31243), read different bytes.
fn spread_pattern(len: u64) -> Bytes {
    let bytes: Vec<u8> = (0..len)
        .map(|i| ((i as u32).wrapping_mul(2_654_435_761) >> 24) as u8)
        .collect();
    Bytes::plain(&bytes)
}

/// For a parameter the functions use as a `va_list` (see
/// [`PtrHint::va_args`]): lists their caller set up over arguments of the
/// types `va_arg` reads (the leading integer and floating-point ones),
/// once with any values (poison and undef included), once with defined
/// ones, and once empty.
fn va_lists(prog: &Program, hint: &PtrHint, rng: &mut ChaCha8Rng, constants: &[ApInt]) -> Vec<Arg> {
    if hint.va_args.is_empty() {
        return Vec::new();
    }
    let types: Vec<(TypeKind, TypeId)> = hint
        .va_args
        .iter()
        .map_while(|k| {
            let scalar = matches!(k, TypeKind::Int(_) | TypeKind::Float(_));
            Some((k.clone(), prog.module.types.find(k).filter(|_| scalar)?))
        })
        .collect();
    let mut out = Vec::new();
    for defined in [false, true] {
        let ex = Excluded {
            deferred_ub: defined,
            ..Excluded::default()
        };
        let args = types
            .iter()
            .filter_map(|(k, ty)| Some((k.clone(), scalar_value(prog, *ty, ex, rng, constants)?)))
            .collect();
        out.push(Arg::VaList { args });
    }
    out.push(Arg::VaList { args: Vec::new() });
    out
}

/// One of the candidate values of an integer or floating-point parameter
/// of type `ty`, at random.
fn scalar_value(
    prog: &Program,
    ty: TypeId,
    ex: Excluded,
    rng: &mut ChaCha8Rng,
    constants: &[ApInt],
) -> Option<Value> {
    let cands = candidates(prog, ty, ex, rng, 4, constants, &PtrHint::default());
    match cands.get(rng.next_u64() as usize % cands.len().max(1)) {
        Some(Arg::Value(value)) => Some(value.clone()),
        _ => None,
    }
}

/// `len` bytes of the functions' constants, each in little-endian order at
/// its width rounded up to whole bytes, repeated (a function that tests
/// memory against a constant before writing it then takes both ways);
/// random bytes without constants.
fn constant_bytes(len: usize, constants: &[ApInt], rng: &mut ChaCha8Rng) -> Bytes {
    let pattern: Vec<u8> = constants
        .iter()
        .flat_map(|c| {
            let n = c.width().div_ceil(8) as usize;
            (0..n).map(|i| c.lshr(8 * i as u32).low_u128() as u8)
        })
        .collect();
    if pattern.is_empty() {
        return random_bytes(len, rng, false, false);
    }
    Bytes::plain(
        &pattern
            .iter()
            .copied()
            .cycle()
            .take(len)
            .collect::<Vec<u8>>(),
    )
}

/// How many functions of the module a parameter called as a function,
/// or compared with one, may point to (the foreign function besides).
const MAX_FUNCTION_POINTERS: usize = 4;

/// For a parameter the functions call or compare with a function's
/// address (see [`PtrHint::callee_arities`], [`PtrHint::functions`]):
/// pointers to functions it may hold, at most [`MAX_FUNCTION_POINTERS`]
/// of the module's: first those a `!callees` list names or an `icmp`
/// compares it with, then those of a call's type, then those taking as
/// many parameters as some call passes arguments (other than
/// intrinsics), which a call of another type reaches as UB (LangRef
/// `call`: a significant signature mismatch); then, for a parameter that
/// is called, the foreign function ([`crate::sem::foreign`]), which no
/// `!callees` list names. A function pointer may point to a function the
/// module names, which a transformation must not assume away (Alive2's
/// calls/indirect-specialize3: a call through the pointer specialized for
/// one callee, with an attribute the original call did not have), or to
/// one it does not name (a target that adds `!callees`, LLVM 22's
/// `opt` over sample 11's K1). The functions are named, so the source and
/// the target get the same one (decision 0053).
fn function_pointers(prog: &Program, hint: &PtrHint) -> Vec<Arg> {
    if hint.callee_arities.is_empty() && hint.functions.is_empty() {
        return Vec::new();
    }
    let m = &prog.module;
    let usable: Vec<(FuncId, String)> = (0..m.functions.len())
        .map(|i| FuncId(i as u32))
        .filter(|&f| !crate::sem::foreign::is_foreign(prog, f))
        .map(|f| (f, prog.funcs[f.0 as usize].name.clone()))
        .filter(|(_, n)| !n.starts_with("llvm."))
        .collect();
    let listed = hint
        .functions
        .iter()
        .filter(|n| usable.iter().any(|(_, u)| u == *n))
        .cloned();
    let typed = usable
        .iter()
        .filter(|(f, _)| {
            let ty = m.types.display(m.func(*f).ty);
            hint.callee_types.contains(&ty)
        })
        .map(|(_, n)| n.clone());
    let counted = usable
        .iter()
        .filter(|(f, _)| hint.callee_arities.contains(&m.func(*f).params.len()))
        .map(|(_, n)| n.clone());
    let mut names: Vec<String> = Vec::new();
    for n in listed.chain(typed).chain(counted) {
        if names.len() < MAX_FUNCTION_POINTERS && !names.contains(&n) {
            names.push(n);
        }
    }
    if !hint.callee_arities.is_empty() {
        names.push(crate::sem::foreign::NAME.to_string());
    }
    names
        .into_iter()
        .map(|n| Arg::Pointer {
            block: Block::Global(n),
            offset: 0,
        })
        .collect()
}

/// How many global variables a pointer parameter may point to at most.
const MAX_GLOBAL_POINTERS: usize = 2;

/// Pointers to the start of the module's first mutable global variables
/// that the parameter's attributes allow (large and aligned enough): a
/// pointer argument may point to a global the function also names, which
/// a transformation must not assume away (LangRef "Pointer Aliasing
/// Rules": without `noalias`, accesses through the argument and through
/// the global may alias).
fn global_pointers(prog: &Program, ex: Excluded) -> Vec<Arg> {
    prog.module
        .globals
        .iter()
        .filter(|g| {
            let info = prog.ty(g.ty);
            !g.constant
                && g.init.is_some()
                && info.store_size >= ex.min_size.max(1)
                && g.props.align.unwrap_or(info.abi_align) >= ex.align
        })
        .take(MAX_GLOBAL_POINTERS)
        .map(|g| Arg::Pointer {
            block: Block::Global(g.name.to_string()),
            offset: 0,
        })
        .collect()
}

/// Buffers of `room` bytes whose every pointer-sized slot holds a pointer
/// to the start of one of the module's first mutable global variables,
/// defined or only declared (`{@NAME}` in the `bytes:` syntax): the
/// memory a pointer parameter designates may hold the address of a global
/// the function also names, so a pointer loaded from it may alias that
/// global (LangRef "Pointer Aliasing Rules"; Alive2
/// memory/glb-arg-noalias-fail-2, and its ir:asm/gep_mem under IR
/// semantics, where the global is external).
fn stored_global_pointers(prog: &Program, room: u64, align: u64) -> Vec<Arg> {
    let size = u64::from(prog.module.layout.pointer(0).size_bits / 8);
    if size == 0 || room < size {
        return Vec::new();
    }
    prog.module
        .globals
        .iter()
        .filter(|g| !g.constant)
        .take(MAX_GLOBAL_POINTERS)
        .map(|g| Arg::Pointer {
            block: Block::Fresh {
                bytes: Bytes::new(room as usize, Fill::Zero),
                align,
                state: FreshState::Writable,
                pointers: (0..room / size)
                    .map(|k| StoredPointer {
                        at: k * size,
                        size,
                        global: g.name.to_string(),
                        offset: 0,
                    })
                    .collect(),
            },
            offset: 0,
        })
        .collect()
}

/// How many leading candidates of each parameter are combined pairwise
/// with those of every other parameter.
const PAIRWISE: usize = 7;

/// Every value for narrow integers; otherwise boundary values, then the
/// `constants` and their neighbours, then random values.
fn int_candidates(w: u32, rng: &mut ChaCha8Rng, random: usize, constants: &[ApInt]) -> Vec<Value> {
    if w <= 4 {
        return (0..1u64 << w)
            .map(|v| Value::Int(ApInt::from_u64(w, v)))
            .collect();
    }
    let mut v = boundary_values(w);
    v.extend(near_values(w, constants));
    for _ in 0..random {
        let limbs: Vec<u64> = (0..w.div_ceil(64)).map(|_| rng.next_u64()).collect();
        let x = ApInt::from_limbs(w, &limbs);
        // Small magnitudes are where most code branches.
        v.push(if rng.next_u64().is_multiple_of(2) {
            x
        } else {
            ApInt::from_i128(w, (rng.next_u64() % 64) as i128 - 32)
        });
    }
    dedup(v).into_iter().map(Value::Int).collect()
}

/// Most constants of a function pair used as input candidates.
const MAX_CONSTANTS: usize = 16;

/// The integer constants `func` compares with (`icmp`, `switch`) or
/// computes with (integer binary operators), in the order they are
/// written, each once, at most `MAX_CONSTANTS`.
pub fn constants(module: &Module, func: FuncId) -> Vec<ApInt> {
    let mut out = Vec::new();
    let Some(body) = &module.func(func).body else {
        return out;
    };
    for inst in body.blocks.iter().flat_map(|b| &b.insts) {
        match &inst.kind {
            InstKind::ICmp { lhs, rhs, .. } | InstKind::Binary { lhs, rhs, .. } => {
                for o in [lhs, rhs] {
                    if let Operand::Const(c) = o {
                        const_ints(c, &mut out);
                    }
                }
            }
            InstKind::Switch { cases, .. } => {
                cases.iter().for_each(|(c, _)| const_ints(c, &mut out))
            }
            _ => {}
        }
    }
    let mut out = dedup(out);
    out.truncate(MAX_CONSTANTS);
    out
}

/// The integers of a constant: itself, or a splat's or a vector's elements.
fn const_ints(c: &Const, out: &mut Vec<ApInt>) {
    match &c.kind {
        ConstKind::Int(i) => out.push(i.clone()),
        ConstKind::Splat(e) => const_ints(e, out),
        ConstKind::Vector(es) => es.iter().for_each(|e| const_ints(e, out)),
        _ => {}
    }
}

fn dedup(v: Vec<ApInt>) -> Vec<ApInt> {
    let mut out: Vec<ApInt> = Vec::with_capacity(v.len());
    for x in v {
        if !out.contains(&x) {
            out.push(x);
        }
    }
    out
}

fn float_candidates(k: FloatKind, rng: &mut ChaCha8Rng, random: usize) -> Vec<Value> {
    let mut bits = elements::float_boundaries(k);
    let w = k.bits();
    for _ in 0..random {
        let raw = (rng.next_u64() as u128) | (rng.next_u64() as u128) << 64;
        bits.push(if w >= 128 {
            raw
        } else {
            raw & ((1u128 << w) - 1)
        });
    }
    bits.into_iter()
        .map(|b| Value::Float(Float { kind: k, bits: b }))
        .collect()
}

/// `len` random lanes of element type `elem` (poison now and then).
fn lane_values(prog: &Program, elem: TypeId, len: usize, rng: &mut ChaCha8Rng) -> Vec<Value> {
    let types = &prog.module.types;
    (0..len)
        .map(|_| {
            if rng.next_u64().is_multiple_of(8) {
                return Value::Poison;
            }
            match types.kind(elem) {
                TypeKind::Int(w) => {
                    let c = int_candidates(*w, rng, 1, &[]);
                    c[(rng.next_u64() as usize) % c.len()].clone()
                }
                TypeKind::Float(k) => {
                    let c = float_candidates(*k, rng, 1);
                    c[(rng.next_u64() as usize) % c.len()].clone()
                }
                TypeKind::Ptr { .. } => Value::Ptr(Pointer::NULL),
                _ => Value::Poison,
            }
        })
        .collect()
}

/// Vectors with exactly one poison lane, one for each of the first
/// [`ONE_POISON_LANES`] lanes: the other lanes are defined, taken from the
/// first of `random` that has that lane defined (no new random draw, so
/// the other inputs stay as they were). A lane-wise rewrite that turns one
/// poison lane into a poison scalar (LLVM PR32078: two compares of lanes,
/// the second only when the first holds, merged into a vector compare and
/// an `and`) shows only when the other lanes are defined.
fn one_poison_lane(random: &[Vec<Value>]) -> Vec<Vec<Value>> {
    let Some(len) = random.first().map(Vec::len) else {
        return Vec::new();
    };
    let defined: Option<Vec<Value>> = (0..len)
        .map(|j| {
            random
                .iter()
                .map(|v| &v[j])
                .find(|x| !matches!(x, Value::Poison))
                .cloned()
        })
        .collect();
    let Some(defined) = defined else {
        return Vec::new();
    };
    (0..len.min(ONE_POISON_LANES))
        .map(|i| {
            let mut v = defined.clone();
            v[i] = Value::Poison;
            v
        })
        .collect()
}

/// How many of the functions' constants [`splats`] makes vectors of.
const MAX_SPLATS: usize = 4;

/// Vectors of `len` lanes of integer type `elem` whose lanes all hold one
/// of the functions' constants of that width (the first
/// [`MAX_SPLATS`]): a lane-wise rewrite that holds for most values but not
/// for a constant the functions single out (LLVM PR44186: `urem 1, x` to
/// `zext (icmp ne x, 1)`, wrong in an undef lane where x is 1) needs that
/// constant in the lane.
fn splats(prog: &Program, elem: TypeId, len: usize, constants: &[ApInt]) -> Vec<Vec<Value>> {
    let TypeKind::Int(w) = *prog.module.types.kind(elem) else {
        return Vec::new();
    };
    constants
        .iter()
        .filter(|c| c.width() == w)
        .take(MAX_SPLATS)
        .map(|c| vec![Value::Int(c.clone()); len])
        .collect()
}

/// How many lanes [`one_poison_lane`] makes poison in turn.
const ONE_POISON_LANES: usize = 4;

/// A buffer of random bytes; with `deferred`, some bits poison or undef.
fn buffer(prog: &Program, size: u64, align: u64, rng: &mut ChaCha8Rng, deferred: bool) -> Arg {
    let undef = prog.model.kind == ModelKind::Llvm;
    let bytes = random_bytes(size as usize, rng, deferred, undef);
    Arg::Buffer { bytes, align }
}

/// Whether [`generate`] with at most `max` inputs tries every input of
/// `func`: every parameter is an integer of at most 4 bits (whose
/// candidates are all its values, poison and undef) and all combinations
/// fit. Wider integers, floats and pointers are sampled; so are integers
/// wider than one bit under the llvm model, whose partly undef values are
/// not all generated, and so are the contents of globals at entry
/// ([`Program::unknown_at_entry`]) and of the null page
/// ([`Program::null_page_at_entry`]).
pub fn exhaustive(prog: &Program, func: FuncId, max: usize) -> bool {
    // Globals and the null page, whose contents at entry are inputs too,
    // are sampled.
    if prog.unknown_at_entry().next().is_some() || prog.has_null_page() {
        return false;
    }
    let types = &prog.module.types;
    // A variadic function's arguments beyond its parameters are sampled.
    if types
        .function_parts(prog.module.func(func).ty)
        .is_some_and(|(_, _, v)| v)
    {
        return false;
    }
    let mut total = 1usize;
    for p in &prog.module.func(func).params {
        let TypeKind::Int(w) = *types.kind(p.ty) else {
            return false;
        };
        if w > 4 || (w > 1 && prog.model.kind == ModelKind::Llvm) {
            return false;
        }
        total = total.saturating_mul((1usize << w) + 2);
    }
    total <= max
}

/// The inputs of `func`: all combinations of the candidates when there are
/// at most `max` of them, otherwise `max` combinations that use every
/// candidate of every parameter at least once, then random ones. Integer
/// parameters also try `constants` (see [`constants`]) and their
/// neighbours.
pub fn generate(
    prog: &Program,
    func: FuncId,
    max: usize,
    seed: u64,
    constants: &[ApInt],
    hints: &[PtrHint],
) -> Vec<Input> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let f = prog.module.func(func);
    let mut per_param: Vec<Vec<Arg>> = f
        .params
        .iter()
        .enumerate()
        .map(|(k, p)| {
            let attrs = crate::sem::compile::value_attrs(prog, &p.attrs);
            let mut ex = Excluded {
                deferred_ub: attrs.noundef,
                null: attrs.nonnull || attrs.dereferenceable.is_some_and(|(_, or_null)| !or_null),
                min_size: attrs.dereferenceable.map_or(0, |(n, _)| n),
                align: attrs.align.unwrap_or(1),
                writable: p.attrs.has("writable")
                    || attrs.access.is_some_and(|a| !a.write)
                    || !prog.funcs[func.0 as usize].promises.memory.arg.write,
                noalias: attrs.noalias,
            };
            if let Some(ty) = p.attrs.ty("sret") {
                ex.sret(prog.ty(ty));
            }
            let hint = hints.get(k).cloned().unwrap_or_default();
            candidates(prog, p.ty, ex, &mut rng, 16, constants, &hint)
        })
        .collect();
    // Pointers at the addresses the functions compare a parameter with,
    // into a block of zeros that reaches there: for the first pointer
    // parameter, whose block is the first the run allocates, at the
    // address the program's memory gives it.
    if let Some(k) = f
        .params
        .iter()
        .position(|p| matches!(prog.module.types.kind(p.ty), TypeKind::Ptr { .. }))
        && let Some(hint) = hints.get(k)
    {
        let base = prog.image.next_base(16);
        for &a in &hint.addresses {
            if let Some(offset) = a.checked_sub(base).filter(|o| *o + 16 <= MAX_ZEROS_BYTES) {
                per_param[k].push(zeros_at(offset + 16, 16, offset));
            }
        }
    }
    for (k, index) in global_indices(prog, func, constants) {
        let v = Arg::Value(Value::Int(index));
        if !per_param[k].contains(&v) {
            per_param[k].push(v);
        }
    }
    let total = per_param
        .iter()
        .try_fold(1usize, |acc, c| acc.checked_mul(c.len().max(1)));
    let mut inputs = Vec::new();
    let mut push = |args: Vec<Arg>, rng: &mut ChaCha8Rng| {
        inputs.push(Input {
            args,
            env: environment(rng),
            reassoc: None,
        })
    };
    match total {
        Some(n) if n <= max => {
            for k in 0..n {
                let mut rest = k;
                let args = per_param
                    .iter()
                    .map(|c| {
                        let a = c[rest % c.len()].clone();
                        rest /= c.len();
                        a
                    })
                    .collect();
                push(args, &mut rng);
            }
        }
        _ => {
            // Every pair of leading candidates of every pair of parameters
            // (the others take their k-th candidate), then every candidate
            // of every parameter once, then random combinations.
            let n = per_param.len();
            let mut combos: Vec<Vec<usize>> = Vec::new();
            for i in 0..n {
                for j in i + 1..n {
                    for a in 0..PAIRWISE.min(per_param[i].len()) {
                        for b in 0..PAIRWISE.min(per_param[j].len()) {
                            let k = combos.len();
                            let mut c: Vec<usize> = per_param.iter().map(|p| k % p.len()).collect();
                            c[i] = a;
                            c[j] = b;
                            combos.push(c);
                        }
                    }
                }
            }
            let widest = per_param.iter().map(Vec::len).max().unwrap_or(1);
            combos.extend((0..widest).map(|k| per_param.iter().map(|p| k % p.len()).collect()));
            combos.truncate(max);
            while combos.len() < max {
                combos.push(
                    per_param
                        .iter()
                        .map(|p| rng.next_u64() as usize % p.len())
                        .collect(),
                );
            }
            for c in combos {
                let args = c
                    .iter()
                    .zip(&per_param)
                    .map(|(&i, p)| p[i].clone())
                    .collect();
                push(args, &mut rng);
            }
        }
    }
    if inputs.is_empty() {
        inputs.push(Input {
            args: Vec::new(),
            env: environment(&mut rng),
            reassoc: None,
        });
    }
    let aliased = aliasing_inputs(prog, func, &inputs[0], &mut rng);
    let keep = inputs.len().max(max.min(inputs.len() + aliased.len()));
    inputs.splice(1..1, aliased);
    inputs.truncate(keep);
    inputs
}

/// For each `getelementptr` of `func` from a global variable whose last
/// index is an integer parameter (after a leading zero into an array):
/// that parameter with the indices that bring the address to 0 (minus the
/// global's address in elements, when it is a whole number of them) and
/// that wrap the address around the index width onto element `c` for each
/// of the functions' `constants` (`c` plus 2^index_bits / element size,
/// when that fits the parameter). Without `inbounds`, both are valid
/// results (LangRef `getelementptr`: the result may lie outside the object,
/// and the arithmetic wraps): null's address with the global's provenance,
/// which equals null in an `icmp` (Alive2's ptrcmp/gep-zero), and a
/// pointer back into the global (LLVM PR45210: a load from a constant table
/// folded to a compare of the index with 9).
fn global_indices(prog: &Program, func: FuncId, constants: &[ApInt]) -> Vec<(usize, ApInt)> {
    let f = prog.module.func(func);
    let Some(body) = &f.body else {
        return Vec::new();
    };
    let types = &prog.module.types;
    let mut out = Vec::new();
    for inst in body.blocks.iter().flat_map(|b| &b.insts) {
        let InstKind::Gep {
            source_ty,
            base,
            indices,
            ..
        } = &inst.kind
        else {
            continue;
        };
        let Operand::Const(c) = &base.val else {
            continue;
        };
        let ConstKind::Global(g @ GlobalRef::Var(_)) = &c.kind else {
            continue;
        };
        let (index, elem) = match indices.as_slice() {
            [i] => (i, *source_ty),
            [first, i] => match (types.kind(*source_ty), &first.val) {
                (TypeKind::Array { elem, .. }, Operand::Const(z)) if matches!(&z.kind, ConstKind::Int(x) if x.is_zero()) => {
                    (i, *elem)
                }
                _ => continue,
            },
            _ => continue,
        };
        let Operand::Local(l, _) = &index.val else {
            continue;
        };
        let Some(k) = f.params.iter().position(|p| p.local == Some(*l)) else {
            continue;
        };
        let TypeKind::Int(w) = *types.kind(index.ty) else {
            continue;
        };
        let stride = prog.ty(elem).alloc_size;
        let Some(addr) = prog.global_address(*g).map(|p| p.addr) else {
            continue;
        };
        if stride == 0 {
            continue;
        }
        if addr.is_multiple_of(stride) {
            out.push((k, ApInt::from_u64(w, addr / stride).negate()));
        }
        let bits = prog.module.layout.pointer(0).index_bits;
        if stride.is_power_of_two() && bits < 64 + stride.trailing_zeros() {
            let shift = bits - stride.trailing_zeros();
            if shift < w {
                let wrap = ApInt::from_u64(w, 1).shl(shift);
                for c in constants {
                    let c = match c.width() {
                        cw if cw > w => c.trunc(w),
                        cw if cw < w => c.zext(w),
                        _ => c.clone(),
                    };
                    out.push((k, c.add(&wrap)));
                }
            }
        }
    }
    out
}

/// How many arguments beyond its parameters a variadic entry function is
/// given at most.
const MAX_VARARGS: usize = 3;

/// The types of the arguments a check gives a variadic entry beyond its
/// parameters: those its `va_arg` instructions read in either function,
/// then `i32`, `i64` and `double`, each an integer or floating-point type
/// both modules have (so that both runs can pass it). Empty unless the
/// source is variadic.
pub fn vararg_kinds(sp: &Program, sf: FuncId, tp: &Program, tf: FuncId) -> Vec<TypeKind> {
    let types = &sp.module.types;
    let f = sp.module.func(sf);
    if !types.function_parts(f.ty).is_some_and(|(_, _, v)| v) {
        return Vec::new();
    }
    let mut kinds: Vec<TypeKind> = Vec::new();
    for (prog, func) in [(sp, sf), (tp, tf)] {
        let Some(body) = &prog.module.func(func).body else {
            continue;
        };
        for inst in body.blocks.iter().flat_map(|b| &b.insts) {
            if let InstKind::VaArg { ty, .. } = &inst.kind {
                kinds.push(prog.module.types.kind(*ty).clone());
            }
        }
    }
    kinds.extend([
        TypeKind::Int(32),
        TypeKind::Int(64),
        TypeKind::Float(FloatKind::Double),
    ]);
    let mut out: Vec<TypeKind> = Vec::new();
    for k in kinds {
        let scalar = matches!(k, TypeKind::Int(_) | TypeKind::Float(_));
        let in_both = types.find(&k).is_some() && tp.module.types.find(&k).is_some();
        if scalar && in_both && !out.contains(&k) {
            out.push(k);
        }
    }
    out
}

/// Gives the inputs of a variadic entry arguments beyond its parameters:
/// each input once with none and once with each count up to
/// `MAX_VARARGS` while that fits in `max` inputs (otherwise input `k`
/// gets `k` mod 4 of them), their types taken from `kinds` in turn and
/// their values from the candidates of a parameter of that type (poison
/// and undef included).
pub fn with_varargs(
    prog: &Program,
    inputs: &mut Vec<Input>,
    kinds: &[TypeKind],
    max: usize,
    seed: u64,
    constants: &[ApInt],
) {
    if kinds.is_empty() || inputs.is_empty() {
        return;
    }
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x0076_6172_6172_6773);
    let counts = MAX_VARARGS + 1;
    let expanded: Vec<(Input, usize)> = if inputs.len() * counts <= max {
        (0..counts)
            .flat_map(|n| inputs.iter().map(move |i| (i.clone(), n)))
            .collect()
    } else {
        inputs
            .iter()
            .enumerate()
            .map(|(k, i)| (i.clone(), k % counts))
            .collect()
    };
    *inputs = expanded
        .into_iter()
        .enumerate()
        .map(|(k, (mut input, n))| {
            for j in 0..n {
                let kind = kinds[(k + j) % kinds.len()].clone();
                let Some(ty) = prog.module.types.find(&kind) else {
                    continue;
                };
                if let Some(value) =
                    scalar_value(prog, ty, Excluded::default(), &mut rng, constants)
                {
                    input.args.push(Arg::Vararg { ty: kind, value });
                }
            }
            input
        })
        .collect();
}

/// Inputs where two pointer parameters point into one buffer: for each
/// pair, the later at the start of the earlier's buffer and 4 bytes into
/// it, with random bytes and with distinct nonzero ones (`first`'s other
/// arguments; parameters whose attributes exclude such pointers are left
/// alone).
fn aliasing_inputs(
    prog: &Program,
    func: FuncId,
    first: &Input,
    rng: &mut ChaCha8Rng,
) -> Vec<Input> {
    let f = prog.module.func(func);
    let ptrs: Vec<usize> = f
        .params
        .iter()
        .enumerate()
        .filter(|(_, p)| {
            let a = crate::sem::compile::value_attrs(prog, &p.attrs);
            matches!(prog.module.types.kind(p.ty), TypeKind::Ptr { .. })
                && a.align.unwrap_or(1) <= 4
                && a.dereferenceable.is_none_or(|(n, _)| n <= 60)
                && !a.noalias
        })
        .map(|(k, _)| k)
        .collect();
    // Random bytes, and bytes that all differ and are nonzero, so that a
    // value loaded through one pointer differs from one loaded at another
    // offset and from a folded 0 (random bytes are often zero).
    let distinct = Arg::Buffer {
        bytes: Bytes::plain(&(1..=64).collect::<Vec<u8>>()),
        align: 16,
    };
    let mut out = Vec::new();
    for (x, &i) in ptrs.iter().enumerate() {
        for &j in &ptrs[x + 1..] {
            for shared in [buffer(prog, 64, 16, rng, false), distinct.clone()] {
                for offset in [0, 4] {
                    let mut args = first.args.clone();
                    args[i] = shared.clone();
                    args[j] = Arg::Pointer {
                        block: Block::Arg(i),
                        offset,
                    };
                    out.push(Input {
                        args,
                        env: first.env,
                        reassoc: first.reassoc,
                    });
                }
            }
        }
    }
    out
}

/// How many environments a check of functions that call the environment
/// tries at least: an environment's profile (whether its calls write,
/// free, never return, return poison) is drawn from its seed, so a
/// function with few argument combinations needs several of them.
pub const MIN_ENVIRONMENTS: usize = 32;

/// How many environments each input is tried in at least when a global's
/// contents are unknown at entry: each environment draws them anew (one
/// time in four the initializer, else random bytes about one in six of
/// which have poison or undef bits, so a 4-byte load from the global is
/// poison in about two environments in five). With one environment per
/// input, a function that loads a global through a pointer argument
/// (`@g` among the argument's candidates) met it holding poison often
/// enough that a wrong reuse of the load across a store to `@g` was
/// `refines` (alive-tv: doesn't verify).
pub const UNKNOWN_GLOBAL_ENVIRONMENTS: usize = 4;

/// Repeats the inputs, each copy with a fresh environment, until there are
/// `min` of them (at most `max`). The copies of one input do not leave its
/// environments' kinds of answer to chance: the first copy answers in
/// every respect unlike the original (never returning where it returns,
/// writing where it does not, ...), later ones mix them, so an input with
/// two environments or more sees each kind both ways.
pub fn with_environments(inputs: &mut Vec<Input>, min: usize, max: usize, seed: u64) {
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x656e_7669_726f_6e73);
    let n = inputs.len();
    let want = min.min(max.max(n));
    let mut k = 0;
    while n > 0 && inputs.len() < want {
        let original = &inputs[k % n];
        let flip = PROFILE_FLIPS[(k / n) % PROFILE_FLIPS.len()];
        let wanted = profile_bits(&original.env) ^ flip;
        let args = original.args.clone();
        let env = loop {
            let env = environment(&mut rng);
            if profile_bits(&env) == wanted {
                break env;
            }
        };
        inputs.push(Input {
            args,
            env,
            reassoc: None,
        });
        k += 1;
    }
}

/// Which kinds of answer of an input's environment its copies change, in
/// turn: all of them, then complementary halves, then one at a time.
const PROFILE_FLIPS: [u8; 9] = [
    0b111111, 0b101010, 0b010101, 0b000001, 0b000010, 0b000100, 0b001000, 0b010000, 0b100000,
];

/// An environment's kinds of answer as bits (UB, never returning, writes,
/// frees, poison, null pointer globals).
fn profile_bits(env: &Environment) -> u8 {
    let p = env.profile();
    [
        p.ub,
        p.noreturn,
        p.writes,
        p.frees,
        p.poison,
        p.null_globals,
    ]
    .iter()
    .enumerate()
    .fold(0, |bits, (i, &on)| bits | (u8::from(on) << i))
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::*;
    use crate::model::Model;
    use crate::syntax::SourceFile;

    fn program(text: &str) -> Program {
        let m = crate::parse::load(SourceFile::new("t.ll", text)).expect("valid test module");
        Program::new(Arc::new(m), Model::default()).expect("compilable test module")
    }

    fn first_ints(inputs: &[Input]) -> Vec<i128> {
        inputs
            .iter()
            .filter_map(|i| match i.args.first() {
                Some(Arg::Value(Value::Int(v))) => v.to_i128(),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn one_poison_lane_vectors_take_defined_lanes_from_the_first_that_has_them() {
        let i = |v: u64| Value::Int(ApInt::from_u64(8, v));
        let random = vec![
            vec![Value::Poison, i(1), i(2)],
            vec![i(3), Value::Poison, i(4)],
        ];
        let p = Value::Poison;
        assert_eq!(
            one_poison_lane(&random),
            vec![
                vec![p.clone(), i(1), i(2)],
                vec![i(3), p.clone(), i(2)],
                vec![i(3), i(1), p.clone()]
            ]
        );
        // A lane never defined: none.
        assert!(one_poison_lane(&[vec![i(1), Value::Poison]]).is_empty());
        // At most ONE_POISON_LANES of a wide vector.
        assert_eq!(one_poison_lane(&[vec![i(0); 16]]).len(), ONE_POISON_LANES);
    }

    #[test]
    fn a_pointer_compared_with_a_constant_address_gets_a_block_there() {
        let p = program(
            "define i1 @f(i32 %n, ptr %x, ptr %y) {\n  \
             %c = icmp eq ptr %x, inttoptr (i64 12345678 to ptr)\n  \
             %d = icmp ne ptr inttoptr (i64 77 to ptr), %y\n  \
             %i = ptrtoint ptr %y to i64\n  \
             %e = icmp ult i64 %i, 99\n  \
             %r = and i1 %c, %d\n  %s = and i1 %r, %e\n  ret i1 %s\n}\n",
        );
        let f = p.module.function_by_name("f").expect("has @f");
        let hints = pointer_hints(&p, f);
        assert_eq!(hints[1].addresses, vec![12345678]);
        assert_eq!(hints[2].addresses, vec![77, 99]);
        // The first pointer parameter's block is the run's first: the input
        // reaches the address from the memory's next base (the second's
        // block would move with the first's: it gets none).
        let base = p.image.next_base(16);
        let at = 12345678 - base;
        let inputs = generate(&p, f, 4096, 0, &[], &hints);
        assert!(inputs.iter().any(|i| {
            matches!(&i.args[1], Arg::Pointer { block: Block::Zeros { size, .. }, offset }
                if *offset == at && *size == at + 16)
        }));
    }

    #[test]
    fn global_indices_cancel_the_address_and_wrap_onto_each_constant() {
        let p = program(
            "target datalayout = \"p:32:32:32\"\n@t = global [4 x i16] zeroinitializer\n\
             define i16 @f(i32 %x, i32 %y) {\n  \
             %p = getelementptr [4 x i16], ptr @t, i32 0, i32 %x\n  \
             %q = getelementptr inbounds i8, ptr @t, i32 %y\n  \
             %v = load i16, ptr %p\n  ret i16 %v\n}\n",
        );
        let addr = p
            .global_address(GlobalRef::Var(crate::syntax::GlobalId(0)))
            .expect("a global")
            .addr;
        let c = [ApInt::from_u64(8, 3)];
        let got: Vec<(usize, u64)> = global_indices(&p, FuncId(0), &c)
            .iter()
            .map(|(k, v)| (*k, v.low_u64()))
            .collect();
        let neg = |n: u64| (n as u32).wrapping_neg() as u64;
        assert_eq!(
            got,
            vec![
                (0, neg(addr / 2)),
                (0, 3 + (1 << 31)),
                // An i8 index cannot wrap 32 bits by a whole stride.
                (1, neg(addr)),
            ]
        );
    }

    #[test]
    fn constants_are_collected_in_order_once() {
        let p = program(
            "define i32 @f(i32 %x) {\n  %a = add i32 %x, 7\n  %c = icmp ult i32 %a, 1000\n  \
             %m = mul i32 %a, 7\n  switch i32 %m, label %d [ i32 -5, label %d ]\nd:\n  ret i32 %m\n}\n",
        );
        let c: Vec<i128> = constants(&p.module, FuncId(0))
            .iter()
            .filter_map(|c| c.to_i128())
            .collect();
        assert_eq!(c, vec![7, 1000, -5]);
    }

    #[test]
    fn constants_and_neighbours_come_after_boundaries_before_random_values() {
        let p = program("define i1 @f(i32 %x) {\n  %c = icmp ult i32 %x, 1000\n  ret i1 %c\n}\n");
        let c = constants(&p.module, FuncId(0));
        let with = first_ints(&generate(&p, FuncId(0), 1024, 0, &c, &[]));
        let without = first_ints(&generate(&p, FuncId(0), 1024, 0, &[], &[]));
        let at = |v: i128| with.iter().position(|x| *x == v);
        assert_eq!(
            (at(1000), at(999), at(1001)),
            (Some(12), Some(13), Some(14))
        );
        assert!(!without.contains(&1000) && !without.contains(&1001));
        // The boundary values before them are unchanged.
        assert_eq!(with[..12], without[..12]);
    }

    #[test]
    fn constants_of_other_widths_are_extended_or_truncated() {
        let minus_one = ApInt::all_ones(8);
        let near: Vec<i128> = near_values(16, &[minus_one])
            .iter()
            .filter_map(|v| v.to_i128())
            .collect();
        // zext: 255, sext: -1, then their neighbours (read as signed).
        assert_eq!(near, vec![255, -1, 254, 256, -2, 0]);
        let wide = ApInt::from_u64(64, 0x1_0000_0005);
        let near: Vec<i128> = near_values(32, &[wide])
            .iter()
            .filter_map(|v| v.to_i128())
            .collect();
        assert_eq!(near, vec![5, 4, 6]);
    }

    #[test]
    fn a_quarter_of_the_environments_let_pure_functions_have_ub() {
        let p = program("define i32 @f(i32 %x) {\n  ret i32 %x\n}\n");
        let inputs = generate(&p, FuncId(0), 1024, 3, &[], &[]);
        let ub = inputs.iter().filter(|i| i.env.pure_ub).count();
        assert!(ub > 0 && ub < inputs.len() / 2, "{ub} of {}", inputs.len());
    }

    #[test]
    fn every_input_with_two_environments_sees_each_kind_of_answer_both_ways() {
        let p = program(
            "declare void @g()\ndefine void @f(i8 %x) {\n  call void @g()\n  ret void\n}\n",
        );
        for seed in 0..8 {
            let mut inputs = generate(&p, FuncId(0), 5, seed, &[], &[]);
            let n = inputs.len();
            with_environments(&mut inputs, 2 * n, 1024, seed);
            assert_eq!(inputs.len(), 2 * n);
            for i in 0..n {
                let (a, b) = (
                    profile_bits(&inputs[i].env),
                    profile_bits(&inputs[i + n].env),
                );
                assert_eq!(a ^ b, 0b111111, "seed {seed}, input {i}");
                assert_eq!(inputs[i].args, inputs[i + n].args);
            }
        }
    }
}
