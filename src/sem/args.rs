//! The arguments of a run and their command-line syntax (`llsem run
//! --arg`, README "llsem run"): register values written as LLVM writes
//! constants, and pointers into memory set up for the run (fresh buffers
//! whose bytes may be partly poison or undef bit by bit, read-only ones, buffers freed
//! before the call, pointers into another argument's buffer or into a
//! global). [`arg_text`] writes what [`parse_arg`] reads, so every input the
//! refinement checker generates replays.

use super::consts::ConstEval;
use super::display::bare_value;
use super::program::Program;
use super::stop::{Bound, Stop};
use crate::apint::ApInt;
use crate::mem::{AllocKind, ByteBits, Bytes, Fill, Memory};
use crate::syntax::{FloatKind, FuncId, TypeId, TypeKind};
use crate::value::{Float, Pointer, Provenance, UndefBits, Value};

/// An argument of a run.
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    /// A register value.
    Value(Value),
    /// A pointer to the start of a fresh allocation holding these bytes
    /// (named `input #k`, k counting the fresh blocks of the run from 0).
    Buffer {
        /// The contents.
        bytes: Bytes,
        /// The alignment of the allocation.
        align: u64,
    },
    /// A pointer `offset` bytes into a block set up for the run.
    Pointer {
        /// The block.
        block: Block,
        /// Bytes from the block's start (its size: one past the end).
        offset: u64,
    },
    /// An argument of a variadic entry function beyond its parameters: a
    /// scalar of this type (an integer or floating-point type the module
    /// has; pointers and aggregates are not generated or parsed).
    Vararg {
        /// The argument's type.
        ty: TypeKind,
        /// Its value.
        value: Value,
    },
    /// A pointer to a `va_list` that the entry function's caller set up
    /// with `llvm.va_start` over these variadic arguments (each a scalar of
    /// an integer or floating-point type the module has), laid out as the
    /// target's ABI passes them: what a function receives when its caller
    /// hands it its own `va_list` (`vprintf`-style).
    VaList {
        /// The arguments' types and values, in order.
        args: Vec<(TypeKind, Value)>,
    },
}

/// A block a pointer argument points into.
#[derive(Clone, Debug, PartialEq)]
pub enum Block {
    /// A fresh allocation (`input #k`, counted with the buffers).
    Fresh {
        /// The contents (only the length matters once freed).
        bytes: Bytes,
        /// The alignment of the allocation.
        align: u64,
        /// Whether it may be written, or is freed before the call.
        state: FreshState,
        /// Pointers stored in it (their bytes in `bytes` are placeholders).
        pointers: Vec<StoredPointer>,
    },
    /// A fresh writable allocation (`input #k`, counted with the buffers)
    /// of `size` zero bytes, which cost only what is written into them:
    /// room for addresses far apart (`zeros[@ALIGN]:SIZE`).
    Zeros {
        /// Its size in bytes.
        size: u64,
        /// Its alignment.
        align: u64,
    },
    /// The block of an earlier argument (its index), which is a buffer or
    /// a pointer into a fresh block: the two arguments alias.
    Arg(usize),
    /// A global variable or a function of the module, by name (without
    /// `@`).
    Global(String),
}

/// A pointer stored in a fresh block (`{@NAME+OFFSET}` among `BYTES`):
/// the bytes `at..at + size` hold a pointer `offset` bytes into the
/// global variable or function `@global`, with its provenance, as a
/// `store ptr` leaves them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredPointer {
    /// Where the pointer's bytes start in the block.
    pub at: u64,
    /// The pointer's size in bytes.
    pub size: u64,
    /// The global variable or function it points into (without `@`).
    pub global: String,
    /// Bytes from the global's start.
    pub offset: u64,
}

/// What a fresh block allows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FreshState {
    /// Readable and writable (`bytes:`).
    Writable,
    /// Readable only, as read-only data (`rodata:`): a store into it is UB
    /// `write-to-constant`. `dereferenceable` does not imply writable
    /// (LangRef "Parameter Attributes": `writable` says so separately).
    ReadOnly,
    /// Freed before the call (`freed:`): a dangling pointer.
    Freed,
}

impl Arg {
    /// The fresh block this argument creates, if any (its bytes,
    /// alignment, state and stored pointers).
    pub fn fresh_block(&self) -> Option<(&Bytes, u64, FreshState, &[StoredPointer])> {
        match self {
            Arg::Buffer { bytes, align } => Some((bytes, *align, FreshState::Writable, &[])),
            Arg::Pointer {
                block:
                    Block::Fresh {
                        bytes,
                        align,
                        state,
                        pointers,
                    },
                ..
            } => Some((bytes, *align, *state, pointers)),
            _ => None,
        }
    }

    /// Whether this argument creates a block of its own (a buffer, a
    /// fresh block or zeros), which a later `arg:K` may point into.
    pub fn makes_block(&self) -> bool {
        match self {
            Arg::Pointer {
                block: Block::Zeros { .. },
                ..
            } => true,
            _ => self.fresh_block().is_some(),
        }
    }
}

