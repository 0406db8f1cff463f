//! The relational schema of `llsem facts`: every relation the writer can
//! produce, with its columns and meaning, in one list. The writer writes one
//! file per entry (empty if the module has no such rows, so that a Datalog
//! engine finds every input), the docs test checks
//! `paper-notes/relational-schema.md` and `examples/facts/schema.dl` against
//! it, and the corpus tests check every emitted row against it.

use std::sync::OnceLock;

use crate::syntax::{BinOp, CastOp};

/// The type of a column, in Soufflé's terms.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ColumnType {
    /// A string: ids, names, keywords, texts, and integers of any width
    /// written in decimal.
    Symbol,
    /// A signed integer (positions, widths, counts, alignments); it fits in
    /// 64 bits, and below 2^31 except for array sizes and constant values.
    Number,
}

/// One column of a relation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Column {
    /// The column's name (capitalised, as a Datalog variable).
    pub name: String,
    /// Its type.
    pub ty: ColumnType,
}

/// One relation of the schema.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Relation {
    /// The relation's name, which is also its file name without `.facts`.
    pub name: String,
    /// Its columns in order.
    pub columns: Vec<Column>,
    /// What a row means.
    pub doc: String,
    /// The part of the schema it belongs to (a heading of the docs).
    pub section: &'static str,
}

/// Every relation, in documentation order.
pub fn schema() -> &'static [Relation] {
    static SCHEMA: OnceLock<Vec<Relation>> = OnceLock::new();
    SCHEMA.get_or_init(build)
}

/// The relation called `name`, if the schema has it.
pub fn relation(name: &str) -> Option<&'static Relation> {
    schema().iter().find(|r| r.name == name)
}

/// The names of the binary operators' relations: `add`, ..., `frem`.
pub fn binary_opcodes() -> impl Iterator<Item = &'static str> {
    BinOp::ALL.iter().map(|op| op.name())
}

/// The names of the conversions' relations: `trunc`, ..., `addrspacecast`.
pub fn cast_opcodes() -> impl Iterator<Item = &'static str> {
    CastOp::ALL.iter().map(|op| op.name())
}

/// The opcodes whose instructions carry a call site (callee, arguments,
/// bundles).
pub const CALL_OPCODES: [&str; 3] = ["call", "invoke", "callbr"];

/// The schema, built once.
struct Builder {
    out: Vec<Relation>,
    section: &'static str,
}

impl Builder {
    /// Adds a relation; `columns` is a comma-separated list of names, each
    /// followed by `:n` when it holds a number.
    fn rel(&mut self, name: &str, columns: &str, doc: &str) {
        let columns = columns
            .split(',')
            .map(str::trim)
            .filter(|c| !c.is_empty())
            .map(|c| match c.strip_suffix(":n") {
                Some(n) => Column {
                    name: n.to_string(),
                    ty: ColumnType::Number,
                },
                None => Column {
                    name: c.to_string(),
                    ty: ColumnType::Symbol,
                },
            })
            .collect();
        self.out.push(Relation {
            name: name.to_string(),
            columns,
            doc: doc.to_string(),
            section: self.section,
        });
    }

    /// `<opcode>_instruction` and its operand relations
    /// `<opcode>_instruction_<suffix>`.
    fn opcode(&mut self, opcode: &str, parts: &[(&str, &str, &str)]) {
        self.rel(
            &format!("{opcode}_instruction"),
            "Insn",
            &format!("`Insn` is a `{opcode}` instruction."),
        );
        for (suffix, columns, doc) in parts {
            self.rel(&format!("{opcode}_instruction_{suffix}"), columns, doc);
        }
    }
}

fn build() -> Vec<Relation> {
    let mut b = Builder {
        out: Vec::new(),
        section: "",
    };
    types(&mut b);
    module(&mut b);
    functions(&mut b);
    blocks(&mut b);
    instructions(&mut b);
    terminators(&mut b);
    arithmetic(&mut b);
    memory(&mut b);
    other_instructions(&mut b);
    calls(&mut b);
    constants(&mut b);
    operands(&mut b);
    metadata(&mut b);
    attributes(&mut b);
    b.out
}

