//! A module made ready to run under one model: type layouts, the memory
//! image of its globals and functions, and every function body compiled
//! (see [`super::code`]). Built once, shared (read-only) by every run and
//! thread.

use std::sync::Arc;

use super::call_plan::Target;
use super::code::Code;
use super::code::{CallPromises, Callee, Op, ValueAttrs};
use super::compile::{FastIntrinsic, compile_function, fast_call, value_attrs};
use super::consts::ConstEval;
use super::library::{Implied, Library, ParamUse, Resolved, Slot};
use crate::mem::guard::Access;
use crate::mem::{AllocKind, Fill, Memory, Repr, WordAccess};
use crate::model::Model;
use crate::syntax::{
    ConstKind, FuncId, Global, GlobalId, GlobalRef, Linkage, Module, Name, Span, TypeId,
};
use crate::value::{AllocId, Pointer};

/// Layout facts of one type.
#[derive(Clone, Debug, PartialEq)]
pub struct TyInfo {
    /// How values of the type sit in memory.
    pub repr: Repr,
    /// Bytes a store writes.
    pub store_size: u64,
    /// Bytes between array elements.
    pub alloc_size: u64,
    /// ABI alignment in bytes.
    pub abi_align: u64,
    /// Preferred alignment in bytes.
    pub pref_align: u64,
    /// Whether loads and stores take the one-lookup word path.
    pub word: WordAccess,
}

/// Why a module cannot be made ready to run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CompileError {
    /// Whether llsem lacks support (true) or the module is wrong (false).
    pub unsupported: bool,
    /// What.
    pub message: String,
    /// Where.
    pub span: Span,
}

impl CompileError {
    /// An unsupported construct at `span`.
    pub fn unsupported(span: Span, message: impl Into<String>) -> CompileError {
        CompileError {
            unsupported: true,
            message: message.into(),
            span,
        }
    }

    /// An invalid construct at `span`.
    pub fn invalid(span: Span, message: impl Into<String>) -> CompileError {
        CompileError {
            unsupported: false,
            message: message.into(),
            span,
        }
    }
}

/// How a function is run when called.
#[derive(Clone, Debug, PartialEq)]
pub enum FuncKind {
    /// A definition: its compiled body.
    Defined(Box<Code>),
    /// A declaration: an intrinsic, a C library function llsem implements,
    /// or a function of the environment.
    Declared,
}

/// Everything the machine needs about one function.
#[derive(Clone, Debug, PartialEq)]
pub struct FuncInfo {
    /// How it runs.
    pub kind: FuncKind,
    /// Its name without `@`.
    pub name: String,
    /// The allocation standing for its address.
    pub alloc: AllocId,
    /// The UB-relevant attributes of each parameter.
    pub param_attrs: Vec<ValueAttrs>,
    /// The UB-relevant return attributes.
    pub ret_attrs: ValueAttrs,
    /// What its function attributes promise about calls of it.
    pub promises: CallPromises,
    /// The library model a declared function was resolved to, if any
    /// ([`Library::resolve`]).
    pub library_fn: Option<Resolved>,
    /// Whether it is declared and runs as an intrinsic
    /// (`super::intrinsics::is_intrinsic`).
    pub intrinsic: bool,
    /// Whether it is a definition another module may replace at link time
    /// ([`crate::syntax::Module::may_be_replaced`]): an environment with
    /// [`super::environment::Environment::interpose`] answers its calls
    /// as calls of a declared function.
    pub interposable: bool,
    /// Whether running it accesses no memory (a definition that reads and
    /// writes none and calls only such definitions; see
    /// `super::no_access`): the access-guard scope of a call of it is
    /// never consulted.
    pub accesses_no_memory: bool,
    /// The index of its parameter marked `returned`, if any (decided once
    /// here, not per return).
    pub returned_param: Option<usize>,
    /// Whether it is marked `null_pointer_is_valid`: while it runs, null
    /// is a valid address (see [`crate::mem::Memory::allocate_null_page`]).
    pub null_pointer_is_valid: bool,
}

