//! The parser on small `.ll` snippets, one construct at a time: what each
//! construct parses to (flags, ids, types, attributes, metadata).

use llsem::apint::ApInt;
use llsem::parse::parse_module;
use llsem::syntax::*;

fn parse(src: &str) -> Module {
    let file = SourceFile::new("t.ll", src);
    match parse_module(file.clone()) {
        Ok(m) => m,
        Err(d) => panic!("{}", d.render(&file)),
    }
}

fn func<'m>(m: &'m Module, name: &str) -> &'m Function {
    let id = m.function_by_name(name).expect("function");
    m.func(id)
}

fn body<'m>(m: &'m Module, name: &str) -> &'m Body {
    func(m, name).body.as_ref().expect("a body")
}

/// Every instruction of a function, in order.
fn insts<'m>(m: &'m Module, name: &str) -> Vec<&'m Inst> {
    body(m, name)
        .blocks
        .iter()
        .flat_map(|b| b.insts.iter())
        .collect()
}

fn show(m: &Module, ty: TypeId) -> String {
    m.types.display(ty)
}

/// The type of an instruction's result.
fn result_ty(m: &Module, f: &str, i: &Inst) -> String {
    let id = i.result.expect("a result");
    show(m, body(m, f).locals[id.0 as usize].ty)
}

fn int(c: &Const) -> String {
    match &c.kind {
        ConstKind::Int(v) => v.to_signed_decimal(),
        k => panic!("not an integer: {k:?}"),
    }
}

fn local_of(op: &Operand) -> u32 {
    match op {
        Operand::Local(id, _) => id.0,
        o => panic!("not a local: {o:?}"),
    }
}

fn konst(op: &Operand) -> &Const {
    match op {
        Operand::Const(c) => c,
        o => panic!("not a constant: {o:?}"),
    }
}

// ----- module level -----

#[test]
fn module_header_items() {
    let m = parse(
        r#"; ModuleID = 'x'
source_filename = "a.c"
target datalayout = "E-p:32:32-i64:64"
target triple = "x86_64-pc-linux-gnu"
module asm "nop"
module asm ".globl x"
"#,
    );
    assert_eq!(m.source_filename.as_deref(), Some("a.c"));
    assert_eq!(m.datalayout_text.as_deref(), Some("E-p:32:32-i64:64"));
    assert!(m.layout.big_endian);
    assert_eq!(m.layout.pointer(0).size_bits, 32);
    assert_eq!(m.triple.as_deref(), Some("x86_64-pc-linux-gnu"));
    assert_eq!(
        m.module_asm,
        vec!["nop".to_string(), ".globl x".to_string()]
    );
}

#[test]
fn module_keeps_its_source() {
    let text = "@g = global i32 1\n";
    let m = parse(text);
    assert_eq!(&*m.source.text, text);
    assert_eq!(m.source.name, "t.ll");
    assert!(!m.layout.big_endian);
}

#[test]
fn named_types_forward_opaque_packed_and_bit_structs() {
    let m = parse(
        r#"%list = type { i32, ptr, %later }
%later = type <{ i8, i16 }>
%opaque = type opaque
%s = type \{ i3, i4, i1, [3 x i8] }/
%0 = type { i8 }
%alias = type i32
@g = global %alias 7
"#,
    );
    let named: Vec<(String, bool)> = m
        .types
        .named_types()
        .iter()
        .map(|n| (n.name.clone(), n.body.is_some()))
        .collect();
    assert_eq!(
        named,
        vec![
            ("list".into(), true),
            ("later".into(), true),
            ("opaque".into(), false),
            ("s".into(), true),
            ("0".into(), true),
        ]
    );
    let body = |i: usize| m.types.named_types()[i].body.unwrap();
    assert_eq!(show(&m, body(0)), "{ i32, ptr, %later }");
    assert_eq!(show(&m, body(1)), "<{ i8, i16 }>");
    assert_eq!(show(&m, body(3)), "\\{ i3, i4, i1, [3 x i8] }/");
    assert!(matches!(m.types.kind(body(3)), TypeKind::BitStruct { fields } if fields.len() == 4));
    assert_eq!(show(&m, m.globals[0].ty), "i32");
}

#[test]
fn typed_pointers_read_as_ptr() {
    let m = parse(
        r#"%struct.S = type { i32 }
@a = external global i32*
@b = external global i8 addrspace(1)*
@c = external global void (i32*, ...)*
@d = external global %struct.S**
define i32 @f(i32* %p) {
  %v = load i32, i32* %p
  ret i32 %v
}
"#,
    );
    let tys: Vec<String> = m.globals.iter().map(|g| show(&m, g.ty)).collect();
    assert_eq!(tys, vec!["ptr", "ptr addrspace(1)", "ptr", "ptr"]);
    assert_eq!(show(&m, func(&m, "f").params[0].ty), "ptr");
}

#[test]
fn scalable_vectors_and_target_types() {
    let m = parse(
        r#"@v = external global <vscale x 4 x i32>
@t = external global target("spirv.Image", void, 0, 1)
"#,
    );
    assert_eq!(show(&m, m.globals[0].ty), "<vscale x 4 x i32>");
    assert!(matches!(
        m.types.kind(m.globals[1].ty),
        TypeKind::TargetExt { name, ints, .. } if name == "spirv.Image" && ints == &[0, 1]
    ));
}

#[test]
fn global_variable_with_every_property() {
    let m = parse(
        r#"$c = comdat any
@g = internal dso_local hidden dllexport thread_local(initialexec) unnamed_addr addrspace(1) externally_initialized global i32 5, section "sec", partition "part", comdat($c), align 16, code_model "large", no_sanitize_address, !dbg !0 #0
@h = external constant i8
@w = extern_weak global i8
@k = weak_odr local_unnamed_addr constant [2 x i8] c"a\00", comdat
$k = comdat nodeduplicate
attributes #0 = { "k"="v" }
!0 = !{}
"#,
    );
    let g = &m.globals[0];
    assert_eq!(g.name, Name::Named("g".into()));
    assert_eq!(g.props.linkage, Linkage::Internal);
    assert_eq!(g.props.preemption.as_deref(), Some("dso_local"));
    assert_eq!(g.props.visibility.as_deref(), Some("hidden"));
    assert_eq!(g.props.dll_storage.as_deref(), Some("dllexport"));
    assert_eq!(
        g.props.thread_local.as_deref(),
        Some("thread_local(initialexec)")
    );
    assert_eq!(g.props.unnamed_addr.as_deref(), Some("unnamed_addr"));
    assert_eq!(g.props.addrspace, Some(1));
    assert!(g.externally_initialized);
    assert!(!g.constant);
    assert_eq!(int(g.init.as_ref().unwrap()), "5");
    assert_eq!(g.props.section.as_deref(), Some("sec"));
    assert_eq!(g.props.partition.as_deref(), Some("part"));
    assert_eq!(g.props.comdat, Some(Some("c".into())));
    assert_eq!(g.props.align, Some(16));
    assert_eq!(g.code_model.as_deref(), Some("large"));
    assert_eq!(
        g.attrs,
        AttrSet(vec![
            Attr::Word("no_sanitize_address".into()),
            Attr::Group(0)
        ])
    );
    assert_eq!(g.md, vec![("dbg".into(), Metadata::Ref(MdId(0)))]);
    let h = &m.globals[1];
    assert!(h.constant && h.init.is_none());
    assert_eq!(h.props.linkage, Linkage::ExternalExplicit);
    assert!(m.globals[2].init.is_none());
    let k = &m.globals[3];
    assert_eq!(k.props.comdat, Some(None));
    assert_eq!(k.props.unnamed_addr.as_deref(), Some("local_unnamed_addr"));
    assert_eq!(
        m.comdats,
        vec![
            ("c".into(), "any".into()),
            ("k".into(), "nodeduplicate".into())
        ]
    );
}

