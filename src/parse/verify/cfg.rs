//! The control-flow graph of a function body and its dominator tree,
//! computed with the iterative algorithm of Cooper, Harvey and Kennedy ("A
//! Simple, Fast Dominance Algorithm") over the reverse postorder of the
//! blocks reachable from the entry. Dominance queries are O(1) through the
//! preorder/postorder numbers of the dominator tree.

use crate::syntax::Body;

/// Successors, predecessors, reachability and dominators of one body.
/// Assumes every successor id is a block of the body (checked before).
pub(super) struct Cfg {
    /// Predecessors of each block, one entry per edge, in block order.
    pub preds: Vec<Vec<u32>>,
    /// Preorder number of each reachable block in the dominator tree.
    pre: Vec<Option<u32>>,
    /// Postorder number of each reachable block in the dominator tree.
    post: Vec<u32>,
}

impl Cfg {
    /// The graph and dominator tree of `body`.
    pub fn new(body: &Body) -> Cfg {
        let n = body.blocks.len();
        // One entry per edge: a `switch` with two cases to one block has two.
        let succs: Vec<Vec<u32>> = body
            .blocks
            .iter()
            .map(|b| {
                b.insts
                    .last()
                    .map_or(Vec::new(), |t| t.kind.successors())
                    .iter()
                    .map(|s| s.0)
                    .collect()
            })
            .collect();
        let mut preds = vec![Vec::new(); n];
        for (b, ss) in succs.iter().enumerate() {
            for s in ss {
                preds[*s as usize].push(b as u32);
            }
        }
        let rpo = reverse_postorder(&succs);
        let idom = immediate_dominators(&rpo, &preds, n);
        let (pre, post) = tree_numbers(&idom, &rpo, n);
        Cfg { preds, pre, post }
    }

    /// Whether the block can be reached from the entry block.
    pub fn reachable(&self, b: u32) -> bool {
        self.pre[b as usize].is_some()
    }

    /// Whether block `a` dominates block `b` (reflexively). Every block
    /// dominates an unreachable block; an unreachable block dominates only
    /// itself.
    pub fn dominates(&self, a: u32, b: u32) -> bool {
        if a == b {
            return true;
        }
        match (self.pre[a as usize], self.pre[b as usize]) {
            (_, None) => true,
            (None, Some(_)) => false,
            (Some(pa), Some(pb)) => pa <= pb && self.post[b as usize] <= self.post[a as usize],
        }
    }

    /// Whether the edge `start -> end` dominates block `b`: every path from
    /// the entry to `b` goes through that edge (LLVM's rule for the results
    /// of `invoke` and `callbr`, which exist only on their normal edge).
    pub fn edge_dominates(&self, start: u32, end: u32, b: u32) -> bool {
        if !self.dominates(end, b) {
            return false;
        }
        let end_preds = &self.preds[end as usize];
        if end_preds.len() == 1 {
            return true;
        }
        let mut edges_from_start = 0;
        for &p in end_preds {
            if p == start {
                edges_from_start += 1;
                if edges_from_start > 1 {
                    return false;
                }
            } else if !self.dominates(end, p) {
                return false;
            }
        }
        true
    }
}

/// The blocks reachable from block 0, in reverse postorder.
fn reverse_postorder(succs: &[Vec<u32>]) -> Vec<u32> {
    let n = succs.len();
    let mut order = Vec::with_capacity(n);
    if n == 0 {
        return order;
    }
    let mut visited = vec![false; n];
    let mut stack: Vec<(u32, usize)> = vec![(0, 0)];
    visited[0] = true;
    while let Some((b, next)) = stack.last_mut() {
        let b = *b;
        match succs[b as usize].get(*next) {
            Some(&s) => {
                *next += 1;
                if !visited[s as usize] {
                    visited[s as usize] = true;
                    stack.push((s, 0));
                }
            }
            None => {
                order.push(b);
                stack.pop();
            }
        }
    }
    order.reverse();
    order
}

/// The immediate dominator of each reachable block (the entry is its own);
/// `u32::MAX` for unreachable blocks.
fn immediate_dominators(rpo: &[u32], preds: &[Vec<u32>], n: usize) -> Vec<u32> {
    const NONE: u32 = u32::MAX;
    let mut index = vec![NONE; n];
    for (i, b) in rpo.iter().enumerate() {
        index[*b as usize] = i as u32;
    }
    let mut idom = vec![NONE; n];
    let Some(&entry) = rpo.first() else {
        return idom;
    };
    idom[entry as usize] = entry;
    let intersect = |idom: &[u32], mut a: u32, mut b: u32| {
        while a != b {
            while index[a as usize] > index[b as usize] {
                a = idom[a as usize];
            }
            while index[b as usize] > index[a as usize] {
                b = idom[b as usize];
            }
        }
        a
    };
    let mut changed = true;
    while changed {
        changed = false;
        for &b in &rpo[1..] {
            let mut new_idom = NONE;
            for &p in &preds[b as usize] {
                if idom[p as usize] == NONE {
                    continue;
                }
                new_idom = match new_idom {
                    NONE => p,
                    cur => intersect(&idom, p, cur),
                };
            }
            if idom[b as usize] != new_idom {
                idom[b as usize] = new_idom;
                changed = true;
            }
        }
    }
    idom
}

/// Preorder and postorder numbers of the dominator tree (iterative DFS).
fn tree_numbers(idom: &[u32], rpo: &[u32], n: usize) -> (Vec<Option<u32>>, Vec<u32>) {
    let mut children = vec![Vec::new(); n];
    for &b in rpo.iter().skip(1) {
        children[idom[b as usize] as usize].push(b);
    }
    let mut pre = vec![None; n];
    let mut post = vec![0; n];
    let Some(&entry) = rpo.first() else {
        return (pre, post);
    };
    let (mut pre_n, mut post_n) = (0u32, 0u32);
    let mut stack: Vec<(u32, usize)> = vec![(entry, 0)];
    pre[entry as usize] = Some(0);
    pre_n += 1;
    while let Some((b, next)) = stack.last_mut() {
        let b = *b;
        match children[b as usize].get(*next) {
            Some(&c) => {
                *next += 1;
                pre[c as usize] = Some(pre_n);
                pre_n += 1;
                stack.push((c, 0));
            }
            None => {
                post[b as usize] = post_n;
                post_n += 1;
                stack.pop();
            }
        }
    }
    (pre, post)
}
