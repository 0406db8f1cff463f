//! Memory effects (LangRef "Function Attributes", `memory(...)`): what a
//! call may do to each kind of location, read from the attributes of a
//! function (definition or declaration) or of a call site.
//!
//! llsem keeps three location kinds: *argument memory* (allocations a
//! pointer argument designates), *inaccessible memory* (state of the
//! environment no pointer of the module reaches; `inaccessiblemem`, and
//! the experimental `target_mem0`/`target_mem1`), and *other memory*
//! (everything else: globals, escaped objects, and the outside world;
//! `errnomem` is counted here, since `errno` is memory of the C library
//! that the module can reach through `__errno_location`).

use crate::mem::guard::Access;
use crate::syntax::AttrSet;

/// What a call may do to each location kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MemEffects {
    /// Argument memory.
    pub arg: Access,
    /// Inaccessible memory.
    pub inaccessible: Access,
    /// Other memory.
    pub other: Access,
}

impl Default for MemEffects {
    /// No attribute: `memory(readwrite)` (LangRef: "If the memory attribute
    /// is not specified, then memory(readwrite) is implied").
    fn default() -> MemEffects {
        MemEffects::ALL
    }
}

impl MemEffects {
    /// `memory(readwrite)`.
    pub const ALL: MemEffects = MemEffects {
        arg: Access::READ_WRITE,
        inaccessible: Access::READ_WRITE,
        other: Access::READ_WRITE,
    };
    /// `memory(none)`.
    pub const NONE: MemEffects = MemEffects {
        arg: Access::NONE,
        inaccessible: Access::NONE,
        other: Access::NONE,
    };

    /// Every location with the same access.
    pub fn uniform(a: Access) -> MemEffects {
        MemEffects {
            arg: a,
            inaccessible: a,
            other: a,
        }
    }

    /// The effects a set of function attributes allows: `memory(...)` and
    /// the older spellings `readnone`, `readonly`, `writeonly`,
    /// `argmemonly`, `inaccessiblememonly`, `inaccessiblemem_or_argmemonly`
    /// (which LLVM reads as the corresponding `memory` attribute).
    /// Several of them all hold.
    pub fn of(attrs: &AttrSet) -> MemEffects {
        let mut e = MemEffects::ALL;
        if let Some(text) = attrs.args("memory") {
            e = e.and(MemEffects::parse(text));
        }
        let read = Access {
            read: true,
            write: false,
        };
        let write = Access {
            read: false,
            write: true,
        };
        let only = |arg: bool, inacc: bool| MemEffects {
            arg: if arg {
                Access::READ_WRITE
            } else {
                Access::NONE
            },
            inaccessible: if inacc {
                Access::READ_WRITE
            } else {
                Access::NONE
            },
            other: Access::NONE,
        };
        for (word, limit) in [
            ("readnone", MemEffects::NONE),
            ("readonly", MemEffects::uniform(read)),
            ("writeonly", MemEffects::uniform(write)),
            ("argmemonly", only(true, false)),
            ("inaccessiblememonly", only(false, true)),
            ("inaccessiblemem_or_argmemonly", only(true, true)),
        ] {
            if attrs.has(word) {
                e = e.and(limit);
            }
        }
        e
    }

    /// The effects of the text of a `memory(...)` attribute: an optional
    /// default access, then `location: access` entries; a location not
    /// named takes the default, which is `none` when none is written.
    pub fn parse(text: &str) -> MemEffects {
        let mut default = Access::NONE;
        let (mut arg, mut inacc, mut other) = (None, None, None);
        for entry in text.split(',').map(str::trim).filter(|e| !e.is_empty()) {
            match entry.split_once(':') {
                None => default = access(entry),
                Some((loc, acc)) => {
                    let a = access(acc.trim());
                    match loc.trim() {
                        "argmem" => arg = Some(a),
                        "inaccessiblemem" | "target_mem0" | "target_mem1" => {
                            inacc = Some(inacc.map_or(a, |x: Access| x.or(a)))
                        }
                        // errno is C library memory the module can reach.
                        "errnomem" => other = Some(other.map_or(a, |x: Access| x.or(a))),
                        // An unknown location: assume the worst for it.
                        _ => other = Some(Access::READ_WRITE),
                    }
                }
            }
        }
        MemEffects {
            arg: arg.unwrap_or(default),
            inaccessible: inacc.unwrap_or(default),
            // `errnomem` widens what the default allows for other memory.
            other: other.map_or(default, |o| o.or(default)),
        }
    }

