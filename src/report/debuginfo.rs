//! The C (or other front-end) source location of an instruction, from the
//! module's debug info, as `clang -g` writes it: the instruction's `!dbg`
//! attachment is a `DILocation(line:, column:, scope:, inlinedAt:)`; its
//! scope chain (`DILexicalBlock`, `DILexicalBlockFile`, ... up to the
//! `DISubprogram`) names the `DIFile(filename:, directory:)` and the
//! function; `inlinedAt` is the location of the call the code was inlined
//! into, itself a `DILocation`, so a location inlined twice is a chain.

use std::path::{Path, PathBuf};

use crate::sem::stop::Location;
use crate::syntax::metadata::{MdField, Metadata};
use crate::syntax::{Inst, Module};

/// One position in a source file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SourcePos {
    /// The file as the debug info names it (`directory/filename`, or the
    /// filename alone when it is absolute or the directory is `.`).
    pub file: String,
    /// 1-based line (0 when the compiler gave none).
    pub line: u32,
    /// 1-based column (0 when the compiler gave none).
    pub column: u32,
    /// The source function (the `DISubprogram`'s name), if known.
    pub function: Option<String>,
}

/// Where an instruction came from in the program's source: the position of
/// the code itself and, innermost first, the calls it was inlined into.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DebugLocation {
    /// The position of the instruction's source code.
    pub at: SourcePos,
    /// The call sites it was inlined into, innermost first.
    pub inlined_at: Vec<SourcePos>,
}

/// The instruction of the module at `loc` (found by its span).
pub fn instruction_at<'m>(module: &'m Module, loc: &Location) -> Option<&'m Inst> {
    let body = module.func(loc.func).body.as_ref()?;
    let block = body.blocks.get(loc.block.0 as usize)?;
    // (`Span`'s equality ignores positions, so they are compared here.)
    let at = (loc.span.start, loc.span.end);
    block
        .insts
        .iter()
        .find(|i| (i.span.start, i.span.end) == at)
}

/// The source location of the instruction at `loc`, if it has a `!dbg`
/// attachment that resolves to a file.
pub fn debug_location(module: &Module, loc: &Location) -> Option<DebugLocation> {
    let inst = instruction_at(module, loc)?;
    let (_, dbg) = inst.md.iter().find(|(kind, _)| kind == "dbg")?;
    let mut chain = Vec::new();
    let mut next = Some(dbg.clone());
    // A bounded walk: a malformed module may make `inlinedAt` a cycle.
    while let Some(md) = next.take()
        && chain.len() < 64
    {
        let node = resolve(module, &md)?;
        let (pos, inlined_at) = di_location(module, node)?;
        chain.push(pos);
        next = inlined_at;
    }
    let mut chain = chain.into_iter();
    Some(DebugLocation {
        at: chain.next()?,
        inlined_at: chain.collect(),
    })
}

/// The text of line `line` (1-based) of `file`, without its line break,
/// if the file can be read: as named, or relative to `beside` (the
/// directory of the `.ll` file, for debug info written with a relative
/// compilation directory).
pub fn source_line(file: &str, line: u32, beside: Option<&Path>) -> Option<String> {
    let mut candidates = vec![PathBuf::from(file)];
    if let Some(dir) = beside {
        candidates.push(dir.join(file));
    }
    let text = candidates
        .iter()
        .find_map(|p| std::fs::read(p).ok())
        .map(|bytes| String::from_utf8_lossy(&bytes).into_owned())?;
    let l = text.lines().nth(line.checked_sub(1)? as usize)?;
    Some(l.trim_end_matches('\r').to_string())
}

/// A `DILocation` node: its position and the `inlinedAt` it names.
fn di_location(module: &Module, node: &Metadata) -> Option<(SourcePos, Option<Metadata>)> {
    let Metadata::Specialized { name, .. } = node else {
        return None;
    };
    if name != "DILocation" {
        return None;
    }
    let line = int_field(node, "line").unwrap_or(0);
    let column = int_field(node, "column").unwrap_or(0);
    let (file, function) = scope_file(module, md_field(node, "scope")?)?;
    let inlined_at = md_field(node, "inlinedAt").cloned();
    Some((
        SourcePos {
            file,
            line,
            column,
            function,
        },
        inlined_at,
    ))
}

/// The file (and function) of a scope: the first `file:` up the `scope:`
/// chain, and the name of the `DISubprogram` that ends it.
fn scope_file(module: &Module, scope: &Metadata) -> Option<(String, Option<String>)> {
    let mut file = None;
    let mut function = None;
    let mut next = Some(scope);
    for _ in 0..64 {
        let Some(md) = next else { break };
        let node = resolve(module, md)?;
        if file.is_none() {
            file = md_field(node, "file").and_then(|f| file_name(module, f));
        }
        if let Metadata::Specialized { name, .. } = node
            && name == "DISubprogram"
        {
            function = str_field(node, "name");
            break;
        }
        next = md_field(node, "scope");
    }
    Some((file?, function))
}

