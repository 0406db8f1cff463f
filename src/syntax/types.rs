//! LLVM types, interned: a module owns one [`TypeTable`] and everything else
//! refers to types by [`TypeId`], so type equality is id equality.
//!
//! Literal types (integers, pointers, vectors, arrays, literal structs,
//! functions) are structural: the same shape gets the same id. Identified
//! (named) struct types are nominal: each `%name` is its own type, whose body
//! is set once (or never, for an opaque type).

use std::collections::HashMap;

/// A type of the module's [`TypeTable`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TypeId(pub u32);

/// The floating-point formats of LangRef's "Floating-Point Types".
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FloatKind {
    /// `half`: IEEE binary16.
    Half,
    /// `bfloat`: brain float, 8-bit exponent and 7-bit mantissa.
    BFloat,
    /// `float`: IEEE binary32.
    Float,
    /// `double`: IEEE binary64.
    Double,
    /// `x86_fp80`: the x87 80-bit extended format.
    X86Fp80,
    /// `fp128`: IEEE binary128.
    Fp128,
    /// `ppc_fp128`: a pair of doubles (parsed; not executed).
    PpcFp128,
}

impl FloatKind {
    /// Every format, in LangRef's order.
    pub const ALL: [FloatKind; 7] = [
        FloatKind::Half,
        FloatKind::BFloat,
        FloatKind::Float,
        FloatKind::Double,
        FloatKind::X86Fp80,
        FloatKind::Fp128,
        FloatKind::PpcFp128,
    ];

    /// The keyword that names this format in `.ll` text.
    pub fn keyword(self) -> &'static str {
        match self {
            FloatKind::Half => "half",
            FloatKind::BFloat => "bfloat",
            FloatKind::Float => "float",
            FloatKind::Double => "double",
            FloatKind::X86Fp80 => "x86_fp80",
            FloatKind::Fp128 => "fp128",
            FloatKind::PpcFp128 => "ppc_fp128",
        }
    }

    /// Number of bits of the value (not of its storage).
    pub fn bits(self) -> u32 {
        match self {
            FloatKind::Half | FloatKind::BFloat => 16,
            FloatKind::Float => 32,
            FloatKind::Double => 64,
            FloatKind::X86Fp80 => 80,
            FloatKind::Fp128 | FloatKind::PpcFp128 => 128,
        }
    }
}

/// The shape of a type.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum TypeKind {
    /// `void`.
    Void,
    /// `label`: the type of basic blocks.
    Label,
    /// `metadata`.
    Metadata,
    /// `token`.
    Token,
    /// `x86_amx` (parsed; not executed).
    X86Amx,
    /// `iN`, 1 ≤ N ≤ 2^23.
    Int(u32),
    /// A floating-point type.
    Float(FloatKind),
    /// `ptr` or `ptr addrspace(N)`.
    Ptr {
        /// The address space, 0 by default.
        addrspace: u32,
    },
    /// `<N x T>` or `<vscale x N x T>`.
    Vector {
        /// Element count (the minimum count when scalable).
        len: u32,
        /// Whether the length is multiplied by `vscale`.
        scalable: bool,
        /// Element type.
        elem: TypeId,
    },
    /// `[N x T]`.
    Array {
        /// Element count.
        len: u64,
        /// Element type.
        elem: TypeId,
    },
    /// A literal struct `{ T, ... }` or packed `<{ T, ... }>`.
    Struct {
        /// Field types in order.
        fields: Vec<TypeId>,
        /// Whether written `<{ }>` (no padding, alignment 1).
        packed: bool,
    },
    /// The Explicitly Packed Structure `\{ T, ... }/` of the value-wise-poison
    /// thesis (section 4.3): fields laid out bit by bit with no implicit
    /// padding.
    BitStruct {
        /// Field types in order.
        fields: Vec<TypeId>,
    },
    /// An identified struct type `%name`; its body is in the table's named
    /// type list at this index.
    Named(u32),
    /// A function type `R (P, ...)`.
    Function {
        /// Return type.
        ret: TypeId,
        /// Parameter types.
        params: Vec<TypeId>,
        /// Whether the function takes variable arguments (`...`).
        varargs: bool,
    },
    /// A target extension type `target("name", T..., N...)`.
    TargetExt {
        /// The target's name for the type.
        name: String,
        /// Type parameters.
        types: Vec<TypeId>,
        /// Integer parameters.
        ints: Vec<u32>,
    },
}