/// A module ready to run.
#[derive(Clone, Debug)]
pub struct Program {
    /// The module.
    pub module: Arc<Module>,
    /// The model the constants were evaluated under.
    pub model: Model,
    /// Layout of every type, by [`TypeId`].
    pub types: Vec<TyInfo>,
    /// Every function, by [`FuncId`].
    pub funcs: Vec<FuncInfo>,
    /// The allocation of every global variable, by `GlobalId`.
    pub globals: Vec<AllocId>,
    /// Memory holding the globals' initial contents and the functions.
    pub image: Memory,
    /// The library that runs the functions the module declares.
    pub library: &'static dyn Library,
    /// What the library set up in `image` (for the C library: where the
    /// standard streams and the ctype tables live), opaque to the machine.
    pub library_data: Arc<Slot>,
    /// The declared functions whose calls promise `noreturn` somewhere
    /// (the declaration or a direct call site), sorted: the environment
    /// makes their calls not return in most environments (decision 0013).
    /// A refinement check sets both sides' to the union of theirs, so that
    /// the two runs of a check share the environment.
    pub noreturn_callees: Vec<String>,
    /// The functions whose addresses the environment may leave in a
    /// global of pointer type unknown at entry, sorted (decision 0053;
    /// [`super::foreign::global_functions`]). A refinement check sets both
    /// sides' to the union of theirs, so that the two runs of a check
    /// share the environment; `llsem run --env-functions` sets it.
    pub global_functions: Vec<String>,
    /// The module as written, when `module` is it with `vscale` fixed
    /// (see [`Program::with_vscale`]).
    pub unfixed: Option<Arc<Module>>,
    /// For each global variable, by `GlobalId`, whether the module's code
    /// may change its contents ([`super::global_writes::may_change`]).
    pub changed_by_code: Vec<bool>,
    /// Whether a function has a load marked `!invariant.load`: its runs
    /// then keep a [`super::invariant::InvariantWatch`].
    pub invariant_loads: bool,
}

/// The alignment of a global: its own, or else its type's preferred
/// alignment, raised to 16 bytes for a defined global larger than 128 bits,
/// as LLVM's `DataLayout::getPreferredAlign` gives it (and as optimizations
/// that raise the alignment of loads from such a global assume: clang -O2
/// loads a CRC table it made with `align 8`).
/// The size of the object a global variable of type `info` designates: its
/// type's, except for a declaration (no initializer) of a type of size 0
/// (`@a = external global [0 x i8]`, C's `extern char a[];`), whose object
/// is defined elsewhere with a size the module does not know: it gets
/// [`UNSIZED_DECLARATION_BYTES`]. LangRef "Opaque Structure Types": the
/// type of an external global need not give its size (an opaque type has
/// none); LLVM's object-size analysis likewise knows no size for a
/// declaration. A fixed size is narrower than "unknown": an access past it
/// is UB in the source and the target alike.
fn global_size(info: &TyInfo, defined: bool) -> u64 {
    if !defined && info.alloc_size == 0 {
        UNSIZED_DECLARATION_BYTES
    } else {
        info.alloc_size
    }
}

/// The size given to a declared global variable whose type has size 0
/// (see `global_size`): as many bytes as the environment generates for a
/// global's contents at entry.
pub const UNSIZED_DECLARATION_BYTES: u64 = super::environment::MAX_GENERATED_GLOBAL_BYTES;

/// The size of the null page, the block at address 0 that functions
/// marked `null_pointer_is_valid` access through null (LangRef gives it no
/// size; llsem's choice, below its first ordinary address).
pub const NULL_PAGE_BYTES: u64 = 2048;

/// The name the environment knows the null page's contents at entry by
/// ([`super::environment::Environment::global_bytes`]; a global of that
/// name would only get the same bytes).
pub const NULL_PAGE_NAME: &str = "null page";

fn global_align(explicit: Option<u64>, info: &TyInfo, defined: bool) -> u64 {
    match explicit {
        Some(a) => a.max(1),
        None if defined && info.store_size > 16 => info.pref_align.max(16),
        None => info.pref_align.max(1),
    }
}

/// `module` with `vscale` fixed (semantics/vector.md "Scalable vectors"),
/// when it has scalable vectors or declares an intrinsic that reads it
/// (`llvm.vscale`, ...); unchanged (not copied) otherwise.
fn fix_vscale(module: Arc<Module>, vscale: u32) -> Result<Arc<Module>, CompileError> {
    if !module.types.has_scalable() && !crate::syntax::vscale_use::asks_for_vscale(&module) {
        return Ok(module);
    }
    let mut fixed = (*module).clone();
    fixed
        .types
        .fix_vscale(vscale)
        .map_err(|e| CompileError::unsupported(Span::default(), e))?;
    Ok(Arc::new(fixed))
}

/// Memory a program may allocate by default (bytes).
pub const DEFAULT_MEMORY_LIMIT: u64 = 1 << 30;

