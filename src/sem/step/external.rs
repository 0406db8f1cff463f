//! Calls answered by the environment (decision record 0013): a declared
//! function llsem does not implement. The call's attributes say what it
//! may read and write ([`MemEffects`]); its input is its arguments, the
//! memory it may read and the hidden state it may read; its outcome is
//! drawn from the environment with the input's hash, so equal inputs get
//! equal outcomes (see [`crate::sem::environment`]).
//!
//! What it reaches: *argument memory* is the allocations its pointer
//! arguments designate; *other memory* is every allocation reachable from
//! the roots of the environment (the globals visible outside the module,
//! the buffers given to the function under test, blocks the environment
//! returned, objects that escaped to it earlier) and from its arguments,
//! following stored pointers. An object escapes when a call that may keep
//! a pointer somewhere later calls find it (one that may write other or
//! inaccessible memory, or argument memory the environment already
//! reaches) reaches it other than only through a `captures(none)` argument
//! (Alive2: `State::addFnCall` escapes the pointer arguments of a call
//! that may write; a call that writes only memory nobody else reaches
//! cannot hand the pointer on).
//!
//! A call that may write other memory may change the world outside the
//! module: it is an observable event, in order, and moves the world's
//! version on. A call that may write its inaccessible memory moves that
//! memory's version on (each function has its own, as in Alive2's
//! `inaccessiblemem_bids`). Other calls are no events: they may be merged,
//! removed (when they return) and reordered, as long as their inputs stay
//! the same.

use std::sync::Arc;

use crate::mem::{AllocKind, Fill, Liveness};
use crate::oracle::ChoicePoint;
use crate::sem::code::{CallPromises, ValueAttrs};
use crate::sem::effects::MemEffects;
use crate::sem::environment::{
    CallInput, CallRecord, Draws, EnvName, KeyBlock, KeyByte, KeyVal, Profile, mix,
};
use crate::sem::events::Event;
use crate::sem::machine::Machine;
use crate::sem::stop::{Bound, NoReturn, Stop, UbKind};
use crate::syntax::{FuncId, Linkage, TypeId, TypeKind};
use crate::value::{AllocId, Float, Pointer, Provenance, Value};

/// What one call of the environment reaches.
struct Reach {
    /// Allocations its pointer arguments designate, with the index of the
    /// argument.
    args: Vec<(AllocId, usize)>,
    /// Other memory it reaches (empty unless it may access other memory).
    others: Vec<AllocId>,
}

impl Machine<'_, '_> {
    /// A call of the environment: `args` already checked against the
    /// parameter attributes (and `byval` copies made), `promises` those of
    /// the call site and the declaration together.
    pub(crate) fn call_environment(
        &mut self,
        func: FuncId,
        name: &str,
        args: &[(Value, TypeId)],
        ret_ty: TypeId,
        promises: CallPromises,
    ) -> Result<Option<Value>, Stop> {
        let attrs = self.env_arg_attrs(func, args.len());
        let ret_attrs = self.env_ret_attrs(func);
        match self.allocator(func) {
            Some(fill) => self.answer_allocation(name, args, &attrs, &ret_attrs, ret_ty, fill),
            None => self.answer_call(name, args, &attrs, &ret_attrs, ret_ty, promises),
        }
    }

    /// How the block a declared allocation function returns is filled,
    /// if `func` is one: `allockind` with `"alloc"` (LangRef: "the
    /// function returns a new block of memory or null"); `"zeroed"` zero,
    /// `"uninitialized"` as uninitialized memory is, otherwise `None`
    /// (contents the environment draws).
    fn allocator(&self, func: FuncId) -> Option<Option<Fill>> {
        let m = &self.prog.module;
        let f = m.func(func);
        if f.fn_attrs.is_empty() {
            return None;
        }
        let attrs = m.expand_attrs(&f.fn_attrs);
        let kinds = attrs
            .args("allockind")?
            .trim()
            .trim_matches('"')
            .to_string();
        let kinds: Vec<&str> = kinds.split(',').map(str::trim).collect();
        if !kinds.contains(&"alloc") {
            return None;
        }
        Some(if kinds.contains(&"zeroed") {
            Some(Fill::Zero)
        } else if kinds.contains(&"uninitialized") {
            Some(self.model.uninit_fill())
        } else {
            None
        })
    }

