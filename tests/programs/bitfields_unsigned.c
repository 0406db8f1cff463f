/* Unsigned bit fields of several widths, fields straddling storage units, wrap-around on store. */
#include <stdio.h>

struct flags {
  unsigned a : 1;
  unsigned b : 3;
  unsigned c : 5;
  unsigned d : 7;
  unsigned e : 16;
};

struct straddle {
  unsigned char lo : 6;
  unsigned char hi : 2;
  unsigned short mid : 12;
  unsigned int big : 30;
  unsigned long long huge : 40;
};

static unsigned pack(const struct flags *f) {
  return f->a | (f->b << 1) | (f->c << 4) | (f->d << 9) | ((unsigned)f->e << 16);
}

int main(void) {
  struct flags f = {1, 5, 17, 100, 54321};
  printf("sizeof flags = %zu\n", sizeof f);
  printf("a=%u b=%u c=%u d=%u e=%u packed=%08x\n", f.a, f.b, f.c, f.d, f.e, pack(&f));
  f.b = f.b + 4u; /* stores 9 mod 8 = 1 */
  f.c += 20; /* 37 mod 32 = 5 */
  f.e = 70000u & 0xffffu;
  printf("a=%u b=%u c=%u d=%u e=%u packed=%08x\n", f.a, f.b, f.c, f.d, f.e, pack(&f));
  struct straddle s = {0};
  printf("sizeof straddle = %zu\n", sizeof s);
  for (int i = 0; i < 5; i++) {
    s.lo = (unsigned char)(s.lo + 13);
    s.hi = (unsigned char)(s.hi + 1);
    s.mid = (unsigned short)(s.mid + 1000);
    s.big = s.big * 3u + 7u;
    s.huge = s.huge * 1000003ull + 12345ull;
    printf("%2u %u %4u %10u %llu\n", s.lo, s.hi, s.mid, s.big, (unsigned long long)s.huge);
  }
  struct flags arr[3] = {{0, 1, 2, 3, 4}, {1, 7, 31, 127, 65535}, {0}};
  unsigned total = 0;
  for (int i = 0; i < 3; i++)
    total += arr[i].a + arr[i].b + arr[i].c + arr[i].d + arr[i].e;
  printf("total = %u\n", total);
  return 0;
}
