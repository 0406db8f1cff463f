//! Access guards: what the memory attributes of the calls in progress allow
//! (LangRef "Function Attributes", `memory(...)`, and the parameter
//! attributes `readonly`, `readnone`). The machine pushes a scope when it
//! enters a call whose attributes restrict its accesses; every read and
//! write of [`super::Memory`] is checked against every scope, since the
//! accesses of a callee are accesses of its caller too.
//!
//! The rules are allocation-granular, as llsem's provenance is: an access
//! is an *argument memory* access when it lands in an allocation that a
//! pointer argument of the call designates, and an *other memory* access
//! otherwise. Allocations made during the call (its `alloca`s, the blocks
//! it allocates) are never restricted (LangRef: "It is always valid to
//! read and write allocas"), nor are reads of constant memory ("and to
//! read global constants"). A global passed as an argument may be reached
//! both ways, so either permission allows it.

use std::sync::Arc;

use crate::value::AllocId;

/// Whether a location may be read and written.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Access {
    /// Reads allowed.
    pub read: bool,
    /// Writes allowed.
    pub write: bool,
}

impl Access {
    /// Neither.
    pub const NONE: Access = Access {
        read: false,
        write: false,
    };
    /// Both.
    pub const READ_WRITE: Access = Access {
        read: true,
        write: true,
    };

    /// Whether an access of this direction is allowed.
    pub fn allows(self, write: bool) -> bool {
        if write { self.write } else { self.read }
    }

    /// What both allow.
    pub fn and(self, other: Access) -> Access {
        Access {
            read: self.read && other.read,
            write: self.write && other.write,
        }
    }

    /// What either allows.
    pub fn or(self, other: Access) -> Access {
        Access {
            read: self.read || other.read,
            write: self.write || other.write,
        }
    }

    /// LLVM's spelling: `none`, `read`, `write`, `readwrite`.
    pub fn name(self) -> &'static str {
        match (self.read, self.write) {
            (false, false) => "none",
            (true, false) => "read",
            (false, true) => "write",
            (true, true) => "readwrite",
        }
    }
}

/// One pointer argument of a guarded call.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GuardArg {
    /// The allocation it designates.
    pub alloc: AllocId,
    /// Its parameter index (for messages).
    pub index: usize,
    /// What its parameter attributes allow through it (`readonly`: no
    /// writes; `readnone`: neither).
    pub access: Access,
}

/// The restrictions of one call in progress.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GuardScope {
    /// Allocations with an id at least this were made during the call.
    pub first_local: u32,
    /// What the call may do to argument memory.
    pub arg: Access,
    /// What it may do to other memory.
    pub other: Access,
    /// What it may do to inaccessible memory (state of the environment no
    /// pointer of the module reaches; see [`Guard::allows_library_write`]).
    pub inaccessible: Access,
    /// The pointer arguments.
    pub args: Vec<GuardArg>,
    /// Allocations the call may not access at all: the caller's `alloca`s
    /// for a `tail` or `musttail` call (LangRef `call`: "Both markers imply
    /// that the callee does not access allocas from the caller").
    pub forbidden: Vec<AllocId>,
    /// The callee and its attribute, for messages: `@f (memory(read))`.
    pub owner: Arc<str>,
}

/// Why a guard refused an access.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Denied {
    /// The allocation.
    pub alloc: AllocId,
    /// Whether it was a write.
    pub write: bool,
    /// Which rule: `"@f (memory(read)) may not write other memory"`.
    pub reason: String,
}

impl GuardScope {
    /// Whether the scope restricts anything.
    pub fn restricts(&self) -> bool {
        self.arg != Access::READ_WRITE
            || self.other != Access::READ_WRITE
            || !self.forbidden.is_empty()
            || self.args.iter().any(|a| a.access != Access::READ_WRITE)
    }

    /// Checks an access of allocation `id` (`mutable`: whether it may ever
    /// be written; `global`: a global variable, reachable by name).
    #[inline]
    pub fn check(
        &self,
        id: AllocId,
        write: bool,
        mutable: bool,
        global: bool,
    ) -> Result<(), Denied> {
        // The common case, decided inline: nothing forbidden, and memory
        // the call made itself (or constant memory read).
        if self.forbidden.is_empty() && (id.0 >= self.first_local || (!write && !mutable)) {
            return Ok(());
        }
        self.check_rules(id, write, mutable, global, false)
    }

