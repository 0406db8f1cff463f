//! Unit tests of the printer: small modules built by hand and the exact text
//! LLVM 22 writes for them (checked against `llvm-dis-22` while writing).

use std::collections::BTreeMap;

use super::{print_inst, print_module, print_typed_const};
use crate::apint::ApInt;
use crate::syntax::*;

fn empty_module() -> Module {
    Module {
        source: SourceFile::default(),
        source_filename: None,
        datalayout_text: None,
        layout: DataLayout::default(),
        triple: None,
        module_asm: Vec::new(),
        types: TypeTable::new(),
        globals: Vec::new(),
        functions: Vec::new(),
        aliases: Vec::new(),
        ifuncs: Vec::new(),
        comdats: Vec::new(),
        attr_groups: BTreeMap::new(),
        named_metadata: Vec::new(),
        metadata: BTreeMap::new(),
        metadata_spans: MetadataSpans::default(),
    }
}

fn named(s: &str) -> Name {
    Name::Named(s.to_string())
}

fn function(name: &str, ty: TypeId, params: Vec<Param>, body: Option<Body>) -> Function {
    Function {
        body,
        ..Function::declaration(named(name), ty, params, Span::default())
    }
}

fn global(name: &str, ty: TypeId, init: Option<Const>) -> Global {
    Global {
        name: named(name),
        props: GlobalProps::default(),
        externally_initialized: false,
        constant: false,
        ty,
        init,
        code_model: None,
        attrs: AttrSet::default(),
        md: Vec::new(),
        span: Span::default(),
    }
}

fn inst(kind: InstKind, result: Option<LocalId>) -> Inst {
    Inst {
        kind,
        result,
        md: Vec::new(),
        dbg: Vec::new(),
        span: Span::default(),
    }
}

fn block(name: Option<Name>, insts: Vec<Inst>) -> Block {
    Block {
        name,
        insts,
        trailing_dbg: Vec::new(),
        span: Span::default(),
    }
}

fn word(w: &str) -> Attr {
    Attr::Word(w.to_string())
}

fn attrs(list: Vec<Attr>) -> AttrSet {
    AttrSet(list)
}

fn konst(ty: TypeId, kind: ConstKind) -> Const {
    Const { ty, kind }
}

fn c_op(c: Const) -> Operand {
    Operand::Const(c)
}

fn md_str(s: &str) -> Metadata {
    Metadata::String(s.as_bytes().to_vec())
}

fn fmf_all() -> FastMath {
    FastMath {
        nnan: true,
        ninf: true,
        nsz: true,
        arcp: true,
        contract: true,
        afn: true,
        reassoc: true,
    }
}

/// A module with a function `@f` whose locals and blocks the tests add one
/// by one; instructions are printed as they would appear in `@f`.
struct Fx {
    m: Module,
    f: Function,
}

impl Fx {
    fn new() -> Fx {
        let mut m = empty_module();
        let void = m.types.void();
        let fty = m.types.intern(TypeKind::Function {
            ret: void,
            params: Vec::new(),
            varargs: false,
        });
        let body = Body {
            blocks: Vec::new(),
            locals: Vec::new(),
        };
        let f = function("f", fty, Vec::new(), Some(body));
        Fx { m, f }
    }

    fn body(&mut self) -> &mut Body {
        self.f
            .body
            .as_mut()
            .expect("the fixture function has a body")
    }

    fn ty(&mut self, kind: TypeKind) -> TypeId {
        self.m.types.intern(kind)
    }

    fn int(&mut self, width: u32) -> TypeId {
        self.m.types.int(width)
    }

    fn ptr(&mut self) -> TypeId {
        self.m.types.ptr()
    }

    fn float(&mut self, kind: FloatKind) -> TypeId {
        self.ty(TypeKind::Float(kind))
    }

    fn vector(&mut self, len: u32, elem: TypeId) -> TypeId {
        self.ty(TypeKind::Vector {
            len,
            scalable: false,
            elem,
        })
    }

    fn fn_ty(&mut self, ret: TypeId, params: Vec<TypeId>, varargs: bool) -> TypeId {
        self.ty(TypeKind::Function {
            ret,
            params,
            varargs,
        })
    }

    fn local(&mut self, name: &str, ty: TypeId) -> LocalId {
        let locals = &mut self.body().locals;
        locals.push(Local {
            name: Some(named(name)),
            ty,
            span: Span::default(),
        });
        LocalId(locals.len() as u32 - 1)
    }

    fn val(&mut self, name: &str, ty: TypeId) -> Operand {
        Operand::Local(self.local(name, ty), Span::default())
    }

    fn typed(&mut self, name: &str, ty: TypeId) -> Typed {
        let val = self.val(name, ty);
        Typed { ty, val }
    }

    fn block(&mut self, name: &str) -> BlockId {
        let blocks = &mut self.body().blocks;
        blocks.push(block(Some(named(name)), Vec::new()));
        BlockId(blocks.len() as u32 - 1)
    }

    fn cint(&mut self, width: u32, v: i128) -> Const {
        let ty = self.int(width);
        konst(ty, ConstKind::Int(ApInt::from_i128(width, v)))
    }

    fn cfloat(&mut self, kind: FloatKind, bits: u128) -> Const {
        let ty = self.float(kind);
        konst(ty, ConstKind::Float(bits))
    }

    fn add_global(&mut self, name: &str, ty: TypeId) -> Const {
        self.m.globals.push(global(name, ty, None));
        let ptr = self.ptr();
        let id = GlobalId(self.m.globals.len() as u32 - 1);
        konst(ptr, ConstKind::Global(GlobalRef::Var(id)))
    }

    fn add_function(&mut self, name: &str, ty: TypeId) -> Const {
        self.m.functions.push(function(name, ty, Vec::new(), None));
        let ptr = self.ptr();
        let id = FuncId(self.m.functions.len() as u32 - 1);
        konst(ptr, ConstKind::Global(GlobalRef::Func(id)))
    }

    /// `kind` as an instruction of `@f`, with result `%r` of type `ty` if
    /// given.
    fn print(&mut self, kind: InstKind, result_ty: Option<TypeId>) -> String {
        let result = result_ty.map(|ty| self.local("r", ty));
        print_inst(&self.m, &self.f, &inst(kind, result))
    }

    fn konst(&self, c: &Const) -> String {
        print_typed_const(&self.m, c)
    }
}

fn binary(
    op: BinOp,
    flags: IntFlags,
    fmf: FastMath,
    ty: TypeId,
    lhs: Operand,
    rhs: Operand,
) -> InstKind {
    InstKind::Binary {
        op,
        flags,
        fmf,
        ty,
        lhs,
        rhs,
    }
}

// ----- integer and floating-point arithmetic -----

#[test]
fn binary_integer_flags() {
    let mut fx = Fx::new();
    let i32 = fx.int(32);
    let a = fx.val("a", i32);
    let one = c_op(fx.cint(32, 1));
    let nuw_nsw = IntFlags {
        nuw: true,
        nsw: true,
        ..IntFlags::default()
    };
    let k = binary(
        BinOp::Add,
        nuw_nsw,
        FastMath::default(),
        i32,
        a.clone(),
        one,
    );
    assert_eq!(fx.print(k, Some(i32)), "%r = add nuw nsw i32 %a, 1");

    let i8 = fx.int(8);
    let b = fx.val("b", i8);
    let min = c_op(fx.cint(8, -128));
    let nsw = IntFlags {
        nsw: true,
        ..IntFlags::default()
    };
    let k = binary(BinOp::Sub, nsw, FastMath::default(), i8, b, min);
    assert_eq!(fx.print(k, Some(i8)), "%r = sub nsw i8 %b, -128");

    let i64 = fx.int(64);
    let (x, y) = (fx.val("x", i64), fx.val("y", i64));
    let exact = IntFlags {
        exact: true,
        ..IntFlags::default()
    };
    let k = binary(
        BinOp::UDiv,
        exact,
        FastMath::default(),
        i64,
        x.clone(),
        y.clone(),
    );
    assert_eq!(fx.print(k, Some(i64)), "%r = udiv exact i64 %x, %y");
    let k = binary(BinOp::AShr, exact, FastMath::default(), i64, x, y);
    assert_eq!(fx.print(k, Some(i64)), "%r = ashr exact i64 %x, %y");

    let i65 = fx.int(65);
    let w = fx.val("w", i65);
    let all_ones = c_op(konst(i65, ConstKind::Int(ApInt::all_ones(65))));
    let disjoint = IntFlags {
        disjoint: true,
        ..IntFlags::default()
    };
    let k = binary(BinOp::Or, disjoint, FastMath::default(), i65, w, all_ones);
    assert_eq!(fx.print(k, Some(i65)), "%r = or disjoint i65 %w, -1");

    let i128 = fx.int(128);
    let v = fx.val("v", i128);
    let shift = c_op(fx.cint(128, 127));
    let nuw = IntFlags {
        nuw: true,
        ..IntFlags::default()
    };
    let k = binary(BinOp::Shl, nuw, FastMath::default(), i128, v, shift);
    assert_eq!(fx.print(k, Some(i128)), "%r = shl nuw i128 %v, 127");
}

#[test]
fn binary_every_opcode_without_flags() {
    let mut fx = Fx::new();
    let i1 = fx.int(1);
    let double = fx.float(FloatKind::Double);
    let (p, q) = (fx.val("p", i1), fx.val("q", i1));
    let (x, y) = (fx.val("x", double), fx.val("y", double));
    for op in BinOp::ALL {
        let (ty, lhs, rhs, text) = if op.is_float() {
            (double, x.clone(), y.clone(), "double %x, %y")
        } else {
            (i1, p.clone(), q.clone(), "i1 %p, %q")
        };
        let k = binary(op, IntFlags::default(), FastMath::default(), ty, lhs, rhs);
        assert_eq!(fx.print(k, Some(ty)), format!("%r = {} {text}", op.name()));
    }
}