    /// What both allow (LangRef: a call's effects are `CallSiteEffects &
    /// FunctionEffects`).
    pub fn and(self, o: MemEffects) -> MemEffects {
        MemEffects {
            arg: self.arg.and(o.arg),
            inaccessible: self.inaccessible.and(o.inaccessible),
            other: self.other.and(o.other),
        }
    }

    /// Whether nothing may be accessed.
    pub fn is_none(self) -> bool {
        self == MemEffects::NONE
    }

    /// Whether something may be written.
    pub fn writes(self) -> bool {
        self.arg.write || self.inaccessible.write || self.other.write
    }

    /// Whether something may be read.
    pub fn reads(self) -> bool {
        self.arg.read || self.inaccessible.read || self.other.read
    }

    /// LLVM's spelling, `memory(read, argmem: readwrite)`; empty for
    /// `memory(readwrite)`.
    pub fn text(self) -> String {
        if self == MemEffects::ALL {
            return String::new();
        }
        let default = self.other;
        let mut parts = vec![default.name().to_string()];
        if self.arg != default {
            parts.push(format!("argmem: {}", self.arg.name()));
        }
        if self.inaccessible != default {
            parts.push(format!("inaccessiblemem: {}", self.inaccessible.name()));
        }
        format!("memory({})", parts.join(", "))
    }
}

fn access(word: &str) -> Access {
    match word {
        "none" => Access::NONE,
        "read" => Access {
            read: true,
            write: false,
        },
        "write" => Access {
            read: false,
            write: true,
        },
        _ => Access::READ_WRITE,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::syntax::Attr;

    fn of(words: &[&str], memory: Option<&str>) -> MemEffects {
        let mut v: Vec<Attr> = words.iter().map(|w| Attr::Word(w.to_string())).collect();
        if let Some(m) = memory {
            v.push(Attr::Args {
                name: "memory".into(),
                args: m.into(),
            });
        }
        MemEffects::of(&AttrSet(v))
    }

    #[test]
    fn memory_texts() {
        assert!(MemEffects::parse("none").is_none());
        assert!(MemEffects::parse("argmem: none").is_none());
        assert_eq!(MemEffects::parse("readwrite"), MemEffects::ALL);
        let e = MemEffects::parse("read, argmem: readwrite");
        assert_eq!(e.other.name(), "read");
        assert_eq!(e.inaccessible.name(), "read");
        assert_eq!(e.arg.name(), "readwrite");
        let e = MemEffects::parse("argmem: read, inaccessiblemem: write");
        assert_eq!(
            (e.arg.name(), e.inaccessible.name(), e.other.name()),
            ("read", "write", "none")
        );
        let e = MemEffects::parse("none, errnomem: write");
        assert_eq!(e.other.name(), "write");
        assert_eq!(
            e.text(),
            "memory(write, argmem: none, inaccessiblemem: none)"
        );
        assert_eq!(MemEffects::parse("read").text(), "memory(read)");
    }

    #[test]
    fn legacy_spellings_and_intersection() {
        assert!(of(&["readnone"], None).is_none());
        assert!(!of(&["readonly"], None).writes());
        assert!(!of(&["writeonly"], None).reads());
        let e = of(&["argmemonly", "readonly"], None);
        assert_eq!((e.arg.name(), e.other.name()), ("read", "none"));
        let e = of(&["inaccessiblememonly"], Some("read"));
        assert_eq!((e.inaccessible.name(), e.arg.name()), ("read", "none"));
        assert_eq!(of(&[], None), MemEffects::ALL);
    }
}
