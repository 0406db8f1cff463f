//! Attributes (LangRef "Parameter Attributes", "Function Attributes",
//! "Call Site Attributes", "Global Attributes", "Attribute Groups"): keyword
//! attributes, those with an integer, a type, a range or verbatim arguments,
//! string attributes, and `#N` group references.
//!
//! Which identifiers are attributes is decided by an explicit list: the
//! attributes of LLVM 22 plus the spellings LLVM 19–21 still print
//! (`nocapture`, the pre-`memory` effect keywords). An unknown keyword where
//! an attribute is expected is an error naming it.

use super::{PResult, Parser};
use crate::parse::error::Diagnostic;
use crate::parse::lexer::TokenKind;
use crate::syntax::{Attr, AttrSet, TypeKind};

/// The attribute keywords.
const ATTRIBUTES: &[&str] = &[
    "align",
    "alignstack",
    "allocalign",
    "allockind",
    "allocptr",
    "allocsize",
    "alwaysinline",
    "argmemonly",
    "builtin",
    "byref",
    "byval",
    "captures",
    "cold",
    "convergent",
    "coro_elide_safe",
    "coro_only_destroy_when_complete",
    "dead_on_return",
    "dead_on_unwind",
    "dereferenceable",
    "dereferenceable_or_null",
    "disable_sanitizer_instrumentation",
    "elementtype",
    "fn_ret_thunk_extern",
    "hot",
    "hybrid_patchable",
    "immarg",
    "inaccessiblemem_or_argmemonly",
    "inaccessiblememonly",
    "inalloca",
    "initializes",
    "inlinehint",
    "inreg",
    "jumptable",
    "memory",
    "minsize",
    "mustprogress",
    "naked",
    "nest",
    "no_sanitize_address",
    "no_sanitize_hwaddress",
    "noalias",
    "nobuiltin",
    "nocallback",
    "nocapture",
    "nocf_check",
    "nocreateundeforpoison",
    "nodivergencesource",
    "noduplicate",
    "noext",
    "nofpclass",
    "nofree",
    "noimplicitfloat",
    "noinline",
    "nomerge",
    "nonlazybind",
    "nonnull",
    "noprofile",
    "norecurse",
    "noredzone",
    "noreturn",
    "nosanitize_bounds",
    "nosanitize_coverage",
    "nosync",
    "noundef",
    "nounwind",
    "null_pointer_is_valid",
    "optdebug",
    "optforfuzzing",
    "optnone",
    "optsize",
    "preallocated",
    "presplitcoroutine",
    "range",
    "readnone",
    "readonly",
    "returned",
    "returns_twice",
    "safestack",
    "sanitize_address",
    "sanitize_address_dyninit",
    "sanitize_alloc_token",
    "sanitize_hwaddress",
    "sanitize_memory",
    "sanitize_memtag",
    "sanitize_numerical_stability",
    "sanitize_realtime",
    "sanitize_realtime_blocking",
    "sanitize_thread",
    "sanitize_type",
    "shadowcallstack",
    "signext",
    "skipprofile",
    "speculatable",
    "speculative_load_hardening",
    "sret",
    "ssp",
    "sspreq",
    "sspstrong",
    "strictfp",
    "swiftasync",
    "swifterror",
    "swiftself",
    "uwtable",
    "vscale_range",
    "willreturn",
    "writable",
    "writeonly",
    "zeroext",
];

/// The keywords that start a top-level entity (where attribute lists of
/// declarations and global variables end).
pub(super) const TOP_LEVEL_WORDS: [&str; 8] = [
    "define",
    "declare",
    "attributes",
    "target",
    "source_filename",
    "module",
    "uselistorder",
    "uselistorder_bb",
];

/// Attributes whose argument is a type: `byval(T)`.
const TYPE_ATTRS: [&str; 6] = [
    "byval",
    "sret",
    "byref",
    "preallocated",
    "inalloca",
    "elementtype",
];

/// Attributes whose argument is one number: `dereferenceable(N)`.
const INT_ATTRS: [&str; 4] = [
    "align",
    "alignstack",
    "dereferenceable",
    "dereferenceable_or_null",
];

/// Attributes that must have parenthesised arguments.
const ARGS_REQUIRED: [&str; 10] = [
    "memory",
    "captures",
    "nofpclass",
    "allocsize",
    "initializes",
    "vscale_range",
    "allockind",
    "dereferenceable",
    "dereferenceable_or_null",
    "range",
];

/// Whether `w` is an attribute keyword.
pub(super) fn is_attribute(w: &str) -> bool {
    ATTRIBUTES.contains(&w)
}