impl Program {
    /// Prepares `module` to run under `model`, with `library` running the
    /// functions it declares ([`Program::new`] gives it the C library).
    pub fn with_library(
        module: Arc<Module>,
        model: Model,
        library: &'static dyn Library,
    ) -> Result<Program, CompileError> {
        Program::build(module, model, library, &[])
    }

    /// [`Program::with_library`], with each global variable `from` of
    /// `merged` laid out at the address of `into` (see
    /// [`Program::with_merged_globals`]).
    fn build(
        module: Arc<Module>,
        model: Model,
        library: &'static dyn Library,
        merged: &[(GlobalId, GlobalId)],
    ) -> Result<Program, CompileError> {
        // A module that makes an indirect call gets the foreign function
        // (decision 0053); a refinement check gives it to the other side
        // too, in the module it passes.
        let module = if super::foreign::makes_indirect_call(&module) {
            super::foreign::with_foreign(module)
        } else {
            module
        };
        let unfixed = module.clone();
        let module = fix_vscale(module, model.vscale.unwrap_or(1))?;
        let unfixed = (!Arc::ptr_eq(&module, &unfixed)).then_some(unfixed);
        let m = &*module;
        let mut cache = crate::syntax::LayoutCache::new();
        let reprs = Repr::of_all(&m.types, &m.layout, &mut cache);
        let types = reprs
            .into_iter()
            .enumerate()
            .map(|(i, repr)| {
                let size = cache.size(&m.layout, &m.types, TypeId(i as u32));
                TyInfo {
                    repr: (*repr).clone(),
                    word: WordAccess::of(&repr, size.store(), m.layout.big_endian),
                    store_size: size.store(),
                    alloc_size: size.alloc,
                    abi_align: size.abi_align,
                    pref_align: size.pref_align,
                }
            })
            .collect::<Vec<_>>();
        let mut image = Memory::new(DEFAULT_MEMORY_LIMIT);
        let null_valid: Vec<bool> = m
            .functions
            .iter()
            .map(|f| m.expand_attrs(&f.fn_attrs).has("null_pointer_is_valid"))
            .collect();
        if let Some(first) = null_valid.iter().position(|&v| v) {
            // Its contents at entry are the environment's, as an unknown
            // global's are (`Program::unknown_at_entry`); undef otherwise.
            image
                .allocate_null_page(NULL_PAGE_BYTES, model.uninit_fill())
                .map_err(|_| {
                    CompileError::unsupported(
                        m.functions[first].span,
                        "the null page this function's null_pointer_is_valid asks for exceeds the memory limit",
                    )
                })?;
        }
        let mut globals = Vec::with_capacity(m.globals.len());
        for g in &m.globals {
            let info = &types[g.ty.0 as usize];
            let align = global_align(g.props.align, info, g.init.is_some());
            let fill = match &g.init {
                Some(_) => Fill::Zero,
                None => model.uninit_fill(),
            };
            let p = image
                .allocate(
                    AllocKind::Global,
                    global_size(info, g.init.is_some()),
                    align,
                    fill,
                    format!("@{}", g.name),
                )
                .map_err(|_| {
                    CompileError::unsupported(g.span, "global variables exceed the memory limit")
                })?;
            globals.push(alloc_of(p));
        }
        for &(from, into) in merged {
            globals[from.0 as usize] = globals[into.0 as usize];
        }
        let mut funcs = Vec::with_capacity(m.functions.len());
        for (f, &null_pointer_is_valid) in m.functions.iter().zip(&null_valid) {
            let blocks = f.body.as_ref().map_or(0, |b| b.blocks.len() as u64);
            let p = image
                .allocate(
                    AllocKind::Function,
                    blocks + 1,
                    16,
                    Fill::Zero,
                    format!("@{}", f.name),
                )
                .map_err(|_| {
                    CompileError::unsupported(f.span, "functions exceed the memory limit")
                })?;
            let id = alloc_of(p);
            image.set_mutable(id, false);
            funcs.push(FuncInfo {
                kind: FuncKind::Declared,
                name: name_text(&f.name),
                alloc: id,
                param_attrs: Vec::new(),
                ret_attrs: ValueAttrs::default(),
                promises: CallPromises::of(&m.expand_attrs(&f.fn_attrs)),
                library_fn: None,
                intrinsic: false,
                interposable: f.body.is_some() && m.may_be_replaced(&f.props),
                accesses_no_memory: false,
                returned_param: None,
                null_pointer_is_valid,
            });
        }
        let mut program = Program {
            module: module.clone(),
            model,
            types,
            funcs,
            globals,
            image,
            library,
            library_data: Arc::new(Slot::default()),
            noreturn_callees: Vec::new(),
            global_functions: Vec::new(),
            unfixed,
            changed_by_code: super::global_writes::may_change(&module),
            invariant_loads: false,
        };
        program.initialize_globals()?;
        library.install(&mut program).map_err(|e| {
            CompileError::unsupported(
                Span::default(),
                format!("cannot set up the C library's data: {e}"),
            )
        })?;
        for (i, f) in m.functions.iter().enumerate() {
            program.funcs[i].param_attrs = f
                .params
                .iter()
                .map(|p| value_attrs(&program, &p.attrs))
                .collect();
            program.funcs[i].returned_param =
                program.funcs[i].param_attrs.iter().position(|a| a.returned);
            program.funcs[i].ret_attrs = value_attrs(&program, &f.ret_attrs);
            if f.body.is_some() {
                let code = compile_function(&program, FuncId(i as u32))?;
                program.funcs[i].kind = FuncKind::Defined(Box::new(code));
            } else {
                program.funcs[i].intrinsic =
                    super::intrinsics::is_intrinsic(&program.funcs[i].name);
                let name = &program.funcs[i].name;
                if !name.starts_with("llvm.") {
                    let params: Vec<&crate::syntax::TypeKind> =
                        f.params.iter().map(|p| m.types.resolved(p.ty)).collect();
                    program.funcs[i].library_fn = library.resolve(name, &params);
                }
                if let Some(implied) = library.implied(&program.funcs[i].name) {
                    add_implied(&mut program.funcs[i], implied);
                }
            }
        }
        program.invariant_loads = program.funcs.iter().any(|f| match &f.kind {
            FuncKind::Defined(code) => code
                .blocks
                .iter()
                .flat_map(|b| &b.insts)
                .any(|i| matches!(&i.op, Op::Load { checks, .. } if checks.invariant)),
            _ => false,
        });
        program.plan_direct_calls();
        let no_access = super::no_access::functions_without_memory_access(&program);
        for (info, none) in program.funcs.iter_mut().zip(no_access) {
            info.accesses_no_memory = none;
        }
        program.noreturn_callees = noreturn_callees(&program);
        program.global_functions = super::foreign::global_functions(&program);
        program.image.share();
        Ok(program)
    }