#[test]
fn global_ids_follow_definition_order_with_forward_references() {
    let m = parse(
        r#"@first = global ptr @second
@a1 = alias i32, ptr @second
define ptr @f() {
  ret ptr @later_fn
}
@second = global i32 0
@i1 = ifunc void (), ptr @resolver
declare ptr @resolver()
define void @later_fn() {
  ret void
}
@0 = global i8 1
"#,
    );
    assert_eq!(
        konst_global(m.globals[0].init.as_ref().unwrap()),
        GlobalRef::Var(GlobalId(1))
    );
    assert_eq!(
        konst_global(&m.aliases[0].aliasee),
        GlobalRef::Var(GlobalId(1))
    );
    assert_eq!(
        konst_global(&m.ifuncs[0].resolver),
        GlobalRef::Func(FuncId(1))
    );
    let InstKind::Ret { val: Some(v) } = &insts(&m, "f")[0].kind else {
        panic!()
    };
    assert_eq!(konst_global(konst(&v.val)), GlobalRef::Func(FuncId(2)));
    assert_eq!(m.globals[2].name, Name::Numbered(0));
    assert_eq!(
        m.global_name(GlobalRef::Func(FuncId(2))),
        &Name::Named("later_fn".into())
    );
}

fn konst_global(c: &Const) -> GlobalRef {
    match c.kind {
        ConstKind::Global(r) => r,
        ref k => panic!("not a global: {k:?}"),
    }
}

#[test]
fn aliases_and_ifuncs() {
    let m = parse(
        r#"@g = global [2 x i32] zeroinitializer
@a = private unnamed_addr alias i32, ptr getelementptr (i8, ptr @g, i64 4), partition "p"
@i = weak_odr ifunc i32 (i32), ptr @res
define ptr @res() {
  ret ptr null
}
"#,
    );
    let a = &m.aliases[0];
    assert_eq!(a.props.linkage, Linkage::Private);
    assert_eq!(a.props.partition.as_deref(), Some("p"));
    assert_eq!(show(&m, a.ty), "i32");
    assert!(matches!(&a.aliasee.kind, ConstKind::Expr(e) if matches!(**e, ConstExpr::Gep { .. })));
    let i = &m.ifuncs[0];
    assert_eq!(i.props.linkage, Linkage::WeakOdr);
    assert_eq!(show(&m, i.ty), "i32 (i32)");
}

#[test]
fn function_header_with_everything() {
    let m = parse(
        r#"$f = comdat any
@pers = external global i8
define internal fastcc noundef zeroext i32 @f(i32 noundef %x, ptr nocapture readonly align 8 %p, ...) unnamed_addr addrspace(0) #0 section "text" partition "part" comdat align 16 gc "shadow-stack" prefix i32 1 prologue i8 2 personality ptr @pers !dbg !0 {
entry:
  ret i32 %x
}
declare !dbg !0 cc 10 void @g(i32, ...) #0
declare x86_stdcallcc void @h()
attributes #0 = { nounwind }
!0 = !{}
"#,
    );
    let f = func(&m, "f");
    assert_eq!(f.props.linkage, Linkage::Internal);
    assert_eq!(f.cc.as_deref(), Some("fastcc"));
    assert_eq!(
        f.ret_attrs,
        AttrSet(vec![
            Attr::Word("noundef".into()),
            Attr::Word("zeroext".into())
        ])
    );
    assert_eq!(show(&m, f.ty), "i32 (i32, ptr, ...)");
    assert_eq!(f.params.len(), 2);
    assert_eq!(f.params[0].local, Some(LocalId(0)));
    assert_eq!(
        f.params[1].attrs,
        AttrSet(vec![
            Attr::Word("nocapture".into()),
            Attr::Word("readonly".into()),
            Attr::Int {
                name: "align".into(),
                value: 8,
                parens: false
            }
        ])
    );
    assert_eq!(f.props.unnamed_addr.as_deref(), Some("unnamed_addr"));
    assert_eq!(f.props.addrspace, Some(0));
    assert_eq!(f.fn_attrs, AttrSet(vec![Attr::Group(0)]));
    assert_eq!(f.props.section.as_deref(), Some("text"));
    assert_eq!(f.props.partition.as_deref(), Some("part"));
    assert_eq!(f.props.comdat, Some(None));
    assert_eq!(f.props.align, Some(16));
    assert_eq!(f.gc.as_deref(), Some("shadow-stack"));
    assert_eq!(int(f.prefix.as_ref().unwrap()), "1");
    assert_eq!(int(f.prologue.as_ref().unwrap()), "2");
    assert_eq!(
        konst_global(f.personality.as_ref().unwrap()),
        GlobalRef::Var(GlobalId(0))
    );
    assert_eq!(f.md, vec![("dbg".into(), Metadata::Ref(MdId(0)))]);
    let g = func(&m, "g");
    assert!(g.body.is_none());
    assert_eq!(g.cc.as_deref(), Some("cc 10"));
    assert_eq!(g.params[0].local, None);
    assert_eq!(g.md.len(), 1);
    assert_eq!(func(&m, "h").cc.as_deref(), Some("x86_stdcallcc"));
}

#[test]
fn a_calling_convention_number_may_be_attached_to_cc() {
    // LLVM's lexer reads `cc99` as `cc 99` (LowerGuardIntrinsic's
    // with-calling-conv.ll writes it so).
    let m = parse(
        r#"declare cc99 void @g(i1, ...)
define void @f(i1 %c) {
  call cc99 void (i1, ...) @g(i1 %c)
  call cc 8 void (i1, ...) @g(i1 %c)
  ret void
}
"#,
    );
    assert_eq!(func(&m, "g").cc.as_deref(), Some("cc 99"));
    let is = insts(&m, "f");
    let cc = |i: usize| match &is[i].kind {
        InstKind::Call(c) => c.cc.clone(),
        k => panic!("{k:?}"),
    };
    assert_eq!(cc(0).as_deref(), Some("cc 99"));
    assert_eq!(cc(1).as_deref(), Some("cc 8"));
    let file = SourceFile::new("t.ll", "declare cc99999999999 void @g()\n");
    let err = parse_module(file.clone()).expect_err("out of range");
    let text = err.render(&file);
    assert!(
        text.contains("t.ll:1:9") && text.contains("calling convention number"),
        "{text}"
    );
}

#[test]
fn attributes_of_every_form() {
    let m = parse(
        r#"%T = type { i32 }
declare void @f(ptr byval(%T) align(8) dereferenceable(4) dereferenceable_or_null(16), ptr sret(%T) captures(address, provenance) initializes((0, 4), (8, 12)), i32 range(i32 0, 10), float nofpclass(nan  inf), ptr "k"="v" "flag" elementtype(i32)) uwtable(sync) memory(argmem: read, inaccessiblemem: write) allocsize(0,1) vscale_range(1,16) allockind("alloc,zeroed") alignstack(16) #1
attributes #1 = { noinline alignstack=16 "frame-pointer"="all" memory(none) uwtable }
"#,
    );
    let f = func(&m, "f");
    let p = |i: usize| &f.params[i].attrs;
    let t = p(0).ty("byval").unwrap();
    assert_eq!(show(&m, t), "%T");
    assert_eq!(p(0).int("align"), Some(8));
    assert!(matches!(&p(0).0[1], Attr::Int { parens: true, .. }));
    assert_eq!(p(0).int("dereferenceable"), Some(4));
    assert_eq!(p(0).int("dereferenceable_or_null"), Some(16));
    assert_eq!(show(&m, p(1).ty("sret").unwrap()), "%T");
    assert_eq!(p(1).args("captures"), Some("address, provenance"));
    assert_eq!(p(1).args("initializes"), Some("(0, 4), (8, 12)"));
    let (lo, hi) = p(2).range().unwrap();
    assert_eq!((lo.to_u64(), hi.to_u64()), (Some(0), Some(10)));
    assert_eq!(p(3).args("nofpclass"), Some("nan inf"));
    assert_eq!(
        p(4).0,
        vec![
            Attr::Str {
                key: "k".into(),
                value: Some("v".into())
            },
            Attr::Str {
                key: "flag".into(),
                value: None
            },
            Attr::Type {
                name: "elementtype".into(),
                ty: p(4).ty("elementtype").unwrap()
            }
        ]
    );
    let fa = &f.fn_attrs;
    assert_eq!(fa.args("uwtable"), Some("sync"));
    assert_eq!(
        fa.args("memory"),
        Some("argmem: read, inaccessiblemem: write")
    );
    assert_eq!(fa.args("allocsize"), Some("0, 1"));
    assert_eq!(fa.args("vscale_range"), Some("1, 16"));
    assert_eq!(fa.args("allockind"), Some("\"alloc,zeroed\""));
    assert_eq!(fa.int("alignstack"), Some(16));
    assert_eq!(fa.groups().collect::<Vec<_>>(), vec![1]);
    let g = &m.attr_groups[&1];
    assert_eq!(
        g.0,
        vec![
            Attr::Word("noinline".into()),
            Attr::Int {
                name: "alignstack".into(),
                value: 16,
                parens: false
            },
            Attr::Str {
                key: "frame-pointer".into(),
                value: Some("all".into())
            },
            Attr::Args {
                name: "memory".into(),
                args: "none".into()
            },
            Attr::Word("uwtable".into()),
        ]
    );
    assert!(m.expand_attrs(&f.fn_attrs).has("noinline"));
}

