//! The modular check of a recursive function (decision 0021): when the
//! check of a function on a cycle of direct calls hits the depth bound,
//! the calls between the functions of that cycle (its strongly connected
//! component in the call graph), in the source and in the target, are made
//! calls of unknown functions, one per function of the cycle, shared by
//! both sides, which the environment answers alike for the same arguments
//! and memory (decision 0013). If then every function of the cycle refines
//! its namesake for every unknown functions the environment stands for,
//! the target's functions refine the source's (fixpoint induction over
//! the cycle's functions together); a counterexample of this check need
//! not be one of the real functions, so only its `refines` is reported.
//! In the one-file form only a function's calls of itself are redirected.

use std::collections::BTreeSet;
use std::sync::Arc;

use crate::sem::program::Program;
use crate::syntax::{
    AttrSet, ConstKind, FuncId, Function, GlobalRef, InstKind, Module, Name, Operand, Param,
};

/// The name of the unknown function that stands for `name`'s calls of
/// itself.
pub fn stand_in_name(name: &str) -> String {
    format!("{name}.recursive")
}

/// Whether function `f` of `module` calls itself directly.
pub fn calls_itself(module: &Module, f: FuncId) -> bool {
    let Some(body) = &module.func(f).body else {
        return false;
    };
    body.blocks
        .iter()
        .flat_map(|b| &b.insts)
        .any(|i| callee_of(&i.kind).is_some_and(|c| c == f))
}

/// The functions `f` calls directly, each once, in order of id.
fn callees(module: &Module, f: FuncId) -> BTreeSet<FuncId> {
    let Some(body) = &module.func(f).body else {
        return BTreeSet::new();
    };
    body.blocks
        .iter()
        .flat_map(|b| &b.insts)
        .filter_map(|i| callee_of(&i.kind))
        .collect()
}

/// The functions reachable from `from` through direct calls (one call
/// or more).
fn reachable(module: &Module, from: FuncId) -> BTreeSet<FuncId> {
    let mut seen = BTreeSet::new();
    let mut work: Vec<FuncId> = callees(module, from).into_iter().collect();
    while let Some(g) = work.pop() {
        if seen.insert(g) {
            work.extend(callees(module, g).into_iter().filter(|h| !seen.contains(h)));
        }
    }
    seen
}

/// The functions of `module` on a cycle of direct calls through `f` (its
/// strongly connected component in the call graph), `f` first, then by
/// id; empty when `f` is on no cycle (it does not reach itself).
pub fn cycle_of(module: &Module, f: FuncId) -> Vec<FuncId> {
    let forward = reachable(module, f);
    if !forward.contains(&f) {
        return Vec::new();
    }
    let mut members = vec![f];
    members.extend(
        forward
            .into_iter()
            .filter(|&g| g != f && reachable(module, g).contains(&f)),
    );
    members
}

/// Whether a run of `f` may call a function outside the module's
/// bodies: `f` or a function it reaches through direct calls makes a call
/// that is not a direct call of a function (an indirect call, a call of
/// an alias), or calls a function that `outside` says is one (a
/// declaration, an interposable definition).
pub fn reaches_outside(module: &Module, f: FuncId, outside: impl Fn(FuncId) -> bool) -> bool {
    let mut seen = BTreeSet::from([f]);
    let mut work = vec![f];
    while let Some(g) = work.pop() {
        let Some(body) = &module.func(g).body else {
            continue;
        };
        for i in body.blocks.iter().flat_map(|b| &b.insts) {
            let is_call = matches!(
                i.kind,
                InstKind::Call(_) | InstKind::Invoke { .. } | InstKind::CallBr { .. }
            );
            match callee_of(&i.kind) {
                Some(h) if outside(h) => return true,
                Some(h) if seen.insert(h) => work.push(h),
                None if is_call => return true,
                _ => {}
            }
        }
    }
    false
}