    /// Checks an access of allocation `id` made through a pointer that is
    /// not based on any pointer argument of the call (an unknown callee
    /// writing a block it reached through memory or its own roots). The
    /// parameter attributes `readonly` and `readnone` restrict accesses
    /// *through* their pointer only (LangRef "Parameter Attributes":
    /// "even though it may write to the memory that the pointer points
    /// to"), so they do not apply; the block, reachable both ways, is
    /// allowed by either the argument-memory or the other-memory
    /// permission, as a global passed as an argument is.
    pub fn check_indirect(&self, id: AllocId, write: bool, mutable: bool) -> Result<(), Denied> {
        self.check_rules(id, write, mutable, true, true)
    }

    /// What [`GuardScope::check`] allows for allocation `id` whatever the
    /// block is (mutable or constant, global or not): the rules of
    /// [`GuardScope::check_rules`] without the two that only add (reading
    /// constant memory; a global reached by name as well).
    fn allows_surely(&self, id: AllocId) -> Access {
        if self.forbidden.contains(&id) {
            return Access::NONE;
        }
        if id.0 >= self.first_local {
            return Access::READ_WRITE;
        }
        let mut through = self.args.iter().filter(|a| a.alloc == id).peekable();
        if through.peek().is_none() {
            return self.other;
        }
        through.fold(Access::NONE, |acc, a| acc.or(self.arg.and(a.access)))
    }

    /// [`GuardScope::check`] in full (`global`: the block is reachable
    /// other than through the arguments; `indirect`: the access is not
    /// through an argument, so their parameter attributes do not apply).
    #[inline(never)]
    fn check_rules(
        &self,
        id: AllocId,
        write: bool,
        mutable: bool,
        global: bool,
        indirect: bool,
    ) -> Result<(), Denied> {
        let verb = if write { "write" } else { "read" };
        let deny = |reason: String| {
            Err(Denied {
                alloc: id,
                write,
                reason,
            })
        };
        if self.forbidden.contains(&id) {
            return deny(format!(
                "{} is a tail call and may not {verb} an alloca of its caller",
                self.owner
            ));
        }
        if id.0 >= self.first_local || (!write && !mutable) {
            return Ok(());
        }
        let mut via_arg = None;
        for a in self.args.iter().filter(|a| a.alloc == id) {
            if self.arg.allows(write) && (indirect || a.access.allows(write)) {
                return Ok(());
            }
            via_arg.get_or_insert(a);
        }
        match via_arg {
            // Memory reached through an argument is argument memory, unless
            // it is a global, which the callee may also name directly.
            Some(a) if !(global && self.other.allows(write)) => {
                if !self.arg.allows(write) {
                    deny(format!(
                        "{} may not {verb} argument memory (argument {})",
                        self.owner, a.index
                    ))
                } else {
                    deny(format!(
                        "{} may not {verb} through argument {}, which is {}",
                        self.owner,
                        a.index,
                        if a.access.read {
                            "readonly"
                        } else {
                            "readnone"
                        }
                    ))
                }
            }
            Some(_) => Ok(()),
            None if self.other.allows(write) => Ok(()),
            None => deny(format!("{} may not {verb} this memory", self.owner)),
        }
    }
}

/// Every scope in force, outermost first, with a summary of the
/// allocations no scope can refuse.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Guard {
    /// The scopes.
    scopes: Vec<GuardScope>,
    /// Every scope allows any access of an allocation with an id at least
    /// this that is not in `listed` (see [`Guard::open`]).
    open_from: u32,
    /// The allocations at or above `open_from` some scope may refuse.
    listed: Vec<AllocId>,
    /// Allocations that are not open but that every scope lets a pointer
    /// argument reach, with what every scope allows them (an array a
    /// `memory(argmem: readwrite)` function and its recursive calls are
    /// given; see [`Guard::open_for`]).
    granted: Vec<(AllocId, Access)>,
    /// Per scope, the summary before it was pushed: `open_from`, and
    /// `listed` and `granted` if pushing the scope changed them (so that a
    /// push and a pop cost the same at any depth).
    before: Vec<Before>,
}

