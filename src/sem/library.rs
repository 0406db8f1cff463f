//! The one door between the machine and the models of library code: the
//! functions a module declares but does not define and llsem implements
//! outside the IR's own semantics (today the C library, `super::runtime`).
//!
//! The machine core (`machine`, `step`, `program`, `compile`, `consts`,
//! the intrinsics and the variadic-argument ABI) never names a library
//! type. It asks a [`Library`] to set up its data in a program's image and
//! to run a declared function, and it keeps whatever the library wants to
//! remember in opaque [`Slot`]s: one per program ([`Program::library_data`])
//! and one per run ([`Machine::library_state`]). A library function that
//! calls back into the program (`qsort`'s comparator) does so through
//! [`super::native`]. The library in turn uses the machine through its
//! public methods only (memory, oracle, events, output), the way Miri's
//! shims reach its interpreter through the `Machine` trait.
//!
//! [`Program::library_data`]: super::program::Program::library_data
//! [`Machine::library_state`]: super::machine::Machine::library_state

use std::any::Any;
use std::fmt;

use super::intrinsics::BuiltinResult;
use super::machine::Machine;
use super::program::Program;
use crate::syntax::{TypeId, TypeKind};
use crate::value::Value;

/// What the machine asks of a library.
pub trait Library: Send + Sync + fmt::Debug {
    /// Sets up the library's data in `prog`'s memory image (before any
    /// run); an error message stops the program from loading.
    fn install(&self, prog: &mut Program) -> Result<(), String>;

    /// Runs the declared function `name` on `args` if the library
    /// implements it: `Ok(None)` if it does not (the call then goes to the
    /// environment), `Ok(Some(None))` for a void result.
    fn call(
        &self,
        m: &mut Machine<'_, '_>,
        name: &str,
        args: &[(Value, TypeId)],
        ret_ty: TypeId,
    ) -> BuiltinResult;

    /// Resolves the declared function `name`, whose parameters have the
    /// types `params` as declared, to one of the library's models once,
    /// when the program is built, if the library resolves it ahead of its
    /// calls: `None` leaves it to [`Library::call`] by name.
    fn resolve(&self, _name: &str, _params: &[&TypeKind]) -> Option<Resolved> {
        None
    }

    /// Runs the model [`Library::resolve`] gave for `name`: what
    /// [`Library::call`] of `name` does.
    fn call_resolved(
        &self,
        m: &mut Machine<'_, '_>,
        _model: Resolved,
        name: &str,
        args: &[(Value, TypeId)],
        ret_ty: TypeId,
    ) -> BuiltinResult {
        self.call(m, name, args, ret_ty)
    }

    /// What the standard the library follows promises about the declared
    /// function `name` that a declaration need not spell out, for the
    /// functions it leaves to the environment (as LLVM's
    /// `inferNonMandatoryLibFuncAttrs` adds them to known library
    /// functions): none by default.
    fn implied(&self, _name: &str) -> Option<Implied> {
        None
    }
}

/// A declared function a library resolved when the program was built
/// ([`Library::resolve`]): the model that runs it, called without a
/// look-up by name on each call.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Resolved {
    /// The library's number for the model.
    pub model: u16,
    /// The model neither reads nor writes memory the program can reach (it
    /// may make or free blocks), whatever the types of a call's arguments:
    /// an access-guard scope pushed for the call could refuse nothing it
    /// does, so the call pushes none.
    pub reaches_no_memory: bool,
    /// The same for a call of the declaration's own type only (a model
    /// that hands a call of other argument types to the environment, as a
    /// math function does for an argument that is not a float): such a
    /// call may run as a plain call without a guard scope
    /// (`call_plan::Target::Library`). Implied by `reaches_no_memory`.
    pub reaches_no_memory_as_declared: bool,
}

/// How a pointer parameter of a library function is used.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ParamUse {
    /// Not a pointer the function promises anything about.
    Plain,
    /// `captures(none)`: the function keeps no copy.
    NoCapture,
    /// `readonly captures(none)`: the function only reads through it.
    ReadOnly,
}

/// The attributes a library function has whatever its declaration says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Implied {
    /// `noundef` on the result and on every parameter.
    pub noundef: bool,
    /// `noalias` on the result (a fresh allocation).
    pub ret_noalias: bool,
    /// Its parameters, by position.
    pub params: &'static [ParamUse],
    /// `nofree nounwind`.
    pub nofree_nounwind: bool,
}

/// The library of a program that has none: every declared function is a
/// call to the environment.
#[derive(Clone, Copy, Debug, Default)]
pub struct NoLibrary;

impl Library for NoLibrary {
    fn install(&self, _prog: &mut Program) -> Result<(), String> {
        Ok(())
    }

    fn call(
        &self,
        _m: &mut Machine<'_, '_>,
        _name: &str,
        _args: &[(Value, TypeId)],
        _ret_ty: TypeId,
    ) -> BuiltinResult {
        Ok(None)
    }
}

/// Data a library keeps in a program or in a run; the machine only holds
/// it. It holds at most one value, of a type only the library names.
#[derive(Default)]
pub struct Slot(Option<Box<dyn Any + Send + Sync>>);

impl Slot {
    /// The value, if it is a `T`.
    pub fn get<T: Any>(&self) -> Option<&T> {
        self.0.as_ref()?.downcast_ref()
    }

    /// The value as a `T`, made with `T::default()` if the slot is empty
    /// or holds something else.
    pub fn get_or_default<T: Any + Default + Send + Sync>(&mut self) -> &mut T {
        if self.get::<T>().is_none() {
            self.0 = Some(Box::new(T::default()));
        }
        self.0
            .as_mut()
            .and_then(|b| b.downcast_mut())
            .expect("just set to a T")
    }

    /// Whether it holds a value.
    pub fn is_set(&self) -> bool {
        self.0.is_some()
    }

    /// Replaces the value.
    pub fn set<T: Any + Send + Sync>(&mut self, v: T) {
        self.0 = Some(Box::new(v));
    }
}

impl fmt::Debug for Slot {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(if self.0.is_some() {
            "Slot(..)"
        } else {
            "Slot(empty)"
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_slot_holds_one_value_of_the_type_asked_for() {
        let mut s = Slot::default();
        assert!(s.get::<u32>().is_none());
        *s.get_or_default::<u32>() += 3;
        assert_eq!(s.get::<u32>(), Some(&3));
        assert!(s.get::<i64>().is_none());
        s.set(7i64);
        assert_eq!(s.get::<i64>(), Some(&7));
        assert!(s.get::<u32>().is_none());
    }
}
