//! The data layout (LangRef "Data Layout"): endianness, pointer sizes, and
//! the size and alignment of every type, including struct field offsets and
//! the bit-granular layout of the Explicitly Packed Structure.
//!
//! Sizes follow LLVM's three notions: the *bit size* of the value, the *store
//! size* (bit size rounded up to whole bytes) and the *alloc size* (store size
//! rounded up to the ABI alignment: the stride between array elements).
//!
//! The Explicitly Packed Structure `\{ T, ... }/` (value-wise-poison thesis,
//! section 4.3) places its fields at consecutive *bit* offsets:
//!
//! ```text
//!   \{ i3, i4, i1, [3 x i8] }/         (C: struct { unsigned a:3, b:4; })
//!   bit   0   3     7  8              32
//!         [a ][b   ][p][ padding ... ]
//! ```
//!
//! An `iN` field occupies exactly N bits; every other field occupies its
//! alloc size (whole bytes) and must start at a whole byte. There is no
//! implicit padding and the ABI alignment is 1, like `<{ }>`: the front end
//! writes the padding as fields and the alignment on its `alloca`, `load`
//! and `store`. The fields must cover a whole number of bytes; see
//! [`DataLayout::check_bit_struct`] for the rules a verifier enforces.

use super::sizes::{LayoutCache, StructLayout, TypeSize, packed_bits};
use super::types::{FloatKind, TypeId, TypeKind, TypeTable};

/// An alignment specification `<abi>:<pref>`, in bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AlignSpec {
    /// ABI alignment in bytes.
    pub abi: u64,
    /// Preferred alignment in bytes.
    pub pref: u64,
}

/// The layout of pointers of one address space.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PointerSpec {
    /// Address space.
    pub addrspace: u32,
    /// Size of the representation in bits.
    pub size_bits: u32,
    /// Alignment.
    pub align: AlignSpec,
    /// Index width (for `getelementptr` arithmetic and addresses) in bits.
    pub index_bits: u32,
}

/// A parsed `target datalayout` with LLVM's defaults for what it omits.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DataLayout {
    /// `E` (true) or `e` (false).
    pub big_endian: bool,
    /// `S<size>`: natural stack alignment in bytes (0 when unspecified).
    pub stack_align: u64,
    /// `P<as>`: program address space.
    pub program_addrspace: u32,
    /// `G<as>`: default globals address space.
    pub globals_addrspace: u32,
    /// `A<as>`: alloca address space.
    pub alloca_addrspace: u32,
    /// `m:<c>`: mangling style.
    pub mangling: Option<char>,
    /// `n<a>:<b>...`: native integer widths.
    pub native_ints: Vec<u32>,
    /// `p...` specifications, address space 0 always present.
    pub pointers: Vec<PointerSpec>,
    /// `i<size>:...` specifications by bit width, sorted.
    pub ints: Vec<(u32, AlignSpec)>,
    /// `f<size>:...` specifications by bit width, sorted.
    pub floats: Vec<(u32, AlignSpec)>,
    /// `v<size>:...` specifications by bit width, sorted.
    pub vectors: Vec<(u32, AlignSpec)>,
    /// `a:<abi>:<pref>`.
    pub aggregate: AlignSpec,
    /// `F<i|n><abi>`: function pointer alignment kind and bytes.
    pub function_ptr_align: Option<(char, u64)>,
}

fn spec(abi_bits: u64, pref_bits: u64) -> AlignSpec {
    AlignSpec {
        abi: (abi_bits / 8).max(1),
        pref: (pref_bits / 8).max(1),
    }
}

impl Default for DataLayout {
    /// LLVM's default layout (the list in LangRef "Data Layout").
    fn default() -> DataLayout {
        DataLayout {
            big_endian: false,
            stack_align: 0,
            program_addrspace: 0,
            globals_addrspace: 0,
            alloca_addrspace: 0,
            mangling: None,
            native_ints: Vec::new(),
            pointers: vec![PointerSpec {
                addrspace: 0,
                size_bits: 64,
                align: spec(64, 64),
                index_bits: 64,
            }],
            // LLVM 22's defaults: no `i1` entry, so `i1` takes the `i8`
            // specification (`i8:8:32` gives `i1` a preferred alignment of 4).
            ints: vec![
                (8, spec(8, 8)),
                (16, spec(16, 16)),
                (32, spec(32, 32)),
                (64, spec(32, 64)),
            ],
            floats: vec![
                (16, spec(16, 16)),
                (32, spec(32, 32)),
                (64, spec(64, 64)),
                (128, spec(128, 128)),
            ],
            vectors: vec![(64, spec(64, 64)), (128, spec(128, 128))],
            aggregate: spec(0, 64),
            function_ptr_align: None,
        }
    }
}

