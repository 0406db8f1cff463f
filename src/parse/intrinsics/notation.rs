//! The notation of `table.txt` (documented in
//! `scripts/gen-intrinsic-table.py`): one intrinsic per line, `NAME RET
//! (PARAM, ...)`, each type a concrete type, an overloaded slot, or a type
//! derived from a slot.

use crate::syntax::FloatKind;

/// A concrete type of an intrinsic's signature, or one a slot is bound to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Concrete {
    /// `void`.
    Void,
    /// `metadata`.
    Metadata,
    /// `token`.
    Token,
    /// `iN`.
    Int(u32),
    /// A floating-point type.
    Float(FloatKind),
    /// `ptr addrspace(N)`.
    Ptr(u32),
    /// `<N x T>` or `<vscale x N x T>`.
    Vector {
        /// The (minimum) lane count.
        len: u32,
        /// Whether scaled by `vscale`.
        scalable: bool,
        /// The element.
        elem: Box<Concrete>,
    },
    /// A struct (literal, identified or packed: LLVM's `AutoUpgrade`
    /// rewrites a declared identified or packed struct result to the
    /// literal struct of the same fields).
    Struct(Vec<Concrete>),
    /// Any other type (`x86_amx`, target types, arrays, labels): equal
    /// only to itself by its text.
    Other(String),
}

/// What an overloaded slot accepts (LLVM's `llvm_any*_ty`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SlotKind {
    /// Any type.
    Any,
    /// An integer or a vector of integers.
    Int,
    /// A floating-point type or a vector of them.
    Float,
    /// A vector.
    Vector,
    /// A pointer.
    Ptr,
}

/// One type of a signature.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Desc {
    /// A fixed type.
    Fixed(Concrete),
    /// A struct of descriptors (results only).
    Struct(Vec<Desc>),
    /// Overloaded slot `k`, bound here.
    Slot(SlotKind, usize),
    /// The type bound to slot `k`.
    Same(usize),
    /// Slot `k`'s integer type (or vector) with elements twice as wide.
    Extend(usize),
    /// Slot `k`'s integer type (or vector) with elements half as wide.
    Truncate(usize),
    /// The given type, or a vector of it with slot `k`'s lane count if
    /// slot `k` is a vector.
    SameWidth(usize, Box<Desc>),
    /// The element type of the vector in slot `k`.
    Element(usize),
    /// A vector of pointers with slot `k`'s lane count; its pointer type
    /// binds the second slot.
    PointersTo(usize, usize),
    /// Slot `k`'s vector with 1/n of its lanes.
    Nth(usize, u32),
    /// Slot `k`'s integer vector with each lane split in n narrower ones.
    Subdivide(usize, u32),
    /// Slot `k`'s vector with integer lanes of the same width.
    ToInt(usize),
}

/// An intrinsic's signature.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Signature {
    /// The result.
    pub ret: Desc,
    /// The fixed parameters.
    pub params: Vec<Desc>,
    /// Whether it takes variable arguments.
    pub varargs: bool,
}

impl Signature {
    /// Whether the intrinsic is overloaded (its name carries type
    /// suffixes): some type of it is a slot.
    pub fn overloaded(&self) -> bool {
        std::iter::once(&self.ret)
            .chain(&self.params)
            .any(Desc::binds_slot)
    }
}

impl Desc {
    fn binds_slot(&self) -> bool {
        match self {
            Desc::Slot(..) | Desc::PointersTo(..) => true,
            Desc::Struct(fields) => fields.iter().any(Desc::binds_slot),
            _ => false,
        }
    }
}

/// Parses one line of the table: the name and its signature.
pub fn parse_line(line: &str) -> Result<(&str, Signature), String> {
    let (name, rest) = line
        .split_once(' ')
        .ok_or_else(|| format!("no signature in `{line}`"))?;
    let mut p = Cursor { s: rest, pos: 0 };
    let ret = p.desc()?;
    p.eat(" (")?;
    let mut params = Vec::new();
    let mut varargs = false;
    while !p.rest().starts_with(')') {
        if !params.is_empty() || varargs {
            p.eat(", ")?;
        }
        if p.rest().starts_with("...") {
            p.pos += 3;
            varargs = true;
        } else {
            params.push(p.desc()?);
        }
    }
    p.eat(")")?;
    if !p.rest().is_empty() {
        return Err(format!("trailing text in `{line}`"));
    }
    Ok((
        name,
        Signature {
            ret,
            params,
            varargs,
        },
    ))
}

