/* long double (x86 80-bit): arithmetic, precision beyond double, conversions, printf %Lf %Le %Lg %La. */
#include <stdio.h>
#include <float.h>

static long double harmonic(int n) {
  long double s = 0.0L;
  for (int i = 1; i <= n; i++)
    s += 1.0L / i;
  return s;
}

int main(void) {
  printf("LDBL_MANT_DIG=%d DBL_MANT_DIG=%d sizeof=%zu\n", LDBL_MANT_DIG, DBL_MANT_DIG, sizeof(long double));
  long double third = 1.0L / 3.0L;
  printf("third = %.25Lf\n", third);
  printf("third as double = %.25f\n", (double)third);
  printf("harmonic(100) = %.20Lg\n", harmonic(100));
  long double big = 1.0L;
  for (int i = 0; i < 70; i++)
    big *= 2.0L;
  printf("2^70 = %.0Lf\n", big);
  unsigned long long u = 18446744073709551615ULL;
  long double lu = (long double)u;
  printf("u64 max as ld = %.1Lf back = %llu\n", lu, (unsigned long long)lu);
  long double eps = 1.0L;
  int steps = 0;
  while (1.0L + eps != 1.0L) {
    eps /= 2;
    steps++;
  }
  printf("ld epsilon steps = %d\n", steps);
  long double x = 1.0L + 1e-18L;
  printf("1+1e-18 > 1: %d (double: %d)\n", x > 1.0L, (double)x > 1.0);
  printf("%%Le = %Le, %%La = %La\n", third, (long double)0.75);
  long double vals[] = {-1.5L, 2.25L, -0.0L, 1e300L * 1e300L};
  for (int i = 0; i < 4; i++)
    printf("[%Lg] ", vals[i]);
  putchar('\n');
  float f = (float)third;
  double d = (double)third;
  printf("narrow: %.10f %.18f cmp %d %d\n", (double)f, d, third > d, (long double)f < third);
  return 0;
}