#[test]
fn fast_math_flags_in_llvm_order_or_fast() {
    let mut fx = Fx::new();
    let float = fx.float(FloatKind::Float);
    let x = fx.val("x", float);
    let one = c_op(fx.cfloat(FloatKind::Float, 0x3F80_0000));
    let k = binary(
        BinOp::FAdd,
        IntFlags::default(),
        fmf_all(),
        float,
        x.clone(),
        one,
    );
    assert_eq!(
        fx.print(k, Some(float)),
        "%r = fadd fast float %x, 1.000000e+00"
    );

    let tenth = c_op(fx.cfloat(FloatKind::Float, 0x3DCC_CCCD));
    let some = FastMath {
        nnan: true,
        nsz: true,
        contract: true,
        ..FastMath::default()
    };
    let k = binary(
        BinOp::FMul,
        IntFlags::default(),
        some,
        float,
        x.clone(),
        tenth,
    );
    assert_eq!(
        fx.print(k, Some(float)),
        "%r = fmul nnan nsz contract float %x, 0x3FB99999A0000000"
    );

    let all_but_fast = FastMath {
        nnan: false,
        ..fmf_all()
    };
    let k = InstKind::FNeg {
        fmf: all_but_fast,
        ty: float,
        val: x,
    };
    assert_eq!(
        fx.print(k, Some(float)),
        "%r = fneg reassoc ninf nsz arcp contract afn float %x"
    );

    let half = fx.float(FloatKind::Half);
    let h = fx.val("h", half);
    let h_one = c_op(fx.cfloat(FloatKind::Half, 0x3C00));
    let ra = FastMath {
        reassoc: true,
        afn: true,
        ..FastMath::default()
    };
    let k = binary(BinOp::FRem, IntFlags::default(), ra, half, h, h_one);
    assert_eq!(
        fx.print(k, Some(half)),
        "%r = frem reassoc afn half %h, 0xH3C00"
    );
}

#[test]
fn vector_operands_and_splat() {
    let mut fx = Fx::new();
    let i32 = fx.int(32);
    let v4 = fx.vector(4, i32);
    let v = fx.val("v", v4);
    let one = fx.cint(32, 1);
    let splat = c_op(konst(v4, ConstKind::Splat(Box::new(one))));
    let k = binary(
        BinOp::Add,
        IntFlags::default(),
        FastMath::default(),
        v4,
        v,
        splat,
    );
    assert_eq!(
        fx.print(k, Some(v4)),
        "%r = add <4 x i32> %v, splat (i32 1)"
    );
}

#[test]
fn conversions_with_flags() {
    let mut fx = Fx::new();
    let (i1, i8, i32, i64) = (fx.int(1), fx.int(8), fx.int(32), fx.int(64));
    let (float, double) = (fx.float(FloatKind::Float), fx.float(FloatKind::Double));
    let ptr = fx.ptr();
    let ptr1 = fx.ty(TypeKind::Ptr { addrspace: 1 });
    let a = fx.typed("a", i32);
    let b = fx.typed("b", i8);
    let d = fx.typed("d", double);
    let p = fx.typed("p", ptr);
    let cast = |op, flags, fmf, val: &Typed, to| InstKind::Cast {
        op,
        flags,
        fmf,
        val: val.clone(),
        to,
    };
    let none = CastFlags::default();
    let nuw_nsw = CastFlags {
        nuw: true,
        nsw: true,
        ..none
    };
    let nneg = CastFlags { nneg: true, ..none };
    let nnan = FastMath {
        nnan: true,
        ..FastMath::default()
    };
    let no_fmf = FastMath::default();
    let cases = [
        (
            cast(CastOp::Trunc, nuw_nsw, no_fmf, &a, i8),
            i8,
            "%r = trunc nuw nsw i32 %a to i8",
        ),
        (
            cast(CastOp::ZExt, nneg, no_fmf, &b, i32),
            i32,
            "%r = zext nneg i8 %b to i32",
        ),
        (
            cast(CastOp::SExt, none, no_fmf, &b, i64),
            i64,
            "%r = sext i8 %b to i64",
        ),
        (
            cast(CastOp::UIToFP, nneg, no_fmf, &a, float),
            float,
            "%r = uitofp nneg i32 %a to float",
        ),
        (
            cast(CastOp::SIToFP, none, no_fmf, &a, double),
            double,
            "%r = sitofp i32 %a to double",
        ),
        (
            cast(CastOp::FPTrunc, none, nnan, &d, float),
            float,
            "%r = fptrunc nnan double %d to float",
        ),
        (
            cast(CastOp::FPToUI, none, no_fmf, &d, i1),
            i1,
            "%r = fptoui double %d to i1",
        ),
        (
            cast(CastOp::FPToSI, none, no_fmf, &d, i64),
            i64,
            "%r = fptosi double %d to i64",
        ),
        (
            cast(CastOp::PtrToInt, none, no_fmf, &p, i64),
            i64,
            "%r = ptrtoint ptr %p to i64",
        ),
        (
            cast(CastOp::PtrToAddr, none, no_fmf, &p, i64),
            i64,
            "%r = ptrtoaddr ptr %p to i64",
        ),
        (
            cast(CastOp::IntToPtr, none, no_fmf, &a, ptr),
            ptr,
            "%r = inttoptr i32 %a to ptr",
        ),
        (
            cast(CastOp::BitCast, none, no_fmf, &a, float),
            float,
            "%r = bitcast i32 %a to float",
        ),
        (
            cast(CastOp::AddrSpaceCast, none, no_fmf, &p, ptr1),
            ptr1,
            "%r = addrspacecast ptr %p to ptr addrspace(1)",
        ),
    ];
    for (k, ty, text) in cases {
        assert_eq!(fx.print(k, Some(ty)), text);
    }
    let fpext = cast(
        CastOp::FPExt,
        none,
        fmf_all(),
        &Typed {
            ty: float,
            val: c_op(fx.cfloat(FloatKind::Float, 0)),
        },
        double,
    );
    assert_eq!(
        fx.print(fpext, Some(double)),
        "%r = fpext fast float 0.000000e+00 to double"
    );
}

#[test]
fn comparisons() {
    let mut fx = Fx::new();
    let (i1, i32) = (fx.int(1), fx.int(32));
    let (a, b) = (fx.val("a", i32), fx.val("b", i32));
    let k = InstKind::ICmp {
        samesign: true,
        pred: IntPred::Ult,
        ty: i32,
        lhs: a.clone(),
        rhs: b.clone(),
    };
    assert_eq!(fx.print(k, Some(i1)), "%r = icmp samesign ult i32 %a, %b");
    for pred in IntPred::ALL {
        let k = InstKind::ICmp {
            samesign: false,
            pred,
            ty: i32,
            lhs: a.clone(),
            rhs: b.clone(),
        };
        assert_eq!(
            fx.print(k, Some(i1)),
            format!("%r = icmp {} i32 %a, %b", pred.name())
        );
    }
    let ptr = fx.ptr();
    let p = fx.val("p", ptr);
    let k = InstKind::ICmp {
        samesign: false,
        pred: IntPred::Eq,
        ty: ptr,
        lhs: p,
        rhs: c_op(konst(ptr, ConstKind::Null)),
    };
    assert_eq!(fx.print(k, Some(i1)), "%r = icmp eq ptr %p, null");

    let float = fx.float(FloatKind::Float);
    let (x, y) = (fx.val("x", float), fx.val("y", float));
    let nnan = FastMath {
        nnan: true,
        ..FastMath::default()
    };
    for pred in FloatPred::ALL {
        let k = InstKind::FCmp {
            fmf: nnan,
            pred,
            ty: float,
            lhs: x.clone(),
            rhs: y.clone(),
        };
        assert_eq!(
            fx.print(k, Some(i1)),
            format!("%r = fcmp nnan {} float %x, %y", pred.name())
        );
    }
}

// ----- memory -----

#[test]
fn alloca_forms() {
    let mut fx = Fx::new();
    let (i8, i32, i64, ptr) = (fx.int(8), fx.int(32), fx.int(64), fx.ptr());
    let k = InstKind::Alloca {
        inalloca: false,
        ty: i32,
        count: None,
        align: Some(4),
        addrspace: None,
    };
    assert_eq!(fx.print(k, Some(ptr)), "%r = alloca i32, align 4");
    let arr = fx.ty(TypeKind::Array { len: 4, elem: i8 });
    let n = fx.typed("n", i64);
    let k = InstKind::Alloca {
        inalloca: true,
        ty: arr,
        count: Some(n),
        align: Some(16),
        addrspace: Some(5),
    };
    assert_eq!(
        fx.print(k, Some(ptr)),
        "%r = alloca inalloca [4 x i8], i64 %n, align 16, addrspace(5)"
    );
    let k = InstKind::Alloca {
        inalloca: false,
        ty: i8,
        count: None,
        align: None,
        addrspace: None,
    };
    assert_eq!(fx.print(k, Some(ptr)), "%r = alloca i8");
}

