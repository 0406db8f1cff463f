//! The broadcasts from memory, which LLVM 22 upgrades to a `load` and a
//! splat (llvm-as-22 piped to llvm-dis-22 shows the IR); llsem runs that
//! IR's meaning:
//!
//! - `avx.vbroadcast.ss(p)`, `avx.vbroadcast.ss.256`,
//!   `avx.vbroadcast.sd.256`, `avx512.vbroadcast.{ss,sd}.512`:
//!   `load T, ptr p` with T's ABI alignment (the data layout's), then every
//!   lane is that value;
//! - `avx.vbroadcastf128.{ps,pd}.256(p)`, `avx2.vbroadcasti128(p)`: `load
//!   <k x T>, ptr p, align 1` of 128 bits, then lane `i` is loaded lane
//!   `i mod k`.
//!
//! The load is LangRef's: UB through a poison, undef or dangling pointer,
//! out of bounds or (for the scalar forms) misaligned; a loaded lane is
//! poison where its bytes are (`semantics/memory.md`), and each copy of
//! it is. The 128-bit load is made lane by lane, which is the same access
//! (every byte in bounds, no alignment required).

use crate::sem::machine::Machine;
use crate::sem::stop::Stop;
use crate::syntax::{TypeId, TypeKind};
use crate::value::{Pointer, Value};

/// The lanes of the load an operation broadcasts, if it is one: 128 bits
/// (`Some(true)`) or one element (`Some(false)`).
fn broadcast_kind(op: &str) -> Option<bool> {
    match op {
        "vbroadcastf128.ps" | "vbroadcastf128.pd" | "vbroadcasti128" => Some(true),
        "vbroadcast.ss" | "vbroadcast.sd" => Some(false),
        _ => None,
    }
}

impl Machine<'_, '_> {
    /// Runs the broadcast from memory `op` (of `@name`) if it is one.
    pub(super) fn x86_broadcast_load(
        &mut self,
        name: &str,
        op: &str,
        args: &[(Value, TypeId)],
        ret_ty: TypeId,
    ) -> Result<Option<Value>, Stop> {
        let Some(wide) = broadcast_kind(op) else {
            return Ok(None);
        };
        let bad = |what: &str| Stop::unsupported(format!("@{name}: {what}"));
        let TypeKind::Vector {
            len,
            elem,
            scalable: false,
        } = *self.prog.module.types.resolved(ret_ty)
        else {
            return Err(bad("a result that is not a fixed vector"));
        };
        let [(ptr, _)] = args else {
            return Err(bad("expects one pointer operand"));
        };
        let info = self.prog.ty(elem);
        let (k, align) = if wide {
            if info.store_size == 0 || 16 % info.store_size != 0 {
                return Err(bad("a 128-bit load of this element type"));
            }
            (16 / info.store_size, 1)
        } else {
            (1, info.abi_align)
        };
        let p = self.access_pointer(ptr, name)?;
        let mut loaded = Vec::with_capacity(k as usize);
        for j in 0..k {
            let at = Pointer {
                addr: p.addr.wrapping_add(j * info.store_size),
                ..p
            };
            loaded.push(self.read_value(elem, at, align, name)?);
        }
        let lanes: Vec<Value> = (0..len as usize)
            .map(|i| loaded[i % loaded.len()].clone())
            .collect();
        Ok(Some(Value::Vector(lanes.into())))
    }
}