fn types(b: &mut Builder) {
    b.section = "Types";
    b.rel(
        "type",
        "Type, Text",
        "Every type of the module, with its LLVM spelling.",
    );
    b.rel(
        "primitive_type",
        "Type",
        "Integer, floating-point, void, label, metadata, token and x86_amx types.",
    );
    b.rel("derived_type", "Type", "Every type that is not primitive.");
    b.rel("integer_type", "Type", "`iN`.");
    b.rel("integer_type_width", "Type, Width:n", "The `N` of `iN`.");
    b.rel("fp_type", "Type", "A floating-point type.");
    b.rel(
        "fp_type_kind",
        "Type, Kind",
        "Its keyword: `half`, `bfloat`, `float`, `double`, `x86_fp80`, `fp128`, `ppc_fp128`.",
    );
    b.rel(
        "fp_type_width",
        "Type, Width:n",
        "Its size in bits (80 for `x86_fp80`).",
    );
    b.rel("void_type", "Type", "`void`.");
    b.rel("label_type", "Type", "`label`.");
    b.rel("metadata_type", "Type", "`metadata`.");
    b.rel("token_type", "Type", "`token`.");
    b.rel("x86_amx_type", "Type", "`x86_amx`.");
    b.rel(
        "pointer_type",
        "Type",
        "`ptr` in some address space (pointers are opaque).",
    );
    b.rel(
        "pointer_type_addrspace",
        "Type, AddrSpace:n",
        "The address space of a pointer type (0 for `ptr`).",
    );
    b.rel("vector_type", "Type", "`<N x T>` or `<vscale x N x T>`.");
    b.rel(
        "vector_type_size",
        "Type, Size:n",
        "`N` (the minimum element count of a scalable vector).",
    );
    b.rel(
        "vector_type_component",
        "Type, Component",
        "The element type `T`.",
    );
    b.rel(
        "vector_type_scalable",
        "Type",
        "The vector is scalable (`vscale x`).",
    );
    b.rel(
        "aggregate_type",
        "Type",
        "An array, struct or bit-struct type (identified structs included).",
    );
    b.rel("array_type", "Type", "`[N x T]`.");
    b.rel("array_type_size", "Type, Size:n", "`N`.");
    b.rel("array_type_component", "Type, Component", "`T`.");
    b.rel("struct_type", "Type", "A literal struct `{ ... }`/`<{ ... }>`, or an identified struct `%name` whose body is one (or that is opaque).");
    b.rel(
        "struct_type_field",
        "Type, Index:n, Field",
        "Field `Index` of a struct type (for `%name`, of its body).",
    );
    b.rel(
        "struct_type_nfields",
        "Type, Total:n",
        "Number of fields of a struct type with a body.",
    );
    b.rel(
        "struct_type_packed",
        "Type",
        "The struct is packed (`<{ ... }>`).",
    );
    b.rel(
        "struct_type_opaque",
        "Type",
        "An identified struct without a body.",
    );
    b.rel("bitstruct_type", "Type", "The explicitly packed bit-field struct `\\{ ... }/` of the value-wise-poison thesis, or `%name` whose body is one.");
    b.rel(
        "bitstruct_type_field",
        "Type, Index:n, Field",
        "Field `Index` of a bit-field struct.",
    );
    b.rel(
        "bitstruct_type_nfields",
        "Type, Total:n",
        "Its number of fields.",
    );
    b.rel(
        "named_type",
        "Type, Name",
        "An identified type `%Name` (name without `%`).",
    );
    b.rel(
        "named_type_body",
        "Type, Body",
        "The literal struct type an identified type stands for.",
    );
    b.rel("function_type", "Type", "A function type `R (P, ...)`.");
    b.rel("function_type_return", "Type, Return", "Its return type.");
    b.rel(
        "function_type_param",
        "Type, Index:n, Param",
        "The type of parameter `Index`.",
    );
    b.rel(
        "function_type_nparams",
        "Type, Total:n",
        "Its number of parameters.",
    );
    b.rel(
        "function_type_varargs",
        "Type",
        "It takes variable arguments (`...`).",
    );
    b.rel(
        "target_ext_type",
        "Type, Name",
        "A target extension type `target(\"Name\", ...)`.",
    );
    b.rel(
        "target_ext_type_type_param",
        "Type, Index:n, Param",
        "Its type parameter `Index`.",
    );
    b.rel(
        "target_ext_type_int_param",
        "Type, Index:n, Value:n",
        "Its integer parameter `Index`.",
    );
}