    /// A call of a declared allocation function ([`Machine::allocator`]).
    /// LLVM removes such a call whose result is unused (`opt-22 -O2`, and
    /// Alive2 models it as an allocation, `memory/local-blk-count`), so it
    /// does nothing else: it reads and writes no memory, is no event,
    /// returns and has no UB. Its result is a fresh `noalias` block (or
    /// null unless `nonnull`), another for each call: the k-th call with an
    /// input answers as the k-th, in the source and the target alike.
    fn answer_allocation(
        &mut self,
        name: &str,
        args: &[(Value, TypeId)],
        attrs: &[ValueAttrs],
        ret_attrs: &ValueAttrs,
        ret_ty: TypeId,
        fill: Option<Fill>,
    ) -> Result<Option<Value>, Stop> {
        let reach = self.env_reach(args, MemEffects::NONE);
        let (input, _) = self.env_input(name, args, attrs, MemEffects::NONE, &reach);
        let nth = self.envs.log.iter().filter(|r| r.input == input).count();
        let key = mix(input.key(), nth as u64);
        self.envs.log.push(CallRecord {
            input,
            key,
            dangling: false,
        });
        if matches!(self.prog.module.types.kind(ret_ty), TypeKind::Void) {
            return Ok(None);
        }
        let mut ret = ret_attrs.clone();
        ret.noalias = true;
        let mut d = self.env.draws(key);
        let profile = Profile::default();
        let mut index = 0;
        let v = self.env_result(name, key, ret_ty, &ret, &reach, profile, &mut d, &mut index)?;
        if let (Some(fill), Value::Ptr(p)) = (fill, &v)
            && let Some(id) = self.mem.designated(*p)
        {
            let size = self.mem.info(id).size;
            self.mem
                .init(id, 0, &crate::mem::Bytes::new(size as usize, fill))
                .map_err(|e| self.access_stop(e, "a block of the environment"))?;
        }
        Ok(Some(v))
    }

    /// A call of a function of the environment the module does not
    /// declare (the deoptimization continuation, the Objective-C runtime
    /// functions intrinsics lower to): no attribute promises anything.
    pub(crate) fn call_external(
        &mut self,
        name: &str,
        args: &[(Value, TypeId)],
        ret_ty: TypeId,
    ) -> Result<Option<Value>, Stop> {
        let attrs = vec![ValueAttrs::default(); args.len()];
        let none = ValueAttrs::default();
        self.answer_call(name, args, &attrs, &none, ret_ty, CallPromises::default())
    }

    /// The answer of the environment to a call with these argument and
    /// return attributes and promises.
    fn answer_call(
        &mut self,
        name: &str,
        args: &[(Value, TypeId)],
        attrs: &[ValueAttrs],
        ret_attrs: &ValueAttrs,
        ret_ty: TypeId,
        promises: CallPromises,
    ) -> Result<Option<Value>, Stop> {
        let eff = promises.memory;
        let profile = self.env.profile();
        let no_capture = self.no_capture_args(args, attrs);
        let args = no_capture.as_deref().unwrap_or(args);
        let reach = self.env_reach(args, eff);
        // The call's input holds the contents of what it reaches, byte by
        // byte: an allocation costs only what is written into it, so a
        // huge one the call reaches is checked against the memory bound
        // here, before its contents are read.
        let per_byte = std::mem::size_of::<KeyByte>() as u64;
        let mut reached = reach.args.iter().map(|(id, _)| id).chain(&reach.others);
        if reached.any(|id| !self.mem.contents_fit(*id, per_byte)) {
            return Err(Stop::Bound(Bound::Memory));
        }
        let (input, dangling) = self.env_input(name, args, attrs, eff, &reach);
        let unidentified = input.unidentified_args();
        let own = input.key();
        let adopted = self.env_adopt(&input, own);
        let dangling = dangling || adopted.as_ref().is_some_and(|r| r.dangling);
        // Whether the callee reads what its dangling arguments designate is
        // a property of the callee and of its arguments' values, not of the
        // memory the call's attributes let it read: a source and a target
        // that differ only in a `readnone` on that argument decide it
        // alike (where the attribute forbids the read, the read is UB all
        // the same: LangRef "Parameter Attributes", `readnone`; Alive2's
        // calls/indirect-call-nowrite-removal drops the attribute).
        let shape = dangling.then(|| shape_key(adopted.as_ref().map_or(&input, |r| &r.input)));
        let key = adopted.map_or(own, |r| r.key);
        if self.env_captures(&reach, attrs, eff) {
            self.env_escape(&reach, attrs);
        }
        self.envs.log.push(CallRecord {
            input,
            key,
            dangling,
        });
        // Each decision of the outcome has its own stream, so that it does
        // not depend on which other decisions the call's promises skip.
        let mut d = self.env.draws(key);
        let decide = |salt: u64| self.env.draws(mix(key, salt)).one_in(2);
        let has_ub = decide(OUTCOME_UB);
        let reads_dangling =
            shape.is_some_and(|shape| self.env.draws(mix(shape, OUTCOME_DANGLING)).one_in(2));
        // A `speculatable` call has no UB, so it cannot break a promise
        // about returning: the promise decides.
        let returns = if promises.speculatable && (promises.willreturn || promises.noreturn) {
            !promises.noreturn
        } else if key == self.env.diverge && self.env.diverge != 0 {
            // The environment made to diverge on this input (see
            // `Environment::diverge`).
            false
        } else if self.env.effects && self.prog.noreturn_callees.iter().any(|n| n == name) {
            // A function some call promises `noreturn` for mostly does not
            // return: whatever the call in hand promises (so that source
            // and target, which may differ in the promise, share the
            // answer), returning is then UB or rare, and the environments
            // where it does not return (which check what came before the
            // call) are the common case.
            self.env.draws(mix(key, OUTCOME_NORETURN)).one_in(8)
        } else {
            !(profile.noreturn && decide(OUTCOME_NORETURN))
        };
        if eff.other.write {
            self.event(Event::ExternalCall {
                name: name.to_string(),
                // Not returning is UB inside a `willreturn` call too
                // ([fn-willreturn]): later UB may travel back over it.
                willreturn: promises.willreturn
                    || self.frames.iter().any(|f| f.promises.willreturn),
                args: args.iter().map(|(v, _)| v.clone()).collect(),
                unidentified,
                key,
            });
            self.envs.world = mix(self.envs.world, key);
        }
        if eff.inaccessible.write {
            self.envs.set_inaccessible(name, mix(key, 1));
        }
        if reads_dangling {
            return Err(Stop::ub(
                UbKind::UseAfterFree,
                format!("@{name} read memory it was given after a call freed it"),
            ));
        }
        if profile.ub && !promises.speculatable && has_ub {
            return Err(Stop::ub(
                UbKind::EnvironmentUb,
                format!("@{name} has UB for this input in this environment"),
            ));
        }
        if profile.writes {
            self.env_writes(key, &reach, attrs, eff)?;
        }
        if profile.frees && !promises.nofree && (eff.other.write || eff.inaccessible.write) {
            self.env_frees(key, &reach)?;
        }
        // Whether the call returns is part of its outcome, whatever the call
        // promises; a promise the outcome breaks is UB (LangRef `noreturn`:
        // "undefined behavior at runtime if the function ever does
        // dynamically return"; `willreturn`: the call "will either exhibit
        // undefined behavior or comes back"). So dropping either promise
        // refines, adding one does not (as Alive2's `refinedBy`).
        if !returns {
            return Err(self.env_no_return(name, promises, &reach));
        }
        if promises.noreturn {
            return Err(Stop::ub(
                UbKind::AttributeViolation,
                format!("@{name} returned, but the call is marked noreturn"),
            ));
        }
        if let Some(i) = attrs.iter().position(|a| a.returned) {
            return Ok(Some(args[i].0.clone()));
        }
        let types = &self.prog.module.types;
        if matches!(types.kind(ret_ty), TypeKind::Void) {
            return Ok(None);
        }
        let mut index = 0;
        self.env_result(
            name, key, ret_ty, ret_attrs, &reach, profile, &mut d, &mut index,
        )
        .map(Some)
    }

