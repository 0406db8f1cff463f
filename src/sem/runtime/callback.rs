//! C library functions that call back into the program: `qsort` and
//! `bsearch` (C17 7.22.5), which call a comparison function the program
//! gives them.
//!
//! The host never recurses into the machine. Such a function runs as a
//! state machine (a [`NativeTask`]) on the machine's stack of natives
//! (see [`crate::sem::native`]): when it needs a comparison it asks for a
//! call of the comparator and gives control back; the machine steps the
//! comparator one instruction at a time, and when the comparator returns,
//! the next step resumes the native with the result. When the native
//! finishes, its own result goes to the instruction that called it.
//!
//! `qsort` is glibc 2.36's: a top-down merge sort (`msort_with_tmp`) that
//! splits `n` elements into `n/2` and `n - n/2`, sorts both halves, and
//! merges them taking the left element while `cmp(left, right) <= 0`. So
//! llsem calls the comparator on the same pairs, in the same order, as a
//! native run, and the sort is stable. `bsearch` is glibc's binary search
//! (probing the middle of `[l, u)`).

use crate::mem::Bytes;
use crate::sem::machine::Machine;
use crate::sem::native::{NativeStep, NativeTask};
use crate::sem::stop::{Stop, UbKind};
use crate::syntax::{FuncId, TypeId, TypeKind};
use crate::value::{Pointer, Value};

/// One call of glibc's `msort_with_tmp` on the sub-array at `base`.
#[derive(Clone, Debug)]
struct SortRun {
    base: Pointer,
    n: u64,
    stage: Stage,
}

/// Where a merge-sort call is.
#[derive(Clone, Debug)]
enum Stage {
    /// About to sort its left half.
    Start,
    /// Left half sorted; about to sort the right half.
    LeftSorted,
    /// Both halves sorted; about to merge.
    RightSorted,
    /// Merging: the next elements of the two runs, how many are left in
    /// each, and what has been merged so far.
    Merging {
        left: Pointer,
        right: Pointer,
        n_left: u64,
        n_right: u64,
        merged: Bytes,
        /// Where each piece of `merged` was read from, and its length (so
        /// that tracked origins move with the bytes).
        sources: Vec<(u64, u64)>,
        /// Whether a comparison of `left` and `right` is under way.
        asked: bool,
    },
}

/// `qsort(base, n, size, cmp)`'s state.
#[derive(Clone, Debug)]
pub struct Qsort {
    size: u64,
    cmp: FuncId,
    runs: Vec<SortRun>,
}

/// `bsearch(key, base, n, size, cmp)`'s state: the interval `[l, u)` still
/// to search, and the probe under way.
#[derive(Clone, Debug)]
pub struct Bsearch {
    key: Pointer,
    base: Pointer,
    size: u64,
    cmp: FuncId,
    l: u64,
    u: u64,
    probe: Option<u64>,
}

/// `p` moved by `n` bytes.
fn at(p: Pointer, n: u64) -> Pointer {
    super::offset(p, n)
}

impl Machine<'_, '_> {
    /// Starts `qsort` or `bsearch`: checks the arguments and pushes the
    /// native; the machine's next step runs it.
    pub(super) fn start_callback(
        &mut self,
        name: &str,
        args: &[(Value, TypeId)],
    ) -> Result<(), Stop> {
        let task: Box<dyn NativeTask> = if name == "qsort" {
            let n = self.arg_u64(args, 1, name)?;
            let size = self.arg_u64(args, 2, name)?;
            let cmp = self.comparator(args, 3, name)?;
            let runs = if n > 1 && size > 0 {
                let base = self.array_arg(args, 0, n, size, name)?;
                vec![SortRun {
                    base,
                    n,
                    stage: Stage::Start,
                }]
            } else {
                Vec::new()
            };
            Box::new(Qsort { size, cmp, runs })
        } else {
            let key = self.arg_ptr(args, 0, name)?;
            let n = self.arg_u64(args, 2, name)?;
            let size = self.arg_u64(args, 3, name)?;
            let cmp = self.comparator(args, 4, name)?;
            let base = if n > 0 && size > 0 {
                self.array_arg(args, 1, n, size, name)?
            } else {
                self.arg_ptr(args, 1, name)?
            };
            Box::new(Bsearch {
                key,
                base,
                size,
                cmp,
                l: 0,
                u: n,
                probe: None,
            })
        };
        self.start_native(task);
        Ok(())
    }

