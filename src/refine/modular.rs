//! The modular check of a directly recursive function (decision 0021):
//! when the check of a function that calls itself hits the depth bound,
//! its calls of itself, in the source and in the target, are made calls of
//! one unknown function shared by both sides, which the environment
//! answers alike for the same arguments and memory (decision 0013). If the
//! target then refines the source for every unknown function the
//! environment stands for, it refines it for the function itself (fixpoint
//! induction); a counterexample of this check need not be one of the real
//! functions, so only its `refines` is reported.

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

/// `module` with `f`'s direct calls of itself made calls of the
/// declaration `stand_in` (added, with `f`'s type and no attributes, if
/// the module has no function of that name); `None` if the module has a
/// function of that name of another type, or one defined.
pub fn redirect(module: &Module, f: FuncId, stand_in: &str) -> Option<Module> {
    let mut m = module.clone();
    let ty = m.func(f).ty;
    let decl = match m.function_by_name(stand_in) {
        Some(d) if m.func(d).body.is_none() && m.func(d).ty == ty => d,
        Some(_) => return None,
        None => {
            let src = m.func(f);
            let params = src
                .params
                .iter()
                .map(|p| Param {
                    ty: p.ty,
                    attrs: AttrSet::default(),
                    local: None,
                })
                .collect();
            let d = Function::declaration(Name::Named(stand_in.to_string()), ty, params, src.span);
            m.functions.push(d);
            FuncId((m.functions.len() - 1) as u32)
        }
    };
    let body = m.functions[f.0 as usize].body.as_mut()?;
    for inst in body.blocks.iter_mut().flat_map(|b| b.insts.iter_mut()) {
        if callee_of(&inst.kind) != Some(f) {
            continue;
        }
        if let InstKind::Call(c)
        | InstKind::Invoke { call: c, .. }
        | InstKind::CallBr { call: c, .. } = &mut inst.kind
            && let Operand::Const(k) = &mut c.callee
        {
            k.kind = ConstKind::Global(GlobalRef::Func(decl));
        }
    }
    Some(m)
}

/// The source and target programs of the modular check of `sf` against
/// `tf`, both calling the stand-in named after `name` where they called
/// themselves (the target `None` when both sides are one module); `None`
/// when either does not call itself, or the stand-in's name is taken.
pub fn programs(
    sp: &Program,
    sf: FuncId,
    tp: &Program,
    tf: FuncId,
    name: &str,
) -> Option<(Program, Option<Program>)> {
    if !calls_itself(&sp.module, sf) || !calls_itself(&tp.module, tf) {
        return None;
    }
    let stand_in = stand_in_name(name);
    let build = |m: Module, like: &Program| Program::new(Arc::new(m), like.model).ok();
    if std::ptr::eq(sp, tp) {
        let m = redirect(&sp.module, sf, &stand_in)?;
        let m = redirect(&m, tf, &stand_in)?;
        return Some((build(m, sp)?, None));
    }
    let s = build(redirect(&sp.module, sf, &stand_in)?, sp)?;
    let t = build(redirect(&tp.module, tf, &stand_in)?, tp)?;
    Some((s, Some(t)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn module(text: &str) -> Module {
        let file = crate::syntax::SourceFile::new("<test>", text);
        crate::parse::load(file).expect("a valid module")
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
        let r = redirect(&m, f, "f.recursive").unwrap();
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
        let again = redirect(&r, f, "f.recursive").unwrap();
        assert_eq!(again.functions.len(), r.functions.len());
        assert!(redirect(&m, f, "k").is_none());
    }
}