// ----- instructions -----

#[test]
fn binary_operators_and_their_flags() {
    let m = parse(
        r#"define void @f(i32 %a, i32 %b, float %x, <2 x double> %v) {
  %1 = add nuw nsw i32 %a, %b
  %2 = sub nsw i32 %a, 1
  %3 = mul nuw i32 %a, %b
  %4 = shl nuw nsw i32 %a, 3
  %5 = udiv exact i32 %a, %b
  %6 = sdiv i32 %a, %b
  %7 = lshr exact i32 %a, 1
  %8 = ashr exact i32 %a, 1
  %9 = or disjoint i32 %a, %b
  %10 = and i32 %a, %b
  %11 = xor i32 %a, -1
  %12 = urem i32 %a, %b
  %13 = srem i32 %a, %b
  %14 = fadd fast float %x, 1.0
  %15 = fsub nnan ninf float %x, %x
  %16 = fmul nsz arcp contract afn reassoc float %x, %x
  %17 = fdiv <2 x double> %v, %v
  %18 = frem float %x, 2.5
  %19 = fneg nnan float %x
  ret void
}
"#,
    );
    let is = insts(&m, "f");
    let bin = |i: usize| match &is[i].kind {
        InstKind::Binary { op, flags, fmf, .. } => (*op, *flags, *fmf),
        k => panic!("{k:?}"),
    };
    let fl = |nuw, nsw, exact, disjoint| IntFlags {
        nuw,
        nsw,
        exact,
        disjoint,
    };
    assert_eq!(bin(0).0, BinOp::Add);
    assert_eq!(bin(0).1, fl(true, true, false, false));
    assert_eq!(bin(1).1, fl(false, true, false, false));
    assert_eq!(bin(2).1, fl(true, false, false, false));
    assert_eq!(bin(3).1, fl(true, true, false, false));
    assert_eq!(bin(4).1, fl(false, false, true, false));
    assert_eq!(bin(5).1, IntFlags::default());
    assert_eq!(bin(6).1, fl(false, false, true, false));
    assert_eq!(bin(7).1, fl(false, false, true, false));
    assert_eq!(bin(8).1, fl(false, false, false, true));
    let ops: Vec<BinOp> = (0..18).map(|i| bin(i).0).collect();
    assert_eq!(
        ops,
        vec![
            BinOp::Add,
            BinOp::Sub,
            BinOp::Mul,
            BinOp::Shl,
            BinOp::UDiv,
            BinOp::SDiv,
            BinOp::LShr,
            BinOp::AShr,
            BinOp::Or,
            BinOp::And,
            BinOp::Xor,
            BinOp::URem,
            BinOp::SRem,
            BinOp::FAdd,
            BinOp::FSub,
            BinOp::FMul,
            BinOp::FDiv,
            BinOp::FRem
        ]
    );
    assert!(bin(13).2.is_fast());
    assert!(bin(14).2.nnan && bin(14).2.ninf && !bin(14).2.nsz);
    let f16 = bin(15).2;
    assert!(f16.nsz && f16.arcp && f16.contract && f16.afn && f16.reassoc && !f16.nnan);
    assert!(matches!(&is[18].kind, InstKind::FNeg { fmf, .. } if fmf.nnan));
    assert_eq!(result_ty(&m, "f", is[16]), "<2 x double>");
    // Operands: parameters are locals 0..4, results follow.
    let InstKind::Binary { lhs, rhs, .. } = &is[0].kind else {
        panic!()
    };
    assert_eq!((local_of(lhs), local_of(rhs)), (0, 1));
    assert_eq!(is[0].result, Some(LocalId(4)));
    assert_eq!(
        int(konst(match &is[10].kind {
            InstKind::Binary { rhs, .. } => rhs,
            _ => panic!(),
        })),
        "-1"
    );
}

#[test]
fn comparisons_casts_and_their_result_types() {
    let m = parse(
        r#"define void @f(i32 %a, <4 x i32> %v, ptr %p, double %d, i64 %w) {
  %c1 = icmp samesign ult i32 %a, 7
  %c2 = icmp eq <4 x i32> %v, zeroinitializer
  %c3 = icmp ne ptr %p, null
  %c4 = fcmp fast olt double %d, 0.0
  %c5 = fcmp true double %d, %d
  %t = trunc nuw nsw i64 %w to i32
  %z = zext nneg i32 %a to i64
  %s = sext i32 %a to i64
  %u = uitofp nneg i32 %a to float
  %si = sitofp i32 %a to double
  %ft = fptrunc nnan double %d to float
  %fe = fpext float %ft to double
  %fu = fptoui double %d to i8
  %fs = fptosi double %d to i8
  %pi = ptrtoint ptr %p to i64
  %pa = ptrtoaddr ptr %p to i64
  %ip = inttoptr i64 %w to ptr
  %bc = bitcast <4 x i32> %v to <2 x i64>
  %as = addrspacecast ptr %p to ptr addrspace(1)
  ret void
}
"#,
    );
    let is = insts(&m, "f");
    assert!(matches!(
        is[0].kind,
        InstKind::ICmp {
            samesign: true,
            pred: IntPred::Ult,
            ..
        }
    ));
    assert_eq!(result_ty(&m, "f", is[0]), "i1");
    assert_eq!(result_ty(&m, "f", is[1]), "<4 x i1>");
    assert!(matches!(
        is[2].kind,
        InstKind::ICmp {
            pred: IntPred::Ne,
            ..
        }
    ));
    assert!(
        matches!(&is[3].kind, InstKind::FCmp { pred: FloatPred::Olt, fmf, .. } if fmf.is_fast())
    );
    assert!(matches!(
        is[4].kind,
        InstKind::FCmp {
            pred: FloatPred::True,
            ..
        }
    ));
    let cast = |i: usize| match &is[i].kind {
        InstKind::Cast { op, flags, fmf, .. } => (*op, *flags, *fmf),
        k => panic!("{k:?}"),
    };
    assert_eq!(cast(5).0, CastOp::Trunc);
    assert!(cast(5).1.nuw && cast(5).1.nsw);
    assert!(cast(6).1.nneg);
    assert!(!cast(7).1.nneg);
    assert!(cast(8).1.nneg && cast(8).0 == CastOp::UIToFP);
    assert!(cast(10).2.nnan);
    let ops: Vec<&str> = (5..19).map(|i| cast(i).0.name()).collect();
    assert_eq!(
        ops.join(" "),
        "trunc zext sext uitofp sitofp fptrunc fpext fptoui fptosi ptrtoint ptrtoaddr inttoptr bitcast addrspacecast"
    );
    assert_eq!(result_ty(&m, "f", is[5]), "i32");
    assert_eq!(result_ty(&m, "f", is[17]), "<2 x i64>");
    assert_eq!(result_ty(&m, "f", is[18]), "ptr addrspace(1)");
}

