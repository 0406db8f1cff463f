/* Arrays of i32: sieve of Eratosthenes up to N = argv[1] (default 300000)
   in an int array, with counts and a 64-bit sum of the primes. */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 300000;
  int *composite = calloc((size_t)n + 1, sizeof *composite);
  for (int p = 2; (long)p * p <= n; p++)
    if (!composite[p])
      for (int m = p * p; m <= n; m += p)
        composite[m] = 1;
  int count = 0, twins = 0;
  long long sum = 0;
  for (int k = 2; k <= n; k++)
    if (!composite[k]) {
      count++;
      sum += k;
      if (k + 2 <= n && !composite[k + 2])
        twins++;
    }
  printf("primes <= %d: %d, twins %d, sum %lld\n", n, count, twins, sum);
  free(composite);
  return 0;
}
