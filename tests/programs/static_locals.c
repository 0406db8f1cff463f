/* Static local variables: counters that persist across calls, memoization tables, static arrays. */
#include <stdio.h>

static int next_id(void) {
  static int id = 100;
  return id++;
}

static long long memo_fib(int n) {
  static long long cache[91];
  static int filled = 0;
  if (!filled) {
    cache[0] = 0;
    cache[1] = 1;
    filled = 2;
  }
  while (filled <= n) {
    cache[filled] = cache[filled - 1] + cache[filled - 2];
    filled++;
  }
  return cache[n];
}

static const char *rotating_name(void) {
  static const char *names[] = {"red", "green", "blue"};
  static unsigned k;
  return names[k++ % 3];
}

static int running_avg(int x) {
  static int sum, count;
  sum += x;
  count++;
  return sum / count;
}

int main(void) {
  for (int i = 0; i < 5; i++)
    printf("%d ", next_id());
  putchar('\n');
  printf("fib(90)=%lld fib(50)=%lld fib(10)=%lld\n", memo_fib(90), memo_fib(50), memo_fib(10));
  for (int i = 0; i < 7; i++)
    printf("%s ", rotating_name());
  putchar('\n');
  int xs[] = {10, 20, 3, 40, -50, 7};
  for (int i = 0; i < 6; i++)
    printf("avg=%d ", running_avg(xs[i]));
  putchar('\n');
  return 0;
}
