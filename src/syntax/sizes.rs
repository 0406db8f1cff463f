//! Sizes, alignments and struct field offsets of types under a
//! [`DataLayout`], computed once per type.
//!
//! The rules are LLVM's `DataLayout` queries (`getTypeSizeInBits`,
//! `getTypeStoreSize`, `getTypeAllocSize`, `getABITypeAlign`,
//! `getPrefTypeAlign`, `getStructLayout`), which LangRef's "Data Layout"
//! section describes in prose:
//!
//! - a struct places each field at the next multiple of the field's ABI
//!   alignment (1 in a packed struct), then pads its size to the largest
//!   field alignment (1 in a packed struct). Its ABI alignment is 1 when
//!   packed, else the largest of the fields' and the `a:` specification's
//!   ABI alignment; its preferred alignment is the largest of the fields'
//!   ABI alignments and `a:`'s preferred one. Its alloc size rounds its size
//!   up to its ABI alignment (so `a:` can make the alloc size exceed the
//!   size, never the offsets);
//! - an array is its elements at their alloc size, aligned as its element;
//! - a vector's bit size is its elements' bit sizes packed (no padding); its
//!   alignment is the `v<size>` specification of exactly that size, or else
//!   its store size rounded up to a power of two.
//!
//! Every type is visited once ([`LayoutCache`]), with an explicit work list
//! rather than host recursion, so the cost is linear in the number of
//! distinct types whatever their nesting (a struct of 8 copies of a struct
//! of 8 copies ... is as cheap as a chain) and deep nesting cannot exhaust
//! the stack.

use std::sync::Arc;

use super::layout::DataLayout;
use super::types::{TypeId, TypeKind, TypeTable};

/// The size and alignment of one type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TypeSize {
    /// Whether the type has a size (LangRef: not `void`, `label`, a
    /// function, an opaque struct, or an aggregate holding one).
    pub sized: bool,
    /// The size of the value in bits (`getTypeSizeInBits`): `iN` is N bits,
    /// a vector packs its elements' bits, an aggregate is its size in bytes
    /// times 8 (without the padding `a:` may add).
    pub bits: u64,
    /// The stride between array elements (`getTypeAllocSize`), bytes.
    pub alloc: u64,
    /// ABI alignment in bytes.
    pub abi_align: u64,
    /// Preferred alignment in bytes.
    pub pref_align: u64,
}

impl TypeSize {
    /// The number of bytes a store writes (`getTypeStoreSize`).
    pub fn store(&self) -> u64 {
        self.bits.div_ceil(8)
    }

    const UNSIZED: TypeSize = TypeSize {
        sized: false,
        bits: 0,
        alloc: 0,
        abi_align: 1,
        pref_align: 1,
    };
}

/// Offsets of the fields of a struct.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StructLayout {
    /// Alloc size in bytes.
    pub size: u64,
    /// ABI alignment in bytes.
    pub align: u64,
    /// Offset of each field in bits from the start (a multiple of 8 except in
    /// the Explicitly Packed Structure).
    pub field_bit_offsets: Vec<u64>,
}

/// Where a type is in the computation.
#[derive(Clone, Debug)]
enum Slot {
    Todo,
    /// Its parts are being computed (a type met again in this state is
    /// recursive by value, which the verifier rejects; it counts as unsized).
    Busy,
    Done(TypeSize, Option<Arc<StructLayout>>),
}

/// The layout of every type asked about so far, each computed once. Keep one
/// for many queries over one type table and data layout.
#[derive(Clone, Debug, Default)]
pub struct LayoutCache {
    slots: Vec<Slot>,
}

impl LayoutCache {
    /// An empty cache.
    pub fn new() -> LayoutCache {
        LayoutCache::default()
    }

    /// The size and alignment of `ty`.
    pub fn size(&mut self, dl: &DataLayout, types: &TypeTable, ty: TypeId) -> TypeSize {
        self.compute(dl, types, ty);
        match &self.slots[ty.0 as usize] {
            Slot::Done(size, _) => *size,
            _ => TypeSize::UNSIZED,
        }
    }

