//! The well-formedness rules of `wellformed.dl`, evaluated with the `ascent`
//! crate so that `cargo test` runs them without Soufflé.
//!
//! SIDE BY SIDE: this program and examples/facts/wellformed.dl implement the
//! same rules, rule for rule and label for label (examples/facts/wellformed_tests.rs
//! checks that both files use the same labels, each the same number of
//! times). The `.dl` gathers the per-opcode relations into `binary`, `cast`
//! and `aggregate_*` with adapter rules; here [`load`] does that while
//! reading the facts. Change both files together.

use std::collections::BTreeSet;

use ascent::ascent;
use llsem::facts::Relations;

/// The binary opcodes and the kind of operands each takes.
const BINARY: [(&str, &str); 18] = [
    ("add", "int"),
    ("sub", "int"),
    ("mul", "int"),
    ("udiv", "int"),
    ("sdiv", "int"),
    ("urem", "int"),
    ("srem", "int"),
    ("shl", "int"),
    ("lshr", "int"),
    ("ashr", "int"),
    ("and", "int"),
    ("or", "int"),
    ("xor", "int"),
    ("fadd", "fp"),
    ("fsub", "fp"),
    ("fmul", "fp"),
    ("fdiv", "fp"),
    ("frem", "fp"),
];

/// The conversion opcodes.
const CASTS: [&str; 14] = [
    "trunc",
    "zext",
    "sext",
    "fptrunc",
    "fpext",
    "fptoui",
    "fptosi",
    "uitofp",
    "sitofp",
    "ptrtoint",
    "ptrtoaddr",
    "inttoptr",
    "bitcast",
    "addrspacecast",
];

