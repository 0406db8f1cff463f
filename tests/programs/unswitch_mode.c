/* A loop whose body switches on a loop-invariant mode, and loops that test an invariant pointer for null. */
#include <stdio.h>

static void transform(int *dst, const int *src, int n, int mode) {
  for (int i = 0; i < n; i++) {
    switch (mode) {
    case 0: dst[i] = src[i]; break;
    case 1: dst[i] = src[i] * 2; break;
    case 2: dst[i] = -src[i]; break;
    default: dst[i] = src[i] + mode; break;
    }
  }
}

static int sum_and_maybe_store(const int *src, int n, int *out) {
  int s = 0;
  for (int i = 0; i < n; i++) {
    s += src[i];
    if (out)
      out[i] = s;
  }
  return s;
}

static double scale_all(double *v, int n, double factor, int clamp) {
  double total = 0;
  for (int i = 0; i < n; i++) {
    double x = v[i] * factor;
    if (clamp && x > 10.0)
      x = 10.0;
    v[i] = x;
    total += x;
  }
  return total;
}

int main(void) {
  int src[40], dst[40], prefix[40];
  for (int i = 0; i < 40; i++)
    src[i] = i % 7 - 3;
  for (int mode = 0; mode < 5; mode++) {
    transform(dst, src, 40, mode);
    unsigned s = 0;
    for (int i = 0; i < 40; i++)
      s = s * 7u + (unsigned)dst[i];
    printf("mode %d: %u\n", mode, s);
  }
  printf("sum only %d\n", sum_and_maybe_store(src, 40, NULL));
  printf("sum stored %d last prefix %d\n", sum_and_maybe_store(src, 40, prefix), prefix[39]);
  double v[20];
  for (int i = 0; i < 20; i++)
    v[i] = i * 0.75;
  printf("scaled %.3f\n", scale_all(v, 20, 1.5, 0));
  printf("clamped %.3f\n", scale_all(v, 20, 1.5, 1));
  return 0;
}
