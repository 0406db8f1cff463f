//! Shrinking a failing function: delta debugging over the generator's
//! structure. [`candidates`] lists every one-step simplification of a
//! function, largest first (drop dead code, a whole segment, one
//! instruction, an operand, a flag, a constant, a type, a parameter);
//! the fuzzer keeps the first candidate that still fails and starts again,
//! until none does. Every candidate is valid IR whenever the original is,
//! except where a type change breaks a cast: the fuzzer checks each
//! candidate with the front end before running the optimizer on it.

use std::collections::BTreeSet;

use super::generate::{Callee, Flags, Func, Inst, Op, Opnd, Seg, Ty, mask};

/// Every one-step simplification of `f`, largest first, without
/// duplicates and without `f` itself.
pub fn candidates(f: &Func) -> Vec<Func> {
    let mut out: Vec<Func> = Vec::new();
    out.push(dead_code_removed(f));
    segment_removals(f, &mut out);
    instruction_removals(f, &mut out);
    // The return value: a parameter or a constant.
    for o in simpler_operands(f, f.ret_ty, f.ret) {
        out.push(Func {
            ret: o,
            ..f.clone()
        });
    }
    operand_simplifications(f, &mut out);
    flag_removals(f, &mut out);
    type_narrowings(f, &mut out);
    parameter_removals(f, &mut out);
    let mut seen = BTreeSet::new();
    out.retain(|c| c != f && seen.insert(format!("{c:?}")));
    out
}

/// The values a function uses.
fn used(f: &Func) -> BTreeSet<u32> {
    let mut u = BTreeSet::new();
    let mut c = f.clone();
    each_operand(&mut c, &mut |o, _| {
        if let Opnd::Val(i) = o {
            u.insert(*i);
        }
    });
    u
}

/// Without the instructions whose value nobody uses and that have no
/// effect (stores and `void` calls stay), repeated until none is left.
fn dead_code_removed(f: &Func) -> Func {
    let mut f = f.clone();
    loop {
        let u = used(&f);
        let live = |i: &Inst| !i.has_value() || u.contains(&i.id);
        let before = format!("{f:?}");
        for s in &mut f.segs {
            match s {
                Seg::Insts(v) => v.retain(live),
                Seg::Diamond {
                    then, els, phis, ..
                } => {
                    then.retain(live);
                    els.retain(live);
                    phis.retain(|p| u.contains(&p.id));
                }
                Seg::Loop { body, .. } => body.retain(live),
            }
        }
        f.segs
            .retain(|s| !matches!(s, Seg::Insts(v) if v.is_empty()));
        if format!("{f:?}") == before {
            return f;
        }
    }
}

/// Replaces every use of value `id` with `with`.
fn replace(f: &mut Func, id: u32, with: Opnd) {
    each_operand(f, &mut |o, _| {
        if *o == Opnd::Val(id) {
            *o = with;
        }
    });
}

/// The zero of a type.
fn zero(t: Ty) -> Opnd {
    match t {
        Ty::Int(_) => Opnd::Const(0),
        Ty::Ptr => Opnd::Null,
    }
}

fn segment_removals(f: &Func, out: &mut Vec<Func>) {
    for (k, seg) in f.segs.iter().enumerate() {
        let with = |insts: Vec<Inst>| {
            let mut g = f.clone();
            g.segs[k] = Seg::Insts(insts);
            g
        };
        match seg {
            Seg::Insts(v) => {
                let mut g = f.clone();
                g.segs.remove(k);
                for i in v {
                    replace(&mut g, i.id, zero(i.ty));
                }
                out.push(g);
            }
            Seg::Diamond {
                then, els, phis, ..
            } => {
                for (arm, pick_then) in [(then, true), (els, false)] {
                    let mut g = with(arm.clone());
                    for p in phis {
                        replace(&mut g, p.id, if pick_then { p.then } else { p.els });
                    }
                    out.push(g);
                }
            }
            Seg::Loop {
                ind,
                acc,
                init,
                body,
                trip,
                ..
            } => {
                let mut g = with(body.clone());
                replace(&mut g, *ind, Opnd::Const(0));
                replace(&mut g, *acc, *init);
                out.push(g);
                if *trip > 1 {
                    let mut g = f.clone();
                    if let Seg::Loop { trip, .. } = &mut g.segs[k] {
                        *trip = 1;
                    }
                    out.push(g);
                }
            }
        }
    }
}

fn instruction_removals(f: &Func, out: &mut Vec<Func>) {
    for i in f.insts() {
        let mut g = f.clone();
        for s in &mut g.segs {
            match s {
                Seg::Insts(v) | Seg::Loop { body: v, .. } => v.retain(|j| j.id != i.id),
                Seg::Diamond { then, els, .. } => {
                    then.retain(|j| j.id != i.id);
                    els.retain(|j| j.id != i.id);
                }
            }
        }
        if i.has_value() {
            // Its uses take one of its operands of its type, or zero.
            for o in same_typed_operands(i) {
                let mut g2 = g.clone();
                replace(&mut g2, i.id, o);
                out.push(g2);
            }
            replace(&mut g, i.id, zero(i.ty));
        }
        out.push(g);
    }
}

