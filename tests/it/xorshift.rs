//! The small deterministic generator (xorshift) the differential tests draw
//! their operands from; each test file adds the draws it needs in its own
//! `impl Gen`.

/// A xorshift state (never 0).
pub struct Gen(pub u64);

impl Gen {
    /// The next 64 random bits.
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    /// A number below `n` (which must not be 0).
    pub fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}