/// The summary of a [`Guard`] before a scope was pushed.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct Before {
    open_from: u32,
    listed: Option<Vec<AllocId>>,
    granted: Option<Vec<(AllocId, Access)>>,
}

impl Guard {
    /// The guard of these scopes.
    pub fn new(scopes: Vec<GuardScope>) -> Guard {
        let mut guard = Guard::default();
        for s in scopes {
            guard.push(s);
        }
        guard
    }

    /// Adds an innermost scope, updating the summary.
    #[inline]
    pub fn push(&mut self, s: GuardScope) {
        // The commonest scope (a `memory(none)` or `memory(read)` callee
        // with no pointer argument, where nothing is granted) changes only
        // `open_from`, when it drops no listed block: the summary
        // `push_general` makes for it, made without its searches.
        if s.args.is_empty() && s.forbidden.is_empty() && self.granted.is_empty() {
            let open_from = if s.arg == Access::READ_WRITE && s.other == Access::READ_WRITE {
                self.open_from
            } else {
                self.open_from.max(s.first_local)
            };
            if open_from == self.open_from || self.listed.iter().all(|a| a.0 >= open_from) {
                let old_open_from = std::mem::replace(&mut self.open_from, open_from);
                self.before.push(Before {
                    open_from: old_open_from,
                    listed: None,
                    granted: None,
                });
                self.scopes.push(s);
                return;
            }
        }
        self.push_general(s);
    }

    /// [`Guard::push`] for any scope.
    #[inline(never)]
    fn push_general(&mut self, s: GuardScope) {
        // A scope that lets the call read and write both kinds of memory
        // refuses only a tail call's forbidden allocas and the blocks of
        // arguments whose own attributes restrict them
        // (`GuardScope::check_rules`: any other block is either not reached
        // through an argument, and other memory is allowed, or reached
        // through one that allows it). Any other scope may refuse anything
        // made before the call, and its forbidden allocas.
        let open_all = s.arg == Access::READ_WRITE && s.other == Access::READ_WRITE;
        let open_from = if open_all {
            self.open_from
        } else {
            self.open_from.max(s.first_local)
        };
        let restricted = s
            .args
            .iter()
            .filter(|a| open_all && a.access != Access::READ_WRITE)
            .map(|a| a.alloc);
        let mut added = s
            .forbidden
            .iter()
            .copied()
            .chain(restricted)
            .filter(|a| a.0 >= open_from)
            .peekable();
        let dropped = open_from > self.open_from && self.listed.iter().any(|a| a.0 < open_from);
        let old_listed = if added.peek().is_some() || dropped {
            let old = self.listed.clone();
            self.listed.extend(added);
            self.listed.retain(|a| a.0 >= open_from);
            self.listed.sort_unstable();
            self.listed.dedup();
            Some(old)
        } else {
            None
        };
        let old_open_from = std::mem::replace(&mut self.open_from, open_from);
        // What every scope surely allows: for a block granted before or an
        // argument's block, what the scopes before allowed (everything, if
        // it was open) and what this one does. Only blocks no longer open
        // need an entry.
        let before_push = |id: AllocId| {
            if id.0 >= old_open_from && !old_listed.as_ref().unwrap_or(&self.listed).contains(&id) {
                Access::READ_WRITE
            } else {
                self.granted
                    .iter()
                    .find(|g| g.0 == id)
                    .map_or(Access::NONE, |g| g.1)
            }
        };
        let mut granted: Vec<(AllocId, Access)> = Vec::new();
        for id in self
            .granted
            .iter()
            .map(|g| g.0)
            .chain(s.args.iter().map(|a| a.alloc))
        {
            let access = before_push(id).and(s.allows_surely(id));
            if access != Access::NONE && !self.open(id) && !granted.iter().any(|g| g.0 == id) {
                granted.push((id, access));
            }
        }
        granted.sort_unstable_by_key(|g| g.0);
        let old_granted =
            (granted != self.granted).then(|| std::mem::replace(&mut self.granted, granted));
        self.before.push(Before {
            open_from: old_open_from,
            listed: old_listed,
            granted: old_granted,
        });
        self.scopes.push(s);
    }