fn set_spec(list: &mut Vec<(u32, AlignSpec)>, bits: u32, s: AlignSpec) {
    match list.binary_search_by_key(&bits, |e| e.0) {
        Ok(i) => list[i].1 = s,
        Err(i) => list.insert(i, (bits, s)),
    }
}

fn num(text: &str, what: &str) -> Result<u64, String> {
    text.parse::<u64>()
        .map_err(|_| format!("invalid {what} '{text}' in data layout"))
}

fn align_bits(text: &str) -> Result<u64, String> {
    let v = num(text, "alignment")?;
    if v != 0 && (v % 8 != 0 || !(v / 8).is_power_of_two()) {
        return Err(format!(
            "alignment '{text}' in data layout is not a power of two times 8"
        ));
    }
    Ok(v)
}

/// Parses `<abi>[:<pref>]` from the parts after the size.
fn parse_align(parts: &[&str], what: &str) -> Result<AlignSpec, String> {
    let abi = align_bits(
        parts
            .first()
            .ok_or_else(|| format!("missing ABI alignment in '{what}'"))?,
    )?;
    let pref = match parts.get(1) {
        Some(p) => align_bits(p)?,
        None => abi,
    };
    if pref < abi {
        return Err(format!(
            "preferred alignment is smaller than ABI alignment in '{what}'"
        ));
    }
    Ok(spec(abi, pref))
}

impl DataLayout {
    /// Parses a layout string; the error says which specification is wrong.
    pub fn parse(text: &str) -> Result<DataLayout, String> {
        let mut dl = DataLayout::default();
        if text.is_empty() {
            return Ok(dl);
        }
        for item in text.split('-') {
            let Some(first) = item.chars().next() else {
                return Err("empty specification in data layout".into());
            };
            let rest = &item[1..];
            match first {
                'e' if rest.is_empty() => dl.big_endian = false,
                'E' if rest.is_empty() => dl.big_endian = true,
                // `s...` (the old stack-object alignment, e.g. `s0:64:64`):
                // LLVM ignores it whatever follows, so do we.
                's' => {}
                'S' => dl.stack_align = align_bits(rest)? / 8,
                'P' => dl.program_addrspace = num(rest, "address space")? as u32,
                'G' => dl.globals_addrspace = num(rest, "address space")? as u32,
                'A' => dl.alloca_addrspace = num(rest, "address space")? as u32,
                'm' => {
                    let c = rest.strip_prefix(':').and_then(|m| {
                        let mut cs = m.chars();
                        let c = cs.next()?;
                        cs.next().is_none().then_some(c)
                    });
                    match c {
                        Some(c) if "elmoxwa".contains(c) => dl.mangling = Some(c),
                        _ => return Err(format!("invalid mangling '{item}' in data layout")),
                    }
                }
                'n' if rest.starts_with('i') => {
                    // `ni:<as>...`: non-integral address spaces; no effect here.
                    for a in rest[1..].split(':').skip(1) {
                        num(a, "address space")?;
                    }
                }
                'n' => {
                    dl.native_ints = rest
                        .split(':')
                        .map(|s| num(s, "native integer width").map(|v| v as u32))
                        .collect::<Result<_, _>>()?;
                }
                'p' => {
                    let mut parts = rest.split(':');
                    let head = parts.next().unwrap_or("");
                    // Optional flags `u`/`e`, then an address space, then `(name)`.
                    let head = head.trim_start_matches(['u', 'e']);
                    let head = match head.find('(') {
                        Some(i) if head.ends_with(')') => &head[..i],
                        _ => head,
                    };
                    let addrspace = if head.is_empty() {
                        0
                    } else {
                        num(head, "address space")? as u32
                    };
                    let parts: Vec<&str> = parts.collect();
                    let size = num(
                        parts
                            .first()
                            .ok_or_else(|| format!("missing pointer size in '{item}'"))?,
                        "pointer size",
                    )?;
                    if size == 0 || size > 1 << 24 {
                        return Err(format!("invalid pointer size in '{item}'"));
                    }
                    let align = parse_align(&parts[1..], item)?;
                    let index_bits = match parts.get(3) {
                        Some(i) => num(i, "index size")?,
                        None => size,
                    };
                    if index_bits > size || index_bits == 0 {
                        return Err(format!("invalid index size in '{item}'"));
                    }
                    let p = PointerSpec {
                        addrspace,
                        size_bits: size as u32,
                        align,
                        index_bits: index_bits as u32,
                    };
                    match dl.pointers.iter_mut().find(|q| q.addrspace == addrspace) {
                        Some(q) => *q = p,
                        None => dl.pointers.push(p),
                    }
                }
                'i' | 'f' | 'v' => {
                    let parts: Vec<&str> = rest.split(':').collect();
                    let bits = num(parts[0], "size")?;
                    if bits == 0 || bits >= 1 << 24 {
                        return Err(format!("invalid size in '{item}'"));
                    }
                    let s = parse_align(&parts[1..], item)?;
                    if first == 'i' && bits == 8 && s.abi != 1 {
                        return Err("i8 must be 8-bit aligned in data layout".into());
                    }
                    let list = match first {
                        'i' => &mut dl.ints,
                        'f' => &mut dl.floats,
                        _ => &mut dl.vectors,
                    };
                    set_spec(list, bits as u32, s);
                }
                'a' => {
                    let parts: Vec<&str> = rest.trim_start_matches(':').split(':').collect();
                    let parts = if rest.starts_with(':') || rest.is_empty() {
                        parts
                    } else {
                        // `a0:0:64` (old form with a size) is accepted too.
                        parts[1..].to_vec()
                    };
                    dl.aggregate = parse_align(&parts, item)?;
                }
                'F' => {
                    let mut cs = rest.chars();
                    let kind = cs.next().filter(|c| *c == 'i' || *c == 'n');
                    let Some(kind) = kind else {
                        return Err(format!("invalid function pointer alignment '{item}'"));
                    };
                    dl.function_ptr_align = Some((kind, align_bits(cs.as_str())? / 8));
                }
                _ => return Err(format!("unknown specification '{item}' in data layout")),
            }
        }
        Ok(dl)
    }