    /// Gives every call of a named function its plan
    /// ([`super::code::CallOp::direct`]), once every function's attributes
    /// are known. The call's form as an operation of the fast loop
    /// ([`super::code::CallOp::fast`]) is decided here too.
    fn plan_direct_calls(&mut self) {
        let callees: Vec<(Vec<ValueAttrs>, ValueAttrs, CallPromises)> = self
            .funcs
            .iter()
            .map(|f| (f.param_attrs.clone(), f.ret_attrs.clone(), f.promises))
            .collect();
        // An interposable callee's body may not run: its calls are not
        // plain (`Machine::call_planned` decides, from the environment).
        // A declared function whose library model reaches no memory when
        // called as declared runs without a guard scope
        // (`Machine::call_library_plain`) when it is called so.
        let targets: Vec<Target> = self
            .funcs
            .iter()
            .map(|f| match f.kind {
                FuncKind::Defined(_) if !f.interposable => Target::Defined,
                FuncKind::Declared
                    if f.library_fn
                        .is_some_and(|r| r.reaches_no_memory_as_declared) =>
                {
                    Target::Library
                }
                _ => Target::Other,
            })
            .collect();
        let intrinsics: Vec<Option<FastIntrinsic>> =
            self.funcs.iter().map(FastIntrinsic::of).collect();
        let module = self.module.clone();
        for info in &mut self.funcs {
            let FuncKind::Defined(code) = &mut info.kind else {
                continue;
            };
            let Code { blocks, consts, .. } = &mut **code;
            for inst in blocks.iter_mut().flat_map(|b| b.insts.iter_mut()) {
                if let Op::Call(call) = &mut inst.op
                    && let Callee::Direct(f) = call.callee
                {
                    let (params, ret, promises) = &callees[f.0 as usize];
                    let ty = module.func(f).ty;
                    let as_called = ty == call.fn_ty
                        && module
                            .types
                            .function_parts(ty)
                            .is_some_and(|(_, _, va)| !va);
                    let target = match targets[f.0 as usize] {
                        t if as_called => t,
                        _ => Target::Other,
                    };
                    let plan = super::call_plan::plan(call, params, ret, *promises, target);
                    call.fast = intrinsics[f.0 as usize].and_then(|kind| {
                        let ty = module.func(f).ty;
                        fast_call(kind, call, &plan, ty, &module.types, consts)
                    });
                    call.direct = Some(Box::new(plan));
                }
            }
        }
    }