ascent! {
    /// The rules over the facts of one module.
    pub struct Wellformed;

    // ----- the facts read (EDB) -----
    relation variable_type(String, String);
    relation constant_type(String, String);
    relation instruction_to(String, String);
    relation instruction(String, String, String, i64);
    relation every_type(String);
    relation vector_type(String);
    relation vector_type_component(String, String);
    relation vector_type_size(String, i64);
    relation vector_type_scalable(String);
    relation integer_type(String);
    relation integer_type_width(String, i64);
    relation fp_type(String);
    relation fp_type_width(String, i64);
    relation pointer_type(String);
    relation pointer_type_addrspace(String, i64);
    relation x86_amx_type(String);
    relation void_type(String);
    relation aggregate_type(String);
    relation array_type_component(String, String);
    relation array_type_size(String, i64);
    relation struct_type_field(String, i64, String);
    relation bitstruct_type_field(String, i64, String);
    relation function(String);
    relation function_signature(String, String);
    relation function_type_return(String, String);
    relation ret_instruction(String);
    relation ret_instruction_void(String);
    relation ret_instruction_value(String, String);
    relation fneg_instruction_operand(String, String);
    relation insertvalue_instruction_value(String, String);

    // ----- the adapters, filled by `load` (rules in the .dl) -----
    relation binary(String, String, String);
    relation binary_first_operand(String, String);
    relation binary_second_operand(String, String);
    relation cast_instruction(String, String);
    relation cast_from(String, String);
    relation cast_to_type(String, String);
    relation aggregate_instruction(String, String);
    relation aggregate_base(String, String);
    relation aggregate_index(String, i64, i64);
    relation aggregate_nindices(String, i64);

    // ----- facts of the program -----
    relation cast_kinds(String, String, String);
    relation cast_narrows(String);
    relation cast_widens(String);

    // ----- derived predicates of the thesis (Tables 78, 79, 84) -----
    relation operand_type(String, String);
    operand_type(o, t) <-- variable_type(o, t);
    operand_type(o, t) <-- constant_type(o, t);

    relation instruction_type(String, String);
    instruction_type(i, t) <-- instruction_to(i, v), variable_type(v, t);

    // ----- shapes and kinds of types -----
    relation scalar_type(String, String);
    scalar_type(t, e) <-- vector_type_component(t, e);
    scalar_type(t, t) <-- every_type(t), !vector_type(t);

    relation int_or_int_vector(String);
    int_or_int_vector(t) <-- scalar_type(t, s), integer_type(s);
    relation fp_or_fp_vector(String);
    fp_or_fp_vector(t) <-- scalar_type(t, s), fp_type(s);
    relation ptr_or_ptr_vector(String);
    ptr_or_ptr_vector(t) <-- scalar_type(t, s), pointer_type(s);

    relation type_kind(String, String);
    type_kind(t, "int".to_string()) <-- int_or_int_vector(t);
    type_kind(t, "fp".to_string()) <-- fp_or_fp_vector(t);
    type_kind(t, "ptr".to_string()) <-- ptr_or_ptr_vector(t);

    relation scalar_width(String, i64);
    scalar_width(t, w) <-- scalar_type(t, s), integer_type_width(s, w);
    scalar_width(t, w) <-- scalar_type(t, s), fp_type_width(s, w);

    relation scalar_addrspace(String, i64);
    scalar_addrspace(t, a) <-- scalar_type(t, s), pointer_type_addrspace(s, a);

    relation vector_shape(String, i64, String);
    vector_shape(t, n, "fixed".to_string()) <-- vector_type_size(t, n), !vector_type_scalable(t);
    vector_shape(t, n, "scalable".to_string()) <-- vector_type_size(t, n), vector_type_scalable(t);

    // ----- ret (Table 100): function:illformed -----
    relation function_illformed(String, &'static str);
    relation instruction_illformed(String, &'static str);

    function_illformed(f, "ret-void-in-non-void-function") <--
        function_signature(f, ty), function_type_return(ty, r), !void_type(r),
        ret_instruction_void(i), instruction(i, f, _, _);
    function_illformed(f, "ret-type-mismatch") <--
        function_signature(f, ty), function_type_return(ty, r), !void_type(r),
        ret_instruction_value(i, v), operand_type(v, t), if t != r, instruction(i, f, _, _);
    function_illformed(f, "ret-value-in-void-function") <--
        function_signature(f, ty), function_type_return(ty, r), void_type(r),
        ret_instruction(i), !ret_instruction_void(i), instruction(i, f, _, _);

    // ----- binary operations (Tables 88-92) -----
    instruction_illformed(i, "binary-missing-operand") <-- binary(i, _, _), !binary_first_operand(i, _);
    instruction_illformed(i, "binary-missing-operand") <-- binary(i, _, _), !binary_second_operand(i, _);
    instruction_illformed(i, "binary-result-kind") <--
        binary(i, _, k), instruction_type(i, t), !type_kind(t, k);
    instruction_illformed(i, "binary-operand-kind") <--
        binary(i, _, k), binary_first_operand(i, o), operand_type(o, t), !type_kind(t, k);
    instruction_illformed(i, "binary-first-operand-type") <--
        binary_first_operand(i, o), operand_type(o, t), instruction_type(i, r), if t != r;
    instruction_illformed(i, "binary-second-operand-type") <--
        binary_second_operand(i, o), operand_type(o, t), instruction_type(i, r), if t != r;
    instruction_illformed(i, "binary-operand-types-differ") <--
        binary_first_operand(i, a), operand_type(a, t), binary_second_operand(i, b), operand_type(b, u), if t != u;

    instruction_illformed(i, "fneg-operand-kind") <--
        fneg_instruction_operand(i, o), operand_type(o, t), !fp_or_fp_vector(t);
    instruction_illformed(i, "fneg-result-type") <--
        fneg_instruction_operand(i, o), operand_type(o, t), instruction_type(i, r), if t != r;

    // ----- conversion operations (Tables 93-98) -----
    relation cast(String, String, String, String);
    cast(i, op, from, to) <-- cast_instruction(i, op), cast_from(i, o), operand_type(o, from), cast_to_type(i, to);

    instruction_illformed(i, "conversion-missing-operand") <-- cast_instruction(i, _), !cast_from(i, _);
    instruction_illformed(i, "conversion-missing-operand") <-- cast_instruction(i, _), !cast_to_type(i, _);
    instruction_illformed(i, "conversion-result-type") <--
        cast(i, _, _, to), instruction_type(i, r), if r != to;
    instruction_illformed(i, "conversion-operand-kind") <--
        cast(i, op, from, _), cast_kinds(op, k, _), !type_kind(from, k);
    instruction_illformed(i, "conversion-target-kind") <--
        cast(i, op, _, to), cast_kinds(op, _, k), !type_kind(to, k);
    instruction_illformed(i, "conversion-shape") <--
        cast(i, op, from, to), cast_kinds(op, _, _), vector_type(from), !vector_type(to);
    instruction_illformed(i, "conversion-shape") <--
        cast(i, op, from, to), cast_kinds(op, _, _), !vector_type(from), vector_type(to);
    instruction_illformed(i, "conversion-shape") <--
        cast(i, op, from, to), cast_kinds(op, _, _), vector_shape(from, n, _), vector_shape(to, m, _), if n != m;
    instruction_illformed(i, "conversion-shape") <--
        cast(i, op, from, to), cast_kinds(op, _, _), vector_shape(from, _, s), vector_shape(to, _, r), if s != r;
    instruction_illformed(i, "conversion-must-narrow") <--
        cast(i, op, from, to), cast_narrows(op), scalar_width(from, a), scalar_width(to, b), if a <= b;
    instruction_illformed(i, "conversion-must-widen") <--
        cast(i, op, from, to), cast_widens(op), scalar_width(from, a), scalar_width(to, b), if a >= b;
    instruction_illformed(i, "addrspacecast-same-address-space") <--
        cast(i, op, from, to), if op == "addrspacecast", scalar_addrspace(from, a), scalar_addrspace(to, b), if a == b;

    // bitcast: sizes in bits as LLVM's getPrimitiveSizeInBits counts them.
    relation element_bits(String, i64);
    element_bits(t, w) <-- integer_type_width(t, w);
    element_bits(t, w) <-- fp_type_width(t, w);
    relation bit_size(String, i64, String);
    bit_size(t, w, "fixed".to_string()) <-- element_bits(t, w);
    bit_size(t, 8192, "fixed".to_string()) <-- x86_amx_type(t);
    bit_size(t, w * n, s) <-- vector_shape(t, n, s), vector_type_component(t, e), element_bits(e, w);
    relation bitcastable(String);
    bitcastable(t) <-- bit_size(t, _, _);
    bitcastable(t) <-- ptr_or_ptr_vector(t);
    relation single_element(String);
    single_element(t) <-- vector_shape(t, n, s), if *n == 1 && s == "fixed";

    instruction_illformed(i, "bitcast-not-first-class") <-- cast(i, op, from, _), if op == "bitcast", !bitcastable(from);
    instruction_illformed(i, "bitcast-not-first-class") <-- cast(i, op, _, to), if op == "bitcast", !bitcastable(to);
    instruction_illformed(i, "bitcast-pointer-mismatch") <--
        cast(i, op, from, to), if op == "bitcast", ptr_or_ptr_vector(from), !ptr_or_ptr_vector(to);
    instruction_illformed(i, "bitcast-pointer-mismatch") <--
        cast(i, op, from, to), if op == "bitcast", !ptr_or_ptr_vector(from), ptr_or_ptr_vector(to);
    instruction_illformed(i, "bitcast-size") <--
        cast(i, op, from, to), if op == "bitcast", bit_size(from, a, _), bit_size(to, b, _), if a != b;
    instruction_illformed(i, "bitcast-size") <--
        cast(i, op, from, to), if op == "bitcast", bit_size(from, _, s), bit_size(to, _, r), if s != r;
    instruction_illformed(i, "bitcast-address-space") <--
        cast(i, op, from, to), if op == "bitcast", scalar_addrspace(from, a), scalar_addrspace(to, b), if a != b;
    instruction_illformed(i, "bitcast-pointer-shape") <--
        cast(i, op, from, to), if op == "bitcast", ptr_or_ptr_vector(from),
        vector_shape(from, n, _), vector_shape(to, m, _), if n != m;
    instruction_illformed(i, "bitcast-pointer-shape") <--
        cast(i, op, from, to), if op == "bitcast", ptr_or_ptr_vector(from),
        vector_shape(from, _, s), vector_shape(to, _, r), if s != r;
    instruction_illformed(i, "bitcast-pointer-shape") <--
        cast(i, op, from, to), if op == "bitcast", ptr_or_ptr_vector(from), vector_type(from),
        !vector_type(to), !single_element(from);
    instruction_illformed(i, "bitcast-pointer-shape") <--
        cast(i, op, from, to), if op == "bitcast", ptr_or_ptr_vector(to), vector_type(to),
        !vector_type(from), !single_element(to);

    // ----- aggregate operations (Tables 111-119) -----
    relation aggregate_base_type(String, String);
    aggregate_base_type(i, t) <-- aggregate_base(i, o), operand_type(o, t);

    relation aggregate_interm_type(String, i64, String);
    aggregate_interm_type(i, 0, t) <-- aggregate_base_type(i, t);
    aggregate_interm_type(i, k + 1, c) <--
        aggregate_interm_type(i, k, t), aggregate_index(i, k, v),
        array_type_component(t, c), array_type_size(t, n), if v < n;
    aggregate_interm_type(i, k + 1, f) <--
        aggregate_interm_type(i, k, t), aggregate_index(i, k, v), struct_type_field(t, v, f);
    aggregate_interm_type(i, k + 1, f) <--
        aggregate_interm_type(i, k, t), aggregate_index(i, k, v), bitstruct_type_field(t, v, f);

    relation aggregate_value_type(String, String);
    aggregate_value_type(i, t) <-- aggregate_nindices(i, n), aggregate_interm_type(i, n, t);

    instruction_illformed(i, "aggregate-missing-base") <-- aggregate_instruction(i, _), !aggregate_base(i, _);
    instruction_illformed(i, "aggregate-base-type") <-- aggregate_base_type(i, t), !aggregate_type(t);
    instruction_illformed(i, "aggregate-no-index") <-- aggregate_nindices(i, n), if *n == 0;
    instruction_illformed(i, "aggregate-invalid-index") <--
        aggregate_instruction(i, _), !aggregate_value_type(i, _);
    instruction_illformed(i, "extractvalue-result-type") <--
        aggregate_instruction(i, op), if op == "extractvalue", aggregate_value_type(i, t),
        instruction_type(i, r), if r != t;
    instruction_illformed(i, "insertvalue-value-type") <--
        insertvalue_instruction_value(i, o), operand_type(o, t), aggregate_value_type(i, v), if t != v;
    instruction_illformed(i, "insertvalue-result-type") <--
        aggregate_instruction(i, op), if op == "insertvalue", aggregate_base_type(i, b),
        instruction_type(i, r), if r != b;

    // ----- functions (Table 101) -----
    function_illformed(f, r) <-- instruction_illformed(i, r), instruction(i, f, _, _);

    relation function_wellformed(String);
    function_wellformed(f) <-- function(f), !function_illformed(f, _);
}

/// What the rules found.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Verdict {
    /// `function_illformed`: function ids with the label of a violated rule.
    pub functions: BTreeSet<(String, String)>,
    /// `instruction_illformed`: instruction ids with the label.
    pub instructions: BTreeSet<(String, String)>,
}

impl Verdict {
    /// The ids of the ill-formed functions.
    pub fn illformed_functions(&self) -> BTreeSet<String> {
        self.functions.iter().map(|(f, _)| f.clone()).collect()
    }
}

/// Evaluates the rules over the facts of a module.
pub fn check(rels: &Relations) -> Result<Verdict, String> {
    let mut p = load(rels)?;
    p.run();
    Ok(Verdict {
        functions: p
            .function_illformed
            .iter()
            .map(|(f, r)| (f.clone(), r.to_string()))
            .collect(),
        instructions: p
            .instruction_illformed
            .iter()
            .map(|(i, r)| (i.clone(), r.to_string()))
            .collect(),
    })
}

/// Field `i` of a row.
fn sym(row: &[String], i: usize) -> Result<String, String> {
    row.get(i)
        .cloned()
        .ok_or_else(|| format!("row {row:?} has no column {i}"))
}

/// Field `i` of a row, as a number.
fn num(row: &[String], i: usize) -> Result<i64, String> {
    let s = sym(row, i)?;
    s.parse()
        .map_err(|_| format!("column {i} of row {row:?} is not a number"))
}

/// The rows of a relation, each converted by `f`.
fn rows<T>(
    rels: &Relations,
    name: &str,
    f: impl Fn(&[String]) -> Result<T, String>,
) -> Result<Vec<T>, String> {
    rels.rows(name).iter().map(|r| f(r)).collect()
}

fn unary(rels: &Relations, name: &str) -> Result<Vec<(String,)>, String> {
    rows(rels, name, |r| Ok((sym(r, 0)?,)))
}

fn pair(rels: &Relations, name: &str) -> Result<Vec<(String, String)>, String> {
    rows(rels, name, |r| Ok((sym(r, 0)?, sym(r, 1)?)))
}

fn numbered(rels: &Relations, name: &str) -> Result<Vec<(String, i64)>, String> {
    rows(rels, name, |r| Ok((sym(r, 0)?, num(r, 1)?)))
}

fn field(rels: &Relations, name: &str) -> Result<Vec<(String, i64, String)>, String> {
    rows(rels, name, |r| Ok((sym(r, 0)?, num(r, 1)?, sym(r, 2)?)))
}

/// The program with the facts it reads, and the adapters of the `.dl`
/// (`binary`, `cast_*`, `aggregate_*`) filled from the per-opcode relations.
// ascent programs are filled one relation at a time.
#[allow(clippy::field_reassign_with_default)]
fn load(rels: &Relations) -> Result<Wellformed, String> {
    let mut p = Wellformed::default();
    p.variable_type = pair(rels, "variable_type")?;
    p.constant_type = pair(rels, "constant_type")?;
    p.instruction_to = pair(rels, "instruction_to")?;
    p.instruction = rows(rels, "instruction", |r| {
        Ok((sym(r, 0)?, sym(r, 1)?, sym(r, 2)?, num(r, 3)?))
    })?;
    p.every_type = rows(rels, "type", |r| Ok((sym(r, 0)?,)))?;
    p.vector_type = unary(rels, "vector_type")?;
    p.vector_type_component = pair(rels, "vector_type_component")?;
    p.vector_type_size = numbered(rels, "vector_type_size")?;
    p.vector_type_scalable = unary(rels, "vector_type_scalable")?;
    p.integer_type = unary(rels, "integer_type")?;
    p.integer_type_width = numbered(rels, "integer_type_width")?;
    p.fp_type = unary(rels, "fp_type")?;
    p.fp_type_width = numbered(rels, "fp_type_width")?;
    p.pointer_type = unary(rels, "pointer_type")?;
    p.pointer_type_addrspace = numbered(rels, "pointer_type_addrspace")?;
    p.x86_amx_type = unary(rels, "x86_amx_type")?;
    p.void_type = unary(rels, "void_type")?;
    p.aggregate_type = unary(rels, "aggregate_type")?;
    p.array_type_component = pair(rels, "array_type_component")?;
    p.array_type_size = numbered(rels, "array_type_size")?;
    p.struct_type_field = field(rels, "struct_type_field")?;
    p.bitstruct_type_field = field(rels, "bitstruct_type_field")?;
    p.function = unary(rels, "function")?;
    p.function_signature = pair(rels, "function_signature")?;
    p.function_type_return = pair(rels, "function_type_return")?;
    p.ret_instruction = unary(rels, "ret_instruction")?;
    p.ret_instruction_void = unary(rels, "ret_instruction_void")?;
    p.ret_instruction_value = pair(rels, "ret_instruction_value")?;
    p.fneg_instruction_operand = pair(rels, "fneg_instruction_operand")?;
    p.insertvalue_instruction_value = pair(rels, "insertvalue_instruction_value")?;
    for (op, kind) in BINARY {
        for (i,) in unary(rels, &format!("{op}_instruction"))? {
            p.binary.push((i, op.to_string(), kind.to_string()));
        }
        p.binary_first_operand
            .extend(pair(rels, &format!("{op}_instruction_first_operand"))?);
        p.binary_second_operand
            .extend(pair(rels, &format!("{op}_instruction_second_operand"))?);
    }
    for op in CASTS {
        for (i,) in unary(rels, &format!("{op}_instruction"))? {
            p.cast_instruction.push((i, op.to_string()));
        }
        p.cast_from
            .extend(pair(rels, &format!("{op}_instruction_from"))?);
        p.cast_to_type
            .extend(pair(rels, &format!("{op}_instruction_to_type"))?);
    }
    for op in ["extractvalue", "insertvalue"] {
        for (i,) in unary(rels, &format!("{op}_instruction"))? {
            p.aggregate_instruction.push((i, op.to_string()));
        }
        p.aggregate_base
            .extend(pair(rels, &format!("{op}_instruction_base"))?);
        p.aggregate_index
            .extend(rows(rels, &format!("{op}_instruction_index"), |r| {
                Ok((sym(r, 0)?, num(r, 1)?, num(r, 2)?))
            })?);
        p.aggregate_nindices
            .extend(numbered(rels, &format!("{op}_instruction_nindices"))?);
    }
    p.cast_kinds = [
        ("trunc", "int", "int"),
        ("zext", "int", "int"),
        ("sext", "int", "int"),
        ("fptrunc", "fp", "fp"),
        ("fpext", "fp", "fp"),
        ("fptoui", "fp", "int"),
        ("fptosi", "fp", "int"),
        ("uitofp", "int", "fp"),
        ("sitofp", "int", "fp"),
        ("ptrtoint", "ptr", "int"),
        ("ptrtoaddr", "ptr", "int"),
        ("inttoptr", "int", "ptr"),
        ("addrspacecast", "ptr", "ptr"),
    ]
    .iter()
    .map(|(o, a, b)| (o.to_string(), a.to_string(), b.to_string()))
    .collect();
    p.cast_narrows = ["trunc", "fptrunc"]
        .iter()
        .map(|o| (o.to_string(),))
        .collect();
    p.cast_widens = ["zext", "sext", "fpext"]
        .iter()
        .map(|o| (o.to_string(),))
        .collect();
    Ok(p)
}