#[test]
fn vector_and_aggregate_instructions() {
    let m = parse(
        r#"%pair = type { i32, [2 x float] }
define void @f(<4 x i32> %v, i32 %x, %pair %p) {
  %e = extractelement <4 x i32> %v, i64 1
  %i = insertelement <4 x i32> %v, i32 %x, i32 0
  %s = shufflevector <4 x i32> %v, <4 x i32> poison, <2 x i32> <i32 0, i32 poison>
  %z = shufflevector <4 x i32> %v, <4 x i32> %v, <8 x i32> zeroinitializer
  %sc = shufflevector <vscale x 4 x i32> poison, <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer
  %f = extractvalue %pair %p, 1, 0
  %n = insertvalue %pair %p, float 1.0, 1, 1
  %w = insertvalue { i32, i1 } undef, i1 true, 1
  ret void
}
"#,
    );
    let is = insts(&m, "f");
    assert_eq!(result_ty(&m, "f", is[0]), "i32");
    assert_eq!(result_ty(&m, "f", is[1]), "<4 x i32>");
    assert_eq!(result_ty(&m, "f", is[2]), "<2 x i32>");
    let InstKind::ShuffleVector { mask, v2, .. } = &is[2].kind else {
        panic!()
    };
    assert!(matches!(konst(&v2.val).kind, ConstKind::Poison));
    let ConstKind::Vector(elems) = &mask.kind else {
        panic!()
    };
    assert!(matches!(elems[1].kind, ConstKind::Poison));
    assert_eq!(result_ty(&m, "f", is[3]), "<8 x i32>");
    assert_eq!(result_ty(&m, "f", is[4]), "<vscale x 4 x i32>");
    assert!(matches!(&is[5].kind, InstKind::ExtractValue { indices, .. } if indices == &[1, 0]));
    assert_eq!(result_ty(&m, "f", is[5]), "float");
    assert_eq!(result_ty(&m, "f", is[6]), "%pair");
    assert_eq!(result_ty(&m, "f", is[7]), "{ i32, i1 }");
}

#[test]
fn memory_instructions() {
    let m = parse(
        r#"target datalayout = "A5"
define void @f(ptr %p, i32 %n, i64 %i, <2 x ptr> %vp, <2 x i64> %vi) {
  %a = alloca i32, align 4
  %b = alloca inalloca [4 x i8], i32 %n, align 8, addrspace(3)
  %c = alloca i64
  %l = load volatile i32, ptr %p, align 4, !tbaa !0
  %la = load atomic i64, ptr %p syncscope("agent") acquire, align 8
  store i32 %l, ptr %p, align 4
  store atomic volatile i32 0, ptr %p seq_cst, align 4
  fence syncscope("singlethread") release
  fence acq_rel
  %x = cmpxchg weak volatile ptr %p, i32 0, i32 1 syncscope("x") acq_rel monotonic, align 4
  %y = cmpxchg ptr %p, i64 0, i64 %i seq_cst seq_cst
  %r = atomicrmw volatile usub_sat ptr %p, i32 1 syncscope("a") monotonic, align 4
  %rf = atomicrmw fmaximum ptr %p, float 1.0 seq_cst
  %g = getelementptr inbounds nuw { i32, [4 x i8] }, ptr %p, i64 0, i32 1, i64 %i
  %g2 = getelementptr nusw i8, ptr %p, i64 4
  %g3 = getelementptr i32, <2 x ptr> %vp, <2 x i64> %vi
  %g4 = getelementptr i32, ptr %p, <2 x i64> %vi
  ret void
}
!0 = !{}
"#,
    );
    let is = insts(&m, "f");
    assert!(matches!(
        &is[0].kind,
        InstKind::Alloca {
            inalloca: false,
            count: None,
            align: Some(4),
            addrspace: None,
            ..
        }
    ));
    assert_eq!(result_ty(&m, "f", is[0]), "ptr addrspace(5)");
    let InstKind::Alloca {
        inalloca,
        count: Some(count),
        align,
        addrspace,
        ..
    } = &is[1].kind
    else {
        panic!()
    };
    assert!(*inalloca);
    assert_eq!(local_of(&count.val), 1);
    assert_eq!((*align, *addrspace), (Some(8), Some(3)));
    assert_eq!(result_ty(&m, "f", is[1]), "ptr addrspace(3)");
    assert!(matches!(is[2].kind, InstKind::Alloca { align: None, .. }));
    assert!(matches!(
        &is[3].kind,
        InstKind::Load {
            volatile: true,
            atomic: None,
            align: Some(4),
            ..
        }
    ));
    assert_eq!(is[3].md, vec![("tbaa".into(), Metadata::Ref(MdId(0)))]);
    let InstKind::Load {
        atomic: Some(at), ..
    } = &is[4].kind
    else {
        panic!()
    };
    assert_eq!(at.syncscope.as_deref(), Some("agent"));
    assert_eq!(at.ordering, Ordering::Acquire);
    assert_eq!(result_ty(&m, "f", is[4]), "i64");
    assert!(matches!(
        &is[5].kind,
        InstKind::Store {
            volatile: false,
            atomic: None,
            align: Some(4),
            ..
        }
    ));
    assert!(is[5].result.is_none());
    assert!(matches!(
        &is[6].kind,
        InstKind::Store {
            volatile: true,
            atomic: Some(Atomic {
                ordering: Ordering::SeqCst,
                ..
            }),
            ..
        }
    ));
    assert!(matches!(
        &is[7].kind,
        InstKind::Fence { syncscope: Some(s), ordering: Ordering::Release } if s == "singlethread"
    ));
    assert!(matches!(
        is[8].kind,
        InstKind::Fence {
            syncscope: None,
            ordering: Ordering::AcqRel
        }
    ));
    assert!(matches!(
        &is[9].kind,
        InstKind::CmpXchg {
            weak: true,
            volatile: true,
            success: Ordering::AcqRel,
            failure: Ordering::Monotonic,
            align: Some(4),
            ..
        }
    ));
    assert_eq!(result_ty(&m, "f", is[9]), "{ i32, i1 }");
    assert_eq!(result_ty(&m, "f", is[10]), "{ i64, i1 }");
    assert!(matches!(
        &is[11].kind,
        InstKind::AtomicRmw {
            volatile: true,
            op: RmwOp::USubSat,
            ordering: Ordering::Monotonic,
            ..
        }
    ));
    assert_eq!(result_ty(&m, "f", is[12]), "float");
    let InstKind::Gep {
        flags,
        source_ty,
        indices,
        ..
    } = &is[13].kind
    else {
        panic!()
    };
    assert_eq!(
        *flags,
        GepFlags {
            inbounds: true,
            nusw: false,
            nuw: true
        }
    );
    assert_eq!(show(&m, *source_ty), "{ i32, [4 x i8] }");
    assert_eq!(indices.len(), 3);
    assert!(matches!(
        &is[14].kind,
        InstKind::Gep {
            flags: GepFlags {
                nusw: true,
                inbounds: false,
                nuw: false
            },
            ..
        }
    ));
    assert_eq!(result_ty(&m, "f", is[13]), "ptr");
    assert_eq!(result_ty(&m, "f", is[15]), "<2 x ptr>");
    assert_eq!(result_ty(&m, "f", is[16]), "<2 x ptr>");
}

#[test]
fn every_atomicrmw_operation() {
    let mut text = String::from("define void @f(ptr %p) {\n");
    for op in RmwOp::ALL {
        let ty = if op.name().starts_with('f') {
            "float 1.0"
        } else {
            "i32 1"
        };
        text.push_str(&format!("  atomicrmw {} ptr %p, {ty} seq_cst\n", op.name()));
    }
    text.push_str("  ret void\n}\n");
    let m = parse(&text);
    let ops: Vec<RmwOp> = insts(&m, "f")
        .iter()
        .filter_map(|i| match i.kind {
            InstKind::AtomicRmw { op, .. } => Some(op),
            _ => None,
        })
        .collect();
    assert_eq!(ops, RmwOp::ALL.to_vec());
}

