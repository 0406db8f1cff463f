// <stdlib.h>, <ctype.h> and the allocation functions on edge cases.
#define _GNU_SOURCE
#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <malloc.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

volatile int zero = 0;

int main(void) {
  printf("abs: %d %d %ld %lld\n", abs(-5 + zero), abs(INT_MAX + zero), labs(-7L + zero),
         llabs(LLONG_MIN + 1 + zero));
  for (int c = -1 + zero; c < 140; c += 7)
    printf("%d:%d%d%d%d ", c, isdigit(c) != 0, isascii(c) != 0, toascii(c), isalpha(c) != 0);
  printf("\n");
  printf("toascii: %d %d\n", toascii(200 + zero), toascii(-3 + zero));

  void *p = aligned_alloc(64 + zero, 10);
  printf("aligned_alloc 64: %d\n", p && (uintptr_t)p % 64 == 0);
  free(p);
  void *q = 0;
  printf("posix_memalign 4: %d\n", posix_memalign(&q, 4 + zero, 8));
  printf("posix_memalign 24: %d\n", posix_memalign(&q, 24 + zero, 8));
  printf("posix_memalign 32: %d ", posix_memalign(&q, 32 + zero, 8));
  printf("%d\n", q && (uintptr_t)q % 32 == 0);
  free(q);
  p = memalign(128 + zero, 1);
  printf("memalign: %d\n", p && (uintptr_t)p % 128 == 0);
  free(p);
  errno = 0;
  p = reallocarray(0, (size_t)1 << 40, ((size_t)1 << 40) + zero);
  printf("reallocarray overflow: %d %d\n", p == 0, errno);
  int *arr = reallocarray(0, 4 + zero, sizeof(int));
  for (int i = 0; i < 4; i++)
    arr[i] = i * i;
  arr = reallocarray(arr, 8 + zero, sizeof(int));
  printf("reallocarray: %d %d\n", arr[3], arr[1]);
  free(arr);

  const char *nums[] = {"42", "  -17xyz", "0x1f", "0777", "9223372036854775807",
                        "9223372036854775808", "-9223372036854775809", "", "+", "0x", "z"};
  for (unsigned i = 0; i < sizeof nums / sizeof nums[0]; i++) {
    char *end;
    errno = 0;
    long v = strtol(nums[i] + zero, &end, 0);
    int e = errno;
    errno = 0;
    unsigned long u = strtoul(nums[i] + zero, 0, 16);
    printf("strtol(\"%s\") = %ld end+%ld errno %d; strtoul16 = %lu %d; atoi = %d\n", nums[i], v,
           (long)(end - nums[i]), e, u, errno, atoi(nums[i] + zero));
  }
  const char *floats[] = {"1.5", "-0x1.8p1", "1e400", "1e-400", "nan", "-inf", ".5e", "abc"};
  for (unsigned i = 0; i < sizeof floats / sizeof floats[0]; i++) {
    char *end;
    errno = 0;
    double d = strtod(floats[i] + zero, &end);
    printf("strtod(\"%s\") = %a end+%ld errno %d; strtof = %a\n", floats[i], d,
           (long)(end - floats[i]), errno, (double)strtof(floats[i] + zero, 0));
  }
  char *end;
  const char *ldtext = "3.25e1x";
  long double ld = strtold(ldtext + zero, &end);
  printf("strtold: %La %ld\n", ld, (long)(end - ldtext));
  div_t dv = div(-7 + zero, 2);
  ldiv_t ldv = ldiv(7L + zero, -2);
  printf("div: %d %d %ld %ld\n", dv.quot, dv.rem, ldv.quot, ldv.rem);
  return 0;
}
