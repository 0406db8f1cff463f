//! Type predicates of the verifier: shapes LangRef asks of operands, the
//! types instructions yield, and the validity of conversions (LangRef
//! "Conversion Operations", the same rule for instructions and constant
//! expressions).

use super::Cx;
use crate::syntax::{CastOp, TypeId, TypeKind};

/// The type an instruction yields.
pub(super) enum Yield {
    /// No value (`store`, `br`, a call of a `void` function).
    Void,
    /// A value of this type.
    Ty(TypeId),
    /// A type the module does not have (so no result can have it), as text.
    Missing(String),
}

impl Cx<'_> {
    /// Whether the type has a size (LangRef "sized" types).
    pub(super) fn is_sized(&self, ty: TypeId) -> bool {
        self.m.layout.is_sized(self.types, ty)
    }

    /// Length and scalability of a vector type; `None` for scalars.
    pub(super) fn vec_shape(&self, ty: TypeId) -> Option<(u32, bool)> {
        match self.types.kind(ty) {
            TypeKind::Vector { len, scalable, .. } => Some((*len, *scalable)),
            _ => None,
        }
    }

    /// The vector shape as text, for messages (`scalar` for `None`).
    pub(super) fn shape_text(shape: Option<(u32, bool)>) -> String {
        match shape {
            None => "a scalar".to_string(),
            Some((len, false)) => format!("{len} elements"),
            Some((len, true)) => format!("vscale x {len} elements"),
        }
    }

    /// Whether `ty` is or holds (in arrays and structs) a scalable vector.
    /// Named structs are looked into; they are not recursive by value
    /// (checked first).
    pub(super) fn contains_scalable(&self, ty: TypeId) -> bool {
        match self.types.resolved(ty) {
            TypeKind::Vector { scalable, .. } => *scalable,
            TypeKind::Array { elem, .. } => self.contains_scalable(*elem),
            TypeKind::Struct { fields, .. } | TypeKind::BitStruct { fields } => {
                fields.iter().any(|f| self.contains_scalable(*f))
            }
            _ => false,
        }
    }

    /// Whether `ty` is `iN` (not a vector).
    pub(super) fn is_int(&self, ty: TypeId) -> bool {
        matches!(self.types.kind(ty), TypeKind::Int(_))
    }

    /// Whether `ty` is a pointer (not a vector).
    pub(super) fn is_ptr(&self, ty: TypeId) -> bool {
        matches!(self.types.kind(ty), TypeKind::Ptr { .. })
    }

    /// Whether `ty` is a floating-point type (not a vector).
    pub(super) fn is_fp(&self, ty: TypeId) -> bool {
        matches!(self.types.kind(ty), TypeKind::Float(_))
    }

    /// Whether `ty` is `token`.
    pub(super) fn is_token(&self, ty: TypeId) -> bool {
        matches!(self.types.kind(ty), TypeKind::Token)
    }

    /// The address space of a pointer or vector of pointers.
    pub(super) fn addrspace(&self, ty: TypeId) -> Option<u32> {
        match self.types.kind(self.types.scalar(ty)) {
            TypeKind::Ptr { addrspace } => Some(*addrspace),
            _ => None,
        }
    }

    /// Whether fast-math flags may be written on a `phi`, `select` or `call`
    /// of this type: a floating-point type or vector of them, an array of
    /// those, or a literal struct whose fields are all the same such type.
    pub(super) fn allows_fast_math(&self, ty: TypeId) -> bool {
        let mut ty = ty;
        match self.types.kind(ty) {
            TypeKind::Struct { fields, .. } => match fields.first() {
                Some(first) if fields.iter().all(|f| f == first) => ty = *first,
                _ => return false,
            },
            TypeKind::Array { .. } => {
                while let TypeKind::Array { elem, .. } = self.types.kind(ty) {
                    ty = *elem;
                }
            }
            _ => {}
        }
        self.types.is_float_or_float_vector(ty)
    }

    /// `i1` for a scalar `like`, `<N x i1>` for a vector of N elements: what
    /// `icmp` and `fcmp` yield.
    pub(super) fn bool_like(&self, like: TypeId) -> Yield {
        let shape = self.vec_shape(like);
        let text = match shape {
            None => "i1".to_string(),
            Some((len, false)) => format!("<{len} x i1>"),
            Some((len, true)) => format!("<vscale x {len} x i1>"),
        };
        let Some(i1) = self.lookup(&TypeKind::Int(1)) else {
            return Yield::Missing(text);
        };
        let found = match shape {
            None => Some(i1),
            Some((len, scalable)) => self.lookup(&TypeKind::Vector {
                len,
                scalable,
                elem: i1,
            }),
        };
        found.map_or(Yield::Missing(text), Yield::Ty)
    }

    /// `ptr addrspace(N)`, or a vector of them with the given shape.
    pub(super) fn ptr_like(&self, addrspace: u32, shape: Option<(u32, bool)>) -> Yield {
        let ptr_text = match addrspace {
            0 => "ptr".to_string(),
            n => format!("ptr addrspace({n})"),
        };
        let text = match shape {
            None => ptr_text.clone(),
            Some((len, false)) => format!("<{len} x {ptr_text}>"),
            Some((len, true)) => format!("<vscale x {len} x {ptr_text}>"),
        };
        let Some(ptr) = self.lookup(&TypeKind::Ptr { addrspace }) else {
            return Yield::Missing(text);
        };
        let found = match shape {
            None => Some(ptr),
            Some((len, scalable)) => self.lookup(&TypeKind::Vector {
                len,
                scalable,
                elem: ptr,
            }),
        };
        found.map_or(Yield::Missing(text), Yield::Ty)
    }

    /// The bits of a non-pointer first-class type as `bitcast` counts them
    /// (`getPrimitiveSizeInBits`), and whether they scale with `vscale`.
    fn primitive_bits(&self, ty: TypeId) -> (u64, bool) {
        match self.types.kind(ty) {
            TypeKind::Int(w) => (*w as u64, false),
            TypeKind::Float(k) => (k.bits() as u64, false),
            TypeKind::X86Amx => (8192, false),
            TypeKind::Vector {
                len,
                scalable,
                elem,
            } => (
                (*len as u64).saturating_mul(self.primitive_bits(*elem).0),
                *scalable,
            ),
            _ => (0, false),
        }
    }

    /// Why `op` cannot convert a `from` to a `to` (LangRef "Conversion
    /// Operations"), or `None` if it can.
    pub(super) fn cast_problem(&self, op: CastOp, from: TypeId, to: TypeId) -> Option<String> {
        let name = op.name();
        let (f, t) = (self.ty(from), self.ty(to));
        let t_of = self.types;
        let first_class_scalar_or_vector =
            |ty: TypeId| t_of.is_first_class(ty) && !t_of.is_aggregate(ty);
        if !first_class_scalar_or_vector(from) || !first_class_scalar_or_vector(to) {
            return Some(format!(
                "'{name}' converts only non-aggregate first-class values, but converts {f} to {t}"
            ));
        }
        let (fs, ts) = (self.vec_shape(from), self.vec_shape(to));
        if op != CastOp::BitCast && fs != ts {
            return Some(format!(
                "'{name}' from {f} to {t} changes the vector shape ({} to {})",
                Self::shape_text(fs),
                Self::shape_text(ts)
            ));
        }
        let (fe, te) = (self.types.scalar(from), self.types.scalar(to));
        let bits = |ty: TypeId| self.primitive_bits(ty).0;
        let need = |ok: bool, what: &str| {
            (!ok).then(|| format!("'{name}' needs {what}, but converts {f} to {t}"))
        };
        // A truncation narrows, an extension widens.
        let width_change = |narrower: bool| {
            if narrower {
                need(bits(fe) > bits(te), "a narrower result")
            } else {
                need(bits(fe) < bits(te), "a wider result")
            }
        };
        match op {
            CastOp::Trunc | CastOp::ZExt | CastOp::SExt => {
                let ints = self.is_int(fe) && self.is_int(te);
                need(ints, "an integer operand and an integer result")
                    .or_else(|| width_change(op == CastOp::Trunc))
            }
            CastOp::FPTrunc | CastOp::FPExt => {
                let fps = self.is_fp(fe) && self.is_fp(te);
                need(fps, "a floating-point operand and result")
                    .or_else(|| width_change(op == CastOp::FPTrunc))
            }
            CastOp::UIToFP | CastOp::SIToFP => need(
                self.is_int(fe) && self.is_fp(te),
                "an integer operand and a floating-point result",
            ),
            CastOp::FPToUI | CastOp::FPToSI => need(
                self.is_fp(fe) && self.is_int(te),
                "a floating-point operand and an integer result",
            ),
            CastOp::PtrToInt => need(
                self.is_ptr(fe) && self.is_int(te),
                "a pointer operand and an integer result",
            ),
            CastOp::PtrToAddr => need(
                self.is_ptr(fe) && self.is_int(te),
                "a pointer operand and an integer result",
            )
            .or_else(|| self.ptrtoaddr_width_problem(fe, te)),
            CastOp::IntToPtr => need(
                self.is_int(fe) && self.is_ptr(te),
                "an integer operand and a pointer result",
            ),
            CastOp::BitCast => self.bitcast_problem(from, to),
            CastOp::AddrSpaceCast => need(
                self.is_ptr(fe) && self.is_ptr(te),
                "a pointer operand and a pointer result",
            )
            .or_else(|| {
                need(
                    self.addrspace(fe) != self.addrspace(te),
                    "different address spaces",
                )
            }),
        }
    }

    /// `ptrtoaddr` yields exactly the pointer's address (index) width.
    fn ptrtoaddr_width_problem(&self, ptr: TypeId, int: TypeId) -> Option<String> {
        let addrspace = self.addrspace(ptr).unwrap_or(0);
        let width = self.m.layout.pointer(addrspace).index_bits;
        (self.types.int_width(int) != Some(width)).then(|| {
            format!(
                "'ptrtoaddr' must yield the address width of {}, i{width}, but yields {}",
                self.ty(ptr),
                self.ty(int)
            )
        })
    }

    /// `bitcast`: same size, never between pointers and non-pointers, never
    /// across address spaces.
    fn bitcast_problem(&self, from: TypeId, to: TypeId) -> Option<String> {
        let (f, t) = (self.ty(from), self.ty(to));
        match (self.addrspace(from), self.addrspace(to)) {
            (None, None) => {
                let (fb, tb) = (self.primitive_bits(from), self.primitive_bits(to));
                (fb != tb).then(|| {
                    format!(
                        "'bitcast' needs operand and result of the same size, but converts {f} ({} bits) to {t} ({} bits)",
                        fb.0, tb.0
                    )
                })
            }
            (Some(fa), Some(ta)) => {
                if fa != ta {
                    return Some(format!(
                        "'bitcast' cannot change the address space (from {f} to {t}); use 'addrspacecast'"
                    ));
                }
                let len = |ty| self.vec_shape(ty).unwrap_or((1, false));
                (len(from) != len(to))
                    .then(|| format!("'bitcast' from {f} to {t} changes the number of pointers"))
            }
            _ => Some(format!(
                "'bitcast' cannot convert between pointers and non-pointers, but converts {f} to {t}"
            )),
        }
    }
}
