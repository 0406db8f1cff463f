//! Which defined functions run without accessing memory, decided once
//! when the program is built: none of their instructions reads or writes
//! memory (a `load`, `store`, atomic, `fence`, `va_arg`) or calls anything
//! but such functions (no declared function, no intrinsic, no indirect
//! call, no definition another module may replace). An `alloca` is not an
//! access: it only makes a block.
//!
//! What this is for: the access-guard scope of a call (LangRef `memory`,
//! `readonly`, ...; see [`crate::mem::guard`]) is consulted only when
//! memory is accessed (a load, a store, a copy or fill, a C library
//! function's write), never when a block is made or freed. While such a
//! function runs, with the functions it calls, nothing consults the
//! guard, so a scope pushed for its call and popped at its return cannot
//! change what the run does: `Machine::call_plain` leaves it out.

use super::code::{Callee, Op};
use super::program::{FuncKind, Program};

/// Per function of `p` (by id): whether running it accesses no memory.
/// The greatest set closed under the rule above: every defined function
/// starts in it, and one that accesses memory or calls a function outside
/// it leaves it, until nothing changes (so recursive functions stay in).
pub(crate) fn functions_without_memory_access(p: &Program) -> Vec<bool> {
    let mut inside: Vec<bool> = p
        .funcs
        .iter()
        .map(|f| matches!(f.kind, FuncKind::Defined(_)) && !f.interposable)
        .collect();
    loop {
        let mut changed = false;
        for (i, f) in p.funcs.iter().enumerate() {
            let FuncKind::Defined(code) = &f.kind else {
                continue;
            };
            if inside[i]
                && !code
                    .blocks
                    .iter()
                    .flat_map(|b| &b.insts)
                    .all(|inst| accesses_nothing(&inst.op, &inside))
            {
                inside[i] = false;
                changed = true;
            }
        }
        if !changed {
            return inside;
        }
    }
}

/// Whether running `op` accesses no memory, given the functions `inside`
/// the set so far.
fn accesses_nothing(op: &Op, inside: &[bool]) -> bool {
    match op {
        Op::Ret(_)
        | Op::Br(_)
        | Op::CondBr { .. }
        | Op::Switch { .. }
        | Op::IndirectBr { .. }
        | Op::Unreachable
        | Op::FNeg { .. }
        | Op::Binary { .. }
        | Op::ExtractElement { .. }
        | Op::InsertElement { .. }
        | Op::ShuffleVector { .. }
        | Op::ExtractValue { .. }
        | Op::InsertValue { .. }
        | Op::Alloca { .. }
        | Op::Gep { .. }
        | Op::Cast { .. }
        | Op::ICmp { .. }
        | Op::FCmp { .. }
        | Op::Select { .. }
        | Op::Freeze(_) => true,
        Op::Call(call) => match call.callee {
            Callee::Direct(f) => inside[f.0 as usize] && call.bundles.is_empty(),
            Callee::Indirect(_) | Callee::InlineAsm => false,
        },
        Op::Load { .. }
        | Op::Store { .. }
        | Op::Fence(_)
        | Op::CmpXchg { .. }
        | Op::AtomicRmw { .. }
        | Op::VaArg { .. }
        | Op::Unsupported(_) => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Model;
    use crate::syntax::SourceFile;
    use std::sync::Arc;

    fn program(text: &str) -> Program {
        let m = crate::parse::load(SourceFile::new("t.ll", text.to_string())).expect("parses");
        Program::new(Arc::new(m), Model::default()).expect("compiles")
    }

    #[test]
    fn only_functions_that_reach_no_memory_are_in_the_set() {
        let p = program(
            "declare i32 @ext(i32)\n\
             define i32 @rec(i32 %n) {\n  %p = alloca i32\n  %c = icmp eq i32 %n, 0\n  br i1 %c, label %z, label %s\n\
             z:\n  ret i32 0\ns:\n  %m = sub i32 %n, 1\n  %r = call i32 @rec(i32 %m)\n  ret i32 %r\n}\n\
             define i32 @calls_rec(i32 %n) {\n  %r = call i32 @rec(i32 %n)\n  ret i32 %r\n}\n\
             define i32 @loads(ptr %p) {\n  %v = load i32, ptr %p\n  ret i32 %v\n}\n\
             define i32 @calls_loads(ptr %p) {\n  %v = call i32 @loads(ptr %p)\n  ret i32 %v\n}\n\
             define i32 @calls_ext(i32 %n) {\n  %v = call i32 @ext(i32 %n)\n  ret i32 %v\n}\n\
             define i32 @indirect(ptr %f) {\n  %v = call i32 %f(i32 1)\n  ret i32 %v\n}\n\
             define i32 @ping(i32 %n) {\n  %v = call i32 @pong(i32 %n)\n  ret i32 %v\n}\n\
             define i32 @pong(i32 %n) {\n  %c = icmp eq i32 %n, 0\n  br i1 %c, label %z, label %s\n\
             z:\n  ret i32 0\ns:\n  %v = call i32 @ping(i32 %n)\n  ret i32 %v\n}\n\
             define weak i32 @replaceable(i32 %n) {\n  ret i32 %n\n}\n",
        );
        let set = functions_without_memory_access(&p);
        let got: Vec<(&str, bool)> = p
            .funcs
            .iter()
            .zip(&set)
            .map(|(f, &s)| (f.name.as_str(), s))
            .collect();
        assert_eq!(
            got,
            [
                ("ext", false),
                ("rec", true),
                ("calls_rec", true),
                ("loads", false),
                ("calls_loads", false),
                ("calls_ext", false),
                ("indirect", false),
                ("ping", true),
                ("pong", true),
                ("replaceable", false),
                // The function of another module that a module making
                // an indirect call gets (decision 0053), declared: the
                // environment answers it.
                ("llsem.foreign", false),
            ]
        );
    }
}
