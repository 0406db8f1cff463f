//! `call` (LangRef `call`) and `va_arg`. A call to a defined function
//! pushes a frame; a call to a declared one runs an intrinsic or a C library
//! function llsem implements, or else asks the environment: a pure function
//! (`memory(none) willreturn nounwind`) for its result, any other for its
//! result after recording the call as an event.

use crate::apint::ApInt;
use crate::mem::guard::Access;
use std::borrow::Cow;

use crate::sem::code::{CallOp, CallPromises, Callee, DirectCall, Opnd, ValueAttrs};
use crate::sem::machine::{Flow, Machine, Position};
use crate::sem::program::FuncKind;
use crate::sem::stop::{Stop, UbKind};
use crate::syntax::{FuncId, TypeId};
use crate::value::{Pointer, Value};

impl<'p> Machine<'p, '_> {
    /// `call`: evaluates the callee and the arguments (applying the call
    /// site's parameter attributes), then enters the callee. With
    /// `!callees`, calling a function not in the list is UB.
    pub(super) fn eval_call(&mut self, call: &'p CallOp, dst: Option<u32>) -> Result<Flow, Stop> {
        // A call of a library model found plain when the program was built
        // skips the checks below, which would find nothing to do.
        if let (Some(plan), Callee::Direct(func)) = (call.direct.as_deref(), call.callee)
            && plan.plain_library
            && self.call_library_plain(call, func, plan, dst)?
        {
            return Ok(Flow::Moved);
        }
        if call.via_interposable_alias && self.env.interpose {
            return Err(Stop::unsupported(
                "a call through a `weak` or `linkonce` alias, which another module may replace, \
                 under --env-interpose",
            ));
        }
        let (func, plan) = match call.callee {
            Callee::Direct(f) => (f, call.direct.as_deref()),
            Callee::Indirect(o) => (self.callee_of(o)?, None),
            Callee::InlineAsm => return Err(Stop::unsupported("inline assembly")),
        };
        if let Some(allowed) = &call.callees
            && !allowed.contains(&func)
        {
            return Err(Stop::ub(
                UbKind::InvalidCall,
                format!(
                    "indirect call of @{}, which its !callees metadata does not list",
                    self.prog.funcs[func.0 as usize].name
                ),
            ));
        }
        // LangRef `call`: calling a function through a type other than its
        // own is UB, except for the foreign function, whose type is the
        // call's (`crate::sem::foreign`).
        let declared_ty = self.prog.module.func(func).ty;
        if declared_ty != call.fn_ty
            && !self.compatible_varargs_call(declared_ty, call.fn_ty)
            && !crate::sem::foreign::is_foreign(self.prog, func)
        {
            return Err(Stop::ub(
                UbKind::InvalidCall,
                format!(
                    "call of @{} with type {} but it has type {}",
                    self.prog.funcs[func.0 as usize].name,
                    self.prog.module.types.display(call.fn_ty),
                    self.prog.module.types.display(declared_ty)
                ),
            ));
        }
        if call.byval_vararg {
            return Err(Stop::unsupported(
                "a byval variadic argument (a structure passed through `...` in memory)",
            ));
        }
        let mut args = std::mem::take(&mut self.spare_args);
        args.clear();
        for (i, ((o, ty), site)) in call.args.iter().zip(&call.arg_attrs).enumerate() {
            let v = self.operand_reg(*o);
            let v = match plan.and_then(|p| p.args.get(i)) {
                Some((attrs, needs)) => self.check_reg(attrs, *needs, v, Position::Argument(i))?,
                None => {
                    let attrs = self.call_site_param_attrs(func, i, site);
                    self.apply_reg_attrs(&attrs, v, Position::Argument(i))?
                }
            };
            args.push((v, *ty));
        }
        if attached_bundle(call).is_some()
            && matches!(self.prog.funcs[func.0 as usize].kind, FuncKind::Defined(_))
        {
            return Err(Stop::unsupported(
                "a `clang.arc.attachedcall` bundle on a call of a function defined in the module",
            ));
        }
        self.current_call = Some(call);
        let entered = self.call_planned(func, args, dst, &call.ret_attrs, call.ret_ty, plan);
        // A callee that is a frame (or a C function calling back) no longer
        // runs the call instruction's builtin.
        self.current_call = None;
        entered?;
        Ok(Flow::Moved)
    }
}

