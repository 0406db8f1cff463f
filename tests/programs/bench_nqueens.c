/* Benchmark: N-queens solution counting by backtracking with bitmasks and with arrays (N = 4..8). */
#include <stdio.h>

static int solve_bits(int n, unsigned cols, unsigned d1, unsigned d2) {
  unsigned full = (1u << n) - 1;
  if (cols == full)
    return 1;
  int count = 0;
  unsigned avail = full & ~(cols | d1 | d2);
  while (avail) {
    unsigned bit = avail & (0u - avail);
    avail ^= bit;
    count += solve_bits(n, cols | bit, ((d1 | bit) << 1) & full, (d2 | bit) >> 1);
  }
  return count;
}

static int pos[16];

static int safe(int row, int col) {
  for (int r = 0; r < row; r++) {
    int c = pos[r];
    if (c == col || c - col == r - row || c - col == row - r)
      return 0;
  }
  return 1;
}

static int solve_array(int n, int row) {
  if (row == n)
    return 1;
  int count = 0;
  for (int c = 0; c < n; c++)
    if (safe(row, c)) {
      pos[row] = c;
      count += solve_array(n, row + 1);
    }
  return count;
}

int main(void) {
  for (int n = 4; n <= 8; n++)
    printf("queens(%d) = %d / %d\n", n, solve_bits(n, 0, 0, 0), solve_array(n, 0));
  return 0;
}