    /// The arguments with those the entry function must not let the callee
    /// capture made poison ([`Machine::no_capture_arg`]), or `None` when
    /// there are none.
    fn no_capture_args(
        &self,
        args: &[(Value, TypeId)],
        attrs: &[ValueAttrs],
    ) -> Option<Vec<(Value, TypeId)>> {
        let opnds = self.current_call.map(|c| &c.args);
        let mut out: Option<Vec<(Value, TypeId)>> = None;
        for (i, (v, ty)) in args.iter().enumerate() {
            let a = attrs.get(i);
            if a.is_some_and(|a| a.nocapture || a.byval.is_some()) {
                continue;
            }
            let opnd = opnds.and_then(|o| o.get(i)).map(|(o, _)| *o);
            if let Some(p) = self.no_capture_arg(opnd, v) {
                out.get_or_insert_with(|| args.to_vec())[i] = (p, *ty);
            }
        }
        out
    }

    /// The attributes of each argument: the call site's and the
    /// declaration's together.
    fn env_arg_attrs(&self, func: FuncId, n: usize) -> Vec<ValueAttrs> {
        let decl = &self.prog.funcs[func.0 as usize].param_attrs;
        (0..n)
            .map(|i| {
                let mut a = decl.get(i).cloned().unwrap_or_default();
                if let Some(site) = self.current_call.and_then(|c| c.arg_attrs.get(i)) {
                    a.merge(site);
                }
                a
            })
            .collect()
    }

    /// The return attributes: the call site's and the declaration's.
    fn env_ret_attrs(&self, func: FuncId) -> ValueAttrs {
        let mut a = self.prog.funcs[func.0 as usize].ret_attrs.clone();
        if let Some(c) = self.current_call {
            a.merge(&c.ret_attrs);
        }
        a
    }

    /// What the call reaches.
    fn env_reach(&self, args: &[(Value, TypeId)], eff: MemEffects) -> Reach {
        let mut arg_blocks = Vec::new();
        for (i, (v, _)) in args.iter().enumerate() {
            let mut ids = Vec::new();
            self.designated_blocks(v, &mut ids);
            arg_blocks.extend(ids.into_iter().map(|id| (id, i)));
        }
        let others = if eff.other.read || eff.other.write {
            // What the arguments point to is not other memory by itself
            // (a `readonly` argument is not written through; LangRef:
            // the function "may write to the memory that the pointer
            // points to" only if it reaches it otherwise), but what is
            // stored in it is.
            let mut roots = self.env_roots();
            for (id, _) in &arg_blocks {
                roots.extend(self.stored_targets(*id));
            }
            self.closure(roots)
        } else {
            Vec::new()
        };
        Reach {
            args: arg_blocks,
            others,
        }
    }