    /// Removes the innermost scope, restoring the summary from before it.
    pub fn pop(&mut self) {
        if self.scopes.pop().is_none() {
            return;
        }
        let before = self.before.pop().expect("one summary per scope");
        self.open_from = before.open_from;
        if let Some(listed) = before.listed {
            self.listed = listed;
        }
        if let Some(granted) = before.granted {
            self.granted = granted;
        }
    }

    /// Whether no scope is in force.
    pub fn is_empty(&self) -> bool {
        self.scopes.is_empty()
    }

    /// Whether every scope allows every access of allocation `id`, as the
    /// summary tells without looking at the scopes (`false`: maybe not;
    /// [`Guard::check`] decides).
    #[inline(always)]
    pub fn open(&self, id: AllocId) -> bool {
        id.0 >= self.open_from && (self.listed.is_empty() || !self.listed.contains(&id))
    }

    /// Whether every scope allows an access of allocation `id` in this
    /// direction, as the summary tells (`false`: maybe not;
    /// [`Guard::check`] decides): an open allocation, or one granted.
    #[inline(always)]
    pub fn open_for(&self, id: AllocId, write: bool) -> bool {
        self.open(id)
            || self
                .granted
                .iter()
                .any(|&(g, access)| g == id && access.allows(write))
    }

    /// Checks an access against every scope.
    #[inline]
    pub fn check(
        &self,
        id: AllocId,
        write: bool,
        mutable: bool,
        global: bool,
    ) -> Result<(), Denied> {
        if self.open_for(id, write) {
            return Ok(());
        }
        self.check_scopes(id, write, mutable, global)
    }

    /// [`Guard::check`] against each scope.
    #[inline(never)]
    fn check_scopes(
        &self,
        id: AllocId,
        write: bool,
        mutable: bool,
        global: bool,
    ) -> Result<(), Denied> {
        self.scopes
            .iter()
            .try_for_each(|s| s.check(id, write, mutable, global))
    }

    /// Checks an access not through any pointer argument against every
    /// scope (see [`GuardScope::check_indirect`]).
    pub fn check_indirect(&self, id: AllocId, write: bool, mutable: bool) -> Result<(), Denied> {
        self.scopes
            .iter()
            .try_for_each(|s| s.check_indirect(id, write, mutable))
    }

