/* Loops with invariant early exits (trivial unswitching) and invariant selects between two loads. */
#include <stdio.h>

static int sum_unless(const int *a, int n, int abort_flag) {
  int s = 0;
  for (int i = 0; i < n; i++) {
    if (abort_flag)
      return -1;
    s += a[i];
  }
  return s;
}

static int pick_sum(const int *a, const int *b, int n, int use_b) {
  int s = 0;
  for (int i = 0; i < n; i++)
    s += use_b ? b[i] : a[i];
  return s;
}

static int find_limit(const int *a, int n, int limit, int inclusive) {
  int i = 0;
  while (i < n) {
    if (inclusive) {
      if (a[i] >= limit)
        break;
    } else if (a[i] > limit) {
      break;
    }
    i++;
  }
  return i;
}

int main(void) {
  int a[30], b[30];
  for (int i = 0; i < 30; i++) {
    a[i] = i * 2 - 7;
    b[i] = 30 - i;
  }
  printf("sum_unless: %d %d %d\n", sum_unless(a, 30, 0), sum_unless(a, 30, 1), sum_unless(a, 0, 1));
  printf("pick_sum: %d %d\n", pick_sum(a, b, 30, 0), pick_sum(a, b, 30, 1));
  printf("find_limit: %d %d %d\n", find_limit(a, 30, 11, 1), find_limit(a, 30, 11, 0), find_limit(a, 30, 1000, 1));
  return 0;
}