/// An identified struct type: its name and, once known, its body.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NamedType {
    /// The name without `%` (a number for `%0 = type ...`).
    pub name: String,
    /// The body: a literal `Struct` or `BitStruct` type; `None` while opaque.
    pub body: Option<TypeId>,
}

/// All types of a module.
#[derive(Clone, Debug, Default)]
pub struct TypeTable {
    kinds: Vec<TypeKind>,
    ids: HashMap<TypeKind, TypeId>,
    named: Vec<NamedType>,
    named_ids: HashMap<String, u32>,
    /// The `vscale` every scalable vector was fixed to (see
    /// [`TypeTable::fix_vscale`]); `None` while they are scalable.
    vscale: Option<u32>,
    /// The ids [`TypeTable::fix_vscale`] turned from scalable to fixed, in
    /// increasing order.
    scaled: Vec<TypeId>,
}

impl PartialEq for TypeTable {
    fn eq(&self, other: &TypeTable) -> bool {
        self.kinds == other.kinds && self.named == other.named && self.vscale == other.vscale
    }
}

impl Eq for TypeTable {}

impl TypeTable {
    /// An empty table.
    pub fn new() -> TypeTable {
        TypeTable::default()
    }

    /// The id of the type with this shape, adding it if new.
    pub fn intern(&mut self, kind: TypeKind) -> TypeId {
        if let Some(&id) = self.ids.get(&kind) {
            return id;
        }
        let id = TypeId(self.kinds.len() as u32);
        self.kinds.push(kind.clone());
        self.ids.insert(kind, id);
        id
    }

    /// The id of the type with this shape, if the table has it.
    pub fn find(&self, kind: &TypeKind) -> Option<TypeId> {
        self.ids.get(kind).copied()
    }

    /// The shape of a type.
    pub fn kind(&self, ty: TypeId) -> &TypeKind {
        &self.kinds[ty.0 as usize]
    }

    /// The shape of a type with identified structs replaced by their body
    /// (an opaque struct stays `Named`).
    pub fn resolved(&self, ty: TypeId) -> &TypeKind {
        match self.kind(ty) {
            TypeKind::Named(n) => match self.named[*n as usize].body {
                Some(body) => self.kind(body),
                None => self.kind(ty),
            },
            kind => kind,
        }
    }

    /// The identified struct type called `name`, creating it (opaque) if new.
    pub fn named(&mut self, name: &str) -> TypeId {
        let n = match self.named_ids.get(name) {
            Some(&n) => n,
            None => {
                let n = self.named.len() as u32;
                self.named.push(NamedType {
                    name: name.to_string(),
                    body: None,
                });
                self.named_ids.insert(name.to_string(), n);
                n
            }
        };
        self.intern(TypeKind::Named(n))
    }

    /// Sets the body of identified struct number `n`.
    pub fn set_body(&mut self, n: u32, body: TypeId) {
        self.named[n as usize].body = Some(body);
    }

    /// The identified struct types, in order of first mention.
    pub fn named_types(&self) -> &[NamedType] {
        &self.named
    }

    /// Number of types in the table; ids are `0..len()`.
    pub fn len(&self) -> usize {
        self.kinds.len()
    }

    /// Whether the table has no types.
    pub fn is_empty(&self) -> bool {
        self.kinds.is_empty()
    }

    /// `void`.
    pub fn void(&mut self) -> TypeId {
        self.intern(TypeKind::Void)
    }

    /// `iN`.
    pub fn int(&mut self, width: u32) -> TypeId {
        self.intern(TypeKind::Int(width))
    }

    /// `ptr` in address space 0.
    pub fn ptr(&mut self) -> TypeId {
        self.intern(TypeKind::Ptr { addrspace: 0 })
    }

    /// The integer width of `iN` (not of vectors of it).
    pub fn int_width(&self, ty: TypeId) -> Option<u32> {
        match self.kind(ty) {
            TypeKind::Int(w) => Some(*w),
            _ => None,
        }
    }

    /// The element type of a vector, or the type itself for a scalar.
    pub fn scalar(&self, ty: TypeId) -> TypeId {
        match self.kind(ty) {
            TypeKind::Vector { elem, .. } => *elem,
            _ => ty,
        }
    }