/// Parses a `--arg` value for a parameter of type `ty` (README "llsem
/// run"): integers in decimal, `0x` hex or `0b` binary with `?` for undef
/// bits, `true`/`false`, floating-point literals (decimal, `inf`, `nan`, or
/// LLVM's hexadecimal forms), `poison`, `undef`, `null`, vectors and
/// aggregates as LLVM writes them (`<i8 1, i8 poison>`), and for pointers:
///
/// - `bytes[@ALIGN]:BYTES[+OFFSET]`: a fresh buffer, each byte two hex
///   digits, `??` (undef), `pp` (poison) or `[BBBBBBBB]`, eight bits from
///   the most significant, each `0`, `1`, `?` (undef) or `p` (poison);
///   the pointer points `OFFSET` bytes in; `{@NAME[+OFF]}` among the
///   bytes is a stored pointer into a global (pointer-sized);
/// - `rodata[@ALIGN]:BYTES[+OFFSET]`: a fresh buffer the program may only
///   read (read-only data: a store into it is UB);
/// - `freed[@ALIGN]:SIZE[+OFFSET]`: a buffer freed before the call;
/// - `zeros[@ALIGN]:SIZE[+OFFSET]`: a fresh writable buffer of `SIZE`
///   zero bytes (at most [`MAX_ZEROS_BYTES`]), which costs only what is
///   written into it;
/// - `arg:K[+OFFSET]`: into the block of argument `K` (counting from 0);
/// - `@NAME[+OFFSET]`: into the global `@NAME`;
/// - `va_list(T V, ...)`: a `va_list` its caller set up over these
///   variadic arguments, each written with its type (see [`Arg::VaList`]).
pub fn parse_arg(prog: &Program, ty: TypeId, text: &str) -> Result<Arg, String> {
    let t = text.trim();
    if matches!(prog.module.types.kind(ty), TypeKind::Ptr { .. })
        && !matches!(t, "poison" | "undef" | "null")
        && !t.starts_with("0x")
    {
        if let Some(inner) = t.strip_prefix("va_list(").and_then(|r| r.strip_suffix(')')) {
            return parse_va_list(prog, inner);
        }
        let ptr_bytes = u64::from(prog.module.layout.pointer(0).size_bits / 8);
        return parse_pointer(t, prog.model.has_undef(), ptr_bytes);
    }
    parse_value(prog, ty, t).map(Arg::Value)
}

/// Parses the `--arg` values of a run of `func`: one per parameter, and for
/// a variadic `func` any number more, each written with its type (see
/// [`parse_vararg`]).
pub fn parse_entry_args<S: AsRef<str>>(
    prog: &Program,
    func: FuncId,
    texts: &[S],
) -> Result<Vec<Arg>, String> {
    let m = &prog.module;
    let f = m.func(func);
    let variadic = m.types.function_parts(f.ty).is_some_and(|(_, _, v)| v);
    let n = f.params.len();
    if texts.len() < n || (texts.len() > n && !variadic) {
        return Err(format!(
            "@{} takes {n}{} arguments but {} were given",
            f.name,
            if variadic { " or more" } else { "" },
            texts.len()
        ));
    }
    texts
        .iter()
        .enumerate()
        .map(|(i, t)| match f.params.get(i) {
            Some(p) => parse_arg(prog, p.ty, t.as_ref()),
            None => parse_vararg(prog, t.as_ref()),
        })
        .collect()
}

/// Parses a `--arg` value given to a variadic entry function beyond its
/// parameters, written with its type (`i32 7`, `double 1.5`, `i8 poison`):
/// an integer or floating-point type the module has.
pub fn parse_vararg(prog: &Program, text: &str) -> Result<Arg, String> {
    let t = text.trim();
    let (ty_text, value) = t.split_once(' ').ok_or_else(|| {
        format!("'{t}' is an argument beyond the parameters: write it with its type (`i32 7`)")
    })?;
    let kind = scalar_type_kind(ty_text).ok_or_else(|| {
        format!("'{ty_text}' is not an integer or floating-point type (a variadic argument)")
    })?;
    let ty = prog.module.types.find(&kind).ok_or_else(|| {
        format!("the module has no type {ty_text} (the type of a variadic argument)")
    })?;
    let value = parse_value(prog, ty, value)?;
    Ok(Arg::Vararg { ty: kind, value })
}

/// The arguments of a `va_list(T V, ...)` pointer argument (`inner` is
/// the text between the parentheses).
fn parse_va_list(prog: &Program, inner: &str) -> Result<Arg, String> {
    let args = split_top_level(inner)
        .into_iter()
        .map(|part| match parse_vararg(prog, part)? {
            Arg::Vararg { ty, value } => Ok((ty, value)),
            _ => unreachable!("parse_vararg gives a variadic argument"),
        })
        .collect::<Result<_, String>>()?;
    Ok(Arg::VaList { args })
}

/// The shape of an integer or floating-point type written as LLVM writes
/// it (`i32`, `double`).
fn scalar_type_kind(text: &str) -> Option<TypeKind> {
    if let Some(w) = text.strip_prefix('i') {
        return w
            .parse::<u32>()
            .ok()
            .filter(|w| (1..=(1 << 23)).contains(w))
            .map(TypeKind::Int);
    }
    FloatKind::ALL
        .into_iter()
        .find(|k| k.keyword() == text)
        .map(TypeKind::Float)
}

/// An integer or floating-point type as LLVM writes it.
fn scalar_type_text(kind: &TypeKind) -> String {
    match kind {
        TypeKind::Int(w) => format!("i{w}"),
        TypeKind::Float(k) => k.keyword().to_string(),
        other => format!("{other:?}"),
    }
}

/// Values with their types in a module (the variadic arguments of a call).
pub type TypedValues = Vec<(Value, TypeId)>;

/// The `va_list` arguments among `args` (see [`Arg::VaList`]): their
/// positions and their variadic arguments with this module's types;
/// `None` if the module lacks one of the types.
pub fn va_list_args(prog: &Program, args: &[Arg]) -> Option<Vec<(usize, TypedValues)>> {
    let mut out = Vec::new();
    for (i, a) in args.iter().enumerate() {
        if let Arg::VaList { args } = a {
            let typed = args
                .iter()
                .map(|(ty, v)| Some((v.clone(), prog.module.types.find(ty)?)))
                .collect::<Option<Vec<_>>>()?;
            out.push((i, typed));
        }
    }
    Some(out)
}