/// The arguments of an attribute as written, with whitespace normalised:
/// runs of blanks become one space, none after `(` or before `,`/`)`, and
/// exactly one after each `,` (string contents are kept).
fn normalize_args(raw: &str) -> String {
    let mut out = String::with_capacity(raw.len());
    let mut in_string = false;
    let mut pending_space = false;
    for c in raw.chars() {
        if in_string {
            out.push(c);
            in_string = c != '"';
            continue;
        }
        if c.is_whitespace() {
            pending_space = true;
            continue;
        }
        if pending_space && !out.is_empty() && !out.ends_with(['(', ' ']) && c != ',' && c != ')' {
            out.push(' ');
        }
        pending_space = false;
        out.push(c);
        if c == ',' {
            out.push(' ');
        }
        in_string = c == '"';
    }
    out.trim_end().to_string()
}

impl Parser<'_> {
    /// Attributes of a parameter in a function header: keywords and strings
    /// up to the parameter's name, `,` or `)`.
    pub(super) fn parse_param_attrs(&mut self, stop: &[&str]) -> PResult<AttrSet> {
        self.parse_attr_list(|w| stop.contains(&w))
    }

    /// Attributes of a call argument: they end where the value starts.
    pub(super) fn parse_arg_attrs(&mut self) -> PResult<AttrSet> {
        self.parse_attr_list(super::constants::is_const_keyword)
    }

    /// Return attributes: they end where the return type (or a call's
    /// `addrspace(N)`) starts.
    pub(super) fn parse_ret_attrs(&mut self, also_stop: &[&str]) -> PResult<AttrSet> {
        self.parse_attr_list(|w| super::types::is_type_keyword(w) || also_stop.contains(&w))
    }

    /// Keyword and string attributes until a token that is neither; a keyword
    /// for which `stop` holds ends the list, any other keyword must be an
    /// attribute.
    fn parse_attr_list(&mut self, stop: impl Fn(&str) -> bool) -> PResult<AttrSet> {
        let mut set = AttrSet::default();
        loop {
            match self.peek() {
                TokenKind::Str(_) => set.0.push(self.parse_string_attr()?),
                TokenKind::Word(w) if stop(w) => return Ok(set),
                TokenKind::Word(_) => set.0.push(self.parse_keyword_attr()?),
                _ => return Ok(set),
            }
        }
    }

    /// Function attributes (including `#N`) until a keyword for which `stop`
    /// holds or a token that cannot be an attribute.
    pub(super) fn parse_fn_attrs(&mut self, stop: &[&str]) -> PResult<AttrSet> {
        self.parse_fn_attrs_until(|w| stop.contains(&w))
    }

    /// Like [`Parser::parse_fn_attrs`] with a predicate for the stop words.
    pub(super) fn parse_fn_attrs_until(&mut self, stop: impl Fn(&str) -> bool) -> PResult<AttrSet> {
        let mut set = AttrSet::default();
        loop {
            match self.peek() {
                TokenKind::Word(w) if stop(w) => return Ok(set),
                TokenKind::Word(_) | TokenKind::Str(_) | TokenKind::AttrGroup(_) => {
                    set.0.push(self.parse_one_fn_attr()?)
                }
                _ => return Ok(set),
            }
        }
    }

    /// One function attribute: `#N`, a string attribute or a keyword one.
    pub(super) fn parse_one_fn_attr(&mut self) -> PResult<Attr> {
        match self.peek() {
            TokenKind::AttrGroup(n) => {
                let n = *n;
                self.bump();
                Ok(Attr::Group(n))
            }
            TokenKind::Str(_) => self.parse_string_attr(),
            _ => self.parse_keyword_attr(),
        }
    }

    /// `"key"` or `"key"="value"`.
    fn parse_string_attr(&mut self) -> PResult<Attr> {
        let key = self.parse_string("a string attribute")?;
        let value = if self.eat(&TokenKind::Equal) {
            Some(self.parse_string("a string attribute value")?)
        } else {
            None
        };
        Ok(Attr::Str { key, value })
    }

    /// A keyword attribute with its arguments, if any.
    fn parse_keyword_attr(&mut self) -> PResult<Attr> {
        let span = self.span();
        let name = match self.peek() {
            TokenKind::Word(w) if is_attribute(w) => w.clone(),
            TokenKind::Word(w) => {
                return Err(Diagnostic::error(span, format!("unknown attribute '{w}'")));
            }
            _ => return Err(self.expected("an attribute")),
        };
        self.bump();
        let has_parens = self.peek() == &TokenKind::LParen;
        if name == "range" && has_parens {
            return self.parse_range_attr();
        }
        if TYPE_ATTRS.contains(&name.as_str()) && has_parens {
            self.bump();
            let ty = self.parse_type()?;
            self.expect(&TokenKind::RParen)?;
            return Ok(Attr::Type { name, ty });
        }
        if INT_ATTRS.contains(&name.as_str()) && has_parens {
            self.bump();
            let value = self.parse_attr_int(&name)?;
            self.expect(&TokenKind::RParen)?;
            return Ok(Attr::Int {
                name,
                value,
                parens: true,
            });
        }
        if name == "align" {
            let value = self.parse_attr_int(&name)?;
            return Ok(Attr::Int {
                name,
                value,
                parens: false,
            });
        }
        if has_parens {
            let args = self.parse_raw_args()?;
            return Ok(Attr::Args { name, args });
        }
        if ARGS_REQUIRED.contains(&name.as_str()) || name == "alignstack" {
            return Err(self.expected(&format!("'(' after '{name}'")));
        }
        Ok(Attr::Word(name))
    }

    /// The number of an `align`/`alignstack`/`dereferenceable` attribute
    /// (alignments must be powers of two).
    fn parse_attr_int(&mut self, name: &str) -> PResult<u64> {
        if name.starts_with("align") {
            self.parse_alignment()
        } else {
            self.parse_u64(&format!("a byte count for '{name}'"))
        }
    }

    /// `(T lo, hi)` of a `range` attribute (the `(` is current).
    fn parse_range_attr(&mut self) -> PResult<Attr> {
        self.expect(&TokenKind::LParen)?;
        let ty_span = self.span();
        let ty = self.parse_type()?;
        let TypeKind::Int(width) = *self.types.kind(ty) else {
            return Err(Diagnostic::error(
                ty_span,
                format!(
                    "the type of a range attribute must be an integer type, not '{}'",
                    self.types.display(ty)
                ),
            ));
        };
        let lo = self.parse_int_literal(width, false)?;
        self.expect(&TokenKind::Comma)?;
        let hi = self.parse_int_literal(width, false)?;
        self.expect(&TokenKind::RParen)?;
        Ok(Attr::Range { ty, lo, hi })
    }

    /// `( ... )` kept as normalised text (the `(` is current).
    fn parse_raw_args(&mut self) -> PResult<String> {
        let open = self.expect(&TokenKind::LParen)?;
        let mut depth = 1u32;
        loop {
            match self.peek() {
                TokenKind::LParen => depth += 1,
                TokenKind::RParen => {
                    depth -= 1;
                    if depth == 0 {
                        break;
                    }
                }
                TokenKind::Eof | TokenKind::Error(_) => {
                    return Err(self.expected("')' closing the attribute arguments"));
                }
                _ => {}
            }
            self.bump();
        }
        let close = self.span();
        self.bump();
        let raw = self
            .text
            .get(open.end as usize..close.start as usize)
            .unwrap_or("");
        Ok(normalize_args(raw))
    }

    /// `attributes #N = { ... }`.
    pub(super) fn parse_attr_group(&mut self) -> PResult<()> {
        self.bump();
        let TokenKind::AttrGroup(n) = *self.peek() else {
            return Err(self.expected("an attribute group number '#N'"));
        };
        self.bump();
        self.expect(&TokenKind::Equal)?;
        self.expect(&TokenKind::LBrace)?;
        let mut set = AttrSet::default();
        loop {
            match self.peek() {
                TokenKind::RBrace => break,
                TokenKind::Str(_) => set.0.push(self.parse_string_attr()?),
                TokenKind::Word(w) if is_attribute(w) && self.peek_at(1) == &TokenKind::Equal => {
                    let name = w.clone();
                    self.bump();
                    self.bump();
                    let value = self.parse_attr_int(&name)?;
                    set.0.push(Attr::Int {
                        name,
                        value,
                        parens: false,
                    });
                }
                TokenKind::Word(_) => set.0.push(self.parse_keyword_attr()?),
                _ => return Err(self.expected("an attribute or '}'")),
            }
        }
        self.bump();
        // A group defined again replaces the earlier definition, as in
        // llvm-as-22 (`llvm-dis-22` shows only the last one's attributes).
        self.attr_groups.insert(n, set);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::normalize_args;

    #[test]
    fn argument_text_is_normalised() {
        assert_eq!(
            normalize_args("argmem: read,  inaccessiblemem: write"),
            "argmem: read, inaccessiblemem: write"
        );
        assert_eq!(normalize_args("1,16"), "1, 16");
        assert_eq!(normalize_args(" (0, 4) , ( 8,12 ) "), "(0, 4), (8, 12)");
        assert_eq!(normalize_args("nan  inf"), "nan inf");
        assert_eq!(normalize_args("\"alloc,  zeroed\""), "\"alloc,  zeroed\"");
    }
}
