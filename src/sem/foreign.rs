//! The function of another module: a declaration `@llsem.foreign` that
//! a program gets (unless its module names a function so), whose
//! address stands for a function the module neither defines nor declares.
//! A pointer the module receives from outside may hold the address of any
//! function of the program, also one no `!callees` list names (LangRef
//! "'callees' Metadata": calling a function outside the list is UB, so
//! such a function must be among the values a pointer may take). A call
//! through it is answered by the environment as a call of a declared
//! function of the type the call gives it, without attributes (its true
//! type is unknown, so no call of it is a call of the wrong type). The
//! refinement checker passes it where a pointer reaches an indirect call
//! (decision 0053); `llsem run` replays it as `@llsem.foreign`.
//!
//! A program has it only where it is of use, so that the block numbers
//! and addresses of every other program stay as they were: when its
//! module makes an indirect call ([`makes_indirect_call`]), or when a
//! refinement check gives it to both sides because one of them makes one
//! (then the replays pass `--foreign-function`, which adds it).

use std::sync::Arc;

use crate::syntax::{
    CallSite, ConstKind, FuncId, Function, GlobalRef, Inst, InstKind, Module, Name, Operand, Span,
    TypeKind,
};

use super::program::Program;

/// The foreign function's name (without `@`).
pub const NAME: &str = "llsem.foreign";

/// The calls and invokes of `module` whose callee is not a function
/// named in place: the indirect calls.
fn indirect_calls(module: &Module) -> impl Iterator<Item = (&Inst, &CallSite)> {
    module
        .functions
        .iter()
        .filter_map(|f| f.body.as_ref())
        .flat_map(|b| &b.blocks)
        .flat_map(|b| &b.insts)
        .filter_map(|i| match &i.kind {
            InstKind::Call(c) | InstKind::Invoke { call: c, .. } => Some((i, c)),
            _ => None,
        })
        .filter(|(_, c)| {
            !matches!(&c.callee, Operand::Const(k)
                if matches!(k.kind, ConstKind::Global(GlobalRef::Func(_))))
        })
}

/// Whether `module` makes an indirect call: then a pointer it calls may
/// hold the foreign function, and its programs have it.
pub fn makes_indirect_call(module: &Module) -> bool {
    indirect_calls(module).next().is_some()
}

/// Whether `prog` has the foreign function ([`is_foreign`]).
pub fn has_foreign(prog: &Program) -> bool {
    prog.module
        .function_by_name(NAME)
        .is_some_and(|f| is_foreign(prog, f))
}

/// Whether `prog` has the foreign function though its module makes no
/// indirect call: a refinement check gave it for the other side's sake,
/// and `llsem run` recreates it only with `--foreign-function`, which the
/// replays of its runs must then pass.
pub fn needs_flag(prog: &Program) -> bool {
    has_foreign(prog) && !makes_indirect_call(&prog.module)
}

/// `module` with `declare void @llsem.foreign(...)` appended, unless it
/// has a function of that name already (the same module then).
pub fn with_foreign(module: Arc<Module>) -> Arc<Module> {
    if module.function_by_name(NAME).is_some() {
        return module;
    }
    let mut m = (*module).clone();
    let void = m.types.intern(TypeKind::Void);
    let ty = m.types.intern(TypeKind::Function {
        ret: void,
        params: Vec::new(),
        varargs: true,
    });
    m.functions.push(Function::declaration(
        Name::Named(NAME.to_string()),
        ty,
        Vec::new(),
        Span::default(),
    ));
    Arc::new(m)
}

/// Whether `func` is the foreign function: the declaration
/// [`with_foreign`] adds (a module's own `@llsem.foreign` of another type,
/// or defined, is an ordinary function).
pub fn is_foreign(prog: &Program, func: FuncId) -> bool {
    let f = prog.module.func(func);
    f.body.is_none()
        && prog.funcs[func.0 as usize].name == NAME
        && matches!(
            prog.module.types.kind(f.ty),
            TypeKind::Function { params, varargs: true, .. } if params.is_empty()
        )
}

/// How many functions a module's `!callees` lists give the environment
/// for its globals (the foreign function besides).
const MAX_GLOBAL_FUNCTIONS: usize = 4;

/// The functions whose addresses the environment may leave in a global
/// of pointer type unknown at entry ([`Program::global_functions`]): none
/// unless the module makes an indirect call; then the first
/// `MAX_GLOBAL_FUNCTIONS` its `!callees` lists name and the foreign
/// function, sorted. A pointer loaded from such a global and called may
/// be any function (Alive2's calls/callees-metadata-fail: a pointer
/// loaded from an external global, called with `!callees !{@test,
/// @test2}`, is `@test2` for some contents).
pub fn global_functions(prog: &Program) -> Vec<String> {
    let mut indirect = false;
    let mut names: Vec<String> = Vec::new();
    for (inst, _) in indirect_calls(&prog.module) {
        indirect = true;
        for f in super::compile::listed_callees(&prog.module, inst).unwrap_or_default() {
            let n = &prog.funcs[f.0 as usize].name;
            if names.len() < MAX_GLOBAL_FUNCTIONS && !names.contains(n) {
                names.push(n.clone());
            }
        }
    }
    if !indirect {
        return Vec::new();
    }
    names.push(NAME.to_string());
    names.sort();
    names.dedup();
    names
}
