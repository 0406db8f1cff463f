/* Benchmark: Collatz sequence lengths below LIMIT (with a small cache), longest chain, histogram. */
#include <stdio.h>

#define LIMIT 6000

static unsigned short cache[LIMIT];

static unsigned chain(unsigned long long n) {
  unsigned steps = 0;
  while (n != 1) {
    if (n < LIMIT && cache[n])
      return steps + cache[n];
    n = (n & 1) ? 3 * n + 1 : n / 2;
    steps++;
  }
  return steps;
}

int main(void) {
  unsigned best = 0, best_n = 1;
  unsigned hist[8] = {0};
  for (unsigned n = 2; n < LIMIT; n++) {
    unsigned c = chain(n);
    cache[n] = (unsigned short)c;
    if (c > best) {
      best = c;
      best_n = n;
    }
    hist[c / 40 < 7 ? c / 40 : 7]++;
  }
  printf("longest chain below %d: n=%u steps=%u\n", LIMIT, best_n, best);
  for (int i = 0; i < 8; i++)
    printf("[%d..] %u\n", i * 40, hist[i]);
  unsigned long long raw = 0;
  for (unsigned n = 1; n < 300; n++) {
    unsigned long long m = n;
    while (m != 1) {
      m = (m & 1) ? 3 * m + 1 : m / 2;
      raw++;
    }
  }
  printf("uncached total steps below 300: %llu\n", raw);
  return 0;
}