    /// The comparison function argument: UB unless it is a function taking
    /// two pointers and returning an integer.
    fn comparator(&self, args: &[(Value, TypeId)], i: usize, what: &str) -> Result<FuncId, Stop> {
        let p = self.arg_nonnull(args, i, what)?;
        let f = self.prog.function_at(p).ok_or_else(|| {
            Stop::ub(
                UbKind::InvalidCall,
                format!(
                    "{what}: the comparison function {:#x} is not a function",
                    p.addr
                ),
            )
        })?;
        let types = &self.prog.module.types;
        let ty = self.prog.module.func(f).ty;
        let ok = types.function_parts(ty).is_some_and(|(r, ps, variadic)| {
            !variadic
                && types.int_width(r).is_some()
                && ps.len() == 2
                && ps
                    .iter()
                    .all(|p| matches!(types.kind(*p), TypeKind::Ptr { .. }))
        });
        if !ok {
            return Err(Stop::ub(
                UbKind::InvalidCall,
                format!(
                    "{what}: the comparison function @{} has type {}, not int (const void *, const void *)",
                    self.prog.funcs[f.0 as usize].name,
                    types.display(ty)
                ),
            ));
        }
        Ok(f)
    }

    /// The array argument of `n` elements of `size` bytes: UB unless all of
    /// it is accessible (or if `n * size` overflows).
    fn array_arg(
        &self,
        args: &[(Value, TypeId)],
        i: usize,
        n: u64,
        size: u64,
        what: &str,
    ) -> Result<Pointer, Stop> {
        let p = self.arg_nonnull(args, i, what)?;
        let total = n.checked_mul(size).ok_or_else(|| {
            Stop::ub(
                UbKind::InvalidOperand,
                format!("{what}: the array size overflows"),
            )
        })?;
        self.mem
            .check(p, total, 1, false)
            .map_err(|e| self.access_stop(e, &format!("{what} on its array")))?;
        Ok(p)
    }

    /// The call of the comparator `f(a, b)`.
    fn compare(&self, f: FuncId, a: Pointer, b: Pointer) -> Result<NativeStep, Stop> {
        let types = &self.prog.module.types;
        let Some((_, params, _)) = types.function_parts(self.prog.module.func(f).ty) else {
            return Err(Stop::unsupported("a comparator without a function type"));
        };
        let args = vec![(Value::Ptr(a), params[0]), (Value::Ptr(b), params[1])];
        Ok(NativeStep::Call(f, args))
    }

    /// The sign of a comparator's result: UB if it is not a defined integer.
    fn comparison(&self, r: Option<Value>, what: &str) -> Result<std::cmp::Ordering, Stop> {
        match r {
            Some(Value::Int(i)) if i.is_zero() => Ok(std::cmp::Ordering::Equal),
            Some(Value::Int(i)) if i.is_negative() => Ok(std::cmp::Ordering::Less),
            Some(Value::Int(_)) => Ok(std::cmp::Ordering::Greater),
            _ => Err(Stop::ub(
                UbKind::InvalidOperand,
                format!("{what}: the comparison function returned poison or undef"),
            )),
        }
    }