#[test]
fn loads_stores_and_atomics() {
    let mut fx = Fx::new();
    let (i8, i32, i64, ptr) = (fx.int(8), fx.int(32), fx.int(64), fx.ptr());
    let p = fx.typed("p", ptr);
    let k = InstKind::Load {
        volatile: false,
        atomic: None,
        ty: i32,
        ptr: p.clone(),
        align: Some(4),
    };
    assert_eq!(fx.print(k, Some(i32)), "%r = load i32, ptr %p, align 4");
    let k = InstKind::Load {
        volatile: true,
        atomic: Some(Atomic {
            syncscope: Some("agent".into()),
            ordering: Ordering::Acquire,
        }),
        ty: i64,
        ptr: p.clone(),
        align: Some(8),
    };
    assert_eq!(
        fx.print(k, Some(i64)),
        "%r = load atomic volatile i64, ptr %p syncscope(\"agent\") acquire, align 8"
    );
    let k = InstKind::Load {
        volatile: true,
        atomic: None,
        ty: i8,
        ptr: p.clone(),
        align: None,
    };
    assert_eq!(fx.print(k, Some(i8)), "%r = load volatile i8, ptr %p");

    let a = fx.typed("a", i32);
    let k = InstKind::Store {
        volatile: false,
        atomic: None,
        val: a.clone(),
        ptr: p.clone(),
        align: Some(4),
    };
    assert_eq!(fx.print(k, None), "store i32 %a, ptr %p, align 4");
    let seven = Typed {
        ty: i32,
        val: c_op(fx.cint(32, 7)),
    };
    let k = InstKind::Store {
        volatile: true,
        atomic: Some(Atomic {
            syncscope: None,
            ordering: Ordering::Release,
        }),
        val: seven,
        ptr: p.clone(),
        align: Some(4),
    };
    assert_eq!(
        fx.print(k, None),
        "store atomic volatile i32 7, ptr %p release, align 4"
    );

    let k = InstKind::Fence {
        syncscope: Some("singlethread".into()),
        ordering: Ordering::SeqCst,
    };
    assert_eq!(
        fx.print(k, None),
        "fence syncscope(\"singlethread\") seq_cst"
    );
    let k = InstKind::Fence {
        syncscope: None,
        ordering: Ordering::AcqRel,
    };
    assert_eq!(fx.print(k, None), "fence acq_rel");

    let b = fx.typed("b", i32);
    let i1 = fx.int(1);
    let pair = fx.ty(TypeKind::Struct {
        fields: vec![i32, i1],
        packed: false,
    });
    let k = InstKind::CmpXchg {
        weak: true,
        volatile: true,
        ptr: p.clone(),
        cmp: a.clone(),
        new: b,
        syncscope: Some("agent".into()),
        success: Ordering::AcqRel,
        failure: Ordering::Monotonic,
        align: Some(4),
    };
    assert_eq!(
        fx.print(k, Some(pair)),
        "%r = cmpxchg weak volatile ptr %p, i32 %a, i32 %b syncscope(\"agent\") acq_rel monotonic, align 4"
    );
    let k = InstKind::CmpXchg {
        weak: false,
        volatile: false,
        ptr: p.clone(),
        cmp: Typed {
            ty: i32,
            val: c_op(fx.cint(32, 0)),
        },
        new: Typed {
            ty: i32,
            val: c_op(fx.cint(32, 1)),
        },
        syncscope: None,
        success: Ordering::SeqCst,
        failure: Ordering::SeqCst,
        align: None,
    };
    assert_eq!(
        fx.print(k, Some(pair)),
        "%r = cmpxchg ptr %p, i32 0, i32 1 seq_cst seq_cst"
    );

    for op in RmwOp::ALL {
        let k = InstKind::AtomicRmw {
            volatile: true,
            op,
            ptr: p.clone(),
            val: a.clone(),
            syncscope: Some("agent".into()),
            ordering: Ordering::Monotonic,
            align: Some(4),
        };
        assert_eq!(
            fx.print(k, Some(i32)),
            format!(
                "%r = atomicrmw volatile {} ptr %p, i32 %a syncscope(\"agent\") monotonic, align 4",
                op.name()
            )
        );
    }
    let float = fx.float(FloatKind::Float);
    let x = fx.typed("x", float);
    let k = InstKind::AtomicRmw {
        volatile: false,
        op: RmwOp::FMaximum,
        ptr: p,
        val: x,
        syncscope: None,
        ordering: Ordering::SeqCst,
        align: None,
    };
    assert_eq!(
        fx.print(k, Some(float)),
        "%r = atomicrmw fmaximum ptr %p, float %x seq_cst"
    );
}

#[test]
fn getelementptr_flags() {
    let mut fx = Fx::new();
    let (i8, i32, i64, ptr) = (fx.int(8), fx.int(32), fx.int(64), fx.ptr());
    let arr = fx.ty(TypeKind::Array { len: 4, elem: i8 });
    let st = fx.ty(TypeKind::Struct {
        fields: vec![i32, arr],
        packed: false,
    });
    let p = fx.typed("p", ptr);
    let n = fx.typed("n", i64);
    let zero = Typed {
        ty: i64,
        val: c_op(fx.cint(64, 0)),
    };
    let one32 = Typed {
        ty: i32,
        val: c_op(fx.cint(32, 1)),
    };
    let k = InstKind::Gep {
        flags: GepFlags {
            inbounds: true,
            nusw: false,
            nuw: true,
        },
        source_ty: st,
        base: p.clone(),
        indices: vec![zero, one32, n],
    };
    assert_eq!(
        fx.print(k, Some(ptr)),
        "%r = getelementptr inbounds nuw { i32, [4 x i8] }, ptr %p, i64 0, i32 1, i64 %n"
    );
    let minus_one = Typed {
        ty: i64,
        val: c_op(fx.cint(64, -1)),
    };
    let k = InstKind::Gep {
        flags: GepFlags {
            inbounds: false,
            nusw: true,
            nuw: false,
        },
        source_ty: i8,
        base: p.clone(),
        indices: vec![minus_one.clone()],
    };
    assert_eq!(
        fx.print(k, Some(ptr)),
        "%r = getelementptr nusw i8, ptr %p, i64 -1"
    );
    let k = InstKind::Gep {
        flags: GepFlags::default(),
        source_ty: i8,
        base: p,
        indices: vec![minus_one],
    };
    assert_eq!(
        fx.print(k, Some(ptr)),
        "%r = getelementptr i8, ptr %p, i64 -1"
    );
}

// ----- vectors and aggregates -----

#[test]
fn vector_and_aggregate_operations() {
    let mut fx = Fx::new();
    let (i32, i64, ptr) = (fx.int(32), fx.int(64), fx.ptr());
    let v4 = fx.vector(4, i32);
    let v2 = fx.vector(2, i32);
    let v = fx.typed("v", v4);
    let n = fx.typed("n", i64);
    let a = fx.typed("a", i32);
    let k = InstKind::ExtractElement {
        vec: v.clone(),
        idx: n,
    };
    assert_eq!(
        fx.print(k, Some(i32)),
        "%r = extractelement <4 x i32> %v, i64 %n"
    );
    let k = InstKind::InsertElement {
        vec: v.clone(),
        elem: a,
        idx: Typed {
            ty: i32,
            val: c_op(fx.cint(32, 0)),
        },
    };
    assert_eq!(
        fx.print(k, Some(v4)),
        "%r = insertelement <4 x i32> %v, i32 %a, i32 0"
    );
    let mask = konst(
        v2,
        ConstKind::Vector(vec![fx.cint(32, 3), konst(i32, ConstKind::Poison)]),
    );
    let k = InstKind::ShuffleVector {
        v1: v.clone(),
        v2: Typed {
            ty: v4,
            val: c_op(konst(v4, ConstKind::Poison)),
        },
        mask,
    };
    assert_eq!(
        fx.print(k, Some(v2)),
        "%r = shufflevector <4 x i32> %v, <4 x i32> poison, <2 x i32> <i32 3, i32 poison>"
    );

    let arr = fx.ty(TypeKind::Array { len: 2, elem: ptr });
    let st = fx.ty(TypeKind::Struct {
        fields: vec![i32, arr],
        packed: false,
    });
    let s = fx.typed("s", st);
    let k = InstKind::ExtractValue {
        agg: s.clone(),
        indices: vec![1, 0],
    };
    assert_eq!(
        fx.print(k, Some(ptr)),
        "%r = extractvalue { i32, [2 x ptr] } %s, 1, 0"
    );
    let k = InstKind::InsertValue {
        agg: s,
        val: Typed {
            ty: ptr,
            val: c_op(konst(ptr, ConstKind::Null)),
        },
        indices: vec![1, 1],
    };
    assert_eq!(
        fx.print(k, Some(st)),
        "%r = insertvalue { i32, [2 x ptr] } %s, ptr null, 1, 1"
    );
}

// ----- other operations -----

#[test]
fn phi_select_freeze_va_arg() {
    let mut fx = Fx::new();
    let (i1, i8, i32, ptr) = (fx.int(1), fx.int(8), fx.int(32), fx.ptr());
    let float = fx.float(FloatKind::Float);
    let entry = fx.block("entry");
    let lp = fx.block("loop");
    let a = fx.val("a", i32);
    let zero = c_op(fx.cint(32, 0));
    let k = InstKind::Phi {
        fmf: FastMath::default(),
        ty: i32,
        incoming: vec![(zero, entry), (a, lp)],
    };
    assert_eq!(
        fx.print(k, Some(i32)),
        "%r = phi i32 [ 0, %entry ], [ %a, %loop ]"
    );
    let x = fx.typed("x", float);
    let nnan = FastMath {
        nnan: true,
        ..FastMath::default()
    };
    let k = InstKind::Phi {
        fmf: nnan,
        ty: float,
        incoming: vec![(x.val.clone(), entry)],
    };
    assert_eq!(
        fx.print(k, Some(float)),
        "%r = phi nnan float [ %x, %entry ]"
    );

    let c = fx.typed("c", i1);
    let k = InstKind::Select {
        fmf: FastMath {
            nsz: true,
            ..FastMath::default()
        },
        cond: c,
        then_val: x,
        else_val: Typed {
            ty: float,
            val: c_op(fx.cfloat(FloatKind::Float, 0x4020_0000)),
        },
    };
    assert_eq!(
        fx.print(k, Some(float)),
        "%r = select nsz i1 %c, float %x, float 2.500000e+00"
    );

    let v2 = fx.vector(2, i8);
    let vec = konst(
        v2,
        ConstKind::Vector(vec![fx.cint(8, 1), konst(i8, ConstKind::Poison)]),
    );
    let k = InstKind::Freeze {
        val: Typed {
            ty: v2,
            val: c_op(vec),
        },
    };
    assert_eq!(
        fx.print(k, Some(v2)),
        "%r = freeze <2 x i8> <i8 1, i8 poison>"
    );

    let ap = fx.typed("ap", ptr);
    let k = InstKind::VaArg { list: ap, ty: i32 };
    assert_eq!(fx.print(k, Some(i32)), "%r = va_arg ptr %ap, i32");
}

