/* Conversions between integers and floating point (both directions, signed and unsigned, narrowing). */
#include <stdio.h>
#include <stdint.h>

int main(void) {
  double ds[] = {0.0, 0.5, 1.5, 2.5, -0.5, -1.5, -2.7, 123456.789, -2147483648.0, 4294967295.0};
  for (int i = 0; i < 10; i++) {
    double d = ds[i];
    long long ll = (long long)d;
    printf("%.3f -> ll %lld", d, ll);
    if (d > -2147483649.0 && d < 2147483648.0)
      printf(" int %d", (int)d);
    if (d > -1.0 && d < 4294967296.0)
      printf(" uint %u", (unsigned)d);
    if (d > -129.0 && d < 128.0)
      printf(" schar %d", (signed char)d);
    putchar('\n');
  }
  int64_t big[] = {INT64_MAX, INT64_MIN, (int64_t)1 << 53, ((int64_t)1 << 53) + 1, -12345};
  for (int i = 0; i < 5; i++)
    printf("%lld -> double %.1f float %.1f\n", (long long)big[i], (double)big[i], (double)(float)big[i]);
  uint64_t ubig[] = {UINT64_MAX, 1ull << 63, (1ull << 63) + 1025, 18446744073709549568ull};
  for (int i = 0; i < 4; i++)
    printf("%llu -> double %.1f\n", (unsigned long long)ubig[i], (double)ubig[i]);
  double back = 18446744073709549568.0;
  printf("double -> u64 %llu\n", (unsigned long long)(uint64_t)back);
  float f = 16777217.0f;
  printf("16777217 as float = %.1f\n", (double)f);
  double precise = 0.1 + 0.2;
  float narrowed = (float)precise;
  printf("narrowed %.9g widened back %.17g\n", (double)narrowed, (double)narrowed);
  unsigned char uc = 200;
  signed char sc = -100;
  printf("uc->float %.1f sc->double %.1f\n", (double)(float)uc, (double)sc);
  double bsrc[] = {0.3, 0.0, -0.0, -1e-300};
  for (int i = 0; i < 4; i++) {
    _Bool b = bsrc[i];
    printf("bool(%g) = %d\n", bsrc[i], b);
  }
  return 0;
}
