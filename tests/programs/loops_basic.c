/* for / while / do-while loops, break and continue, counting down, step > 1. */
#include <stdio.h>

static int sum_to(int n) {
  int s = 0;
  for (int i = 1; i <= n; i++)
    s += i;
  return s;
}

static int count_digits(unsigned v) {
  int d = 0;
  do {
    d++;
    v /= 10;
  } while (v != 0);
  return d;
}

static int first_square_above(int limit) {
  int i = 0;
  while (1) {
    if (i * i > limit)
      break;
    i++;
  }
  return i;
}

static int sum_odd_skip_multiples_of_3(int n) {
  int s = 0;
  for (int i = 0; i < n; i++) {
    if (i % 2 == 0)
      continue;
    if (i % 3 == 0)
      continue;
    s += i;
  }
  return s;
}

int main(void) {
  printf("sum_to(100) = %d\n", sum_to(100));
  printf("sum_to(0) = %d\n", sum_to(0));
  unsigned vals[] = {0u, 7u, 10u, 999u, 1000u, 4294967295u};
  for (unsigned k = 0; k < sizeof vals / sizeof vals[0]; k++)
    printf("digits(%u) = %d\n", vals[k], count_digits(vals[k]));
  printf("first_square_above(50) = %d\n", first_square_above(50));
  printf("odd non-3 sum < 50 = %d\n", sum_odd_skip_multiples_of_3(50));
  int down = 0;
  for (int i = 20; i > 0; i -= 3)
    down = down * 2 + i;
  printf("down = %d\n", down);
  unsigned char c = 250;
  int iters = 0;
  while (c != 4) {
    c++;
    iters++;
  }
  printf("uchar wrap iters = %d\n", iters);
  return 0;
}
