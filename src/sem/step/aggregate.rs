//! Aggregate operations (LangRef "Aggregate Operations"): `extractvalue`
//! and `insertvalue`, which work field-wise (a poison field stays poison in
//! its place; a field of a poison aggregate is poison).

use crate::sem::code::Opnd;
use crate::sem::machine::Machine;
use crate::sem::stop::Stop;
use crate::syntax::{TypeId, TypeKind};
use crate::value::Value;

impl Machine<'_, '_> {
    /// `extractvalue`: the field at the index path.
    pub(super) fn eval_extractvalue(&mut self, agg: Opnd, indices: &[u32]) -> Result<Value, Stop> {
        let agg = self.read(agg);
        let mut v = &*agg;
        for &i in indices {
            if v.is_poison() {
                return Ok(Value::Poison);
            }
            v = v
                .elements()
                .and_then(|es| es.get(i as usize))
                .ok_or_else(|| {
                    Stop::unsupported("extractvalue index does not match the aggregate")
                })?;
        }
        Ok(v.clone())
    }

    /// `insertvalue`: the aggregate (of type `ty`) with the field at the
    /// index path replaced.
    pub(super) fn eval_insertvalue(
        &mut self,
        agg: Opnd,
        val: Opnd,
        indices: &[u32],
        ty: TypeId,
    ) -> Result<Value, Stop> {
        let a = self.read(agg).into_owned();
        let v = self.read(val).into_owned();
        self.replace_at(&a, ty, indices, v)?
            .ok_or_else(|| Stop::unsupported("insertvalue index does not match the aggregate"))
    }

    /// `agg` (of type `ty`) with the field at `path` replaced by `v`; a
    /// poison aggregate on the way is first spelled out field by field.
    fn replace_at(
        &self,
        agg: &Value,
        ty: TypeId,
        path: &[u32],
        v: Value,
    ) -> Result<Option<Value>, Stop> {
        let Some((&first, rest)) = path.split_first() else {
            return Ok(Some(v));
        };
        let expanded;
        let agg = if agg.is_poison() {
            expanded = self.poison_of(ty)?;
            &expanded
        } else {
            agg
        };
        let field_ty = match self.prog.module.types.resolved(ty) {
            TypeKind::Struct { fields, .. } | TypeKind::BitStruct { fields } => {
                fields.get(first as usize).copied()
            }
            TypeKind::Array { elem, .. } => Some(*elem),
            _ => None,
        };
        let (Value::Aggregate(es), Some(field_ty)) = (agg, field_ty) else {
            return Ok(None);
        };
        let mut es = es.to_vec();
        let Some(slot) = es.get_mut(first as usize) else {
            return Ok(None);
        };
        let Some(new) = self.replace_at(slot, field_ty, rest, v)? else {
            return Ok(None);
        };
        *slot = new;
        Ok(Some(Value::Aggregate(es.into())))
    }
}