    /// The same shape as `like` (scalar or vector of the same length) with
    /// `scalar` as element type: `i1` for `<4 x i32>` gives `<4 x i1>`.
    pub fn with_scalar(&mut self, like: TypeId, scalar: TypeId) -> TypeId {
        match self.kind(like).clone() {
            TypeKind::Vector { len, scalable, .. } => self.intern(TypeKind::Vector {
                len,
                scalable,
                elem: scalar,
            }),
            _ => scalar,
        }
    }

    /// Whether `ty` is `iN` or a vector of `iN`.
    pub fn is_int_or_int_vector(&self, ty: TypeId) -> bool {
        matches!(self.kind(self.scalar(ty)), TypeKind::Int(_))
    }

    /// Whether `ty` is a floating-point type or a vector of one.
    pub fn is_float_or_float_vector(&self, ty: TypeId) -> bool {
        matches!(self.kind(self.scalar(ty)), TypeKind::Float(_))
    }

    /// Whether `ty` is `ptr` or a vector of `ptr`.
    pub fn is_ptr_or_ptr_vector(&self, ty: TypeId) -> bool {
        matches!(self.kind(self.scalar(ty)), TypeKind::Ptr { .. })
    }

    /// Whether `ty` is first class (can be an instruction's result).
    pub fn is_first_class(&self, ty: TypeId) -> bool {
        !matches!(
            self.kind(ty),
            TypeKind::Void | TypeKind::Function { .. } | TypeKind::Label | TypeKind::Metadata
        ) && !self.is_opaque(ty)
    }

    /// Whether `ty` is an identified struct without a body.
    pub fn is_opaque(&self, ty: TypeId) -> bool {
        matches!(self.kind(ty), TypeKind::Named(n) if self.named[*n as usize].body.is_none())
    }

    /// Whether `ty` is an array or struct (of any kind).
    pub fn is_aggregate(&self, ty: TypeId) -> bool {
        matches!(
            self.resolved(ty),
            TypeKind::Array { .. } | TypeKind::Struct { .. } | TypeKind::BitStruct { .. }
        )
    }

    /// The type at `index` inside an aggregate or vector (field of a struct,
    /// element of an array or vector); `None` if out of range or not an
    /// aggregate.
    pub fn element(&self, ty: TypeId, index: u64) -> Option<TypeId> {
        match self.resolved(ty) {
            TypeKind::Array { len, elem } => (index < *len).then_some(*elem),
            TypeKind::Vector { len, elem, .. } => (index < *len as u64).then_some(*elem),
            TypeKind::Struct { fields, .. } | TypeKind::BitStruct { fields } => {
                fields.get(index as usize).copied()
            }
            _ => None,
        }
    }

    /// The signature parts of a function type.
    pub fn function_parts(&self, ty: TypeId) -> Option<(TypeId, &[TypeId], bool)> {
        match self.kind(ty) {
            TypeKind::Function {
                ret,
                params,
                varargs,
            } => Some((*ret, params, *varargs)),
            _ => None,
        }
    }

    /// Whether some type of the table is a scalable vector.
    pub fn has_scalable(&self) -> bool {
        self.kinds
            .iter()
            .any(|k| matches!(k, TypeKind::Vector { scalable: true, .. }))
    }

    /// Fixes `vscale` for a run (LangRef "Vector Type": "the same
    /// hardware-dependent constant for all scalable vectors at run time"):
    /// every `<vscale x N x T>` becomes `<(N·vscale) x T>` under the same
    /// id, so layouts, loads, stores and every vector operation see a fixed
    /// vector. Types still print as written (`<vscale x 4 x i32>`, see
    /// [`Self::write`]). Fails if a length would not fit in 32 bits.
    pub fn fix_vscale(&mut self, vscale: u32) -> Result<(), String> {
        for (i, kind) in self.kinds.iter_mut().enumerate() {
            if let TypeKind::Vector {
                len,
                scalable: scalable @ true,
                ..
            } = kind
            {
                *len = len.checked_mul(vscale).ok_or_else(|| {
                    format!("vscale {vscale} makes a vector of more than 2^32 elements")
                })?;
                *scalable = false;
                self.scaled.push(TypeId(i as u32));
            }
        }
        // Two ids may now have one shape: a type written fixed keeps it for
        // lookups, so that a fixed vector found by shape prints fixed.
        self.ids.clear();
        let (scaled, written): (Vec<_>, Vec<_>) = (0..self.kinds.len() as u32)
            .map(TypeId)
            .partition(|&id| self.was_scalable(id));
        for id in written.into_iter().chain(scaled) {
            let kind = self.kinds[id.0 as usize].clone();
            self.ids.entry(kind).or_insert(id);
        }
        self.vscale = Some(vscale);
        Ok(())
    }

