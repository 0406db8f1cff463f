//! Parameter and return attributes against the type they apply to (LangRef
//! "Parameter Attributes"; LLVM rejects an attribute "applied to
//! incompatible type"): pointer attributes on pointers, integer extension on
//! integers, `range` with the value's integer type, `nofpclass` on
//! floating-point values, `noundef` on anything but `void`.

use super::Cx;
use crate::syntax::attr::fpclass_mask;
use crate::syntax::{Attr, AttrSet, TypeId, TypeKind};

/// Attributes that only apply to a pointer (not a vector of pointers).
const POINTER_ONLY: &[&str] = &[
    "noalias",
    "nonnull",
    "readnone",
    "readonly",
    "writable",
    "dead_on_unwind",
    "dead_on_return",
    "nest",
    "swifterror",
    "allocptr",
    "dereferenceable",
    "dereferenceable_or_null",
    "byval",
    "byref",
    "sret",
    "inalloca",
    "preallocated",
    "captures",
    "nocapture",
    "initializes",
];

/// Attributes that only apply to an integer (not a vector of integers).
const INTEGER_ONLY: &[&str] = &["zeroext", "signext", "allocalign"];

impl Cx<'_> {
    /// Why an attribute of `attrs` (looking through `#N` groups) does not
    /// fit `ty`, the type of `what()` (`parameter 2 of @f`, `the result of
    /// 'call'`), or `Ok`.
    pub(super) fn check_attrs(
        &self,
        attrs: &AttrSet,
        ty: TypeId,
        what: &dyn Fn() -> String,
    ) -> Result<(), String> {
        let grouped = attrs
            .groups()
            .filter_map(|n| self.m.attr_groups.get(&n))
            .flat_map(|g| g.0.iter());
        for a in attrs.0.iter().chain(grouped) {
            self.check_attr(a, ty)
                .map_err(|rule| format!("{rule}, but {} has type {}", what(), self.ty(ty)))?;
            if let Attr::Args { name, args } = a
                && name == "nofpclass"
            {
                fpclass_mask(args).map_err(|e| format!("{e}: nofpclass({args}) on {}", what()))?;
            }
        }
        Ok(())
    }

    /// The rule `a` breaks when applied to `ty`, as the start of a sentence.
    fn check_attr(&self, a: &Attr, ty: TypeId) -> Result<(), String> {
        let name = match a {
            Attr::Word(n) | Attr::Int { name: n, .. } | Attr::Type { name: n, .. } => n.as_str(),
            Attr::Args { name, .. } => name.as_str(),
            Attr::Range { ty: range_ty, .. } => return self.check_range(*range_ty, ty),
            Attr::Str { .. } | Attr::Group(_) => return Ok(()),
        };
        let kind = self.types.kind(ty);
        if POINTER_ONLY.contains(&name) && !matches!(kind, TypeKind::Ptr { .. }) {
            return Err(format!("'{name}' applies only to pointers"));
        }
        if INTEGER_ONLY.contains(&name) && !matches!(kind, TypeKind::Int(_)) {
            return Err(format!("'{name}' applies only to integers"));
        }
        match name {
            "align" if !self.types.is_ptr_or_ptr_vector(ty) => {
                Err("'align' applies only to pointers and vectors of pointers".to_string())
            }
            "nofpclass" if !self.allows_fast_math(ty) => {
                Err("'nofpclass' applies only to floating-point values".to_string())
            }
            "noundef" if matches!(kind, TypeKind::Void) => {
                Err("'noundef' applies only to values".to_string())
            }
            _ => Ok(()),
        }
    }

    /// `range(T a, b)`: on integers or vectors of integers whose element
    /// type is `T`.
    fn check_range(&self, range_ty: TypeId, ty: TypeId) -> Result<(), String> {
        if !self.types.is_int_or_int_vector(ty) {
            return Err("'range' applies only to integers and vectors of integers".to_string());
        }
        if self.types.scalar(ty) != range_ty {
            return Err(format!(
                "'range' of {} applies only to values of that integer type",
                self.ty(range_ty)
            ));
        }
        Ok(())
    }
}