    /// The field offsets of a struct type (of any kind); for other types a
    /// layout without fields.
    pub fn struct_layout(
        &mut self,
        dl: &DataLayout,
        types: &TypeTable,
        ty: TypeId,
    ) -> Arc<StructLayout> {
        self.compute(dl, types, ty);
        match &self.slots[ty.0 as usize] {
            Slot::Done(_, Some(layout)) => layout.clone(),
            Slot::Done(size, None) => Arc::new(StructLayout {
                size: size.alloc,
                align: size.abi_align,
                field_bit_offsets: Vec::new(),
            }),
            _ => Arc::new(StructLayout {
                size: 0,
                align: 1,
                field_bit_offsets: Vec::new(),
            }),
        }
    }

    fn slot(&mut self, ty: TypeId) -> &mut Slot {
        let i = ty.0 as usize;
        if i >= self.slots.len() {
            self.slots.resize(i + 1, Slot::Todo);
        }
        &mut self.slots[i]
    }

    fn done(&self, ty: TypeId) -> Option<TypeSize> {
        match self.slots.get(ty.0 as usize) {
            Some(Slot::Done(s, _)) => Some(*s),
            Some(Slot::Busy) => Some(TypeSize::UNSIZED),
            _ => None,
        }
    }

    /// Computes `ty` and every type it is made of, children first, with a
    /// work list instead of recursion.
    fn compute(&mut self, dl: &DataLayout, types: &TypeTable, ty: TypeId) {
        if !matches!(self.slot(ty), Slot::Todo) {
            return;
        }
        let mut work = vec![ty];
        while let Some(&t) = work.last() {
            match self.slot(t) {
                Slot::Done(..) => {
                    work.pop();
                    continue;
                }
                Slot::Busy => {}
                Slot::Todo => {
                    *self.slot(t) = Slot::Busy;
                    let pending: Vec<TypeId> = parts(types, t)
                        .iter()
                        .copied()
                        .filter(|p| matches!(self.slot(*p), Slot::Todo))
                        .collect();
                    if !pending.is_empty() {
                        work.extend(pending);
                        continue;
                    }
                }
            }
            // Every part is done (or recursive): compute `t` itself.
            let (size, layout) = self.own(dl, types, t);
            *self.slot(t) = Slot::Done(size, layout.map(Arc::new));
            work.pop();
        }
    }

