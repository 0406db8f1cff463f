/* Benchmark: integer and double matrix multiplication (N x N), transpose, trace and checksum. */
#include <stdio.h>

#define N 36

static int A[N][N], B[N][N], C[N][N];
static double X[N][N], Y[N][N], Z[N][N];

static void matmul_int(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      int s = 0;
      for (int k = 0; k < N; k++)
        s += A[i][k] * B[k][j];
      C[i][j] = s;
    }
}

static void matmul_double(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      Z[i][j] = 0.0;
  for (int i = 0; i < N; i++)
    for (int k = 0; k < N; k++) {
      double a = X[i][k];
      for (int j = 0; j < N; j++)
        Z[i][j] += a * Y[k][j];
    }
}

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      A[i][j] = (i * 3 + j * 7) % 11 - 5;
      B[i][j] = (i * j + 1) % 9 - 4;
      X[i][j] = (i + 1) / (double)(j + 1);
      Y[i][j] = (i == j) ? 2.0 : 1.0 / (1 + i + j);
    }
  matmul_int();
  long long trace = 0, sum = 0;
  for (int i = 0; i < N; i++) {
    trace += C[i][i];
    for (int j = 0; j < N; j++)
      sum += (long long)C[i][j] * (i + 1);
  }
  printf("int: trace=%lld weighted sum=%lld C[3][5]=%d\n", trace, sum, C[3][5]);
  matmul_double();
  double dt = 0, ds = 0;
  for (int i = 0; i < N; i++) {
    dt += Z[i][i];
    for (int j = 0; j < N; j++)
      ds += Z[i][j];
  }
  printf("double: trace=%.6f sum=%.6f Z[1][2]=%.9f\n", dt, ds, Z[1][2]);
  return 0;
}
