//! Exact rows of a few relations for small modules.

use super::*;
use crate::parse::parse_module;
use crate::syntax::SourceFile;

fn facts(text: &str) -> Relations {
    match parse_module(SourceFile::new("t.ll", text)) {
        Ok(m) => relations(&m),
        Err(d) => panic!("{}", d.message),
    }
}

/// The rows of `rel` as tab-joined lines.
fn lines(r: &Relations, rel: &str) -> Vec<String> {
    r.rows(rel).iter().map(|row| row.join("\t")).collect()
}

/// The value of `col` in the row of `rel` whose first field is `id`.
fn lookup<'r>(r: &'r Relations, rel: &str, id: &str, col: usize) -> &'r str {
    r.rows(rel)
        .iter()
        .find(|row| row[0] == id)
        .map_or("", |row| row[col].as_str())
}

/// The id of the type written `text`.
fn type_named(r: &Relations, text: &str) -> String {
    r.rows("type")
        .iter()
        .find(|row| row[1] == text)
        .map(|row| row[0].clone())
        .unwrap_or_else(|| panic!("no type {text}"))
}

#[test]
fn integer_widths_at_the_edges() {
    let r =
        facts("define void @f(i1 %a, i33 %b, i64 %c, i65 %d, i128 %e, i256 %g) {\n  ret void\n}\n");
    let widths: Vec<String> = ["i1", "i33", "i64", "i65", "i128", "i256"]
        .iter()
        .map(|t| lookup(&r, "integer_type_width", &type_named(&r, t), 1).to_string())
        .collect();
    assert_eq!(widths, ["1", "33", "64", "65", "128", "256"]);
    assert_eq!(r.rows("integer_type").len(), 6);
}

#[test]
fn derived_types_have_their_parts() {
    let r = facts(
        "%opaque = type opaque\n%pair = type <{ i8, i32 }>\n\
         define void @f(<vscale x 4 x i8> %v, ptr addrspace(3) %p, [2 x %pair] %a) {\n  ret void\n}\n",
    );
    let v = type_named(&r, "<vscale x 4 x i8>");
    assert_eq!(lines(&r, "vector_type_scalable"), std::slice::from_ref(&v));
    assert_eq!(lookup(&r, "vector_type_size", &v, 1), "4");
    let p = type_named(&r, "ptr addrspace(3)");
    assert_eq!(lookup(&r, "pointer_type_addrspace", &p, 1), "3");
    let o = type_named(&r, "%opaque");
    assert_eq!(lines(&r, "struct_type_opaque"), [o]);
    let pair = type_named(&r, "%pair");
    let i32t = type_named(&r, "i32");
    assert!(lines(&r, "struct_type_field").contains(&format!("{pair}\t1\t{i32t}")));
    assert!(lines(&r, "struct_type_packed").contains(&pair));
    assert!(lines(&r, "named_type").contains(&format!("{pair}\tpair")));
    let arr = type_named(&r, "[2 x %pair]");
    assert_eq!(
        lines(&r, "array_type_component"),
        [format!("{arr}\t{pair}")]
    );
    assert!(lines(&r, "aggregate_type").contains(&arr));
}

#[test]
fn the_bit_field_struct_has_its_own_relation() {
    let r = facts("define void @f(\\{ i3, i5 }/ %s) {\n  ret void\n}\n");
    let s = type_named(&r, "\\{ i3, i5 }/");
    let i5 = type_named(&r, "i5");
    assert_eq!(lines(&r, "bitstruct_type"), std::slice::from_ref(&s));
    assert_eq!(lookup(&r, "bitstruct_type_nfields", &s, 1), "2");
    assert!(lines(&r, "bitstruct_type_field").contains(&format!("{s}\t1\t{i5}")));
    assert!(r.rows("struct_type").is_empty());
}

