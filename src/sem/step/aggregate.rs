//! Aggregate operations (LangRef "Aggregate Operations"): `extractvalue`
//! and `insertvalue`, which work field-wise (a poison field stays poison in
//! its place).

use crate::sem::code::Opnd;
use crate::sem::machine::Machine;
use crate::sem::stop::Stop;
use crate::sem::value::Value;

impl Machine<'_, '_> {
    /// `extractvalue`: the field at the index path.
    pub(super) fn eval_extractvalue(&mut self, agg: Opnd, indices: &[u32]) -> Result<Value, Stop> {
        let mut v = self.read(agg);
        for &i in indices {
            v = v
                .elements()
                .and_then(|es| es.get(i as usize))
                .ok_or_else(|| {
                    Stop::unsupported("extractvalue index does not match the aggregate")
                })?;
        }
        Ok(v.clone())
    }

    /// `insertvalue`: the aggregate with the field at the index path
    /// replaced.
    pub(super) fn eval_insertvalue(
        &mut self,
        agg: Opnd,
        val: Opnd,
        indices: &[u32],
    ) -> Result<Value, Stop> {
        let a = self.read(agg).clone();
        let v = self.read(val).clone();
        replace_at(&a, indices, v)
            .ok_or_else(|| Stop::unsupported("insertvalue index does not match the aggregate"))
    }
}

/// `agg` with the field at `path` replaced by `v`.
fn replace_at(agg: &Value, path: &[u32], v: Value) -> Option<Value> {
    let Some((&first, rest)) = path.split_first() else {
        return Some(v);
    };
    let Value::Aggregate(es) = agg else {
        return None;
    };
    let mut es = es.to_vec();
    let slot = es.get_mut(first as usize)?;
    *slot = replace_at(slot, rest, v)?;
    Some(Value::Aggregate(es.into()))
}
