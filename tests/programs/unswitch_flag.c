/* Loops with a loop-invariant boolean parameter tested inside the body: candidates for loop unswitching. */
#include <stdio.h>

static void bump(int *a, int n, int flag) {
  for (int i = 0; i < n; i++) {
    if (flag)
      a[i] += 1;
    else
      a[i] -= 1;
  }
}

static long weighted(const int *a, int n, int squared, int offset) {
  long s = 0;
  for (int i = 0; i < n; i++) {
    long v = a[i] + offset;
    if (squared)
      s += v * v;
    else
      s += v;
  }
  return s;
}

static int count_matching(const int *a, int n, int want_even, int limit) {
  int c = 0;
  for (int i = 0; i < n; i++) {
    if (a[i] > limit)
      break;
    if (want_even ? a[i] % 2 == 0 : a[i] % 2 != 0)
      c++;
  }
  return c;
}

int main(void) {
  int a[64];
  for (int i = 0; i < 64; i++)
    a[i] = (i * 13) % 29 - 10;
  bump(a, 64, 1);
  bump(a, 32, 0);
  bump(a, 0, 1);
  long s1 = weighted(a, 64, 0, 3), s2 = weighted(a, 64, 1, -2);
  printf("weighted: %ld %ld\n", s1, s2);
  printf("count: %d %d %d\n", count_matching(a, 64, 1, 100), count_matching(a, 64, 0, 100),
         count_matching(a, 64, 1, 5));
  unsigned chk = 0;
  for (int i = 0; i < 64; i++)
    chk = chk * 3u + (unsigned)a[i];
  printf("chk = %u\n", chk);
  return 0;
}