/// `directory/filename` of a `DIFile` (the filename alone if absolute or
/// if the directory is `.` or empty).
fn file_name(module: &Module, md: &Metadata) -> Option<String> {
    let node = resolve(module, md)?;
    let name = str_field(node, "filename")?;
    let dir = str_field(node, "directory").unwrap_or_default();
    if Path::new(&name).is_absolute() || dir.is_empty() || dir == "." {
        Some(name)
    } else {
        Some(Path::new(&dir).join(name).display().to_string())
    }
}

/// The node a metadata value designates (following one `!N`).
fn resolve<'m>(module: &'m Module, md: &'m Metadata) -> Option<&'m Metadata> {
    match md {
        Metadata::Ref(id) => module.md_node(*id),
        other => Some(other),
    }
}

fn field<'n>(node: &'n Metadata, label: &str) -> Option<&'n MdField> {
    let Metadata::Specialized { fields, .. } = node else {
        return None;
    };
    fields
        .iter()
        .find(|(l, _)| l.as_deref() == Some(label))
        .map(|(_, v)| v)
}

fn md_field<'n>(node: &'n Metadata, label: &str) -> Option<&'n Metadata> {
    match field(node, label)? {
        MdField::Md(m) => Some(m),
        _ => None,
    }
}

fn int_field(node: &Metadata, label: &str) -> Option<u32> {
    match field(node, label)? {
        MdField::Int(text) => text.parse().ok(),
        _ => None,
    }
}

fn str_field(node: &Metadata, label: &str) -> Option<String> {
    match field(node, label)? {
        MdField::Str(bytes) => Some(String::from_utf8_lossy(bytes).into_owned()),
        MdField::Md(Metadata::String(bytes)) => Some(String::from_utf8_lossy(bytes).into_owned()),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::syntax::SourceFile;

    const MODULE: &str = r#"
define i32 @f(i32 %x) !dbg !4 {
  %a = add nsw i32 %x, 1, !dbg !8
  %b = add nsw i32 %a, 1, !dbg !10
  ret i32 %b
}
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}
!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, emissionKind: FullDebug)
!1 = !DIFile(filename: "t.c", directory: "/src")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !DIFile(filename: "inc.h", directory: "/src/include")
!4 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 3, unit: !0)
!5 = distinct !DISubprogram(name: "helper", scope: !3, file: !3, line: 1, unit: !0)
!6 = distinct !DILexicalBlock(scope: !4, file: !1, line: 4, column: 5)
!7 = distinct !DILexicalBlock(scope: !5, file: !3, line: 2, column: 1)
!8 = !DILocation(line: 5, column: 12, scope: !6)
!9 = !DILocation(line: 7, column: 3, scope: !4)
!10 = !DILocation(line: 2, column: 9, scope: !7, inlinedAt: !9)
"#;

    fn locations() -> Vec<Option<DebugLocation>> {
        let m = crate::parse::load(SourceFile::new("t.ll", MODULE)).expect("valid module");
        let f = m.function_by_name("f").expect("@f");
        let body = m.func(f).body.as_ref().expect("a body");
        body.blocks[0]
            .insts
            .iter()
            .map(|i| {
                let loc = Location {
                    func: f,
                    block: crate::syntax::BlockId(0),
                    span: i.span,
                };
                debug_location(&m, &loc)
            })
            .collect()
    }

    #[test]
    fn a_location_names_its_file_line_column_and_function() {
        let locs = locations();
        let a = locs[0].as_ref().expect("a location");
        assert_eq!(
            a.at,
            SourcePos {
                file: "/src/t.c".into(),
                line: 5,
                column: 12,
                function: Some("f".into()),
            }
        );
        assert!(a.inlined_at.is_empty());
        assert_eq!(locs[2], None, "ret has no !dbg");
    }

    #[test]
    fn inlined_code_names_the_call_it_was_inlined_into() {
        let locs = locations();
        let b = locs[1].as_ref().expect("a location");
        assert_eq!(b.at.file, "/src/include/inc.h");
        assert_eq!((b.at.line, b.at.column), (2, 9));
        assert_eq!(b.at.function.as_deref(), Some("helper"));
        assert_eq!(b.inlined_at.len(), 1);
        assert_eq!(b.inlined_at[0].file, "/src/t.c");
        assert_eq!((b.inlined_at[0].line, b.inlined_at[0].column), (7, 3));
        assert_eq!(b.inlined_at[0].function.as_deref(), Some("f"));
    }
}