    /// The allocations a value designates (a pointer, or the pointers in a
    /// vector or an aggregate).
    fn designated_blocks(&self, v: &Value, out: &mut Vec<AllocId>) {
        match v {
            Value::Ptr(p) => out.extend(self.mem.designated(*p)),
            Value::Vector(es) | Value::Aggregate(es) => {
                es.iter().for_each(|e| self.designated_blocks(e, out))
            }
            _ => {}
        }
    }

    /// The allocations the environment can always reach: the mutable
    /// globals visible outside the module, the buffers given to the
    /// function under test, its own blocks, and the objects that escaped to
    /// it.
    fn env_roots(&self) -> Vec<AllocId> {
        let m = &self.prog.module;
        let mut roots: Vec<AllocId> = m
            .globals
            .iter()
            .zip(&self.prog.globals)
            .filter(|(g, _)| !matches!(g.props.linkage, Linkage::Private | Linkage::Internal))
            .map(|(_, id)| *id)
            .filter(|id| self.mem.info(*id).mutable)
            .collect();
        roots.extend(
            self.mem
                .allocations()
                .filter(|(_, a)| matches!(a.kind, AllocKind::Input | AllocKind::External))
                .map(|(id, _)| id)
                .filter(|id| !self.envs.private.contains(id)),
        );
        roots.extend(self.envs.escaped_ids());
        roots
    }

    /// The allocations the pointers stored in a live allocation designate.
    fn stored_targets(&self, id: AllocId) -> Vec<AllocId> {
        if self.mem.info(id).live == Liveness::Dead {
            return Vec::new();
        }
        self.mem
            .fragments(id)
            .into_iter()
            .filter_map(|f| match f.prov {
                Provenance::Alloc(t) if f.index == 0 => Some(t),
                _ => None,
            })
            .collect()
    }

    /// Every allocation reachable from `roots` through the pointers stored
    /// in live allocations, roots first, in the order found.
    fn closure(&self, roots: Vec<AllocId>) -> Vec<AllocId> {
        let mut out: Vec<AllocId> = Vec::new();
        for r in roots {
            if !out.contains(&r) {
                out.push(r);
            }
        }
        let mut i = 0;
        while i < out.len() {
            let id = out[i];
            let a = self.mem.info(id);
            i += 1;
            if a.live == Liveness::Dead || a.kind == AllocKind::Function {
                continue;
            }
            for frag in self.mem.fragments(id) {
                if frag.index != 0 {
                    continue;
                }
                let target = match frag.prov {
                    Provenance::Alloc(id) => Some(id),
                    _ => None,
                };
                if let Some(t) = target
                    && !out.contains(&t)
                {
                    out.push(t);
                }
            }
        }
        out
    }

    /// Whether the call may keep its pointer arguments where later calls
    /// find them: it may write its inaccessible memory or other memory, or
    /// it may write only argument memory and some argument it may write is
    /// itself reachable by the environment (a global, an input buffer, an
    /// escaped object). A call that only reads, or that writes only
    /// argument memory nobody else reaches, cannot stash a pointer.
    fn env_captures(&self, reach: &Reach, attrs: &[ValueAttrs], eff: MemEffects) -> bool {
        if eff.other.write || eff.inaccessible.write {
            return true;
        }
        if !eff.arg.write {
            return false;
        }
        let reachable = self.closure(self.env_roots());
        reach.args.iter().any(|(id, i)| {
            let a = &attrs[*i];
            a.access.is_none_or(|x| x.write) && a.byval.is_none() && reachable.contains(id)
        })
    }

    /// Marks what a call that may write reaches as escaped: everything
    /// reachable from the roots and from its arguments, except an object
    /// reached only as a `captures(none)` argument (what is stored in it
    /// may still escape).
    fn env_escape(&mut self, reach: &Reach, attrs: &[ValueAttrs]) {
        let mut roots = self.env_roots();
        for (id, i) in &reach.args {
            if attrs.get(*i).is_some_and(|a| a.nocapture) {
                roots.extend(self.stored_targets(*id));
            } else {
                roots.push(*id);
            }
        }
        for id in self.closure(roots) {
            match self.mem.info(id).kind {
                AllocKind::Stack | AllocKind::Heap => self.envs.escape(id),
                AllocKind::External | AllocKind::Input => self.envs.private.retain(|p| *p != id),
                _ => {}
            }
        }
    }

    /// How the environment names an allocation.
    fn env_name(&mut self, id: AllocId) -> EnvName {
        let a = self.mem.info(id);
        match a.kind {
            AllocKind::Global => EnvName::Global(a.name.clone()),
            AllocKind::Function => EnvName::Function(a.name.clone()),
            AllocKind::External => EnvName::External(a.name.clone()),
            AllocKind::Input => EnvName::Input(
                self.mem
                    .allocations()
                    .take_while(|(other, _)| *other != id)
                    .filter(|(_, b)| b.kind == AllocKind::Input)
                    .count() as u32,
            ),
            AllocKind::Stack | AllocKind::Heap => self.envs.object_name(id),
        }
    }

