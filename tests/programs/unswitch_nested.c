/* Nested loops whose inner bodies test conditions invariant in the inner (or both) loops. */
#include <stdio.h>

#define R 12
#define C 16

static int grid[R][C];

static void fill(int transpose_like, int bias) {
  for (int i = 0; i < R; i++)
    for (int j = 0; j < C; j++) {
      if (transpose_like)
        grid[i][j] = (j * 5 + i) % 11 + bias;
      else
        grid[i][j] = (i * 5 + j) % 11 + bias;
    }
}

static long row_sums(int only_even_rows, int negate) {
  long total = 0;
  for (int i = 0; i < R; i++) {
    int even = i % 2 == 0;
    for (int j = 0; j < C; j++) {
      if (only_even_rows && !even)
        continue;
      if (negate)
        total -= grid[i][j];
      else
        total += grid[i][j];
    }
  }
  return total;
}

static int threshold_count(int t, int strict) {
  int c = 0;
  for (int i = 0; i < R; i++)
    for (int j = 0; j < C; j++)
      if (strict ? grid[i][j] > t : grid[i][j] >= t)
        c++;
  return c;
}

int main(void) {
  fill(0, 0);
  printf("%ld %ld %ld\n", row_sums(0, 0), row_sums(1, 0), row_sums(1, 1));
  printf("%d %d\n", threshold_count(5, 1), threshold_count(5, 0));
  fill(1, -3);
  printf("%ld %ld %ld\n", row_sums(0, 0), row_sums(1, 0), row_sums(0, 1));
  printf("%d %d\n", threshold_count(0, 1), threshold_count(0, 0));
  return 0;
}
