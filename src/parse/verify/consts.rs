//! Constants (LangRef "Constants"): every constant's form agrees with its
//! type, element by element, and constant expressions follow the operand
//! rules of the instructions they mirror. Constants carry no span, so the
//! messages here are located by the caller (the instruction or global).

use super::Cx;
use crate::syntax::{Const, ConstExpr, ConstKind, GlobalRef, TypeId, TypeKind};

impl Cx<'_> {
    /// Why the constant is ill formed, or `Ok`.
    pub(super) fn check_const(&self, c: &Const) -> Result<(), String> {
        let ty = self.ty(c.ty);
        let bad = |what: &str| Err(format!("{what} cannot have type {ty}"));
        match &c.kind {
            ConstKind::Int(v) => match self.types.int_width(c.ty) {
                Some(w) if w == v.width() => Ok(()),
                Some(w) => Err(format!(
                    "integer constant of {} bits written with type i{w}",
                    v.width()
                )),
                None => bad("an integer constant"),
            },
            ConstKind::Float(bits) => match self.types.kind(c.ty) {
                TypeKind::Float(k) if k.bits() >= 128 || bits >> k.bits() == 0 => Ok(()),
                TypeKind::Float(_) => Err(format!("floating-point constant too wide for {ty}")),
                _ => bad("a floating-point constant"),
            },
            ConstKind::Null => match self.is_ptr(c.ty) {
                true => Ok(()),
                false => bad("'null'"),
            },
            ConstKind::NoneToken => match self.is_token(c.ty) {
                true => Ok(()),
                false => bad("'none'"),
            },
            ConstKind::Undef | ConstKind::Poison => match self.types.is_first_class(c.ty) {
                true => Ok(()),
                false => bad("'undef' or 'poison'"),
            },
            ConstKind::Zero => self.check_zero(c.ty),
            ConstKind::Array(elems) => self.check_array(c.ty, elems),
            ConstKind::CString(bytes) => match self.types.kind(c.ty) {
                TypeKind::Array { len, elem }
                    if *len == bytes.len() as u64 && self.types.int_width(*elem) == Some(8) =>
                {
                    Ok(())
                }
                _ => Err(format!(
                    "string constant of {} bytes cannot have type {ty}",
                    bytes.len()
                )),
            },
            ConstKind::Vector(elems) => self.check_vector(c.ty, elems),
            ConstKind::Splat(elem) => match self.types.kind(c.ty) {
                TypeKind::Vector { elem: e, .. } if *e == elem.ty => self.check_const(elem),
                _ => Err(format!(
                    "'splat' of {} cannot have type {ty}",
                    self.ty(elem.ty)
                )),
            },
            ConstKind::Struct(fields) => self.check_struct(c.ty, fields),
            ConstKind::Global(r) => self.check_global_ref(c.ty, *r),
            ConstKind::BlockAddress { func, block } => self.check_blockaddress(c.ty, *func, *block),
            ConstKind::DsoLocalEquivalent(r) | ConstKind::NoCfi(r) => {
                self.check_global_ref(c.ty, *r)?;
                match r {
                    GlobalRef::Func(_) | GlobalRef::Alias(_) | GlobalRef::IFunc(_) => Ok(()),
                    GlobalRef::Var(_) => {
                        Err("'dso_local_equivalent' and 'no_cfi' need a function".to_string())
                    }
                }
            }
            ConstKind::Expr(e) => self.check_expr(c.ty, e),
        }
    }

    /// `zeroinitializer` exists for every first-class type except labels,
    /// metadata and tokens.
    fn check_zero(&self, ty: TypeId) -> Result<(), String> {
        let ok = self.types.is_first_class(ty)
            && !matches!(self.types.kind(ty), TypeKind::Token | TypeKind::Label);
        match ok {
            true => Ok(()),
            false => Err(format!(
                "'zeroinitializer' cannot have type {}",
                self.ty(ty)
            )),
        }
    }

    fn check_array(&self, ty: TypeId, elems: &[Const]) -> Result<(), String> {
        let TypeKind::Array { len, elem } = self.types.kind(ty) else {
            return Err(format!(
                "an array constant cannot have type {}",
                self.ty(ty)
            ));
        };
        if *len != elems.len() as u64 {
            return Err(format!(
                "array constant of type {} has {} elements",
                self.ty(ty),
                elems.len()
            ));
        }
        self.check_elements(*elem, elems, "array")
    }

    fn check_vector(&self, ty: TypeId, elems: &[Const]) -> Result<(), String> {
        let TypeKind::Vector {
            len,
            scalable: false,
            elem,
        } = self.types.kind(ty)
        else {
            return Err(format!(
                "a vector constant cannot have type {}",
                self.ty(ty)
            ));
        };
        if *len as usize != elems.len() {
            return Err(format!(
                "vector constant of type {} has {} elements",
                self.ty(ty),
                elems.len()
            ));
        }
        self.check_elements(*elem, elems, "vector")
    }

    fn check_elements(&self, elem: TypeId, elems: &[Const], what: &str) -> Result<(), String> {
        for (i, e) in elems.iter().enumerate() {
            if e.ty != elem {
                return Err(format!(
                    "element {i} of the {what} constant has type {}, but the elements have type {}",
                    self.ty(e.ty),
                    self.ty(elem)
                ));
            }
            self.check_const(e)?;
        }
        Ok(())
    }

    fn check_struct(&self, ty: TypeId, fields: &[Const]) -> Result<(), String> {
        let (TypeKind::Struct { fields: tys, .. } | TypeKind::BitStruct { fields: tys }) =
            self.types.resolved(ty)
        else {
            return Err(format!(
                "a struct constant cannot have type {}",
                self.ty(ty)
            ));
        };
        if tys.len() != fields.len() {
            return Err(format!(
                "struct constant of type {} has {} fields, but the type has {}",
                self.ty(ty),
                fields.len(),
                tys.len()
            ));
        }
        for (i, (f, t)) in fields.iter().zip(tys).enumerate() {
            if f.ty != *t {
                return Err(format!(
                    "field {i} of the struct constant has type {}, but the struct's field has type {}",
                    self.ty(f.ty),
                    self.ty(*t)
                ));
            }
            self.check_const(f)?;
        }
        Ok(())
    }

    /// `@name` is a pointer to something the module has.
    fn check_global_ref(&self, ty: TypeId, r: GlobalRef) -> Result<(), String> {
        let exists = match r {
            GlobalRef::Var(g) => (g.0 as usize) < self.m.globals.len(),
            GlobalRef::Func(f) => (f.0 as usize) < self.m.functions.len(),
            GlobalRef::Alias(a) => (a.0 as usize) < self.m.aliases.len(),
            GlobalRef::IFunc(i) => (i.0 as usize) < self.m.ifuncs.len(),
        };
        if !exists {
            return Err("reference to a global value the module does not have".to_string());
        }
        match self.is_ptr(ty) {
            true => Ok(()),
            false => Err(format!(
                "@{} is a pointer, but is written with type {}",
                self.m.global_name(r),
                self.ty(ty)
            )),
        }
    }

    /// `blockaddress(@f, %bb)` names a block of a defined function.
    fn check_blockaddress(
        &self,
        ty: TypeId,
        func: GlobalRef,
        block: crate::syntax::BlockId,
    ) -> Result<(), String> {
        self.check_global_ref(ty, func)?;
        let GlobalRef::Func(f) = func else {
            return Err("'blockaddress' needs a function".to_string());
        };
        let f = self.m.func(f);
        match &f.body {
            Some(body) if (block.0 as usize) < body.blocks.len() => Ok(()),
            Some(_) => Err(format!("'blockaddress' names no block of @{}", f.name)),
            None => Err(format!(
                "'blockaddress' of @{}, which is only declared",
                f.name
            )),
        }
    }

    /// Constant expressions: the rule of the instruction of the same name.
    fn check_expr(&self, ty: TypeId, e: &ConstExpr) -> Result<(), String> {
        match e {
            ConstExpr::Cast { op, val } => {
                self.check_const(val)?;
                self.cast_problem(*op, val.ty, ty).map_or(Ok(()), Err)
            }
            ConstExpr::Binary { op, lhs, rhs, .. } => {
                self.check_const(lhs)?;
                self.check_const(rhs)?;
                if lhs.ty != ty || rhs.ty != ty || !self.types.is_int_or_int_vector(ty) {
                    return Err(format!(
                        "constant '{}' needs integer operands of its own type {}, but has {} and {}",
                        op.name(),
                        self.ty(ty),
                        self.ty(lhs.ty),
                        self.ty(rhs.ty)
                    ));
                }
                Ok(())
            }
            ConstExpr::Gep {
                source_ty,
                base,
                indices,
                ..
            } => {
                self.check_const(base)?;
                for i in indices {
                    self.check_const(i)?;
                }
                let idx: Vec<_> = indices.iter().map(|i| (i.ty, Some(i))).collect();
                let shape = self.gep_shape(*source_ty, base.ty, &idx)?;
                let addrspace = self.addrspace(base.ty).unwrap_or(0);
                self.expect_yield(ty, self.ptr_like(addrspace, shape), "getelementptr")
            }
            ConstExpr::ExtractElement { vec, idx } => {
                self.check_const(vec)?;
                self.check_const(idx)?;
                let elem = self.extractelement_type(vec.ty, idx.ty)?;
                self.expect_yield(ty, super::types::Yield::Ty(elem), "extractelement")
            }
            ConstExpr::InsertElement { vec, elem, idx } => {
                self.check_const(vec)?;
                self.check_const(elem)?;
                self.check_const(idx)?;
                self.insertelement_problem(vec.ty, elem.ty, idx.ty)?;
                self.expect_yield(ty, super::types::Yield::Ty(vec.ty), "insertelement")
            }
            ConstExpr::ShuffleVector { v1, v2, mask } => {
                self.check_const(v1)?;
                self.check_const(v2)?;
                let y = self.shufflevector_type(v1.ty, v2.ty, mask)?;
                self.expect_yield(ty, y, "shufflevector")
            }
        }
    }

    /// The constant expression's written type is the one its operation yields.
    fn expect_yield(&self, ty: TypeId, y: super::types::Yield, op: &str) -> Result<(), String> {
        use super::types::Yield;
        let (ok, want) = match y {
            Yield::Ty(t) => (t == ty, self.ty(t)),
            Yield::Missing(text) => (false, text),
            Yield::Void => (false, "void".to_string()),
        };
        match ok {
            true => Ok(()),
            false => Err(format!(
                "constant '{op}' yields {want}, but is written with type {}",
                self.ty(ty)
            )),
        }
    }
}
