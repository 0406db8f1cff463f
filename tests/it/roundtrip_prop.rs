//! Property tests of the printer over random modules built directly as
//! `syntax` data: printing succeeds, LLVM 22 accepts the text, and the
//! parser reads it back to the same module.
//!
//! The generator builds well-typed, well-formed modules: SSA values are used
//! only where they dominate, every phi has one entry per predecessor edge,
//! instruction flags, orderings and attributes are the ones LLVM allows, and
//! ids follow the data model (globals and functions in definition order,
//! locals as parameters then results in written order).

use std::collections::{BTreeMap, HashMap, HashSet};
use std::io::Write;
use std::process::{Command, Stdio};

use llsem::apint::ApInt;
use llsem::syntax::print::print_module;
use llsem::syntax::*;
use quickcheck::{Arbitrary, Gen, QuickCheck, TestResult};

// ----- the wrappers quickcheck draws -----

/// A random module that may use llsem's extensions (the bit-packed struct
/// `\{ ... }/`), which LLVM itself does not read.
#[derive(Clone, Debug)]
struct AnyModule(Module);

/// A random module in the language LLVM 22 accepts.
#[derive(Clone, Debug)]
struct LlvmModule(Module);

impl Arbitrary for AnyModule {
    fn arbitrary(g: &mut Gen) -> AnyModule {
        AnyModule(ModuleGen::new(g, Dialect::Llsem).build())
    }
}

impl Arbitrary for LlvmModule {
    fn arbitrary(g: &mut Gen) -> LlvmModule {
        LlvmModule(ModuleGen::new(g, Dialect::Llvm).build())
    }
}

/// Which language the generated module is in.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Dialect {
    /// Only what LLVM 22 accepts.
    Llvm,
    /// LLVM plus llsem's extensions.
    Llsem,
}

// ----- random choices -----

/// Random choices, drawn from quickcheck's generator.
struct Dice<'g>(&'g mut Gen);

impl Dice<'_> {
    fn u64(&mut self) -> u64 {
        u64::arbitrary(self.0)
    }

    /// A number in `0..n` (0 when `n` is 0).
    fn below(&mut self, n: usize) -> usize {
        if n <= 1 {
            0
        } else {
            (self.u64() % n as u64) as usize
        }
    }

    /// A number in `lo..=hi`.
    fn range(&mut self, lo: usize, hi: usize) -> usize {
        lo + self.below(hi - lo + 1)
    }

    /// True with the given probability in percent.
    fn chance(&mut self, percent: u64) -> bool {
        self.u64() % 100 < percent
    }

    /// An element of a non-empty slice.
    fn pick<T: Clone>(&mut self, xs: &[T]) -> T {
        xs[self.below(xs.len())].clone()
    }
}

fn sp() -> Span {
    Span::default()
}

fn named(s: &str) -> Name {
    Name::Named(s.to_string())
}

fn word(w: &str) -> Attr {
    Attr::Word(w.to_string())
}

/// What a planned function is for.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Role {
    /// A random signature; defined (random body) or declared.
    Random,
    /// `declare i1 @llvm.type.test(ptr, metadata)`.
    TypeTest,
    /// A personality function declaration.
    Personality,
    /// `declare void @eh.callee()`.
    EhCallee,
    /// `invoke` / `landingpad` / `resume`.
    EhLandingPad,
    /// `invoke` / `catchswitch` / `catchpad` / `catchret` / `cleanuppad` /
    /// `cleanupret`.
    EhFunclet,
    /// Debug records and debug metadata.
    Debug,
    /// An ifunc resolver returning a function's address.
    Resolver,
}

/// Builds one random module.
struct ModuleGen<'g> {
    dice: Dice<'g>,
    dialect: Dialect,
    m: Module,
    /// Integer types of the pool.
    ints: Vec<TypeId>,
    /// Floating-point types of the pool.
    floats: Vec<TypeId>,
    /// `ptr` and `ptr addrspace(1)`.
    ptrs: Vec<TypeId>,
    /// Fixed-length vector types of the pool.
    vectors: Vec<TypeId>,
    /// Array and struct types of the pool.
    aggregates: Vec<TypeId>,
    /// `<vscale x 4 x i32>`, used only where it is simple to.
    scalable: TypeId,
    /// `ptr`.
    ptr: TypeId,
    /// The address type of each global variable.
    global_addr: Vec<TypeId>,
    /// The address type of each alias.
    alias_addr: Vec<TypeId>,
    /// What each function is for.
    roles: Vec<Role>,
    /// Generic metadata nodes usable as attachments.
    md_nodes: Vec<MdId>,
    /// Attribute groups of function attributes.
    fn_groups: Vec<u32>,
    /// An attribute group of string attributes, for globals.
    global_group: Option<u32>,
}