    fn initialize_globals(&mut self) -> Result<(), CompileError> {
        let module = self.module.clone();
        for (i, g) in module.globals.iter().enumerate() {
            let id = self.globals[i];
            // A `constant` global is never written, defined or external
            // (LangRef "Global Variables": "the contents of the variable
            // will never be modified"): a store to it is UB.
            self.image.set_mutable(id, !g.constant);
            let Some(init) = &g.init else { continue };
            let info = &self.types[g.ty.0 as usize];
            // A defined global starts as zeros (see `Program::with_library`).
            let bytes = match &init.kind {
                ConstKind::Zero => continue,
                ConstKind::CString(s) => crate::mem::Bytes::plain(s),
                _ => {
                    let mut bytes =
                        crate::mem::Bytes::new(info.alloc_size as usize, self.model.uninit_fill());
                    let val = ConstEval::new(self).eval(init).map_err(|e| e.at(g.span))?;
                    crate::mem::repr::store_value(
                        &mut bytes,
                        0,
                        &info.repr,
                        &val,
                        module.layout.big_endian,
                    )
                    .map_err(|e| {
                        CompileError::unsupported(
                            g.span,
                            format!("cannot lay out the initializer: {e:?}"),
                        )
                    })?;
                    bytes
                }
            };
            self.image.init(id, 0, &bytes).map_err(|_| {
                CompileError::unsupported(g.span, "global variables exceed the memory limit")
            })?;
        }
        Ok(())
    }