#[test]
fn terminators() {
    let m = parse(
        r#"@tbl = constant [1 x ptr] [ptr blockaddress(@f, %b3)]
define i32 @f(i32 %x, i1 %c, ptr %a) {
entry:
  br i1 %c, label %b1, label %b2
b1:
  switch i32 %x, label %b2 [
    i32 0, label %b3
    i32 -5, label %b1
  ]
b2:
  indirectbr ptr %a, [label %b1, label %b3]
b3:
  br label %b4
b4:
  unreachable
}
define void @g() {
  ret void
}
"#,
    );
    let b = body(&m, "f");
    assert_eq!(b.blocks.len(), 5);
    assert_eq!(b.blocks[0].name, Some(Name::Named("entry".into())));
    assert!(matches!(
        &b.blocks[0].insts[0].kind,
        InstKind::CondBr {
            then_dest: BlockId(1),
            else_dest: BlockId(2),
            ..
        }
    ));
    let InstKind::Switch { default, cases, .. } = &b.blocks[1].insts[0].kind else {
        panic!()
    };
    assert_eq!(*default, BlockId(2));
    assert_eq!(cases.len(), 2);
    assert_eq!(
        (int(&cases[1].0), cases[1].1),
        ("-5".to_string(), BlockId(1))
    );
    assert!(
        matches!(&b.blocks[2].insts[0].kind, InstKind::IndirectBr { dests, .. } if dests == &[BlockId(1), BlockId(3)])
    );
    assert!(matches!(
        b.blocks[3].insts[0].kind,
        InstKind::Br { dest: BlockId(4) }
    ));
    assert!(matches!(b.blocks[4].insts[0].kind, InstKind::Unreachable));
    let ConstKind::Array(e) = &m.globals[0].init.as_ref().unwrap().kind else {
        panic!()
    };
    assert!(matches!(
        e[0].kind,
        ConstKind::BlockAddress {
            func: GlobalRef::Func(FuncId(0)),
            block: BlockId(3)
        }
    ));
    assert!(matches!(
        insts(&m, "g")[0].kind,
        InstKind::Ret { val: None }
    ));
}

/// `blockaddress` of an unlabelled block of a function read later: the
/// block after a terminator takes the next number (after the unnamed
/// parameter `%0`, the entry block `%1` and `%2`), as in llvm-as-22.
#[test]
fn blockaddress_of_an_unlabelled_block_read_later() {
    let m = parse(
        r#"@p = global ptr blockaddress(@f, %3)
@q = global ptr blockaddress(@f, %5)
define void @f(i32 %a, i32) {
  %2 = add i32 %a, 1
  br label %3
  %4 = add i32 %a, 2
  br label %5
  ret void
}
"#,
    );
    assert_eq!(blockaddress_blocks(&m), [BlockId(1), BlockId(2)]);
}

/// The blocks the `blockaddress` initializers of the first two globals
/// name.
fn blockaddress_blocks(m: &Module) -> [BlockId; 2] {
    [0, 1].map(|g| match &m.globals[g].init.as_ref().unwrap().kind {
        ConstKind::BlockAddress { block, .. } => *block,
        other => panic!("{other:?}"),
    })
}

/// An instruction with a result but no `%N =` takes a number too (a call
/// returning `void`, `store` and `fence` do not), so the blocks after the
/// terminators are `%3` and `%6`, as in llvm-as-22.
#[test]
fn blockaddress_after_unnamed_results() {
    let m = parse(
        r#"@p = global ptr blockaddress(@f, %3)
@q = global ptr blockaddress(@f, %6)
declare void @g()
declare i32 @h()
declare void @k(...)
define void @f(i32 %a, ptr %m) {
  add i32 %a, 1
  call void @g()
  tail call i32 @h()
  store i32 %a, ptr %m
  br label %3
  %4 = add i32 %a, 2
  fence seq_cst
  call void (...) @k()
  freeze i32 %a
  br label %6
  ret void
}
"#,
    );
    assert_eq!(blockaddress_blocks(&m), [BlockId(1), BlockId(2)]);
}

#[test]
fn exception_handling() {
    let m = parse(
        r#"@ti = external global ptr
declare i32 @__gxx_personality_v0(...)
declare void @may_throw(i32)
define i32 @f() personality ptr @__gxx_personality_v0 {
entry:
  %r = invoke i32 @g(i32 1) to label %ok unwind label %lp
ok:
  invoke void @may_throw(i32 %r) to label %done unwind label %lp
done:
  ret i32 %r
lp:
  %e = landingpad { ptr, i32 } cleanup catch ptr @ti catch ptr null filter [1 x ptr] [ptr @ti]
  resume { ptr, i32 } %e
}
define i32 @g(i32 %x) {
  ret i32 %x
}
define void @w() personality ptr @__gxx_personality_v0 {
entry:
  invoke void @may_throw(i32 0) to label %cont unwind label %cs
cont:
  ret void
cs:
  %s = catchswitch within none [label %h1, label %h2] unwind to caller
h1:
  %p = catchpad within %s [ptr @ti, i32 8, ptr null]
  catchret from %p to label %cont
h2:
  %p2 = catchpad within %s []
  %cl = cleanuppad within %p2 []
  cleanupret from %cl unwind label %u
u:
  %c2 = cleanuppad within none []
  cleanupret from %c2 unwind to caller
}
define i32 @cb(i32 %x) {
  %r = callbr i32 asm "", "=r,r,!i"(i32 %x) to label %a [label %b, label %a]
a:
  ret i32 %r
b:
  ret i32 0
}
"#,
    );
    let is = insts(&m, "f");
    let InstKind::Invoke {
        call,
        normal,
        unwind,
    } = &is[0].kind
    else {
        panic!()
    };
    assert_eq!((*normal, *unwind), (BlockId(1), BlockId(3)));
    assert_eq!(
        konst_global(konst(&call.callee)),
        GlobalRef::Func(FuncId(3))
    );
    assert_eq!(result_ty(&m, "f", is[0]), "i32");
    assert!(is[1].result.is_none());
    let InstKind::LandingPad {
        cleanup,
        clauses,
        ty,
    } = &is[3].kind
    else {
        panic!()
    };
    assert!(*cleanup);
    assert_eq!(show(&m, *ty), "{ ptr, i32 }");
    assert!(matches!(clauses[0], Clause::Catch(_)));
    assert!(matches!(&clauses[1], Clause::Catch(c) if matches!(c.kind, ConstKind::Null)));
    assert!(matches!(clauses[2], Clause::Filter(_)));
    assert!(matches!(is[4].kind, InstKind::Resume { .. }));
    let w = insts(&m, "w");
    let InstKind::CatchSwitch {
        parent,
        handlers,
        unwind,
    } = &w[2].kind
    else {
        panic!()
    };
    assert!(matches!(konst(parent).kind, ConstKind::NoneToken));
    assert_eq!(handlers, &[BlockId(3), BlockId(4)]);
    assert_eq!(*unwind, None);
    assert_eq!(result_ty(&m, "w", w[2]), "token");
    let InstKind::CatchPad { within, args } = &w[3].kind else {
        panic!()
    };
    assert_eq!(local_of(within), w[2].result.unwrap().0);
    assert_eq!(args.len(), 3);
    assert!(matches!(
        w[4].kind,
        InstKind::CatchRet {
            dest: BlockId(1),
            ..
        }
    ));
    assert!(matches!(&w[6].kind, InstKind::CleanupPad { args, .. } if args.is_empty()));
    assert!(matches!(
        w[7].kind,
        InstKind::CleanupRet {
            unwind: Some(BlockId(5)),
            ..
        }
    ));
    assert!(matches!(
        w[9].kind,
        InstKind::CleanupRet { unwind: None, .. }
    ));
    let cb = insts(&m, "cb");
    let InstKind::CallBr {
        call,
        fallthrough,
        indirect,
    } = &cb[0].kind
    else {
        panic!()
    };
    assert!(matches!(&call.callee, Operand::InlineAsm(a) if a.constraints == "=r,r,!i"));
    assert_eq!(
        (*fallthrough, indirect.as_slice()),
        (BlockId(1), &[BlockId(2), BlockId(1)][..])
    );
}

