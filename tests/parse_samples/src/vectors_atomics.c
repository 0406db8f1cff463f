#include <stdarg.h>
#include <stdatomic.h>
#include <string.h>
typedef int v8 __attribute__((vector_size(32)));
struct Big { long a[8]; };
_Atomic int counter;
__int128 wide(__int128 a, __int128 b) { return a * b + (a >> 3); }
long double ld(long double x) { return x * 3.0L; }
__float128 q(__float128 x) { return x + 1; }
_Float16 h(_Float16 a, _Float16 b) { return a * b; }
struct Big ret_big(struct Big b) { b.a[2] += 5; return b; }
int sum(int n, ...) { va_list ap; va_start(ap, n); int s = 0; for (int i = 0; i < n; i++) s += va_arg(ap, int); va_end(ap); return s; }
void bump(void) { atomic_fetch_add(&counter, 3); int e = 5; atomic_compare_exchange_strong(&counter, &e, 9); atomic_thread_fence(memory_order_seq_cst); }
v8 shuf(v8 a, v8 b) { return __builtin_shufflevector(a, b, 0, 9, 2, 11, 4, 13, 6, 15) + (a < b); }
int vred(int *p, int n) { int s = 0; for (int i = 0; i < n; i++) s += p[i] * 3; return s; }
int go(int x) { static void *tbl[] = { &&a, &&b }; goto *tbl[x & 1]; a: return 1; b: return 2; }
int asmf(int x) { int y; __asm__ volatile ("movl %1, %0" : "=r"(y) : "r"(x)); return y; }
void cp(char *d, const char *s, unsigned n) { memcpy(d, s, n); memset(d, 0, 3); }
unsigned bits(unsigned x) { return __builtin_popcount(x) + __builtin_clz(x | 1) + __builtin_bswap32(x); }
int sat(int a, int b) { int r; if (__builtin_sadd_overflow(a, b, &r)) return -1; return r; }
