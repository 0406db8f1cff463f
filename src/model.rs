//! The semantic model and its knobs (MISSION.md "Semantic models").

/// Which semantics of LLVM IR to run.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum ModelKind {
    /// LangRef 22: `undef`, `poison` and `freeze`; uninitialized memory is
    /// undef.
    #[default]
    Llvm,
    /// The value-wise-poison thesis (Figure 3.1): no undef; the `undef`
    /// constant and uninitialized memory are poison.
    Taming,
}

/// The semantics of `select` (the five columns of Table 2.1 of the thesis).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum SelectSemantics {
    /// UB if the condition is poison; otherwise the chosen arm (which may
    /// be poison).
    UbCond,
    /// UB if the condition is poison; poison if either arm is poison.
    UbCondStrict,
    /// The chosen arm; a non-deterministic arm if the condition is poison.
    NondetCond,
    /// The chosen arm; poison if the condition is poison (LLVM's choice).
    #[default]
    PoisonCond,
    /// Poison if any operand is poison.
    PoisonAny,
}

/// What `br`/`switch` do on a poison or undef condition.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum BranchOnPoison {
    /// Immediate UB (LangRef).
    #[default]
    Ub,
    /// A non-deterministic choice of successor.
    Nondet,
}

/// What a load of uninitialized memory gives in the `llvm` model (decision
/// 0022).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum UninitMemory {
    /// Undef, bit by bit: LangRef 22 "'alloca' Instruction" ("loading from
    /// uninitialized memory produces an undefined value") and
    /// UndefinedBehavior.rst ("Undef Values": undef is kept to represent
    /// loads of uninitialized memory).
    #[default]
    Undef,
    /// Poison: Alive2's reading, which LLVM's MemCpyOpt relies on when it
    /// drops a copy out of a fresh `alloca`.
    Poison,
}

/// A semantic model with its knobs.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Model {
    /// llvm or taming.
    pub kind: ModelKind,
    /// Semantics of `select`.
    pub select: SelectSemantics,
    /// Semantics of branching on poison.
    pub branch_on_poison: BranchOnPoison,
    /// The `vscale` of scalable vectors (semantics/vector.md "Scalable
    /// vectors"); `None`: 1 for a program, every value a check must cover
    /// for a refinement check.
    pub vscale: Option<u32>,
    /// What uninitialized memory holds in the `llvm` model (the `taming`
    /// model has no undef: poison there).
    pub uninit: UninitMemory,
}

impl Model {
    /// Whether undef exists in this model.
    pub fn has_undef(&self) -> bool {
        self.kind == ModelKind::Llvm
    }

    /// The command-line flags that select this model (empty for the
    /// default), for replay commands: ` --model taming --select ub-cond`.
    pub fn flags(&self) -> String {
        let mut s = String::new();
        if self.kind == ModelKind::Taming {
            s.push_str(" --model taming");
        }
        let select = match self.select {
            SelectSemantics::UbCond => Some("ub-cond"),
            SelectSemantics::UbCondStrict => Some("ub-cond-strict"),
            SelectSemantics::NondetCond => Some("nondet-cond"),
            SelectSemantics::PoisonCond => None,
            SelectSemantics::PoisonAny => Some("poison-any"),
        };
        if let Some(sel) = select {
            s.push_str(&format!(" --select {sel}"));
        }
        if self.branch_on_poison == BranchOnPoison::Nondet {
            s.push_str(" --branch-on-poison nondet");
        }
        if self.kind == ModelKind::Llvm && self.uninit == UninitMemory::Poison {
            s.push_str(" --uninit poison");
        }
        if let Some(v) = self.vscale {
            s.push_str(&format!(" --vscale {v}"));
        }
        s
    }

    /// How fresh (uninitialized) memory is filled.
    pub fn uninit_fill(&self) -> crate::mem::Fill {
        match (self.kind, self.uninit) {
            (ModelKind::Llvm, UninitMemory::Undef) => crate::mem::Fill::Undef,
            (ModelKind::Llvm, UninitMemory::Poison) | (ModelKind::Taming, _) => {
                crate::mem::Fill::Poison
            }
        }
    }
}