    /// The pointer layout of an address space (that of address space 0 when
    /// the address space has none of its own).
    pub fn pointer(&self, addrspace: u32) -> PointerSpec {
        self.pointers
            .iter()
            .find(|p| p.addrspace == addrspace)
            .or_else(|| self.pointers.iter().find(|p| p.addrspace == 0))
            .copied()
            .unwrap_or(PointerSpec {
                addrspace,
                size_bits: 64,
                align: spec(64, 64),
                index_bits: 64,
            })
    }

    /// The ABI and preferred alignment of `iN` (LLVM's
    /// `getIntegerAlignment`): the specification of the smallest width at
    /// least N, or else of the largest width.
    pub fn int_spec(&self, w: u32) -> AlignSpec {
        self.ints
            .iter()
            .find(|(b, _)| *b >= w)
            .or(self.ints.last())
            .map_or(spec(8, 8), |e| e.1)
    }

    /// The `f<size>` specification of a floating-point format, if the
    /// layout has one of exactly its bit width (`bfloat` shares `f16`'s,
    /// `ppc_fp128` `f128`'s).
    pub fn float_spec(&self, k: FloatKind) -> Option<AlignSpec> {
        let bits = k.bits();
        self.floats.iter().find(|(b, _)| *b == bits).map(|e| e.1)
    }

    /// The `v<size>` specification of exactly `bits` bits, if any.
    pub fn vector_spec(&self, bits: u64) -> Option<AlignSpec> {
        self.vectors
            .iter()
            .find(|(b, _)| *b as u64 == bits)
            .map(|e| e.1)
    }

    /// The size and alignment of `ty`. Each call computes the layout of the
    /// types `ty` is made of once; for many queries keep a [`LayoutCache`].
    pub fn size_of(&self, types: &TypeTable, ty: TypeId) -> TypeSize {
        LayoutCache::new().size(self, types, ty)
    }

    /// Whether the type has a size (not void, label, function, opaque ...).
    pub fn is_sized(&self, types: &TypeTable, ty: TypeId) -> bool {
        self.size_of(types, ty).sized
    }

    /// The size of the value in bits (`getTypeSizeInBits`): `iN` is N bits, a
    /// vector packs its elements' bits, aggregates are their size in bytes.
    pub fn bit_size(&self, types: &TypeTable, ty: TypeId) -> u64 {
        self.size_of(types, ty).bits
    }

    /// The number of bytes a store of the type writes (`getTypeStoreSize`).
    pub fn store_size(&self, types: &TypeTable, ty: TypeId) -> u64 {
        self.size_of(types, ty).store()
    }