    /// The layout of `ty` from its parts' layouts, which are computed.
    fn own(
        &self,
        dl: &DataLayout,
        types: &TypeTable,
        ty: TypeId,
    ) -> (TypeSize, Option<StructLayout>) {
        let part = |t: TypeId| self.done(t).unwrap_or(TypeSize::UNSIZED);
        let scalar = |bits: u64, abi: u64, pref: u64| TypeSize {
            sized: true,
            bits,
            alloc: bits.div_ceil(8).next_multiple_of(abi),
            abi_align: abi,
            pref_align: pref,
        };
        let size = match types.resolved(ty) {
            TypeKind::Int(w) => {
                let s = dl.int_spec(*w);
                scalar(*w as u64, s.abi, s.pref)
            }
            TypeKind::Float(k) => {
                let bits = k.bits() as u64;
                let (abi, pref) = match dl.float_spec(*k) {
                    Some(s) => (s.abi, s.pref),
                    None => {
                        let a = (bits / 8).next_power_of_two();
                        (a, a)
                    }
                };
                scalar(bits, abi, pref)
            }
            TypeKind::Ptr { addrspace } => {
                let p = dl.pointer(*addrspace);
                scalar(p.size_bits as u64, p.align.abi, p.align.pref)
            }
            TypeKind::X86Amx => scalar(8192, 64, 64),
            TypeKind::Vector { len, elem, .. } => {
                // A scalable vector with `vscale` fixed is laid out as LLVM
                // lays out `<vscale x N x T>`: `vscale` times the size of
                // `<N x T>`, with its alignment (see `TypeTable::fix_vscale`).
                let scale = types.scale_of(ty) as u64;
                let e = part(*elem);
                let bits = (*len as u64 / scale).saturating_mul(e.bits);
                let (abi, pref) = match dl.vector_spec(bits) {
                    Some(s) => (s.abi, s.pref),
                    None => {
                        let a = bits.div_ceil(8).max(1).next_power_of_two();
                        (a, a)
                    }
                };
                let min = scalar(bits, abi, pref);
                TypeSize {
                    sized: e.sized,
                    bits: bits.saturating_mul(scale),
                    alloc: min.alloc.saturating_mul(scale),
                    ..min
                }
            }
            TypeKind::Array { len, elem } => {
                let e = part(*elem);
                let alloc = len.saturating_mul(e.alloc);
                TypeSize {
                    sized: e.sized,
                    bits: alloc.saturating_mul(8),
                    alloc,
                    abi_align: e.abi_align,
                    pref_align: e.pref_align,
                }
            }
            TypeKind::Struct { fields, packed } => {
                let mut offset = 0u64;
                let mut align = 1u64;
                let mut sized = true;
                let mut offsets = Vec::with_capacity(fields.len());
                for f in fields {
                    let fs = part(*f);
                    sized &= fs.sized;
                    let a = if *packed { 1 } else { fs.abi_align };
                    align = align.max(a);
                    offset = offset.next_multiple_of(a);
                    offsets.push(offset.saturating_mul(8));
                    offset = offset.saturating_add(fs.alloc);
                }
                let size = offset.next_multiple_of(align);
                let abi = if *packed {
                    1
                } else {
                    align.max(dl.aggregate.abi)
                };
                let pref = align.max(dl.aggregate.pref);
                let alloc = size.next_multiple_of(abi);
                let layout = StructLayout {
                    size: alloc,
                    align: abi,
                    field_bit_offsets: offsets,
                };
                let size = TypeSize {
                    sized,
                    bits: size.saturating_mul(8),
                    alloc,
                    abi_align: abi,
                    pref_align: pref,
                };
                return (size, Some(layout));
            }
            TypeKind::BitStruct { fields } => {
                let mut bit = 0u64;
                let mut sized = true;
                let mut offsets = Vec::with_capacity(fields.len());
                for f in fields {
                    let fs = part(*f);
                    sized &= fs.sized;
                    offsets.push(bit);
                    bit = bit.saturating_add(packed_bits(types, *f, &fs));
                }
                // A verified structure covers whole bytes; otherwise the
                // last byte's remaining bits are implicit padding.
                let bytes = bit.div_ceil(8);
                let layout = StructLayout {
                    size: bytes,
                    align: 1,
                    field_bit_offsets: offsets,
                };
                let size = TypeSize {
                    sized,
                    bits: bytes.saturating_mul(8),
                    alloc: bytes,
                    abi_align: 1,
                    pref_align: dl.aggregate.pref,
                };
                return (size, Some(layout));
            }
            _ => TypeSize::UNSIZED,
        };
        (size, None)
    }
}

/// The types `ty` is laid out from.
fn parts(types: &TypeTable, ty: TypeId) -> &[TypeId] {
    match types.resolved(ty) {
        TypeKind::Vector { elem, .. } | TypeKind::Array { elem, .. } => std::slice::from_ref(elem),
        TypeKind::Struct { fields, .. } | TypeKind::BitStruct { fields } => fields,
        _ => &[],
    }
}

/// The number of bits a field of layout `size` occupies inside an
/// Explicitly Packed Structure: an integer its width, anything else its
/// alloc size (so an array keeps its byte stride, which `getelementptr` on a
/// pointer to it uses, and a nested structure its whole bytes).
pub fn packed_bits(types: &TypeTable, ty: TypeId, size: &TypeSize) -> u64 {
    match types.resolved(ty) {
        TypeKind::Int(w) => *w as u64,
        _ => size.alloc.saturating_mul(8),
    }
}
