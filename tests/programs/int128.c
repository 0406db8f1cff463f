/* __int128 and unsigned __int128: multiplication, division, shifts, conversions, decimal printing by hand. */
#include <stdio.h>
#include <stdint.h>

typedef unsigned __int128 u128;
typedef __int128 i128;

static void print_u128(u128 v) {
  char buf[40];
  int n = 0;
  do {
    buf[n++] = (char)('0' + (int)(v % 10));
    v /= 10;
  } while (v);
  while (n)
    putchar(buf[--n]);
}

static void print_i128(i128 v) {
  if (v < 0) {
    putchar('-');
    print_u128((u128)0 - (u128)v);
  } else {
    print_u128((u128)v);
  }
}

static u128 factorial(int n) {
  u128 r = 1;
  for (int i = 2; i <= n; i++)
    r *= (u128)i;
  return r;
}

static uint64_t mulhi64(uint64_t a, uint64_t b) { return (uint64_t)(((u128)a * b) >> 64); }

int main(void) {
  for (int n = 20; n <= 34; n += 7) {
    printf("%d! = ", n);
    print_u128(factorial(n));
    putchar('\n');
  }
  u128 max = ~(u128)0;
  printf("u128 max = ");
  print_u128(max);
  putchar('\n');
  i128 min = (i128)((u128)1 << 127);
  printf("i128 min = ");
  print_i128(min);
  putchar('\n');
  printf("mulhi64 = %llx\n", (unsigned long long)mulhi64(0xfedcba9876543210ull, 0x123456789abcdef0ull));
  i128 a = (i128)-123456789012345678LL * 1000000007;
  i128 b = 987654321;
  printf("a/b = ");
  print_i128(a / b);
  printf(" a%%b = ");
  print_i128(a % b);
  putchar('\n');
  u128 x = ((u128)0x0123456789abcdefull << 64) | 0xfedcba9876543210ull;
  for (int s = 0; s < 128; s += 40) {
    u128 l = x << s, r = x >> s;
    printf("shift %3d: %016llx%016llx %016llx%016llx\n", s, (unsigned long long)(l >> 64), (unsigned long long)l,
           (unsigned long long)(r >> 64), (unsigned long long)r);
  }
  i128 sr = -(i128)x;
  printf("ashr: %llx\n", (unsigned long long)(sr >> 100));
  double d = (double)x;
  printf("as double %.6e back %llx\n", d, (unsigned long long)((u128)d >> 64));
  printf("cmp %d %d %d\n", x > max / 2, (i128)x < 0, min < a);
  printf("popcount %d clz-ish %d\n", __builtin_popcountll((uint64_t)x) + __builtin_popcountll((uint64_t)(x >> 64)),
         __builtin_clzll((uint64_t)(x >> 64)));
  return 0;
}