    /// The `vscale` fixed by [`TypeTable::fix_vscale`], if any.
    pub fn vscale(&self) -> Option<u32> {
        self.vscale
    }

    /// Whether `ty` was written `<vscale x N x T>` and
    /// [`Self::fix_vscale`] fixed it.
    pub fn was_scalable(&self, ty: TypeId) -> bool {
        self.scaled.binary_search(&ty).is_ok()
    }

    /// The factor a length or index written for `ty` is scaled by at run
    /// time: the fixed `vscale` for a type written `<vscale x N x T>`, 1
    /// for any other.
    pub fn scale_of(&self, ty: TypeId) -> u32 {
        match self.vscale {
            Some(v) if self.was_scalable(ty) => v,
            _ => 1,
        }
    }

    /// The vector length of a (fixed or scalable) vector type.
    pub fn vector_len(&self, ty: TypeId) -> Option<u32> {
        match self.kind(ty) {
            TypeKind::Vector { len, .. } => Some(*len),
            _ => None,
        }
    }

    /// The type written as LLVM text, as the module wrote it: a scalable
    /// vector prints `<vscale x 4 x i32>` also once [`Self::fix_vscale`]
    /// has fixed its length.
    pub fn display(&self, ty: TypeId) -> String {
        let mut s = String::new();
        self.write(ty, &mut s);
        s
    }

    /// Appends the type written as LLVM text to `out` (what [`Self::display`]
    /// returns), so that writers of nested values stay linear in their output.
    pub fn write(&self, ty: TypeId, out: &mut String) {
        use std::fmt::Write;
        match self.kind(ty) {
            TypeKind::Void => out.push_str("void"),
            TypeKind::Label => out.push_str("label"),
            TypeKind::Metadata => out.push_str("metadata"),
            TypeKind::Token => out.push_str("token"),
            TypeKind::X86Amx => out.push_str("x86_amx"),
            TypeKind::Int(w) => {
                let _ = write!(out, "i{w}");
            }
            TypeKind::Float(k) => out.push_str(k.keyword()),
            TypeKind::Ptr { addrspace: 0 } => out.push_str("ptr"),
            TypeKind::Ptr { addrspace } => {
                let _ = write!(out, "ptr addrspace({addrspace})");
            }
            TypeKind::Vector {
                len,
                scalable,
                elem,
            } => {
                out.push('<');
                if *scalable || self.was_scalable(ty) {
                    out.push_str("vscale x ");
                }
                let _ = write!(out, "{} x ", len / self.scale_of(ty));
                self.write(*elem, out);
                out.push('>');
            }
            TypeKind::Array { len, elem } => {
                let _ = write!(out, "[{len} x ");
                self.write(*elem, out);
                out.push(']');
            }
            TypeKind::Struct { fields, packed } => {
                if fields.is_empty() {
                    out.push_str(if *packed { "<{}>" } else { "{}" });
                    return;
                }
                out.push_str(if *packed { "<{ " } else { "{ " });
                self.write_list(fields, out);
                out.push_str(if *packed { " }>" } else { " }" });
            }
            TypeKind::BitStruct { fields } => {
                out.push_str("\\{ ");
                self.write_list(fields, out);
                out.push_str(" }/");
            }
            TypeKind::Named(n) => {
                out.push('%');
                out.push_str(&quote_name(&self.named[*n as usize].name));
            }
            TypeKind::Function {
                ret,
                params,
                varargs,
            } => {
                self.write(*ret, out);
                out.push_str(" (");
                self.write_list(params, out);
                if *varargs {
                    out.push_str(if params.is_empty() { "..." } else { ", ..." });
                }
                out.push(')');
            }
            TypeKind::TargetExt { name, types, ints } => {
                let _ = write!(out, "target(\"{name}\"");
                for t in types {
                    out.push_str(", ");
                    self.write(*t, out);
                }
                for i in ints {
                    let _ = write!(out, ", {i}");
                }
                out.push(')');
            }
        }
    }