fn module(b: &mut Builder) {
    b.section = "Module and global values";
    b.rel(
        "module_property",
        "Key, Value",
        "`source_filename`, `target datalayout`, `target triple` as written.",
    );
    b.rel("global", "Global", "A global variable.");
    b.rel("global_name", "Global, Name", "Its name without `@`.");
    b.rel(
        "global_type",
        "Global, Type",
        "Its value type (the type of the initializer, not `ptr`).",
    );
    b.rel(
        "global_linkage",
        "Global, Linkage",
        "Its linkage (`external` when none is written).",
    );
    b.rel(
        "global_is_constant",
        "Global",
        "Declared `constant` rather than `global`.",
    );
    b.rel(
        "global_initializer",
        "Global, Constant",
        "Its initializer (none for a declaration).",
    );
    b.rel("global_alignment", "Global, Alignment:n", "`align N`.");
    b.rel(
        "global_addrspace",
        "Global, AddrSpace:n",
        "`addrspace(N)`, if written.",
    );
    b.rel("global_section", "Global, Section", "`section \"name\"`.");
    b.rel(
        "global_thread_local",
        "Global, Mode",
        "`thread_local` or `thread_local(mode)` as written.",
    );
    b.rel(
        "global_unnamed_addr",
        "Global, Kind",
        "`unnamed_addr` or `local_unnamed_addr`.",
    );
    b.rel(
        "global_externally_initialized",
        "Global",
        "`externally_initialized`.",
    );
    b.rel("alias", "Alias", "An alias.");
    b.rel("alias_name", "Alias, Name", "Its name without `@`.");
    b.rel("alias_type", "Alias, Type", "Its value type.");
    b.rel("alias_linkage", "Alias, Linkage", "Its linkage.");
    b.rel("alias_aliasee", "Alias, Constant", "The aliased constant.");
    b.rel("ifunc", "IFunc", "An ifunc.");
    b.rel("ifunc_name", "IFunc, Name", "Its name without `@`.");
    b.rel("ifunc_type", "IFunc, Type", "Its value type.");
    b.rel("ifunc_linkage", "IFunc, Linkage", "Its linkage.");
    b.rel("ifunc_resolver", "IFunc, Constant", "Its resolver.");
}

fn functions(b: &mut Builder) {
    b.section = "Functions and variables";
    b.rel("function", "Func", "A function, declared or defined.");
    b.rel("function_name", "Func, Name", "Its name without `@`.");
    b.rel(
        "function_signature",
        "Func, Type",
        "Its function type (the thesis's `function:type`).",
    );
    b.rel(
        "function_linkage",
        "Func, Linkage",
        "Its linkage (`external` when none is written).",
    );
    b.rel(
        "function_declaration",
        "Func",
        "Declared (`declare`): no body.",
    );
    b.rel(
        "function_definition",
        "Func",
        "Defined (`define`): has a body.",
    );
    b.rel(
        "function_param",
        "Func, Index:n, Param",
        "The variable of parameter `Index` (declarations have them too).",
    );
    b.rel(
        "function_nparams",
        "Func, Total:n",
        "Its number of parameters.",
    );
    b.rel(
        "function_calling_convention",
        "Func, Conv",
        "Its calling convention, if written.",
    );
    b.rel(
        "function_personality",
        "Func, Constant",
        "`personality T v`.",
    );
    b.rel("function_gc", "Func, Name", "`gc \"name\"`.");
    b.rel(
        "variable",
        "Var, Func",
        "A local value of a function: a parameter or an instruction result.",
    );
    b.rel("variable_type", "Var, Type", "Its type.");
    b.rel(
        "variable_name",
        "Var, Name",
        "Its name without `%` (a number for `%7`); none for an unnamed parameter.",
    );
}

