/* Loops that -O2 auto-vectorizes: int sum, float dot product, saxpy, element-wise max, reductions of 1000 elements. */
#include <stdio.h>

#define N 1000

static int ia[N], ib[N];
static float fa[N], fb[N], fc[N];
static double da[N];

long sum_int(const int *a, int n) {
  long s = 0;
  for (int i = 0; i < n; i++)
    s += a[i];
  return s;
}

int dot_int(const int *a, const int *b, int n) {
  int s = 0;
  for (int i = 0; i < n; i++)
    s += a[i] * b[i];
  return s;
}

float dot_float(const float *a, const float *b, int n) {
  float s = 0.0f;
  for (int i = 0; i < n; i++)
    s += a[i] * b[i];
  return s;
}

void saxpy(float *restrict y, const float *restrict x, float a, int n) {
  for (int i = 0; i < n; i++)
    y[i] = a * x[i] + y[i];
}

void vmax(int *restrict out, const int *a, const int *b, int n) {
  for (int i = 0; i < n; i++)
    out[i] = a[i] > b[i] ? a[i] : b[i];
}

int max_elem(const int *a, int n) {
  int m = a[0];
  for (int i = 1; i < n; i++)
    m = a[i] > m ? a[i] : m;
  return m;
}

int main(void) {
  for (int i = 0; i < N; i++) {
    ia[i] = (i * 7919) % 1000 - 500;
    ib[i] = (i % 13) - 6;
    fa[i] = (float)(i % 17) * 0.25f;
    fb[i] = 1.0f / (float)(1 + i % 5);
    fc[i] = (float)i;
    da[i] = i * 0.001;
  }
  printf("sum_int = %ld\n", sum_int(ia, N));
  printf("dot_int = %d\n", dot_int(ia, ib, N));
  printf("dot_float = %.3f\n", (double)dot_float(fa, fb, N));
  saxpy(fc, fa, 2.0f, N);
  printf("saxpy: %.2f %.2f %.2f\n", (double)fc[0], (double)fc[500], (double)fc[999]);
  static int out[N];
  vmax(out, ia, ib, N);
  printf("vmax sum = %ld, max = %d\n", sum_int(out, N), max_elem(ia, N));
  double ds = 0;
  for (int i = 0; i < N; i++)
    ds += da[i] * da[i];
  printf("double sumsq = %.6f\n", ds);
  unsigned char bytes[N];
  for (int i = 0; i < N; i++)
    bytes[i] = (unsigned char)(i * 3);
  unsigned bsum = 0;
  for (int i = 0; i < N; i++)
    bsum += bytes[i];
  printf("byte sum = %u\n", bsum);
  return 0;
}
