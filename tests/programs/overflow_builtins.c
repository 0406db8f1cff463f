/* Checked arithmetic with __builtin_{add,sub,mul}_overflow on several widths and signedness. */
#include <stdio.h>
#include <stdint.h>
#include <limits.h>

int main(void) {
  int ia[] = {INT_MAX, INT_MIN, 0, -1, 46341, 65536, 1000};
  int ib[] = {1, -1, INT_MIN, INT_MIN, 46341, 65536, -3};
  for (int i = 0; i < 7; i++) {
    int r1, r2, r3;
    int o1 = __builtin_add_overflow(ia[i], ib[i], &r1);
    int o2 = __builtin_sub_overflow(ia[i], ib[i], &r2);
    int o3 = __builtin_mul_overflow(ia[i], ib[i], &r3);
    printf("%d,%d: add %d/%d sub %d/%d mul %d/%d\n", ia[i], ib[i], o1, r1, o2, r2, o3, r3);
  }
  unsigned ua[] = {UINT_MAX, 0, 65536, 3};
  unsigned ub[] = {1, 1, 65536, 5};
  for (int i = 0; i < 4; i++) {
    unsigned r1, r2, r3;
    int o1 = __builtin_add_overflow(ua[i], ub[i], &r1);
    int o2 = __builtin_sub_overflow(ua[i], ub[i], &r2);
    int o3 = __builtin_mul_overflow(ua[i], ub[i], &r3);
    printf("%u,%u: add %d/%u sub %d/%u mul %d/%u\n", ua[i], ub[i], o1, r1, o2, r2, o3, r3);
  }
  uint8_t r8;
  int o8 = __builtin_add_overflow((uint8_t)200, (uint8_t)100, &r8);
  int16_t r16;
  int o16 = __builtin_mul_overflow((int16_t)-300, (int16_t)200, &r16);
  int64_t r64;
  int o64 = __builtin_mul_overflow((int64_t)INT64_MAX / 3, (int64_t)4, &r64);
  printf("u8 %d/%u i16 %d/%d i64 %d/%lld\n", o8, r8, o16, r16, o64, (long long)r64);
  int mixed;
  int om = __builtin_add_overflow(3000000000u, -1000000000LL, &mixed);
  printf("mixed %d/%d\n", om, mixed);
  long long fact = 1;
  int n = 1;
  while (!__builtin_mul_overflow(fact, (long long)(n + 1), &fact))
    n++;
  printf("largest factorial in i64: %d! (next overflows)\n", n);
  return 0;
}