    /// A value as the environment sees it.
    fn key_val(&mut self, v: &Value) -> KeyVal {
        match v {
            Value::Poison => KeyVal::Poison,
            Value::Int(i) => KeyVal::Int(i.clone()),
            Value::Undef(u) => KeyVal::Undef(u.bits.clone(), u.undef.clone()),
            Value::Float(f) => KeyVal::Float(f.kind.bits(), f.bits),
            Value::Ptr(p) => self.key_pointer(*p),
            Value::Vector(es) | Value::Aggregate(es) => {
                KeyVal::Seq(es.iter().map(|e| self.key_val(e)).collect())
            }
            Value::Token => KeyVal::Token,
        }
    }

    fn key_pointer(&mut self, p: Pointer) -> KeyVal {
        match self.mem.designated(p) {
            Some(id) => {
                let base = self.mem.info(id).base;
                KeyVal::Ptr(self.env_name(id), p.addr as i128 - base as i128)
            }
            None => KeyVal::Addr(p.addr),
        }
    }

    /// The contents of an allocation as the environment reads them.
    fn key_block(&mut self, id: AllocId) -> KeyBlock {
        let name = self.env_name(id);
        let a = self.mem.info(id);
        if a.live == Liveness::Dead {
            return KeyBlock {
                name,
                live: false,
                bytes: Vec::new(),
            };
        }
        let b = self.mem.contents(id);
        let bytes = (0..b.len())
            .map(|i: usize| match b.prov(i) {
                Some(f) if b.bits(i).poison == 0 && b.bits(i).undef == 0 => {
                    let start = i.saturating_sub(f.index as usize);
                    let addr = (0..8).fold(0u64, |acc, k| {
                        let v = if start + k < b.len() {
                            b.value(start + k)
                        } else {
                            0
                        };
                        acc | (v as u64) << (8 * k)
                    });
                    match self.key_pointer(Pointer::from_parts(f.prov, addr, 0)) {
                        KeyVal::Ptr(n, off) => KeyByte::Fragment(n, off, f.index),
                        _ => KeyByte::Bits(b.value(i), 0, 0),
                    }
                }
                _ => {
                    let x = b.bits(i);
                    KeyByte::Bits(x.value, x.undef, x.poison)
                }
            })
            .collect();
        KeyBlock {
            name,
            live: true,
            bytes,
        }
    }

    /// The call's input: its arguments (the bytes of a `byval` one), the
    /// memory it may read (argument memory unless `readnone` or
    /// `writeonly`; other memory), and the hidden state it may read; and
    /// whether it may read argument memory that an earlier call of the
    /// environment freed. Such a block counts with the contents it had
    /// when it was freed: the callee cannot tell a freed block from a live
    /// one except by reading it, which is UB (LangRef "Object Lifetime":
    /// "It is undefined behavior to access an allocated object that isn't
    /// alive"), so the call either reads it (UB, a coin of the outcome) or
    /// behaves as it would have with the block live. Two calls given the
    /// same pointer, the first freeing what the second may read, are then
    /// one call (Alive2's `attrs/memory_mixed_rw`).
    fn env_input(
        &mut self,
        name: &str,
        args: &[(Value, TypeId)],
        attrs: &[ValueAttrs],
        eff: MemEffects,
        reach: &Reach,
    ) -> (CallInput, bool) {
        // Objects that have not escaped are named afresh for each call.
        self.envs.fresh.clear();
        let mut key_args = Vec::with_capacity(args.len());
        for (i, (v, _)) in args.iter().enumerate() {
            let byval = attrs.get(i).is_some_and(|a| a.byval.is_some());
            let kv = match (byval, v) {
                (true, Value::Ptr(p)) => match self.mem.designated(*p) {
                    Some(id) => KeyVal::Bytes(self.key_block(id).bytes),
                    None => KeyVal::Poison,
                },
                _ => self.key_val(v),
            };
            key_args.push(kv);
        }
        let mut readable: Vec<AllocId> = Vec::new();
        let mut dangling = Vec::new();
        if eff.arg.read {
            for (id, i) in &reach.args {
                let a = &attrs[*i];
                let reads = a.access.is_none_or(|x| x.read);
                // A dead block counts whether or not the argument's
                // attributes let the callee read it (see `answer_call`).
                if a.byval.is_none()
                    && self.mem.info(*id).live == Liveness::Dead
                    && !dangling.contains(id)
                {
                    dangling.push(*id);
                }
                if reads && a.byval.is_none() && !readable.contains(id) {
                    readable.push(*id);
                }
            }
        }
        if eff.other.read {
            for id in &reach.others {
                if !readable.contains(id) {
                    readable.push(*id);
                }
            }
        }
        readable.retain(|id| self.mem.info(*id).kind != AllocKind::Function);
        let mut memory: Vec<KeyBlock> = readable
            .into_iter()
            .map(|id| {
                let freed = dangling
                    .contains(&id)
                    .then(|| self.envs.freed.iter().find(|(f, _)| *f == id))
                    .flatten()
                    .map(|(_, bytes)| bytes.clone());
                match freed {
                    Some(bytes) => KeyBlock {
                        name: self.env_name(id),
                        live: true,
                        bytes,
                    },
                    None => self.key_block(id),
                }
            })
            .collect();
        memory.sort_by(|a, b| a.name.cmp(&b.name));
        let mut hidden = Vec::new();
        if eff.other.read {
            hidden.push(self.envs.world);
        }
        if eff.inaccessible.read {
            hidden.push(self.envs.inaccessible(name));
        }
        let input = CallInput {
            name: name.into(),
            args: key_args,
            memory,
            hidden,
        };
        (input, !dangling.is_empty())
    }

