/* Recursion: fibonacci, ackermann (small), mutual recursion, towers of hanoi, gcd, power set count. */
#include <stdio.h>

static int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

static int ack(int m, int n) {
  if (m == 0)
    return n + 1;
  if (n == 0)
    return ack(m - 1, 1);
  return ack(m - 1, ack(m, n - 1));
}

static int is_odd(unsigned n);
static int is_even(unsigned n) { return n == 0 ? 1 : is_odd(n - 1); }
static int is_odd(unsigned n) { return n == 0 ? 0 : is_even(n - 1); }

static long hanoi(int n, int from, int to, int via, long *checksum) {
  if (n == 0)
    return 0;
  long moves = hanoi(n - 1, from, via, to, checksum);
  *checksum = (*checksum * 31 + from * 3 + to) % 1000003;
  moves++;
  return moves + hanoi(n - 1, via, to, from, checksum);
}

static unsigned gcd(unsigned a, unsigned b) { return b ? gcd(b, a % b) : a; }

static int subsets_with_sum(const int *a, int n, int target) {
  if (n == 0)
    return target == 0;
  return subsets_with_sum(a + 1, n - 1, target) + subsets_with_sum(a + 1, n - 1, target - a[0]);
}

int main(void) {
  for (int i = 0; i <= 20; i += 4)
    printf("fib(%d)=%d\n", i, fib(i));
  for (int m = 0; m <= 2; m++)
    for (int n = 0; n <= 3; n++)
      printf("ack(%d,%d)=%d\n", m, n, ack(m, n));
  printf("ack(3,3)=%d\n", ack(3, 3));
  printf("even(10)=%d odd(7)=%d even(7)=%d\n", is_even(10), is_odd(7), is_even(7));
  long ck = 0;
  long moves = hanoi(10, 1, 3, 2, &ck);
  printf("hanoi(10) moves=%ld checksum=%ld\n", moves, ck);
  printf("gcd(1071,462)=%u gcd(17,5)=%u gcd(0,9)=%u\n", gcd(1071, 462), gcd(17, 5), gcd(0, 9));
  int set[] = {3, 34, 4, 12, 5, 2, 7, 8, 1, 10};
  printf("subsets summing to 15: %d\n", subsets_with_sum(set, 10, 15));
  return 0;
}