fn blocks(b: &mut Builder) {
    b.section = "Basic blocks";
    b.rel(
        "block",
        "Block, Func, Index:n",
        "A basic block, at position `Index` (0 is the entry).",
    );
    b.rel(
        "block_name",
        "Block, Name",
        "Its label without `%`; none for an unlabelled entry block.",
    );
    b.rel(
        "entry_block",
        "Func, Block",
        "The entry block of a defined function.",
    );
    b.rel(
        "block_first_instruction",
        "Block, Insn",
        "Its first instruction.",
    );
    b.rel("block_terminator", "Block, Insn", "Its last instruction.");
    b.rel(
        "block_successor",
        "Block, Succ",
        "Control may go from `Block` to `Succ` (its terminator names `Succ`).",
    );
    b.rel(
        "block_predecessor",
        "Block, Pred",
        "`Pred` has `Block` as a successor.",
    );
}

fn instructions(b: &mut Builder) {
    b.section = "Instructions";
    b.rel(
        "instruction",
        "Insn, Func, Block, Index:n",
        "Every instruction: its function, its block and its position in the block.",
    );
    b.rel(
        "instruction_opcode",
        "Insn, Opcode",
        "Its opcode keyword (`br` for both branch forms).",
    );
    b.rel(
        "instruction_next",
        "Insn, Next",
        "The instruction after `Insn` in the same block.",
    );
    b.rel(
        "instruction_to",
        "Insn, Var",
        "The variable an instruction assigns (none for `store`, `br`, void calls...).",
    );
    b.rel(
        "instruction_operand",
        "Insn, Index:n, Operand",
        "Every value operand of an instruction, in written order (callee included).",
    );
    b.rel("instruction_flag", "Insn, Flag", "Keyword flags: `nuw`, `nsw`, `exact`, `disjoint`, `nneg`, `samesign`, `inbounds`, `nusw`, `volatile`, `atomic`, `weak`, `inalloca`, `cleanup`.");
    b.rel("instruction_fast_math_flag", "Insn, Flag", "Fast-math flags: `nnan`, `ninf`, `nsz`, `arcp`, `contract`, `afn`, `reassoc` (`fast` is all seven).");
    b.rel(
        "instruction_ordering",
        "Insn, Ordering",
        "The atomic ordering of `load atomic`, `store atomic`, `fence`, `atomicrmw`.",
    );
    b.rel(
        "instruction_syncscope",
        "Insn, Scope",
        "`syncscope(\"Scope\")`.",
    );
    b.rel(
        "instruction_location",
        "Insn, Line:n, Column:n",
        "Where it was written in the `.ll` file.",
    );
    b.rel(
        "instruction_text",
        "Insn, Text",
        "The instruction as LLVM text.",
    );
}

/// Suffixes shared by the relations of the two-operand instructions.
const TWO_OPERANDS: [(&str, &str, &str); 2] = [
    ("first_operand", "Insn, Operand", "The first operand."),
    ("second_operand", "Insn, Operand", "The second operand."),
];