fn call_site(fn_ty: TypeId, callee: Operand, args: Vec<Arg>) -> CallSite {
    CallSite {
        tail: TailKind::None,
        fmf: FastMath::default(),
        cc: None,
        ret_attrs: AttrSet::default(),
        addrspace: None,
        fn_ty,
        explicit_fn_ty: false,
        callee,
        args,
        fn_attrs: AttrSet::default(),
        bundles: Vec::new(),
    }
}

fn arg(ty: TypeId, attrs: Vec<Attr>, val: Operand) -> Arg {
    Arg {
        ty,
        attrs: AttrSet(attrs),
        val,
    }
}

#[test]
fn calls_with_every_part() {
    let mut fx = Fx::new();
    let (i8, i32, i64, ptr, void) = (
        fx.int(8),
        fx.int(32),
        fx.int(64),
        fx.ptr(),
        fx.m.types.void(),
    );
    let float = fx.float(FloatKind::Float);
    let g_ty = fx.fn_ty(float, vec![float, ptr], false);
    let g = c_op(fx.add_function("g", g_ty));
    let x = fx.val("x", float);
    let p = fx.val("p", ptr);
    let mut call = call_site(
        g_ty,
        g,
        vec![
            arg(float, vec![word("noundef")], x),
            arg(
                ptr,
                vec![
                    word("nonnull"),
                    Attr::Int {
                        name: "align".into(),
                        value: 8,
                        parens: false,
                    },
                ],
                p.clone(),
            ),
        ],
    );
    call.tail = TailKind::Tail;
    call.fmf = fmf_all();
    call.cc = Some("fastcc".into());
    call.ret_attrs = attrs(vec![word("noundef")]);
    call.fn_attrs = attrs(vec![Attr::Group(0), word("nounwind")]);
    call.bundles = vec![
        Bundle {
            tag: "deopt".into(),
            inputs: vec![Typed {
                ty: i32,
                val: c_op(fx.cint(32, 1)),
            }],
        },
        Bundle {
            tag: "align".into(),
            inputs: vec![
                Typed {
                    ty: ptr,
                    val: p.clone(),
                },
                Typed {
                    ty: i64,
                    val: c_op(fx.cint(64, 8)),
                },
            ],
        },
    ];
    assert_eq!(
        fx.print(InstKind::Call(call), Some(float)),
        "%r = tail call fast fastcc noundef float @g(float noundef %x, ptr nonnull align 8 %p) #0 nounwind [ \"deopt\"(i32 1), \"align\"(ptr %p, i64 8) ]"
    );

    let v_ty = fx.fn_ty(void, vec![i32], true);
    let v = c_op(fx.add_function("v", v_ty));
    let mut call = call_site(
        v_ty,
        v,
        vec![
            arg(i32, vec![], c_op(fx.cint(32, 1))),
            arg(i8, vec![word("signext")], c_op(fx.cint(8, 2))),
        ],
    );
    call.explicit_fn_ty = true;
    call.tail = TailKind::MustTail;
    assert_eq!(
        fx.print(InstKind::Call(call), None),
        "musttail call void (i32, ...) @v(i32 1, i8 signext 2)"
    );

    let h_ty = fx.fn_ty(void, vec![], false);
    let fp = fx.val("fp", ptr);
    let mut call = call_site(h_ty, fp, vec![]);
    call.tail = TailKind::NoTail;
    call.addrspace = Some(1);
    assert_eq!(
        fx.print(InstKind::Call(call), None),
        "notail call addrspace(1) void %fp()"
    );

    let asm = Operand::InlineAsm(Box::new(InlineAsm {
        side_effect: true,
        align_stack: true,
        intel_dialect: true,
        unwind: true,
        code: "mov \"a\"".into(),
        constraints: "~{dirflag}".into(),
    }));
    let call = call_site(h_ty, asm, vec![]);
    assert_eq!(
        fx.print(InstKind::Call(call), None),
        "call void asm sideeffect alignstack inteldialect unwind \"mov \\22a\\22\", \"~{dirflag}\"()"
    );

    let md_ty = fx.ty(TypeKind::Metadata);
    let dbg_ty = fx.fn_ty(void, vec![md_ty, md_ty, md_ty], false);
    let dbg = c_op(fx.add_function("llvm.dbg.value", dbg_ty));
    let expr = Metadata::Specialized {
        distinct: false,
        name: "DIExpression".into(),
        fields: Vec::new(),
    };
    let call = call_site(
        dbg_ty,
        dbg,
        vec![
            arg(
                md_ty,
                vec![],
                Operand::Metadata(Box::new(Metadata::Local(ptr, p))),
            ),
            arg(
                md_ty,
                vec![],
                Operand::Metadata(Box::new(Metadata::Ref(MdId(1)))),
            ),
            arg(md_ty, vec![], Operand::Metadata(Box::new(expr))),
        ],
    );
    assert_eq!(
        fx.print(InstKind::Call(call), None),
        "call void @llvm.dbg.value(metadata ptr %p, metadata !1, metadata !DIExpression())"
    );
}

#[test]
fn musttail_call_in_varargs_function_forwards_the_varargs() {
    let mut fx = Fx::new();
    let i32 = fx.int(32);
    let vfn = fx.fn_ty(i32, vec![i32], true);
    fx.f.ty = vfn;
    let g = c_op(fx.add_function("g", vfn));
    let a = fx.val("a", i32);
    let mut call = call_site(vfn, g.clone(), vec![arg(i32, vec![], a)]);
    call.tail = TailKind::MustTail;
    call.explicit_fn_ty = true;
    assert_eq!(
        fx.print(InstKind::Call(call.clone()), Some(i32)),
        "%r = musttail call i32 (i32, ...) @g(i32 %a, ...)"
    );
    call.tail = TailKind::Tail;
    assert_eq!(
        fx.print(InstKind::Call(call), Some(i32)),
        "%r = tail call i32 (i32, ...) @g(i32 %a)"
    );
    let void = fx.m.types.void();
    let no_args = fx.fn_ty(void, vec![], true);
    fx.f.ty = no_args;
    let mut call = call_site(no_args, g, vec![]);
    call.tail = TailKind::MustTail;
    call.explicit_fn_ty = true;
    assert_eq!(
        fx.print(InstKind::Call(call), None),
        "musttail call void (...) @g(...)"
    );
}

#[test]
fn exception_handling_pads() {
    let mut fx = Fx::new();
    let (i32, ptr) = (fx.int(32), fx.ptr());
    let token = fx.ty(TypeKind::Token);
    let lp_ty = fx.ty(TypeKind::Struct {
        fields: vec![ptr, i32],
        packed: false,
    });
    let g = fx.add_global("g", ptr);
    let arr = fx.ty(TypeKind::Array { len: 1, elem: ptr });
    let k = InstKind::LandingPad {
        ty: lp_ty,
        cleanup: true,
        clauses: vec![
            Clause::Catch(g.clone()),
            Clause::Filter(konst(arr, ConstKind::Array(vec![g]))),
        ],
    };
    assert_eq!(
        fx.print(k, Some(lp_ty)),
        "%r = landingpad { ptr, i32 }\n          cleanup\n          catch ptr @g\n          filter [1 x ptr] [ptr @g]"
    );
    let k = InstKind::LandingPad {
        ty: lp_ty,
        cleanup: false,
        clauses: vec![],
    };
    assert_eq!(fx.print(k, Some(lp_ty)), "%r = landingpad { ptr, i32 }");

    let cs = fx.val("cs", token);
    let k = InstKind::CatchPad {
        within: cs,
        args: vec![
            Typed {
                ty: ptr,
                val: c_op(konst(ptr, ConstKind::Null)),
            },
            Typed {
                ty: i32,
                val: c_op(fx.cint(32, 64)),
            },
        ],
    };
    assert_eq!(
        fx.print(k, Some(token)),
        "%r = catchpad within %cs [ptr null, i32 64]"
    );
    let k = InstKind::CleanupPad {
        within: c_op(konst(token, ConstKind::NoneToken)),
        args: vec![],
    };
    assert_eq!(fx.print(k, Some(token)), "%r = cleanuppad within none []");
}

// ----- terminators -----