/// The types of the variadic arguments among `args` (see [`Arg::Vararg`])
/// in this module, in order; `None` if the module lacks one of them.
pub fn vararg_types(prog: &Program, args: &[Arg]) -> Option<Vec<TypeId>> {
    args.iter()
        .filter_map(|a| match a {
            Arg::Vararg { ty, .. } => Some(prog.module.types.find(ty)),
            _ => None,
        })
        .collect()
}

/// Parses a register value of type `ty` written as [`bare_value`] writes it.
pub fn parse_value(prog: &Program, ty: TypeId, text: &str) -> Result<Value, String> {
    let types = &prog.module.types;
    let t = text.trim();
    let consts = ConstEval::new(prog);
    match t {
        "poison" => return consts.poison(ty).map_err(|e| e.message),
        "undef" => return consts.undef(ty).map_err(|e| e.message),
        "zeroinitializer" => return consts.zero(ty).map_err(|e| e.message),
        _ => {}
    }
    let bad = || format!("'{t}' is not a {} value", types.display(ty));
    match types.resolved(ty).clone() {
        TypeKind::Int(w) => parse_int(w, t).ok_or_else(bad),
        TypeKind::Ptr { .. } => match t {
            "null" => Ok(Value::Ptr(Pointer::NULL)),
            _ => {
                let addr = t
                    .strip_prefix("0x")
                    .and_then(|h| u64::from_str_radix(h, 16).ok())
                    .ok_or_else(bad)?;
                Ok(Value::Ptr(Pointer::from_parts(Provenance::None, addr, 0)))
            }
        },
        TypeKind::Float(kind) => parse_float(kind, t)
            .map(|bits| Value::Float(Float { kind, bits }))
            .ok_or_else(bad),
        TypeKind::Vector {
            len,
            elem,
            scalable: false,
        } => {
            let es = elements(prog, t, "<", ">", &vec![elem; len as usize])?;
            Ok(Value::Vector(es.into()))
        }
        TypeKind::Array { len, elem } => {
            let es = elements(prog, t, "[", "]", &vec![elem; len as usize])?;
            Ok(Value::Aggregate(es.into()))
        }
        TypeKind::Struct {
            fields,
            packed: true,
        } => Ok(Value::Aggregate(
            elements(prog, t, "<{", "}>", &fields)?.into(),
        )),
        TypeKind::Struct { fields, .. } => Ok(Value::Aggregate(
            elements(prog, t, "{", "}", &fields)?.into(),
        )),
        TypeKind::BitStruct { fields } => Ok(Value::Aggregate(
            elements(prog, t, "\\{", "}/", &fields)?.into(),
        )),
        _ => Err(format!(
            "llsem cannot take an argument of type {} on the command line",
            types.display(ty)
        )),
    }
}

/// The elements of a vector or aggregate literal `OPEN T v, T v CLOSE`.
fn elements(
    prog: &Program,
    t: &str,
    open: &str,
    close: &str,
    tys: &[TypeId],
) -> Result<Vec<Value>, String> {
    let types = &prog.module.types;
    let inner = t
        .strip_prefix(open)
        .and_then(|r| r.strip_suffix(close))
        .ok_or_else(|| format!("'{t}' is not written {open} ... {close}"))?;
    let parts = split_top_level(inner);
    if parts.len() != tys.len() {
        return Err(format!(
            "'{t}' has {} elements where {} are expected",
            parts.len(),
            tys.len()
        ));
    }
    parts
        .iter()
        .zip(tys)
        .map(|(p, ty)| {
            let name = types.display(*ty);
            let v = p
                .trim()
                .strip_prefix(name.as_str())
                .filter(|v| v.starts_with(' '))
                .ok_or_else(|| format!("'{}' is not a {name} element", p.trim()))?;
            parse_value(prog, *ty, v)
        })
        .collect()
}

