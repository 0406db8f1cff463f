//! Operand-type rules shared by instructions and the constant expressions of
//! the same name: `getelementptr` indexing, the vector operations and the
//! aggregate indices of `extractvalue`/`insertvalue` (LangRef "Vector
//! Operations", "Aggregate Operations", "'getelementptr' Instruction").

use super::Cx;
use super::types::Yield;
use crate::syntax::{Const, ConstKind, TypeId, TypeKind};

/// One `getelementptr` index: its type and, when it is a constant, its value
/// (struct fields can only be selected by constants).
pub(super) type GepIndex<'a> = (TypeId, Option<&'a Const>);

impl Cx<'_> {
    /// Checks a `getelementptr`'s base, source element type and indices, and
    /// gives the vector shape of its result (`None` for a single pointer).
    pub(super) fn gep_shape(
        &self,
        source_ty: TypeId,
        base_ty: TypeId,
        indices: &[GepIndex<'_>],
    ) -> Result<Option<(u32, bool)>, String> {
        if !self.types.is_ptr_or_ptr_vector(base_ty) {
            return Err(format!(
                "'getelementptr' base must be a pointer or a vector of pointers, but has type {}",
                self.ty(base_ty)
            ));
        }
        if !self.is_sized(source_ty) {
            return Err(format!(
                "'getelementptr' source element type {} is unsized",
                self.ty(source_ty)
            ));
        }
        let mut shape = self.vec_shape(base_ty);
        for (k, (ity, _)) in indices.iter().enumerate() {
            if !self.types.is_int_or_int_vector(*ity) {
                return Err(format!(
                    "'getelementptr' index {} must be an integer or a vector of integers, but has type {}",
                    k + 1,
                    self.ty(*ity)
                ));
            }
            let ishape = self.vec_shape(*ity);
            match (shape, ishape) {
                (Some(s), Some(i)) if s != i => {
                    return Err(format!(
                        "'getelementptr' vector operands must have the same number of elements, but index {} has {} and an earlier operand {}",
                        k + 1,
                        Self::shape_text(Some(i)),
                        Self::shape_text(Some(s))
                    ));
                }
                (None, Some(_)) => shape = ishape,
                _ => {}
            }
        }
        self.gep_walk(source_ty, indices)?;
        Ok(shape)
    }

    /// Steps through the source element type with every index after the
    /// first: structs by constant `i32` field numbers, arrays and vectors by
    /// any integer; nothing else can be indexed into.
    fn gep_walk(&self, source_ty: TypeId, indices: &[GepIndex<'_>]) -> Result<TypeId, String> {
        let mut cur = source_ty;
        for (k, (ity, c)) in indices.iter().enumerate().skip(1) {
            cur = match self.types.resolved(cur) {
                TypeKind::Struct { fields, .. } | TypeKind::BitStruct { fields } => {
                    let Some(i) = self.struct_index(*ity, *c) else {
                        let found = match c {
                            Some(_) => "a constant of type",
                            None => "a variable of type",
                        };
                        return Err(format!(
                            "'getelementptr' index {} selects a field of {}, so it must be an i32 constant (or a vector of equal ones), but it is {found} {}",
                            k + 1,
                            self.ty(cur),
                            self.ty(*ity)
                        ));
                    };
                    match fields.get(i as usize) {
                        Some(f) => *f,
                        None => {
                            return Err(format!(
                                "'getelementptr' index {} selects field {i} of {}, which has {} fields",
                                k + 1,
                                self.ty(cur),
                                fields.len()
                            ));
                        }
                    }
                }
                TypeKind::Array { elem, .. } | TypeKind::Vector { elem, .. } => *elem,
                _ => {
                    return Err(format!(
                        "'getelementptr' index {} indexes into {}, which is not a struct, array or vector",
                        k + 1,
                        self.ty(cur)
                    ));
                }
            };
        }
        Ok(cur)
    }

    /// The field number of a struct index: an `i32` constant, or a vector of
    /// `i32` constants that are all equal.
    fn struct_index(&self, ty: TypeId, c: Option<&Const>) -> Option<u64> {
        if self.types.int_width(self.types.scalar(ty)) != Some(32) {
            return None;
        }
        let c = c?;
        match &c.kind {
            ConstKind::Int(v) => v.to_u64(),
            ConstKind::Zero => Some(0),
            ConstKind::Splat(e) => self.struct_index(e.ty, Some(e)),
            ConstKind::Vector(elems) => {
                let first = self.struct_index(elems.first()?.ty, elems.first())?;
                elems
                    .iter()
                    .all(|e| self.struct_index(e.ty, Some(e)) == Some(first))
                    .then_some(first)
            }
            _ => None,
        }
    }

    /// `extractelement`: a vector and an integer index; yields the element type.
    pub(super) fn extractelement_type(&self, vec: TypeId, idx: TypeId) -> Result<TypeId, String> {
        let TypeKind::Vector { elem, .. } = self.types.kind(vec) else {
            return Err(format!(
                "'extractelement' operand must be a vector, but has type {}",
                self.ty(vec)
            ));
        };
        self.element_index(idx, "extractelement")?;
        Ok(*elem)
    }

    /// `insertelement`: a vector, an element of its element type, an index.
    pub(super) fn insertelement_problem(
        &self,
        vec: TypeId,
        elem: TypeId,
        idx: TypeId,
    ) -> Result<(), String> {
        let TypeKind::Vector { elem: want, .. } = self.types.kind(vec) else {
            return Err(format!(
                "'insertelement' operand must be a vector, but has type {}",
                self.ty(vec)
            ));
        };
        if *want != elem {
            return Err(format!(
                "'insertelement' element has type {}, but the elements of {} have type {}",
                self.ty(elem),
                self.ty(vec),
                self.ty(*want)
            ));
        }
        self.element_index(idx, "insertelement")
    }

    fn element_index(&self, idx: TypeId, op: &str) -> Result<(), String> {
        match self.is_int(idx) {
            true => Ok(()),
            false => Err(format!(
                "'{op}' index must be an integer, but has type {}",
                self.ty(idx)
            )),
        }
    }

    /// `shufflevector`: two vectors of one type and a constant `i32` mask
    /// whose elements select among their 2N elements (or are undef/poison);
    /// yields a vector as long as the mask.
    pub(super) fn shufflevector_type(
        &self,
        v1: TypeId,
        v2: TypeId,
        mask: &Const,
    ) -> Result<Yield, String> {
        let TypeKind::Vector {
            len,
            scalable,
            elem,
        } = self.types.kind(v1)
        else {
            return Err(format!(
                "'shufflevector' operands must be vectors, but the first has type {}",
                self.ty(v1)
            ));
        };
        if v2 != v1 {
            return Err(format!(
                "'shufflevector' operands must have the same type, but they have types {} and {}",
                self.ty(v1),
                self.ty(v2)
            ));
        }
        let mask_shape = match self.types.kind(mask.ty) {
            TypeKind::Vector {
                len: m,
                scalable: ms,
                elem: me,
            } if self.types.int_width(*me) == Some(32) && *ms == *scalable => (*m, *ms),
            _ => {
                return Err(format!(
                    "'shufflevector' mask must be a vector of i32 with the operands' scalability, but has type {}",
                    self.ty(mask.ty)
                ));
            }
        };
        let limit = 2 * *len as u64;
        self.shuffle_mask_problem(mask, limit, *scalable)?;
        let text = format!(
            "<{}{} x {}>",
            if mask_shape.1 { "vscale x " } else { "" },
            mask_shape.0,
            self.ty(*elem)
        );
        let found = self.lookup(&TypeKind::Vector {
            len: mask_shape.0,
            scalable: mask_shape.1,
            elem: *elem,
        });
        Ok(found.map_or(Yield::Missing(text), Yield::Ty))
    }

    /// A mask element is an integer below `limit`, undef or poison; a mask
    /// of scalable vectors can only be all zeros (or undef/poison).
    fn shuffle_mask_problem(&self, mask: &Const, limit: u64, scalable: bool) -> Result<(), String> {
        let elem_ok = |c: &Const| -> Result<(), String> {
            match &c.kind {
                ConstKind::Undef | ConstKind::Poison => Ok(()),
                ConstKind::Int(v) => match v.to_u64() {
                    Some(0) => Ok(()),
                    Some(_) if scalable => Err(
                        "'shufflevector' mask of scalable vectors must be all zeros, undef or poison"
                            .to_string(),
                    ),
                    Some(i) if i < limit => Ok(()),
                    _ => Err(format!(
                        "'shufflevector' mask element {} is out of range: the operands have {limit} elements together",
                        v.to_unsigned_decimal()
                    )),
                },
                _ => Err(
                    "'shufflevector' mask elements must be integer constants, undef or poison"
                        .to_string(),
                ),
            }
        };
        match &mask.kind {
            ConstKind::Zero | ConstKind::Undef | ConstKind::Poison => Ok(()),
            ConstKind::Splat(e) => elem_ok(e),
            ConstKind::Vector(elems) if !scalable => elems.iter().try_for_each(elem_ok),
            _ => Err(
                "'shufflevector' mask must be a constant vector of integers, undef or poison"
                    .to_string(),
            ),
        }
    }

    /// The type selected by `extractvalue`/`insertvalue` indices: each index
    /// steps into a struct field or array element, in range.
    pub(super) fn aggregate_field(
        &self,
        agg: TypeId,
        indices: &[u32],
        op: &str,
    ) -> Result<TypeId, String> {
        if !self.types.is_aggregate(agg) {
            return Err(format!(
                "'{op}' operand must be a struct or an array, but has type {}",
                self.ty(agg)
            ));
        }
        if indices.is_empty() {
            return Err(format!("'{op}' needs at least one index"));
        }
        let mut cur = agg;
        for (k, i) in indices.iter().enumerate() {
            cur = match self.types.resolved(cur) {
                TypeKind::Struct { fields, .. } | TypeKind::BitStruct { fields } => {
                    match fields.get(*i as usize) {
                        Some(f) => *f,
                        None => {
                            return Err(format!(
                                "'{op}' index {} selects field {i} of {}, which has {} fields",
                                k + 1,
                                self.ty(cur),
                                fields.len()
                            ));
                        }
                    }
                }
                TypeKind::Array { len, elem } => match (*i as u64) < *len {
                    true => *elem,
                    false => {
                        return Err(format!(
                            "'{op}' index {} selects element {i} of {}, which has {len} elements",
                            k + 1,
                            self.ty(cur)
                        ));
                    }
                },
                _ => {
                    return Err(format!(
                        "'{op}' index {} indexes into {}, which is not a struct or an array",
                        k + 1,
                        self.ty(cur)
                    ));
                }
            };
        }
        Ok(cur)
    }
}
