//! Identified structure types that contain themselves by value (LangRef
//! "Structure Type": a structure cannot contain itself, only a pointer to
//! itself), found in time linear in the types' size: a type contains itself
//! exactly when it lies on a cycle of the graph "holds by value", that is in
//! a strongly connected component with more than one type or an edge to
//! itself (Tarjan's algorithm, iterative so that long chains of types do
//! not exhaust the stack).

use crate::syntax::{TypeId, TypeKind, TypeTable};

/// For each identified structure type (by number), whether it contains
/// itself by value.
pub(super) fn self_containing(types: &TypeTable) -> Vec<bool> {
    let edges: Vec<Vec<u32>> = types
        .named_types()
        .iter()
        .map(|n| n.body.map_or_else(Vec::new, |b| held_by_value(types, b)))
        .collect();
    let mut on_cycle = vec![false; edges.len()];
    for sccs in components(&edges) {
        let looped = match sccs.as_slice() {
            [one] => edges[*one as usize].contains(one),
            _ => true,
        };
        if looped {
            for n in sccs {
                on_cycle[n as usize] = true;
            }
        }
    }
    on_cycle
}

/// The identified structure types `ty` holds by value, looking through
/// arrays, vectors and literal structures (not through pointers or other
/// identified types).
fn held_by_value(types: &TypeTable, ty: TypeId) -> Vec<u32> {
    let mut out = Vec::new();
    let mut todo = vec![ty];
    while let Some(t) = todo.pop() {
        match types.kind(t) {
            TypeKind::Named(n) => out.push(*n),
            TypeKind::Vector { elem, .. } | TypeKind::Array { elem, .. } => todo.push(*elem),
            TypeKind::Struct { fields, .. } | TypeKind::BitStruct { fields } => {
                todo.extend(fields.iter().copied());
            }
            _ => {}
        }
    }
    out
}

/// The strongly connected components of the graph `edges` (Tarjan).
fn components(edges: &[Vec<u32>]) -> Vec<Vec<u32>> {
    const UNSEEN: u32 = u32::MAX;
    let n = edges.len();
    let mut index = vec![UNSEEN; n];
    let mut low = vec![0u32; n];
    let mut on_stack = vec![false; n];
    let mut stack: Vec<u32> = Vec::new();
    let mut out = Vec::new();
    let mut next = 0u32;
    for root in 0..n as u32 {
        if index[root as usize] != UNSEEN {
            continue;
        }
        // The depth-first path: each node with the position of the next
        // edge to follow.
        let mut path: Vec<(u32, usize)> = vec![(root, 0)];
        index[root as usize] = next;
        low[root as usize] = next;
        next += 1;
        stack.push(root);
        on_stack[root as usize] = true;
        while let Some(top) = path.last_mut() {
            let (v, k) = *top;
            let vi = v as usize;
            if let Some(&w) = edges[vi].get(k) {
                top.1 += 1;
                let wi = w as usize;
                if wi >= n {
                    continue;
                }
                if index[wi] == UNSEEN {
                    index[wi] = next;
                    low[wi] = next;
                    next += 1;
                    stack.push(w);
                    on_stack[wi] = true;
                    path.push((w, 0));
                } else if on_stack[wi] {
                    low[vi] = low[vi].min(index[wi]);
                }
                continue;
            }
            path.pop();
            if let Some(&(parent, _)) = path.last() {
                low[parent as usize] = low[parent as usize].min(low[vi]);
            }
            if low[vi] == index[vi] {
                let mut scc = Vec::new();
                while let Some(w) = stack.pop() {
                    on_stack[w as usize] = false;
                    scc.push(w);
                    if w == v {
                        break;
                    }
                }
                out.push(scc);
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::components;

    fn sorted(mut c: Vec<Vec<u32>>) -> Vec<Vec<u32>> {
        for s in &mut c {
            s.sort_unstable();
        }
        c.sort();
        c
    }

    #[test]
    fn components_of_a_chain_a_loop_and_a_self_edge() {
        // 0 -> 1 -> 2 -> 1 (a loop of two), 3 -> 3, 4 alone, 5 -> 0.
        let edges = vec![vec![1], vec![2], vec![1], vec![3], vec![], vec![0]];
        assert_eq!(
            sorted(components(&edges)),
            vec![vec![0], vec![1, 2], vec![3], vec![4], vec![5]]
        );
    }

    #[test]
    fn a_long_chain_needs_no_deep_stack() {
        let n = 200_000u32;
        let mut edges: Vec<Vec<u32>> = (0..n).map(|i| vec![i + 1]).collect();
        edges.push(vec![0]);
        let c = components(&edges);
        assert_eq!(c.len(), 1);
        assert_eq!(c[0].len(), n as usize + 1);
    }
}
