/* Arrays of i64: recursive quicksort and insertion sort of N = argv[1]
   (default 40000) pseudo-random 64-bit numbers. */
#include <stdio.h>
#include <stdlib.h>

static unsigned long long state = 88172645463325252ull;
static long long next(void) {
  state ^= state << 13;
  state ^= state >> 7;
  state ^= state << 17;
  return (long long)(state % 2000000011ull) - 1000000000;
}

static void quick(long long *a, long lo, long hi) {
  if (lo >= hi)
    return;
  long long p = a[lo + (hi - lo) / 2];
  long i = lo, j = hi;
  while (i <= j) {
    while (a[i] < p)
      i++;
    while (a[j] > p)
      j--;
    if (i <= j) {
      long long t = a[i];
      a[i] = a[j];
      a[j] = t;
      i++;
      j--;
    }
  }
  quick(a, lo, j);
  quick(a, i, hi);
}

static void insertion(long long *a, long n) {
  for (long i = 1; i < n; i++) {
    long long v = a[i];
    long j = i - 1;
    while (j >= 0 && a[j] > v) {
      a[j + 1] = a[j];
      j--;
    }
    a[j + 1] = v;
  }
}

static unsigned long long checksum(const long long *a, long n) {
  unsigned long long s = 0;
  for (long i = 0; i < n; i++)
    s = s * 31 + (unsigned long long)a[i];
  return s;
}

int main(int argc, char **argv) {
  long n = argc > 1 ? atol(argv[1]) : 40000;
  long long *a = malloc((size_t)n * sizeof *a);
  for (long i = 0; i < n; i++)
    a[i] = next();
  quick(a, 0, n - 1);
  int ok = 1;
  for (long i = 1; i < n; i++)
    ok &= a[i - 1] <= a[i];
  printf("quick: sorted %d checksum %llu\n", ok, checksum(a, n));
  long m = n / 20;
  for (long i = 0; i < m; i++)
    a[i] = next();
  insertion(a, m);
  printf("insertion of %ld: checksum %llu\n", m, checksum(a, m));
  free(a);
  return 0;
}
