//! Vector operations (LangRef "Vector Operations"): `extractelement`,
//! `insertelement`, `shufflevector`.

use crate::sem::code::Opnd;
use crate::sem::machine::Machine;
use crate::sem::stop::Stop;
use crate::syntax::TypeId;
use crate::value::Value;

impl Machine<'_, '_> {
    /// The index operand as a lane number: `None` if it is poison or out of
    /// range (undef indices are resolved: each use may pick any value).
    fn lane_index(&mut self, idx: Opnd, len: usize) -> Option<usize> {
        let mut i = self.read(idx).into_owned();
        if matches!(i, Value::Undef(_)) {
            self.approximated = true;
            i = self.resolve_undef(&i);
        }
        match i {
            Value::Int(i) => i
                .to_u64()
                .filter(|v| (*v as usize) < len)
                .map(|v| v as usize),
            _ => None,
        }
    }

    /// `extractelement`: the lane at the index; poison if the index is
    /// poison or not less than the length.
    pub(super) fn eval_extractelement(&mut self, vec: Opnd, idx: Opnd) -> Result<Value, Stop> {
        let v = self.read(vec).into_owned();
        if v.is_poison() {
            return Ok(Value::Poison);
        }
        let Value::Vector(es) = v else {
            return Err(Stop::unsupported(
                "extractelement of a value that is not a vector",
            ));
        };
        Ok(match self.lane_index(idx, es.len()) {
            Some(i) => es[i].clone(),
            None => Value::Poison,
        })
    }

    /// `insertelement`: the vector with one lane replaced; a poison or
    /// out-of-range index gives a poison vector.
    pub(super) fn eval_insertelement(
        &mut self,
        vec: Opnd,
        elem: Opnd,
        idx: Opnd,
        ty: TypeId,
    ) -> Result<Value, Stop> {
        let mut v = self.read(vec).into_owned();
        if v.is_poison() {
            v = self.poison_of(ty)?;
        }
        let e = self.read(elem).into_owned();
        let Value::Vector(es) = v else {
            return Err(Stop::unsupported(
                "insertelement into a value that is not a vector",
            ));
        };
        Ok(match self.lane_index(idx, es.len()) {
            Some(i) => {
                let mut es = es.to_vec();
                es[i] = e;
                Value::Vector(es.into())
            }
            None => Value::Vector(vec![Value::Poison; es.len()].into()),
        })
    }

    /// `shufflevector`: lane `i` of the result is lane `mask[i]` of the two
    /// inputs concatenated; a poison mask element gives a poison lane.
    pub(super) fn eval_shufflevector(
        &mut self,
        v1: Opnd,
        v2: Opnd,
        mask: &[Option<u32>],
    ) -> Result<Value, Stop> {
        let (a, b) = (self.read(v1).into_owned(), self.read(v2).into_owned());
        // A whole-value poison input is as long as the other input.
        let (a, b) = match (a, b) {
            (Value::Poison, Value::Poison) => {
                return Ok(Value::Vector(vec![Value::Poison; mask.len()].into()));
            }
            (Value::Poison, Value::Vector(b)) => (
                Value::Vector(vec![Value::Poison; b.len()].into()),
                Value::Vector(b),
            ),
            (Value::Vector(a), Value::Poison) => {
                let n = a.len();
                (
                    Value::Vector(a),
                    Value::Vector(vec![Value::Poison; n].into()),
                )
            }
            pair => pair,
        };
        let (Value::Vector(a), Value::Vector(b)) = (&a, &b) else {
            return Err(Stop::unsupported(
                "shufflevector of values that are not vectors",
            ));
        };
        let lane = |i: u32| {
            let i = i as usize;
            if i < a.len() {
                a.get(i)
            } else {
                b.get(i - a.len())
            }
        };
        Ok(Value::Vector(
            mask.iter()
                .map(|m| m.and_then(lane).cloned().unwrap_or(Value::Poison))
                .collect::<Vec<_>>()
                .into(),
        ))
    }
}