/// The operands of the instruction that have the instruction's own type.
fn same_typed_operands(i: &Inst) -> Vec<Opnd> {
    match &i.op {
        Op::Bin(_, _, a, b) | Op::Select(_, a, b) => vec![*a, *b],
        Op::Freeze(a) => vec![*a],
        Op::Intrinsic(_, args) => args.clone(),
        Op::Icmp(_, _, t, a, b) if *t == i.ty => vec![*a, *b],
        _ => Vec::new(),
    }
}

/// Simpler operands of type `t` than `o`: parameters of the type, then
/// 0 and 1.
fn simpler_operands(f: &Func, t: Ty, o: Opnd) -> Vec<Opnd> {
    let mut v: Vec<Opnd> = Vec::new();
    match o {
        Opnd::Val(_) => {
            for (i, p) in f.params.iter().enumerate() {
                if *p == t {
                    v.push(Opnd::Param(i as u32));
                }
            }
            v.push(zero(t));
        }
        Opnd::Param(_) => v.push(zero(t)),
        Opnd::Poison | Opnd::Undef => v.push(zero(t)),
        Opnd::Const(c) => {
            if c > 1 {
                v.push(Opnd::Const(0));
                v.push(Opnd::Const(1));
                v.push(Opnd::Const(c >> 1));
            } else if c == 1 {
                v.push(Opnd::Const(0));
            }
        }
        Opnd::Null => {}
    }
    v.retain(|x| *x != o);
    v
}

fn operand_simplifications(f: &Func, out: &mut Vec<Func>) {
    // Count the operand slots, then simplify each in turn.
    let mut slots = Vec::new();
    let mut c = f.clone();
    each_operand(&mut c, &mut |o, t| slots.push((*o, t)));
    for (n, (o, t)) in slots.iter().enumerate() {
        for s in simpler_operands(f, *t, *o) {
            let mut g = f.clone();
            let mut k = 0;
            each_operand(&mut g, &mut |x, _| {
                if k == n {
                    *x = s;
                }
                k += 1;
            });
            out.push(g);
        }
    }
}

fn flag_removals(f: &Func, out: &mut Vec<Func>) {
    let ids: Vec<u32> = f.insts().map(|i| i.id).collect();
    for id in ids {
        for which in 0..6 {
            let mut g = f.clone();
            let mut changed = false;
            each_inst(&mut g, &mut |i| {
                if i.id != id {
                    return;
                }
                let fl: Option<&mut Flags> = match &mut i.op {
                    Op::Bin(_, fl, ..) | Op::Icmp(_, fl, ..) | Op::Cast(_, fl, ..) => Some(fl),
                    _ => None,
                };
                if let Some(fl) = fl {
                    let bit = match which {
                        0 => &mut fl.nuw,
                        1 => &mut fl.nsw,
                        2 => &mut fl.exact,
                        3 => &mut fl.disjoint,
                        4 => &mut fl.nneg,
                        _ => &mut fl.samesign,
                    };
                    changed = *bit;
                    *bit = false;
                }
            });
            if changed {
                out.push(g);
            }
        }
    }
}

/// Every integer width of the function narrowed to a smaller one (8 or 1,
/// or 4 for the odd widths).
fn type_narrowings(f: &Func, out: &mut Vec<Func>) {
    let mut widths = BTreeSet::new();
    let mut c = f.clone();
    each_type(&mut c, &mut |t| {
        if let Ty::Int(w) = t {
            widths.insert(*w);
        }
    });
    for w in widths.iter().copied() {
        for to in [1, 4, 8] {
            if to >= w {
                continue;
            }
            let mut g = f.clone();
            // Constants first, while their types still say `w`.
            each_operand(&mut g, &mut |o, t| {
                if let (Opnd::Const(v), Ty::Int(x)) = (o, t)
                    && x == w
                {
                    *v = mask(to, *v);
                }
            });
            each_type(&mut g, &mut |t| {
                if *t == Ty::Int(w) {
                    *t = Ty::Int(to);
                }
            });
            out.push(g);
        }
    }
}

fn parameter_removals(f: &Func, out: &mut Vec<Func>) {
    for k in 0..f.params.len() as u32 {
        let mut c = f.clone();
        let mut is_used = false;
        each_operand(&mut c, &mut |o, _| is_used |= *o == Opnd::Param(k));
        if is_used {
            continue;
        }
        let mut g = f.clone();
        g.params.remove(k as usize);
        each_operand(&mut g, &mut |o, _| {
            if let Opnd::Param(j) = o
                && *j > k
            {
                *j -= 1;
            }
        });
        out.push(g);
    }
}

/// Calls `g` on every instruction.
fn each_inst(f: &mut Func, g: &mut dyn FnMut(&mut Inst)) {
    for s in &mut f.segs {
        match s {
            Seg::Insts(v) | Seg::Loop { body: v, .. } => v.iter_mut().for_each(&mut *g),
            Seg::Diamond { then, els, .. } => {
                then.iter_mut().for_each(&mut *g);
                els.iter_mut().for_each(&mut *g);
            }
        }
    }
}