impl<'g> ModuleGen<'g> {
    fn new(g: &'g mut Gen, dialect: Dialect) -> ModuleGen<'g> {
        let mut types = TypeTable::new();
        let i32 = types.int(32);
        let scalable = types.intern(TypeKind::Vector {
            len: 4,
            scalable: true,
            elem: i32,
        });
        let ptr = types.ptr();
        ModuleGen {
            dice: Dice(g),
            dialect,
            m: Module {
                source: SourceFile::default(),
                source_filename: None,
                datalayout_text: None,
                layout: DataLayout::default(),
                triple: None,
                module_asm: Vec::new(),
                types,
                globals: Vec::new(),
                functions: Vec::new(),
                aliases: Vec::new(),
                ifuncs: Vec::new(),
                comdats: Vec::new(),
                attr_groups: BTreeMap::new(),
                named_metadata: Vec::new(),
                metadata: BTreeMap::new(),
                metadata_spans: MetadataSpans::default(),
            },
            ints: Vec::new(),
            floats: Vec::new(),
            ptrs: Vec::new(),
            vectors: Vec::new(),
            aggregates: Vec::new(),
            scalable,
            ptr,
            global_addr: Vec::new(),
            alias_addr: Vec::new(),
            roles: Vec::new(),
            md_nodes: Vec::new(),
            fn_groups: Vec::new(),
            global_group: None,
        }
    }

    fn build(mut self) -> Module {
        self.header();
        self.types();
        self.attr_groups();
        self.plan_globals();
        self.plan_functions();
        self.generic_metadata();
        self.global_initializers();
        self.aliases_and_ifuncs();
        self.function_bodies();
        self.m
    }

    // ----- types -----

    fn ty(&mut self, kind: TypeKind) -> TypeId {
        self.m.types.intern(kind)
    }

    fn kind(&self, ty: TypeId) -> TypeKind {
        self.m.types.resolved(ty).clone()
    }

    fn vector_of(&mut self, len: u32, elem: TypeId) -> TypeId {
        self.ty(TypeKind::Vector {
            len,
            scalable: false,
            elem,
        })
    }

    /// Sets the body of the identified struct `named`.
    fn set_body(&mut self, named: TypeId, body: TypeId) {
        if let TypeKind::Named(n) = self.m.types.kind(named) {
            let n = *n;
            self.m.types.set_body(n, body);
        }
    }

    fn types(&mut self) {
        let mut widths = vec![1, 8, 16, 32, 64];
        for _ in 0..self.dice.range(1, 3) {
            let w = self
                .dice
                .pick(&[2, 3, 7, 33, 63, 65, 100, 128, 129, 256, 300]);
            if !widths.contains(&w) {
                widths.push(w);
            }
        }
        self.ints = widths.into_iter().map(|w| self.m.types.int(w)).collect();
        let float_kinds = FloatKind::ALL;
        self.floats = float_kinds
            .into_iter()
            .map(|k| self.ty(TypeKind::Float(k)))
            .collect();
        let ptr = self.m.types.ptr();
        let ptr1 = self.ty(TypeKind::Ptr { addrspace: 1 });
        self.ptrs = vec![ptr, ptr1];
        for _ in 0..self.dice.range(2, 4) {
            let len = self.dice.pick(&[1, 2, 4, 8]);
            let elem = match self.dice.below(3) {
                0 => self.dice.pick(&self.ints.clone()),
                1 => self.dice.pick(&self.floats[..4]),
                _ => ptr,
            };
            let v = self.vector_of(len, elem);
            self.vectors.push(v);
        }
        let i8 = self.m.types.int(8);
        let i32 = self.m.types.int(32);
        let str_ty = self.ty(TypeKind::Array { len: 5, elem: i8 });
        self.aggregates.push(str_ty);
        for _ in 0..self.dice.range(2, 4) {
            let agg = self.random_aggregate();
            self.aggregates.push(agg);
        }
        let named = self.m.types.named("struct.S");
        let body = self.random_struct_body(false);
        self.set_body(named, body);
        self.aggregates.push(named);
        self.m.types.named("struct.Opaque");
        let numbered = self.m.types.named("0");
        let body = self.ty(TypeKind::Struct {
            fields: vec![i32, named],
            packed: true,
        });
        self.set_body(numbered, body);
        self.aggregates.push(numbered);
        if self.dialect == Dialect::Llsem {
            let bits = self.m.types.named("struct.bits");
            let fields = (0..self.dice.range(1, 4))
                .map(|_| {
                    let w = self.dice.range(1, 12) as u32;
                    self.m.types.int(w)
                })
                .collect();
            let body = self.ty(TypeKind::BitStruct { fields });
            self.set_body(bits, body);
            self.aggregates.push(bits);
        }
    }

    fn scalar(&mut self) -> TypeId {
        match self.dice.below(3) {
            0 => self.dice.pick(&self.ints.clone()),
            1 => self.dice.pick(&self.floats.clone()),
            _ => self.dice.pick(&self.ptrs.clone()),
        }
    }

    fn random_struct_body(&mut self, packed: bool) -> TypeId {
        let fields = (0..self.dice.range(1, 3)).map(|_| self.scalar()).collect();
        self.ty(TypeKind::Struct { fields, packed })
    }

    fn random_aggregate(&mut self) -> TypeId {
        match self.dice.below(4) {
            0 => {
                let len = self.dice.pick(&[0, 1, 2, 3]);
                let elem = self.scalar();
                self.ty(TypeKind::Array { len, elem })
            }
            1 => {
                let inner = self.random_struct_body(false);
                let len = self.dice.range(1, 2) as u64;
                self.ty(TypeKind::Array { len, elem: inner })
            }
            2 => {
                let packed = self.dice.chance(40);
                self.random_struct_body(packed)
            }
            _ => {
                let elem = self.scalar();
                let arr = self.ty(TypeKind::Array { len: 2, elem });
                let other = self.scalar();
                self.ty(TypeKind::Struct {
                    fields: vec![arr, other],
                    packed: false,
                })
            }
        }
    }

    /// Every first-class, sized, fixed-size type of the pool.
    fn pool(&self) -> Vec<TypeId> {
        let mut all = self.ints.clone();
        all.extend(&self.floats);
        all.extend(&self.ptrs);
        all.extend(&self.vectors);
        all.extend(&self.aggregates);
        all
    }

    fn pool_type(&mut self) -> TypeId {
        let pool = self.pool();
        self.dice.pick(&pool)
    }

    fn int_width(&self, ty: TypeId) -> Option<u32> {
        match self.m.types.kind(ty) {
            TypeKind::Int(w) => Some(*w),
            _ => None,
        }
    }

    fn float_kind(&self, ty: TypeId) -> Option<FloatKind> {
        match self.m.types.kind(ty) {
            TypeKind::Float(k) => Some(*k),
            _ => None,
        }
    }

    /// Whether fast-math flags are allowed on a `phi`/`select`/`call` of
    /// this type: floating point, or vectors or arrays of it.
    fn fp_shaped(&self, ty: TypeId) -> bool {
        match self.m.types.kind(ty) {
            TypeKind::Float(_) => true,
            TypeKind::Vector { elem, .. } => self.float_kind(*elem).is_some(),
            TypeKind::Array { elem, .. } => self.fp_shaped(*elem),
            _ => false,
        }
    }

    /// The size in bytes of a type `load atomic` and friends accept.
    fn atomic_bytes(&self, ty: TypeId) -> Option<u64> {
        match self.m.types.kind(ty) {
            TypeKind::Int(w) if [8, 16, 32, 64, 128].contains(w) => Some(*w as u64 / 8),
            TypeKind::Float(k) => match k {
                FloatKind::Half | FloatKind::BFloat => Some(2),
                FloatKind::Float => Some(4),
                FloatKind::Double => Some(8),
                FloatKind::Fp128 => Some(16),
                FloatKind::X86Fp80 | FloatKind::PpcFp128 => None,
            },
            TypeKind::Ptr { .. } => Some(8),
            _ => None,
        }
    }

    // ----- module header, attribute groups, metadata -----

    fn header(&mut self) {
        if self.dice.chance(70) {
            let name = self.dice.pick(&["gen.ll", "dir/a \"b\".c", "x\\y.ll"]);
            self.m.source_filename = Some(name.to_string());
        }
        if self.dice.chance(40) {
            let text =
                "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128";
            if let Ok(layout) = DataLayout::parse(text) {
                self.m.datalayout_text = Some(text.to_string());
                self.m.layout = layout;
            }
        }
        if self.dice.chance(40) {
            self.m.triple = Some("x86_64-unknown-linux-gnu".to_string());
        }
        if self.dice.chance(20) {
            self.m.module_asm = vec![".text".to_string(), "  .globl \"sym\"".to_string()];
        }
    }

    fn attr_groups(&mut self) {
        let candidates = [
            vec![word("nounwind")],
            vec![
                word("nounwind"),
                Attr::Str {
                    key: "frame-pointer".into(),
                    value: Some("all".into()),
                },
            ],
            vec![
                word("cold"),
                Attr::Int {
                    name: "alignstack".into(),
                    value: 16,
                    parens: true,
                },
            ],
            vec![
                word("noinline"),
                Attr::Args {
                    name: "memory".into(),
                    args: "argmem: readwrite".into(),
                },
            ],
            vec![Attr::Str {
                key: "gen-flag".into(),
                value: None,
            }],
        ];
        let count = self.dice.below(3);
        for n in 0..count {
            let set = self.dice.pick(&candidates);
            self.m.attr_groups.insert(n as u32, AttrSet(set));
            self.fn_groups.push(n as u32);
        }
        if self.dice.chance(30) {
            let n = count as u32;
            self.m.attr_groups.insert(
                n,
                AttrSet(vec![Attr::Str {
                    key: "bss-section".into(),
                    value: Some("gen.bss".into()),
                }]),
            );
            self.global_group = Some(n);
        }
    }

    fn add_md(&mut self, md: Metadata) -> MdId {
        let id = MdId(self.m.metadata.len() as u32);
        self.m.metadata.insert(id, md);
        id
    }

    fn generic_metadata(&mut self) {
        let i32 = self.m.types.int(32);
        let seven = Const {
            ty: i32,
            kind: ConstKind::Int(ApInt::from_u64(32, 7)),
        };
        let first = self.add_md(Metadata::Tuple {
            distinct: false,
            elems: vec![
                Some(Metadata::String(b"gen \"tag\"\n".to_vec())),
                Some(Metadata::Value(seven)),
            ],
        });
        let mut elems = vec![None, Some(Metadata::Ref(first))];
        if !self.m.globals.is_empty() {
            let addr = self.global_addr[0];
            elems.push(Some(Metadata::Value(Const {
                ty: addr,
                kind: ConstKind::Global(GlobalRef::Var(GlobalId(0))),
            })));
        }
        let second = self.add_md(Metadata::Tuple {
            distinct: true,
            elems,
        });
        self.md_nodes = vec![first, second];
        self.m.named_metadata.push(NamedMetadata {
            name: "gen.named".into(),
            nodes: vec![first, second],
        });
    }

    /// A random metadata attachment list.
    fn attachments(&mut self, prefix: &str) -> Vec<(String, Metadata)> {
        if self.md_nodes.is_empty() || !self.dice.chance(20) {
            return Vec::new();
        }
        let node = self.dice.pick(&self.md_nodes.clone());
        vec![(format!("{prefix}.tag"), Metadata::Ref(node))]
    }

    // ----- constants -----

    fn random_apint(&mut self, width: u32) -> ApInt {
        match self.dice.below(7) {
            0 => ApInt::zero(width),
            1 => ApInt::from_u64(width, 1),
            2 => ApInt::all_ones(width),
            3 => {
                let mut limbs = vec![0u64; width.div_ceil(64) as usize];
                let top = width - 1;
                limbs[(top / 64) as usize] = 1 << (top % 64);
                ApInt::from_limbs(width, &limbs)
            }
            4 => ApInt::from_u64(width, self.dice.below(300) as u64),
            _ => {
                let limbs: Vec<u64> = (0..width.div_ceil(64)).map(|_| self.dice.u64()).collect();
                ApInt::from_limbs(width, &limbs)
            }
        }
    }

    fn random_float_bits(&mut self, kind: FloatKind) -> u128 {
        let nice: &[u128] = match kind {
            FloatKind::Half => &[0x3C00, 0x7E00, 0x7C01, 0x8000, 0x0001, 0x4248],
            FloatKind::BFloat => &[0x3F80, 0x7FC0, 0xFF80, 0x0001],
            FloatKind::Float => &[
                0x3F80_0000,
                0x3DCC_CCCD,
                0x8000_0000,
                0x7F80_0000,
                0x7FC0_0000,
                0x7FA0_0000,
                0xFFC0_0001,
                0x0000_0001,
                0x4049_0FDB,
            ],
            FloatKind::Double => &[
                0x3FF0_0000_0000_0000,
                0x3FB9_9999_9999_999A,
                0x7FF8_0000_0000_0000,
                0xFFF0_0000_0000_0000,
                0x0000_0000_0000_0001,
                0x3FD5_5555_5555_5555,
                0x4132_D687_0000_0000,
            ],
            FloatKind::X86Fp80 => &[0x3FFF_8000_0000_0000_0000, 0xFFFF_C000_0000_0000_0000],
            FloatKind::Fp128 => &[0x3FFF_0000_0000_0000_0000_0000_0000_0000],
            FloatKind::PpcFp128 => &[0x3FF0_0000_0000_0000],
        };
        if self.dice.chance(50) {
            return self.dice.pick(nice);
        }
        let raw = (self.dice.u64() as u128) << 64 | self.dice.u64() as u128;
        match kind {
            FloatKind::Half | FloatKind::BFloat => raw & 0xFFFF,
            FloatKind::Float => raw & 0xFFFF_FFFF,
            FloatKind::Double => raw & u64::MAX as u128,
            FloatKind::X86Fp80 => raw & ((1u128 << 80) - 1),
            FloatKind::Fp128 => raw,
            // A pair of doubles whose low part is zero: always canonical.
            FloatKind::PpcFp128 => raw & u64::MAX as u128,
        }
    }

    /// A constant of type `ty`; `depth` bounds constant expressions.
    fn constant(&mut self, ty: TypeId, depth: u32) -> Const {
        let kind = self.kind(ty);
        if self.dice.chance(8) && !matches!(kind, TypeKind::Named(_)) {
            let k = if self.dice.chance(50) {
                ConstKind::Undef
            } else {
                ConstKind::Poison
            };
            return Const { ty, kind: k };
        }
        let kind = match kind {
            TypeKind::Int(w) => return self.int_constant(ty, w, depth),
            TypeKind::Float(k) => ConstKind::Float(self.random_float_bits(k)),
            TypeKind::Ptr { addrspace } => return self.ptr_constant(ty, addrspace, depth),
            TypeKind::Vector {
                scalable: true,
                elem,
                ..
            } => {
                if self.dice.chance(50) {
                    ConstKind::Splat(Box::new(self.constant(elem, 0)))
                } else {
                    ConstKind::Zero
                }
            }
            TypeKind::Vector { len, elem, .. } => {
                return self.vector_constant(ty, len, elem, depth);
            }
            TypeKind::Array { len, elem } => {
                let i8 = self.m.types.int(8);
                if self.dice.chance(15) {
                    ConstKind::Zero
                } else if elem == i8 && self.dice.chance(60) {
                    let bytes = (0..len)
                        .map(|_| {
                            self.dice
                                .pick(&[b'a', b'"', b'\\', 0, 0x7f, 0xff, b' ', b'\n'])
                        })
                        .collect();
                    ConstKind::CString(bytes)
                } else {
                    let elems = (0..len).map(|_| self.constant(elem, depth)).collect();
                    ConstKind::Array(elems)
                }
            }
            TypeKind::Struct { fields, .. } | TypeKind::BitStruct { fields } => {
                if self.dice.chance(15) {
                    ConstKind::Zero
                } else {
                    let fields = fields.iter().map(|&f| self.constant(f, depth)).collect();
                    ConstKind::Struct(fields)
                }
            }
            TypeKind::Void
            | TypeKind::Label
            | TypeKind::Metadata
            | TypeKind::Token
            | TypeKind::X86Amx
            | TypeKind::Named(_)
            | TypeKind::Function { .. }
            | TypeKind::TargetExt { .. } => ConstKind::Zero,
        };
        Const { ty, kind }
    }

    fn int_constant(&mut self, ty: TypeId, width: u32, depth: u32) -> Const {
        if depth > 0 && self.dice.chance(15) {
            let expr = match self.dice.below(4) {
                0 => {
                    let op = self.dice.pick(&[BinOp::Add, BinOp::Sub, BinOp::Xor]);
                    let wrap = op != BinOp::Xor;
                    let flags = IntFlags {
                        nuw: wrap && self.dice.chance(50),
                        nsw: wrap && self.dice.chance(50),
                        ..IntFlags::default()
                    };
                    ConstExpr::Binary {
                        op,
                        flags,
                        lhs: self.constant(ty, depth - 1),
                        rhs: self.constant(ty, depth - 1),
                    }
                }
                1 => {
                    let ptr = self.m.types.ptr();
                    ConstExpr::Cast {
                        op: CastOp::PtrToInt,
                        val: self.ptr_constant(ptr, 0, depth - 1),
                    }
                }
                2 => {
                    let wider = self.m.types.int(width + 1 + self.dice.below(8) as u32);
                    ConstExpr::Cast {
                        op: CastOp::Trunc,
                        val: self.constant(wider, depth - 1),
                    }
                }
                _ => {
                    let vt = self.vector_of(2, ty);
                    let i32 = self.m.types.int(32);
                    let idx = self.dice.below(2) as u64;
                    ConstExpr::ExtractElement {
                        vec: self.constant(vt, depth - 1),
                        idx: int_const(i32, ApInt::from_u64(32, idx)),
                    }
                }
            };
            return Const {
                ty,
                kind: ConstKind::Expr(Box::new(expr)),
            };
        }
        let v = self.random_apint(width);
        int_const(ty, v)
    }

    /// The address of a random global value of address type `ty`.
    fn global_address(&mut self, ty: TypeId, addrspace: u32) -> Option<Const> {
        let mut refs = Vec::new();
        for (i, &a) in self.global_addr.iter().enumerate() {
            if a == ty {
                refs.push(GlobalRef::Var(GlobalId(i as u32)));
            }
        }
        for (i, &a) in self.alias_addr.iter().enumerate() {
            if a == ty {
                refs.push(GlobalRef::Alias(AliasId(i as u32)));
            }
        }
        if addrspace == 0 {
            for (i, role) in self.roles.iter().enumerate() {
                if *role == Role::Random {
                    refs.push(GlobalRef::Func(FuncId(i as u32)));
                }
            }
        }
        if refs.is_empty() {
            return None;
        }
        let r = self.dice.pick(&refs);
        let kind = match r {
            GlobalRef::Func(_) if self.dice.chance(10) => ConstKind::NoCfi(r),
            GlobalRef::Func(_) if self.dice.chance(10) => ConstKind::DsoLocalEquivalent(r),
            _ => ConstKind::Global(r),
        };
        Some(Const { ty, kind })
    }

    fn ptr_constant(&mut self, ty: TypeId, addrspace: u32, depth: u32) -> Const {
        let null = Const {
            ty,
            kind: ConstKind::Null,
        };
        match self.dice.below(6) {
            0 => null,
            1 | 2 => self.global_address(ty, addrspace).unwrap_or(null),
            3 if depth > 0 => {
                let base = self.global_address(ty, addrspace).unwrap_or(null);
                let i8 = self.m.types.int(8);
                let i64 = self.m.types.int(64);
                let (source_ty, indices) = if self.dice.chance(50) {
                    (i8, vec![self.constant(i64, 0)])
                } else {
                    let arr = self.ty(TypeKind::Array { len: 4, elem: i8 });
                    let zero = int_const(i64, ApInt::zero(64));
                    let idx = int_const(i64, ApInt::from_u64(64, self.dice.below(4) as u64));
                    (arr, vec![zero, idx])
                };
                let inrange = self
                    .dice
                    .chance(20)
                    .then(|| (ApInt::from_i128(64, -4), ApInt::from_i128(64, 8)));
                let expr = ConstExpr::Gep {
                    flags: GepFlags {
                        inbounds: self.dice.chance(50),
                        nusw: self.dice.chance(30),
                        nuw: self.dice.chance(30),
                    },
                    inrange,
                    source_ty,
                    base,
                    indices,
                };
                Const {
                    ty,
                    kind: ConstKind::Expr(Box::new(expr)),
                }
            }
            4 if depth > 0 => {
                let i64 = self.m.types.int(64);
                let expr = ConstExpr::Cast {
                    op: CastOp::IntToPtr,
                    val: self.constant(i64, 0),
                };
                Const {
                    ty,
                    kind: ConstKind::Expr(Box::new(expr)),
                }
            }
            5 if depth > 0 => {
                let other_as = 1 - addrspace.min(1);
                let other = self.ty(TypeKind::Ptr {
                    addrspace: other_as,
                });
                let Some(val) = self.global_address(other, other_as) else {
                    return null;
                };
                let expr = ConstExpr::Cast {
                    op: CastOp::AddrSpaceCast,
                    val,
                };
                Const {
                    ty,
                    kind: ConstKind::Expr(Box::new(expr)),
                }
            }
            _ => null,
        }
    }

    fn vector_constant(&mut self, ty: TypeId, len: u32, elem: TypeId, depth: u32) -> Const {
        let kind = match self.dice.below(6) {
            0 => ConstKind::Zero,
            1 => ConstKind::Splat(Box::new(self.constant(elem, 0))),
            2 if depth > 0 => {
                let i32 = self.m.types.int(32);
                let src_len = self.dice.pick(&[1u32, 2, 4]);
                let src = self.vector_of(src_len, elem);
                let mask_ty = self.vector_of(len, i32);
                let mask = self.shuffle_mask(mask_ty, len, src_len);
                ConstKind::Expr(Box::new(ConstExpr::ShuffleVector {
                    v1: self.constant(src, depth - 1),
                    v2: self.constant(src, depth - 1),
                    mask,
                }))
            }
            3 if depth > 0 => {
                let i64 = self.m.types.int(64);
                let idx = self.dice.below(len as usize) as u64;
                ConstKind::Expr(Box::new(ConstExpr::InsertElement {
                    vec: self.constant(ty, depth - 1),
                    elem: self.constant(elem, 0),
                    idx: int_const(i64, ApInt::from_u64(64, idx)),
                }))
            }
            _ => {
                let elems = (0..len).map(|_| self.constant(elem, depth)).collect();
                ConstKind::Vector(elems)
            }
        };
        Const { ty, kind }
    }

    /// A `<len x i32>` shuffle mask picking from two `<src_len x T>`.
    fn shuffle_mask(&mut self, mask_ty: TypeId, len: u32, src_len: u32) -> Const {
        let i32 = self.m.types.int(32);
        let kind = match self.dice.below(5) {
            0 => ConstKind::Zero,
            1 => ConstKind::Poison,
            _ => ConstKind::Vector(
                (0..len)
                    .map(|_| {
                        if self.dice.chance(15) {
                            Const {
                                ty: i32,
                                kind: ConstKind::Poison,
                            }
                        } else {
                            let i = self.dice.below(2 * src_len as usize) as u64;
                            int_const(i32, ApInt::from_u64(32, i))
                        }
                    })
                    .collect(),
            ),
        };
        Const { ty: mask_ty, kind }
    }

    // ----- globals, aliases, ifuncs -----

    fn plan_globals(&mut self) {
        let count = self.dice.range(1, 4);
        let mut unnamed = 0;
        for i in 0..count {
            let ty = self.pool_type();
            let addrspace = if self.dice.chance(15) { 1 } else { 0 };
            let addr = self.ty(TypeKind::Ptr { addrspace });
            let name = if i == unnamed && self.dice.chance(25) {
                unnamed += 1;
                Name::Numbered(i as u32)
            } else if self.dice.chance(15) {
                named(&format!("g {i}\"q"))
            } else {
                named(&format!("g{i}"))
            };
            let mut props = GlobalProps::default();
            if addrspace == 1 {
                props.addrspace = Some(1);
            }
            self.m.globals.push(Global {
                name,
                props,
                externally_initialized: false,
                constant: false,
                ty,
                init: None,
                code_model: None,
                attrs: AttrSet::default(),
                md: Vec::new(),
                span: sp(),
            });
            self.global_addr.push(addr);
        }
        if self.dice.chance(40) {
            let opaque = self.m.types.named("struct.Opaque");
            let ptr = self.m.types.ptr();
            self.m.globals.push(Global {
                name: named("ext.opaque"),
                props: GlobalProps {
                    linkage: Linkage::ExternalExplicit,
                    ..GlobalProps::default()
                },
                externally_initialized: false,
                constant: self.dice.chance(50),
                ty: opaque,
                init: None,
                code_model: None,
                attrs: AttrSet::default(),
                md: Vec::new(),
                span: sp(),
            });
            self.global_addr.push(ptr);
        }
    }

    fn global_initializers(&mut self) {
        for i in 0..self.m.globals.len() {
            let ty = self.m.globals[i].ty;
            if self.m.types.is_opaque(ty) {
                continue;
            }
            let declared = self.dice.chance(15);
            let init = (!declared).then(|| self.constant(ty, 2));
            let props = self.global_props(i, declared);
            let md = self.attachments("gen.g");
            let mut attrs = Vec::new();
            if self.dice.chance(15) {
                attrs.push(word(self.dice.pick(&[
                    "no_sanitize_address",
                    "no_sanitize_hwaddress",
                    "sanitize_address_dyninit",
                ])));
            }
            if let Some(n) = self.global_group
                && self.dice.chance(50)
            {
                attrs.push(Attr::Group(n));
            }
            let g = &mut self.m.globals[i];
            g.init = init;
            g.props = props;
            g.md = md;
            g.attrs = AttrSet(attrs);
            if !declared {
                g.constant = self.dice.chance(30);
                g.externally_initialized = !g.constant && self.dice.chance(10);
                if self.dice.chance(15) {
                    g.code_model = Some(self.dice.pick(&["small", "large"]).to_string());
                }
            }
        }
    }

    fn global_props(&mut self, index: usize, declared: bool) -> GlobalProps {
        let addrspace = self.m.globals[index].props.addrspace;
        let mut props = GlobalProps {
            addrspace,
            ..GlobalProps::default()
        };
        props.linkage = if declared {
            self.dice
                .pick(&[Linkage::ExternalExplicit, Linkage::ExternWeak])
        } else {
            self.dice.pick(&[
                Linkage::External,
                Linkage::Internal,
                Linkage::Private,
                Linkage::Weak,
                Linkage::LinkOnceOdr,
                Linkage::WeakOdr,
                Linkage::AvailableExternally,
            ])
        };
        let local = matches!(props.linkage, Linkage::Internal | Linkage::Private);
        if !local && self.dice.chance(30) {
            props.visibility = Some(self.dice.pick(&["hidden", "protected", "default"]).into());
        }
        if self.dice.chance(20) {
            props.preemption = Some(
                if local {
                    "dso_local"
                } else {
                    self.dice.pick(&["dso_local", "dso_preemptable"])
                }
                .into(),
            );
        }
        if self.dice.chance(15) {
            props.thread_local = Some(
                self.dice
                    .pick(&[
                        "thread_local",
                        "thread_local(localdynamic)",
                        "thread_local(initialexec)",
                        "thread_local(localexec)",
                    ])
                    .into(),
            );
        }
        if self.dice.chance(20) {
            props.unnamed_addr = Some(
                self.dice
                    .pick(&["unnamed_addr", "local_unnamed_addr"])
                    .into(),
            );
        }
        if declared {
            return props;
        }
        if self.dice.chance(15) {
            props.section = Some(self.dice.pick(&[".data.gen", "sec \"q\""]).into());
        }
        if self.dice.chance(10) {
            props.partition = Some("part".into());
        }
        if self.dice.chance(30) {
            props.align = Some(1 << self.dice.below(6));
        }
        let comdat_ok = matches!(
            props.linkage,
            Linkage::External | Linkage::Weak | Linkage::LinkOnceOdr | Linkage::WeakOdr
        );
        if comdat_ok && self.dice.chance(20) {
            props.comdat = Some(self.comdat_for(index));
        }
        props
    }

    /// `comdat` (a comdat named like the global) or `comdat($other)`,
    /// declaring the comdat.
    fn comdat_for(&mut self, index: usize) -> Option<String> {
        let kind = self
            .dice
            .pick(&["any", "exactmatch", "largest", "nodeduplicate", "samesize"]);
        match &self.m.globals[index].name {
            Name::Named(own) if self.dice.chance(50) => {
                let own = own.clone();
                self.m.comdats.push((own, kind.into()));
                None
            }
            _ => {
                let name = format!("c{}", self.m.comdats.len());
                self.m.comdats.push((name.clone(), kind.into()));
                Some(name)
            }
        }
    }

    fn aliases_and_ifuncs(&mut self) {
        let defined: Vec<usize> = (0..self.m.globals.len())
            .filter(|&i| {
                let g = &self.m.globals[i];
                g.init.is_some()
                    && g.props.linkage != Linkage::AvailableExternally
                    && g.props.thread_local.is_none()
            })
            .collect();
        if !defined.is_empty() && self.dice.chance(50) {
            for n in 0..self.dice.range(1, 2) {
                let target = self.dice.pick(&defined);
                let addr = self.global_addr[target];
                let base = Const {
                    ty: addr,
                    kind: ConstKind::Global(GlobalRef::Var(GlobalId(target as u32))),
                };
                let i8 = self.m.types.int(8);
                let i64 = self.m.types.int(64);
                let (ty, aliasee) = if self.dice.chance(40) {
                    let idx = int_const(i64, ApInt::from_u64(64, 1));
                    let gep = ConstExpr::Gep {
                        flags: GepFlags::default(),
                        inrange: None,
                        source_ty: i8,
                        base,
                        indices: vec![idx],
                    };
                    (
                        i8,
                        Const {
                            ty: addr,
                            kind: ConstKind::Expr(Box::new(gep)),
                        },
                    )
                } else {
                    (self.m.globals[target].ty, base)
                };
                let linkage = self.dice.pick(&[
                    Linkage::External,
                    Linkage::Internal,
                    Linkage::Private,
                    Linkage::WeakOdr,
                ]);
                let mut props = GlobalProps {
                    linkage,
                    ..GlobalProps::default()
                };
                if self.dice.chance(20) {
                    props.unnamed_addr = Some("unnamed_addr".into());
                }
                if self.dice.chance(10) {
                    props.partition = Some("part".into());
                }
                self.m.aliases.push(Alias {
                    name: named(&format!("alias{n}")),
                    props,
                    ty,
                    aliasee,
                    span: sp(),
                });
                self.alias_addr.push(addr);
            }
        }
        if let Some(resolver) = self.roles.iter().position(|r| *r == Role::Resolver) {
            let ptr = self.m.types.ptr();
            let void = self.m.types.void();
            let fn_ty = self.ty(TypeKind::Function {
                ret: void,
                params: Vec::new(),
                varargs: false,
            });
            let mut props = GlobalProps::default();
            if self.dice.chance(30) {
                props.linkage = Linkage::Internal;
            }
            self.m.ifuncs.push(IFunc {
                name: named("ifunc0"),
                props,
                ty: fn_ty,
                resolver: Const {
                    ty: ptr,
                    kind: ConstKind::Global(GlobalRef::Func(FuncId(resolver as u32))),
                },
                span: sp(),
            });
        }
    }

    // ----- functions -----

    fn declare(&mut self, name: &str, role: Role, ty: TypeId, params: Vec<TypeId>) {
        let params = params
            .into_iter()
            .map(|ty| Param {
                ty,
                attrs: AttrSet::default(),
                local: None,
            })
            .collect();
        self.m
            .functions
            .push(Function::declaration(named(name), ty, params, sp()));
        self.roles.push(role);
    }

    fn fn_type(&mut self, ret: TypeId, params: Vec<TypeId>, varargs: bool) -> TypeId {
        self.ty(TypeKind::Function {
            ret,
            params,
            varargs,
        })
    }

    fn plan_functions(&mut self) {
        let void = self.m.types.void();
        let ptr = self.m.types.ptr();
        let i1 = self.m.types.int(1);
        let i32 = self.m.types.int(32);
        for i in 0..self.dice.range(1, 4) {
            let ret = if self.dice.chance(25) {
                void
            } else {
                self.pool_type()
            };
            let mut params: Vec<TypeId> =
                (0..self.dice.below(4)).map(|_| self.pool_type()).collect();
            if self.dice.chance(10) {
                params.push(self.scalable);
            }
            let varargs = self.dice.chance(15);
            let ty = self.fn_type(ret, params.clone(), varargs);
            let name = if self.dice.chance(10) {
                format!("f {i}")
            } else {
                format!("f{i}")
            };
            self.declare(&name, Role::Random, ty, params);
        }
        let md = self.ty(TypeKind::Metadata);
        let tt = self.fn_type(i1, vec![ptr, md], false);
        self.declare("llvm.type.test", Role::TypeTest, tt, vec![ptr, md]);
        let pers = self.fn_type(i32, Vec::new(), true);
        let callee = self.fn_type(void, Vec::new(), false);
        if self.dice.chance(50) {
            self.declare("__gxx_personality_v0", Role::Personality, pers, Vec::new());
            self.declare("eh.callee", Role::EhCallee, callee, Vec::new());
            self.declare("eh.landingpad", Role::EhLandingPad, callee, Vec::new());
        }
        if self.dice.chance(40) {
            self.declare("__CxxFrameHandler3", Role::Personality, pers, Vec::new());
            if !self.roles.contains(&Role::EhCallee) {
                self.declare("eh.callee", Role::EhCallee, callee, Vec::new());
            }
            self.declare("eh.funclet", Role::EhFunclet, callee, Vec::new());
        }
        if self.dice.chance(40) {
            let ty = self.fn_type(i32, vec![i32], false);
            self.declare("dbg.fn", Role::Debug, ty, vec![i32]);
        }
        if self.dice.chance(30) {
            let ty = self.fn_type(ptr, Vec::new(), false);
            self.declare("resolver", Role::Resolver, ty, Vec::new());
        }
        for i in 0..self.m.functions.len() {
            if self.roles[i] == Role::Random {
                self.random_function_header(i);
            }
        }
    }

    /// Attributes of a parameter, argument or return value of type `ty`.
    fn value_attrs(&mut self, ty: TypeId, ret: bool) -> AttrSet {
        let mut attrs = Vec::new();
        if self.dice.chance(40) {
            attrs.push(word("noundef"));
        }
        match self.kind(ty) {
            TypeKind::Int(w) => {
                if self.dice.chance(20) {
                    attrs.push(word(self.dice.pick(&["zeroext", "signext"])));
                }
                if self.dice.chance(15) {
                    let lo = self.random_apint(w);
                    let mut hi = self.random_apint(w);
                    if hi == lo {
                        hi = ApInt::from_limbs(w, &[lo.low_u128() as u64 ^ 1]);
                    }
                    if hi != lo {
                        attrs.push(Attr::Range { ty, lo, hi });
                    }
                }
            }
            TypeKind::Ptr { .. } => {
                if self.dice.chance(20) {
                    attrs.push(word("nonnull"));
                }
                if self.dice.chance(20) {
                    attrs.push(word("noalias"));
                }
                if self.dice.chance(20) {
                    attrs.push(Attr::Int {
                        name: "align".into(),
                        value: 1 << self.dice.below(5),
                        parens: false,
                    });
                }
                if self.dice.chance(15) {
                    attrs.push(Attr::Int {
                        name: self
                            .dice
                            .pick(&["dereferenceable", "dereferenceable_or_null"])
                            .into(),
                        value: self.dice.range(1, 64) as u64,
                        parens: true,
                    });
                }
                if !ret && self.dice.chance(15) {
                    attrs.push(Attr::Args {
                        name: "captures".into(),
                        args: self
                            .dice
                            .pick(&["none", "address", "address, provenance"])
                            .into(),
                    });
                }
                if !ret && self.dice.chance(10) {
                    attrs.push(word("readonly"));
                }
            }
            TypeKind::Float(_) if self.dice.chance(15) => {
                attrs.push(Attr::Args {
                    name: "nofpclass".into(),
                    args: self.dice.pick(&["nan", "inf", "nan inf"]).into(),
                });
            }
            _ => {}
        }
        AttrSet(attrs)
    }

    fn fn_attrs(&mut self) -> AttrSet {
        let mut attrs = Vec::new();
        for w in ["nounwind", "mustprogress", "nofree"] {
            if self.dice.chance(20) {
                attrs.push(word(w));
            }
        }
        if self.dice.chance(15) {
            attrs.push(Attr::Str {
                key: "gen-key".into(),
                value: Some("v\"1".into()),
            });
        }
        if !self.fn_groups.is_empty() && self.dice.chance(40) {
            let n = self.dice.pick(&self.fn_groups.clone());
            attrs.push(Attr::Group(n));
        }
        AttrSet(attrs)
    }

    fn random_function_header(&mut self, i: usize) {
        let defined = self.dice.chance(80);
        let ty = self.m.functions[i].ty;
        let Some((ret, _, _)) = self.m.types.function_parts(ty) else {
            return;
        };
        let params = self.m.functions[i].params.clone();
        let params: Vec<Param> = params
            .into_iter()
            .map(|p| Param {
                ty: p.ty,
                attrs: self.value_attrs(p.ty, false),
                local: None,
            })
            .collect();
        let void = self.m.types.void();
        let ret_attrs = if ret == void {
            AttrSet::default()
        } else {
            self.value_attrs(ret, true)
        };
        let fn_attrs = self.fn_attrs();
        let mut props = GlobalProps::default();
        if defined {
            props.linkage = self.dice.pick(&[
                Linkage::External,
                Linkage::Internal,
                Linkage::Private,
                Linkage::LinkOnceOdr,
                Linkage::WeakOdr,
            ]);
        } else if self.dice.chance(20) {
            props.linkage = Linkage::ExternWeak;
        }
        let local = matches!(props.linkage, Linkage::Internal | Linkage::Private);
        if !local && self.dice.chance(20) {
            props.visibility = Some(self.dice.pick(&["hidden", "protected"]).into());
        }
        if self.dice.chance(20) {
            props.preemption = Some("dso_local".into());
        }
        if self.dice.chance(20) {
            props.unnamed_addr = Some(
                self.dice
                    .pick(&["unnamed_addr", "local_unnamed_addr"])
                    .into(),
            );
        }
        let mut f = Function {
            params,
            ret_attrs,
            fn_attrs,
            props,
            md: self.attachments("gen.fn"),
            ..self.m.functions[i].clone()
        };
        let varargs = self.m.types.function_parts(ty).is_some_and(|(_, _, v)| v);
        if !varargs && self.dice.chance(20) {
            // These conventions do not support variable arguments.
            f.cc = Some(
                self.dice
                    .pick(&["fastcc", "coldcc", "cc 10", "tailcc"])
                    .into(),
            );
        }
        if defined {
            if self.dice.chance(10) {
                f.props.section = Some(".text.gen".into());
            }
            if self.dice.chance(10) {
                f.props.align = Some(16);
            }
            if self.dice.chance(10) {
                f.gc = Some("shadow-stack".into());
            }
            if self.dice.chance(10) {
                let i32 = self.m.types.int(32);
                f.prefix = Some(int_const(i32, ApInt::from_u64(32, 7)));
            }
            if self.dice.chance(10) {
                let i8 = self.m.types.int(8);
                f.prologue = Some(int_const(i8, ApInt::from_u64(8, 0x90)));
            }
            if matches!(f.props.linkage, Linkage::LinkOnceOdr)
                && self.dice.chance(30)
                && let Name::Named(n) = &f.name
            {
                self.m.comdats.push((n.clone(), "any".into()));
                f.props.comdat = Some(None);
            }
            // Marks the function to be defined; the body comes later.
            f.body = Some(Body {
                blocks: Vec::new(),
                locals: Vec::new(),
            });
        }
        self.m.functions[i] = f;
    }

    fn function_bodies(&mut self) {
        for i in 0..self.m.functions.len() {
            let fid = FuncId(i as u32);
            match self.roles[i] {
                Role::Random if self.m.functions[i].body.is_some() => {
                    let body = FnGen::generate(self, fid);
                    self.m.functions[i].body = Some(body);
                }
                Role::EhLandingPad => self.eh_landing_pad(fid),
                Role::EhFunclet => self.eh_funclet(fid),
                Role::Debug => self.debug_function(fid),
                Role::Resolver => self.resolver(fid),
                _ => {}
            }
        }
    }

    fn role_function(&self, role: Role) -> Option<FuncId> {
        self.roles
            .iter()
            .position(|r| *r == role)
            .map(|i| FuncId(i as u32))
    }

    fn func_ref(&self, f: FuncId) -> Const {
        Const {
            ty: self.ptr,
            kind: ConstKind::Global(GlobalRef::Func(f)),
        }
    }

    /// `@eh.landingpad`: an `invoke` whose unwind edge reaches a
    /// `landingpad` and a `resume`.
    fn eh_landing_pad(&mut self, fid: FuncId) {
        let ptr = self.m.types.ptr();
        let i32 = self.m.types.int(32);
        let lp_ty = self.ty(TypeKind::Struct {
            fields: vec![ptr, i32],
            packed: false,
        });
        let Some(callee) = self.role_function(Role::EhCallee) else {
            return;
        };
        let personality = self
            .roles
            .iter()
            .enumerate()
            .position(|(i, r)| {
                *r == Role::Personality && self.m.functions[i].name == named("__gxx_personality_v0")
            })
            .map(|i| FuncId(i as u32));
        let callee_ty = self.m.functions[callee.0 as usize].ty;
        let mut call = plain_call(callee_ty, Operand::Const(self.func_ref(callee)), Vec::new());
        if self.dice.chance(30) {
            call.bundles = vec![Bundle {
                tag: "funclet-free".into(),
                inputs: vec![Typed {
                    ty: i32,
                    val: Operand::Const(int_const(i32, ApInt::from_u64(32, 3))),
                }],
            }];
        }
        let mut clauses = Vec::new();
        let cleanup = self.dice.chance(50);
        for _ in 0..self.dice.range(if cleanup { 0 } else { 1 }, 2) {
            if self.dice.chance(60) {
                let c = self.ptr_constant(ptr, 0, 0);
                clauses.push(Clause::Catch(c));
            } else {
                let arr = self.ty(TypeKind::Array { len: 1, elem: ptr });
                let elem = self.ptr_constant(ptr, 0, 0);
                clauses.push(Clause::Filter(Const {
                    ty: arr,
                    kind: ConstKind::Array(vec![elem]),
                }));
            }
        }
        let locals = vec![Local {
            name: Some(named("lp")),
            ty: lp_ty,
            span: sp(),
        }];
        let blocks = vec![
            block(
                Some(named("entry")),
                vec![plain_inst(
                    InstKind::Invoke {
                        call,
                        normal: BlockId(1),
                        unwind: BlockId(2),
                    },
                    None,
                )],
            ),
            block(
                Some(named("ok")),
                vec![plain_inst(InstKind::Ret { val: None }, None)],
            ),
            block(
                Some(named("lpad")),
                vec![
                    plain_inst(
                        InstKind::LandingPad {
                            ty: lp_ty,
                            cleanup,
                            clauses,
                        },
                        Some(LocalId(0)),
                    ),
                    plain_inst(
                        InstKind::Resume {
                            val: Typed {
                                ty: lp_ty,
                                val: Operand::Local(LocalId(0), sp()),
                            },
                        },
                        None,
                    ),
                ],
            ),
        ];
        let f = &mut self.m.functions[fid.0 as usize];
        f.personality = personality.map(|p| Const {
            ty: ptr,
            kind: ConstKind::Global(GlobalRef::Func(p)),
        });
        f.body = Some(Body { blocks, locals });
    }

    /// `@eh.funclet`: `catchswitch`, `catchpad`, `catchret`, `cleanuppad`,
    /// `cleanupret` under a Windows-style personality.
    fn eh_funclet(&mut self, fid: FuncId) {
        let ptr = self.m.types.ptr();
        let i32 = self.m.types.int(32);
        let token = self.ty(TypeKind::Token);
        let Some(callee) = self.role_function(Role::EhCallee) else {
            return;
        };
        let personality = self
            .roles
            .iter()
            .enumerate()
            .position(|(i, r)| {
                *r == Role::Personality && self.m.functions[i].name == named("__CxxFrameHandler3")
            })
            .map(|i| FuncId(i as u32));
        let callee_ty = self.m.functions[callee.0 as usize].ty;
        let call = plain_call(callee_ty, Operand::Const(self.func_ref(callee)), Vec::new());
        let none = Operand::Const(Const {
            ty: token,
            kind: ConstKind::NoneToken,
        });
        let to_cleanup = self.dice.chance(50);
        // Blocks: entry 0, dispatch 1, handler 2, cleanup 3, ok 4.
        let catch_args = vec![
            Typed {
                ty: ptr,
                val: Operand::Const(Const {
                    ty: ptr,
                    kind: ConstKind::Null,
                }),
            },
            Typed {
                ty: i32,
                val: Operand::Const(int_const(i32, ApInt::from_u64(32, 64))),
            },
        ];
        let local = |name: &str| Local {
            name: Some(named(name)),
            ty: token,
            span: sp(),
        };
        let locals = vec![local("cs"), local("cp"), local("cl")];
        let blocks = vec![
            block(
                Some(named("entry")),
                vec![plain_inst(
                    InstKind::Invoke {
                        call,
                        normal: BlockId(4),
                        unwind: BlockId(1),
                    },
                    None,
                )],
            ),
            block(
                Some(named("dispatch")),
                vec![plain_inst(
                    InstKind::CatchSwitch {
                        parent: none.clone(),
                        handlers: vec![BlockId(2)],
                        unwind: to_cleanup.then_some(BlockId(3)),
                    },
                    Some(LocalId(0)),
                )],
            ),
            block(
                Some(named("handler")),
                vec![
                    plain_inst(
                        InstKind::CatchPad {
                            within: Operand::Local(LocalId(0), sp()),
                            args: catch_args,
                        },
                        Some(LocalId(1)),
                    ),
                    plain_inst(
                        InstKind::CatchRet {
                            pad: Operand::Local(LocalId(1), sp()),
                            dest: BlockId(4),
                        },
                        None,
                    ),
                ],
            ),
            block(
                Some(named("cleanup")),
                vec![
                    plain_inst(
                        InstKind::CleanupPad {
                            within: none,
                            args: Vec::new(),
                        },
                        Some(LocalId(2)),
                    ),
                    plain_inst(
                        InstKind::CleanupRet {
                            pad: Operand::Local(LocalId(2), sp()),
                            unwind: None,
                        },
                        None,
                    ),
                ],
            ),
            block(
                Some(named("ok")),
                vec![plain_inst(InstKind::Ret { val: None }, None)],
            ),
        ];
        let f = &mut self.m.functions[fid.0 as usize];
        f.personality = personality.map(|p| Const {
            ty: ptr,
            kind: ConstKind::Global(GlobalRef::Func(p)),
        });
        f.body = Some(Body { blocks, locals });
    }

    /// `@dbg.fn`: debug records of every kind, with the debug metadata they
    /// need.
    fn debug_function(&mut self, fid: FuncId) {
        let i32 = self.m.types.int(32);
        let ptr = self.m.types.ptr();
        let base = self.m.metadata.len() as u32;
        let r = |n: u32| MdField::Md(Metadata::Ref(MdId(base + n)));
        let int = |v: u64| MdField::Int(v.to_string());
        let text = |s: &str| MdField::Str(s.as_bytes().to_vec());
        let words = |w: &[&str]| MdField::Words(w.iter().map(|w| w.to_string()).collect());
        let spec = |distinct, name: &str, fields: Vec<(&str, MdField)>| Metadata::Specialized {
            distinct,
            name: name.into(),
            fields: fields
                .into_iter()
                .map(|(l, f)| (Some(l.to_string()), f))
                .collect(),
        };
        let line = self.dice.range(1, 99) as u64;
        let i32_md = |v: u64| {
            Some(Metadata::Value(Const {
                ty: i32,
                kind: ConstKind::Int(ApInt::from_u64(32, v)),
            }))
        };
        let nodes = vec![
            spec(
                true,
                "DICompileUnit",
                vec![
                    ("language", words(&["DW_LANG_C11"])),
                    ("file", r(1)),
                    ("producer", text("gen \"1\"")),
                    ("isOptimized", words(&["false"])),
                    ("runtimeVersion", int(0)),
                    ("emissionKind", words(&["FullDebug"])),
                ],
            ),
            spec(
                false,
                "DIFile",
                vec![("filename", text("gen.c")), ("directory", text("/"))],
            ),
            Metadata::Tuple {
                distinct: false,
                elems: vec![
                    i32_md(2),
                    Some(Metadata::String(b"Debug Info Version".to_vec())),
                    i32_md(3),
                ],
            },
            spec(
                true,
                "DISubprogram",
                vec![
                    ("name", text("dbg.fn")),
                    ("scope", r(1)),
                    ("file", r(1)),
                    ("line", int(line)),
                    ("type", r(4)),
                    ("scopeLine", int(line)),
                    (
                        "flags",
                        words(&["DIFlagPrototyped", "DIFlagAllCallsDescribed"]),
                    ),
                    ("spFlags", words(&["DISPFlagDefinition"])),
                    ("unit", r(0)),
                ],
            ),
            spec(false, "DISubroutineType", vec![("types", r(5))]),
            Metadata::Tuple {
                distinct: false,
                elems: vec![None],
            },
            spec(
                false,
                "DILocalVariable",
                vec![
                    ("name", text("v")),
                    ("scope", r(3)),
                    ("file", r(1)),
                    ("line", int(line)),
                    ("type", r(7)),
                ],
            ),
            spec(
                false,
                "DIBasicType",
                vec![
                    ("name", text("int")),
                    ("size", int(32)),
                    ("encoding", words(&["DW_ATE_signed"])),
                ],
            ),
            spec(
                false,
                "DILocation",
                vec![
                    ("line", int(line)),
                    ("column", int(self.dice.range(1, 80) as u64)),
                    ("scope", r(3)),
                ],
            ),
            spec(
                false,
                "DILabel",
                vec![
                    ("scope", r(3)),
                    ("name", text("L")),
                    ("file", r(1)),
                    ("line", int(line)),
                ],
            ),
        ];
        for md in nodes {
            self.add_md(md);
        }
        self.m.named_metadata.push(NamedMetadata {
            name: "llvm.dbg.cu".into(),
            nodes: vec![MdId(base)],
        });
        self.m.named_metadata.push(NamedMetadata {
            name: "llvm.module.flags".into(),
            nodes: vec![MdId(base + 2)],
        });
        let var = Metadata::Ref(MdId(base + 6));
        let loc = Metadata::Ref(MdId(base + 8));
        let expr = |fields: Vec<MdField>| Metadata::Specialized {
            distinct: false,
            name: "DIExpression".into(),
            fields: fields.into_iter().map(|f| (None, f)).collect(),
        };
        let x = Operand::Local(LocalId(0), sp());
        let a = Operand::Local(LocalId(1), sp());
        let y = Operand::Local(LocalId(2), sp());
        let one = int_const(i32, ApInt::from_u64(32, self.dice.below(9) as u64));
        let mut alloca = plain_inst(
            InstKind::Alloca {
                inalloca: false,
                ty: i32,
                count: None,
                align: Some(4),
                addrspace: None,
            },
            Some(LocalId(1)),
        );
        alloca.md = vec![("dbg".into(), loc.clone())];
        let mut add = plain_inst(
            InstKind::Binary {
                op: BinOp::Add,
                flags: IntFlags::default(),
                fmf: FastMath::default(),
                ty: i32,
                lhs: x.clone(),
                rhs: Operand::Const(one),
            },
            Some(LocalId(2)),
        );
        add.dbg = vec![
            DebugRecord {
                kind: "declare".into(),
                args: vec![
                    Metadata::Local(ptr, a),
                    var.clone(),
                    expr(Vec::new()),
                    loc.clone(),
                ],
            },
            DebugRecord {
                kind: "value".into(),
                args: vec![
                    Metadata::Local(i32, x.clone()),
                    var.clone(),
                    expr(Vec::new()),
                    loc.clone(),
                ],
            },
        ];
        add.md = vec![("dbg".into(), loc.clone())];
        let mut ret = plain_inst(
            InstKind::Ret {
                val: Some(Typed {
                    ty: i32,
                    val: y.clone(),
                }),
            },
            None,
        );
        let op = |w: &str| MdField::Words(vec![w.to_string()]);
        let arg_expr = expr(vec![
            op("DW_OP_LLVM_arg"),
            MdField::Int("0".into()),
            op("DW_OP_LLVM_arg"),
            MdField::Int("1".into()),
            op("DW_OP_plus"),
            op("DW_OP_stack_value"),
        ]);
        ret.dbg = vec![
            DebugRecord {
                kind: "value".into(),
                args: vec![
                    Metadata::ArgList(vec![Metadata::Local(i32, x), Metadata::Local(i32, y)]),
                    var,
                    arg_expr,
                    loc.clone(),
                ],
            },
            DebugRecord {
                kind: "label".into(),
                args: vec![Metadata::Ref(MdId(base + 9)), loc.clone()],
            },
        ];
        ret.md = vec![("dbg".into(), loc)];
        let local = |name: &str, ty| Local {
            name: Some(named(name)),
            ty,
            span: sp(),
        };
        let f = &mut self.m.functions[fid.0 as usize];
        f.params[0].local = Some(LocalId(0));
        f.md = vec![("dbg".into(), Metadata::Ref(MdId(base + 3)))];
        f.body = Some(Body {
            blocks: vec![block(None, vec![alloca, add, ret])],
            locals: vec![local("x", i32), local("a", ptr), local("y", i32)],
        });
    }

    /// `@resolver`: returns the address of a function.
    fn resolver(&mut self, fid: FuncId) {
        let ptr = self.m.types.ptr();
        let target = self.ptr_constant(ptr, 0, 0);
        let f = &mut self.m.functions[fid.0 as usize];
        f.body = Some(Body {
            blocks: vec![block(
                None,
                vec![plain_inst(
                    InstKind::Ret {
                        val: Some(Typed {
                            ty: ptr,
                            val: Operand::Const(target),
                        }),
                    },
                    None,
                )],
            )],
            locals: Vec::new(),
        });
    }
}

fn int_const(ty: TypeId, v: ApInt) -> Const {
    Const {
        ty,
        kind: ConstKind::Int(v),
    }
}

fn block(name: Option<Name>, insts: Vec<Inst>) -> Block {
    Block {
        name,
        insts,
        trailing_dbg: Vec::new(),
        span: sp(),
    }
}

fn plain_inst(kind: InstKind, result: Option<LocalId>) -> Inst {
    Inst {
        kind,
        result,
        md: Vec::new(),
        dbg: Vec::new(),
        span: sp(),
    }
}

fn plain_call(fn_ty: TypeId, callee: Operand, args: Vec<Arg>) -> CallSite {
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

// ----- random function bodies -----

/// How a block ends, planned before its instructions are generated.
#[derive(Clone, Debug)]
enum Exit {
    Ret,
    Unreachable,
    Br(usize),
    CondBr(usize, usize),
    Switch(usize, Vec<usize>),
    IndirectBr(Vec<usize>),
    CallBr(usize, Vec<usize>),
}

impl Exit {
    /// The successor edges, with repeats.
    fn edges(&self) -> Vec<usize> {
        match self {
            Exit::Ret | Exit::Unreachable => Vec::new(),
            Exit::Br(a) => vec![*a],
            Exit::CondBr(a, b) => vec![*a, *b],
            Exit::Switch(d, cases) => std::iter::once(*d).chain(cases.iter().copied()).collect(),
            Exit::IndirectBr(dests) => dests.clone(),
            Exit::CallBr(a, rest) => std::iter::once(*a).chain(rest.iter().copied()).collect(),
        }
    }
}

/// A phi entry whose value comes over a back edge, filled in once the
/// whole body exists.
struct Pending {
    block: usize,
    inst: usize,
    entry: usize,
    pred: usize,
    ty: TypeId,
}

/// Builds one random function body.
struct FnGen {
    fid: FuncId,
    ret: TypeId,
    /// Whether values and blocks are numbered (`%3`) rather than named.
    numbered: bool,
    next_number: u32,
    locals: Vec<Local>,
    blocks: Vec<Block>,
    params: Vec<(Operand, TypeId)>,
    /// Values defined in each block, in order.
    defined: Vec<Vec<(Operand, TypeId)>>,
    /// `dom[j][i]`: block `i` dominates block `j`.
    dom: Vec<Vec<bool>>,
    /// Predecessor edges of each block, with repeats.
    preds: Vec<Vec<usize>>,
    exits: Vec<Exit>,
    pending: Vec<Pending>,
    cur: usize,
}

impl FnGen {
    fn generate(mg: &mut ModuleGen, fid: FuncId) -> Body {
        let void = mg.m.types.void();
        let f = &mg.m.functions[fid.0 as usize];
        let ret = mg.m.types.function_parts(f.ty).map_or(void, |(r, _, _)| r);
        let param_tys: Vec<TypeId> = f.params.iter().map(|p| p.ty).collect();
        let numbered = mg.dice.chance(35);
        let mut g = FnGen {
            fid,
            ret,
            numbered,
            next_number: 0,
            locals: Vec::new(),
            blocks: Vec::new(),
            params: Vec::new(),
            defined: Vec::new(),
            dom: Vec::new(),
            preds: Vec::new(),
            exits: Vec::new(),
            pending: Vec::new(),
            cur: 0,
        };
        let mut param_locals = Vec::new();
        for (i, ty) in param_tys.iter().enumerate() {
            let name = if numbered {
                if mg.dice.chance(30) {
                    g.next_number += 1;
                    None
                } else {
                    g.next_number += 1;
                    Some(Name::Numbered(g.next_number - 1))
                }
            } else {
                Some(named(&format!("p{i}")))
            };
            let id = g.new_local(name, *ty);
            g.params.push((Operand::Local(id, sp()), *ty));
            param_locals.push(id);
        }
        let n = mg.dice.range(1, 6);
        g.plan(mg, n);
        for j in 0..n {
            g.fill_block(mg, j);
        }
        g.resolve_pending(mg);
        let f = &mut mg.m.functions[fid.0 as usize];
        for (p, id) in f.params.iter_mut().zip(param_locals) {
            p.local = Some(id);
        }
        Body {
            blocks: g.blocks,
            locals: g.locals,
        }
    }

    fn new_local(&mut self, name: Option<Name>, ty: TypeId) -> LocalId {
        self.locals.push(Local {
            name,
            ty,
            span: sp(),
        });
        LocalId(self.locals.len() as u32 - 1)
    }

    /// The name of the next result.
    fn result_name(&mut self, mg: &mut ModuleGen) -> Name {
        if self.numbered {
            self.next_number += 1;
            Name::Numbered(self.next_number - 1)
        } else if mg.dice.chance(5) {
            named(&format!("v {}\"", self.locals.len()))
        } else {
            named(&format!("v{}", self.locals.len()))
        }
    }

    /// Plans every block's exit and the dominator sets (edges that go
    /// backwards only reach a dominator, so they do not change dominance).
    fn plan(&mut self, mg: &mut ModuleGen, n: usize) {
        self.preds = vec![Vec::new(); n];
        for j in 0..n {
            let mut dom = vec![false; n];
            if j == 0 {
                dom[0] = true;
            } else {
                let fwd: Vec<usize> = self.preds[j].iter().copied().filter(|&p| p < j).collect();
                for (i, slot) in dom.iter_mut().enumerate().take(j) {
                    *slot = fwd.iter().all(|&p| self.dom[p][i]);
                }
                dom[j] = true;
            }
            self.dom.push(dom);
            let exit = self.plan_exit(mg, j, n);
            for s in exit.edges() {
                self.preds[s].push(j);
            }
            self.exits.push(exit);
        }
    }

    fn plan_exit(&mut self, mg: &mut ModuleGen, j: usize, n: usize) -> Exit {
        if j + 1 == n {
            return if mg.dice.chance(10) {
                Exit::Unreachable
            } else {
                Exit::Ret
            };
        }
        let next = j + 1;
        let mut targets: Vec<usize> = (next..n).collect();
        targets.extend((1..=j).filter(|&i| self.dom[j][i]));
        match mg.dice.below(10) {
            0..=3 => Exit::Br(next),
            4..=6 => {
                let other = mg.dice.pick(&targets);
                if mg.dice.chance(50) {
                    Exit::CondBr(next, other)
                } else {
                    Exit::CondBr(other, next)
                }
            }
            7 => {
                let cases = (0..mg.dice.below(4))
                    .map(|_| mg.dice.pick(&targets))
                    .collect();
                Exit::Switch(next, cases)
            }
            8 => {
                let mut dests = vec![next];
                for _ in 0..mg.dice.below(3) {
                    dests.push(mg.dice.pick(&targets));
                }
                Exit::IndirectBr(dests)
            }
            _ => {
                // `callbr` destinations must be distinct.
                let mut indirect: Vec<usize> = targets.into_iter().filter(|&t| t != next).collect();
                indirect.sort_unstable();
                indirect.dedup();
                let keep = mg.dice.range(1, 2).min(indirect.len());
                let start = mg.dice.below(indirect.len() + 1 - keep);
                let indirect: Vec<usize> = indirect[start..start + keep].to_vec();
                if indirect.is_empty() {
                    Exit::Br(next)
                } else {
                    Exit::CallBr(next, indirect)
                }
            }
        }
    }

    fn push(&mut self, inst: Inst) -> usize {
        let insts = &mut self.blocks[self.cur].insts;
        insts.push(inst);
        insts.len() - 1
    }

    /// Appends an instruction; a value-producing one gets the next name.
    fn emit(&mut self, mg: &mut ModuleGen, kind: InstKind, ty: Option<TypeId>) -> Option<Operand> {
        let result = ty.map(|ty| {
            let name = self.result_name(mg);
            (self.new_local(Some(name), ty), ty)
        });
        let mut inst = plain_inst(kind, result.map(|(id, _)| id));
        inst.md = mg.attachments("gen.i");
        self.push(inst);
        result.map(|(id, ty)| {
            let op = Operand::Local(id, sp());
            self.defined[self.cur].push((op.clone(), ty));
            op
        })
    }

    /// Values of type `ty` usable at the end of block `p` (or at the current
    /// point, for the current block).
    fn available(&self, p: usize, ty: TypeId) -> Vec<Operand> {
        let mut out: Vec<Operand> = self
            .params
            .iter()
            .filter(|(_, t)| *t == ty)
            .map(|(o, _)| o.clone())
            .collect();
        for (i, values) in self.defined.iter().enumerate() {
            if self.dom[p][i] {
                out.extend(
                    values
                        .iter()
                        .filter(|(_, t)| *t == ty)
                        .map(|(o, _)| o.clone()),
                );
            }
        }
        out
    }

    /// An operand of type `ty` at the current point.
    fn operand(&mut self, mg: &mut ModuleGen, ty: TypeId) -> Operand {
        let values = self.available(self.cur, ty);
        if !values.is_empty() && mg.dice.chance(70) {
            return mg.dice.pick(&values);
        }
        Operand::Const(mg.constant(ty, 1))
    }

    fn typed(&mut self, mg: &mut ModuleGen, ty: TypeId) -> Typed {
        Typed {
            ty,
            val: self.operand(mg, ty),
        }
    }

    /// The type of some value available now, or a random pool type.
    fn some_type(
        &mut self,
        mg: &mut ModuleGen,
        want: impl Fn(&ModuleGen, TypeId) -> bool,
    ) -> Option<TypeId> {
        let mut candidates: Vec<TypeId> = mg.pool().into_iter().filter(|&t| want(mg, t)).collect();
        candidates.extend(
            self.params
                .iter()
                .map(|(_, t)| *t)
                .filter(|&t| t != mg.scalable && want(mg, t)),
        );
        if candidates.is_empty() {
            None
        } else {
            Some(mg.dice.pick(&candidates))
        }
    }

    fn fill_block(&mut self, mg: &mut ModuleGen, j: usize) {
        self.cur = j;
        self.defined.push(Vec::new());
        let name = if self.numbered {
            self.next_number += 1;
            (j > 0).then(|| Name::Numbered(self.next_number - 1))
        } else if j == 0 && mg.dice.chance(30) {
            None
        } else if j == 0 {
            Some(named("entry"))
        } else {
            Some(named(&format!("bb{j}")))
        };
        self.blocks.push(block(name, Vec::new()));
        if !self.preds[j].is_empty() {
            for _ in 0..mg.dice.below(3) {
                self.phi(mg, j);
            }
        }
        for _ in 0..mg.dice.below(7) {
            self.instruction(mg);
        }
        self.terminator(mg, j);
    }

    fn phi(&mut self, mg: &mut ModuleGen, j: usize) {
        let ty = mg.pool_type();
        let fmf = if mg.fp_shaped(ty) {
            random_fmf(mg)
        } else {
            FastMath::default()
        };
        let mut chosen: HashMap<usize, Operand> = HashMap::new();
        let mut incoming = Vec::new();
        let mut back = Vec::new();
        for (entry, &p) in self.preds[j].clone().iter().enumerate() {
            let val = if p >= j {
                back.push((entry, p));
                Operand::Const(mg.constant(ty, 0))
            } else if let Some(v) = chosen.get(&p) {
                v.clone()
            } else {
                let values = self.available(p, ty);
                let v = if !values.is_empty() && mg.dice.chance(70) {
                    mg.dice.pick(&values)
                } else {
                    Operand::Const(mg.constant(ty, 1))
                };
                chosen.insert(p, v.clone());
                v
            };
            incoming.push((val, BlockId(p as u32)));
        }
        let before = self.blocks[j].insts.len();
        self.emit(mg, InstKind::Phi { fmf, ty, incoming }, Some(ty));
        for (entry, pred) in back {
            self.pending.push(Pending {
                block: j,
                inst: before,
                entry,
                pred,
                ty,
            });
        }
    }

    /// Fills the phi entries of back edges: any value available at the end
    /// of the predecessor (everything is generated by now), the same value
    /// for repeated edges.
    fn resolve_pending(&mut self, mg: &mut ModuleGen) {
        let mut chosen: HashMap<(usize, usize, usize), Operand> = HashMap::new();
        for k in 0..self.pending.len() {
            let (block, inst, entry, pred, ty) = {
                let p = &self.pending[k];
                (p.block, p.inst, p.entry, p.pred, p.ty)
            };
            let val = match chosen.get(&(block, inst, pred)) {
                Some(v) => v.clone(),
                None => {
                    let values = self.available(pred, ty);
                    let v = if !values.is_empty() && mg.dice.chance(80) {
                        mg.dice.pick(&values)
                    } else {
                        Operand::Const(mg.constant(ty, 1))
                    };
                    chosen.insert((block, inst, pred), v.clone());
                    v
                }
            };
            if let InstKind::Phi { incoming, .. } = &mut self.blocks[block].insts[inst].kind {
                incoming[entry].0 = val;
            }
        }
    }

    fn terminator(&mut self, mg: &mut ModuleGen, j: usize) {
        let i1 = mg.m.types.int(1);
        let void = mg.m.types.void();
        let exit = self.exits[j].clone();
        let kind = match exit {
            Exit::Ret => {
                self.maybe_musttail(mg);
                if self.ret == void {
                    InstKind::Ret { val: None }
                } else {
                    let val = match self.blocks[j].insts.last() {
                        Some(Inst {
                            kind:
                                InstKind::Call(CallSite {
                                    tail: TailKind::MustTail,
                                    ..
                                }),
                            result: Some(r),
                            ..
                        }) => Operand::Local(*r, sp()),
                        _ => self.operand(mg, self.ret),
                    };
                    InstKind::Ret {
                        val: Some(Typed { ty: self.ret, val }),
                    }
                }
            }
            Exit::Unreachable => InstKind::Unreachable,
            Exit::Br(d) => InstKind::Br {
                dest: BlockId(d as u32),
            },
            Exit::CondBr(a, b) => InstKind::CondBr {
                cond: self.operand(mg, i1),
                then_dest: BlockId(a as u32),
                else_dest: BlockId(b as u32),
            },
            Exit::Switch(default, cases) => {
                // Consecutive values from a random start are distinct in
                // any type of at least 8 bits.
                let wide: Vec<TypeId> = mg
                    .ints
                    .iter()
                    .copied()
                    .filter(|&t| mg.int_width(t).unwrap_or(0) >= 8)
                    .collect();
                let ty = mg.dice.pick(&wide);
                let width = mg.int_width(ty).unwrap_or(8);
                let start = mg.random_apint(width).low_u128() as u64;
                let cases = cases
                    .iter()
                    .enumerate()
                    .map(|(k, &dest)| {
                        let v = ApInt::from_u64(width, start.wrapping_add(k as u64));
                        (int_const(ty, v), BlockId(dest as u32))
                    })
                    .collect();
                InstKind::Switch {
                    ty,
                    cond: self.operand(mg, ty),
                    default: BlockId(default as u32),
                    cases,
                }
            }
            Exit::IndirectBr(dests) => {
                let ptr = mg.m.types.ptr();
                let target = mg.dice.pick(&dests);
                let addr = Const {
                    ty: ptr,
                    kind: ConstKind::BlockAddress {
                        func: GlobalRef::Func(self.fid),
                        block: BlockId(target as u32),
                    },
                };
                InstKind::IndirectBr {
                    addr: Typed {
                        ty: ptr,
                        val: Operand::Const(addr),
                    },
                    dests: dests.iter().map(|&d| BlockId(d as u32)).collect(),
                }
            }
            Exit::CallBr(next, indirect) => {
                let fn_ty = mg.fn_type(void, Vec::new(), false);
                let constraints = vec!["!i"; indirect.len()].join(",");
                let asm = InlineAsm {
                    side_effect: mg.dice.chance(50),
                    align_stack: false,
                    intel_dialect: false,
                    unwind: false,
                    code: String::new(),
                    constraints,
                };
                InstKind::CallBr {
                    call: plain_call(fn_ty, Operand::InlineAsm(Box::new(asm)), Vec::new()),
                    fallthrough: BlockId(next as u32),
                    indirect: indirect.iter().map(|&d| BlockId(d as u32)).collect(),
                }
            }
        };
        let mut inst = plain_inst(kind, None);
        inst.md = mg.attachments("gen.t");
        self.push(inst);
    }

    /// In the last block, sometimes a `musttail` call of the function
    /// itself, whose result the `ret` returns.
    fn maybe_musttail(&mut self, mg: &mut ModuleGen) {
        if !mg.dice.chance(15) {
            return;
        }
        let f = &mg.m.functions[self.fid.0 as usize];
        let Some((ret, params, varargs)) = mg.m.types.function_parts(f.ty) else {
            return;
        };
        let (params, fn_ty, cc) = (params.to_vec(), f.ty, f.cc.clone());
        let param_attrs: Vec<AttrSet> = f.params.iter().map(|p| p.attrs.clone()).collect();
        let args = params
            .iter()
            .zip(param_attrs)
            .map(|(&ty, attrs)| Arg {
                ty,
                attrs,
                val: self.operand(mg, ty),
            })
            .collect();
        let mut call = plain_call(fn_ty, Operand::Const(mg.func_ref(self.fid)), args);
        call.tail = TailKind::MustTail;
        call.explicit_fn_ty = varargs;
        call.cc = cc;
        let void = mg.m.types.void();
        let result = (ret != void).then_some(ret);
        self.emit(mg, InstKind::Call(call), result);
    }

    /// One random non-terminator instruction.
    fn instruction(&mut self, mg: &mut ModuleGen) {
        let made = match mg.dice.below(24) {
            0 | 1 => self.int_binary(mg),
            2 => self.float_binary(mg),
            3 => self.fneg(mg),
            4 => self.icmp(mg),
            5 => self.fcmp(mg),
            6 | 7 => self.cast(mg),
            8 => self.select(mg),
            9 => self.freeze(mg),
            10 => self.element(mg),
            11 => self.shuffle(mg),
            12 => self.aggregate(mg),
            13 => self.alloca(mg),
            14 => self.load(mg),
            15 => self.store(mg),
            16 => self.fence(mg),
            17 => self.cmpxchg(mg),
            18 => self.atomicrmw(mg),
            19 => self.gep(mg),
            20 | 21 => self.call(mg),
            22 => self.va_arg(mg),
            _ => self.special_call(mg),
        };
        if !made {
            self.int_binary(mg);
        }
    }

    fn int_binary(&mut self, mg: &mut ModuleGen) -> bool {
        let Some(ty) = self.some_type(mg, |mg, t| mg.m.types.is_int_or_int_vector(t)) else {
            return false;
        };
        let ops: Vec<BinOp> = BinOp::ALL
            .iter()
            .copied()
            .filter(|o| !o.is_float())
            .collect();
        let op = mg.dice.pick(&ops);
        let flags = IntFlags {
            nuw: op.allows_wrap_flags() && mg.dice.chance(40),
            nsw: op.allows_wrap_flags() && mg.dice.chance(40),
            exact: op.allows_exact() && mg.dice.chance(40),
            disjoint: op == BinOp::Or && mg.dice.chance(40),
        };
        let lhs = self.operand(mg, ty);
        let rhs = self.operand(mg, ty);
        let kind = InstKind::Binary {
            op,
            flags,
            fmf: FastMath::default(),
            ty,
            lhs,
            rhs,
        };
        self.emit(mg, kind, Some(ty));
        true
    }

    fn float_binary(&mut self, mg: &mut ModuleGen) -> bool {
        let Some(ty) = self.some_type(mg, |mg, t| mg.m.types.is_float_or_float_vector(t)) else {
            return false;
        };
        let ops: Vec<BinOp> = BinOp::ALL
            .iter()
            .copied()
            .filter(|o| o.is_float())
            .collect();
        let op = mg.dice.pick(&ops);
        let fmf = random_fmf(mg);
        let lhs = self.operand(mg, ty);
        let rhs = self.operand(mg, ty);
        let kind = InstKind::Binary {
            op,
            flags: IntFlags::default(),
            fmf,
            ty,
            lhs,
            rhs,
        };
        self.emit(mg, kind, Some(ty));
        true
    }

    fn fneg(&mut self, mg: &mut ModuleGen) -> bool {
        let Some(ty) = self.some_type(mg, |mg, t| mg.m.types.is_float_or_float_vector(t)) else {
            return false;
        };
        let fmf = random_fmf(mg);
        let val = self.operand(mg, ty);
        self.emit(mg, InstKind::FNeg { fmf, ty, val }, Some(ty));
        true
    }

    fn icmp(&mut self, mg: &mut ModuleGen) -> bool {
        let Some(ty) = self.some_type(mg, |mg, t| {
            mg.m.types.is_int_or_int_vector(t) || mg.m.types.is_ptr_or_ptr_vector(t)
        }) else {
            return false;
        };
        let i1 = mg.m.types.int(1);
        let result = mg.m.types.with_scalar(ty, i1);
        let kind = InstKind::ICmp {
            samesign: mg.dice.chance(30),
            pred: mg.dice.pick(&IntPred::ALL),
            ty,
            lhs: self.operand(mg, ty),
            rhs: self.operand(mg, ty),
        };
        self.emit(mg, kind, Some(result));
        true
    }

    fn fcmp(&mut self, mg: &mut ModuleGen) -> bool {
        let Some(ty) = self.some_type(mg, |mg, t| mg.m.types.is_float_or_float_vector(t)) else {
            return false;
        };
        let i1 = mg.m.types.int(1);
        let result = mg.m.types.with_scalar(ty, i1);
        let kind = InstKind::FCmp {
            fmf: random_fmf(mg),
            pred: mg.dice.pick(&FloatPred::ALL),
            ty,
            lhs: self.operand(mg, ty),
            rhs: self.operand(mg, ty),
        };
        self.emit(mg, kind, Some(result));
        true
    }

    /// A conversion between two types that LangRef allows for `op`,
    /// optionally as vectors of the same length.
    fn cast(&mut self, mg: &mut ModuleGen) -> bool {
        let op = mg.dice.pick(&CastOp::ALL);
        let ints = mg.ints.clone();
        let floats = mg.floats.clone();
        let ptr = mg.ptrs[0];
        let ptr1 = mg.ptrs[1];
        let width = |mg: &ModuleGen, t| mg.int_width(t).unwrap_or(0);
        let bits = |mg: &ModuleGen, t| mg.float_kind(t).map_or(0, |k| k.bits());
        let pairs: Vec<(TypeId, TypeId)> = match op {
            CastOp::Trunc => pairs_where(&ints, &ints, |a, b| width(mg, a) > width(mg, b)),
            CastOp::ZExt | CastOp::SExt => {
                pairs_where(&ints, &ints, |a, b| width(mg, a) < width(mg, b))
            }
            CastOp::FPTrunc => pairs_where(&floats, &floats, |a, b| {
                bits(mg, a) > bits(mg, b) && mg.float_kind(a) != Some(FloatKind::PpcFp128)
            }),
            CastOp::FPExt => pairs_where(&floats, &floats, |a, b| {
                bits(mg, a) < bits(mg, b) && mg.float_kind(b) != Some(FloatKind::PpcFp128)
            }),
            CastOp::FPToUI | CastOp::FPToSI => pairs_where(&floats, &ints, |_, _| true),
            CastOp::UIToFP | CastOp::SIToFP => pairs_where(&ints, &floats, |_, _| true),
            CastOp::PtrToInt => pairs_where(&[ptr, ptr1], &ints, |_, _| true),
            CastOp::PtrToAddr => {
                let i64 = mg.m.types.int(64);
                vec![(ptr, i64), (ptr1, i64)]
            }
            CastOp::IntToPtr => pairs_where(&ints, &[ptr, ptr1], |_, _| true),
            CastOp::BitCast => {
                let same: Vec<TypeId> = ints.iter().chain(&floats).copied().collect();
                let mut v = pairs_where(&same, &same, |a, b| {
                    let size = |t| width(mg, t).max(bits(mg, t));
                    size(a) == size(b)
                        && mg.float_kind(a) != Some(FloatKind::PpcFp128)
                        && mg.float_kind(b) != Some(FloatKind::PpcFp128)
                });
                v.push((ptr, ptr));
                v
            }
            CastOp::AddrSpaceCast => vec![(ptr, ptr1), (ptr1, ptr)],
        };
        if pairs.is_empty() {
            return false;
        }
        let (mut from, mut to) = mg.dice.pick(&pairs);
        if mg.dice.chance(20) && op != CastOp::BitCast {
            let len = mg.dice.pick(&[2, 4]);
            from = mg.vector_of(len, from);
            to = mg.vector_of(len, to);
        }
        let flags = CastFlags {
            nuw: op == CastOp::Trunc && mg.dice.chance(40),
            nsw: op == CastOp::Trunc && mg.dice.chance(40),
            nneg: matches!(op, CastOp::ZExt | CastOp::UIToFP) && mg.dice.chance(40),
        };
        let fmf = if matches!(op, CastOp::FPTrunc | CastOp::FPExt) {
            random_fmf(mg)
        } else {
            FastMath::default()
        };
        let val = self.typed(mg, from);
        self.emit(
            mg,
            InstKind::Cast {
                op,
                flags,
                fmf,
                val,
                to,
            },
            Some(to),
        );
        true
    }

    fn select(&mut self, mg: &mut ModuleGen) -> bool {
        let ty = self.some_type(mg, |_, _| true).unwrap_or(mg.ptrs[0]);
        let i1 = mg.m.types.int(1);
        let cond_ty = match mg.m.types.kind(ty) {
            TypeKind::Vector { .. } if mg.dice.chance(50) => mg.m.types.with_scalar(ty, i1),
            _ => i1,
        };
        let fmf = if mg.fp_shaped(ty) {
            random_fmf(mg)
        } else {
            FastMath::default()
        };
        let kind = InstKind::Select {
            fmf,
            cond: self.typed(mg, cond_ty),
            then_val: self.typed(mg, ty),
            else_val: self.typed(mg, ty),
        };
        self.emit(mg, kind, Some(ty));
        true
    }

    fn freeze(&mut self, mg: &mut ModuleGen) -> bool {
        let mut ty = self.some_type(mg, |_, _| true).unwrap_or(mg.ptrs[0]);
        if mg.dice.chance(10) {
            ty = mg.scalable;
        }
        let val = self.typed(mg, ty);
        self.emit(mg, InstKind::Freeze { val }, Some(ty));
        true
    }

    fn index(&mut self, mg: &mut ModuleGen, len: u32) -> Typed {
        let ty = mg.dice.pick(&mg.ints.clone());
        let width = mg.int_width(ty).unwrap_or(32);
        if mg.dice.chance(50) {
            let v = ApInt::from_u64(width, mg.dice.below(len as usize) as u64);
            Typed {
                ty,
                val: Operand::Const(int_const(ty, v)),
            }
        } else {
            self.typed(mg, ty)
        }
    }

    fn element(&mut self, mg: &mut ModuleGen) -> bool {
        let vectors = mg.vectors.clone();
        if vectors.is_empty() {
            return false;
        }
        let vt = mg.dice.pick(&vectors);
        let TypeKind::Vector { len, elem, .. } = mg.kind(vt) else {
            return false;
        };
        let vec = self.typed(mg, vt);
        if mg.dice.chance(50) {
            let idx = self.index(mg, len);
            self.emit(mg, InstKind::ExtractElement { vec, idx }, Some(elem));
        } else {
            let new = self.typed(mg, elem);
            let idx = self.index(mg, len);
            self.emit(
                mg,
                InstKind::InsertElement {
                    vec,
                    elem: new,
                    idx,
                },
                Some(vt),
            );
        }
        true
    }

    fn shuffle(&mut self, mg: &mut ModuleGen) -> bool {
        let vectors = mg.vectors.clone();
        if vectors.is_empty() {
            return false;
        }
        let vt = mg.dice.pick(&vectors);
        let TypeKind::Vector { len, elem, .. } = mg.kind(vt) else {
            return false;
        };
        let out_len = mg.dice.pick(&[1, 2, 4]);
        let i32 = mg.m.types.int(32);
        let mask_ty = mg.vector_of(out_len, i32);
        let mask = mg.shuffle_mask(mask_ty, out_len, len);
        let result = mg.vector_of(out_len, elem);
        let v1 = self.typed(mg, vt);
        let v2 = self.typed(mg, vt);
        self.emit(mg, InstKind::ShuffleVector { v1, v2, mask }, Some(result));
        true
    }

    /// `extractvalue` or `insertvalue` along a random index path.
    fn aggregate(&mut self, mg: &mut ModuleGen) -> bool {
        let aggs: Vec<TypeId> = mg
            .aggregates
            .clone()
            .into_iter()
            .filter(|&t| mg.m.types.element(t, 0).is_some())
            .collect();
        if aggs.is_empty() {
            return false;
        }
        let agg_ty = mg.dice.pick(&aggs);
        let mut indices = Vec::new();
        let mut cur = agg_ty;
        loop {
            let len = match mg.kind(cur) {
                TypeKind::Array { len, .. } => len as usize,
                TypeKind::Struct { fields, .. } | TypeKind::BitStruct { fields } => fields.len(),
                _ => 0,
            };
            if len == 0 || (!indices.is_empty() && mg.dice.chance(40)) {
                break;
            }
            let i = mg.dice.below(len);
            let Some(next) = mg.m.types.element(cur, i as u64) else {
                break;
            };
            indices.push(i as u32);
            cur = next;
        }
        let agg = self.typed(mg, agg_ty);
        if mg.dice.chance(50) {
            self.emit(mg, InstKind::ExtractValue { agg, indices }, Some(cur));
        } else {
            let val = self.typed(mg, cur);
            self.emit(
                mg,
                InstKind::InsertValue { agg, val, indices },
                Some(agg_ty),
            );
        }
        true
    }

    fn alloca(&mut self, mg: &mut ModuleGen) -> bool {
        let ty = mg.pool_type();
        let count = if mg.dice.chance(30) {
            let t = mg.dice.pick(&mg.ints.clone());
            Some(self.typed(mg, t))
        } else {
            None
        };
        let align = mg.dice.chance(60).then(|| 1 << mg.dice.below(5));
        let ptr = mg.ptrs[0];
        let kind = InstKind::Alloca {
            inalloca: mg.dice.chance(5),
            ty,
            count,
            align,
            addrspace: None,
        };
        self.emit(mg, kind, Some(ptr));
        true
    }

    fn address(&mut self, mg: &mut ModuleGen) -> Typed {
        let ptr = mg.dice.pick(&mg.ptrs.clone());
        self.typed(mg, ptr)
    }

    fn load(&mut self, mg: &mut ModuleGen) -> bool {
        let ty = mg.pool_type();
        let ptr = self.address(mg);
        let atomic = match mg.atomic_bytes(ty) {
            Some(_) if mg.dice.chance(30) => Some(Atomic {
                syncscope: random_scope(mg),
                ordering: mg.dice.pick(&[
                    Ordering::Unordered,
                    Ordering::Monotonic,
                    Ordering::Acquire,
                    Ordering::SeqCst,
                ]),
            }),
            _ => None,
        };
        let align = match (&atomic, mg.atomic_bytes(ty)) {
            (Some(_), Some(bytes)) => Some(bytes),
            _ => mg.dice.chance(60).then(|| 1 << mg.dice.below(5)),
        };
        let kind = InstKind::Load {
            volatile: mg.dice.chance(20),
            atomic,
            ty,
            ptr,
            align,
        };
        self.emit(mg, kind, Some(ty));
        true
    }

    fn store(&mut self, mg: &mut ModuleGen) -> bool {
        let ty = self.some_type(mg, |_, _| true).unwrap_or(mg.ptrs[0]);
        let val = self.typed(mg, ty);
        let ptr = self.address(mg);
        let atomic = match mg.atomic_bytes(ty) {
            Some(_) if mg.dice.chance(30) => Some(Atomic {
                syncscope: random_scope(mg),
                ordering: mg.dice.pick(&[
                    Ordering::Unordered,
                    Ordering::Monotonic,
                    Ordering::Release,
                    Ordering::SeqCst,
                ]),
            }),
            _ => None,
        };
        let align = match (&atomic, mg.atomic_bytes(ty)) {
            (Some(_), Some(bytes)) => Some(bytes),
            _ => mg.dice.chance(60).then(|| 1 << mg.dice.below(5)),
        };
        let kind = InstKind::Store {
            volatile: mg.dice.chance(20),
            atomic,
            val,
            ptr,
            align,
        };
        self.emit(mg, kind, None);
        true
    }

    fn fence(&mut self, mg: &mut ModuleGen) -> bool {
        let kind = InstKind::Fence {
            syncscope: random_scope(mg),
            ordering: mg.dice.pick(&[
                Ordering::Acquire,
                Ordering::Release,
                Ordering::AcqRel,
                Ordering::SeqCst,
            ]),
        };
        self.emit(mg, kind, None);
        true
    }

    fn cmpxchg(&mut self, mg: &mut ModuleGen) -> bool {
        let candidates: Vec<TypeId> = mg
            .ints
            .iter()
            .chain(&mg.ptrs)
            .copied()
            .filter(|&t| mg.atomic_bytes(t).is_some() && mg.float_kind(t).is_none())
            .collect();
        if candidates.is_empty() {
            return false;
        }
        let ty = mg.dice.pick(&candidates);
        let i1 = mg.m.types.int(1);
        let result = mg.ty(TypeKind::Struct {
            fields: vec![ty, i1],
            packed: false,
        });
        let ptr = self.address(mg);
        let cmp = self.typed(mg, ty);
        let new = self.typed(mg, ty);
        let kind = InstKind::CmpXchg {
            weak: mg.dice.chance(30),
            volatile: mg.dice.chance(20),
            ptr,
            cmp,
            new,
            syncscope: random_scope(mg),
            success: mg.dice.pick(&[
                Ordering::Monotonic,
                Ordering::Acquire,
                Ordering::Release,
                Ordering::AcqRel,
                Ordering::SeqCst,
            ]),
            failure: mg
                .dice
                .pick(&[Ordering::Monotonic, Ordering::Acquire, Ordering::SeqCst]),
            align: mg.dice.chance(50).then(|| mg.atomic_bytes(ty).unwrap_or(1)),
        };
        self.emit(mg, kind, Some(result));
        true
    }

    fn atomicrmw(&mut self, mg: &mut ModuleGen) -> bool {
        let op = mg.dice.pick(&RmwOp::ALL);
        let float_op = matches!(
            op,
            RmwOp::FAdd
                | RmwOp::FSub
                | RmwOp::FMax
                | RmwOp::FMin
                | RmwOp::FMaximum
                | RmwOp::FMinimum
        );
        let candidates: Vec<TypeId> = mg
            .ints
            .iter()
            .chain(&mg.floats)
            .chain(&mg.ptrs)
            .copied()
            .filter(|&t| {
                mg.atomic_bytes(t).is_some()
                    && match mg.m.types.kind(t) {
                        TypeKind::Float(_) => float_op || op == RmwOp::Xchg,
                        TypeKind::Ptr { .. } => op == RmwOp::Xchg,
                        _ => !float_op,
                    }
            })
            .collect();
        if candidates.is_empty() {
            return false;
        }
        let ty = mg.dice.pick(&candidates);
        let ptr = self.address(mg);
        let val = self.typed(mg, ty);
        let kind = InstKind::AtomicRmw {
            volatile: mg.dice.chance(20),
            op,
            ptr,
            val,
            syncscope: random_scope(mg),
            ordering: mg.dice.pick(&[
                Ordering::Monotonic,
                Ordering::Acquire,
                Ordering::Release,
                Ordering::AcqRel,
                Ordering::SeqCst,
            ]),
            align: mg.dice.chance(50).then(|| mg.atomic_bytes(ty).unwrap_or(1)),
        };
        self.emit(mg, kind, Some(ty));
        true
    }

    fn gep(&mut self, mg: &mut ModuleGen) -> bool {
        let source_ty = mg.pool_type();
        let i32 = mg.m.types.int(32);
        let i64 = mg.m.types.int(64);
        let vector_base = mg.vectors.iter().copied().find(|&v| {
            matches!(mg.m.types.kind(v), TypeKind::Vector { elem, .. } if mg.m.types.is_ptr_or_ptr_vector(*elem))
        });
        let (base, result) = match vector_base {
            Some(v) if mg.dice.chance(15) => (self.typed(mg, v), v),
            _ => {
                let base = self.address(mg);
                let ty = base.ty;
                (base, ty)
            }
        };
        let first_ty = mg.dice.pick(&[i32, i64]);
        let mut indices = vec![self.typed(mg, first_ty)];
        let mut cur = source_ty;
        while mg.dice.chance(60) {
            match mg.kind(cur) {
                TypeKind::Struct { fields, .. } if !fields.is_empty() => {
                    let i = mg.dice.below(fields.len());
                    indices.push(Typed {
                        ty: i32,
                        val: Operand::Const(int_const(i32, ApInt::from_u64(32, i as u64))),
                    });
                    cur = fields[i];
                }
                TypeKind::Array { elem, len } if len > 0 => {
                    let ty = mg.dice.pick(&[i32, i64]);
                    indices.push(self.typed(mg, ty));
                    cur = elem;
                }
                _ => break,
            }
        }
        let kind = InstKind::Gep {
            flags: GepFlags {
                inbounds: mg.dice.chance(40),
                nusw: mg.dice.chance(30),
                nuw: mg.dice.chance(30),
            },
            source_ty,
            base,
            indices,
        };
        self.emit(mg, kind, Some(result));
        true
    }

    /// A call of a random function of the module, directly or through a
    /// pointer value.
    fn call(&mut self, mg: &mut ModuleGen) -> bool {
        let callees: Vec<usize> = (0..mg.roles.len())
            .filter(|&i| mg.roles[i] == Role::Random)
            .collect();
        if callees.is_empty() {
            return false;
        }
        let target = FuncId(mg.dice.pick(&callees) as u32);
        let f = &mg.m.functions[target.0 as usize];
        let (fn_ty, cc) = (f.ty, f.cc.clone());
        let Some((ret, params, varargs)) = mg.m.types.function_parts(fn_ty) else {
            return false;
        };
        let params = params.to_vec();
        let void = mg.m.types.void();
        let mut args: Vec<Arg> = params
            .iter()
            .map(|&ty| Arg {
                ty,
                attrs: mg.value_attrs(ty, false),
                val: self.operand(mg, ty),
            })
            .collect();
        if varargs {
            for _ in 0..mg.dice.below(3) {
                let ty = mg.dice.pick(&mg.ints.clone());
                args.push(Arg {
                    ty,
                    attrs: AttrSet::default(),
                    val: self.operand(mg, ty),
                });
            }
        }
        let ptr = mg.ptrs[0];
        let callee = if mg.dice.chance(20) {
            self.operand(mg, ptr)
        } else {
            Operand::Const(mg.func_ref(target))
        };
        let mut call = plain_call(fn_ty, callee, args);
        call.explicit_fn_ty = varargs || mg.dice.chance(20);
        call.cc = cc;
        call.tail = mg
            .dice
            .pick(&[TailKind::None, TailKind::Tail, TailKind::NoTail]);
        if mg.fp_shaped(ret) {
            call.fmf = random_fmf(mg);
        }
        if ret != void {
            call.ret_attrs = mg.value_attrs(ret, true);
        }
        call.fn_attrs = mg.fn_attrs();
        if mg.dice.chance(15) {
            let i32 = mg.m.types.int(32);
            let input = self.typed(mg, i32);
            call.bundles = vec![Bundle {
                tag: mg.dice.pick(&["deopt", "gen.bundle"]).into(),
                inputs: vec![input],
            }];
        }
        let result = (ret != void).then_some(ret);
        self.emit(mg, InstKind::Call(call), result);
        true
    }

    fn va_arg(&mut self, mg: &mut ModuleGen) -> bool {
        let list = self.address(mg);
        let ty = mg.scalar();
        self.emit(mg, InstKind::VaArg { list, ty }, Some(ty));
        true
    }

    /// An inline-assembly call, or `llvm.type.test` with a metadata
    /// argument.
    fn special_call(&mut self, mg: &mut ModuleGen) -> bool {
        let void = mg.m.types.void();
        if mg.dice.chance(50) {
            let fn_ty = mg.fn_type(void, Vec::new(), false);
            let asm = InlineAsm {
                side_effect: mg.dice.chance(50),
                align_stack: mg.dice.chance(30),
                intel_dialect: mg.dice.chance(30),
                unwind: false,
                code: mg.dice.pick(&["nop", "mov \"x\", 1\n"]).into(),
                constraints: "~{memory}".into(),
            };
            let call = plain_call(fn_ty, Operand::InlineAsm(Box::new(asm)), Vec::new());
            self.emit(mg, InstKind::Call(call), None);
            return true;
        }
        let Some(tt) = mg.role_function(Role::TypeTest) else {
            return false;
        };
        let fn_ty = mg.m.functions[tt.0 as usize].ty;
        let ptr = mg.ptrs[0];
        let md = mg.ty(TypeKind::Metadata);
        let i1 = mg.m.types.int(1);
        let p = self.operand(mg, ptr);
        let args = vec![
            Arg {
                ty: ptr,
                attrs: AttrSet::default(),
                val: p,
            },
            Arg {
                ty: md,
                attrs: AttrSet::default(),
                val: Operand::Metadata(Box::new(Metadata::String(b"gen.typeid".to_vec()))),
            },
        ];
        let call = plain_call(fn_ty, Operand::Const(mg.func_ref(tt)), args);
        self.emit(mg, InstKind::Call(call), Some(i1));
        true
    }
}

/// Every `(a, b)` with `a` from `from`, `b` from `to`, satisfying `ok`.
fn pairs_where(
    from: &[TypeId],
    to: &[TypeId],
    ok: impl Fn(TypeId, TypeId) -> bool,
) -> Vec<(TypeId, TypeId)> {
    let mut out = Vec::new();
    for &a in from {
        for &b in to {
            if ok(a, b) {
                out.push((a, b));
            }
        }
    }
    out
}

fn random_fmf(mg: &mut ModuleGen) -> FastMath {
    if mg.dice.chance(15) {
        return FastMath {
            nnan: true,
            ninf: true,
            nsz: true,
            arcp: true,
            contract: true,
            afn: true,
            reassoc: true,
        };
    }
    let mut flag = || mg.dice.chance(20);
    FastMath {
        nnan: flag(),
        ninf: flag(),
        nsz: flag(),
        arcp: flag(),
        contract: flag(),
        afn: flag(),
        reassoc: flag(),
    }
}

fn random_scope(mg: &mut ModuleGen) -> Option<String> {
    mg.dice.chance(20).then(|| {
        mg.dice
            .pick(&["singlethread", "agent", "wave \"x\""])
            .to_string()
    })
}

// ----- properties -----

/// Whether `llvm-as-22` can be run here.
fn llvm_as_available() -> bool {
    Command::new("llvm-as-22")
        .arg("--version")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

/// Runs `llvm-as-22` on `text`; the error output if it rejects it.
fn llvm_as(text: &str) -> Result<(), String> {
    let mut child = Command::new("llvm-as-22")
        .args(["-", "-o", "/dev/null"])
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| e.to_string())?;
    if let Some(mut stdin) = child.stdin.take() {
        stdin
            .write_all(text.as_bytes())
            .map_err(|e| e.to_string())?;
    }
    let out = child.wait_with_output().map_err(|e| e.to_string())?;
    if out.status.success() {
        Ok(())
    } else {
        Err(String::from_utf8_lossy(&out.stderr).into_owned())
    }
}

fn accepted_by_llvm(m: LlvmModule) -> TestResult {
    let text = print_module(&m.0);
    match llvm_as(&text) {
        Ok(()) => TestResult::passed(),
        Err(err) => TestResult::error(format!("llvm-as-22 rejects:\n{err}\n{text}")),
    }
}

/// Printing is done by the library; running `llvm-as-22` on what it prints
/// checks that the generator and the printer together produce valid IR.
#[test]
#[ignore = "needs llvm-as-22; a local check of the generator and the printer"]
fn generated_modules_are_accepted_by_llvm_as() {
    if !llvm_as_available() {
        eprintln!("llvm-as-22 not found; skipped");
        return;
    }
    QuickCheck::new()
        .tests(cases(300))
        .quickcheck(accepted_by_llvm as fn(LlvmModule) -> TestResult);
}

/// The number of cases to run: `QUICKCHECK_TESTS` if set, else `default`.
fn cases(default: u64) -> u64 {
    std::env::var("QUICKCHECK_TESTS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(default)
}

/// The instruction form of `kind`, one name per `InstKind` variant.
fn form(kind: &InstKind) -> &'static str {
    match kind {
        InstKind::Ret { .. } => "ret",
        InstKind::Br { .. } => "br",
        InstKind::CondBr { .. } => "condbr",
        InstKind::Switch { .. } => "switch",
        InstKind::IndirectBr { .. } => "indirectbr",
        InstKind::Invoke { .. } => "invoke",
        InstKind::CallBr { .. } => "callbr",
        InstKind::Resume { .. } => "resume",
        InstKind::CatchSwitch { .. } => "catchswitch",
        InstKind::CatchRet { .. } => "catchret",
        InstKind::CleanupRet { .. } => "cleanupret",
        InstKind::Unreachable => "unreachable",
        InstKind::FNeg { .. } => "fneg",
        InstKind::Binary { .. } => "binary",
        InstKind::ExtractElement { .. } => "extractelement",
        InstKind::InsertElement { .. } => "insertelement",
        InstKind::ShuffleVector { .. } => "shufflevector",
        InstKind::ExtractValue { .. } => "extractvalue",
        InstKind::InsertValue { .. } => "insertvalue",
        InstKind::Alloca { .. } => "alloca",
        InstKind::Load { .. } => "load",
        InstKind::Store { .. } => "store",
        InstKind::Fence { .. } => "fence",
        InstKind::CmpXchg { .. } => "cmpxchg",
        InstKind::AtomicRmw { .. } => "atomicrmw",
        InstKind::Gep { .. } => "getelementptr",
        InstKind::Cast { .. } => "cast",
        InstKind::ICmp { .. } => "icmp",
        InstKind::FCmp { .. } => "fcmp",
        InstKind::Phi { .. } => "phi",
        InstKind::Select { .. } => "select",
        InstKind::Freeze { .. } => "freeze",
        InstKind::Call(_) => "call",
        InstKind::VaArg { .. } => "va_arg",
        InstKind::LandingPad { .. } => "landingpad",
        InstKind::CatchPad { .. } => "catchpad",
        InstKind::CleanupPad { .. } => "cleanuppad",
    }
}

const EVERY_FORM: [&str; 37] = [
    "ret",
    "br",
    "condbr",
    "switch",
    "indirectbr",
    "invoke",
    "callbr",
    "resume",
    "catchswitch",
    "catchret",
    "cleanupret",
    "unreachable",
    "fneg",
    "binary",
    "extractelement",
    "insertelement",
    "shufflevector",
    "extractvalue",
    "insertvalue",
    "alloca",
    "load",
    "store",
    "fence",
    "cmpxchg",
    "atomicrmw",
    "getelementptr",
    "cast",
    "icmp",
    "fcmp",
    "phi",
    "select",
    "freeze",
    "call",
    "va_arg",
    "landingpad",
    "catchpad",
    "cleanuppad",
];

/// The constant form of `kind`, one name per `ConstKind` variant and
/// constant expression.
fn const_form(kind: &ConstKind) -> &'static str {
    match kind {
        ConstKind::Int(_) => "int",
        ConstKind::Float(_) => "float",
        ConstKind::Null => "null",
        ConstKind::NoneToken => "none",
        ConstKind::Undef => "undef",
        ConstKind::Poison => "poison",
        ConstKind::Zero => "zeroinitializer",
        ConstKind::Array(_) => "array",
        ConstKind::CString(_) => "cstring",
        ConstKind::Vector(_) => "vector",
        ConstKind::Splat(_) => "splat",
        ConstKind::Struct(_) => "struct",
        ConstKind::Global(_) => "global",
        ConstKind::BlockAddress { .. } => "blockaddress",
        ConstKind::DsoLocalEquivalent(_) => "dso_local_equivalent",
        ConstKind::NoCfi(_) => "no_cfi",
        ConstKind::Expr(e) => match e.as_ref() {
            ConstExpr::Cast { .. } => "cast expression",
            ConstExpr::Binary { .. } => "binary expression",
            ConstExpr::Gep { .. } => "getelementptr expression",
            ConstExpr::ExtractElement { .. } => "extractelement expression",
            ConstExpr::InsertElement { .. } => "insertelement expression",
            ConstExpr::ShuffleVector { .. } => "shufflevector expression",
        },
    }
}

const EVERY_CONST_FORM: [&str; 22] = [
    "int",
    "float",
    "null",
    "none",
    "undef",
    "poison",
    "zeroinitializer",
    "array",
    "cstring",
    "vector",
    "splat",
    "struct",
    "global",
    "blockaddress",
    "dso_local_equivalent",
    "no_cfi",
    "cast expression",
    "binary expression",
    "getelementptr expression",
    "extractelement expression",
    "insertelement expression",
    "shufflevector expression",
];

/// Records the form of `c` and of every constant inside it.
fn collect_const_forms(c: &Const, seen: &mut HashSet<&'static str>) {
    seen.insert(const_form(&c.kind));
    let inner: Vec<&Const> = match &c.kind {
        ConstKind::Array(v) | ConstKind::Vector(v) | ConstKind::Struct(v) => v.iter().collect(),
        ConstKind::Splat(e) => vec![e],
        ConstKind::Expr(e) => match e.as_ref() {
            ConstExpr::Cast { val, .. } => vec![val],
            ConstExpr::Binary { lhs, rhs, .. } => vec![lhs, rhs],
            ConstExpr::Gep { base, indices, .. } => std::iter::once(base).chain(indices).collect(),
            ConstExpr::ExtractElement { vec, idx } => vec![vec, idx],
            ConstExpr::InsertElement { vec, elem, idx } => vec![vec, elem, idx],
            ConstExpr::ShuffleVector { v1, v2, mask } => vec![v1, v2, mask],
        },
        _ => Vec::new(),
    };
    for c in inner {
        collect_const_forms(c, seen);
    }
}

/// The constants written directly in an instruction.
fn inst_consts(kind: &InstKind) -> Vec<&Const> {
    let ops: Vec<&Operand> = match kind {
        InstKind::Ret { val } => val.iter().map(|t| &t.val).collect(),
        InstKind::Binary { lhs, rhs, .. }
        | InstKind::ICmp { lhs, rhs, .. }
        | InstKind::FCmp { lhs, rhs, .. } => vec![lhs, rhs],
        InstKind::Phi { incoming, .. } => incoming.iter().map(|(v, _)| v).collect(),
        InstKind::Select {
            cond,
            then_val,
            else_val,
            ..
        } => vec![&cond.val, &then_val.val, &else_val.val],
        InstKind::Store { val, ptr, .. } => vec![&val.val, &ptr.val],
        InstKind::Load { ptr, .. } => vec![&ptr.val],
        InstKind::Cast { val, .. } | InstKind::Freeze { val } => vec![&val.val],
        InstKind::IndirectBr { addr, .. } => vec![&addr.val],
        InstKind::CatchSwitch { parent, .. } => vec![parent],
        InstKind::CleanupPad { within, .. } => vec![within],
        InstKind::Call(call) => call.args.iter().map(|a| &a.val).collect(),
        _ => Vec::new(),
    };
    let mut out: Vec<&Const> = ops
        .into_iter()
        .filter_map(|o| match o {
            Operand::Const(c) => Some(c),
            _ => None,
        })
        .collect();
    match kind {
        InstKind::Switch { cases, .. } => out.extend(cases.iter().map(|(c, _)| c)),
        InstKind::ShuffleVector { mask, .. } => out.push(mask),
        InstKind::LandingPad { clauses, .. } => out.extend(clauses.iter().map(|c| match c {
            Clause::Catch(c) | Clause::Filter(c) => c,
        })),
        _ => {}
    }
    out
}

/// Over a fixed sample of modules of both dialects, the generator produces
/// every instruction form and every constant form.
#[test]
fn generator_covers_every_instruction_and_constant_form() {
    let mut g = Gen::from_size_and_seed(100, 0x5eed);
    let mut forms = HashSet::new();
    let mut consts = HashSet::new();
    for i in 0..400 {
        let m = if i % 2 == 0 {
            AnyModule::arbitrary(&mut g).0
        } else {
            LlvmModule::arbitrary(&mut g).0
        };
        for c in m.globals.iter().filter_map(|g| g.init.as_ref()) {
            collect_const_forms(c, &mut consts);
        }
        let insts = m
            .functions
            .iter()
            .filter_map(|f| f.body.as_ref())
            .flat_map(|b| &b.blocks)
            .flat_map(|b| &b.insts);
        for inst in insts {
            forms.insert(form(&inst.kind));
            for c in inst_consts(&inst.kind) {
                collect_const_forms(c, &mut consts);
            }
        }
    }
    let missing: Vec<_> = EVERY_FORM.iter().filter(|f| !forms.contains(*f)).collect();
    assert!(
        missing.is_empty(),
        "instruction forms never generated: {missing:?}"
    );
    let missing: Vec<_> = EVERY_CONST_FORM
        .iter()
        .filter(|f| !consts.contains(*f))
        .collect();
    assert!(
        missing.is_empty(),
        "constant forms never generated: {missing:?}"
    );
}

/// The lines of printed text that start a global value or a function.
fn printed_items(text: &str) -> (usize, usize, usize) {
    let globals = text.lines().filter(|l| l.starts_with('@')).count();
    let defines = text.lines().filter(|l| l.starts_with("define ")).count();
    let declares = text.lines().filter(|l| l.starts_with("declare")).count();
    (globals, defines, declares)
}

fn prints_every_item(m: AnyModule) -> bool {
    let m = m.0;
    let text = print_module(&m);
    let defined = m.functions.iter().filter(|f| f.body.is_some()).count();
    let (globals, defines, declares) = printed_items(&text);
    globals == m.globals.len() + m.aliases.len() + m.ifuncs.len()
        && defines == defined
        && declares == m.functions.len() - defined
        && print_module(&m) == text
}

/// Every generated module prints, deterministically, with one line per
/// global value and one header per function.
#[test]
fn generated_modules_print_every_item() {
    QuickCheck::new()
        .tests(cases(200))
        .quickcheck(prints_every_item as fn(AnyModule) -> bool);
}

fn reparses_to_the_same_module(m: AnyModule) -> TestResult {
    let text = print_module(&m.0);
    let parsed = match llsem::parse::parse_module(SourceFile::new("gen.ll", text.clone())) {
        Ok(parsed) => parsed,
        Err(d) => return TestResult::error(format!("{}\n{text}", d.message)),
    };
    // Type ids depend on the order types are first met, which the parser
    // chooses; the text shows every type structurally, so equal text is
    // equality up to that numbering.
    let again = print_module(&parsed);
    if again != text {
        return TestResult::error(format!("printed:\n{text}\nreprinted:\n{again}"));
    }
    match llsem::parse::parse_module(SourceFile::new("gen.ll", again)) {
        Ok(twice) if twice == parsed => TestResult::passed(),
        Ok(_) => TestResult::error(format!(
            "parse(print(parse(x))) differs from parse(x) for\n{text}"
        )),
        Err(d) => TestResult::error(d.message),
    }
}

/// `parse(print(m))` is `m` (up to type numbering), and
/// `parse(print(parse(x))) == parse(x)` exactly.
#[test]
fn printed_modules_parse_back_to_the_same_module() {
    QuickCheck::new()
        .tests(cases(300))
        .quickcheck(reparses_to_the_same_module as fn(AnyModule) -> TestResult);
}
