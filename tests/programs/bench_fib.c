/* Benchmark: deep recursion: naive fibonacci, ackermann(2,n), recursive binomials, call-heavy code. */
#include <stdio.h>

static unsigned fib(unsigned n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

static unsigned ack(unsigned m, unsigned n) {
  if (m == 0)
    return n + 1;
  if (n == 0)
    return ack(m - 1, 1);
  return ack(m - 1, ack(m, n - 1));
}

static unsigned long long binom(unsigned n, unsigned k) {
  if (k == 0 || k == n)
    return 1;
  return binom(n - 1, k - 1) + binom(n - 1, k);
}

static int tak(int x, int y, int z) {
  if (y < x)
    return tak(tak(x - 1, y, z), tak(y - 1, z, x), tak(z - 1, x, y));
  return z;
}

int main(void) {
  printf("fib(22) = %u\n", fib(22));
  printf("ack(2,20) = %u ack(3,4) = %u\n", ack(2, 20), ack(3, 4));
  printf("binom(18,8) = %llu\n", binom(18, 8));
  printf("tak(12,8,4) = %d\n", tak(12, 8, 4));
  return 0;
}