struct Cursor<'a> {
    /// The text being read.
    s: &'a str,
    pos: usize,
}

impl<'a> Cursor<'a> {
    fn rest(&self) -> &str {
        &self.s[self.pos..]
    }

    fn eat(&mut self, text: &str) -> Result<(), String> {
        if self.rest().starts_with(text) {
            self.pos += text.len();
            Ok(())
        } else {
            Err(format!("expected `{text}` at `{}`", self.rest()))
        }
    }

    fn number(&mut self) -> Result<u32, String> {
        let digits = self.rest().bytes().take_while(u8::is_ascii_digit).count();
        let n = self.rest()[..digits]
            .parse()
            .map_err(|_| format!("expected a number at `{}`", self.rest()))?;
        self.pos += digits;
        Ok(n)
    }

    fn slot_ref(&mut self) -> Result<usize, String> {
        self.eat("$")?;
        Ok(self.number()? as usize)
    }

    /// `fn($K)` or `fn($K, N)`: the slot and the number, if any.
    fn call(&mut self, with_number: bool) -> Result<(usize, u32), String> {
        self.eat("(")?;
        let k = self.slot_ref()?;
        let n = if with_number {
            self.eat(", ")?;
            self.number()?
        } else {
            0
        };
        self.eat(")")?;
        Ok((k, n))
    }

    fn desc(&mut self) -> Result<Desc, String> {
        let mut word_len = self
            .rest()
            .bytes()
            .take_while(|b| b.is_ascii_alphabetic() || *b == b'_')
            .count();
        if self.rest().starts_with("sub2(") || self.rest().starts_with("sub4(") {
            word_len = 4;
        }
        let text = self.s;
        let word = &text[self.pos..self.pos + word_len];
        let slot_kind = match word {
            "any" => Some(SlotKind::Any),
            "int" => Some(SlotKind::Int),
            "float" if self.rest()[word_len..].starts_with(|c: char| c.is_ascii_digit()) => {
                Some(SlotKind::Float)
            }
            "vec" => Some(SlotKind::Vector),
            "ptr" if self.rest()[word_len..].starts_with(|c: char| c.is_ascii_digit()) => {
                Some(SlotKind::Ptr)
            }
            _ => None,
        };
        if let Some(kind) = slot_kind {
            self.pos += word_len;
            return Ok(Desc::Slot(kind, self.number()? as usize));
        }
        let derived = |c: &mut Self| -> Result<Option<Desc>, String> {
            c.pos += word_len;
            Ok(Some(match word {
                "ext" => Desc::Extend(c.call(false)?.0),
                "trunc" => Desc::Truncate(c.call(false)?.0),
                "elt" => Desc::Element(c.call(false)?.0),
                "toint" => Desc::ToInt(c.call(false)?.0),
                "sub2" => Desc::Subdivide(c.call(false)?.0, 2),
                "sub4" => Desc::Subdivide(c.call(false)?.0, 4),
                "nth" => {
                    let (k, n) = c.call(true)?;
                    Desc::Nth(k, n)
                }
                "ptrs" => {
                    let (k, n) = c.call(true)?;
                    Desc::PointersTo(k, n as usize)
                }
                "same" => {
                    c.eat("(")?;
                    let k = c.slot_ref()?;
                    c.eat(", ")?;
                    let elem = c.desc()?;
                    c.eat(")")?;
                    Desc::SameWidth(k, Box::new(elem))
                }
                _ => {
                    c.pos -= word_len;
                    return Ok(None);
                }
            }))
        };
        if self.rest()[word_len..].starts_with('(')
            && let Some(d) = derived(self)?
        {
            return Ok(d);
        }
        if self.rest().starts_with('$') {
            return Ok(Desc::Same(self.slot_ref()?));
        }
        if self.rest().starts_with('{') {
            self.pos += 1;
            let mut fields = Vec::new();
            while !self.rest().starts_with('}') {
                if !fields.is_empty() {
                    self.eat(", ")?;
                }
                fields.push(self.desc()?);
            }
            self.pos += 1;
            return Ok(
                match fields
                    .iter()
                    .map(|f| match f {
                        Desc::Fixed(c) => Some(c.clone()),
                        _ => None,
                    })
                    .collect::<Option<Vec<_>>>()
                {
                    Some(cs) => Desc::Fixed(Concrete::Struct(cs)),
                    None => Desc::Struct(fields),
                },
            );
        }
        self.concrete().map(Desc::Fixed)
    }