/// Calls `g` on every operand, with its type, in a fixed order.
fn each_operand(f: &mut Func, g: &mut dyn FnMut(&mut Opnd, Ty)) {
    fn inst(i: &mut Inst, g: &mut dyn FnMut(&mut Opnd, Ty)) {
        let t = i.ty;
        match &mut i.op {
            Op::Bin(_, _, a, b) => {
                g(a, t);
                g(b, t);
            }
            Op::Icmp(_, _, ty, a, b) => {
                g(a, *ty);
                g(b, *ty);
            }
            Op::Select(c, a, b) => {
                g(c, Ty::Int(1));
                g(a, t);
                g(b, t);
            }
            Op::Freeze(a) => g(a, t),
            Op::Cast(_, _, from, a) => g(a, *from),
            Op::Intrinsic(_, args) => args.iter_mut().for_each(|a| g(a, t)),
            Op::Alloca(_) => {}
            Op::Load(p, _) => g(p, Ty::Ptr),
            Op::Store(ty, v, p, _) => {
                g(v, *ty);
                g(p, Ty::Ptr);
            }
            Op::Call(Callee::Pure(w) | Callee::Use(w), a) => g(a, Ty::Int(*w)),
        }
    }
    for s in &mut f.segs {
        match s {
            Seg::Insts(v) => v.iter_mut().for_each(|i| inst(i, g)),
            Seg::Diamond {
                cond,
                then,
                els,
                phis,
            } => {
                g(cond, Ty::Int(1));
                then.iter_mut().for_each(|i| inst(i, g));
                els.iter_mut().for_each(|i| inst(i, g));
                for p in phis {
                    g(&mut p.then, p.ty);
                    g(&mut p.els, p.ty);
                }
            }
            Seg::Loop {
                ty,
                init,
                body,
                next,
                ..
            } => {
                g(init, *ty);
                body.iter_mut().for_each(|i| inst(i, g));
                g(next, *ty);
            }
        }
    }
    g(&mut f.ret, f.ret_ty);
}

/// Calls `g` on every type written in the function.
fn each_type(f: &mut Func, g: &mut dyn FnMut(&mut Ty)) {
    fn inst(i: &mut Inst, g: &mut dyn FnMut(&mut Ty)) {
        g(&mut i.ty);
        match &mut i.op {
            Op::Icmp(_, _, t, ..) | Op::Cast(_, _, t, _) | Op::Alloca(t) | Op::Store(t, ..) => g(t),
            Op::Call(Callee::Pure(w) | Callee::Use(w), _) => {
                let mut t = Ty::Int(*w);
                g(&mut t);
                if let Ty::Int(x) = t {
                    *w = x;
                }
            }
            _ => {}
        }
    }
    f.params.iter_mut().for_each(&mut *g);
    g(&mut f.ret_ty);
    for s in &mut f.segs {
        match s {
            Seg::Insts(v) => v.iter_mut().for_each(|i| inst(i, g)),
            Seg::Diamond {
                then, els, phis, ..
            } => {
                then.iter_mut().for_each(|i| inst(i, g));
                els.iter_mut().for_each(|i| inst(i, g));
                phis.iter_mut().for_each(|p| g(&mut p.ty));
            }
            Seg::Loop { ty, body, .. } => {
                g(ty);
                body.iter_mut().for_each(|i| inst(i, g));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::generate::{Draw, module_text};
    use super::*;

    fn valid(f: &Func) -> bool {
        let text = module_text(&[f], "f");
        crate::parse::load(crate::syntax::SourceFile::new("c", text)).is_ok()
    }

    #[test]
    fn candidates_are_smaller_and_mostly_valid() {
        let mut d = Draw::new(5);
        let (mut total, mut ok) = (0, 0);
        for _ in 0..40 {
            let f = Func::generate(&mut d);
            let dead = dead_code_removed(&f);
            assert!(valid(&dead), "{}", dead.text("f"));
            for c in candidates(&f) {
                assert_ne!(c, f);
                total += 1;
                ok += usize::from(valid(&c));
            }
        }
        // Only narrowing a type may break a cast (or the loop counter).
        assert!(ok * 10 >= total * 9, "{ok} of {total} candidates valid");
    }

    #[test]
    fn dead_code_goes_and_effects_stay() {
        let mut d = Draw::new(11);
        for _ in 0..40 {
            let f = Func::generate(&mut d);
            let g = dead_code_removed(&f);
            let stores = |f: &Func| {
                f.insts()
                    .filter(|i| matches!(i.op, Op::Store(..) | Op::Call(Callee::Use(_), _)))
                    .count()
            };
            assert_eq!(stores(&f), stores(&g));
            let u = used(&g);
            assert!(g.insts().all(|i| !i.has_value() || u.contains(&i.id)));
        }
    }
}