#[test]
fn terminators() {
    let mut fx = Fx::new();
    let (i1, i8, i32, ptr) = (fx.int(1), fx.int(8), fx.int(32), fx.ptr());
    let token = fx.ty(TypeKind::Token);
    let (x, y, d) = (fx.block("x"), fx.block("y"), fx.block("d"));
    let a = fx.typed("a", i32);
    assert_eq!(fx.print(InstKind::Ret { val: None }, None), "ret void");
    assert_eq!(
        fx.print(
            InstKind::Ret {
                val: Some(a.clone())
            },
            None
        ),
        "ret i32 %a"
    );
    assert_eq!(fx.print(InstKind::Br { dest: x }, None), "br label %x");
    let c = fx.val("c", i1);
    let k = InstKind::CondBr {
        cond: c,
        then_dest: x,
        else_dest: y,
    };
    assert_eq!(fx.print(k, None), "br i1 %c, label %x, label %y");
    let k = InstKind::Switch {
        ty: i32,
        cond: a.val.clone(),
        default: d,
        cases: vec![(fx.cint(32, 0), x), (fx.cint(32, -1), y)],
    };
    assert_eq!(
        fx.print(k, None),
        "switch i32 %a, label %d [\n    i32 0, label %x\n    i32 -1, label %y\n  ]"
    );
    let b = fx.val("b", i8);
    let k = InstKind::Switch {
        ty: i8,
        cond: b,
        default: d,
        cases: vec![],
    };
    assert_eq!(fx.print(k, None), "switch i8 %b, label %d [\n  ]");
    let p = fx.typed("p", ptr);
    let k = InstKind::IndirectBr {
        addr: p,
        dests: vec![x, y],
    };
    assert_eq!(fx.print(k, None), "indirectbr ptr %p, [label %x, label %y]");

    let g_ty = fx.fn_ty(i32, vec![i32], false);
    let g = c_op(fx.add_function("g", g_ty));
    let call = call_site(g_ty, g, vec![arg(i32, vec![], c_op(fx.cint(32, 1)))]);
    let k = InstKind::Invoke {
        call,
        normal: x,
        unwind: y,
    };
    assert_eq!(
        fx.print(k, Some(i32)),
        "%r = invoke i32 @g(i32 1)\n          to label %x unwind label %y"
    );
    let void = fx.m.types.void();
    let asm_ty = fx.fn_ty(void, vec![], false);
    let asm = Operand::InlineAsm(Box::new(InlineAsm {
        side_effect: false,
        align_stack: false,
        intel_dialect: false,
        unwind: false,
        code: String::new(),
        constraints: "!i".into(),
    }));
    let k = InstKind::CallBr {
        call: call_site(asm_ty, asm, vec![]),
        fallthrough: x,
        indirect: vec![y],
    };
    assert_eq!(
        fx.print(k, None),
        "callbr void asm \"\", \"!i\"()\n          to label %x [label %y]"
    );

    let lp_ty = fx.ty(TypeKind::Struct {
        fields: vec![ptr, i32],
        packed: false,
    });
    let lp = fx.typed("lp", lp_ty);
    assert_eq!(
        fx.print(InstKind::Resume { val: lp }, None),
        "resume { ptr, i32 } %lp"
    );
    let none = c_op(konst(token, ConstKind::NoneToken));
    let k = InstKind::CatchSwitch {
        parent: none,
        handlers: vec![x, y],
        unwind: None,
    };
    assert_eq!(
        fx.print(k, Some(token)),
        "%r = catchswitch within none [label %x, label %y] unwind to caller"
    );
    let pad = fx.val("pad", token);
    let k = InstKind::CatchSwitch {
        parent: pad.clone(),
        handlers: vec![x],
        unwind: Some(d),
    };
    assert_eq!(
        fx.print(k, Some(token)),
        "%r = catchswitch within %pad [label %x] unwind label %d"
    );
    let k = InstKind::CatchRet {
        pad: pad.clone(),
        dest: x,
    };
    assert_eq!(fx.print(k, None), "catchret from %pad to label %x");
    let k = InstKind::CleanupRet {
        pad: pad.clone(),
        unwind: None,
    };
    assert_eq!(fx.print(k, None), "cleanupret from %pad unwind to caller");
    let k = InstKind::CleanupRet {
        pad,
        unwind: Some(d),
    };
    assert_eq!(fx.print(k, None), "cleanupret from %pad unwind label %d");
    assert_eq!(fx.print(InstKind::Unreachable, None), "unreachable");
}

#[test]
fn instruction_metadata_attachments() {
    let mut fx = Fx::new();
    let (i32, ptr) = (fx.int(32), fx.ptr());
    let p = fx.typed("p", ptr);
    let r = fx.local("r", i32);
    let mut load = inst(
        InstKind::Load {
            volatile: false,
            atomic: None,
            ty: i32,
            ptr: p,
            align: Some(4),
        },
        Some(r),
    );
    let range = Metadata::Tuple {
        distinct: false,
        elems: vec![
            Some(Metadata::Value(fx.cint(32, 0))),
            Some(Metadata::Value(fx.cint(32, 10))),
        ],
    };
    load.md = vec![
        ("range".into(), range),
        ("noundef".into(), Metadata::Ref(MdId(0))),
        ("my kind".into(), Metadata::Ref(MdId(3))),
    ];
    assert_eq!(
        print_inst(&fx.m, &fx.f, &load),
        "%r = load i32, ptr %p, align 4, !range !{i32 0, i32 10}, !noundef !0, !my\\20kind !3"
    );
}

// ----- constants -----

#[test]
fn integer_constants_at_edge_widths() {
    let mut fx = Fx::new();
    let i1 = fx.int(1);
    assert_eq!(
        fx.konst(&konst(i1, ConstKind::Int(ApInt::from_u64(1, 1)))),
        "i1 true"
    );
    assert_eq!(
        fx.konst(&konst(i1, ConstKind::Int(ApInt::zero(1)))),
        "i1 false"
    );
    for (w, v, text) in [
        (8, -1, "i8 -1"),
        (33, 4294967296, "i33 -4294967296"),
        (64, i64::MIN as i128, "i64 -9223372036854775808"),
        (65, 1 << 64, "i65 -18446744073709551616"),
        (
            128,
            i128::MAX,
            "i128 170141183460469231731687303715884105727",
        ),
        (256, -2, "i256 -2"),
    ] {
        let c = fx.cint(w, v);
        assert_eq!(fx.konst(&c), text);
    }
    let i256 = fx.int(256);
    let big = ApInt::from_decimal(
        256,
        "57896044618658097711785492504343953926634992332820282019728792003956564819967",
    );
    let c = konst(i256, ConstKind::Int(big.expect("2^255 - 1 fits in i256")));
    assert_eq!(
        fx.konst(&c),
        "i256 57896044618658097711785492504343953926634992332820282019728792003956564819967"
    );
}

#[test]
fn float_constants_in_every_format() {
    let mut fx = Fx::new();
    for (kind, bits, text) in [
        (FloatKind::Float, 0x3DCC_CCCD, "float 0x3FB99999A0000000"),
        (FloatKind::Float, 0x3F80_0000, "float 1.000000e+00"),
        (FloatKind::Float, 0x8000_0000, "float -0.000000e+00"),
        (FloatKind::Float, 0x7F80_0000, "float 0x7FF0000000000000"),
        (FloatKind::Float, 0xFF80_0000, "float 0xFFF0000000000000"),
        (FloatKind::Float, 0x7FC0_0000, "float 0x7FF8000000000000"),
        (FloatKind::Float, 0x7FA0_0000, "float 0x7FF4000000000000"),
        (FloatKind::Float, 0xFFC0_0001, "float 0xFFF8000020000000"),
        (FloatKind::Float, 0x0000_0001, "float 0x36A0000000000000"),
        (
            FloatKind::Double,
            0x3FB9_9999_9999_999A,
            "double 1.000000e-01",
        ),
        (
            FloatKind::Double,
            0x3FD5_5555_5555_5555,
            "double 0x3FD5555555555555",
        ),
        (
            FloatKind::Double,
            0x4132_D687_0000_0000,
            "double 0x4132D68700000000",
        ),
        (
            FloatKind::Double,
            0x0000_0000_0000_0001,
            "double 4.940660e-324",
        ),
        (
            FloatKind::Double,
            0x7FF0_0000_0000_0001,
            "double 0x7FF0000000000001",
        ),
        (FloatKind::Half, 0x3C00, "half 0xH3C00"),
        (FloatKind::Half, 0xFC00, "half 0xHFC00"),
        (FloatKind::BFloat, 0x3F80, "bfloat 0xR3F80"),
        (
            FloatKind::X86Fp80,
            0x3FFF_8000_0000_0000_0000,
            "x86_fp80 0xK3FFF8000000000000000",
        ),
        (
            FloatKind::Fp128,
            0x3FFF_0000_0000_0000_0000_0000_0000_0000,
            "fp128 0xL00000000000000003FFF000000000000",
        ),
        (
            FloatKind::PpcFp128,
            0x3FF0_0000_0000_0000,
            "ppc_fp128 0xM3FF00000000000000000000000000000",
        ),
    ] {
        let c = fx.cfloat(kind, bits);
        assert_eq!(fx.konst(&c), text, "{bits:#x}");
    }
}

