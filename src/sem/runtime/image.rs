//! The C library's data in a program's initial memory, set up when the
//! program is loaded (called from `Program::new`): the `FILE` objects
//! behind `stdin`/`stdout`/`stderr`, `errno`, and glibc's character-class tables
//! that `isalpha` and friends compile to (`__ctype_b_loc`,
//! `__ctype_toupper_loc`, `__ctype_tolower_loc`).

use crate::mem::{AllocKind, Bytes, Fill, Memory, Repr};
use crate::sem::program::Program;
use crate::syntax::{Name, TypeKind};
use crate::value::{AllocId, Pointer, Value};

/// Where the C library's data lives in a program's memory.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LibcImage {
    /// Each standard stream's `FILE` object and its file descriptor.
    pub streams: Vec<(AllocId, i32)>,
    /// The cell `__ctype_b_loc()` points to (holding a pointer to entry 0
    /// of the class table), if the module declares that function.
    pub ctype_b: Option<Pointer>,
    /// The cell `__ctype_toupper_loc()` points to.
    pub ctype_toupper: Option<Pointer>,
    /// The cell `__ctype_tolower_loc()` points to.
    pub ctype_tolower: Option<Pointer>,
    /// `errno`, if the module declares a function that sets or exposes it
    /// (so that two modules calling the same functions have the same
    /// caller-visible memory).
    pub errno: Option<Pointer>,
}

impl LibcImage {
    /// No data: a module that uses none of it.
    pub const EMPTY: LibcImage = LibcImage {
        streams: Vec::new(),
        ctype_b: None,
        ctype_toupper: None,
        ctype_tolower: None,
        errno: None,
    };
}

/// The functions that set `errno` or give its address.
const ERRNO_USERS: &[&str] = &[
    "__errno_location",
    "strtol",
    "strtoll",
    "strtoul",
    "strtoull",
    "strtoimax",
    "strtoumax",
    "strtod",
    "strtof",
    "strtold",
    "nextafter",
    "nextafterf",
    "nextafterl",
    "ldexp",
    "ldexpf",
    "ldexpl",
    "scalbn",
    "scalbnf",
    "scalbnl",
    "aligned_alloc",
    "memalign",
    "valloc",
    "pvalloc",
    "reallocarray",
];

/// glibc's class bits in `__ctype_b` (little-endian layout of `_ISbit`).
pub mod class {
    /// `isupper`.
    pub const UPPER: u16 = 0x100;
    /// `islower`.
    pub const LOWER: u16 = 0x200;
    /// `isalpha`.
    pub const ALPHA: u16 = 0x400;
    /// `isdigit`.
    pub const DIGIT: u16 = 0x800;
    /// `isxdigit`.
    pub const XDIGIT: u16 = 0x1000;
    /// `isspace`.
    pub const SPACE: u16 = 0x2000;
    /// `isprint`.
    pub const PRINT: u16 = 0x4000;
    /// `isgraph`.
    pub const GRAPH: u16 = 0x8000;
    /// `isblank`.
    pub const BLANK: u16 = 0x1;
    /// `iscntrl`.
    pub const CNTRL: u16 = 0x2;
    /// `ispunct`.
    pub const PUNCT: u16 = 0x4;
    /// `isalnum`.
    pub const ALNUM: u16 = 0x8;
}

/// The classes of a byte in the "C" locale (0 for bytes above 127).
pub fn classes(c: u8) -> u16 {
    if !c.is_ascii() {
        return 0;
    }
    let mut m = 0;
    let set = |m: &mut u16, cond: bool, bit: u16| {
        if cond {
            *m |= bit
        }
    };
    set(&mut m, c.is_ascii_uppercase(), class::UPPER);
    set(&mut m, c.is_ascii_lowercase(), class::LOWER);
    set(&mut m, c.is_ascii_alphabetic(), class::ALPHA);
    set(&mut m, c.is_ascii_digit(), class::DIGIT);
    set(&mut m, c.is_ascii_hexdigit(), class::XDIGIT);
    // C's isspace includes the vertical tab, which Rust's does not.
    set(
        &mut m,
        matches!(c, b' ' | b'\t' | b'\n' | 0x0b | 0x0c | b'\r'),
        class::SPACE,
    );
    set(&mut m, (0x20..0x7f).contains(&c), class::PRINT);
    set(&mut m, c.is_ascii_graphic(), class::GRAPH);
    set(&mut m, c == b' ' || c == b'\t', class::BLANK);
    set(&mut m, c.is_ascii_control(), class::CNTRL);
    set(&mut m, c.is_ascii_punctuation(), class::PUNCT);
    set(&mut m, c.is_ascii_alphanumeric(), class::ALNUM);
    m
}