    /// Runs glibc's merge sort until it needs a comparison or is done.
    fn advance_qsort(
        &mut self,
        q: &mut Qsort,
        mut result: Option<Value>,
    ) -> Result<NativeStep, Stop> {
        let size = q.size;
        loop {
            let Some(run) = q.runs.last_mut() else {
                return Ok(NativeStep::Done(None));
            };
            match &mut run.stage {
                Stage::Start if run.n <= 1 => {
                    q.runs.pop();
                }
                Stage::Start => {
                    run.stage = Stage::LeftSorted;
                    let (base, n1) = (run.base, run.n / 2);
                    q.runs.push(SortRun {
                        base,
                        n: n1,
                        stage: Stage::Start,
                    });
                }
                Stage::LeftSorted => {
                    run.stage = Stage::RightSorted;
                    let n1 = run.n / 2;
                    let (base, n2) = (at(run.base, n1 * size), run.n - n1);
                    q.runs.push(SortRun {
                        base,
                        n: n2,
                        stage: Stage::Start,
                    });
                }
                Stage::RightSorted => {
                    let n1 = run.n / 2;
                    run.stage = Stage::Merging {
                        left: run.base,
                        right: at(run.base, n1 * size),
                        n_left: n1,
                        n_right: run.n - n1,
                        merged: Bytes::default(),
                        sources: Vec::new(),
                        asked: false,
                    };
                }
                Stage::Merging {
                    left,
                    right,
                    n_left,
                    n_right,
                    merged,
                    sources,
                    asked,
                } => {
                    if *n_left > 0 && *n_right > 0 {
                        if !*asked {
                            *asked = true;
                            return self.compare(q.cmp, *left, *right);
                        }
                        *asked = false;
                        let ord = self.comparison(result.take(), "qsort")?;
                        let from = if ord.is_le() { left } else { right };
                        let elem = self
                            .mem
                            .read(*from, size, 1)
                            .map_err(|e| self.access_stop(e, "qsort reading an element"))?;
                        merged.append(&elem);
                        sources.push((from.addr, size));
                        *from = at(*from, size);
                        if ord.is_le() {
                            *n_left -= 1;
                        } else {
                            *n_right -= 1;
                        }
                        continue;
                    }
                    // The rest of the left run follows; the rest of the
                    // right run is already in place.
                    if *n_left > 0 {
                        let rest = self
                            .mem
                            .read(*left, *n_left * size, 1)
                            .map_err(|e| self.access_stop(e, "qsort reading an element"))?;
                        merged.append(&rest);
                        sources.push((left.addr, *n_left * size));
                    }
                    let (base, merged) = (run.base, std::mem::take(merged));
                    let sources = std::mem::take(sources);
                    q.runs.pop();
                    if !merged.is_empty() {
                        self.mem
                            .write(base, &merged, 1)
                            .map_err(|e| self.access_stop(e, "qsort writing the array"))?;
                        if let Some(origins) = self.origins.as_deref_mut() {
                            origins.gather(base.addr, &sources);
                        }
                    }
                }
            }
        }
    }

    /// Runs glibc's binary search until it needs a comparison or is done.
    fn advance_bsearch(
        &mut self,
        b: &mut Bsearch,
        result: Option<Value>,
    ) -> Result<NativeStep, Stop> {
        if let Some(idx) = b.probe.take() {
            match self.comparison(result, "bsearch")? {
                std::cmp::Ordering::Less => b.u = idx,
                std::cmp::Ordering::Greater => b.l = idx + 1,
                std::cmp::Ordering::Equal => {
                    return Ok(NativeStep::Done(Some(Value::Ptr(at(b.base, idx * b.size)))));
                }
            }
        }
        if b.l >= b.u {
            return Ok(NativeStep::Done(Some(Value::Ptr(Pointer::NULL))));
        }
        let idx = (b.l + b.u) / 2;
        b.probe = Some(idx);
        self.compare(b.cmp, b.key, at(b.base, idx * b.size))
    }
}

impl NativeTask for Qsort {
    fn advance(
        &mut self,
        m: &mut Machine<'_, '_>,
        result: Option<Value>,
    ) -> Result<NativeStep, Stop> {
        m.advance_qsort(self, result)
    }
}

impl NativeTask for Bsearch {
    fn advance(
        &mut self,
        m: &mut Machine<'_, '_>,
        result: Option<Value>,
    ) -> Result<NativeStep, Stop> {
        m.advance_bsearch(self, result)
    }
}