    fn concrete(&mut self) -> Result<Concrete, String> {
        if self.rest().starts_with('<') {
            self.pos += 1;
            let scalable = self.rest().starts_with("vscale x ");
            if scalable {
                self.pos += "vscale x ".len();
            }
            let len = self.number()?;
            self.eat(" x ")?;
            let elem = self.concrete()?;
            self.eat(">")?;
            return Ok(Concrete::Vector {
                len,
                scalable,
                elem: Box::new(elem),
            });
        }
        if self.rest().starts_with("ptr addrspace(") {
            self.pos += "ptr addrspace(".len();
            let n = self.number()?;
            self.eat(")")?;
            return Ok(Concrete::Ptr(n));
        }
        let len = self
            .rest()
            .find([',', ')', '>', '}', ' '])
            .unwrap_or(self.rest().len());
        let word = &self.rest()[..len];
        let ty = match word {
            "void" => Concrete::Void,
            "metadata" => Concrete::Metadata,
            "token" => Concrete::Token,
            "ptr" => Concrete::Ptr(0),
            "half" => Concrete::Float(FloatKind::Half),
            "bfloat" => Concrete::Float(FloatKind::BFloat),
            "float" => Concrete::Float(FloatKind::Float),
            "double" => Concrete::Float(FloatKind::Double),
            "fp128" => Concrete::Float(FloatKind::Fp128),
            "ppc_fp128" => Concrete::Float(FloatKind::PpcFp128),
            w => match w.strip_prefix('i').map(str::parse::<u32>) {
                Some(Ok(n)) => Concrete::Int(n),
                _ => Concrete::Other(w.to_string()),
            },
        };
        self.pos += len;
        Ok(ty)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_parse_into_signatures() {
        let (name, sig) = parse_line("llvm.umax int0 ($0, $0)").unwrap();
        assert_eq!(name, "llvm.umax");
        assert_eq!(sig.ret, Desc::Slot(SlotKind::Int, 0));
        assert_eq!(sig.params, vec![Desc::Same(0), Desc::Same(0)]);
        assert!(sig.overloaded() && !sig.varargs);
        let (_, sig) =
            parse_line("llvm.masked.gather vec0 (ptrs($0, 1), same($0, i1), $0)").unwrap();
        assert_eq!(sig.params[0], Desc::PointersTo(0, 1));
        assert_eq!(
            sig.params[1],
            Desc::SameWidth(0, Box::new(Desc::Fixed(Concrete::Int(1))))
        );
        let (_, sig) = parse_line("llvm.sadd.with.overflow {int0, same($0, i1)} ($0, $0)").unwrap();
        assert!(matches!(sig.ret, Desc::Struct(ref f) if f.len() == 2));
        let (_, sig) =
            parse_line("llvm.experimental.gc.statepoint token (i64, i32, ptr0, i32, i32, ...)")
                .unwrap();
        assert!(sig.varargs && sig.params.len() == 5);
        let (_, sig) =
            parse_line("llvm.x86.sse2.pmulh.w <8 x i16> (<8 x i16>, <8 x i16>)").unwrap();
        assert!(!sig.overloaded());
        let (_, sig) = parse_line("llvm.donothing void ()").unwrap();
        assert!(sig.params.is_empty());
        let (_, sig) =
            parse_line("llvm.x ptr addrspace(20) (<vscale x 4 x float>, float, ptr)").unwrap();
        assert_eq!(sig.ret, Desc::Fixed(Concrete::Ptr(20)));
        assert!(matches!(
            sig.params[0],
            Desc::Fixed(Concrete::Vector {
                scalable: true,
                len: 4,
                ..
            })
        ));
        assert_eq!(
            sig.params[1],
            Desc::Fixed(Concrete::Float(FloatKind::Float))
        );
    }
}
