/* Benchmark: sieve of Eratosthenes up to LIMIT, prime counts per decade, twin primes, sum checksum. */
#include <stdio.h>
#include <string.h>

#define LIMIT 100000

static unsigned char composite[LIMIT + 1];

int main(void) {
  memset(composite, 0, sizeof composite);
  composite[0] = composite[1] = 1;
  for (int p = 2; (long)p * p <= LIMIT; p++)
    if (!composite[p])
      for (int m = p * p; m <= LIMIT; m += p)
        composite[m] = 1;
  int count = 0, twins = 0;
  unsigned long long sum = 0;
  for (int n = 2; n <= LIMIT; n++) {
    if (composite[n])
      continue;
    count++;
    sum += (unsigned long long)n;
    if (n + 2 <= LIMIT && !composite[n + 2])
      twins++;
  }
  printf("primes <= %d: %d, twin pairs: %d, sum: %llu\n", LIMIT, count, twins, sum);
  for (int limit = 10; limit <= LIMIT; limit *= 10) {
    int c = 0;
    for (int n = 2; n <= limit; n++)
      c += !composite[n];
    printf("pi(%d) = %d\n", limit, c);
  }
  int largest_gap = 0, gap_at = 0, prev = 2;
  for (int n = 3; n <= LIMIT; n++)
    if (!composite[n]) {
      if (n - prev > largest_gap) {
        largest_gap = n - prev;
        gap_at = prev;
      }
      prev = n;
    }
  printf("largest gap %d after %d\n", largest_gap, gap_at);
  return 0;
}