/// Entries of the ctype tables: indices -128 ..= 255.
const TABLE_ENTRIES: usize = 384;

/// Installs the C library's data the module refers to.
pub fn install(prog: &mut Program) -> Result<(), String> {
    let module = prog.module.clone();
    let mut libc = LibcImage::default();
    for (i, g) in module.globals.iter().enumerate() {
        let fd = match &g.name {
            Name::Named(n) if g.init.is_none() => match n.as_str() {
                "stdin" => 0,
                "stdout" => 1,
                "stderr" => 2,
                _ => continue,
            },
            _ => continue,
        };
        if !matches!(module.types.kind(g.ty), TypeKind::Ptr { .. }) {
            continue;
        }
        let file = allocate(&mut prog.image, 8, Bytes::new(8, Fill::Zero), name_of(fd))?;
        prog.image.set_mutable(alloc(file), false);
        let cell = Pointer::new(prog.globals[i], prog.image.base(prog.globals[i]));
        write_pointer(&mut prog.image, cell, file)?;
        libc.streams.push((alloc(file), fd));
    }
    let declared = |n: &str| module.function_by_name(n).is_some();
    if ERRNO_USERS.iter().any(|n| declared(n)) {
        let e = allocate(
            &mut prog.image,
            4,
            Bytes::new(4, Fill::Zero),
            "errno".into(),
        )?;
        libc.errno = Some(e);
    }
    if declared("__ctype_b_loc") {
        let table = table_bytes(2, |c| classes(c) as u32, |_| 0);
        libc.ctype_b = Some(table_cell(&mut prog.image, table, 2, "__ctype_b")?);
    }
    if declared("__ctype_toupper_loc") {
        let table = table_bytes(4, |c| c.to_ascii_uppercase() as u32, negative_case);
        libc.ctype_toupper = Some(table_cell(&mut prog.image, table, 4, "__ctype_toupper")?);
    }
    if declared("__ctype_tolower_loc") {
        let table = table_bytes(4, |c| c.to_ascii_lowercase() as u32, negative_case);
        libc.ctype_tolower = Some(table_cell(&mut prog.image, table, 4, "__ctype_tolower")?);
    }
    let mut slot = crate::sem::library::Slot::default();
    slot.set(libc);
    prog.library_data = std::sync::Arc::new(slot);
    Ok(())
}

/// glibc's case tables at negative indices: `EOF` maps to itself, the
/// other negative `char` values to the same byte as `unsigned char`.
fn negative_case(index: i32) -> u32 {
    if index == -1 {
        u32::MAX
    } else {
        (index + 256) as u32
    }
}

/// The name of a standard stream's `FILE`.
fn name_of(fd: i32) -> String {
    match fd {
        0 => "stdin",
        1 => "stdout",
        _ => "stderr",
    }
    .to_string()
}

/// A ctype table of `TABLE_ENTRIES` little-endian entries of `width` bytes:
/// `byte(c)` for indices 0..=255, `negative(i)` (the index as a signed
/// value) for -128..=-1.
fn table_bytes(width: usize, byte: impl Fn(u8) -> u32, negative: impl Fn(i32) -> u32) -> Bytes {
    let mut data = Vec::with_capacity(TABLE_ENTRIES * width);
    for i in 0..TABLE_ENTRIES {
        let index = i as i32 - 128;
        let v = if index < 0 {
            negative(index)
        } else {
            byte(index as u8)
        };
        data.extend_from_slice(&v.to_le_bytes()[..width]);
    }
    Bytes::plain(&data)
}

