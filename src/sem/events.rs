//! Observable events: what a run does that its environment can see, in
//! order (MISSION.md "Observable behaviour and refinement").

use crate::value::Value;

/// One observable event.
#[derive(Clone, Debug, PartialEq)]
pub enum Event {
    /// A call to a function of the environment (declared, not implemented
    /// by llsem), with its arguments.
    ExternalCall {
        /// The callee's name.
        name: String,
        /// Whether the call is known to return (`willreturn`).
        willreturn: bool,
        /// The arguments.
        args: Vec<Value>,
        /// For each argument, `Some(k)` when it points into an object the
        /// callee cannot identify (one no earlier call may have kept the
        /// address of, LangRef "Pointer Capture"): the k-th such object of
        /// the call's input. The callee can tell such an object only by
        /// its place in the input, not which object of the run it is.
        unidentified: Vec<Option<u32>>,
        /// The key of the call's input (its arguments, the memory and the
        /// hidden state it may read), from which its outcome was drawn.
        key: u64,
    },
    /// Bytes written to a stream (1 = stdout, 2 = stderr).
    Output {
        /// The file descriptor.
        fd: i32,
        /// Whether every call that wrote them is known to return
        /// (`willreturn`), so that later UB may travel back over them.
        willreturn: bool,
        /// The bytes.
        bytes: Vec<u8>,
    },
    /// A volatile load or store.
    Volatile {
        /// Whether it was a store.
        store: bool,
        /// The address.
        addr: u64,
        /// The value loaded or stored.
        value: Value,
    },
}