#[test]
fn calls_in_all_their_forms() {
    let m = parse(
        r#"declare i32 @printf(ptr, ...)
declare float @sq(float)
declare void @llvm.dbg.value(metadata, metadata, metadata)
declare void @llvm.assume(i1)
@s = constant [3 x i8] c"%d\00"
define void @f(ptr %fp, i32 %x, ptr %p) {
  %1 = call i32 (ptr, ...) @printf(ptr noundef nonnull @s, i32 noundef %x) #0
  %2 = tail call fast float @sq(float 2.0)
  %3 = musttail call fastcc zeroext i8 %fp(i32 signext %x, ptr byval(i32) align 4 %p)
  notail call addrspace(0) void %fp()
  %4 = call i32 asm sideeffect alignstack inteldialect unwind "mov $0, $1", "=r,r,~{dirflag}"(i32 %x)
  call void @llvm.dbg.value(metadata ptr %p, metadata !5, metadata !DIExpression(DW_OP_plus_uconst, 8)), !dbg !6
  call void @llvm.assume(i1 true) [ "align"(ptr %p, i64 8), "nonnull"(ptr %p), "cold"() ]
  call void @g() nounwind "k"="v"
  ret void
}
define void @g() {
  ret void
}
attributes #0 = { nounwind }
!5 = !{}
!6 = !{}
"#,
    );
    let is = insts(&m, "f");
    let site = |i: usize| match &is[i].kind {
        InstKind::Call(c) => c,
        k => panic!("{k:?}"),
    };
    let c0 = site(0);
    assert!(c0.explicit_fn_ty);
    assert_eq!(show(&m, c0.fn_ty), "i32 (ptr, ...)");
    assert_eq!(c0.args.len(), 2);
    assert!(c0.args[0].attrs.has("nonnull"));
    assert_eq!(c0.fn_attrs, AttrSet(vec![Attr::Group(0)]));
    assert_eq!(result_ty(&m, "f", is[0]), "i32");
    let c1 = site(1);
    assert_eq!(c1.tail, TailKind::Tail);
    assert!(c1.fmf.is_fast());
    assert!(!c1.explicit_fn_ty);
    assert_eq!(show(&m, c1.fn_ty), "float (float)");
    let c2 = site(2);
    assert_eq!(c2.tail, TailKind::MustTail);
    assert_eq!(c2.cc.as_deref(), Some("fastcc"));
    assert!(c2.ret_attrs.has("zeroext"));
    assert_eq!(local_of(&c2.callee), 0);
    assert_eq!(show(&m, c2.fn_ty), "i8 (i32, ptr)");
    assert_eq!(show(&m, c2.args[1].attrs.ty("byval").unwrap()), "i32");
    let c3 = site(3);
    assert_eq!((c3.tail, c3.addrspace), (TailKind::NoTail, Some(0)));
    assert!(is[3].result.is_none());
    let Operand::InlineAsm(asm) = &site(4).callee else {
        panic!()
    };
    assert!(asm.side_effect && asm.align_stack && asm.intel_dialect && asm.unwind);
    assert_eq!(asm.code, "mov $0, $1");
    let c5 = site(5);
    assert_eq!(show(&m, c5.args[0].ty), "metadata");
    let Operand::Metadata(md) = &c5.args[0].val else {
        panic!()
    };
    assert!(matches!(
        **md,
        Metadata::Local(_, Operand::Local(LocalId(2), _))
    ));
    let Operand::Metadata(expr) = &c5.args[2].val else {
        panic!()
    };
    let Metadata::Specialized { name, fields, .. } = &**expr else {
        panic!()
    };
    assert_eq!(name, "DIExpression");
    assert_eq!(
        fields,
        &vec![
            (None, MdField::Words(vec!["DW_OP_plus_uconst".into()])),
            (None, MdField::Int("8".into()))
        ]
    );
    assert_eq!(is[5].md, vec![("dbg".into(), Metadata::Ref(MdId(6)))]);
    let b = &site(6).bundles;
    assert_eq!(b.len(), 3);
    assert_eq!(b[0].tag, "align");
    assert_eq!(b[0].inputs.len(), 2);
    assert!(b[2].inputs.is_empty());
    assert_eq!(
        site(7).fn_attrs,
        AttrSet(vec![
            Attr::Word("nounwind".into()),
            Attr::Str {
                key: "k".into(),
                value: Some("v".into())
            }
        ])
    );
}

#[test]
fn phi_select_freeze_and_va_arg() {
    let m = parse(
        r#"define i32 @f(i1 %c, <2 x i1> %vc, <2 x float> %a, ptr %ap) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  %fp = phi fast float [ 0.0, %entry ], [ 1.0, %loop ]
  %next = add i32 %i, 1
  %s = select i1 %c, i32 %i, i32 %next
  %vs = select nnan <2 x i1> %vc, <2 x float> %a, <2 x float> zeroinitializer
  %fr = freeze i32 %s
  %va = va_arg ptr %ap, i64
  br i1 %c, label %loop, label %out
out:
  ret i32 %fr
}
"#,
    );
    let is = insts(&m, "f");
    let InstKind::Phi { incoming, .. } = &is[1].kind else {
        panic!()
    };
    assert_eq!(int(konst(&incoming[0].0)), "0");
    assert_eq!(incoming[0].1, BlockId(0));
    // Locals are numbered in order of first mention: params (4), then %next
    // (used by the phi before its definition and before the phi's own
    // result is defined), %i, %fp.
    assert_eq!(local_of(&incoming[1].0), 4);
    assert_eq!(incoming[1].1, BlockId(1));
    assert!(matches!(&is[2].kind, InstKind::Phi { fmf, .. } if fmf.is_fast()));
    assert!(matches!(&is[4].kind, InstKind::Select { fmf, .. } if fmf.is_empty()));
    assert!(matches!(&is[5].kind, InstKind::Select { fmf, .. } if fmf.nnan));
    assert_eq!(result_ty(&m, "f", is[5]), "<2 x float>");
    assert!(matches!(is[6].kind, InstKind::Freeze { .. }));
    assert_eq!(result_ty(&m, "f", is[7]), "i64");
    let locals = &body(&m, "f").locals;
    assert_eq!(locals.len(), 4 + 7);
    assert_eq!(locals[4].name, Some(Name::Named("next".into())));
    assert_eq!(show(&m, locals[4].ty), "i32");
}

#[test]
fn numbered_values_and_the_implicit_entry_block() {
    let m = parse(
        r#"define i32 @sw(i32 noundef %0) {
  switch i32 %0, label %3 [
    i32 0, label %2
  ]
2:
  br label %3
3:
  %4 = phi i32 [ 7, %2 ], [ 3, %1 ]
  ret i32 %4
}
define void @unnamed(i32, i32) {
  br label %3
3:
  ret void
}
"#,
    );
    let b = body(&m, "sw");
    assert_eq!(b.blocks[0].name, None);
    assert_eq!(b.blocks[1].name, Some(Name::Numbered(2)));
    let InstKind::Phi { incoming, .. } = &b.blocks[2].insts[0].kind else {
        panic!()
    };
    assert_eq!(incoming[1].1, BlockId(0));
    assert_eq!(b.locals[1].name, Some(Name::Numbered(4)));
    let u = func(&m, "unnamed");
    assert_eq!(u.params[1].local, Some(LocalId(1)));
    assert_eq!(u.body.as_ref().unwrap().locals[1].name, None);
}

#[test]
fn debug_records_attach_to_the_next_instruction_or_trail() {
    let m = parse(
        r#"define void @f(i32 %x, ptr %p) {
entry:
    #dbg_value(i32 %x, !1, !DIExpression(), !2)
    #dbg_declare(ptr %p, !1, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !2)
  %y = add i32 %x, 1
    #dbg_assign(i32 %y, !1, !DIExpression(), !3, ptr %p, !DIExpression(), !2)
    #dbg_value(!DIArgList(i32 %x, i32 %y), !1, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus), !2)
    #dbg_value(i32 poison, !1, !DIExpression(), !2)
  ret void
    #dbg_label(!4, !2)
}
!1 = !{}
!2 = !{}
!3 = distinct !{}
!4 = !{}
"#,
    );
    let b = &body(&m, "f").blocks[0];
    let add = &b.insts[0];
    assert_eq!(add.dbg.len(), 2);
    assert_eq!(add.dbg[0].kind, "value");
    assert_eq!(add.dbg[1].kind, "declare");
    assert!(matches!(
        add.dbg[0].args[0],
        Metadata::Local(_, Operand::Local(LocalId(0), _))
    ));
    assert_eq!(add.dbg[0].args[1], Metadata::Ref(MdId(1)));
    let ret = &b.insts[1];
    assert_eq!(ret.dbg.len(), 3);
    assert_eq!(ret.dbg[0].kind, "assign");
    assert_eq!(ret.dbg[0].args.len(), 7);
    assert!(matches!(&ret.dbg[1].args[0], Metadata::ArgList(a) if a.len() == 2));
    assert!(
        matches!(&ret.dbg[2].args[0], Metadata::Value(c) if matches!(c.kind, ConstKind::Poison))
    );
    assert_eq!(b.trailing_dbg.len(), 1);
    assert_eq!(b.trailing_dbg[0].kind, "label");
}