#[test]
fn poison_generating_flags_are_rows() {
    let r = facts(
        "define void @f(i32 %a, ptr %p, float %x) {\n\
         \x20 %1 = add nuw nsw i32 %a, 1\n\
         \x20 %2 = or disjoint i32 %a, 4\n\
         \x20 %3 = zext nneg i32 %a to i64\n\
         \x20 %4 = icmp samesign ult i32 %a, 9\n\
         \x20 %5 = getelementptr inbounds nuw i8, ptr %p, i64 1\n\
         \x20 %6 = trunc nuw i32 %a to i8\n\
         \x20 %7 = udiv exact i32 %a, 2\n\
         \x20 %8 = fadd fast float %x, %x\n\
         \x20 ret void\n}\n",
    );
    assert_eq!(
        lines(&r, "instruction_flag"),
        [
            "f0:i0\tnuw",
            "f0:i0\tnsw",
            "f0:i1\tdisjoint",
            "f0:i2\tnneg",
            "f0:i3\tsamesign",
            "f0:i4\tinbounds",
            "f0:i4\tnuw",
            "f0:i5\tnuw",
            "f0:i6\texact",
        ]
    );
    assert_eq!(r.rows("instruction_fast_math_flag").len(), 7);
    assert_eq!(lines(&r, "icmp_instruction_condition"), ["f0:i3\tult"]);
}

#[test]
fn constants_carry_their_values() {
    let r = facts(
        "@g = global i8 0\n\
         define void @f() {\n\
         \x20 %1 = add i1 true, false\n\
         \x20 %2 = add i128 -1, 0\n\
         \x20 %3 = add i256 57896044618658097711785492504343953926634992332820282019728792003956564819967, 0\n\
         \x20 %4 = fadd double 1.0, 0x7FF8000000000000\n\
         \x20 %5 = fadd half 0xH3C00, 0xH0000\n\
         \x20 %6 = fadd x86_fp80 0xK3FFF8000000000000000, 0xK00000000000000000000\n\
         \x20 %7 = add i8 poison, undef\n\
         \x20 %8 = getelementptr i8, ptr getelementptr inbounds (i8, ptr @g, i64 4), i64 0\n\
         \x20 ret void\n}\n",
    );
    let ints = lines(&r, "integer_constant");
    assert!(ints.contains(&"c1\t1\t-1".to_string()), "{ints:?}");
    assert!(ints.contains(&"c2\t0\t0".to_string()));
    assert!(
        ints.iter()
            .any(|l| l.ends_with("\t340282366920938463463374607431768211455\t-1"))
    );
    let wide = r
        .rows("constant")
        .iter()
        .find(|row| row[1].starts_with("i256 "))
        .map(|row| row[0].clone())
        .expect("the i256 constant");
    assert!(r.rows("constant_to_int").iter().all(|row| row[0] != wide));
    let fps: Vec<String> = r
        .rows("fp_constant")
        .iter()
        .map(|row| row[1].clone())
        .collect();
    for bits in [
        "0x3FF0000000000000",
        "0x7FF8000000000000",
        "0x3C00",
        "0x3FFF8000000000000000",
    ] {
        assert!(fps.contains(&bits.to_string()), "{bits} not in {fps:?}");
    }
    assert_eq!(r.rows("poison_constant").len(), 1);
    assert_eq!(r.rows("undef_constant").len(), 1);
    let exprs = lines(&r, "constant_expression");
    assert_eq!(exprs.len(), 1);
    let e = exprs[0].split('\t').next().unwrap_or_default().to_string();
    assert_eq!(exprs[0], format!("{e}\tgetelementptr"));
    assert_eq!(
        lines(&r, "constant_expression_flag"),
        [format!("{e}\tinbounds")]
    );
    assert_eq!(r.rows("constant_expression_operand").len(), 2);
}

