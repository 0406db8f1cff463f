//! `<ctype.h>` (C17 7.4) in the "C" locale: the classification functions
//! (`isalpha` ... `isxdigit`), `tolower`/`toupper`, and glibc's table
//! accessors (`__ctype_b_loc`, `__ctype_toupper_loc`,
//! `__ctype_tolower_loc`) that the macros in glibc's header compile to.
//! An argument that is neither `EOF` nor an `unsigned char` value is UB
//! (C17 7.4p1).

use super::image::{class, classes};
use crate::sem::machine::Machine;
use crate::sem::stop::{Stop, UbKind};
use crate::syntax::TypeId;
use crate::value::Value;

/// The class bit a classification function tests.
fn class_of(name: &str) -> Option<u16> {
    Some(match name {
        "isalnum" => class::ALNUM,
        "isalpha" => class::ALPHA,
        "isblank" => class::BLANK,
        "iscntrl" => class::CNTRL,
        "isdigit" => class::DIGIT,
        "isgraph" => class::GRAPH,
        "islower" => class::LOWER,
        "isprint" => class::PRINT,
        "ispunct" => class::PUNCT,
        "isspace" => class::SPACE,
        "isupper" => class::UPPER,
        "isxdigit" => class::XDIGIT,
        _ => return None,
    })
}

impl Machine<'_, '_> {
    /// Runs the `<ctype.h>` function `name`, if llsem implements it.
    pub(super) fn call_ctype(
        &mut self,
        name: &str,
        args: &[(Value, TypeId)],
        ret_ty: TypeId,
    ) -> Result<Option<Option<Value>>, Stop> {
        let table = match name {
            "__ctype_b_loc" => Some(self.libc_image().ctype_b),
            "__ctype_toupper_loc" => Some(self.libc_image().ctype_toupper),
            "__ctype_tolower_loc" => Some(self.libc_image().ctype_tolower),
            _ => None,
        };
        if let Some(cell) = table {
            let cell =
                cell.ok_or_else(|| Stop::unsupported(format!("@{name} called indirectly")))?;
            return Ok(Some(Some(Value::Ptr(cell))));
        }
        let result = if let Some(bit) = class_of(name) {
            let c = self.ctype_arg(args, name)?;
            // glibc returns the masked table entry; callers test it against 0.
            c.map_or(0, |b| (classes(b) & bit) as i128)
        } else {
            match name {
                "tolower" | "toupper" => {
                    let c = self.ctype_arg(args, name)?;
                    match c {
                        Some(b) if name == "tolower" => b.to_ascii_lowercase() as i128,
                        Some(b) => b.to_ascii_uppercase() as i128,
                        None => -1,
                    }
                }
                "isascii" => {
                    let c = self.arg_i64(args, 0, name)?;
                    (c & !0x7f == 0) as i128
                }
                "toascii" => (self.arg_i64(args, 0, name)? & 0x7f) as i128,
                _ => return Ok(None),
            }
        };
        Ok(Some(Some(self.int_result(ret_ty, result))))
    }

    /// The argument of a `<ctype.h>` function: `None` for `EOF`, else the
    /// byte; UB for any other value.
    fn ctype_arg(&self, args: &[(Value, TypeId)], name: &str) -> Result<Option<u8>, Stop> {
        match self.arg_i64(args, 0, name)? {
            -1 => Ok(None),
            c @ 0..=255 => Ok(Some(c as u8)),
            c => Err(Stop::ub(
                UbKind::InvalidOperand,
                format!("{name}({c}): the argument is neither EOF nor an unsigned char value"),
            )),
        }
    }
}