    /// The global variables whose contents a function of this module
    /// cannot know when it is called, as allocations with their globals:
    /// every one that is not `internal` or `private` and is not a
    /// `constant` with a definitive initializer (LangRef "Global
    /// Variables", "Linkage Types": another module may write a non-constant
    /// one, or replace the definition of a `weak`, `linkonce`, `common` or
    /// `extern_weak` one, or of one that is not `dso_local` in a module
    /// with semantic interposition, [`Module::may_be_replaced`]; an
    /// `externally_initialized` one is set before
    /// the program starts). `internal` and `private` globals are written
    /// only by this module, whose optimizations (GlobalOpt, IPSCCP) may
    /// rely on that, so they keep their initializers unless the module's
    /// code may change them ([`Program::changed_by_code`]: another function
    /// may have run before this one). The README's paragraph on refinement
    /// inputs and paper-notes/refinement-rules.md (globals' contents at
    /// entry) say the same.
    pub fn unknown_at_entry(&self) -> impl Iterator<Item = (AllocId, &Global)> + '_ {
        use crate::syntax::Linkage::*;
        self.module
            .globals
            .iter()
            .zip(&self.globals)
            .zip(&self.changed_by_code)
            .filter(|((g, _), changed)| {
                let linkage = g.props.linkage;
                let local = matches!(linkage, Internal | Private) && !**changed;
                let replaceable = self.module.may_be_replaced(&g.props);
                let definitive =
                    g.constant && g.init.is_some() && !replaceable && !g.externally_initialized;
                !local && !definitive
            })
            .map(|((g, id), _)| (*id, g))
    }

    /// The leading bytes global `g` holds at entry in `env`, where the
    /// environment chooses them ([`Self::unknown_at_entry`],
    /// [`super::environment::Environment::global_bytes`]); undef bits only
    /// in the llvm model; sometimes null where `g` holds a pointer, or the
    /// address of one of [`Program::global_functions`] (an unknown global
    /// of pointer type may hold any function's address: decision 0053).
    pub fn start_bytes(
        &self,
        env: &super::environment::Environment,
        g: &Global,
    ) -> Option<crate::mem::Bytes> {
        let undef = self.model.uninit_fill() == Fill::Undef;
        let size = global_size(self.ty(g.ty), g.init.is_some());
        let pointer = matches!(
            self.module.types.resolved(g.ty),
            crate::syntax::TypeKind::Ptr { .. }
        );
        let name = g.name.to_string();
        if pointer
            && let Some(k) = env.global_function(&name, self.global_functions.len())
            && let Some(bytes) = self.function_address_bytes(&self.global_functions[k], size)
        {
            return Some(bytes);
        }
        env.global_bytes(&name, size, undef, pointer, self.module.layout.big_endian)
    }

    /// `size` bytes (at most a pointer's) holding the address of the
    /// function `name` with its provenance, as `store ptr @name` leaves
    /// them; `None` without such a function or room for a pointer.
    fn function_address_bytes(&self, name: &str, size: u64) -> Option<crate::mem::Bytes> {
        let f = self.module.function_by_name(name)?;
        let id = self.funcs[f.0 as usize].alloc;
        let p = crate::value::Pointer::new(id, self.image.info(id).base);
        let bits = self.module.layout.pointer(0).size_bits;
        if size < u64::from(bits / 8) {
            return None;
        }
        let mut bytes = crate::mem::Bytes::new((bits / 8) as usize, Fill::Zero);
        crate::mem::repr::store_value(
            &mut bytes,
            0,
            &crate::mem::Repr::Ptr(bits),
            &crate::value::Value::Ptr(p),
            self.module.layout.big_endian,
        )
        .ok()?;
        Some(bytes)
    }

    /// The null page and the bytes it holds at entry in `env`, chosen as
    /// an unknown global's are ([`Program::start_bytes`]), if the program
    /// has one (a function is marked `null_pointer_is_valid`).
    pub fn null_page_at_entry(
        &self,
        env: &super::environment::Environment,
    ) -> Option<(AllocId, crate::mem::Bytes)> {
        let id = self.image.null_page_id()?;
        let undef = self.model.uninit_fill() == Fill::Undef;
        let bytes = env.global_bytes(
            NULL_PAGE_NAME,
            NULL_PAGE_BYTES,
            undef,
            false,
            self.module.layout.big_endian,
        )?;
        Some((id, bytes))
    }

    /// Whether a function is marked `null_pointer_is_valid`, so that the
    /// program has a null page.
    pub fn has_null_page(&self) -> bool {
        self.image.has_null_page()
    }

    /// This program's module made ready again with `vscale` fixed to
    /// `vscale` (the same model otherwise, the same library and
    /// `noreturn_callees`).
    pub fn with_vscale(&self, vscale: u32) -> Result<Program, CompileError> {
        self.with_model(Model {
            vscale: Some(vscale),
            ..self.model
        })
    }

    /// This program's module made ready again under `model` (the same
    /// library and `noreturn_callees`).
    pub fn with_model(&self, model: Model) -> Result<Program, CompileError> {
        self.rebuilt(|m| m, model, &[])
    }

    /// This program with each global `from` of `merged` at the address of
    /// `into`, which must be constants with the same initializer: LangRef
    /// "Global Variables" lets such constants be merged when one of them is
    /// `unnamed_addr` ("Constants marked like this can be merged with other
    /// constants if they have the same initializer"), so a run of this
    /// program is one the module may have. `from`'s own block stays
    /// allocated, unreferenced.
    pub fn with_merged_globals(
        &self,
        merged: &[(GlobalId, GlobalId)],
    ) -> Result<Program, CompileError> {
        self.rebuilt(|m| m, self.model, merged)
    }

    /// This program with the foreign function ([`super::foreign`]) added,
    /// for a refinement check whose other side makes an indirect call
    /// where this one does not; its replays pass `--foreign-function`
    /// ([`super::foreign::needs_flag`]).
    pub fn with_foreign_function(&self) -> Result<Program, CompileError> {
        self.rebuilt(super::foreign::with_foreign, self.model, &[])
    }

    /// The module as written, changed by `change`, made ready again under
    /// `model` with `merged`, keeping what a check set for its environment
    /// (`noreturn_callees`, `global_functions`).
    fn rebuilt(
        &self,
        change: impl FnOnce(Arc<Module>) -> Arc<Module>,
        model: Model,
        merged: &[(GlobalId, GlobalId)],
    ) -> Result<Program, CompileError> {
        let module = self.unfixed.clone().unwrap_or_else(|| self.module.clone());
        let mut p = Program::build(change(module), model, self.library, merged)?;
        p.noreturn_callees = self.noreturn_callees.clone();
        p.global_functions = self.global_functions.clone();
        Ok(p)
    }

    /// Layout facts of a type.
    pub fn ty(&self, ty: TypeId) -> &TyInfo {
        &self.types[ty.0 as usize]
    }

    /// The address of a global value as a pointer (`None` for ifuncs and
    /// aliases of something that is not a global address).
    pub fn global_address(&self, r: GlobalRef) -> Option<Pointer> {
        let id = match r {
            GlobalRef::Var(g) => self.globals[g.0 as usize],
            GlobalRef::Func(f) => self.funcs[f.0 as usize].alloc,
            GlobalRef::Alias(_) | GlobalRef::IFunc(_) => return None,
        };
        Some(Pointer::new(id, self.image.base(id)))
    }

    /// The function whose address is `ptr` (its first byte), if any.
    pub fn function_at(&self, ptr: Pointer) -> Option<FuncId> {
        let id = self.image.alloc_at(ptr.addr)?;
        let a = self.image.info(id);
        if a.kind != AllocKind::Function || ptr.addr != a.base {
            return None;
        }
        self.funcs
            .iter()
            .position(|f| f.alloc == id)
            .map(|i| FuncId(i as u32))
    }

    /// Whether a function is visible outside the module (so that the
    /// refinement checker pairs it up).
    pub fn is_exported(&self, f: FuncId) -> bool {
        !matches!(
            self.module.func(f).props.linkage,
            Linkage::Private | Linkage::Internal
        )
    }
}

