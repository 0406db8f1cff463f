//! Comparisons and predicates on [`ApInt`]: the unsigned and signed orders
//! (behind `icmp` and `llvm.ucmp`/`llvm.scmp`), min/max (`llvm.umin` ...)
//! and the value tests that flags and intrinsics need.
//!
//! `ApInt` has no `Ord`: every comparison names its signedness.

use std::cmp::Ordering;

use super::{ApInt, View, limbs, mask128, sext128};

impl ApInt {
    /// The unsigned order.
    #[inline]
    pub fn ucmp(&self, rhs: &ApInt) -> Ordering {
        self.check_width(rhs);
        match (self.view(), rhs.view()) {
            (View::Small(a), View::Small(b)) => a.cmp(&b),
            _ => limbs::ucmp(&self.as_limbs(), &self.operand_limbs(rhs)),
        }
    }

    /// The signed (two's complement) order.
    #[inline]
    pub fn scmp(&self, rhs: &ApInt) -> Ordering {
        self.check_width(rhs);
        match (self.view(), rhs.view()) {
            (View::Small(a), View::Small(b)) => sext128(a, self.width).cmp(&sext128(b, self.width)),
            _ => limbs::scmp(self.width, &self.as_limbs(), &self.operand_limbs(rhs)),
        }
    }

    /// Unsigned `<` (`icmp ult`).
    #[inline]
    pub fn ult(&self, rhs: &ApInt) -> bool {
        self.ucmp(rhs) == Ordering::Less
    }

    /// Unsigned `≤` (`icmp ule`).
    #[inline]
    pub fn ule(&self, rhs: &ApInt) -> bool {
        self.ucmp(rhs) != Ordering::Greater
    }

    /// Unsigned `>` (`icmp ugt`).
    #[inline]
    pub fn ugt(&self, rhs: &ApInt) -> bool {
        self.ucmp(rhs) == Ordering::Greater
    }

    /// Unsigned `≥` (`icmp uge`).
    #[inline]
    pub fn uge(&self, rhs: &ApInt) -> bool {
        self.ucmp(rhs) != Ordering::Less
    }

    /// Signed `<` (`icmp slt`).
    #[inline]
    pub fn slt(&self, rhs: &ApInt) -> bool {
        self.scmp(rhs) == Ordering::Less
    }

    /// Signed `≤` (`icmp sle`).
    #[inline]
    pub fn sle(&self, rhs: &ApInt) -> bool {
        self.scmp(rhs) != Ordering::Greater
    }

    /// Signed `>` (`icmp sgt`).
    #[inline]
    pub fn sgt(&self, rhs: &ApInt) -> bool {
        self.scmp(rhs) == Ordering::Greater
    }

    /// Signed `≥` (`icmp sge`).
    #[inline]
    pub fn sge(&self, rhs: &ApInt) -> bool {
        self.scmp(rhs) != Ordering::Less
    }

    /// The unsigned minimum (`llvm.umin`).
    #[inline]
    pub fn umin(&self, rhs: &ApInt) -> ApInt {
        if self.ule(rhs) {
            self.clone()
        } else {
            rhs.clone()
        }
    }

    /// The unsigned maximum (`llvm.umax`).
    #[inline]
    pub fn umax(&self, rhs: &ApInt) -> ApInt {
        if self.uge(rhs) {
            self.clone()
        } else {
            rhs.clone()
        }
    }

    /// The signed minimum (`llvm.smin`).
    #[inline]
    pub fn smin(&self, rhs: &ApInt) -> ApInt {
        if self.sle(rhs) {
            self.clone()
        } else {
            rhs.clone()
        }
    }

    /// The signed maximum (`llvm.smax`).
    #[inline]
    pub fn smax(&self, rhs: &ApInt) -> ApInt {
        if self.sge(rhs) {
            self.clone()
        } else {
            rhs.clone()
        }
    }

    /// Whether this is the smallest signed value (only the sign bit set).
    #[inline]
    pub fn is_min_signed(&self) -> bool {
        match self.view() {
            View::Small(a) => a == 1 << (self.width - 1),
            View::Large(_) => self.is_negative() && self.cttz() == self.width - 1,
        }
    }

    /// Whether this is the largest signed value (all bits but the sign set).
    #[inline]
    pub fn is_max_signed(&self) -> bool {
        match self.view() {
            View::Small(a) => a == mask128(self.width) >> 1,
            View::Large(_) => !self.is_negative() && self.ctpop() == self.width - 1,
        }
    }

    /// Whether every bit is set (−1, or the unsigned maximum).
    #[inline]
    pub fn is_all_ones(&self) -> bool {
        match self.view() {
            View::Small(a) => a == mask128(self.width),
            View::Large(_) => self.ctpop() == self.width,
        }
    }

    /// Whether the value is 1.
    #[inline]
    pub fn is_one(&self) -> bool {
        match self.view() {
            View::Small(a) => a == 1,
            View::Large(_) => self.low_u64() == 1 && self.active_bits() == 1,
        }
    }

    /// Whether exactly one bit is set (read as unsigned, a power of two).
    #[inline]
    pub fn is_power_of_two(&self) -> bool {
        match self.view() {
            View::Small(a) => a.is_power_of_two(),
            View::Large(_) => self.ctpop() == 1,
        }
    }
}