impl Machine<'_, '_> {
    /// The attributes an argument of a call of `func` must satisfy (see
    /// [`ValueAttrs::for_argument`]).
    fn call_site_param_attrs<'a>(
        &self,
        func: FuncId,
        i: usize,
        site: &'a ValueAttrs,
    ) -> std::borrow::Cow<'a, ValueAttrs> {
        ValueAttrs::for_argument(&self.prog.funcs[func.0 as usize].param_attrs, i, site)
    }

    /// Whether a call type and a declared type differ only as a call of a
    /// variadic function written with its full type (same fixed part).
    fn compatible_varargs_call(&self, declared: TypeId, called: TypeId) -> bool {
        let types = &self.prog.module.types;
        match (types.function_parts(declared), types.function_parts(called)) {
            (Some((r1, p1, v1)), Some((r2, p2, v2))) => r1 == r2 && p1 == p2 && v1 == v2,
            _ => false,
        }
    }

    /// The function a callee pointer designates: UB if it is poison, undef,
    /// or not the address of a function.
    fn callee_of(&mut self, o: Opnd) -> Result<FuncId, Stop> {
        match self.read(o).into_owned() {
            Value::Ptr(p) => self.prog.function_at(p).ok_or_else(|| {
                Stop::ub(
                    UbKind::InvalidCall,
                    format!(
                        "call through {:#x}, which is not the address of a function",
                        p.addr
                    ),
                )
            }),
            Value::Poison => Err(Stop::ub(
                UbKind::InvalidCall,
                "call through a poison pointer",
            )),
            _ => Err(Stop::ub(
                UbKind::InvalidCall,
                "call through an undef pointer",
            )),
        }
    }

    /// The call of the Objective-C runtime function a call of a declared
    /// function with a `"clang.arc.attachedcall"(ptr @F)` bundle makes
    /// after it returns `result` (LangRef "ObjC ARC Attached Call Operand
    /// Bundles": the call "is implicitly followed by a marker instruction
    /// and a call to an ObjC runtime function that uses the result of the
    /// call"; the bundle "is ignored" when the result is void). `@F` gets
    /// the result (after the call site's return attributes) if it takes
    /// one parameter, nothing if it takes none (as Alive2's
    /// `handleOpBundles` calls it). Returns the result.
    pub(crate) fn attached_call(
        &mut self,
        result: Option<Value>,
        ret_attrs: &ValueAttrs,
    ) -> Result<Option<Value>, Stop> {
        let Some(call) = self.current_call else {
            return Ok(result);
        };
        let (Some(inputs), Some(v)) = (attached_bundle(call), result.clone()) else {
            return Ok(result);
        };
        let v = self.apply_value_attrs(ret_attrs, v, Position::Return)?;
        let &[(o, _)] = inputs else {
            return Err(Stop::unsupported(
                "a `clang.arc.attachedcall` bundle without exactly one function",
            ));
        };
        let rt = self.callee_of(o)?;
        let prog = self.prog;
        if matches!(prog.funcs[rt.0 as usize].kind, FuncKind::Defined(_)) {
            return Err(Stop::unsupported(
                "a `clang.arc.attachedcall` runtime function defined in the module",
            ));
        }
        let Some((rt_ret, params, _)) = prog.module.types.function_parts(prog.module.func(rt).ty)
        else {
            return Err(Stop::unsupported(
                "a `clang.arc.attachedcall` runtime function without a function type",
            ));
        };
        let args = match params {
            [] => Vec::new(),
            [p] => vec![(v.clone(), *p)],
            _ => {
                return Err(Stop::unsupported(
                    "a `clang.arc.attachedcall` runtime function with more than one parameter",
                ));
            }
        };
        // The runtime call is a call of its own: the call site's attributes
        // are not its.
        self.current_call = None;
        let r = self.call_declared(rt, &args, rt_ret);
        self.current_call = Some(call);
        r?;
        Ok(Some(v))
    }

    /// Runs a declared function: an intrinsic, a C library function, or an
    /// external function of the environment.
    pub(crate) fn call_declared(
        &mut self,
        func: FuncId,
        args: &[(Value, TypeId)],
        ret_ty: TypeId,
    ) -> Result<Option<Value>, Stop> {
        self.call_declared_planned(func, args, ret_ty, None)
    }

    /// [`Machine::call_declared`] of the running `call`, with its plan if
    /// it has one (what the plan decided ahead is not decided again).
    pub(crate) fn call_declared_planned(
        &mut self,
        func: FuncId,
        args: &[(Value, TypeId)],
        ret_ty: TypeId,
        plan: Option<&DirectCall>,
    ) -> Result<Option<Value>, Stop> {
        let prog = self.prog;
        let f = prog.module.func(func);
        // The declaration's own parameter attributes apply too, unless the
        // call's check covered them (see `DirectCall::callee_implied`); a
        // `byval` argument is copied as for a defined callee, and the copy
        // dies when the call returns.
        let implied = plan.map_or(&[][..], |p| p.callee_implied.as_slice());
        let first_copy = self.mem.len();
        let checked: Cow<'_, [(Value, TypeId)]> =
            if (0..args.len().min(f.params.len())).all(|i| implied.get(i) == Some(&true)) {
                Cow::Borrowed(args)
            } else {
                let mut checked = Vec::with_capacity(args.len());
                for (i, (v, ty)) in args.iter().enumerate() {
                    let v = match f.params.get(i) {
                        Some(_) => {
                            let a = &prog.funcs[func.0 as usize].param_attrs[i];
                            self.check_param(a, v.clone(), *ty, i)?
                        }
                        None => v.clone(),
                    };
                    checked.push((v, *ty));
                }
                Cow::Owned(checked)
            };
        let copies = first_copy..self.mem.len();
        let name = prog.funcs[func.0 as usize].name.as_str();
        let promises = match plan {
            Some(p) => p.promises,
            None => {
                let site = self.current_call.map_or_else(Default::default, |c| c.site);
                site.union(prog.funcs[func.0 as usize].promises)
            }
        };
        let forbidden = self.tail_forbidden();
        // The call's own attributes restrict what it does, as they restrict
        // a defined callee (see `Machine::call_function`), unless its plan
        // found that they cannot, or its library model reaches no memory.
        let reaches_memory = prog.funcs[func.0 as usize]
            .library_fn
            .is_none_or(|r| !r.reaches_no_memory);
        let scoped =
            (plan.is_none_or(|p| p.may_restrict) || !forbidden.is_empty()) && reaches_memory && {
                let mut guard_args = Vec::new();
                for (i, (v, _)) in checked.iter().enumerate() {
                    let access = self
                        .current_call
                        .and_then(|c| c.arg_attrs.get(i))
                        .and_then(|a| a.access);
                    let access = match (access, prog.funcs[func.0 as usize].param_attrs.get(i)) {
                        (Some(a), Some(p)) => Some(p.access.map_or(a, |b| a.and(b))),
                        (a, p) => a.or(p.and_then(|p| p.access)),
                    };
                    self.guard_args(v, i, access.unwrap_or(Access::READ_WRITE), &mut guard_args);
                }
                let first_local = self.mem.len() as u32;
                self.push_call_scope(first_local, promises, guard_args, forbidden, |m| {
                    m.declared_owner(func)
                })
            };
        let result = self.call_declared_in_scope(func, name, &checked, ret_ty, promises);
        if scoped {
            self.pop_scope();
        }
        for id in copies {
            self.mem.kill(crate::value::AllocId(id as u32));
        }
        result
    }

    /// Runs the declared function `func` (named `name`) on `checked`,
    /// arguments that passed their attributes: its library model, else
    /// the builtin (intrinsic) of that name, else the environment.
    pub(crate) fn call_declared_in_scope(
        &mut self,
        func: FuncId,
        name: &str,
        checked: &[(Value, TypeId)],
        ret_ty: TypeId,
        promises: CallPromises,
    ) -> Result<Option<Value>, Stop> {
        let library = self.prog.library;
        let info = &self.prog.funcs[func.0 as usize];
        let ran = match info.library_fn {
            Some(model) => library.call_resolved(self, model, name, checked, ret_ty)?,
            None => self.call_builtin(name, info.intrinsic, checked, ret_ty)?,
        };
        if let Some(result) = ran {
            return Ok(result);
        }
        self.call_environment(func, name, checked, ret_ty, promises)
    }

    /// `va_arg`: the next variadic argument of the given type.
    pub(super) fn eval_va_arg(&mut self, list: Opnd, ty: TypeId) -> Result<Value, Stop> {
        let l = self.read(list).into_owned();
        let p = self.access_pointer(&l, "va_arg")?;
        self.next_vararg(p, ty)
    }

    /// An integer argument of a builtin as a `u64` (poison and undef are
    /// reported as UB naming the builtin).
    pub(crate) fn arg_u64(
        &self,
        args: &[(Value, TypeId)],
        i: usize,
        what: &str,
    ) -> Result<u64, Stop> {
        match args.get(i).map(|a| &a.0) {
            Some(Value::Int(v)) => Ok(v.to_u64().unwrap_or(u64::MAX)),
            Some(Value::Ptr(p)) => Ok(p.addr),
            Some(_) => Err(Stop::ub(
                UbKind::InvalidOperand,
                format!("{what}: argument {i} is poison or undef"),
            )),
            None => Err(Stop::ub(
                UbKind::InvalidCall,
                format!("{what}: missing argument {i}"),
            )),
        }
    }

    /// A pointer argument of a builtin.
    pub(crate) fn arg_ptr(
        &self,
        args: &[(Value, TypeId)],
        i: usize,
        what: &str,
    ) -> Result<Pointer, Stop> {
        match args.get(i) {
            Some((v, _)) => self.access_pointer(v, what),
            None => Err(Stop::ub(
                UbKind::InvalidCall,
                format!("{what}: missing argument {i}"),
            )),
        }
    }

    /// An integer result of a builtin.
    pub(crate) fn int_result(&self, ret_ty: TypeId, v: i128) -> Value {
        let w = self.prog.module.types.int_width(ret_ty).unwrap_or(32);
        Value::Int(ApInt::from_i128(w, v))
    }
}

/// The inputs of a call's `"clang.arc.attachedcall"` bundle, if it has one.
fn attached_bundle(call: &CallOp) -> Option<&[(Opnd, TypeId)]> {
    call.bundles
        .iter()
        .find(|(tag, _)| tag == "clang.arc.attachedcall")
        .map(|(_, inputs)| inputs.as_slice())
}