fn terminators(b: &mut Builder) {
    b.section = "Terminator instructions";
    b.opcode(
        "ret",
        &[
            ("value", "Insn, Operand", "The returned value."),
            ("void", "Insn", "`ret void`."),
        ],
    );
    b.opcode(
        "br",
        &[
            ("conditional", "Insn", "`br i1 %c, label %t, label %f`."),
            ("unconditional", "Insn", "`br label %d`."),
            (
                "condition",
                "Insn, Operand",
                "The condition of a conditional branch.",
            ),
            (
                "true_label",
                "Insn, Block",
                "Where a conditional branch goes when true.",
            ),
            ("false_label", "Insn, Block", "Where it goes when false."),
            (
                "label",
                "Insn, Block",
                "The destination of an unconditional branch.",
            ),
        ],
    );
    b.opcode(
        "switch",
        &[
            ("operand", "Insn, Operand", "The value switched on."),
            ("default_label", "Insn, Block", "The default destination."),
            (
                "case",
                "Insn, Index:n, Constant, Block",
                "Case `Index`: its value and destination.",
            ),
            ("ncases", "Insn, Total:n", "Number of cases."),
        ],
    );
    b.opcode(
        "indirectbr",
        &[
            ("address", "Insn, Operand", "The address jumped to."),
            (
                "label",
                "Insn, Index:n, Block",
                "Possible destination `Index`.",
            ),
            (
                "nlabels",
                "Insn, Total:n",
                "Number of possible destinations.",
            ),
        ],
    );
    b.opcode(
        "invoke",
        &[
            ("normal_label", "Insn, Block", "Where a normal return goes."),
            ("exception_label", "Insn, Block", "Where unwinding goes."),
        ],
    );
    b.opcode(
        "callbr",
        &[
            (
                "default_label",
                "Insn, Block",
                "The fallthrough destination.",
            ),
            (
                "indirect_label",
                "Insn, Index:n, Block",
                "Indirect destination `Index`.",
            ),
        ],
    );
    b.opcode(
        "resume",
        &[("operand", "Insn, Operand", "The exception value.")],
    );
    b.opcode(
        "catchswitch",
        &[
            ("parent", "Insn, Operand", "The parent pad (or `none`)."),
            ("handler", "Insn, Index:n, Block", "Handler `Index`."),
            (
                "unwind_label",
                "Insn, Block",
                "The unwind destination (none: to caller).",
            ),
        ],
    );
    b.opcode(
        "catchret",
        &[
            ("pad", "Insn, Operand", "The catch pad."),
            ("label", "Insn, Block", "The destination."),
        ],
    );
    b.opcode(
        "cleanupret",
        &[
            ("pad", "Insn, Operand", "The cleanup pad."),
            (
                "unwind_label",
                "Insn, Block",
                "The unwind destination (none: to caller).",
            ),
        ],
    );
    b.opcode("unreachable", &[]);
}

fn arithmetic(b: &mut Builder) {
    b.section = "Unary, binary and bitwise instructions";
    b.opcode("fneg", &[("operand", "Insn, Operand", "The operand.")]);
    for op in binary_opcodes() {
        b.opcode(op, &TWO_OPERANDS);
    }
    b.section = "Conversion instructions";
    for op in cast_opcodes() {
        b.opcode(
            op,
            &[
                ("from", "Insn, Operand", "The value converted."),
                ("to_type", "Insn, Type", "The type converted to."),
            ],
        );
    }
    b.section = "Vector and aggregate instructions";
    b.opcode(
        "extractelement",
        &[
            ("base", "Insn, Operand", "The vector."),
            ("index", "Insn, Operand", "The element index."),
        ],
    );
    b.opcode(
        "insertelement",
        &[
            ("base", "Insn, Operand", "The vector."),
            ("value", "Insn, Operand", "The element inserted."),
            ("index", "Insn, Operand", "The element index."),
        ],
    );
    b.opcode(
        "shufflevector",
        &[
            ("first_vector", "Insn, Operand", "The first input."),
            ("second_vector", "Insn, Operand", "The second input."),
            ("mask", "Insn, Constant", "The mask."),
        ],
    );
    for op in ["extractvalue", "insertvalue"] {
        let mut parts = vec![("base", "Insn, Operand", "The aggregate.")];
        if op == "insertvalue" {
            parts.push(("value", "Insn, Operand", "The value inserted."));
        }
        parts.push((
            "index",
            "Insn, Index:n, Value:n",
            "Index number `Index` of the path.",
        ));
        parts.push(("nindices", "Insn, Total:n", "Length of the index path."));
        b.opcode(op, &parts);
    }
}