#[test]
fn instruction_metadata_attachments() {
    let m = parse(
        r#"define void @f(ptr %p) {
  %v = load i32, ptr %p, align 4, !tbaa !0, !range !1, !nonnull !{}, !noundef !{}
  br label %l, !llvm.loop !2
l:
  ret void, !dbg !DILocation(line: 3, column: 7, scope: !0)
}
!0 = !{}
!1 = !{i32 0, i32 10}
!2 = distinct !{!2}
"#,
    );
    let is = insts(&m, "f");
    let kinds: Vec<&str> = is[0].md.iter().map(|(k, _)| k.as_str()).collect();
    assert_eq!(kinds, vec!["tbaa", "range", "nonnull", "noundef"]);
    assert_eq!(
        is[0].md[2].1,
        Metadata::Tuple {
            distinct: false,
            elems: vec![]
        }
    );
    assert_eq!(is[1].md[0].0, "llvm.loop");
    let Metadata::Specialized { name, fields, .. } = &is[2].md[0].1 else {
        panic!()
    };
    assert_eq!(name, "DILocation");
    assert_eq!(fields[0], (Some("line".into()), MdField::Int("3".into())));
    assert_eq!(
        fields[2],
        (Some("scope".into()), MdField::Md(Metadata::Ref(MdId(0))))
    );
}

#[test]
fn module_metadata_generic_specialized_nodes() {
    let m = parse(
        r#"!llvm.dbg.cu = !{!0}
!llvm.ident = !{!3, !3}
!llvm.empty = !{}
!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "clang", isOptimized: false, emissionKind: FullDebug, enums: !{}, splitDebugInlining: false)
!1 = !DIFile(filename: "a.c", directory: "/tmp", checksumkind: CSK_MD5, checksum: "00ff")
!2 = !DISubprogram(name: "f", flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: 0, type: null, line: -1, retainedNodes: !{null, !1}, unit: distinct !DICompileUnit(language: DW_LANG_C, file: !1))
!3 = !{!"clang version 22", i32 7, !"PIC Level", ptr @g, null}
!4 = !DITemplateValueParameter(name: "v", value: i32 7)
!5 = !DIExpression()
@g = global i32 0
"#,
    );
    assert_eq!(m.named_metadata.len(), 3);
    assert_eq!(m.named_metadata[1].name, "llvm.ident");
    assert_eq!(m.named_metadata[1].nodes, vec![MdId(3), MdId(3)]);
    assert!(m.named_metadata[2].nodes.is_empty());
    let Metadata::Specialized {
        distinct,
        name,
        fields,
    } = &m.metadata[&MdId(0)]
    else {
        panic!()
    };
    assert!(*distinct);
    assert_eq!(name, "DICompileUnit");
    assert_eq!(
        fields[0],
        (
            Some("language".into()),
            MdField::Words(vec!["DW_LANG_C11".into()])
        )
    );
    assert_eq!(
        fields[2],
        (Some("producer".into()), MdField::Str(b"clang".to_vec()))
    );
    assert_eq!(fields[3].1, MdField::Words(vec!["false".into()]));
    let Metadata::Specialized { fields, .. } = &m.metadata[&MdId(2)] else {
        panic!()
    };
    assert_eq!(
        fields[1].1,
        MdField::Words(vec![
            "DIFlagPrototyped".into(),
            "DIFlagAllCallsDescribed".into()
        ])
    );
    assert_eq!(fields[3].1, MdField::Null);
    assert_eq!(fields[4].1, MdField::Int("-1".into()));
    assert!(matches!(
        &fields[5].1,
        MdField::Md(Metadata::Tuple { elems, .. }) if elems[0].is_none()
    ));
    assert!(matches!(
        &fields[6].1,
        MdField::Md(Metadata::Specialized { distinct: true, .. })
    ));
    let Metadata::Tuple { elems, .. } = &m.metadata[&MdId(3)] else {
        panic!()
    };
    assert_eq!(
        elems[0],
        Some(Metadata::String(b"clang version 22".to_vec()))
    );
    assert!(matches!(&elems[1], Some(Metadata::Value(c)) if int(c) == "7"));
    assert!(
        matches!(&elems[3], Some(Metadata::Value(c)) if matches!(c.kind, ConstKind::Global(GlobalRef::Var(GlobalId(0)))))
    );
    assert_eq!(elems[4], None);
    let Metadata::Specialized { fields, .. } = &m.metadata[&MdId(4)] else {
        panic!()
    };
    assert!(matches!(&fields[1].1, MdField::Md(Metadata::Value(c)) if int(c) == "7"));
    assert!(
        matches!(&m.metadata[&MdId(5)], Metadata::Specialized { fields, .. } if fields.is_empty())
    );
}

#[test]
fn uselistorder_directives_are_skipped() {
    let m = parse(
        r#"@g = global i32 0
define void @f() {
  %a = load i32, ptr @g
  %b = load i32, ptr @g
  ret void
  uselistorder ptr @g, { 1, 0 }
}
uselistorder ptr @g, { 1, 0, 2 }
uselistorder_bb @f, %bb, { 0 }
"#,
    );
    assert_eq!(insts(&m, "f").len(), 3);
}

// ----- constants -----

#[test]
fn integer_constants_at_width_edges() {
    let m = parse(
        r#"@a = global i1 true
@b = global i1 1
@c = global i1 -1
@d = global i8 255
@e = global i8 -128
@f = global i33 -4294967296
@g = global i64 18446744073709551615
@h = global i65 36893488147419103231
@i = global i128 -170141183460469231731687303715884105728
@j = global i256 115792089237316195423570985008687907853269984665640564039457584007913129639935
@k = global i8 u0xff
@l = global i16 s0xF
@m = global i1 false
"#,
    );
    let v: Vec<String> = m
        .globals
        .iter()
        .map(|g| int(g.init.as_ref().unwrap()))
        .collect();
    assert_eq!(
        v,
        vec![
            "-1",
            "-1",
            "-1",
            "-1",
            "-128",
            "-4294967296",
            "-1",
            "-1",
            "-170141183460469231731687303715884105728",
            "-1",
            "-1",
            "-1",
            "0"
        ]
    );
    let ConstKind::Int(j) = &m.globals[9].init.as_ref().unwrap().kind else {
        panic!()
    };
    assert_eq!(j.width(), 256);
    assert_eq!(*j, ApInt::all_ones(256));
}

#[test]
fn float_constants() {
    let m = parse(
        r#"@a = global double 1.5e+10
@b = global float 0x3FB99999A0000000
@c = global half 0xH3C00
@d = global bfloat 0xR3F80
@e = global x86_fp80 0xK3FFF8000000000000000
@f = global fp128 0xL00000000000000003FFF000000000000
@g = global ppc_fp128 0xM3FF00000000000000000000000000000
@h = global float -0.0
@i = global double 0x7FF8000000000000
@j = global half 2.5
"#,
    );
    let bits: Vec<u128> = m
        .globals
        .iter()
        .map(|g| match g.init.as_ref().unwrap().kind {
            ConstKind::Float(b) => b,
            ref k => panic!("{k:?}"),
        })
        .collect();
    assert_eq!(bits[0], 1.5e10f64.to_bits() as u128);
    assert_eq!(bits[1], 0.1f32.to_bits() as u128);
    assert_eq!(bits[2], 0x3C00);
    assert_eq!(bits[3], 0x3F80);
    assert_eq!(bits[4], 0x3FFF_8000_0000_0000_0000);
    assert_eq!(bits[5], 0x3FFF << 112);
    assert_eq!(bits[6], 0x3FF0_0000_0000_0000);
    assert_eq!(bits[7], 0x8000_0000);
    assert_eq!(bits[8], 0x7FF8_0000_0000_0000);
    assert_eq!(bits[9], 0x4100);
}