    fn write_list(&self, tys: &[TypeId], out: &mut String) {
        for (i, t) in tys.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            self.write(*t, out);
        }
    }
}

/// A local or global name as written after `%` or `@`: bare if it is a plain
/// identifier or a number, otherwise quoted with `\XX` escapes.
pub fn quote_name(name: &str) -> String {
    let plain = !name.is_empty()
        && (name.bytes().all(|b| b.is_ascii_digit())
            || (!name.as_bytes()[0].is_ascii_digit()
                && name
                    .bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b"-$._".contains(&b))));
    if plain {
        return name.to_string();
    }
    let mut s = String::from("\"");
    for b in name.bytes() {
        if b == b'"' || b == b'\\' || !(0x20..0x7f).contains(&b) {
            s.push_str(&format!("\\{b:02X}"));
        } else {
            s.push(b as char);
        }
    }
    s.push('"');
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn interning_is_structural_for_literals_and_nominal_for_named() {
        let mut t = TypeTable::new();
        let i32a = t.int(32);
        let i32b = t.int(32);
        assert_eq!(i32a, i32b);
        let s1 = t.intern(TypeKind::Struct {
            fields: vec![i32a],
            packed: false,
        });
        let s2 = t.intern(TypeKind::Struct {
            fields: vec![i32b],
            packed: false,
        });
        assert_eq!(s1, s2);
        let a = t.named("a");
        let b = t.named("b");
        assert_ne!(a, b);
        t.set_body(0, s1);
        assert_eq!(t.resolved(a), t.kind(s1));
        assert!(t.is_opaque(b));
        assert_eq!(t.display(a), "%a");
        assert_eq!(t.display(s1), "{ i32 }");
    }

    #[test]
    fn display_of_every_shape() {
        let mut t = TypeTable::new();
        let i3 = t.int(3);
        let i8 = t.int(8);
        let bs = t.intern(TypeKind::BitStruct {
            fields: vec![i3, i8],
        });
        assert_eq!(t.display(bs), "\\{ i3, i8 }/");
        let v = t.intern(TypeKind::Vector {
            len: 4,
            scalable: true,
            elem: i8,
        });
        assert_eq!(t.display(v), "<vscale x 4 x i8>");
        let p = t.intern(TypeKind::Ptr { addrspace: 3 });
        let f = t.intern(TypeKind::Function {
            ret: i8,
            params: vec![p],
            varargs: true,
        });
        assert_eq!(t.display(f), "i8 (ptr addrspace(3), ...)");
        let n = t.named("struct.a b");
        assert_eq!(t.display(n), "%\"struct.a b\"");
    }

    #[test]
    fn fixed_scalable_vectors_print_as_written_and_fixed_ones_keep_their_shape() {
        let mut t = TypeTable::new();
        let i8 = t.int(8);
        let sv = t.intern(TypeKind::Vector {
            len: 4,
            scalable: true,
            elem: i8,
        });
        let s = t.intern(TypeKind::Struct {
            fields: vec![sv, sv],
            packed: false,
        });
        let fixed = |t: &mut TypeTable| {
            t.intern(TypeKind::Vector {
                len: 8,
                scalable: false,
                elem: i8,
            })
        };
        let fv = fixed(&mut t);
        t.fix_vscale(2).expect("fits");
        assert_eq!(t.vector_len(sv), Some(8));
        assert_eq!(t.display(sv), "<vscale x 4 x i8>");
        assert_eq!(t.display(s), "{ <vscale x 4 x i8>, <vscale x 4 x i8> }");
        assert_eq!(t.display(fv), "<8 x i8>");
        // A lookup by shape finds the vector written fixed.
        assert_eq!(fixed(&mut t), fv);
        let mut one = TypeTable::new();
        let i8 = one.int(8);
        let sv = one.intern(TypeKind::Vector {
            len: 4,
            scalable: true,
            elem: i8,
        });
        one.fix_vscale(1).expect("fits");
        assert_eq!(one.display(sv), "<vscale x 4 x i8>");
        assert_eq!(one.scale_of(sv), 1);
    }

    #[test]
    fn name_quoting() {
        assert_eq!(quote_name("x.1"), "x.1");
        assert_eq!(quote_name("12"), "12");
        assert_eq!(quote_name("1a"), "\"1a\"");
        assert_eq!(quote_name("a\"b"), "\"a\\22b\"");
        assert_eq!(quote_name(""), "\"\"");
    }
}
