//! Delta debugging, the one shrinking loop of `fuzz` and `validate`: from
//! a failing input, take the first one-step simplification that still
//! fails, and start again from it, until none does or a bound is hit.
//! What a simplification is (of a generated function, of a module's text)
//! and what "still fails" means are the caller's.

/// What a probe of some candidates found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Probe {
    /// The candidate at this index (of those probed) still fails; the
    /// first one in order that does.
    Hit(usize),
    /// None of them does.
    Miss,
    /// A bound was hit: keep what was reached.
    Stop,
}

/// The smallest input reached from `start`: at most `steps` times, the
/// candidates of the current input (`candidates`, largest simplification
/// first) are probed `chunk` at a time (one optimizer run for several,
/// where the caller can batch them), and the first that fails replaces
/// it.
pub fn minimize<T: Clone>(
    start: T,
    steps: usize,
    chunk: usize,
    candidates: impl Fn(&T) -> Vec<T>,
    mut probe: impl FnMut(&[T]) -> Probe,
) -> T {
    let mut cur = start;
    'shrink: for _ in 0..steps {
        for part in candidates(&cur).chunks(chunk.max(1)) {
            match probe(part) {
                Probe::Hit(i) if i < part.len() => {
                    cur = part[i].clone();
                    continue 'shrink;
                }
                Probe::Hit(_) | Probe::Miss => {}
                Probe::Stop => break 'shrink,
            }
        }
        break;
    }
    cur
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_failing_candidate_is_kept_until_none_fails() {
        // Failing: the number is a multiple of 6; candidates halve it or
        // subtract one.
        let cands = |n: &u32| vec![n / 2, n.saturating_sub(1)];
        let mut probes = 0;
        let end = minimize(96u32, 100, 1, cands, |c| {
            probes += 1;
            if c[0] % 6 == 0 && c[0] > 0 {
                Probe::Hit(0)
            } else {
                Probe::Miss
            }
        });
        assert_eq!(end, 6);
        // A stop keeps what was reached.
        let end = minimize(96u32, 100, 2, cands, |_| Probe::Stop);
        assert_eq!(end, 96);
        assert!(probes > 0);
    }
}
