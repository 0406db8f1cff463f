//! The ids `llsem facts` gives to the entities of a module. Every id is
//! derived from a position in the module, never from a hash or an address,
//! so the same module gives the same ids on every run:
//!
//! | entity | id | position |
//! | --- | --- | --- |
//! | type | `t5` | `TypeId(5)`: the order in which the parser first met the type |
//! | global variable | `g3` | the 4th global variable in definition order |
//! | function | `f3` | the 4th function (declared or defined) in definition order |
//! | alias | `a0` | the 1st alias |
//! | ifunc | `u0` | the 1st ifunc |
//! | basic block | `f3:b2` | the 3rd block of function 3 (`f3:b0` is the entry) |
//! | instruction | `f3:i17` | the 18th instruction of function 3, counting through its blocks in order |
//! | variable | `f3:v5` | local 5 of function 3: parameters first, then instruction results in written order |
//! | constant | `c12` | the 13th distinct constant met walking the module (types, globals, aliases, ifuncs, then functions in order) |
//! | metadata operand | `f3:i17:m2` | argument 2 of call `f3:i17`, written `metadata ...` |
//! | inline asm callee | `f3:i17:asm` | the callee of call `f3:i17` |
//!
//! Parameters of declarations have variable ids too (`f3:v0` is parameter 0
//! of any function), so that `function_param` covers every function.

use crate::syntax::{BlockId, FuncId, GlobalRef, LocalId, TypeId};

/// `t<N>`.
pub fn type_id(ty: TypeId) -> String {
    format!("t{}", ty.0)
}

/// `f<N>`.
pub fn func_id(f: FuncId) -> String {
    format!("f{}", f.0)
}

/// The id of a global variable, function, alias or ifunc.
pub fn global_value_id(r: GlobalRef) -> String {
    match r {
        GlobalRef::Var(g) => format!("g{}", g.0),
        GlobalRef::Func(f) => func_id(f),
        GlobalRef::Alias(a) => format!("a{}", a.0),
        GlobalRef::IFunc(i) => format!("u{}", i.0),
    }
}

/// `f<N>:b<K>`.
pub fn block_id(f: FuncId, b: BlockId) -> String {
    format!("f{}:b{}", f.0, b.0)
}

/// `f<N>:i<K>`, `K` counting the function's instructions in order.
pub fn inst_id(f: FuncId, k: usize) -> String {
    format!("f{}:i{k}", f.0)
}

/// `f<N>:v<K>`.
pub fn var_id(f: FuncId, local: LocalId) -> String {
    format!("f{}:v{}", f.0, local.0)
}

/// `c<N>`.
pub fn const_id(n: usize) -> String {
    format!("c{n}")
}

/// `<insn>:m<K>`: the `metadata` argument `K` of a call.
pub fn metadata_operand_id(insn: &str, k: usize) -> String {
    format!("{insn}:m{k}")
}

/// `<insn>:asm`: the inline assembly callee of a call.
pub fn inline_asm_id(insn: &str) -> String {
    format!("{insn}:asm")
}
