//! The may-be-poison analysis of `poison.dl`, with the `ascent` crate.
//!
//! SIDE BY SIDE: this program and examples/facts/poison.dl are the same
//! rules; change both files together.

use ascent::ascent;
use llsem::facts::Relations;

/// The flags whose condition, when it fails, makes the result poison.
const POISON_FLAGS: [&str; 10] = [
    "nuw", "nsw", "exact", "disjoint", "nneg", "samesign", "inbounds", "nusw", "nnan", "ninf",
];

/// The instructions whose result is poison when an operand is.
const PROPAGATES: [&str; 43] = [
    "add",
    "sub",
    "mul",
    "udiv",
    "sdiv",
    "urem",
    "srem",
    "shl",
    "lshr",
    "ashr",
    "and",
    "or",
    "xor",
    "fadd",
    "fsub",
    "fmul",
    "fdiv",
    "frem",
    "fneg",
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
    "icmp",
    "fcmp",
    "select",
    "phi",
    "getelementptr",
    "extractelement",
    "insertelement",
    "shufflevector",
    "extractvalue",
    "insertvalue",
];

ascent! {
    /// The analysis over the facts of one module.
    pub struct Poison;

    relation instruction_flag(String, String);
    relation instruction_fast_math_flag(String, String);
    relation range_metadata(String);
    relation nonnull_metadata(String);
    relation align_metadata(String);
    relation instruction_to(String, String);
    relation instruction_operand(String, String);
    relation instruction_opcode(String, String);
    relation instruction(String, String);
    relation br_instruction_condition(String, String);
    relation switch_instruction_operand(String, String);
    relation load_instruction_address(String, String);
    relation store_instruction_address(String, String);
    relation divisor(String, String);
    relation call_instruction_arg(String, i64, String);
    relation call_instruction_function(String, String);
    relation global_address_constant(String, String);
    relation attribute(String, String, i64, String);
    relation ret_instruction_value(String, String);
    relation poison_flag(String);
    relation propagates(String);

    relation poison_source(String, String);
    poison_source(i, f) <-- instruction_flag(i, f), poison_flag(f);
    poison_source(i, f) <-- instruction_fast_math_flag(i, f), poison_flag(f);
    poison_source(i, "range".to_string()) <-- range_metadata(i);
    poison_source(i, "nonnull".to_string()) <-- nonnull_metadata(i);
    poison_source(i, "align".to_string()) <-- align_metadata(i);

    relation may_be_poison(String, String);
    may_be_poison(v, i) <-- poison_source(i, _), instruction_to(i, v);
    may_be_poison(v, s) <--
        instruction_operand(i, x), may_be_poison(x, s),
        instruction_opcode(i, op), propagates(op), instruction_to(i, v);

    relation poison_sensitive_use(String, String, &'static str);
    poison_sensitive_use(i, o, "branch condition") <-- br_instruction_condition(i, o);
    poison_sensitive_use(i, o, "switch condition") <-- switch_instruction_operand(i, o);
    poison_sensitive_use(i, o, "load address") <-- load_instruction_address(i, o);
    poison_sensitive_use(i, o, "store address") <-- store_instruction_address(i, o);
    poison_sensitive_use(i, o, "divisor") <-- divisor(i, o);
    poison_sensitive_use(i, o, "noundef argument") <--
        call_instruction_arg(i, k, o), call_instruction_function(i, c),
        global_address_constant(c, f), attribute(f, slot, k, kind),
        if slot == "param" && kind == "noundef";
    poison_sensitive_use(i, o, "noundef argument") <--
        call_instruction_arg(i, k, o), attribute(i, slot, k, kind),
        if slot == "param" && kind == "noundef";
    poison_sensitive_use(i, o, "noundef return") <--
        ret_instruction_value(i, o), instruction(i, f), attribute(f, slot, k, kind),
        if slot == "return" && *k == 0 && kind == "noundef";

    relation poison_reaches_ub(String, &'static str, String);
    poison_reaches_ub(u, w, s) <-- poison_sensitive_use(u, o, w), may_be_poison(o, s);
}

/// Field `i` of a row.
fn sym(row: &[String], i: usize) -> Result<String, String> {
    row.get(i)
        .cloned()
        .ok_or_else(|| format!("row {row:?} has no column {i}"))
}

/// Field `i` of a row, as a number.
fn num(row: &[String], i: usize) -> Result<i64, String> {
    sym(row, i)?
        .parse()
        .map_err(|_| format!("column {i} of row {row:?} is not a number"))
}

/// Columns `a` and `b` of every row of `name`.
fn cols(rels: &Relations, name: &str, a: usize, b: usize) -> Result<Vec<(String, String)>, String> {
    rels.rows(name)
        .iter()
        .map(|r| Ok((sym(r, a)?, sym(r, b)?)))
        .collect()
}

/// Column 0 of every row of `name`.
fn firsts(rels: &Relations, name: &str) -> Result<Vec<(String,)>, String> {
    rels.rows(name).iter().map(|r| Ok((sym(r, 0)?,))).collect()
}

/// `poison_reaches_ub`: (use, why, source) triples, sorted.
// ascent programs are filled one relation at a time.
#[allow(clippy::field_reassign_with_default)]
pub fn analyse(rels: &Relations) -> Result<Vec<(String, String, String)>, String> {
    let mut p = Poison::default();
    p.instruction_flag = cols(rels, "instruction_flag", 0, 1)?;
    p.instruction_fast_math_flag = cols(rels, "instruction_fast_math_flag", 0, 1)?;
    p.range_metadata = firsts(rels, "range_metadata")?;
    p.nonnull_metadata = firsts(rels, "nonnull_metadata")?;
    p.align_metadata = firsts(rels, "align_metadata")?;
    p.instruction_to = cols(rels, "instruction_to", 0, 1)?;
    p.instruction_operand = cols(rels, "instruction_operand", 0, 2)?;
    p.instruction_opcode = cols(rels, "instruction_opcode", 0, 1)?;
    p.instruction = cols(rels, "instruction", 0, 1)?;
    p.br_instruction_condition = cols(rels, "br_instruction_condition", 0, 1)?;
    p.switch_instruction_operand = cols(rels, "switch_instruction_operand", 0, 1)?;
    p.load_instruction_address = cols(rels, "load_instruction_address", 0, 1)?;
    p.store_instruction_address = cols(rels, "store_instruction_address", 0, 1)?;
    for op in ["udiv", "sdiv", "urem", "srem"] {
        p.divisor.extend(cols(
            rels,
            &format!("{op}_instruction_second_operand"),
            0,
            1,
        )?);
    }
    p.call_instruction_arg = rels
        .rows("call_instruction_arg")
        .iter()
        .map(|r| Ok((sym(r, 0)?, num(r, 1)?, sym(r, 2)?)))
        .collect::<Result<_, String>>()?;
    p.call_instruction_function = cols(rels, "call_instruction_function", 0, 1)?;
    p.global_address_constant = cols(rels, "global_address_constant", 0, 1)?;
    p.attribute = rels
        .rows("attribute")
        .iter()
        .map(|r| Ok((sym(r, 0)?, sym(r, 1)?, num(r, 2)?, sym(r, 3)?)))
        .collect::<Result<_, String>>()?;
    p.ret_instruction_value = cols(rels, "ret_instruction_value", 0, 1)?;
    p.poison_flag = POISON_FLAGS.iter().map(|f| (f.to_string(),)).collect();
    p.propagates = PROPAGATES.iter().map(|o| (o.to_string(),)).collect();
    p.run();
    let mut out: Vec<(String, String, String)> = p
        .poison_reaches_ub
        .iter()
        .map(|(u, w, s)| (u.clone(), w.to_string(), s.clone()))
        .collect();
    out.sort();
    Ok(out)
}
