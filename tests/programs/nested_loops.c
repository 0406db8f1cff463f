/* Nested loops: multiplication table, triangular iteration, early exit via goto and flags. */
#include <stdio.h>

static void table(int n) {
  for (int i = 1; i <= n; i++) {
    for (int j = 1; j <= n; j++)
      printf("%4d", i * j);
    putchar('\n');
  }
}

static int triangle_pairs(int n) {
  int count = 0;
  for (int i = 0; i < n; i++)
    for (int j = i + 1; j < n; j++)
      for (int k = j + 1; k < n; k++)
        if ((i + j + k) % 5 == 0)
          count++;
  return count;
}

static int find_pair(const int *a, int n, int target, int *oi, int *oj) {
  for (int i = 0; i < n; i++)
    for (int j = i + 1; j < n; j++)
      if (a[i] + a[j] == target) {
        *oi = i;
        *oj = j;
        goto found;
      }
  return 0;
found:
  return 1;
}

int main(void) {
  table(6);
  printf("triples(12) = %d\n", triangle_pairs(12));
  int a[] = {3, 9, 14, 2, 8, 21, 5, 17};
  int i = -1, j = -1;
  int ok = find_pair(a, 8, 25, &i, &j);
  printf("find 25: %d (%d,%d)\n", ok, i, j);
  ok = find_pair(a, 8, 1000, &i, &j);
  printf("find 1000: %d\n", ok);
  int grid[5][7];
  for (int r = 0; r < 5; r++)
    for (int c = 0; c < 7; c++)
      grid[r][c] = (r + 1) * (c + 2) - r * c;
  long total = 0;
  for (int c = 0; c < 7; c++)
    for (int r = 0; r < 5; r++)
      total += grid[r][c] * (c % 2 ? -1 : 1);
  printf("grid total = %ld\n", total);
  return 0;
}