#[test]
fn simple_and_aggregate_constants() {
    let mut fx = Fx::new();
    let (i3, i4, i8, i16, i32, ptr) = (
        fx.int(3),
        fx.int(4),
        fx.int(8),
        fx.int(16),
        fx.int(32),
        fx.ptr(),
    );
    let token = fx.ty(TypeKind::Token);
    assert_eq!(fx.konst(&konst(ptr, ConstKind::Null)), "ptr null");
    assert_eq!(fx.konst(&konst(token, ConstKind::NoneToken)), "token none");
    assert_eq!(fx.konst(&konst(i8, ConstKind::Undef)), "i8 undef");
    assert_eq!(fx.konst(&konst(i8, ConstKind::Poison)), "i8 poison");
    let arr = fx.ty(TypeKind::Array { len: 2, elem: i16 });
    assert_eq!(
        fx.konst(&konst(arr, ConstKind::Zero)),
        "[2 x i16] zeroinitializer"
    );
    let elems = vec![fx.cint(16, 1), fx.cint(16, -2)];
    assert_eq!(
        fx.konst(&konst(arr, ConstKind::Array(elems))),
        "[2 x i16] [i16 1, i16 -2]"
    );
    let empty = fx.ty(TypeKind::Array { len: 0, elem: i8 });
    assert_eq!(
        fx.konst(&konst(empty, ConstKind::Array(vec![]))),
        "[0 x i8] []"
    );
    let str_ty = fx.ty(TypeKind::Array { len: 6, elem: i8 });
    let s = konst(str_ty, ConstKind::CString(b"a\"\\\n\x00\x7f".to_vec()));
    assert_eq!(fx.konst(&s), "[6 x i8] c\"a\\22\\5C\\0A\\00\\7F\"");
    let v2 = fx.vector(2, i8);
    let vec = konst(
        v2,
        ConstKind::Vector(vec![fx.cint(8, 1), konst(i8, ConstKind::Poison)]),
    );
    assert_eq!(fx.konst(&vec), "<2 x i8> <i8 1, i8 poison>");
    let v4 = fx.vector(4, i32);
    let splat = konst(v4, ConstKind::Splat(Box::new(fx.cint(32, 7))));
    assert_eq!(fx.konst(&splat), "<4 x i32> splat (i32 7)");
    let st = fx.ty(TypeKind::Struct {
        fields: vec![i32, ptr],
        packed: false,
    });
    let s = konst(
        st,
        ConstKind::Struct(vec![fx.cint(32, 1), konst(ptr, ConstKind::Null)]),
    );
    assert_eq!(fx.konst(&s), "{ i32, ptr } { i32 1, ptr null }");
    let packed = fx.ty(TypeKind::Struct {
        fields: vec![i8, i32],
        packed: true,
    });
    let s = konst(
        packed,
        ConstKind::Struct(vec![fx.cint(8, 1), fx.cint(32, 2)]),
    );
    assert_eq!(fx.konst(&s), "<{ i8, i32 }> <{ i8 1, i32 2 }>");
    let unit = fx.ty(TypeKind::Struct {
        fields: vec![],
        packed: false,
    });
    assert_eq!(fx.konst(&konst(unit, ConstKind::Struct(vec![]))), "{} {}");
    let bits = fx.ty(TypeKind::BitStruct {
        fields: vec![i3, i4],
    });
    let s = konst(bits, ConstKind::Struct(vec![fx.cint(3, 1), fx.cint(4, -1)]));
    assert_eq!(fx.konst(&s), "\\{ i3, i4 }/ \\{ i3 1, i4 -1 }/");
    let named = fx.m.types.named("T");
    let body = fx.ty(TypeKind::Struct {
        fields: vec![i32],
        packed: false,
    });
    fx.m.types.set_body(0, body);
    let s = konst(named, ConstKind::Struct(vec![fx.cint(32, 5)]));
    assert_eq!(fx.konst(&s), "%T { i32 5 }");
}

#[test]
fn global_address_constants() {
    let mut fx = Fx::new();
    let (i32, ptr) = (fx.int(32), fx.ptr());
    let g = fx.add_global("g", i32);
    assert_eq!(fx.konst(&g), "ptr @g");
    let void = fx.m.types.void();
    let fty = fx.fn_ty(void, vec![], false);
    fx.add_function("h", fty);
    let h_id = FuncId(0);
    let body = Body {
        blocks: vec![
            block(None, Vec::new()),
            block(Some(named("bb")), Vec::new()),
            block(Some(Name::Numbered(2)), Vec::new()),
        ],
        locals: Vec::new(),
    };
    fx.m.functions[h_id.0 as usize].body = Some(body);
    let ba = |block| {
        konst(
            ptr,
            ConstKind::BlockAddress {
                func: GlobalRef::Func(h_id),
                block: BlockId(block),
            },
        )
    };
    assert_eq!(fx.konst(&ba(1)), "ptr blockaddress(@h, %bb)");
    assert_eq!(fx.konst(&ba(2)), "ptr blockaddress(@h, %2)");
    let eq = konst(ptr, ConstKind::DsoLocalEquivalent(GlobalRef::Func(h_id)));
    assert_eq!(fx.konst(&eq), "ptr dso_local_equivalent @h");
    let nc = konst(ptr, ConstKind::NoCfi(GlobalRef::Func(h_id)));
    assert_eq!(fx.konst(&nc), "ptr no_cfi @h");
    fx.m.globals.push(Global {
        name: Name::Numbered(0),
        ..global("unused", i32, None)
    });
    let numbered = konst(ptr, ConstKind::Global(GlobalRef::Var(GlobalId(1))));
    assert_eq!(fx.konst(&numbered), "ptr @0");
    fx.m.globals.push(global("a b", i32, None));
    let quoted = konst(ptr, ConstKind::Global(GlobalRef::Var(GlobalId(2))));
    assert_eq!(fx.konst(&quoted), "ptr @\"a b\"");
    fx.m.globals.push(global("42", i32, None));
    let digits = konst(ptr, ConstKind::Global(GlobalRef::Var(GlobalId(3))));
    assert_eq!(fx.konst(&digits), "ptr @\"42\"");
}

#[test]
fn constant_expressions() {
    let mut fx = Fx::new();
    let (i32, i64, ptr) = (fx.int(32), fx.int(64), fx.ptr());
    let arr = fx.ty(TypeKind::Array { len: 4, elem: i32 });
    let g = fx.add_global("g", arr);
    let expr = |ty, e| konst(ty, ConstKind::Expr(Box::new(e)));
    let c = expr(
        i64,
        ConstExpr::Cast {
            op: CastOp::PtrToInt,
            val: g.clone(),
        },
    );
    assert_eq!(fx.konst(&c), "i64 ptrtoint (ptr @g to i64)");
    let c = expr(
        i32,
        ConstExpr::Binary {
            op: BinOp::Add,
            flags: IntFlags {
                nuw: true,
                nsw: true,
                ..IntFlags::default()
            },
            lhs: fx.cint(32, 1),
            rhs: fx.cint(32, 2),
        },
    );
    assert_eq!(fx.konst(&c), "i32 add nuw nsw (i32 1, i32 2)");
    let c = expr(
        ptr,
        ConstExpr::Gep {
            flags: GepFlags {
                inbounds: true,
                nusw: false,
                nuw: true,
            },
            inrange: Some((ApInt::from_i128(64, -8), ApInt::from_i128(64, 16))),
            source_ty: arr,
            base: g.clone(),
            indices: vec![fx.cint(64, 0), fx.cint(64, 1)],
        },
    );
    assert_eq!(
        fx.konst(&c),
        "ptr getelementptr inbounds nuw inrange(-8, 16) ([4 x i32], ptr @g, i64 0, i64 1)"
    );
    let v2 = fx.vector(2, i32);
    let vec = konst(v2, ConstKind::Vector(vec![fx.cint(32, 1), fx.cint(32, 2)]));
    let c = expr(
        i32,
        ConstExpr::ExtractElement {
            vec: vec.clone(),
            idx: fx.cint(64, 0),
        },
    );
    assert_eq!(
        fx.konst(&c),
        "i32 extractelement (<2 x i32> <i32 1, i32 2>, i64 0)"
    );
    let c = expr(
        v2,
        ConstExpr::InsertElement {
            vec: vec.clone(),
            elem: fx.cint(32, 9),
            idx: fx.cint(32, 1),
        },
    );
    assert_eq!(
        fx.konst(&c),
        "<2 x i32> insertelement (<2 x i32> <i32 1, i32 2>, i32 9, i32 1)"
    );
    let c = expr(
        v2,
        ConstExpr::ShuffleVector {
            v1: vec.clone(),
            v2: konst(v2, ConstKind::Poison),
            mask: konst(v2, ConstKind::Zero),
        },
    );
    assert_eq!(
        fx.konst(&c),
        "<2 x i32> shufflevector (<2 x i32> <i32 1, i32 2>, <2 x i32> poison, <2 x i32> zeroinitializer)"
    );
    let ptr1 = fx.ty(TypeKind::Ptr { addrspace: 1 });
    let c = expr(
        ptr1,
        ConstExpr::Cast {
            op: CastOp::AddrSpaceCast,
            val: g,
        },
    );
    assert_eq!(
        fx.konst(&c),
        "ptr addrspace(1) addrspacecast (ptr @g to ptr addrspace(1))"
    );
}

// ----- metadata -----