fn memory(b: &mut Builder) {
    b.section = "Memory instructions";
    b.opcode(
        "alloca",
        &[
            ("type", "Insn, Type", "The allocated type."),
            ("size", "Insn, Operand", "The element count, if written."),
            ("alignment", "Insn, Alignment:n", "`align N`, if written."),
            (
                "addrspace",
                "Insn, AddrSpace:n",
                "`addrspace(N)`, if written.",
            ),
        ],
    );
    b.opcode(
        "load",
        &[
            ("address", "Insn, Operand", "The address read."),
            ("alignment", "Insn, Alignment:n", "`align N`, if written."),
        ],
    );
    b.opcode(
        "store",
        &[
            ("value", "Insn, Operand", "The value stored."),
            ("address", "Insn, Operand", "The address written."),
            ("alignment", "Insn, Alignment:n", "`align N`, if written."),
        ],
    );
    b.opcode("fence", &[]);
    b.opcode(
        "cmpxchg",
        &[
            ("address", "Insn, Operand", "The address."),
            ("cmp", "Insn, Operand", "The expected value."),
            ("new", "Insn, Operand", "The new value."),
            ("success_ordering", "Insn, Ordering", "Ordering on success."),
            ("failure_ordering", "Insn, Ordering", "Ordering on failure."),
            ("alignment", "Insn, Alignment:n", "`align N`, if written."),
        ],
    );
    b.opcode(
        "atomicrmw",
        &[
            (
                "operation",
                "Insn, Operation",
                "`xchg`, `add`, ..., `usub_sat`.",
            ),
            ("address", "Insn, Operand", "The address."),
            ("value", "Insn, Operand", "The operand."),
            ("alignment", "Insn, Alignment:n", "`align N`, if written."),
        ],
    );
    b.opcode(
        "getelementptr",
        &[
            (
                "base",
                "Insn, Operand",
                "The base pointer (or vector of pointers).",
            ),
            (
                "source_type",
                "Insn, Type",
                "The source element type the indices step through.",
            ),
            ("index", "Insn, Index:n, Operand", "Index operand `Index`."),
            ("nindices", "Insn, Total:n", "Number of indices."),
        ],
    );
}

fn other_instructions(b: &mut Builder) {
    b.section = "Other instructions";
    for op in ["icmp", "fcmp"] {
        let mut parts = vec![(
            "condition",
            "Insn, Predicate",
            "The predicate keyword (`eq`, `ult`, `oeq`, ...).",
        )];
        parts.extend(TWO_OPERANDS);
        b.opcode(op, &parts);
    }
    b.opcode(
        "phi",
        &[
            ("type", "Insn, Type", "The type of the value."),
            (
                "pair",
                "Insn, Index:n, Operand, Block",
                "Incoming pair `Index`: the value when control comes from `Block`.",
            ),
            ("npairs", "Insn, Total:n", "Number of incoming pairs."),
        ],
    );
    b.opcode(
        "select",
        &[
            ("condition", "Insn, Operand", "The condition."),
            ("first_operand", "Insn, Operand", "The value when true."),
            ("second_operand", "Insn, Operand", "The value when false."),
        ],
    );
    b.opcode(
        "freeze",
        &[("operand", "Insn, Operand", "The value frozen.")],
    );
    b.opcode(
        "va_arg",
        &[
            ("va_list", "Insn, Operand", "The `va_list` pointer."),
            ("type", "Insn, Type", "The argument type."),
        ],
    );
    b.opcode(
        "landingpad",
        &[
            ("type", "Insn, Type", "The result type."),
            (
                "clause",
                "Insn, Index:n, Kind, Constant",
                "Clause `Index`: `catch` or `filter`, with its constant.",
            ),
        ],
    );
    for op in ["catchpad", "cleanuppad"] {
        b.opcode(
            op,
            &[
                (
                    "within",
                    "Insn, Operand",
                    "The enclosing pad or catchswitch (or `none`).",
                ),
                ("arg", "Insn, Index:n, Operand", "Argument `Index`."),
            ],
        );
    }
}

fn calls(b: &mut Builder) {
    b.section = "Call sites";
    b.opcode(
        "call",
        &[("tail", "Insn, Kind", "`tail`, `musttail` or `notail`.")],
    );
    for op in CALL_OPCODES {
        for (suffix, columns, doc) in [
            (
                "function",
                "Insn, Operand",
                "The callee (a function constant, a variable, or inline asm).",
            ),
            (
                "function_type",
                "Insn, Type",
                "The function type of the call.",
            ),
            ("arg", "Insn, Index:n, Operand", "Argument `Index`."),
            ("nargs", "Insn, Total:n", "Number of arguments."),
            (
                "calling_convention",
                "Insn, Conv",
                "The calling convention, if written.",
            ),
            (
                "bundle",
                "Insn, Index:n, Tag",
                "Operand bundle `Index` and its tag.",
            ),
            (
                "bundle_input",
                "Insn, Index:n, Position:n, Operand",
                "Input `Position` of bundle `Index`.",
            ),
        ] {
            b.rel(&format!("{op}_instruction_{suffix}"), columns, doc);
        }
    }
}