/// Whether a run of `f` may call the environment: `f`, or a function it
/// reaches through direct calls, calls a declaration that is not an
/// intrinsic (as the program classifies it: an `llvm.*` name LLVM does
/// not know is an ordinary declaration), an intrinsic that calls the
/// environment (`deoptimize`, `guard`, `objc.*`), an interposable
/// definition (decision 0028), or a function it cannot name (an indirect
/// call, a call of an alias). Where it cannot, the environment is never
/// asked, whatever the module declares besides.
pub fn reaches_environment(prog: &Program, f: FuncId) -> bool {
    reaches_outside(&prog.module, f, |g| {
        let func = &prog.funcs[g.0 as usize];
        let declared = prog.module.func(g).body.is_none();
        let quiet_intrinsic =
            func.intrinsic && !crate::sem::intrinsics::asks_environment(&func.name);
        (declared && !quiet_intrinsic) || func.interposable
    })
}

/// The function an instruction calls directly, if it is a call.
fn callee_of(kind: &InstKind) -> Option<FuncId> {
    let call = match kind {
        InstKind::Call(c) | InstKind::Invoke { call: c, .. } | InstKind::CallBr { call: c, .. } => {
            c
        }
        _ => return None,
    };
    match &call.callee {
        Operand::Const(k) => match &k.kind {
            ConstKind::Global(GlobalRef::Func(id)) => Some(*id),
            _ => None,
        },
        _ => None,
    }
}

/// `module` with the direct calls, in the bodies of the functions of
/// `cycle`, of any function of `cycle` made calls of that function's
/// stand-in declaration (each `(function, stand-in name)`; a stand-in is
/// added, with its function's type and no attributes, if the module has
/// no function of that name); `None` if the module has a function of such
/// a name of another type, or one defined.
pub fn redirect(module: &Module, cycle: &[(FuncId, String)]) -> Option<Module> {
    let mut m = module.clone();
    let mut stand_ins = Vec::with_capacity(cycle.len());
    for (f, stand_in) in cycle {
        let ty = m.func(*f).ty;
        let decl = match m.function_by_name(stand_in) {
            Some(d) if m.func(d).body.is_none() && m.func(d).ty == ty => d,
            Some(_) => return None,
            None => {
                let src = m.func(*f);
                let params = src
                    .params
                    .iter()
                    .map(|p| Param {
                        ty: p.ty,
                        attrs: AttrSet::default(),
                        local: None,
                    })
                    .collect();
                let d = Function::declaration(Name::Named(stand_in.clone()), ty, params, src.span);
                m.functions.push(d);
                FuncId((m.functions.len() - 1) as u32)
            }
        };
        stand_ins.push((*f, decl));
    }
    for (f, _) in cycle {
        let body = m.functions[f.0 as usize].body.as_mut()?;
        for inst in body.blocks.iter_mut().flat_map(|b| b.insts.iter_mut()) {
            let Some(decl) = callee_of(&inst.kind)
                .and_then(|c| stand_ins.iter().find(|(g, _)| *g == c))
                .map(|(_, d)| *d)
            else {
                continue;
            };
            if let InstKind::Call(c)
            | InstKind::Invoke { call: c, .. }
            | InstKind::CallBr { call: c, .. } = &mut inst.kind
                && let Operand::Const(k) = &mut c.callee
            {
                k.kind = ConstKind::Global(GlobalRef::Func(decl));
            }
        }
    }
    Some(m)
}

/// The programs of a modular check ([`programs`]).
pub struct Modular {
    /// The source, its cycle's calls made calls of the stand-ins.
    pub source: Program,
    /// The target likewise (`None` when both sides are one module).
    pub target: Option<Program>,
    /// The other functions of the cycle, each `(name, source function,
    /// target function)`: each must refine too for the check to hold.
    pub others: Vec<(String, FuncId, FuncId)>,
}

