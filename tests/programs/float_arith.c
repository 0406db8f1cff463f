/* float and double arithmetic, comparisons (including NaN and signed zero), infinities. */
#include <stdio.h>
#include <math.h>

static float poly(float x) { return ((2.5f * x - 1.25f) * x + 0.5f) * x - 3.0f; }

static int cmp_all(double a, double b) {
  return (a < b) | (a <= b) << 1 | (a == b) << 2 | (a != b) << 3 | (a >= b) << 4 | (a > b) << 5;
}

int main(void) {
  for (int i = -3; i <= 3; i++)
    printf("poly(%d) = %.6f\n", i, (double)poly((float)i));
  float f = 0.1f;
  double d = 0.1;
  printf("0.1f*3 = %.10f, 0.1*3 = %.17f\n", (double)(f * 3.0f), d * 3.0);
  printf("float sum == double sum: %d\n", (double)(f + f + f) == d + d + d);
  double inf = 1.0 / 0.0;
  double nan = 0.0 / 0.0;
  double nz = -0.0;
  printf("inf=%f -inf=%f nan is nan: %d\n", inf, -inf, nan != nan);
  printf("cmp(1,2)=%d cmp(2,2)=%d cmp(3,2)=%d\n", cmp_all(1, 2), cmp_all(2, 2), cmp_all(3, 2));
  printf("cmp(nan,1)=%d cmp(nan,nan)=%d cmp(0,-0)=%d\n", cmp_all(nan, 1), cmp_all(nan, nan), cmp_all(0.0, nz));
  printf("signbit(-0)=%d 1/-0=%f copysign=%f\n", signbit(nz) != 0, 1.0 / nz, copysign(3.0, nz));
  printf("isinf=%d isnan=%d isfinite=%d\n", isinf(inf) != 0, isnan(nan) != 0, isfinite(1e308) != 0);
  double acc = 1.0;
  for (int i = 0; i < 20; i++)
    acc = acc * 1.5 - 0.25;
  printf("acc = %.6e\n", acc);
  float small = 1.0f;
  int steps = 0;
  while (1.0f + small != 1.0f) {
    small /= 2.0f;
    steps++;
  }
  printf("float epsilon steps = %d\n", steps);
  double dsmall = 1.0;
  steps = 0;
  while (1.0 + dsmall != 1.0) {
    dsmall /= 2.0;
    steps++;
  }
  printf("double epsilon steps = %d\n", steps);
  printf("fmod(7.5,2)=%.2f -fmod=%.2f\n", fmod(7.5, 2.0), fmod(-7.5, 2.0));
  printf("denormal min*0.5 = %g\n", 4.9406564584124654e-324 * 0.5);
  printf("max float * 2 = %f\n", (double)(3.4e38f * 2.0f));
  return 0;
}