#[test]
fn control_flow_phis_and_switches() {
    let r = facts(
        "define i32 @f(i32 %x) {\n\
         entry:\n\
         \x20 switch i32 %x, label %d [ i32 0, label %a\n                                i32 1, label %a ]\n\
         a:\n\
         \x20 br label %d\n\
         d:\n\
         \x20 %p = phi i32 [ 7, %entry ], [ %x, %a ]\n\
         \x20 ret i32 %p\n}\n",
    );
    assert_eq!(
        lines(&r, "block_successor"),
        ["f0:b0\tf0:b2", "f0:b0\tf0:b1", "f0:b1\tf0:b2"]
    );
    assert_eq!(
        lines(&r, "block_predecessor"),
        ["f0:b2\tf0:b0", "f0:b1\tf0:b0", "f0:b2\tf0:b1"]
    );
    let cases = lines(&r, "switch_instruction_case");
    assert_eq!(cases.len(), 2);
    assert!(cases[1].starts_with("f0:i0\t1\tc") && cases[1].ends_with("\tf0:b1"));
    let pairs = lines(&r, "phi_instruction_pair");
    assert_eq!(pairs[1], "f0:i2\t1\tf0:v0\tf0:b1");
    assert_eq!(lines(&r, "phi_instruction_npairs"), ["f0:i2\t2"]);
    assert_eq!(lines(&r, "ret_instruction_value"), ["f0:i3\tf0:v1"]);
    assert_eq!(lines(&r, "instruction_next"), ["f0:i2\tf0:i3"]);
    assert_eq!(lines(&r, "entry_block"), ["f0\tf0:b0"]);
}

#[test]
fn calls_attributes_and_metadata() {
    let r = facts(
        "declare noundef i32 @g(ptr nonnull align 8 dereferenceable(16), i32 range(i32 0, 5)) #0\n\
         define i32 @f(ptr %p) {\n\
         \x20 %l = load i32, ptr %p, align 4, !range !0, !noundef !1\n\
         \x20 %r = tail call i32 @g(ptr %p, i32 %l) #0, !callees !2\n\
         \x20 ret i32 %r\n}\n\
         attributes #0 = { nounwind willreturn }\n\
         !0 = !{i32 0, i32 10, i32 20, i32 30}\n!1 = !{}\n!2 = !{ptr @g}\n",
    );
    assert_eq!(
        lines(&r, "attribute_int"),
        [
            "f0\tparam\t0\talign\t8",
            "f0\tparam\t0\tdereferenceable\t16"
        ]
    );
    assert_eq!(lines(&r, "attribute_range"), ["f0\tparam\t1\t0\t5"]);
    let attrs = lines(&r, "attribute");
    assert!(attrs.contains(&"f0\tfunction\t0\twillreturn\twillreturn".to_string()));
    assert!(attrs.contains(&"f1:i1\tfunction\t0\tnounwind\tnounwind".to_string()));
    assert!(attrs.contains(&"f0\treturn\t0\tnoundef\tnoundef".to_string()));
    assert_eq!(
        lines(&r, "range_metadata"),
        ["f1:i0\t0\t0\t10", "f1:i0\t1\t20\t30"]
    );
    assert_eq!(lines(&r, "noundef_metadata"), ["f1:i0"]);
    assert_eq!(lines(&r, "callees_metadata"), ["f1:i1\tf0"]);
    assert_eq!(lines(&r, "call_instruction_tail"), ["f1:i1\ttail"]);
    assert_eq!(
        lines(&r, "call_instruction_arg"),
        ["f1:i1\t0\tf1:v0", "f1:i1\t1\tf1:v1"]
    );
    let callee = lookup(&r, "call_instruction_function", "f1:i1", 1).to_string();
    assert_eq!(lookup(&r, "global_address_constant", &callee, 1), "f0");
    assert_eq!(lines(&r, "function_declaration"), ["f0"]);
    assert_eq!(
        lines(&r, "function_param"),
        ["f0\t0\tf0:v0", "f0\t1\tf0:v1", "f1\t0\tf1:v0"]
    );
}

#[test]
fn fields_never_hold_tabs_or_newlines() {
    let r = facts(
        "define void @f() {\n\"a\\09b\":\n  switch i8 0, label %\"a\\09b\" [ i8 1, label %\"a\\09b\" ]\n}\n",
    );
    assert_eq!(lines(&r, "block_name"), ["f0:b0\ta\\09b"]);
    assert!(lookup(&r, "instruction_text", "f0:i0", 1).contains("\\0A"));
    assert_eq!(r.render("block_name"), "f0:b0\ta\\09b\n");
}

#[test]
fn every_schema_relation_is_present_even_when_empty() {
    let r = facts("");
    assert_eq!(r.iter().count(), schema::schema().len());
    assert_eq!(r.counts().total(), 0);
    assert_eq!(r.render("instruction"), "");
}