    /// The target call whose outcome a call with this input takes, if any
    /// (else it draws its own, from `own`). In the source run of a
    /// refinement check, a call whose input has poison or undef may take
    /// the outcome of any call of the target whose input refines it (a
    /// choice made per call, not per input: two source calls given the
    /// same poison may take the outcomes of two target calls given
    /// different values, as each call's input is refined on its own in
    /// Alive2's `State::addFnCall`/`FnCallInput::refinedBy`); a function
    /// given poison may behave as given any value, a dangling pointer the
    /// target passes included (so it may read the dead allocation as the
    /// target's call does). The choice has at most one option per distinct
    /// target outcome, plus the call's own: at the place of a target call
    /// with the same input among the candidates, else last (the source's
    /// search lists the calls of the target run it seeks first, so the
    /// first option is that run's call, its own outcome included).
    fn env_adopt(&mut self, input: &CallInput, own: u64) -> Option<CallRecord> {
        let m = self.envs.matching.clone()?;
        if input.is_well_defined() {
            return None;
        }
        let through_arg = self.dangling_view(input);
        let mut candidates: Vec<&CallRecord> = Vec::new();
        for r in m.iter() {
            let seen = candidates
                .iter()
                .any(|c| c.key == r.key && c.dangling == r.dangling);
            let refines = r.input.refines(input)
                || (r.dangling && through_arg.as_ref().is_some_and(|v| r.input.refines(v)));
            let is_own = r.key == own && !candidates.iter().any(|c| c.key == own);
            if is_own || (r.key != own && !seen && refines) {
                candidates.push(r);
            }
        }
        let own_listed = candidates.iter().any(|c| c.key == own);
        let options = candidates.len() + usize::from(!own_listed);
        if options < 2 {
            return None;
        }
        let i = self.choose_index(ChoicePoint::EnvironmentMatch, options as u64);
        candidates
            .get(i as usize)
            .filter(|r| r.key != own)
            .map(|r| (*r).clone())
    }

    /// The input as a callee given a dangling pointer in place of its
    /// poison or undef argument would see it: each block an earlier call
    /// of the environment freed, shown live with the contents it had when
    /// freed, as a dangling argument's block is (see `env_input`). `None`
    /// when the input shows no such block.
    fn dangling_view(&mut self, input: &CallInput) -> Option<CallInput> {
        let freed = self.envs.freed.clone();
        let mut view = input.clone();
        let mut changed = false;
        for (id, bytes) in freed {
            let name = self.env_name(id);
            if let Some(b) = view.memory.iter_mut().find(|b| b.name == name && !b.live) {
                b.live = true;
                b.bytes = bytes;
                changed = true;
            }
        }
        changed.then_some(view)
    }

    /// The memory a call writes: each allocation it may write, with
    /// probability one half, gets new contents (decided per allocation, so
    /// that the decision does not depend on what else it reaches).
    fn env_writes(
        &mut self,
        key: u64,
        reach: &Reach,
        attrs: &[ValueAttrs],
        eff: MemEffects,
    ) -> Result<(), Stop> {
        // Each block with whether the call writes it through one of its
        // pointer arguments: any block an argument designates counts as
        // written through it (Alive2's `calls/add-attr`: a `readnone`
        // call-site argument the callee writes is UB, although it might
        // reach the block otherwise); a block it reached only otherwise is
        // not written through a pointer based on a caller's argument, which
        // that argument's `readonly`/`readnone` then does not restrict.
        let mut writable: Vec<(AllocId, bool)> = Vec::new();
        if eff.arg.write {
            for (id, i) in &reach.args {
                let a = &attrs[*i];
                if a.access.is_none_or(|x| x.write)
                    && a.byval.is_none()
                    && !writable.iter().any(|(w, _)| w == id)
                {
                    writable.push((*id, true));
                }
            }
        }
        if eff.other.write {
            for id in &reach.others {
                if !writable.iter().any(|(w, _)| w == id) {
                    let via_arg = reach.args.iter().any(|(a, _)| a == id);
                    writable.push((*id, via_arg));
                }
            }
        }
        let mut named: Vec<(EnvName, AllocId, bool)> = writable
            .into_iter()
            .map(|(id, via_arg)| (self.env_name(id), id, via_arg))
            .collect();
        named.sort();
        for (name, id, via_arg) in named {
            let a = self.mem.info(id);
            if a.live != Liveness::Live || !a.mutable || a.size == 0 {
                continue;
            }
            let mut d = self.env.draws(mix(key, name_hash(&name)));
            if !d.one_in(2) {
                continue;
            }
            let size = a.size;
            let bytes = crate::mem::Bytes::plain(&d.bytes(size as usize));
            let p = self.alloc_ptr(id);
            let written = if via_arg {
                self.mem.write(p, &bytes, 1)
            } else {
                self.mem.write_indirect(p, &bytes, 1)
            };
            written.map_err(|e| self.access_stop(e, "a call of the environment writing"))?;
        }
        Ok(())
    }

