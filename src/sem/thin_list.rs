//! A list that takes one pointer's room while it has never held anything:
//! for the parts of a frame that almost every frame leaves empty (its
//! resolved registers, its register file's values on the side), so that a
//! frame stays small enough to be written in place when it is pushed
//! (decision 0054).

use std::ops::{Deref, DerefMut};

/// A vector behind a box allocated by the first push: 8 bytes, not 24,
/// while empty; read and changed as a slice.
#[derive(Clone, Debug, PartialEq)]
// The box is the point: `Option<Box<_>>` is one pointer, a `Vec` three.
#[allow(clippy::box_collection)]
pub struct ThinList<T>(Option<Box<Vec<T>>>);

impl<T> Default for ThinList<T> {
    fn default() -> ThinList<T> {
        ThinList(None)
    }
}

impl<T> ThinList<T> {
    /// An empty list, owning nothing.
    pub const fn new() -> ThinList<T> {
        ThinList(None)
    }

    /// Whether the list owns host memory (has ever held an element since
    /// it was made or released).
    #[inline(always)]
    pub fn owns_memory(&self) -> bool {
        self.0.is_some()
    }

    /// The vector, made on first use.
    fn vec_mut(&mut self) -> &mut Vec<T> {
        self.0.get_or_insert_with(Box::default)
    }

    /// Appends `v`.
    pub fn push(&mut self, v: T) {
        self.vec_mut().push(v);
    }

    /// Keeps the elements `keep` accepts, in order.
    pub fn retain(&mut self, keep: impl FnMut(&T) -> bool) {
        if let Some(v) = &mut self.0 {
            v.retain(keep);
        }
    }

    /// Keeps the first `n` elements.
    #[inline(always)]
    pub fn truncate(&mut self, n: usize) {
        if let Some(v) = &mut self.0 {
            v.truncate(n);
        }
    }

    /// Grows or shrinks to `n` elements, new ones made by `f`.
    pub fn resize_with(&mut self, n: usize, f: impl FnMut() -> T) {
        self.vec_mut().resize_with(n, f);
    }
}

impl<T> Deref for ThinList<T> {
    type Target = [T];
    #[inline(always)]
    fn deref(&self) -> &[T] {
        match &self.0 {
            Some(v) => v,
            None => &[],
        }
    }
}

impl<T> DerefMut for ThinList<T> {
    #[inline(always)]
    fn deref_mut(&mut self) -> &mut [T] {
        match &mut self.0 {
            Some(v) => v,
            None => &mut [],
        }
    }
}

impl<'a, T> IntoIterator for &'a ThinList<T> {
    type Item = &'a T;
    type IntoIter = std::slice::Iter<'a, T>;
    fn into_iter(self) -> std::slice::Iter<'a, T> {
        self.iter()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_thin_list_is_one_pointer() {
        assert_eq!(std::mem::size_of::<ThinList<(u64, u64)>>(), 8);
    }

    #[test]
    fn empty_until_pushed_then_a_vector() {
        let mut l: ThinList<u32> = ThinList::new();
        assert!(l.is_empty() && !l.owns_memory());
        l.truncate(0);
        l.retain(|_| true);
        assert!(!l.owns_memory(), "truncate and retain make nothing");
        l.push(3);
        l.push(4);
        l.push(5);
        assert!(l.owns_memory());
        assert_eq!(&*l, &[3, 4, 5]);
        l.retain(|x| *x != 4);
        assert_eq!(&*l, &[3, 5]);
        l[1] = 7;
        assert_eq!(l.iter().copied().collect::<Vec<_>>(), vec![3, 7]);
        l.truncate(1);
        assert_eq!(l.len(), 1);
        l.resize_with(3, || 9);
        assert_eq!(&*l, &[3, 9, 9]);
        let c = l.clone();
        l[0] = 0;
        assert_eq!(&*c, &[3, 9, 9], "a clone is its own");
    }
}
