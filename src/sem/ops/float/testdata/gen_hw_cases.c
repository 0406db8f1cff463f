/* Generates x86_fp80 and fp128 reference cases for llsem's float tests from
 * the machine's own arithmetic: x87 instructions (precision control at 64
 * bits, as on x86-64 Linux) and glibc's binary128 functions.
 *
 *   clang-22 -O1 gen_hw_cases.c -lm -o gen && ./gen x87 400 > x87.txt
 *                                            ./gen quad 400 > quad.txt
 *
 * One case per line, hexadecimal bit patterns: a b c a+b a-b a*b a/b
 * sqrt(|a|) fmod(a,b) fma(a,b,c) (double)a (float)a. Operands are drawn from
 * a fixed xorshift sequence: random patterns, exponents near 1, and
 * subnormals (x87 pseudo-denormals included). */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

__float128 sqrtf128(__float128);
__float128 fabsf128(__float128);
__float128 fmodf128(__float128, __float128);
__float128 fmaf128(__float128, __float128, __float128);

static uint64_t state = 0x123456789abcdefULL;

static uint64_t next(void) {
  state ^= state << 13;
  state ^= state >> 7;
  state ^= state << 17;
  return state;
}

/* A biased exponent: random, near 1.0, or subnormal. */
static uint64_t pick_exp(uint64_t raw) {
  switch (next() % 4) {
  case 0: return 0x3FFF + next() % 300 - 150;
  case 1: return next() % 3;
  default: return raw & 0x7fff;
  }
}

static long double x87_operand(void) {
  uint64_t m = next() | 1ULL << 63;
  uint16_t e = (uint16_t)(next() & 0x8000) | (uint16_t)pick_exp(next());
  if ((e & 0x7fff) == 0 && next() % 2) m &= ~(1ULL << 63);
  unsigned char b[16] = {0};
  memcpy(b, &m, 8);
  memcpy(b + 8, &e, 2);
  long double x;
  memcpy(&x, b, sizeof x);
  return x;
}

static void x87_print(long double x) {
  unsigned char b[16] = {0};
  memcpy(b, &x, 10);
  uint64_t m;
  uint16_t e;
  memcpy(&m, b, 8);
  memcpy(&e, b + 8, 2);
  printf("%04x%016llx ", e, (unsigned long long)m);
}

static __float128 quad_operand(void) {
  uint64_t lo = next(), hi = next();
  hi = (hi & (1ULL << 63)) | pick_exp(hi >> 48) << 48 | (hi & 0xffffffffffffULL);
  uint64_t w[2] = {lo, hi};
  __float128 x;
  memcpy(&x, w, 16);
  return x;
}

static void quad_print(__float128 x) {
  uint64_t w[2];
  memcpy(w, &x, 16);
  printf("%016llx%016llx ", (unsigned long long)w[1], (unsigned long long)w[0]);
}

static void narrow_print(double d, float f) {
  uint64_t db;
  uint32_t fb;
  memcpy(&db, &d, 8);
  memcpy(&fb, &f, 4);
  printf("%016llx %08x\n", (unsigned long long)db, fb);
}

int main(int argc, char **argv) {
  int quad = argc > 1 && strcmp(argv[1], "quad") == 0;
  int n = argc > 2 ? atoi(argv[2]) : 400;
  for (int i = 0; i < n; i++) {
    if (quad) {
      __float128 a = quad_operand(), b = quad_operand(), c = quad_operand();
      quad_print(a); quad_print(b); quad_print(c);
      quad_print(a + b); quad_print(a - b); quad_print(a * b); quad_print(a / b);
      quad_print(sqrtf128(fabsf128(a))); quad_print(fmodf128(a, b)); quad_print(fmaf128(a, b, c));
      narrow_print((double)a, (float)a);
    } else {
      long double a = x87_operand(), b = x87_operand(), c = x87_operand();
      x87_print(a); x87_print(b); x87_print(c);
      x87_print(a + b); x87_print(a - b); x87_print(a * b); x87_print(a / b);
      x87_print(sqrtl(fabsl(a))); x87_print(fmodl(a, b)); x87_print(fmal(a, b, c));
      narrow_print((double)a, (float)a);
    }
  }
  return 0;
}