/// Splits at the commas outside any bracket.
fn split_top_level(s: &str) -> Vec<&str> {
    if s.trim().is_empty() {
        return Vec::new();
    }
    let mut parts = Vec::new();
    let (mut depth, mut start) = (0i32, 0);
    for (i, c) in s.char_indices() {
        match c {
            '<' | '[' | '{' | '(' => depth += 1,
            '>' | ']' | '}' | ')' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(&s[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    parts.push(&s[start..]);
    parts
}

/// `TEXT[+OFFSET]` split into the text and the offset.
fn split_offset(t: &str) -> Result<(&str, u64), String> {
    // A `+` inside a stored pointer `{@NAME+OFFSET}` is that pointer's.
    let tail = t.rfind('}').map_or(0, |i| i + 1);
    match t[tail..]
        .rfind('+')
        .map(|i| (&t[..tail + i], &t[tail + i + 1..]))
    {
        Some((base, off)) => off
            .parse::<u64>()
            .map(|o| (base, o))
            .map_err(|_| format!("'{off}' is not a byte offset")),
        None => Ok((t, 0)),
    }
}

/// The alignment of a `bytes:`, `rodata:` or `freed:` buffer written without
/// `@ALIGN`: what `malloc` gives on x86-64 (glibc aligns every block to
/// 16), so that a buffer suits any scalar the callee may load from it (a
/// pointer argument has no pointee type to take an alignment from).
pub const DEFAULT_BUFFER_ALIGN: u64 = 16;

/// The largest `zeros:SIZE` block (2^40 bytes: room for offsets of any
/// 32-bit index scaled by a few hundred bytes; addresses stay far below
/// the 2^62 the memory hands out).
pub const MAX_ZEROS_BYTES: u64 = 1 << 40;

/// A pointer argument other than `null`, `poison`, `undef` or an address
/// (buffers aligned to [`DEFAULT_BUFFER_ALIGN`] without `@ALIGN`).
fn parse_pointer(t: &str, has_undef: bool, ptr_bytes: u64) -> Result<Arg, String> {
    let bad = || {
        format!(
            "'{t}' is not a pointer argument (null, poison, undef, bytes[@ALIGN]:BYTES[+OFFSET], \
             rodata[@ALIGN]:BYTES[+OFFSET], freed[@ALIGN]:SIZE[+OFFSET], zeros[@ALIGN]:SIZE[+OFFSET], \
             arg:K[+OFFSET], \
             @GLOBAL[+OFFSET] or va_list(T V, ...))"
        )
    };
    let (base, offset) = split_offset(t)?;
    if let Some(name) = base.strip_prefix('@') {
        if name.is_empty() {
            return Err(bad());
        }
        return Ok(Arg::Pointer {
            block: Block::Global(name.to_string()),
            offset,
        });
    }
    if let Some(k) = base.strip_prefix("arg:") {
        let k = k.parse::<usize>().map_err(|_| bad())?;
        return Ok(Arg::Pointer {
            block: Block::Arg(k),
            offset,
        });
    }
    let (kind, rest) = if let Some(r) = base.strip_prefix("bytes") {
        ("bytes", r)
    } else if let Some(r) = base.strip_prefix("rodata") {
        ("rodata", r)
    } else if let Some(r) = base.strip_prefix("freed") {
        ("freed", r)
    } else if let Some(r) = base.strip_prefix("zeros") {
        ("zeros", r)
    } else {
        return Err(bad());
    };
    let (align, body) = match rest.strip_prefix('@') {
        Some(r) => {
            let (a, body) = r.split_once(':').ok_or_else(bad)?;
            let a = a
                .parse::<u64>()
                .ok()
                .filter(|a| a.is_power_of_two())
                .ok_or_else(bad)?;
            (a, body)
        }
        None => (
            DEFAULT_BUFFER_ALIGN,
            rest.strip_prefix(':').ok_or_else(bad)?,
        ),
    };
    if kind == "zeros" {
        let size = body
            .parse::<u64>()
            .ok()
            .filter(|&n| n <= MAX_ZEROS_BYTES)
            .ok_or_else(bad)?;
        if offset > size {
            return Err(format!(
                "'{t}': offset {offset} is past the end of a {size}-byte buffer"
            ));
        }
        return Ok(Arg::Pointer {
            block: Block::Zeros { size, align },
            offset,
        });
    }
    let (bytes, state, pointers) = if kind == "freed" {
        let size = body.parse::<usize>().map_err(|_| bad())?;
        (Bytes::new(size, Fill::Zero), FreshState::Freed, Vec::new())
    } else {
        let (bytes, pointers) =
            parse_bytes(body, has_undef, ptr_bytes).map_err(|e| format!("{}: {e}", bad()))?;
        let state = if kind == "rodata" {
            FreshState::ReadOnly
        } else {
            FreshState::Writable
        };
        (bytes, state, pointers)
    };
    if offset > bytes.len() as u64 {
        return Err(format!(
            "'{t}': offset {offset} is past the end of a {}-byte buffer",
            bytes.len()
        ));
    }
    if offset == 0 && state == FreshState::Writable && pointers.is_empty() {
        return Ok(Arg::Buffer { bytes, align });
    }
    Ok(Arg::Pointer {
        block: Block::Fresh {
            bytes,
            align,
            state,
            pointers,
        },
        offset,
    })
}

/// The bytes of a buffer: two hex digits, `??`, `pp`, or `[BBBBBBBB]` each
/// (`?` is poison in a model without undef), or `{@NAME[+OFF]}` for the
/// `ptr_bytes` bytes of a stored pointer into a global (placeholders of
/// value 0 in the bytes returned).
fn parse_bytes(
    body: &str,
    has_undef: bool,
    ptr_bytes: u64,
) -> Result<(Bytes, Vec<StoredPointer>), String> {
    let mut all = Vec::new();
    let mut pointers = Vec::new();
    let mut rest = body.as_bytes();
    let undef_or_poison = |u: &mut u8, p: &mut u8, m: u8| {
        if has_undef { *u |= m } else { *p |= m }
    };
    while !rest.is_empty() {
        let (mut v, mut u, mut p) = (0u8, 0u8, 0u8);
        if rest[0] == b'{' {
            let end = rest
                .iter()
                .position(|&c| c == b'}')
                .ok_or("a stored pointer is {@NAME} or {@NAME+OFFSET}")?;
            let inner = std::str::from_utf8(&rest[1..end]).map_err(|_| "not ASCII")?;
            let (base, offset) = split_offset(inner)?;
            let global = base
                .strip_prefix('@')
                .filter(|n| !n.is_empty())
                .ok_or_else(|| {
                    format!("'{{{inner}}}' is not a stored pointer {{@NAME[+OFFSET]}}")
                })?;
            pointers.push(StoredPointer {
                at: all.len() as u64,
                size: ptr_bytes,
                global: global.to_string(),
                offset,
            });
            all.extend((0..ptr_bytes).map(|_| ByteBits::default()));
            rest = &rest[end + 1..];
            continue;
        }
        if rest[0] == b'[' {
            let bits = rest
                .get(1..9)
                .filter(|_| rest.get(9) == Some(&b']'))
                .ok_or("a per-bit byte is eight bits in brackets, [01?p0101]")?;
            for (i, b) in bits.iter().enumerate() {
                let m = 0x80u8 >> i;
                match b {
                    b'0' => {}
                    b'1' => v |= m,
                    b'?' => undef_or_poison(&mut u, &mut p, m),
                    b'p' => p |= m,
                    _ => return Err(format!("'{}' is not a bit (0, 1, ?, p)", *b as char)),
                }
            }
            rest = &rest[10..];
        } else {
            let pair = rest.get(..2).ok_or("an odd number of hex digits")?;
            match pair {
                b"??" => undef_or_poison(&mut u, &mut p, 0xff),
                b"pp" => p = 0xff,
                _ => {
                    let s = std::str::from_utf8(pair).map_err(|_| "not ASCII")?;
                    v = u8::from_str_radix(s, 16).map_err(|_| format!("'{s}' is not a byte"))?;
                }
            }
            rest = &rest[2..];
        }
        all.push(ByteBits {
            value: v,
            undef: u & !p,
            poison: p,
        });
    }
    let mut bytes = Bytes::new(all.len(), Fill::Zero);
    for (i, b) in all.into_iter().enumerate() {
        bytes.set(i, b);
    }
    Ok((bytes, pointers))
}

/// The `--arg` text of a buffer's bytes with its alignment (inverse of
/// the `bytes@ALIGN:BYTES` syntax): whole undef or poison bytes as `??`
/// and `pp`, bytes only partly so bit by bit.
pub fn buffer_text(bytes: &Bytes, align: u64) -> String {
    fresh_text("bytes", bytes, align, &[])
}

/// [`buffer_text`] for a fresh block of kind `kind` (`bytes`, `rodata`)
/// holding `pointers`.
fn fresh_text(kind: &str, bytes: &Bytes, align: u64, pointers: &[StoredPointer]) -> String {
    let mut s = format!("{kind}@{align}:");
    let mut skip_to = 0;
    for i in 0..bytes.len() {
        if let Some(sp) = pointers.iter().find(|sp| sp.at == i as u64) {
            s.push_str(&format!("{{@{}", sp.global));
            if sp.offset != 0 {
                s.push_str(&format!("+{}", sp.offset));
            }
            s.push('}');
            skip_to = i as u64 + sp.size;
        }
        if (i as u64) < skip_to {
            continue;
        }
        let ByteBits {
            value: v,
            undef: u,
            poison: p,
        } = bytes.bits(i);
        if p == 0xff {
            s.push_str("pp");
        } else if u == 0xff && p == 0 {
            s.push_str("??");
        } else if u | p == 0 {
            s.push_str(&format!("{v:02x}"));
        } else {
            s.push('[');
            for b in (0..8).rev() {
                let m = 1u8 << b;
                s.push(if p & m != 0 {
                    'p'
                } else if u & m != 0 {
                    '?'
                } else if v & m != 0 {
                    '1'
                } else {
                    '0'
                });
            }
            s.push(']');
        }
    }
    s
}

/// The `--arg` text of an argument of type `ty` (inverse of [`parse_arg`]).
pub fn arg_text(prog: &Program, ty: TypeId, arg: &Arg) -> String {
    let with_offset = |s: String, offset: u64| {
        if offset == 0 {
            s
        } else {
            format!("{s}+{offset}")
        }
    };
    match arg {
        Arg::Value(v) => bare_value(&prog.module.types, None, ty, v),
        Arg::Vararg { ty: kind, value } => typed_scalar_text(prog, kind, value),
        Arg::VaList { args } => {
            let parts: Vec<String> = args
                .iter()
                .map(|(kind, value)| typed_scalar_text(prog, kind, value))
                .collect();
            format!("va_list({})", parts.join(", "))
        }
        Arg::Buffer { bytes, align } => buffer_text(bytes, *align),
        Arg::Pointer { block, offset } => with_offset(
            match block {
                Block::Fresh {
                    bytes,
                    align,
                    state: FreshState::Writable,
                    pointers,
                } => fresh_text("bytes", bytes, *align, pointers),
                Block::Fresh {
                    bytes,
                    align,
                    state: FreshState::ReadOnly,
                    pointers,
                } => fresh_text("rodata", bytes, *align, pointers),
                Block::Fresh {
                    bytes,
                    align,
                    state: FreshState::Freed,
                    ..
                } => format!("freed@{align}:{}", bytes.len()),
                Block::Zeros { size, align } => format!("zeros@{align}:{size}"),
                Block::Arg(k) => format!("arg:{k}"),
                Block::Global(name) => format!("@{name}"),
            },
            *offset,
        ),
    }
}

/// A scalar written with its type (`i32 7`), as [`parse_vararg`] reads it.
fn typed_scalar_text(prog: &Program, kind: &TypeKind, value: &Value) -> String {
    let types = &prog.module.types;
    match types.find(kind) {
        Some(t) => format!("{} {}", types.display(t), bare_value(types, None, t, value)),
        None => format!("{} {value:?}", scalar_type_text(kind)),
    }
}

/// Checks that every pointer argument names a block that exists: `arg:K`
/// an earlier argument with a fresh block, `@NAME` a global variable or a
/// function of the module.
pub fn check_args(prog: &Program, args: &[Arg]) -> Result<(), String> {
    let exists = |name: &str| {
        prog.module
            .globals
            .iter()
            .map(|g| &g.name)
            .chain(prog.module.functions.iter().map(|f| &f.name))
            .any(|n| n.to_string() == name)
    };
    for (i, a) in args.iter().enumerate() {
        if let Some((_, _, _, pointers)) = a.fresh_block()
            && let Some(sp) = pointers.iter().find(|sp| !exists(&sp.global))
        {
            return Err(format!(
                "argument {i}: there is no global variable or function @{} to store a pointer to",
                sp.global
            ));
        }
        match a {
            Arg::Pointer {
                block: Block::Arg(k),
                ..
            } if *k >= i || !args[*k].makes_block() => {
                return Err(format!(
                    "argument {i}: arg:{k} is not an earlier argument with a buffer of its own"
                ));
            }
            Arg::Pointer {
                block: Block::Global(name),
                ..
            } if !exists(name) => {
                return Err(format!(
                    "argument {i}: there is no global variable or function @{name}"
                ));
            }
            Arg::Vararg { ty, .. } if prog.module.types.find(ty).is_none() => {
                return Err(format!(
                    "argument {i}: the module has no type {} for a variadic argument",
                    scalar_type_text(ty)
                ));
            }
            Arg::VaList { args } => {
                if let Some((ty, _)) = args
                    .iter()
                    .find(|(t, _)| prog.module.types.find(t).is_none())
                {
                    return Err(format!(
                        "argument {i}: the module has no type {} for a variadic argument",
                        scalar_type_text(ty)
                    ));
                }
            }
            _ => {}
        }
    }
    Ok(())
}

/// The register values of the arguments, with their blocks set up: fresh
/// blocks allocated in argument order (and freed if asked), holding the
/// pointers stored in them, aliases and globals resolved. An argument that
/// names a missing block is an `unsupported` stop naming it.
pub fn materialize(mem: &mut Memory, prog: &Program, args: Vec<Arg>) -> Result<Vec<Value>, Stop> {
    let exhausted = |_| Stop::Bound(Bound::Memory);
    let mut fresh = 0;
    let mut blocks: Vec<Option<Pointer>> = Vec::with_capacity(args.len());
    let mut out = Vec::with_capacity(args.len());
    for a in args {
        let (start, offset) = match a {
            Arg::Value(v) | Arg::Vararg { value: v, .. } => {
                blocks.push(None);
                out.push(v);
                continue;
            }
            Arg::VaList { .. } => {
                // Laid out by the machine, which knows the target's ABI
                // (`Machine::caller_va_list`, after this).
                blocks.push(None);
                out.push(Value::Ptr(Pointer::NULL));
                continue;
            }
            Arg::Buffer { .. }
            | Arg::Pointer {
                block: Block::Fresh { .. },
                ..
            } => {
                let offset = match &a {
                    Arg::Pointer { offset, .. } => *offset,
                    _ => 0,
                };
                let Some((bytes, align, state, pointers)) = a.fresh_block() else {
                    unreachable!("a fresh block argument")
                };
                let stored;
                let bytes = if pointers.is_empty() {
                    bytes
                } else {
                    stored = with_pointers(mem, prog, bytes, pointers)?;
                    &stored
                };
                let name = format!("input #{fresh}");
                fresh += 1;
                let p = mem
                    .allocate(
                        AllocKind::Input,
                        bytes.len() as u64,
                        align,
                        Fill::Zero,
                        name,
                    )
                    .map_err(exhausted)?;
                if !bytes.is_empty() {
                    mem.write(p, bytes, 1).map_err(exhausted)?;
                }
                if let Provenance::Alloc(id) = p.prov() {
                    match state {
                        FreshState::Writable => {}
                        FreshState::ReadOnly => mem.set_mutable(id, false),
                        FreshState::Freed => mem.kill(id),
                    }
                }
                (p, offset)
            }
            Arg::Pointer {
                block: Block::Zeros { size, align },
                offset,
            } => {
                let name = format!("input #{fresh}");
                fresh += 1;
                let p = mem
                    .allocate(AllocKind::Input, size, align, Fill::Zero, name)
                    .map_err(exhausted)?;
                (p, offset)
            }
            Arg::Pointer {
                block: Block::Arg(k),
                offset,
            } => {
                let p = blocks.get(k).copied().flatten().ok_or_else(|| {
                    Stop::unsupported(format!("argument arg:{k} names no earlier buffer argument"))
                })?;
                (p, offset)
            }
            Arg::Pointer {
                block: Block::Global(name),
                offset,
            } => (global_pointer(mem, &name)?, offset),
        };
        blocks.push(Some(start));
        out.push(Value::Ptr(Pointer {
            addr: start.addr.wrapping_add(offset),
            ..start
        }));
    }
    Ok(out)
}

/// A pointer to the start of the global variable or function `@name`.
fn global_pointer(mem: &Memory, name: &str) -> Result<Pointer, Stop> {
    let at = format!("@{name}");
    mem.allocations()
        .find(|(_, a)| matches!(a.kind, AllocKind::Global | AllocKind::Function) && *a.name == *at)
        .map(|(id, a)| Pointer::new(id, a.base))
        .ok_or_else(|| {
            Stop::unsupported(format!(
                "argument {at}: no such global variable or function"
            ))
        })
}

/// `bytes` with `pointers` stored in them, in the module's byte order.
fn with_pointers(
    mem: &Memory,
    prog: &Program,
    bytes: &Bytes,
    pointers: &[StoredPointer],
) -> Result<Bytes, Stop> {
    let layout = &prog.module.layout;
    let mut out = bytes.clone();
    for sp in pointers {
        let base = global_pointer(mem, &sp.global)?;
        let p = Pointer {
            addr: base.addr.wrapping_add(sp.offset),
            ..base
        };
        let repr = crate::mem::Repr::Ptr((sp.size * 8) as u32);
        crate::mem::repr::store_value(
            &mut out,
            sp.at * 8,
            &repr,
            &Value::Ptr(p),
            layout.big_endian,
        )
        .map_err(|_| Stop::unsupported("a stored pointer that does not fit its buffer"))?;
    }
    Ok(out)
}

/// An integer literal: `true`/`false`, decimal (possibly negative), `0x`
/// hex, or `0b` binary with `?` for undef bits (as `llsem` prints them).
pub fn parse_int(w: u32, t: &str) -> Option<Value> {
    if let Some(bits) = t.strip_prefix("0b") {
        return parse_binary(w, bits);
    }
    let v = match t {
        "true" => ApInt::from_u64(w, 1),
        "false" => ApInt::zero(w),
        _ => match t.strip_prefix("0x").or_else(|| t.strip_prefix("0X")) {
            Some(hex) => ApInt::from_hex(w, hex)?,
            None => match t.strip_prefix("-0x") {
                Some(hex) => ApInt::from_hex(w, hex)?.negate(),
                None => ApInt::from_decimal(w, t)?,
            },
        },
    };
    Some(Value::Int(v))
}

/// `w` bits written from the most significant, `0`, `1` or `?` (undef).
fn parse_binary(w: u32, bits: &str) -> Option<Value> {
    if bits.len() != w as usize {
        return None;
    }
    let mut v = ApInt::zero(w);
    let mut undef = ApInt::zero(w);
    for (i, c) in bits.chars().enumerate() {
        let at = w - 1 - i as u32;
        match c {
            '0' => {}
            '1' => v.set_bit(at, true),
            '?' => undef.set_bit(at, true),
            _ => return None,
        }
    }
    Some(if undef.is_zero() {
        Value::Int(v)
    } else {
        Value::Undef(Box::new(UndefBits { bits: v, undef }))
    })
}

/// A floating-point literal rounded to nearest-even in `kind`: decimal,
/// `inf`, `-inf`, `nan`, or LLVM's hexadecimal forms (`0x` and 16 digits,
/// the double of the same value for `float` and `half`-like formats too;
/// `0xH`, `0xR`, `0xK`, `0xL` with the format's own bits).
fn parse_float(kind: FloatKind, t: &str) -> Option<u128> {
    use rustc_apfloat::ieee::{BFloat, Double, Half, Quad, Single, X87DoubleExtended};
    use rustc_apfloat::{Float as _, FloatConvert, Round};
    fn parse<F: rustc_apfloat::Float>(t: &str) -> Option<u128> {
        let (neg, body) = match t.strip_prefix('-') {
            Some(b) => (true, b),
            None => (false, t.strip_prefix('+').unwrap_or(t)),
        };
        let v = match body {
            "inf" | "infinity" => F::INFINITY,
            "nan" => F::NAN,
            _ => F::from_str_r(body, Round::NearestTiesToEven).ok()?.value,
        };
        Some(if neg { -v } else { v }.to_bits())
    }
    let own = |prefix: &str, digits: usize| {
        t.strip_prefix(prefix)
            .filter(|h| h.len() == digits)
            .and_then(|h| u128::from_str_radix(h, 16).ok())
    };
    let hex_double = t
        .strip_prefix("0x")
        .filter(|h| h.len() == 16)
        .and_then(|h| u64::from_str_radix(h, 16).ok());
    match kind {
        FloatKind::Half => own("0xH", 4).or_else(|| parse::<Half>(t)),
        FloatKind::BFloat => own("0xR", 4).or_else(|| parse::<BFloat>(t)),
        FloatKind::X86Fp80 => own("0xK", 20).or_else(|| parse::<X87DoubleExtended>(t)),
        // `0xL`: the low 64 bits first, as LLVM writes them.
        FloatKind::Fp128 => own("0xL", 32)
            .map(|b| b >> 64 | (b & u64::MAX as u128) << 64)
            .or_else(|| parse::<Quad>(t)),
        FloatKind::Double => hex_double.map(u128::from).or_else(|| parse::<Double>(t)),
        FloatKind::Float => match hex_double {
            Some(b) if (b >> 52) & 0x7ff == 0x7ff && b & ((1 << 52) - 1) != 0 => {
                // A NaN: its payload moves down unchanged.
                let sign = (b >> 63) as u128;
                let payload = ((b >> 29) & 0x7f_ffff) as u128;
                Some(sign << 31 | 0xff << 23 | payload)
            }
            Some(b) => {
                let d = Double::from_bits(b as u128);
                let mut lost = false;
                let s: Single = d.convert(&mut lost).value;
                (!lost).then(|| s.to_bits())
            }
            None => parse::<Single>(t),
        },
        FloatKind::PpcFp128 => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse_pointer8(t: &str, has_undef: bool) -> Result<Arg, String> {
        parse_pointer(t, has_undef, 8)
    }

    #[test]
    fn per_bit_bytes_round_trip() {
        let b = parse_bytes("00[01?p0101]ff??pp", true, 8).unwrap().0;
        let field = |f: fn(ByteBits) -> u8| (0..b.len()).map(|i| f(b.bits(i))).collect::<Vec<_>>();
        assert_eq!(field(|x| x.value), vec![0, 0b0100_0101, 0xff, 0, 0]);
        assert_eq!(field(|x| x.undef), vec![0, 0b0010_0000, 0, 0xff, 0]);
        assert_eq!(field(|x| x.poison), vec![0, 0b0001_0000, 0, 0, 0xff]);
        assert_eq!(buffer_text(&b, 4), "bytes@4:00[01?p0101]ff??pp");
        // Without undef, `?` is poison.
        let t = parse_bytes("[0000000?]", false, 8).unwrap().0;
        assert_eq!((t.bits(0).undef, t.bits(0).poison), (0, 1));
        assert!(parse_bytes("[0101]", true, 8).is_err());
        assert!(parse_bytes("[0101010x]", true, 8).is_err());
        assert!(parse_bytes("0", true, 8).is_err());
    }

    #[test]
    fn stored_pointers_parse_print_and_materialize() {
        let m = crate::parse::load(crate::syntax::SourceFile::new(
            "t.ll",
            "@g = global [4 x i8] zeroinitializer\ndefine void @f(ptr %p) {\n  ret void\n}\n",
        ))
        .expect("valid module");
        let prog = Program::new(std::sync::Arc::new(m), crate::model::Model::default())
            .expect("compilable");
        let ty = prog.module.func(crate::syntax::FuncId(0)).params[0].ty;
        let text = "bytes@16:01{@g+2}[0000000p]";
        let a = parse_arg(&prog, ty, text).unwrap();
        let Some((bytes, _, _, pointers)) = a.fresh_block() else {
            panic!("a fresh block")
        };
        assert_eq!(bytes.len(), 10);
        assert_eq!(
            pointers,
            [StoredPointer {
                at: 1,
                size: 8,
                global: "g".into(),
                offset: 2
            }]
        );
        assert_eq!(arg_text(&prog, ty, &a), text);
        assert!(check_args(&prog, std::slice::from_ref(&a)).is_ok());
        let other = parse_arg(&prog, ty, "bytes:{@h}").unwrap();
        assert!(check_args(&prog, &[other]).is_err());
        assert!(parse_arg(&prog, ty, "bytes:{g}").is_err());
        assert!(parse_arg(&prog, ty, "bytes:{@g").is_err());
        // Materialized, the bytes hold @g + 2 with @g's provenance.
        let mut mem = Memory::new(1 << 20);
        let g = mem
            .allocate(AllocKind::Global, 4, 1, Fill::Zero, "@g")
            .unwrap();
        let vals = materialize(&mut mem, &prog, vec![a]).unwrap();
        let Value::Ptr(p) = vals[0] else {
            panic!("a pointer")
        };
        let id = match p.prov() {
            Provenance::Alloc(id) => id,
            other => panic!("{other:?}"),
        };
        let stored = mem.contents(id);
        let addr = (0..8).fold(0u64, |acc, k| {
            acc | u64::from(stored.value(1 + k)) << (8 * k)
        });
        assert_eq!(addr, g.addr + 2);
        assert_eq!(stored.prov(1).map(|f| f.prov), Some(g.prov()));
        assert_eq!(stored.bits(9).poison, 1);
    }

    #[test]
    fn pointer_forms_parse() {
        let p = parse_pointer8("bytes@8:0011+2", true).unwrap();
        assert!(matches!(
            p,
            Arg::Pointer {
                block: Block::Fresh {
                    state: FreshState::Writable,
                    ..
                },
                offset: 2
            }
        ));
        let ro = parse_pointer8("rodata@4:2a00", true).unwrap();
        assert!(matches!(
            ro,
            Arg::Pointer {
                block: Block::Fresh {
                    state: FreshState::ReadOnly,
                    ..
                },
                offset: 0
            }
        ));
        let m = crate::parse::load(crate::syntax::SourceFile::new(
            "t.ll",
            "define void @f(ptr %p) {\n  ret void\n}\n",
        ))
        .expect("valid module");
        let prog = Program::new(std::sync::Arc::new(m), crate::model::Model::default())
            .expect("compilable");
        let ty = prog.module.func(crate::syntax::FuncId(0)).params[0].ty;
        assert_eq!(arg_text(&prog, ty, &ro), "rodata@4:2a00");
        assert!(matches!(
            parse_pointer8("freed@4:16", true).unwrap(),
            Arg::Pointer {
                block: Block::Fresh {
                    state: FreshState::Freed,
                    ..
                },
                offset: 0
            }
        ));
        // A roomy block of zeros: parsed, printed back, bounded, and
        // allocated without holding its bytes.
        let zeros = parse_pointer8("zeros@8:17179869184+8589934592", true).unwrap();
        assert_eq!(
            zeros,
            Arg::Pointer {
                block: Block::Zeros {
                    size: 1 << 34,
                    align: 8
                },
                offset: 1 << 33
            }
        );
        assert_eq!(
            arg_text(&prog, ty, &zeros),
            "zeros@8:17179869184+8589934592"
        );
        assert!(parse_pointer8("zeros:16+17", true).is_err());
        assert!(parse_pointer8(&format!("zeros:{}", MAX_ZEROS_BYTES + 1), true).is_err());
        assert!(
            check_args(
                &prog,
                &[zeros.clone(), parse_pointer8("arg:0+4", true).unwrap()]
            )
            .is_ok()
        );
        let mut mem = prog.image.clone();
        let vals = materialize(&mut mem, &prog, vec![zeros]).unwrap();
        let Value::Ptr(p) = vals[0] else {
            panic!("a pointer")
        };
        assert!(mem.host_bytes() < 1 << 20);
        assert!(mem.check(p, 8, 8, true).is_ok());
        assert_eq!(
            parse_pointer8("arg:1+4", true).unwrap(),
            Arg::Pointer {
                block: Block::Arg(1),
                offset: 4
            }
        );
        assert_eq!(
            parse_pointer8("@g+3", true).unwrap(),
            Arg::Pointer {
                block: Block::Global("g".into()),
                offset: 3
            }
        );
        assert!(parse_pointer8("bytes:00+2", true).is_err());
        assert!(matches!(
            parse_pointer8("bytes:00", true).unwrap(),
            Arg::Buffer {
                align: DEFAULT_BUFFER_ALIGN,
                ..
            }
        ));
    }

    #[test]
    fn binary_integers_carry_undef_bits() {
        assert_eq!(
            parse_int(4, "0b1?0?"),
            Some(Value::Undef(Box::new(UndefBits {
                bits: ApInt::from_u64(4, 0b1000),
                undef: ApInt::from_u64(4, 0b0101),
            })))
        );
        assert_eq!(
            parse_int(3, "0b101"),
            Some(Value::Int(ApInt::from_u64(3, 5)))
        );
        assert_eq!(parse_int(3, "0b10"), None);
    }

    #[test]
    fn floats_in_llvm_hex() {
        assert_eq!(
            parse_float(FloatKind::Double, "0x8000000000000000"),
            Some(0x8000_0000_0000_0000)
        );
        assert_eq!(
            parse_float(FloatKind::Float, "0x3FF0000000000000"),
            Some(0x3f80_0000)
        );
        // 0.1 as a double is not a float.
        assert_eq!(parse_float(FloatKind::Float, "0x3FB999999999999A"), None);
        assert_eq!(parse_float(FloatKind::Half, "0xH3C00"), Some(0x3c00));
    }
}
