/* Floating point: double matrix multiplication of N x N (N = argv[1],
   default 48) matrices, with a checksum. */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 48;
  double *x = malloc((size_t)n * n * sizeof *x), *y = malloc((size_t)n * n * sizeof *y),
         *z = malloc((size_t)n * n * sizeof *z);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      x[i * n + j] = (i + 1) / (double)(j + 1);
      y[i * n + j] = (i == j) ? 2.0 : 1.0 / (1 + i + j);
    }
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      double s = 0.0;
      for (int k = 0; k < n; k++)
        s += x[i * n + k] * y[k * n + j];
      z[i * n + j] = s;
    }
  double trace = 0, sum = 0;
  for (int i = 0; i < n; i++) {
    trace += z[i * n + i];
    for (int j = 0; j < n; j++)
      sum += z[i * n + j];
  }
  printf("n=%d trace=%.6f sum=%.6f z[1][2]=%.9f\n", n, trace, sum, z[1 * n + 2]);
  free(x);
  free(y);
  free(z);
  return 0;
}