fn constants(b: &mut Builder) {
    b.section = "Constants";
    b.rel(
        "constant",
        "Constant, Text",
        "Every constant (structurally equal ones share an id), as LLVM text with its type.",
    );
    b.rel("constant_type", "Constant, Type", "Its type.");
    b.rel(
        "integer_constant",
        "Constant, Unsigned, Signed",
        "An integer (or `true`/`false`): its value read unsigned and signed, in decimal.",
    );
    b.rel("constant_to_int", "Constant, Value:n", "An integer constant's signed value, when it fits in 64 bits (the thesis's `constant:toInt`).");
    b.rel(
        "fp_constant",
        "Constant, Bits",
        "A floating-point constant: its bit pattern in hexadecimal (`0x...`).",
    );
    b.rel("null_constant", "Constant", "`null`.");
    b.rel("none_constant", "Constant", "The token `none`.");
    b.rel("undef_constant", "Constant", "`undef`.");
    b.rel("poison_constant", "Constant", "`poison`.");
    b.rel("zeroinitializer_constant", "Constant", "`zeroinitializer`.");
    b.rel("array_constant", "Constant", "`[ T v, ... ]`.");
    b.rel("vector_constant", "Constant", "`< T v, ... >`.");
    b.rel(
        "struct_constant",
        "Constant",
        "`{ T v, ... }` (also packed and bit-field structs).",
    );
    b.rel(
        "constant_element",
        "Constant, Index:n, Element",
        "Element `Index` of an array, vector or struct constant.",
    );
    b.rel(
        "constant_nelements",
        "Constant, Total:n",
        "Its number of elements.",
    );
    b.rel(
        "string_constant",
        "Constant, Text",
        "`c\"...\"` (an `i8` array; the text as written, with LLVM escapes).",
    );
    b.rel("splat_constant", "Constant, Element", "`splat (T v)`.");
    b.rel(
        "global_address_constant",
        "Constant, GlobalValue",
        "`@name`: the address of a global variable, function, alias or ifunc.",
    );
    b.rel(
        "blockaddress_constant",
        "Constant, Func, Block",
        "`blockaddress(@f, %bb)`.",
    );
    b.rel(
        "dso_local_equivalent_constant",
        "Constant, GlobalValue",
        "`dso_local_equivalent @f`.",
    );
    b.rel("no_cfi_constant", "Constant, GlobalValue", "`no_cfi @f`.");
    b.rel(
        "constant_expression",
        "Constant, Opcode",
        "A constant expression and its opcode.",
    );
    b.rel(
        "constant_expression_operand",
        "Constant, Index:n, Operand",
        "Operand `Index` (for `getelementptr`, the base then the indices).",
    );
    b.rel(
        "constant_expression_flag",
        "Constant, Flag",
        "`nuw`, `nsw`, `inbounds`, `nusw`.",
    );
    b.rel(
        "constant_expression_source_type",
        "Constant, Type",
        "The source element type of a `getelementptr`.",
    );
    b.rel(
        "constant_expression_inrange",
        "Constant, Start, End",
        "`inrange(Start, End)` of a `getelementptr`.",
    );
}

fn operands(b: &mut Builder) {
    b.section = "Other operands";
    b.rel(
        "metadata_operand",
        "Operand, Text",
        "A `metadata ...` argument of an intrinsic call.",
    );
    b.rel(
        "inline_asm",
        "Operand, Code, Constraints",
        "An inline assembly callee.",
    );
    b.rel(
        "inline_asm_flag",
        "Operand, Flag",
        "`sideeffect`, `alignstack`, `inteldialect`, `unwind`.",
    );
}

