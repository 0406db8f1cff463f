/* Arrays: 1-D and 2-D, pointer walking, arrays passed to functions, variable-length arrays. */
#include <stdio.h>

#define R 4
#define C 5

static void fill(int m[R][C]) {
  for (int i = 0; i < R; i++)
    for (int j = 0; j < C; j++)
      m[i][j] = i * C + j - 7;
}

static int trace_like(int m[R][C]) {
  int s = 0;
  for (int i = 0; i < R; i++)
    s += m[i][i];
  return s;
}

static void transpose(int in[R][C], int out[C][R]) {
  for (int i = 0; i < R; i++)
    for (int j = 0; j < C; j++)
      out[j][i] = in[i][j];
}

static long vla_sum(int n, int m, int a[n][m]) {
  long s = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      s += (long)a[i][j] * (i + 1);
  return s;
}

int main(void) {
  int m[R][C], t[C][R];
  fill(m);
  transpose(m, t);
  printf("trace = %d\n", trace_like(m));
  for (int j = 0; j < C; j++) {
    for (int i = 0; i < R; i++)
      printf(" %3d", t[j][i]);
    putchar('\n');
  }
  int flat[10] = {1, 2, 3};
  int *p = flat, *end = flat + 10;
  int acc = 0;
  while (p != end)
    acc = acc * 3 + *p++;
  printf("acc = %d, distance = %td\n", acc, end - flat);
  int n = 3, k = 4;
  int v[n][k];
  for (int i = 0; i < n; i++)
    for (int j = 0; j < k; j++)
      v[i][j] = (i ^ j) + 1;
  printf("vla_sum = %ld\n", vla_sum(n, k, v));
  char words[3][6] = {"alpha", "beta", "gamma"};
  for (int i = 0; i < 3; i++)
    printf("%s:%c ", words[i], words[i][i]);
  putchar('\n');
  return 0;
}
