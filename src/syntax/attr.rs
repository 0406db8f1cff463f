//! Attributes of parameters, return values, functions and call sites
//! (LangRef "Parameter Attributes", "Function Attributes", "Attribute
//! Groups"). They are kept as written; the accessors read the ones that
//! carry undefined-behaviour meaning.

use super::types::TypeId;
use crate::apint::ApInt;

/// One attribute as written.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Attr {
    /// A keyword without argument: `noundef`, `nonnull`, `nounwind`,
    /// `willreturn`, `readonly`, `zeroext`, ...
    Word(String),
    /// A keyword with one number: `align 8` (`parens: false`) or
    /// `align(8)`, `alignstack(16)`, `dereferenceable(4)`,
    /// `dereferenceable_or_null(8)` (`parens: true`).
    Int {
        /// The keyword.
        name: String,
        /// The number.
        value: u64,
        /// Whether the number was written in parentheses.
        parens: bool,
    },
    /// A keyword with a type: `byval(T)`, `sret(T)`, `byref(T)`,
    /// `preallocated(T)`, `inalloca(T)`, `elementtype(T)`.
    Type {
        /// The keyword.
        name: String,
        /// The type.
        ty: TypeId,
    },
    /// `range(T lo, hi)`: the value lies in the half-open range [lo, hi)
    /// (wrapping), or is poison.
    Range {
        /// The integer type.
        ty: TypeId,
        /// Lower bound, inclusive.
        lo: ApInt,
        /// Upper bound, exclusive.
        hi: ApInt,
    },
    /// Any other keyword with a parenthesised argument, kept verbatim
    /// (normalised to single spaces after commas): `memory(argmem: read)`,
    /// `captures(none)`, `allocsize(0)`, `uwtable(sync)`, `nofpclass(nan)`,
    /// `initializes((0, 4))`, `vscale_range(1,16)`, `allockind("alloc")`.
    Args {
        /// The keyword.
        name: String,
        /// The text between the parentheses.
        args: String,
    },
    /// A string attribute `"key"` or `"key"="value"`.
    Str {
        /// The key.
        key: String,
        /// The value, if written.
        value: Option<String>,
    },
    /// A reference `#N` to an attribute group.
    Group(u32),
}

/// The attributes of one position, in written order.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct AttrSet(pub Vec<Attr>);

impl AttrSet {
    /// Whether there are no attributes.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Whether the keyword attribute `name` is present.
    pub fn has(&self, name: &str) -> bool {
        self.0.iter().any(|a| match a {
            Attr::Word(w) => w == name,
            Attr::Int { name: n, .. } | Attr::Type { name: n, .. } | Attr::Args { name: n, .. } => {
                n == name
            }
            _ => false,
        })
    }

    /// The number of the attribute `name` (`align`, `dereferenceable`, ...).
    pub fn int(&self, name: &str) -> Option<u64> {
        self.0.iter().find_map(|a| match a {
            Attr::Int { name: n, value, .. } if n == name => Some(*value),
            _ => None,
        })
    }

    /// The type of the attribute `name` (`byval`, `sret`, ...).
    pub fn ty(&self, name: &str) -> Option<TypeId> {
        self.0.iter().find_map(|a| match a {
            Attr::Type { name: n, ty } if n == name => Some(*ty),
            _ => None,
        })
    }

    /// The bounds of a `range` attribute.
    pub fn range(&self) -> Option<(&ApInt, &ApInt)> {
        self.0.iter().find_map(|a| match a {
            Attr::Range { lo, hi, .. } => Some((lo, hi)),
            _ => None,
        })
    }

    /// The verbatim argument text of the attribute `name` (`memory`, ...).
    pub fn args(&self, name: &str) -> Option<&str> {
        self.0.iter().find_map(|a| match a {
            Attr::Args { name: n, args } if n == name => Some(args.as_str()),
            _ => None,
        })
    }

    /// The attribute groups referenced (`#N`).
    pub fn groups(&self) -> impl Iterator<Item = u32> + '_ {
        self.0.iter().filter_map(|a| match a {
            Attr::Group(n) => Some(*n),
            _ => None,
        })
    }
}

/// The `llvm.is.fpclass` test mask of `nofpclass(ARGS)`: one number from 1
/// to 1023, or class names each adding their bits (LangRef `nofpclass`,
/// "Recognized test mask names"); an error in llvm-as-22's words.
pub fn fpclass_mask(args: &str) -> Result<u32, String> {
    let args = args.trim();
    if let Ok(n) = args.parse::<u32>() {
        return if (1..=1023).contains(&n) {
            Ok(n)
        } else {
            Err("invalid mask value for 'nofpclass'".to_string())
        };
    }
    args.split_whitespace().try_fold(0, |mask, word| {
        let bits = match word {
            "nan" => 3,
            "inf" => 516,
            "norm" => 264,
            "sub" => 144,
            "zero" => 96,
            "all" => 1023,
            "snan" => 1,
            "qnan" => 2,
            "ninf" => 4,
            "nnorm" => 8,
            "nsub" => 16,
            "nzero" => 32,
            "pzero" => 64,
            "psub" => 128,
            "pnorm" => 256,
            "pinf" => 512,
            _ => return Err("expected nofpclass test mask".to_string()),
        };
        Ok(mask | bits)
    })
}