fn metadata(b: &mut Builder) {
    b.section = "Metadata and debug records";
    b.rel(
        "instruction_metadata",
        "Insn, Kind, Text",
        "Every attachment `!Kind !N`, with the node as written.",
    );
    b.rel("range_metadata", "Insn, Index:n, Lo, Hi", "`!range`: the value lies in one of the ranges [Lo, Hi) (wrapping) or is poison; pair `Index`.");
    b.rel(
        "nonnull_metadata",
        "Insn",
        "`!nonnull`: a null result is poison.",
    );
    b.rel(
        "noundef_metadata",
        "Insn",
        "`!noundef`: an undef or poison result is immediate UB.",
    );
    b.rel(
        "align_metadata",
        "Insn, Alignment:n",
        "`!align`: a misaligned result is poison.",
    );
    b.rel(
        "dereferenceable_metadata",
        "Insn, Bytes:n",
        "`!dereferenceable`.",
    );
    b.rel(
        "dereferenceable_or_null_metadata",
        "Insn, Bytes:n",
        "`!dereferenceable_or_null`.",
    );
    b.rel("invariant_load_metadata", "Insn", "`!invariant.load`.");
    b.rel(
        "callees_metadata",
        "Insn, Func",
        "`!callees`: the possible callees of an indirect call.",
    );
    b.rel("debug_record", "Owner, Index:n, Kind", "Debug record `Index` (`#dbg_value`, ...) before instruction `Owner`, or after the terminator of block `Owner`.");
    b.rel("debug_record_value", "Owner, Index:n, Operand", "The value a `#dbg_value`/`#dbg_declare`/`#dbg_assign` record describes, when it is a local or a constant.");
}

fn attributes(b: &mut Builder) {
    b.section = "Attributes";
    b.rel("attribute", "Owner, Slot, Index:n, Kind, Text", "An attribute of a function (`Owner` a function) or call site (`Owner` an instruction); `Slot` is `function`, `return` or `param` (then `Index` is the parameter, else 0). Groups `#N` are expanded.");
    b.rel("attribute_int", "Owner, Slot, Index:n, Kind, Value:n", "The number of `align`, `dereferenceable`, `dereferenceable_or_null`, `alignstack`... attributes.");
    b.rel(
        "attribute_type",
        "Owner, Slot, Index:n, Kind, Type",
        "The type of `byval`, `sret`, `elementtype`... attributes.",
    );
    b.rel(
        "attribute_range",
        "Owner, Slot, Index:n, Lo, Hi",
        "`range(T Lo, Hi)`: the value lies in [Lo, Hi) (wrapping) or is poison.",
    );
}

/// The schema as Soufflé declarations with `.input` directives, one block per
/// section (what `examples/facts/schema.dl` holds).
pub fn souffle_declarations() -> String {
    let mut out = String::from(
        "// The EDB relations written by `llsem facts FILE -o DIR`, generated from\n\
         // src/facts/schema.rs (the docs test checks that this file is up to date).\n\
         // Read them with: souffle -F DIR program.dl, where program.dl does\n\
         // #include \"schema.dl\".\n",
    );
    let mut section = "";
    for r in schema() {
        if r.section != section {
            section = r.section;
            out.push_str(&format!("\n// ----- {section} -----\n"));
        }
        let cols: Vec<String> = r
            .columns
            .iter()
            .map(|c| {
                let ty = match c.ty {
                    ColumnType::Symbol => "symbol",
                    ColumnType::Number => "number",
                };
                format!("{}: {ty}", c.name.to_lowercase())
            })
            .collect();
        out.push_str(&format!(".decl {}({})\n", r.name, cols.join(", ")));
        out.push_str(&format!(".input {}\n", r.name));
    }
    out
}

/// The schema as Markdown tables, one per section (what the generated part
/// of `paper-notes/relational-schema.md` holds).
pub fn markdown_tables() -> String {
    let mut out = String::new();
    let mut section = "";
    for r in schema() {
        if r.section != section {
            section = r.section;
            out.push_str(&format!(
                "\n### {section}\n\n| relation | columns | meaning |\n| --- | --- | --- |\n"
            ));
        }
        let cols: Vec<String> = r
            .columns
            .iter()
            .map(|c| match c.ty {
                ColumnType::Symbol => c.name.clone(),
                ColumnType::Number => format!("{}: number", c.name),
            })
            .collect();
        out.push_str(&format!(
            "| `{}` | {} | {} |\n",
            r.name,
            cols.join(", "),
            r.doc.replace('|', "\\|")
        ));
    }
    out
}