    /// The blocks a call frees: heap-like blocks the environment knows
    /// (reachable from its roots or the call's arguments, whatever the
    /// call's memory attributes: freeing is no access of the block but of
    /// the allocator's state, as Alive2 reads a call without `nofree`),
    /// each with probability one half.
    fn env_frees(&mut self, key: u64, reach: &Reach) -> Result<(), Stop> {
        let mut roots = self.env_roots();
        roots.extend(reach.args.iter().map(|(id, _)| *id));
        let mut named: Vec<(EnvName, AllocId)> = Vec::new();
        for id in self.closure(roots) {
            let a = self.mem.info(id);
            if a.live == Liveness::Live
                && matches!(
                    a.kind,
                    AllocKind::Heap | AllocKind::Input | AllocKind::External
                )
            {
                named.push((self.env_name(id), id));
            }
        }
        named.sort();
        for (name, id) in named {
            if self.env.draws(mix(key, !name_hash(&name))).one_in(2) {
                self.check_nofree(id)?;
                let contents = self.key_block(id).bytes;
                self.envs.freed.push((id, contents));
                self.mem.kill(id);
            }
        }
        Ok(())
    }

    /// The end of a run whose call of `name` does not return; UB if a call
    /// in progress promised to return (LangRef `willreturn`). Only the
    /// memory the call may read stays observable: a callee that may read
    /// no memory (`memory(none)`, `memory(write)`, `memory(inaccessiblemem:
    /// read)`) leaves none, one that may read only its arguments' memory
    /// (`memory(argmem: read)`) leaves the blocks they designate (LangRef
    /// "Function Attributes", `memory`).
    fn env_no_return(&self, name: &str, promises: CallPromises, reach: &Reach) -> Stop {
        if promises.willreturn {
            return Stop::ub(
                UbKind::AttributeViolation,
                format!("@{name} did not return, but the call is marked willreturn"),
            );
        }
        if let Some(f) = self.frames.iter().find(|f| f.promises.willreturn) {
            return Stop::ub(
                UbKind::AttributeViolation,
                format!(
                    "@{name} did not return, inside @{}, which is willreturn",
                    self.prog.funcs[f.func.0 as usize].name
                ),
            );
        }
        let eff = promises.memory;
        let readable = (!eff.other.read).then(|| {
            if eff.arg.read {
                reach.args.iter().map(|(id, _)| *id).collect()
            } else {
                Vec::new()
            }
        });
        Stop::NoReturn(Box::new(NoReturn {
            call: format!("@{name} did not return"),
            readable,
        }))
    }

    /// The result of a call: drawn for each scalar, poison now and then
    /// unless `noundef`; a pointer is null, one of the objects the call
    /// reaches, or a block of the environment, as its attributes allow.
    #[allow(clippy::too_many_arguments)]
    fn env_result(
        &mut self,
        name: &str,
        key: u64,
        ty: TypeId,
        attrs: &ValueAttrs,
        reach: &Reach,
        profile: Profile,
        d: &mut Draws,
        index: &mut u32,
    ) -> Result<Value, Stop> {
        let types = &self.prog.module.types;
        let kind = types.resolved(ty).clone();
        let poison = profile.poison && !attrs.noundef && d.one_in(4);
        Ok(match kind {
            TypeKind::Int(w) => {
                let v = d.bits(w);
                if poison { Value::Poison } else { Value::Int(v) }
            }
            TypeKind::Float(k) => {
                let bits = d.bits(k.bits()).low_u128();
                if poison {
                    Value::Poison
                } else {
                    Value::Float(Float { kind: k, bits })
                }
            }
            TypeKind::Ptr { .. } => {
                let p = self.env_pointer(name, key, attrs, reach, profile, d, index)?;
                if poison && attrs.dereferenceable.is_none() {
                    Value::Poison
                } else {
                    Value::Ptr(p)
                }
            }
            TypeKind::Vector {
                len,
                elem,
                scalable: false,
            } => {
                let mut es = Vec::with_capacity(len as usize);
                for _ in 0..len {
                    es.push(self.env_result(name, key, elem, attrs, reach, profile, d, index)?);
                }
                Value::Vector(es.into())
            }
            TypeKind::Array { len, elem } if len <= 1024 => {
                let mut es = Vec::with_capacity(len as usize);
                for _ in 0..len {
                    es.push(self.env_result(name, key, elem, attrs, reach, profile, d, index)?);
                }
                Value::Aggregate(es.into())
            }
            TypeKind::Struct { fields, .. } | TypeKind::BitStruct { fields } => {
                let mut es = Vec::with_capacity(fields.len());
                for f in fields {
                    es.push(self.env_result(name, key, f, attrs, reach, profile, d, index)?);
                }
                Value::Aggregate(es.into())
            }
            _ => {
                return Err(Stop::unsupported(format!(
                    "external function @{name} returning {}",
                    types.display(ty)
                )));
            }
        })
    }