    /// Whether every call in progress may write memory the C library
    /// keeps for itself (`errno`) as inaccessible or as other memory.
    /// LLVM declares the allocation functions `memory(inaccessiblemem:
    /// readwrite)` or `memory(argmem: readwrite, inaccessiblemem:
    /// readwrite)` although they set `errno` when they fail (C17 7.22.3,
    /// POSIX `malloc`): their `errno` is the library's state, written as
    /// inaccessible memory.
    pub fn allows_library_write(&self) -> bool {
        self.scopes
            .iter()
            .all(|s| s.inaccessible.write || s.other.write)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scope(arg: Access, other: Access, args: Vec<GuardArg>) -> GuardScope {
        GuardScope {
            first_local: 10,
            arg,
            other,
            inaccessible: Access::NONE,
            args,
            forbidden: vec![AllocId(4)],
            owner: "@f".into(),
        }
    }

    const READ: Access = Access {
        read: true,
        write: false,
    };
    const WRITE: Access = Access {
        read: false,
        write: true,
    };

    #[test]
    fn locals_and_constants_are_never_restricted() {
        let s = scope(Access::NONE, Access::NONE, vec![]);
        assert!(s.check(AllocId(10), true, true, false).is_ok());
        assert!(s.check(AllocId(3), false, false, true).is_ok());
        assert!(s.check(AllocId(3), false, true, true).is_err());
        assert!(s.check(AllocId(3), true, false, true).is_err());
        let open = scope(Access::READ_WRITE, Access::READ_WRITE, vec![]);
        assert!(open.check(AllocId(4), false, true, false).is_err());
        assert!(open.check(AllocId(3), true, true, false).is_ok());
    }

    #[test]
    fn argument_memory_follows_the_argument_and_its_attributes() {
        let arg = |access| GuardArg {
            alloc: AllocId(2),
            index: 0,
            access,
        };
        // memory(read, argmem: none): reading the argument's block is UB.
        let s = scope(Access::NONE, READ, vec![arg(Access::READ_WRITE)]);
        assert!(s.check(AllocId(2), false, true, false).is_err());
        assert!(s.check(AllocId(5), false, true, false).is_ok());
        // readonly parameter in an unrestricted function.
        let s = scope(Access::READ_WRITE, Access::READ_WRITE, vec![arg(READ)]);
        assert!(s.check(AllocId(2), false, true, false).is_ok());
        let e = s.check(AllocId(2), true, true, false).unwrap_err();
        assert!(e.reason.contains("readonly"), "{}", e.reason);
        // ... unless another argument without it designates the block too.
        let mut both = s.clone();
        both.args.push(GuardArg {
            index: 1,
            ..arg(Access::READ_WRITE)
        });
        assert!(both.check(AllocId(2), true, true, false).is_ok());
        // A global passed readonly may still be written by name.
        assert!(s.check(AllocId(2), true, true, true).is_ok());
    }

    #[test]
    fn an_access_not_through_an_argument_ignores_its_parameter_attributes() {
        let arg = |access| GuardArg {
            alloc: AllocId(2),
            index: 0,
            access,
        };
        // A readnone parameter's block written through another pointer.
        let s = scope(
            Access::READ_WRITE,
            Access::READ_WRITE,
            vec![arg(Access::NONE)],
        );
        assert!(s.check(AllocId(2), true, true, false).is_err());
        assert!(s.check_indirect(AllocId(2), true, true).is_ok());
        // Either memory permission allows it, as for a global argument.
        let argmem_only = scope(Access::READ_WRITE, Access::NONE, vec![arg(READ)]);
        assert!(argmem_only.check_indirect(AllocId(2), true, true).is_ok());
        let other_only = scope(Access::NONE, Access::READ_WRITE, vec![arg(READ)]);
        assert!(other_only.check_indirect(AllocId(2), true, true).is_ok());
        let read_only = scope(READ, READ, vec![arg(READ)]);
        assert!(read_only.check_indirect(AllocId(2), true, true).is_err());
        assert!(read_only.check_indirect(AllocId(2), false, true).is_ok());
        // Other memory still follows the other-memory permission, and a tail
        // call's forbidden allocas stay forbidden.
        assert!(argmem_only.check_indirect(AllocId(5), true, true).is_err());
        assert!(s.check_indirect(AllocId(4), false, true).is_err());
    }

    #[test]
    fn the_summary_opens_only_what_every_scope_allows() {
        let arg = |alloc, access| GuardArg {
            alloc: AllocId(alloc),
            index: 0,
            access,
        };
        let open = |args, forbidden: Vec<u32>, first_local| GuardScope {
            first_local,
            forbidden: forbidden.into_iter().map(AllocId).collect(),
            ..scope(Access::READ_WRITE, Access::READ_WRITE, args)
        };
        let cases = [
            vec![],
            vec![open(vec![arg(2, READ)], vec![], 3)],
            vec![open(vec![arg(2, READ), arg(6, Access::NONE)], vec![], 3)],
            vec![
                open(vec![arg(2, Access::READ_WRITE)], vec![1, 7], 5),
                scope(READ, Access::READ_WRITE, vec![arg(3, READ)]),
            ],
            vec![
                scope(Access::READ_WRITE, READ, vec![]),
                open(vec![arg(12, READ)], vec![11], 12),
            ],
            vec![scope(Access::NONE, Access::NONE, vec![arg(12, READ)])],
        ];
        for scopes in cases {
            let g = Guard::new(scopes.clone());
            let mut opened = 0;
            for id in (0..16).map(AllocId) {
                let every = [false, true].into_iter().all(|write| {
                    [false, true].into_iter().all(|mutable| {
                        [false, true].into_iter().all(|global| {
                            scopes
                                .iter()
                                .all(|s| s.check(id, write, mutable, global).is_ok())
                        })
                    })
                });
                assert!(!g.open(id) || every, "{id:?} opened in {scopes:?}");
                opened += usize::from(g.open(id));
            }
            // The summary opens something in each case (ids past every
            // restriction at least).
            assert!(opened > 0, "{scopes:?}");
        }
        // The common case of `main(i32, ptr readonly)`: only argv's block
        // is checked in full.
        let g = Guard::new(vec![open(vec![arg(2, READ)], vec![], 3)]);
        assert!(!g.open(AllocId(2)) && g.open(AllocId(0)) && g.open(AllocId(9)));
    }

    /// The summary of `scopes` computed from all of them at once.
    fn summary_of(scopes: &[GuardScope]) -> (u32, Vec<AllocId>) {
        let mut open_from = 0;
        let mut listed = Vec::new();
        for s in scopes {
            listed.extend(&s.forbidden);
            if s.arg == Access::READ_WRITE && s.other == Access::READ_WRITE {
                let restricted = s.args.iter().filter(|a| a.access != Access::READ_WRITE);
                listed.extend(restricted.map(|a| a.alloc));
            } else {
                open_from = open_from.max(s.first_local);
            }
        }
        listed.retain(|a| a.0 >= open_from);
        listed.sort_unstable();
        listed.dedup();
        (open_from, listed)
    }

    #[test]
    fn pushes_and_pops_keep_the_summary_of_the_scopes_in_force() {
        let arg = |alloc, access| GuardArg {
            alloc: AllocId(alloc),
            index: 0,
            access,
        };
        let at = |first_local, s: GuardScope, forbidden: Vec<u32>| GuardScope {
            first_local,
            forbidden: forbidden.into_iter().map(AllocId).collect(),
            ..s
        };
        let rw = Access::READ_WRITE;
        // Open scopes listing blocks, restricted scopes raising `open_from`
        // past some listed blocks (which must come back on the pop), a
        // scope that changes nothing, repeated blocks.
        let seq = [
            at(
                4,
                scope(rw, rw, vec![arg(2, READ), arg(5, Access::NONE)]),
                vec![],
            ),
            at(6, scope(rw, rw, vec![arg(7, READ)]), vec![3, 5]),
            at(6, scope(READ, rw, vec![]), vec![]),
            at(8, scope(rw, rw, vec![arg(2, READ)]), vec![]),
            at(9, scope(rw, rw, vec![arg(9, READ)]), vec![]),
            at(12, scope(Access::NONE, Access::NONE, vec![]), vec![10]),
            at(13, scope(rw, rw, vec![arg(12, Access::NONE)]), vec![14, 14]),
            at(20, scope(rw, rw, vec![]), vec![]),
        ];
        let check = |g: &Guard, n: usize| {
            assert_eq!(
                (g.open_from, g.listed.clone()),
                summary_of(&seq[..n]),
                "after {n} scopes"
            );
            assert_eq!(g.scopes.len(), n);
        };
        let mut g = Guard::default();
        for (n, s) in seq.iter().enumerate() {
            g.push(s.clone());
            check(&g, n + 1);
            // A call and its return at every depth.
            g.push(seq[(n * 5) % seq.len()].clone());
            g.pop();
            check(&g, n + 1);
        }
        assert_eq!(g, Guard::new(seq.to_vec()));
        for n in (0..seq.len()).rev() {
            g.pop();
            check(&g, n);
        }
        assert!(g.is_empty());
        g.pop();
        assert_eq!(g, Guard::default());
    }

    /// Random stacks of scopes, pushed and popped: wherever the summary
    /// lets an access through, every scope's own rules allow it, whatever
    /// the block; and [`Guard::check`] answers as the scopes do.
    #[test]
    fn granted_blocks_are_allowed_by_every_scope() {
        let mut rng = crate::xorshift::XorShift(0x9e37_79b9_7f4a_7c15);
        let mut next = move |n: u64| rng.next() % n;
        let accesses = [Access::NONE, READ, WRITE, Access::READ_WRITE];
        let mut granted_seen = 0;
        for round in 0..200 {
            let mut g = Guard::default();
            // The same pushes, none taking `push`'s shortcut.
            let mut general = Guard::default();
            let mut stack: Vec<GuardScope> = Vec::new();
            for step in 0..12 {
                if next(4) == 0 {
                    g.pop();
                    general.pop();
                    stack.pop();
                } else {
                    let first_local = 2 + 2 * stack.len() as u32 + next(3) as u32;
                    let (arg, other) = match next(3) {
                        0 => (Access::READ_WRITE, Access::READ_WRITE),
                        _ => (accesses[next(4) as usize], accesses[next(4) as usize]),
                    };
                    // A third of the scopes have no pointer argument and
                    // nothing forbidden (`push`'s shortcut may take them).
                    let bare = next(3) == 0;
                    let args = (0..if bare { 0 } else { next(4) })
                        .map(|index| GuardArg {
                            alloc: AllocId(next(u64::from(first_local) + 2) as u32),
                            index: index as usize,
                            access: accesses[[3, 3, 1, 0][next(4) as usize]],
                        })
                        .collect();
                    let forbidden = (0..if bare { 0 } else { next(2) })
                        .map(|_| AllocId(next(u64::from(first_local)) as u32))
                        .collect();
                    let s = GuardScope {
                        first_local,
                        arg,
                        other,
                        inaccessible: Access::NONE,
                        args,
                        forbidden,
                        owner: "@f".into(),
                    };
                    g.push(s.clone());
                    general.push_general(s.clone());
                    stack.push(s);
                }
                assert_eq!(g, general, "round {round} step {step}");
                assert_eq!(g, Guard::new(stack.clone()), "round {round} step {step}");
                granted_seen += g.granted.len();
                for id in (0..30).map(AllocId) {
                    for write in [false, true] {
                        for (mutable, global) in
                            [(false, false), (false, true), (true, false), (true, true)]
                        {
                            let rules = stack
                                .iter()
                                .try_for_each(|s| s.check_rules(id, write, mutable, global, false));
                            assert!(
                                !g.open_for(id, write) || rules.is_ok(),
                                "{id:?} write {write} let through in {stack:?}"
                            );
                            assert_eq!(g.check(id, write, mutable, global), rules);
                        }
                    }
                }
            }
        }
        assert!(granted_seen > 100, "{granted_seen}");
    }

    #[test]
    fn recursive_calls_of_an_argmem_function_keep_their_arguments_granted() {
        // `main(i32, ptr readonly)`, then `quick(ptr)` with
        // `memory(argmem: readwrite)` called on block 5 and again from
        // itself on the same block (its own blocks start at 9, then 12).
        let arg = |alloc, access| GuardArg {
            alloc: AllocId(alloc),
            index: 0,
            access,
        };
        let main = GuardScope {
            first_local: 3,
            ..scope(Access::READ_WRITE, Access::READ_WRITE, vec![arg(2, READ)])
        };
        let quick = |first_local| GuardScope {
            first_local,
            forbidden: vec![],
            ..scope(
                Access::READ_WRITE,
                Access::NONE,
                vec![arg(5, Access::READ_WRITE)],
            )
        };
        let g = Guard::new(vec![main, quick(9), quick(12)]);
        assert!(!g.open(AllocId(5)));
        assert!(g.open_for(AllocId(5), false) && g.open_for(AllocId(5), true));
        // Other memory made before the calls is not granted.
        assert!(!g.open_for(AllocId(6), false) && !g.open_for(AllocId(2), false));
        assert!(g.open_for(AllocId(12), true));
    }

    #[test]
    fn library_state_follows_inaccessible_or_other_memory() {
        let none = scope(Access::READ_WRITE, Access::NONE, vec![]);
        let inaccessible = GuardScope {
            inaccessible: Access::READ_WRITE,
            ..none.clone()
        };
        let other = scope(Access::NONE, Access::READ_WRITE, vec![]);
        let guard = Guard::new;
        assert!(guard(vec![inaccessible.clone(), other.clone()]).allows_library_write());
        assert!(!guard(vec![inaccessible, none.clone()]).allows_library_write());
        assert!(!guard(vec![none]).allows_library_write());
        assert!(guard(vec![]).allows_library_write());
    }
}