#[test]
fn metadata_forms() {
    let mut fx = Fx::new();
    let (i32, ptr) = (fx.int(32), fx.ptr());
    let p = fx.val("p", ptr);
    let x = fx.val("x", i32);
    let md = |md: &Metadata| {
        let mut pr = super::Printer::new(&fx.m, Some(&fx.f));
        pr.md(md);
        pr.out
    };
    let tuple = Metadata::Tuple {
        distinct: true,
        elems: vec![
            Some(md_str("a\"b\n")),
            None,
            Some(Metadata::Ref(MdId(7))),
            Some(Metadata::Value(konst(
                i32,
                ConstKind::Int(ApInt::from_u64(32, 1)),
            ))),
            Some(Metadata::Tuple {
                distinct: false,
                elems: vec![],
            }),
        ],
    };
    assert_eq!(
        md(&tuple),
        "distinct !{!\"a\\22b\\0A\", null, !7, i32 1, !{}}"
    );
    let loc = Metadata::Specialized {
        distinct: false,
        name: "DILocation".into(),
        fields: vec![
            (Some("line".into()), MdField::Int("3".into())),
            (Some("column".into()), MdField::Int("-1".into())),
            (Some("scope".into()), MdField::Md(Metadata::Ref(MdId(2)))),
            (Some("inlinedAt".into()), MdField::Null),
        ],
    };
    assert_eq!(
        md(&loc),
        "!DILocation(line: 3, column: -1, scope: !2, inlinedAt: null)"
    );
    let sp = Metadata::Specialized {
        distinct: true,
        name: "DISubprogram".into(),
        fields: vec![
            (Some("name".into()), MdField::Str(b"f\\".to_vec())),
            (
                Some("flags".into()),
                MdField::Words(vec![
                    "DIFlagPrototyped".into(),
                    "DIFlagAllCallsDescribed".into(),
                ]),
            ),
            (
                Some("spFlags".into()),
                MdField::Words(vec!["DISPFlagDefinition".into()]),
            ),
            (
                Some("retainedNodes".into()),
                MdField::Md(Metadata::Tuple {
                    distinct: false,
                    elems: vec![],
                }),
            ),
        ],
    };
    assert_eq!(
        md(&sp),
        "distinct !DISubprogram(name: \"f\\5C\", flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition, retainedNodes: !{})"
    );
    let expr = Metadata::Specialized {
        distinct: false,
        name: "DIExpression".into(),
        fields: vec![
            (None, MdField::Words(vec!["DW_OP_LLVM_fragment".into()])),
            (None, MdField::Int("0".into())),
            (None, MdField::Int("8".into())),
        ],
    };
    assert_eq!(md(&expr), "!DIExpression(DW_OP_LLVM_fragment, 0, 8)");
    let args = Metadata::ArgList(vec![
        Metadata::Local(ptr, p),
        Metadata::Local(i32, x),
        Metadata::Value(konst(i32, ConstKind::Poison)),
    ]);
    assert_eq!(md(&args), "!DIArgList(ptr %p, i32 %x, i32 poison)");
    let mut m = fx.m;
    m.named_metadata.push(NamedMetadata {
        name: "llvm.module.flags".into(),
        nodes: vec![MdId(0), MdId(1)],
    });
    m.named_metadata.push(NamedMetadata {
        name: "9 odd".into(),
        nodes: vec![],
    });
    m.metadata.insert(MdId(0), tuple);
    m.metadata.insert(MdId(1), loc);
    assert_eq!(
        print_module(&m),
        "!llvm.module.flags = !{!0, !1}\n!\\39\\20odd = !{}\n\n!0 = distinct !{!\"a\\22b\\0A\", null, !7, i32 1, !{}}\n!1 = !DILocation(line: 3, column: -1, scope: !2, inlinedAt: null)\n"
    );
}

#[test]
fn debug_records_precede_their_instruction() {
    let mut fx = Fx::new();
    let i32 = fx.int(32);
    let x = fx.local("x", i32);
    let mut ret = inst(
        InstKind::Ret {
            val: Some(Typed {
                ty: i32,
                val: Operand::Local(x, Span::default()),
            }),
        },
        None,
    );
    let expr = Metadata::Specialized {
        distinct: false,
        name: "DIExpression".into(),
        fields: Vec::new(),
    };
    ret.dbg = vec![
        DebugRecord {
            kind: "value".into(),
            args: vec![
                Metadata::Local(i32, Operand::Local(x, Span::default())),
                Metadata::Ref(MdId(4)),
                expr,
                Metadata::Ref(MdId(5)),
            ],
        },
        DebugRecord {
            kind: "label".into(),
            args: vec![Metadata::Ref(MdId(6)), Metadata::Ref(MdId(5))],
        },
    ];
    let mut b = block(Some(named("entry")), vec![ret]);
    b.trailing_dbg = vec![DebugRecord {
        kind: "label".into(),
        args: vec![Metadata::Ref(MdId(7)), Metadata::Ref(MdId(5))],
    }];
    fx.body().blocks.push(b);
    let mut m = fx.m;
    m.functions.push(fx.f);
    assert_eq!(
        print_module(&m),
        "define void @f() {\nentry:\n    #dbg_value(i32 %x, !4, !DIExpression(), !5)\n    #dbg_label(!6, !5)\n  ret i32 %x\n    #dbg_label(!7, !5)\n}\n"
    );
}

// ----- attributes -----

#[test]
fn attribute_forms_inline_and_in_groups() {
    let mut fx = Fx::new();
    let (i8, i32) = (fx.int(8), fx.int(32));
    let st = fx.ty(TypeKind::Struct {
        fields: vec![i32, i32],
        packed: false,
    });
    let set = attrs(vec![
        word("noundef"),
        Attr::Int {
            name: "align".into(),
            value: 16,
            parens: false,
        },
        Attr::Int {
            name: "dereferenceable".into(),
            value: 8,
            parens: true,
        },
        Attr::Type {
            name: "byval".into(),
            ty: st,
        },
        Attr::Range {
            ty: i8,
            lo: ApInt::from_i128(8, -1),
            hi: ApInt::from_i128(8, 10),
        },
        Attr::Args {
            name: "captures".into(),
            args: "address, provenance".into(),
        },
        Attr::Str {
            key: "k\"".into(),
            value: Some("v".into()),
        },
        Attr::Str {
            key: "flag".into(),
            value: None,
        },
        Attr::Group(3),
    ]);
    let mut p = super::Printer::new(&fx.m, None);
    p.attr_set(&set, false);
    assert_eq!(
        p.out,
        "noundef align 16 dereferenceable(8) byval({ i32, i32 }) range(i8 -1, 10) captures(address, provenance) \"k\\22\"=\"v\" \"flag\" #3"
    );
    let group = attrs(vec![
        word("nounwind"),
        Attr::Int {
            name: "alignstack".into(),
            value: 16,
            parens: true,
        },
        Attr::Int {
            name: "align".into(),
            value: 8,
            parens: false,
        },
        Attr::Args {
            name: "memory".into(),
            args: "argmem: read".into(),
        },
        Attr::Str {
            key: "frame-pointer".into(),
            value: Some("all".into()),
        },
    ]);
    fx.m.attr_groups.insert(0, group);
    fx.m.attr_groups.insert(7, attrs(vec![word("cold")]));
    assert_eq!(
        print_module(&fx.m),
        "attributes #0 = { nounwind alignstack=16 align=8 memory(argmem: read) \"frame-pointer\"=\"all\" }\nattributes #7 = { cold }\n"
    );
}

// ----- module structure -----

#[test]
fn globals_with_every_property() {
    let mut m = empty_module();
    let i32 = m.types.int(32);
    let ptr = m.types.ptr();
    let one = konst(i32, ConstKind::Int(ApInt::from_u64(32, 1)));
    let mut a = global("a", i32, Some(one.clone()));
    a.props = GlobalProps {
        linkage: Linkage::Internal,
        preemption: Some("dso_local".into()),
        visibility: None,
        dll_storage: None,
        thread_local: Some("thread_local(initialexec)".into()),
        unnamed_addr: Some("unnamed_addr".into()),
        addrspace: Some(1),
        section: Some(".data.a".into()),
        partition: Some("part".into()),
        comdat: Some(Some("a".into())),
        align: Some(4),
    };
    a.externally_initialized = true;
    a.constant = true;
    a.code_model = Some("small".into());
    a.attrs = attrs(vec![
        word("no_sanitize_address"),
        Attr::Group(0),
        word("sanitize_memtag"),
    ]);
    a.md = vec![
        ("dbg".into(), Metadata::Ref(MdId(0))),
        ("type".into(), Metadata::Ref(MdId(1))),
    ];
    let mut b = global("b", ptr, None);
    b.props.linkage = Linkage::ExternWeak;
    b.props.visibility = Some("hidden".into());
    b.props.dll_storage = Some("dllimport".into());
    let c = global("c", i32, None);
    let mut d = global("d", i32, Some(one));
    d.props.linkage = Linkage::LinkOnceOdr;
    d.props.comdat = Some(None);
    d.props.unnamed_addr = Some("local_unnamed_addr".into());
    m.globals = vec![a, b, c, d];
    m.comdats = vec![("a".into(), "any".into()), ("d".into(), "largest".into())];
    assert_eq!(
        print_module(&m),
        "$a = comdat any\n\n$d = comdat largest\n\n\
         @a = internal dso_local thread_local(initialexec) unnamed_addr addrspace(1) externally_initialized constant i32 1, section \".data.a\", partition \"part\", code_model \"small\", no_sanitize_address, sanitize_memtag, comdat($a), align 4, !dbg !0, !type !1 #0\n\
         @b = extern_weak hidden dllimport global ptr\n\
         @c = external global i32\n\
         @d = linkonce_odr local_unnamed_addr global i32 1, comdat\n"
    );
}

#[test]
fn aliases_and_ifuncs() {
    let mut m = empty_module();
    let i8 = m.types.int(8);
    let i64 = m.types.int(64);
    let ptr = m.types.ptr();
    let arr = m.types.intern(TypeKind::Array { len: 4, elem: i8 });
    let zero = konst(arr, ConstKind::Zero);
    m.globals.push(global("g", arr, Some(zero)));
    let g = konst(ptr, ConstKind::Global(GlobalRef::Var(GlobalId(0))));
    let fty = m.types.intern(TypeKind::Function {
        ret: ptr,
        params: vec![],
        varargs: false,
    });
    m.functions
        .push(function("resolver", fty, Vec::new(), None));
    let gep = konst(
        ptr,
        ConstKind::Expr(Box::new(ConstExpr::Gep {
            flags: GepFlags::default(),
            inrange: None,
            source_ty: i8,
            base: g.clone(),
            indices: vec![konst(i64, ConstKind::Int(ApInt::from_u64(64, 1)))],
        })),
    );
    let mut a1 = Alias {
        name: named("a1"),
        props: GlobalProps::default(),
        ty: arr,
        aliasee: g,
        span: Span::default(),
    };
    a1.props.linkage = Linkage::Private;
    a1.props.unnamed_addr = Some("unnamed_addr".into());
    let mut a2 = Alias {
        name: named("a2"),
        props: GlobalProps::default(),
        ty: i8,
        aliasee: gep,
        span: Span::default(),
    };
    a2.props.partition = Some("p".into());
    m.aliases = vec![a1, a2];
    let resolver = konst(ptr, ConstKind::Global(GlobalRef::Func(FuncId(0))));
    m.ifuncs.push(IFunc {
        name: named("i"),
        props: GlobalProps {
            visibility: Some("protected".into()),
            ..GlobalProps::default()
        },
        ty: fty,
        resolver,
        span: Span::default(),
    });
    assert_eq!(
        print_module(&m),
        "@g = global [4 x i8] zeroinitializer\n\n\
         @a1 = private unnamed_addr alias [4 x i8], ptr @g\n\
         @a2 = alias i8, ptr getelementptr (i8, ptr @g, i64 1), partition \"p\"\n\n\
         @i = protected ifunc ptr (), ptr @resolver\n\n\
         declare ptr @resolver()\n"
    );
}