    /// A pointer result (see [`Self::env_result`]). `noalias` results are
    /// fresh blocks (LangRef: the function "acts like a system memory
    /// allocation function"); `dereferenceable(n)` ones point to at least
    /// n bytes; `nonnull` ones are not null.
    #[allow(clippy::too_many_arguments)]
    fn env_pointer(
        &mut self,
        name: &str,
        key: u64,
        attrs: &ValueAttrs,
        reach: &Reach,
        profile: Profile,
        d: &mut Draws,
        index: &mut u32,
    ) -> Result<Pointer, Stop> {
        let deref = attrs.dereferenceable;
        let may_be_null = !attrs.nonnull && deref.is_none_or(|(_, or_null)| or_null);
        let min = deref.map_or(0, |(n, _)| n);
        let choice = d.below(4);
        if choice == 0 && may_be_null {
            return Ok(Pointer::NULL);
        }
        if choice == 1 && !attrs.noalias {
            let reached: Vec<AllocId> = reach
                .args
                .iter()
                .map(|(id, _)| *id)
                .chain(reach.others.iter().copied())
                .filter(|id| {
                    let a = self.mem.info(*id);
                    a.live == Liveness::Live && a.kind != AllocKind::Function && a.size >= min
                })
                .collect();
            if !reached.is_empty() {
                let id = reached[d.below(reached.len() as u64) as usize];
                return Ok(self.alloc_ptr(id));
            }
        }
        let size = match deref {
            Some((n, _)) => [n, n + 8, n.max(64)][d.below(3) as usize],
            None => [8, 16, 64][d.below(3) as usize],
        };
        // Nothing promises an alignment without an `align` attribute
        // (`Profile::misaligned`; Alive2 reads `dereferenceable` so too,
        // `attrs/dereferenceable-ret-callsite-align`): room is left for n
        // bytes after the offset.
        let offset = if profile.misaligned && attrs.align.is_none() {
            [1, 2, 4, 8][d.below(4) as usize]
        } else {
            0
        };
        let align = attrs.align.unwrap_or(16).max(16);
        let i = *index;
        *index += 1;
        let fresh = !self.envs.blocks.iter().any(|(k, _)| *k == (key, i));
        let id = self.env_block(name, key, i, size + offset, align, d)?;
        if attrs.noalias && fresh {
            self.envs.private.push(id);
            self.envs.fresh_noalias.push(id);
        }
        let p = self.alloc_ptr(id);
        if offset != 0 {
            return Ok(Pointer {
                addr: p.addr + offset,
                ..p
            });
        }
        // Now and then a pointer the `align` attribute does not allow (it
        // is then poison), where nothing makes that UB.
        if profile.poison && deref.is_none() && attrs.align.is_some() && d.one_in(4) {
            return Ok(Pointer {
                addr: p.addr + 1,
                ..p
            });
        }
        Ok(p)
    }

    /// The `index`-th block of the call with `key`, made on first use with
    /// contents drawn from the environment.
    fn env_block(
        &mut self,
        name: &str,
        key: u64,
        index: u32,
        size: u64,
        align: u64,
        d: &mut Draws,
    ) -> Result<AllocId, Stop> {
        if let Some((_, id)) = self.envs.blocks.iter().find(|(k, _)| *k == (key, index)) {
            return Ok(*id);
        }
        let label: Arc<str> = format!("block {index} of @{name} ({key:016x})").into();
        let p = self
            .mem
            .allocate(AllocKind::External, size, align, Fill::Zero, label)
            .map_err(|e| self.access_stop(e, "a block of the environment"))?;
        let Provenance::Alloc(id) = p.prov() else {
            return Err(Stop::unsupported(
                "a block of the environment without provenance",
            ));
        };
        let contents = d.bytes(size as usize);
        self.mem
            .init(id, 0, &crate::mem::Bytes::plain(&contents))
            .map_err(|e| self.access_stop(e, "a block of the environment"))?;
        self.envs.blocks.push(((key, index), id));
        Ok(id)
    }
}

/// Salts of the outcome's decisions (see [`Machine::answer_call`]).
const OUTCOME_UB: u64 = 0x7562;
const OUTCOME_NORETURN: u64 = 0x6e72;
const OUTCOME_DANGLING: u64 = 0x6466;

/// The hash of a call's callee and argument values alone (without the
/// memory and hidden state its input holds), which decides whether it
/// reads what its dangling arguments designate (see `answer_call`).
fn shape_key(input: &CallInput) -> u64 {
    CallInput {
        name: input.name.clone(),
        args: input.args.clone(),
        memory: Vec::new(),
        hidden: Vec::new(),
    }
    .key()
}

/// A hash of an allocation's name, to draw per-allocation decisions.
fn name_hash(n: &EnvName) -> u64 {
    let input = CallInput {
        name: "".into(),
        args: vec![KeyVal::Ptr(n.clone(), 0)],
        memory: Vec::new(),
        hidden: Vec::new(),
    };
    input.key()
}
