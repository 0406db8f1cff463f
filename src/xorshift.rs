//! The small deterministic generator (xorshift) the unit tests draw random
//! operands from: a fixed seed gives the same cases on every run.

/// A xorshift state (never 0).
pub(crate) struct XorShift(pub u64);

impl XorShift {
    /// The next 64 random bits.
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
}