/// Allocates a read-only table and a read-only cell pointing at its entry
/// for index 0; returns the cell.
fn table_cell(mem: &mut Memory, table: Bytes, width: u64, name: &str) -> Result<Pointer, String> {
    let len = table.len() as u64;
    let t = allocate(mem, len, table, name.to_string())?;
    mem.set_mutable(alloc(t), false);
    let entry0 = Pointer {
        addr: t.addr + 128 * width,
        ..t
    };
    let cell = allocate(mem, 8, Bytes::new(8, Fill::Zero), format!("{name} pointer"))?;
    write_pointer(mem, cell, entry0)?;
    mem.set_mutable(alloc(cell), false);
    Ok(cell)
}

fn allocate(mem: &mut Memory, size: u64, bytes: Bytes, name: String) -> Result<Pointer, String> {
    let p = mem
        .allocate(AllocKind::Global, size, 16, Fill::Zero, name)
        .map_err(|e| format!("{e:?}"))?;
    mem.write(p, &bytes, 1).map_err(|e| format!("{e:?}"))?;
    Ok(p)
}

fn write_pointer(mem: &mut Memory, at: Pointer, p: Pointer) -> Result<(), String> {
    let mut bytes = Bytes::new(8, Fill::Zero);
    crate::mem::repr::store_value(&mut bytes, 0, &Repr::Ptr(64), &Value::Ptr(p), false)
        .map_err(|e| format!("{e:?}"))?;
    mem.init(alloc(at), at.addr - mem.base(alloc(at)), &bytes)
        .map_err(|e| format!("{e:?}"))
}

/// The allocation of a pointer that `Memory::allocate` returned.
fn alloc(p: Pointer) -> AllocId {
    match p.prov() {
        crate::value::Provenance::Alloc(id) => id,
        _ => AllocId(0),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// glibc 2.36's `(*__ctype_b_loc())[c]` for c in 0..128, from a native
    /// run; 0 for every other index in -128..=255.
    const GLIBC_CLASSES: &str = "2,2,2,2,2,2,2,2,2,2003,2002,2002,2002,2002,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,6001,c004,c004,c004,c004,c004,c004,c004,c004,c004,c004,c004,c004,c004,c004,c004,d808,d808,d808,d808,d808,d808,d808,d808,d808,d808,c004,c004,c004,c004,c004,c004,c004,d508,d508,d508,d508,d508,d508,c508,c508,c508,c508,c508,c508,c508,c508,c508,c508,c508,c508,c508,c508,c508,c508,c508,c508,c508,c508,c004,c004,c004,c004,c004,c004,d608,d608,d608,d608,d608,d608,c608,c608,c608,c608,c608,c608,c608,c608,c608,c608,c608,c608,c608,c608,c608,c608,c608,c608,c608,c608,c004,c004,c004,c004,2";

    #[test]
    fn class_table_matches_glibc() {
        for (c, hex) in GLIBC_CLASSES.split(',').enumerate() {
            assert_eq!(
                classes(c as u8),
                u16::from_str_radix(hex, 16).unwrap(),
                "byte {c}"
            );
        }
        assert!((128..=255).all(|c| classes(c as u8) == 0));
        assert_eq!(negative_case(-1), u32::MAX);
        assert_eq!(negative_case(-128), 128);
    }

    #[test]
    fn c_locale_classes() {
        assert_eq!(
            classes(b'A'),
            class::UPPER
                | class::ALPHA
                | class::XDIGIT
                | class::PRINT
                | class::GRAPH
                | class::ALNUM
        );
        assert_eq!(classes(b' '), class::SPACE | class::PRINT | class::BLANK);
        assert_eq!(classes(0x0b), class::SPACE | class::CNTRL);
        assert_eq!(classes(b'\t'), class::SPACE | class::BLANK | class::CNTRL);
        assert_eq!(classes(b'!'), class::PRINT | class::GRAPH | class::PUNCT);
        assert_eq!(classes(0x80), 0);
        assert_eq!(classes(0x7f), class::CNTRL);
    }
}