#[test]
fn simple_and_aggregate_constants() {
    let m = parse(
        r#"%S = type { i32, ptr }
%P = type <{ i8, i32 }>
%B = type \{ i3, i5 }/
@n = global ptr null
@u = global i32 undef
@p = global { i8, i8 } poison
@z = global [4 x i32] zeroinitializer
@arr = global [2 x i32] [i32 1, i32 2]
@empty = global [0 x i8] []
@str = global [3 x i8] c"ab\00"
@vec = global <2 x i16> <i16 1, i16 -1>
@spl = global <4 x i32> splat (i32 7)
@st = global %S { i32 1, ptr @n }
@pk = global %P <{ i8 1, i32 2 }>
@lit = global { i32, float } { i32 3, float 1.0 }
@bs = global %B \{ i3 1, i5 2 }/
@bs2 = global %B { i3 -1, i5 0 }
@ns = global <{}> zeroinitializer
declare void @fn()
@dle = global ptr dso_local_equivalent @fn
@nc = global ptr no_cfi @fn
"#,
    );
    let k = |i: usize| &m.globals[i].init.as_ref().unwrap().kind;
    assert!(matches!(k(0), ConstKind::Null));
    assert!(matches!(k(1), ConstKind::Undef));
    assert!(matches!(k(2), ConstKind::Poison));
    assert!(matches!(k(3), ConstKind::Zero));
    assert!(matches!(k(4), ConstKind::Array(e) if e.len() == 2 && int(&e[1]) == "2"));
    assert!(matches!(k(5), ConstKind::Array(e) if e.is_empty()));
    assert_eq!(k(6), &ConstKind::CString(b"ab\0".to_vec()));
    assert!(matches!(k(7), ConstKind::Vector(e) if int(&e[1]) == "-1"));
    assert!(matches!(k(8), ConstKind::Splat(e) if int(e) == "7"));
    assert!(
        matches!(k(9), ConstKind::Struct(e) if e.len() == 2 && matches!(e[1].kind, ConstKind::Global(GlobalRef::Var(GlobalId(0)))))
    );
    assert!(matches!(k(10), ConstKind::Struct(e) if e.len() == 2));
    assert!(matches!(k(11), ConstKind::Struct(e) if e.len() == 2));
    assert!(matches!(k(12), ConstKind::Struct(e) if int(&e[0]) == "1"));
    assert!(matches!(k(13), ConstKind::Struct(e) if int(&e[0]) == "-1"));
    assert!(matches!(
        k(15),
        ConstKind::DsoLocalEquivalent(GlobalRef::Func(FuncId(0)))
    ));
    assert!(matches!(
        k(16),
        ConstKind::NoCfi(GlobalRef::Func(FuncId(0)))
    ));
}

#[test]
fn constant_expressions() {
    let m = parse(
        r#"@g = global [4 x i32] zeroinitializer
@v = global <4 x i32> zeroinitializer
@a = global i64 ptrtoint (ptr @g to i64)
@b = global i32 trunc (i64 ptrtoint (ptr @g to i64) to i32)
@c = global ptr getelementptr inbounds nuw inrange(-8, 16) ([4 x i32], ptr @g, i64 0, i64 2)
@d = global i64 add nuw nsw (i64 ptrtoint (ptr @g to i64), i64 8)
@e = global i64 sub (i64 1, i64 ptrtoint (ptr @g to i64))
@f = global i64 xor (i64 1, i64 ptrtoint (ptr @g to i64))
@h = global ptr inttoptr (i64 4096 to ptr)
@i = global ptr addrspace(1) addrspacecast (ptr @g to ptr addrspace(1))
@j = global i64 ptrtoaddr (ptr @g to i64)
@k = global <2 x i16> bitcast (i32 7 to <2 x i16>)
@l = global i32 extractelement (<4 x i32> <i32 1, i32 2, i32 3, i32 4>, i32 1)
@m = global <4 x i32> insertelement (<4 x i32> zeroinitializer, i32 5, i64 0)
@n = global <2 x i32> shufflevector (<4 x i32> zeroinitializer, <4 x i32> poison, <2 x i32> <i32 3, i32 poison>)
@o = global <2 x ptr> getelementptr (i32, ptr @g, <2 x i64> <i64 0, i64 1>)
"#,
    );
    let e = |i: usize| match &m.globals[i].init.as_ref().unwrap().kind {
        ConstKind::Expr(e) => &**e,
        k => panic!("{k:?}"),
    };
    assert!(matches!(
        e(2),
        ConstExpr::Cast {
            op: CastOp::PtrToInt,
            ..
        }
    ));
    assert!(
        matches!(e(3), ConstExpr::Cast { op: CastOp::Trunc, val } if matches!(val.kind, ConstKind::Expr(_)))
    );
    let ConstExpr::Gep {
        flags,
        inrange,
        source_ty,
        indices,
        ..
    } = e(4)
    else {
        panic!()
    };
    assert!(flags.inbounds && flags.nuw && !flags.nusw);
    let (lo, hi) = inrange.as_ref().unwrap();
    assert_eq!(
        (lo.to_signed_decimal(), hi.to_signed_decimal()),
        ("-8".into(), "16".into())
    );
    assert_eq!(show(&m, *source_ty), "[4 x i32]");
    assert_eq!(indices.len(), 2);
    assert!(matches!(
        e(5),
        ConstExpr::Binary {
            op: BinOp::Add,
            flags: IntFlags {
                nuw: true,
                nsw: true,
                ..
            },
            ..
        }
    ));
    assert!(matches!(e(6), ConstExpr::Binary { op: BinOp::Sub, .. }));
    assert!(matches!(e(7), ConstExpr::Binary { op: BinOp::Xor, .. }));
    assert!(matches!(
        e(8),
        ConstExpr::Cast {
            op: CastOp::IntToPtr,
            ..
        }
    ));
    assert!(matches!(
        e(9),
        ConstExpr::Cast {
            op: CastOp::AddrSpaceCast,
            ..
        }
    ));
    assert!(matches!(
        e(10),
        ConstExpr::Cast {
            op: CastOp::PtrToAddr,
            ..
        }
    ));
    assert!(matches!(
        e(11),
        ConstExpr::Cast {
            op: CastOp::BitCast,
            ..
        }
    ));
    assert!(matches!(e(12), ConstExpr::ExtractElement { .. }));
    assert!(matches!(e(13), ConstExpr::InsertElement { .. }));
    assert!(matches!(e(14), ConstExpr::ShuffleVector { .. }));
    assert_eq!(
        show(&m, m.globals[15].init.as_ref().unwrap().ty),
        "<2 x ptr>"
    );
}

#[test]
fn thesis_packed_structure_example() {
    let m = parse(
        r#"%struct.anon = type \{ i2, i2, i4, [3 x i8] }/
@s = global %struct.anon zeroinitializer
define void @set() {
  %1 = getelementptr %struct.anon, %struct.anon* @s, i32 0, i32 1
  store i2 1, i2* %1
  ret void
}
"#,
    );
    let s = &m.types.named_types()[0];
    assert_eq!(s.name, "struct.anon");
    assert!(
        matches!(m.types.kind(s.body.unwrap()), TypeKind::BitStruct { fields } if fields.len() == 4)
    );
    let is = insts(&m, "set");
    assert!(matches!(&is[0].kind, InstKind::Gep { indices, .. } if indices.len() == 2));
    assert!(matches!(&is[1].kind, InstKind::Store { val, .. } if show(&m, val.ty) == "i2"));
}

#[test]
fn spans_point_at_the_source() {
    let text = "define i32 @f(i32 %x) {\n  %y = add i32 %x, 1\n  ret i32 %y\n}\n";
    let m = parse(text);
    let add = &body(&m, "f").blocks[0].insts[0];
    let src = &text[add.span.start as usize..add.span.end as usize];
    assert_eq!(src, "%y = add i32 %x, 1");
    let InstKind::Binary {
        lhs: Operand::Local(_, s),
        ..
    } = &add.kind
    else {
        panic!()
    };
    assert_eq!(&text[s.start as usize..s.end as usize], "%x");
    let f = func(&m, "f");
    assert!(text[f.span.start as usize..].starts_with("define i32 @f"));
}

#[test]
fn an_attribute_group_defined_twice_keeps_the_last_definition() {
    // llvm-as-22 | llvm-dis-22 shows `attributes #0 = { nounwind }` for this
    // module: a later definition replaces the earlier one.
    let m = parse(
        "attributes #1 = { noinline }\nattributes #1 = { nounwind }\n\
         define void @f() #1 {\n  ret void\n}\n",
    );
    assert_eq!(m.attr_groups[&1].0, vec![Attr::Word("nounwind".into())]);
}