    /// The stride of the type in arrays and `getelementptr`
    /// (`getTypeAllocSize`).
    pub fn alloc_size(&self, types: &TypeTable, ty: TypeId) -> u64 {
        self.size_of(types, ty).alloc
    }

    /// The ABI alignment in bytes.
    pub fn abi_align(&self, types: &TypeTable, ty: TypeId) -> u64 {
        self.size_of(types, ty).abi_align
    }

    /// The preferred alignment in bytes.
    pub fn pref_align(&self, types: &TypeTable, ty: TypeId) -> u64 {
        self.size_of(types, ty).pref_align
    }

    /// The layout of a struct (of any kind): field offsets, size, alignment.
    /// For other types the result has no fields.
    pub fn struct_layout(&self, types: &TypeTable, ty: TypeId) -> StructLayout {
        (*LayoutCache::new().struct_layout(self, types, ty)).clone()
    }

    /// The number of bits a field occupies inside an Explicitly Packed
    /// Structure: an integer its width, anything else its alloc size (so an
    /// array keeps its byte stride, which `getelementptr` on a pointer to it
    /// uses, and a nested structure its whole bytes).
    pub fn packed_bits(&self, types: &TypeTable, ty: TypeId) -> u64 {
        packed_bits(types, ty, &self.size_of(types, ty))
    }

    /// Checks the well-formedness rules of an Explicitly Packed Structure
    /// (and of those nested in it); other types pass. The rules: every
    /// field has a size; a field that is not an integer starts at a whole
    /// byte; the fields cover a whole number of bytes (all padding is
    /// explicit, thesis section 3.2.3: "the last 1-bit word corresponds to
    /// padding so that the final size ... is a multiple of 8 bits"). The
    /// error says which rule and which field.
    pub fn check_bit_struct(&self, types: &TypeTable, ty: TypeId) -> Result<(), String> {
        self.check_bit_structs(types, ty, &mut LayoutCache::new(), &mut Vec::new())
    }

    /// [`DataLayout::check_bit_struct`] with a cache to share and the types
    /// already checked (by index: `true` once checked), so that checking
    /// every type of a module visits each type once.
    pub fn check_bit_structs(
        &self,
        types: &TypeTable,
        ty: TypeId,
        cache: &mut LayoutCache,
        checked: &mut Vec<bool>,
    ) -> Result<(), String> {
        let mut work = vec![ty];
        while let Some(t) = work.pop() {
            let i = t.0 as usize;
            if i >= checked.len() {
                checked.resize(i + 1, false);
            }
            if std::mem::replace(&mut checked[i], true) {
                continue;
            }
            match types.resolved(t) {
                TypeKind::BitStruct { fields } => {
                    self.check_bit_struct_fields(types, fields, cache)?;
                    work.extend(fields.iter().rev());
                }
                TypeKind::Array { elem, .. } | TypeKind::Vector { elem, .. } => work.push(*elem),
                TypeKind::Struct { fields, .. } => work.extend(fields.iter().rev()),
                _ => {}
            }
        }
        Ok(())
    }