#[test]
fn function_headers() {
    let mut m = empty_module();
    let i32 = m.types.int(32);
    let ptr = m.types.ptr();
    let void = m.types.void();
    let fty = m.types.intern(TypeKind::Function {
        ret: i32,
        params: vec![ptr, i32],
        varargs: true,
    });
    let plain = |ty| Param {
        ty,
        attrs: AttrSet::default(),
        local: None,
    };
    m.functions
        .push(function("pers", fty, vec![plain(ptr), plain(i32)], None));
    let mut f = function(
        "f x",
        fty,
        vec![
            Param {
                ty: ptr,
                attrs: attrs(vec![
                    word("noalias"),
                    Attr::Args {
                        name: "captures".into(),
                        args: "none".into(),
                    },
                ]),
                local: Some(LocalId(0)),
            },
            Param {
                ty: i32,
                attrs: AttrSet::default(),
                local: Some(LocalId(1)),
            },
        ],
        Some(Body {
            blocks: vec![block(
                None,
                vec![inst(
                    InstKind::Ret {
                        val: Some(Typed {
                            ty: i32,
                            val: Operand::Local(LocalId(1), Span::default()),
                        }),
                    },
                    None,
                )],
            )],
            locals: vec![
                Local {
                    name: Some(named("p")),
                    ty: ptr,
                    span: Span::default(),
                },
                Local {
                    name: None,
                    ty: i32,
                    span: Span::default(),
                },
            ],
        }),
    );
    f.props = GlobalProps {
        linkage: Linkage::WeakOdr,
        preemption: Some("dso_local".into()),
        visibility: Some("hidden".into()),
        dll_storage: Some("dllexport".into()),
        thread_local: None,
        unnamed_addr: Some("unnamed_addr".into()),
        addrspace: Some(0),
        section: Some("text".into()),
        partition: Some("pp".into()),
        comdat: Some(None),
        align: Some(16),
    };
    f.cc = Some("cc 10".into());
    f.ret_attrs = attrs(vec![
        word("noundef"),
        Attr::Range {
            ty: i32,
            lo: ApInt::zero(32),
            hi: ApInt::from_u64(32, 10),
        },
    ]);
    f.fn_attrs = attrs(vec![word("nounwind"), Attr::Group(0)]);
    f.gc = Some("statepoint-example".into());
    let one = konst(i32, ConstKind::Int(ApInt::from_u64(32, 1)));
    f.prefix = Some(one.clone());
    f.prologue = Some(one);
    f.personality = Some(konst(ptr, ConstKind::Global(GlobalRef::Func(FuncId(0)))));
    f.md = vec![("dbg".into(), Metadata::Ref(MdId(3)))];
    m.functions.push(f);
    let mut decl = function(
        "decl",
        fty,
        vec![
            Param {
                ty: ptr,
                attrs: attrs(vec![word("nonnull")]),
                local: None,
            },
            Param {
                ty: i32,
                attrs: AttrSet::default(),
                local: None,
            },
        ],
        None,
    );
    decl.md = vec![("dbg".into(), Metadata::Ref(MdId(4)))];
    decl.ty = m.types.intern(TypeKind::Function {
        ret: void,
        params: vec![ptr, i32],
        varargs: false,
    });
    m.functions.push(decl);
    assert_eq!(
        print_module(&m),
        "declare i32 @pers(ptr, i32, ...)\n\n\
         define weak_odr dso_local hidden dllexport cc 10 noundef range(i32 0, 10) i32 @\"f x\"(ptr noalias captures(none) %p, i32, ...) unnamed_addr addrspace(0) nounwind #0 section \"text\" partition \"pp\" comdat align 16 gc \"statepoint-example\" prefix i32 1 prologue i32 1 personality ptr @pers !dbg !3 {\n  ret i32 %0\n}\n\n\
         declare !dbg !4 void @decl(ptr nonnull, i32)\n"
    );
}

#[test]
fn blocks_labels_and_implicit_numbers() {
    let mut m = empty_module();
    let i32 = m.types.int(32);
    let fty = m.types.intern(TypeKind::Function {
        ret: i32,
        params: vec![i32],
        varargs: false,
    });
    let local = |name: Option<Name>| Local {
        name,
        ty: i32,
        span: Span::default(),
    };
    let op = |id| Operand::Local(LocalId(id), Span::default());
    let add = |lhs, rhs| InstKind::Binary {
        op: BinOp::Add,
        flags: IntFlags::default(),
        fmf: FastMath::default(),
        ty: i32,
        lhs,
        rhs,
    };
    // define i32 @f(i32) { %2 = add %0, %0 ; br %3 ; 3: %x = add %2, %2 ; br "4" ; "4": ret %x }
    let body = Body {
        blocks: vec![
            block(
                None,
                vec![
                    inst(add(op(0), op(0)), Some(LocalId(1))),
                    inst(InstKind::Br { dest: BlockId(1) }, None),
                ],
            ),
            block(
                Some(Name::Numbered(3)),
                vec![
                    inst(add(op(1), op(1)), Some(LocalId(2))),
                    inst(InstKind::Br { dest: BlockId(2) }, None),
                ],
            ),
            block(
                Some(named("4")),
                vec![inst(
                    InstKind::Ret {
                        val: Some(Typed {
                            ty: i32,
                            val: op(2),
                        }),
                    },
                    None,
                )],
            ),
        ],
        locals: vec![
            local(None),
            local(Some(Name::Numbered(2))),
            local(Some(named("x"))),
        ],
    };
    let f = function(
        "f",
        fty,
        vec![Param {
            ty: i32,
            attrs: AttrSet::default(),
            local: Some(LocalId(0)),
        }],
        Some(body),
    );
    m.functions.push(f);
    assert_eq!(
        print_module(&m),
        "define i32 @f(i32) {\n  %2 = add i32 %0, %0\n  br label %3\n\n3:\n  %x = add i32 %2, %2\n  br label %\"4\"\n\n\"4\":\n  ret i32 %x\n}\n"
    );
}

#[test]
fn module_header_types_and_section_order() {
    let mut m = empty_module();
    m.source_filename = Some("a\\b.c".into());
    m.datalayout_text = Some("e-m:e-i64:64-n32:64".into());
    m.triple = Some("x86_64-unknown-linux-gnu".into());
    m.module_asm = vec!["foo:".into(), "  .byte \"x\"".into()];
    let i3 = m.types.int(3);
    let i4 = m.types.int(4);
    let i32 = m.types.int(32);
    let t = m.types.named("T");
    let opaque = m.types.named("struct.opaque");
    m.types.named("bits");
    let numbered = m.types.named("0");
    let t_body = m.types.intern(TypeKind::Struct {
        fields: vec![i32, opaque],
        packed: false,
    });
    let bits_body = m.types.intern(TypeKind::BitStruct {
        fields: vec![i3, i4],
    });
    let packed = m.types.intern(TypeKind::Struct {
        fields: vec![t],
        packed: true,
    });
    m.types.set_body(0, t_body);
    m.types.set_body(2, bits_body);
    m.types.set_body(3, packed);
    m.globals.push(global(
        "g",
        numbered,
        Some(konst(numbered, ConstKind::Zero)),
    ));
    let fty = m.types.intern(TypeKind::Function {
        ret: i32,
        params: vec![],
        varargs: false,
    });
    m.functions.push(function("f", fty, Vec::new(), None));
    m.functions.push(function("h", fty, Vec::new(), None));
    m.attr_groups.insert(0, attrs(vec![word("nounwind")]));
    m.named_metadata.push(NamedMetadata {
        name: "llvm.ident".into(),
        nodes: vec![MdId(0)],
    });
    m.metadata.insert(
        MdId(0),
        Metadata::Tuple {
            distinct: false,
            elems: vec![Some(md_str("clang"))],
        },
    );
    assert_eq!(
        print_module(&m),
        "source_filename = \"a\\5Cb.c\"\n\
         target datalayout = \"e-m:e-i64:64-n32:64\"\n\
         target triple = \"x86_64-unknown-linux-gnu\"\n\n\
         module asm \"foo:\"\n\
         module asm \"  .byte \\22x\\22\"\n\n\
         %T = type { i32, %struct.opaque }\n\
         %struct.opaque = type opaque\n\
         %bits = type \\{ i3, i4 }/\n\
         %0 = type <{ %T }>\n\n\
         @g = global %0 zeroinitializer\n\n\
         declare i32 @f()\n\n\
         declare i32 @h()\n\n\
         attributes #0 = { nounwind }\n\n\
         !llvm.ident = !{!0}\n\n\
         !0 = !{!\"clang\"}\n"
    );
}

#[test]
fn empty_module_prints_nothing() {
    assert_eq!(print_module(&empty_module()), "");
}