/// The programs of the modular check of `sf` against `tf`: with two
/// modules, the calls between the functions of `sf`'s cycle ([`cycle_of`])
/// made calls of one stand-in per function, named after it, in both
/// modules; with one module (the `@src`/`@tgt` form), `sf`'s and `tf`'s
/// calls of themselves made calls of one stand-in named after `name`.
/// `None` when a function is on no cycle, the two cycles are not of the
/// same names, or a stand-in's name is taken.
pub fn programs(sp: &Program, sf: FuncId, tp: &Program, tf: FuncId, name: &str) -> Option<Modular> {
    let build = |m: Module, like: &Program| Program::new(Arc::new(m), like.model).ok();
    if std::ptr::eq(sp, tp) {
        if !calls_itself(&sp.module, sf) || !calls_itself(&tp.module, tf) {
            return None;
        }
        let stand_in = stand_in_name(name);
        let m = redirect(&sp.module, &[(sf, stand_in.clone())])?;
        let m = redirect(&m, &[(tf, stand_in)])?;
        return Some(Modular {
            source: build(m, sp)?,
            target: None,
            others: Vec::new(),
        });
    }
    let (sc, tc) = (cycle_of(&sp.module, sf), cycle_of(&tp.module, tf));
    let names = |m: &Module, c: &[FuncId]| -> Vec<String> {
        c.iter()
            .map(|g| crate::sem::program::name_text(&m.func(*g).name))
            .collect()
    };
    let (sn, tn) = (names(&sp.module, &sc), names(&tp.module, &tc));
    if sc.is_empty() || BTreeSet::from_iter(&sn) != BTreeSet::from_iter(&tn) {
        return None;
    }
    let with_stand_ins = |c: &[FuncId], ns: &[String]| -> Vec<(FuncId, String)> {
        c.iter()
            .zip(ns)
            .map(|(g, n)| (*g, stand_in_name(n)))
            .collect()
    };
    let source = build(redirect(&sp.module, &with_stand_ins(&sc, &sn))?, sp)?;
    let target = build(redirect(&tp.module, &with_stand_ins(&tc, &tn))?, tp)?;
    let others = sc
        .iter()
        .zip(&sn)
        .skip(1)
        .map(|(g, n)| Some((n.clone(), *g, tc[tn.iter().position(|t| t == n)?])))
        .collect::<Option<Vec<_>>>()?;
    Some(Modular {
        source,
        target: Some(target),
        others,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn module(text: &str) -> Module {
        let file = crate::syntax::SourceFile::new("<test>", text);
        crate::parse::load(file).expect("a valid module")
    }

    #[test]
    fn outside_calls_are_found_through_direct_calls_only_where_reached() {
        let m = module(
            "declare void @ext()\n\
             declare i32 @llvm.umax.i32(i32, i32)\n\
             define void @calls_ext() {\n  call void @ext()\n  ret void\n}\n\
             define void @via() {\n  call void @calls_ext()\n  ret void\n}\n\
             define i32 @local(i32 %x) {\n  %m = call i32 @llvm.umax.i32(i32 %x, i32 1)\n  ret i32 %m\n}\n\
             define void @indirect(ptr %f) {\n  call void %f()\n  ret void\n}\n\
             define i32 @loop() {\nentry:\n  br label %l\nl:\n  %r = call i32 @local(i32 1)\n  br label %l\n}\n",
        );
        let id = |n: &str| m.function_by_name(n).unwrap();
        let outside = |g: FuncId| {
            let f = m.func(g);
            f.body.is_none() && !matches!(&f.name, Name::Named(n) if n.starts_with("llvm."))
        };
        assert!(reaches_outside(&m, id("calls_ext"), outside));
        assert!(reaches_outside(&m, id("via"), outside));
        assert!(reaches_outside(&m, id("indirect"), outside));
        // An intrinsic, and a defined function that calls only one.
        assert!(!reaches_outside(&m, id("local"), outside));
        assert!(!reaches_outside(&m, id("loop"), outside));
    }

    #[test]
    fn the_environment_is_reached_through_declarations_and_intrinsics_that_call_it() {
        let m = module(
            "declare void @llvm.experimental.deoptimize.isVoid(...)\n\
             declare void @llvm.not.an.intrinsic()\n\
             declare i32 @llvm.umax.i32(i32, i32)\n\
             define void @deopt() {\n  call void (...) @llvm.experimental.deoptimize.isVoid() [ \"deopt\"() ]\n  ret void\n}\n\
             define void @unknown_llvm_name() {\n  call void @llvm.not.an.intrinsic()\n  ret void\n}\n\
             define i32 @quiet(i32 %x) {\n  %m = call i32 @llvm.umax.i32(i32 %x, i32 1)\n  ret i32 %m\n}\n",
        );
        let id = |n: &str| m.function_by_name(n).unwrap();
        let prog = Program::new(Arc::new(m.clone()), Default::default()).expect("compiles");
        assert!(reaches_environment(&prog, id("deopt")));
        assert!(reaches_environment(&prog, id("unknown_llvm_name")));
        assert!(!reaches_environment(&prog, id("quiet")));
    }

    #[test]
    fn a_cycle_is_the_functions_that_reach_each_other() {
        let m = module(
            "define void @a() {\n  call void @b()\n  ret void\n}\n\
             define void @b() {\n  call void @c()\n  call void @a()\n  ret void\n}\n\
             define void @c() {\n  ret void\n}\n\
             define void @d() {\n  call void @a()\n  ret void\n}\n",
        );
        let id = |n: &str| m.function_by_name(n).unwrap();
        assert_eq!(cycle_of(&m, id("b")), vec![id("b"), id("a")]);
        assert_eq!(cycle_of(&m, id("a")), vec![id("a"), id("b")]);
        // @c is called from the cycle, @d calls into it: neither is on it.
        assert!(cycle_of(&m, id("c")).is_empty());
        assert!(cycle_of(&m, id("d")).is_empty());
        // Both functions' calls of each other go to their stand-ins; the
        // call of @c stays.
        let r = redirect(
            &m,
            &[
                (id("a"), "a.recursive".into()),
                (id("b"), "b.recursive".into()),
            ],
        )
        .unwrap();
        let calls = |g: &str| -> Vec<Option<FuncId>> {
            let f = r.function_by_name(g).unwrap();
            r.func(f).body.as_ref().unwrap().blocks[0]
                .insts
                .iter()
                .map(|i| callee_of(&i.kind))
                .collect()
        };
        let stand = |n: &str| Some(r.function_by_name(n).unwrap());
        assert_eq!(calls("a"), vec![stand("b.recursive"), None]);
        assert_eq!(calls("b"), vec![Some(id("c")), stand("a.recursive"), None]);
        assert_eq!(calls("d"), vec![Some(id("a")), None]);
    }

    #[test]
    fn only_the_calls_of_itself_go_to_the_stand_in() {
        let m = module(
            "declare void @h(i32)\n\
             define void @f(i32 noundef %x) {\n  call void @f(i32 %x)\n  call void @h(i32 %x)\n  ret void\n}\n\
             define void @k(i32 %x) {\n  call void @f(i32 %x)\n  ret void\n}\n",
        );
        let f = m.function_by_name("f").unwrap();
        let k = m.function_by_name("k").unwrap();
        assert!(calls_itself(&m, f));
        assert!(!calls_itself(&m, k));
        let r = redirect(&m, &[(f, "f.recursive".to_string())]).unwrap();
        let d = r.function_by_name("f.recursive").unwrap();
        assert!(r.func(d).body.is_none());
        assert_eq!(r.func(d).ty, r.func(f).ty);
        assert!(
            r.func(d)
                .params
                .iter()
                .all(|p| p.attrs == AttrSet::default())
        );
        let callees = |g: FuncId| -> Vec<Option<FuncId>> {
            r.func(g).body.as_ref().unwrap().blocks[0]
                .insts
                .iter()
                .map(|i| callee_of(&i.kind))
                .collect()
        };
        let h = r.function_by_name("h").unwrap();
        assert_eq!(callees(f), vec![Some(d), Some(h), None]);
        // Another function's call of @f is left alone.
        assert_eq!(callees(k), vec![Some(f), None]);
        // A second redirect into the same module reuses the declaration;
        // a name taken by a definition is refused.
        let again = redirect(&r, &[(f, "f.recursive".to_string())]).unwrap();
        assert_eq!(again.functions.len(), r.functions.len());
        assert!(redirect(&m, &[(f, "k".to_string())]).is_none());
    }
}