fn alloc_of(p: Pointer) -> AllocId {
    match p.prov() {
        crate::value::Provenance::Alloc(id) => id,
        _ => AllocId(0),
    }
}

/// A name as text without sigil.
pub fn name_text(n: &Name) -> String {
    match n {
        Name::Named(s) => s.clone(),
        Name::Numbered(i) => i.to_string(),
    }
}

/// Adds to a declared function the attributes its library promises
/// whatever the declaration says (see [`Library::implied`]).
fn add_implied(info: &mut FuncInfo, implied: Implied) {
    info.ret_attrs.noundef |= implied.noundef;
    info.ret_attrs.noalias |= implied.ret_noalias;
    for (i, a) in info.param_attrs.iter_mut().enumerate() {
        a.noundef |= implied.noundef;
        match implied.params.get(i) {
            Some(ParamUse::ReadOnly) => {
                a.nocapture = true;
                let read = Access {
                    read: true,
                    write: false,
                };
                a.access = Some(a.access.map_or(read, |x| x.and(read)));
            }
            Some(ParamUse::NoCapture) => a.nocapture = true,
            _ => {}
        }
    }
    if implied.nofree_nounwind {
        info.promises.nofree = true;
        info.promises.nounwind = true;
    }
}

/// The functions the environment may answer (declared ones, and
/// interposable definitions) that their declaration or definition or a
/// direct call site promises `noreturn` for, sorted and without repeats.
fn noreturn_callees(p: &Program) -> Vec<String> {
    let declared = |f: FuncId| {
        let info = &p.funcs[f.0 as usize];
        !matches!(info.kind, FuncKind::Defined(_)) || info.interposable
    };
    let mut names: Vec<String> = Vec::new();
    for f in &p.funcs {
        if f.interposable && f.promises.noreturn {
            names.push(f.name.clone());
        }
        match &f.kind {
            FuncKind::Defined(code) => {
                for inst in code.blocks.iter().flat_map(|b| &b.insts) {
                    if let Op::Call(c) = &inst.op
                        && let Callee::Direct(t) = c.callee
                        && c.site.noreturn
                        && declared(t)
                    {
                        names.push(p.funcs[t.0 as usize].name.clone());
                    }
                }
            }
            FuncKind::Declared if f.promises.noreturn => names.push(f.name.clone()),
            FuncKind::Declared => {}
        }
    }
    names.sort();
    names.dedup();
    names
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn globals_unknown_at_entry_follow_linkage_and_constness() {
        let text = "@mutable = global i32 0\n\
                    @declared = external global i32\n\
                    @declared_const = external constant i32\n\
                    @definitive = constant i32 1\n\
                    @odr = weak_odr constant i32 1\n\
                    @weak = weak constant i32 1\n\
                    @linkonce = linkonce constant i32 1\n\
                    @common = common global i32 0\n\
                    @ext_init = externally_initialized constant i32 1\n\
                    @internal = internal global i32 0\n\
                    @private = private global i32 0\n\
                    @internal_set = internal global i32 0\n\
                    define void @set() {\n\
                      store i32 5, ptr @internal_set\n\
                      ret void\n\
                    }\n";
        let m = crate::parse::load(crate::syntax::SourceFile::new("t.ll", text))
            .expect("valid test module");
        let p = Program::new(Arc::new(m), Model::default()).expect("compilable test module");
        let unknown: Vec<String> = p
            .unknown_at_entry()
            .map(|(_, g)| g.name.to_string())
            .collect();
        assert_eq!(
            unknown,
            [
                "mutable",
                "declared",
                "declared_const",
                "weak",
                "linkonce",
                "common",
                "ext_init",
                "internal_set"
            ]
        );
        // One environment's contents are the same for a name whatever the
        // size asked, up to the shorter length.
        let env = super::super::environment::Environment {
            seed: 3,
            globals: true,
            ..Default::default()
        };
        let chosen = (0..64)
            .map(|s| super::super::environment::Environment { seed: s, ..env })
            .filter_map(|e| {
                e.global_bytes("mutable", 8, true, false, false)
                    .map(|b| (e, b))
            })
            .collect::<Vec<_>>();
        assert!(chosen.len() > 32 && chosen.len() < 64, "{}", chosen.len());
        let (e, long) = &chosen[0];
        let short = e
            .global_bytes("mutable", 4, true, false, false)
            .expect("same choice");
        assert_eq!(short, long.slice(0, 4));
    }

    #[test]
    fn interposable_definitions_follow_linkage_and_are_never_plain_calls() {
        let linkages = [
            ("weak", true),
            ("linkonce", true),
            ("linkonce_odr", false),
            ("weak_odr", false),
            ("available_externally", false),
            ("internal", false),
            ("private", false),
            ("", false),
        ];
        let mut text = String::from("declare extern_weak i32 @ew(i32)\n");
        for (i, (l, _)) in linkages.iter().enumerate() {
            text.push_str(&format!(
                "define {l} i32 @f{i}(i32 %x) {{\n  ret i32 %x\n}}\n"
            ));
        }
        text.push_str("define i32 @caller(i32 %x) {\n");
        for i in 0..linkages.len() {
            text.push_str(&format!("  %r{i} = call i32 @f{i}(i32 %x)\n"));
        }
        text.push_str("  ret i32 %x\n}\n");
        let m = crate::parse::load(crate::syntax::SourceFile::new("t.ll", text.as_str()))
            .expect("valid test module");
        let p = Program::new(Arc::new(m), Model::default()).expect("compilable test module");
        // A declaration is answered by the environment anyway.
        assert!(!p.funcs[0].interposable);
        for (i, (l, interposable)) in linkages.iter().enumerate() {
            assert_eq!(p.funcs[i + 1].interposable, *interposable, "{l}");
        }
        let FuncKind::Defined(code) = &p.funcs[linkages.len() + 1].kind else {
            panic!("@caller is defined");
        };
        let plain: Vec<bool> = code.blocks[0]
            .insts
            .iter()
            .filter_map(|i| match &i.op {
                Op::Call(c) => c.direct.as_ref().map(|d| d.plain),
                _ => None,
            })
            .collect();
        let expected: Vec<bool> = linkages.iter().map(|(_, i)| !i).collect();
        assert_eq!(plain, expected);
    }

    #[test]
    fn semantic_interposition_makes_preemptable_definitions_interposable() {
        let defs = [
            ("", true),
            ("dso_preemptable", true),
            ("dso_local", false),
            ("hidden", false),
            ("protected", false),
            ("internal", false),
            ("linkonce_odr", true),
        ];
        let body: String = defs
            .iter()
            .enumerate()
            .map(|(i, (k, _))| format!("define {k} i32 @f{i}() {{\n  ret i32 0\n}}\n"))
            .collect();
        let flag = |v: u32| {
            format!(
                "!llvm.module.flags = !{{!0}}\n!0 = !{{i32 1, !\"SemanticInterposition\", i32 {v}}}\n"
            )
        };
        let build = |text: String| {
            let m = crate::parse::load(crate::syntax::SourceFile::new("t.ll", text.as_str()))
                .expect("valid test module");
            Program::new(Arc::new(m), Model::default()).expect("compilable test module")
        };
        let on = build(format!("{body}{}", flag(1)));
        assert!(on.module.semantic_interposition());
        for (i, (k, interposable)) in defs.iter().enumerate() {
            assert_eq!(on.funcs[i].interposable, *interposable, "{k}");
        }
        // Without the flag, or with it 0, only the linkage counts.
        for text in [body.clone(), format!("{body}{}", flag(0))] {
            let off = build(text);
            assert!(!off.module.semantic_interposition());
            assert!(off.funcs.iter().all(|f| !f.interposable));
        }
    }
}
