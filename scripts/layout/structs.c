/* C structs whose layouts clang-22 lowers to LLVM struct types: packed in
   normal, normal in packed, arrays of packed, vectors inside, over-aligned
   members, long double, __int128, bit fields, unions. Lowered per target by
   scripts/gen-layout-expectations.sh; every `extern` object below becomes a
   global whose type LLVM's DataLayout measures. */
typedef int v4si __attribute__((vector_size(16)));
typedef short v2hi __attribute__((vector_size(4)));
typedef double v2df __attribute__((vector_size(16)));

struct __attribute__((packed)) P { char c; long l; };
struct N { char c; struct P p; };
struct N2 { char c; struct P p[3]; short s; };
struct __attribute__((packed)) Q { char c; struct N n; int i; };
struct V { char c; v4si v; };
struct __attribute__((packed)) PV { char c; v4si v; };
struct VH { char c; v2hi v; char d; };
struct VD { char c; v2df v; };
struct LD { char c; long double d; };
struct LDP { long double d; char c; };
#ifdef __SIZEOF_INT128__
struct I128 { char c; __int128 i; };
struct __attribute__((packed)) I128P { char c; __int128 i; };
#endif
struct BI { char c; _BitInt(65) b; _BitInt(17) s; };
struct AL { char c; _Alignas(32) int i; };
struct __attribute__((aligned(64))) A64 { char c; };
struct HA { char c; struct A64 a; char d; };
struct BF { unsigned a : 3; unsigned b : 17; unsigned long long c : 40; char d; };
struct __attribute__((packed)) BFP { char c; unsigned a : 13; int i; };
union U { char c[3]; long l; double d; };
struct WU { char c; union U u; };
struct FL { int n; char c; double tail[]; };
struct __attribute__((packed, aligned(2))) PA2 { char c; int i; };
struct WPA2 { char c; struct PA2 p; };
#ifdef __FLT16_MAX__
struct H { _Float16 h; char c; };
#endif
struct PTRS { char c; void *p; char d; int (*f)(int); };
struct DEEP { struct { struct { char c; long l; } b; char d; } a; char e; };

extern struct P p; extern struct N n; extern struct N2 n2; extern struct Q q;
extern struct V v; extern struct PV pv; extern struct VH vh; extern struct VD vd;
extern struct LD ld; extern struct LDP ldp; extern struct BI bi; extern struct AL al; extern struct A64 a64;
extern struct HA ha; extern struct BF bf; extern struct BFP bfp; extern union U u;
extern struct WU wu; extern struct FL fl; extern struct PA2 pa2;
extern struct WPA2 wpa2; extern struct PTRS ptrs;
extern struct DEEP deep;

#ifdef __SIZEOF_INT128__
extern struct I128 i128; extern struct I128P i128p;
void *wide[] = { &i128, &i128p };
#endif
#ifdef __FLT16_MAX__
extern struct H h;
void *halves[] = { &h };
#endif
void *all[] = { &p, &n, &n2, &q, &v, &pv, &vh, &vd, &ld, &ldp, &bi, &al,
                &a64, &ha, &bf, &bfp, &u, &wu, &fl, &pa2, &wpa2, &ptrs, &deep };