    /// The rules of [`DataLayout::check_bit_struct`] for the fields of one
    /// Explicitly Packed Structure (not those nested in it).
    fn check_bit_struct_fields(
        &self,
        types: &TypeTable,
        fields: &[TypeId],
        cache: &mut LayoutCache,
    ) -> Result<(), String> {
        let mut bit = 0u64;
        for (i, f) in fields.iter().enumerate() {
            let size = cache.size(self, types, *f);
            if !size.sized {
                return Err(format!(
                    "field {i} of an Explicitly Packed Structure has no size"
                ));
            }
            let is_int = matches!(types.resolved(*f), TypeKind::Int(_));
            if !is_int && !bit.is_multiple_of(8) {
                return Err(format!(
                    "field {i} of an Explicitly Packed Structure starts at bit {bit}, inside \
                     a byte: only integer fields may start inside a byte"
                ));
            }
            bit = bit.saturating_add(packed_bits(types, *f, &size));
        }
        if !bit.is_multiple_of(8) {
            return Err(format!(
                "the fields of an Explicitly Packed Structure cover {bit} bit{}, not a whole \
                 number of bytes: add an explicit i{} padding field",
                if bit == 1 { "" } else { "s" },
                8 - bit % 8
            ));
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const X86_64: &str =
        "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128";

    #[test]
    fn x86_64_layout_sizes_and_alignments() {
        let dl = DataLayout::parse(X86_64).unwrap();
        let mut t = TypeTable::new();
        let i1 = t.int(1);
        let i64 = t.int(64);
        let i128 = t.int(128);
        let i65 = t.int(65);
        let i24 = t.int(24);
        let f80 = t.intern(TypeKind::Float(FloatKind::X86Fp80));
        let p = t.ptr();
        assert_eq!(dl.alloc_size(&t, i1), 1);
        assert_eq!(dl.abi_align(&t, i64), 8);
        assert_eq!(dl.abi_align(&t, i128), 16);
        assert_eq!(dl.alloc_size(&t, i65), 16);
        assert_eq!(dl.store_size(&t, i24), 3);
        assert_eq!(dl.alloc_size(&t, i24), 4);
        assert_eq!(dl.store_size(&t, f80), 10);
        assert_eq!(dl.alloc_size(&t, f80), 16);
        assert_eq!(dl.alloc_size(&t, p), 8);
        assert_eq!(dl.stack_align, 16);
        let p270 = t.intern(TypeKind::Ptr { addrspace: 270 });
        assert_eq!(dl.alloc_size(&t, p270), 4);
    }

    #[test]
    fn struct_layouts() {
        let dl = DataLayout::parse(X86_64).unwrap();
        let mut t = TypeTable::new();
        let i8 = t.int(8);
        let i32 = t.int(32);
        let f64 = t.intern(TypeKind::Float(FloatKind::Double));
        let s = t.intern(TypeKind::Struct {
            fields: vec![i8, i32, f64],
            packed: false,
        });
        let l = dl.struct_layout(&t, s);
        assert_eq!(l.field_bit_offsets, vec![0, 32, 64]);
        assert_eq!((l.size, l.align), (16, 8));
        let ps = t.intern(TypeKind::Struct {
            fields: vec![i8, i32],
            packed: true,
        });
        assert_eq!(dl.alloc_size(&t, ps), 5);
        let i3 = t.int(3);
        let i4 = t.int(4);
        let i1 = t.int(1);
        let a3 = t.intern(TypeKind::Array { len: 3, elem: i8 });
        let bs = t.intern(TypeKind::BitStruct {
            fields: vec![i3, i4, i1, a3],
        });
        let l = dl.struct_layout(&t, bs);
        assert_eq!(l.field_bit_offsets, vec![0, 3, 7, 8]);
        assert_eq!(l.size, 4);
    }

    #[test]
    fn bit_struct_fields_at_bit_offsets() {
        let dl = DataLayout::parse(X86_64).unwrap();
        let mut t = TypeTable::new();
        let (i2, i4, i8, i15, i65) = (t.int(2), t.int(4), t.int(8), t.int(15), t.int(65));
        let f64 = t.intern(TypeKind::Float(FloatKind::Double));
        // struct { char c:2; int i:2; }: \{ i2, i2, i4, [3 x i8] }/
        let a3 = t.intern(TypeKind::Array { len: 3, elem: i8 });
        let s2 = t.intern(TypeKind::BitStruct {
            fields: vec![i2, i2, i4, a3],
        });
        let l = dl.struct_layout(&t, s2);
        assert_eq!(l.field_bit_offsets, vec![0, 2, 4, 8]);
        assert_eq!((l.size, l.align), (4, 1));
        assert_eq!(dl.abi_align(&t, s2), 1);
        assert_eq!(dl.bit_size(&t, s2), 32);
        // Wide and odd widths pack too; a double after them is byte-sized.
        let wide = t.intern(TypeKind::BitStruct {
            fields: vec![i65, i15, f64],
        });
        let l = dl.struct_layout(&t, wide);
        assert_eq!(l.field_bit_offsets, vec![0, 65, 80]);
        assert_eq!(l.size, 18);
        // An array of sub-byte integers keeps its byte stride inside.
        let a2i4 = t.intern(TypeKind::Array { len: 2, elem: i4 });
        let with_array = t.intern(TypeKind::BitStruct {
            fields: vec![i4, i4, a2i4],
        });
        assert_eq!(dl.packed_bits(&t, a2i4), 16);
        assert_eq!(dl.struct_layout(&t, with_array).size, 3);
        // A nested structure occupies its whole bytes.
        let nested = t.intern(TypeKind::BitStruct {
            fields: vec![s2, i8],
        });
        let l = dl.struct_layout(&t, nested);
        assert_eq!((l.field_bit_offsets.clone(), l.size), (vec![0, 32], 5));
        // An array of them is strided by their size (alignment 1).
        let arr = t.intern(TypeKind::Array { len: 3, elem: s2 });
        assert_eq!(dl.alloc_size(&t, arr), 12);
        // Inside an ordinary struct it is byte-aligned.
        let outer = t.intern(TypeKind::Struct {
            fields: vec![i8, s2],
            packed: false,
        });
        assert_eq!(dl.struct_layout(&t, outer).field_bit_offsets, vec![0, 8]);
    }

    #[test]
    fn bit_struct_rules() {
        let dl = DataLayout::parse(X86_64).unwrap();
        let mut t = TypeTable::new();
        let (i1, i3, i4, i5, i8) = (t.int(1), t.int(3), t.int(4), t.int(5), t.int(8));
        let a3 = t.intern(TypeKind::Array { len: 3, elem: i8 });
        let good = t.intern(TypeKind::BitStruct {
            fields: vec![i3, i4, i1, a3],
        });
        assert_eq!(dl.check_bit_struct(&t, good), Ok(()));
        // 3 + 4 bits: not a whole byte; the message names the missing padding.
        let short = t.intern(TypeKind::BitStruct {
            fields: vec![i3, i4],
        });
        let e = dl.check_bit_struct(&t, short).unwrap_err();
        assert!(
            e.contains("cover 7 bits") && e.contains("i1 padding"),
            "{e}"
        );
        // The implicit padding of an unverified one: the size rounds up.
        assert_eq!(dl.struct_layout(&t, short).size, 1);
        // An array inside a byte.
        let mid = t.intern(TypeKind::BitStruct {
            fields: vec![i3, a3, i5],
        });
        let e = dl.check_bit_struct(&t, mid).unwrap_err();
        assert!(e.contains("field 1") && e.contains("bit 3"), "{e}");
        // Nested and in arrays and ordinary structs: checked too.
        let arr = t.intern(TypeKind::Array {
            len: 2,
            elem: short,
        });
        assert!(dl.check_bit_struct(&t, arr).is_err());
        let outer = t.intern(TypeKind::Struct {
            fields: vec![i8, short],
            packed: false,
        });
        assert!(dl.check_bit_struct(&t, outer).is_err());
        let nested = t.intern(TypeKind::BitStruct {
            fields: vec![good, short, i1],
        });
        assert!(dl.check_bit_struct(&t, nested).is_err());
        // Opaque fields have no size.
        let opaque = t.named("opaque");
        let with_opaque = t.intern(TypeKind::BitStruct {
            fields: vec![i8, opaque],
        });
        let e = dl.check_bit_struct(&t, with_opaque).unwrap_err();
        assert!(e.contains("field 1") && e.contains("no size"), "{e}");
        // Widths 1 and 65 add up to whole bytes with explicit padding.
        let i65 = t.int(65);
        let i6 = t.int(6);
        let odd = t.intern(TypeKind::BitStruct {
            fields: vec![i1, i65, i6],
        });
        assert_eq!(dl.check_bit_struct(&t, odd), Ok(()));
        assert_eq!(dl.struct_layout(&t, odd).size, 9);
        // Other types pass.
        assert_eq!(dl.check_bit_struct(&t, i8), Ok(()));
    }

    #[test]
    fn vectors_and_defaults() {
        let dl = DataLayout::default();
        let mut t = TypeTable::new();
        let i1 = t.int(1);
        let v8i1 = t.intern(TypeKind::Vector {
            len: 8,
            scalable: false,
            elem: i1,
        });
        assert_eq!(dl.bit_size(&t, v8i1), 8);
        assert_eq!(dl.store_size(&t, v8i1), 1);
        let i32 = t.int(32);
        let v3 = t.intern(TypeKind::Vector {
            len: 3,
            scalable: false,
            elem: i32,
        });
        assert_eq!(dl.store_size(&t, v3), 12);
        assert_eq!(dl.abi_align(&t, v3), 16);
        assert_eq!(dl.alloc_size(&t, v3), 16);
        let i64 = t.int(64);
        assert_eq!(dl.abi_align(&t, i64), 4);
        assert_eq!(dl.pref_align(&t, i64), 8);
    }

    #[test]
    fn errors_name_the_specification() {
        assert!(DataLayout::parse("e-i8:16").unwrap_err().contains("i8"));
        assert!(DataLayout::parse("e-q32").unwrap_err().contains("q32"));
        assert!(DataLayout::parse("e-p:64:12").is_err());
        assert!(DataLayout::parse("E-p:32:32").unwrap().big_endian);
    }
}
