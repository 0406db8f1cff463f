#include <stdarg.h>
int sum(int n, ...) { va_list ap; va_start(ap, n); int s = 0; for (int i = 0; i < n; i++) s += va_arg(ap, int); va_end(ap); return s; }
void saxpy(float *restrict y, const float *restrict x, float a, int n) { for (int i = 0; i < n; i++) y[i] += a * x[i]; }
int red(const int *x, int n) { int s = 0; for (int i = 0; i < n; i++) s += x[i] > 3 ? x[i] : -x[i]; return s; }
int ai; int at(void) { __atomic_fetch_add(&ai, 1, __ATOMIC_RELAXED); int o; __atomic_compare_exchange_n(&ai, &o, 3, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE); return __atomic_exchange_n(&ai, 5, __ATOMIC_SEQ_CST); }
struct bf { unsigned a:3, b:5; int c; }; int getb(struct bf *p) { return p->b; }
