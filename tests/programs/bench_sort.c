/* Benchmark: insertion sort, quicksort, merge sort and heap sort of pseudo-random int arrays; checks and checksums. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define N 2000

static unsigned rng = 2463534242u;
static int next_rand(void) {
  rng ^= rng << 13;
  rng ^= rng >> 17;
  rng ^= rng << 5;
  return (int)(rng % 100000u) - 50000;
}

static void insertion(int *a, int n) {
  for (int i = 1; i < n; i++) {
    int v = a[i], j = i - 1;
    while (j >= 0 && a[j] > v) {
      a[j + 1] = a[j];
      j--;
    }
    a[j + 1] = v;
  }
}

static void quick(int *a, int lo, int hi) {
  while (lo < hi) {
    int p = a[lo + (hi - lo) / 2], i = lo, j = hi;
    while (i <= j) {
      while (a[i] < p) i++;
      while (a[j] > p) j--;
      if (i <= j) {
        int t = a[i]; a[i] = a[j]; a[j] = t;
        i++; j--;
      }
    }
    if (j - lo < hi - i) { quick(a, lo, j); lo = i; }
    else { quick(a, i, hi); hi = j; }
  }
}

static void merge_sort(int *a, int *tmp, int n) {
  if (n < 2)
    return;
  int h = n / 2;
  merge_sort(a, tmp, h);
  merge_sort(a + h, tmp, n - h);
  int i = 0, j = h, k = 0;
  while (i < h && j < n)
    tmp[k++] = a[i] <= a[j] ? a[i++] : a[j++];
  while (i < h) tmp[k++] = a[i++];
  while (j < n) tmp[k++] = a[j++];
  memcpy(a, tmp, (size_t)n * sizeof *a);
}

static void sift(int *a, int i, int n) {
  for (;;) {
    int l = 2 * i + 1, m = i;
    if (l < n && a[l] > a[m]) m = l;
    if (l + 1 < n && a[l + 1] > a[m]) m = l + 1;
    if (m == i) return;
    int t = a[i]; a[i] = a[m]; a[m] = t;
    i = m;
  }
}

static void heap_sort(int *a, int n) {
  for (int i = n / 2 - 1; i >= 0; i--) sift(a, i, n);
  for (int e = n - 1; e > 0; e--) {
    int t = a[0]; a[0] = a[e]; a[e] = t;
    sift(a, 0, e);
  }
}

static int sorted(const int *a, int n) {
  for (int i = 1; i < n; i++)
    if (a[i - 1] > a[i]) return 0;
  return 1;
}

static long long checksum(const int *a, int n) {
  long long s = 0;
  for (int i = 0; i < n; i++) s = s * 31 % 1000000007 + a[i] + 50000;
  return s;
}

int main(void) {
  static int orig[N], a[N], tmp[N];
  for (int i = 0; i < N; i++) orig[i] = next_rand();
  memcpy(a, orig, sizeof a);
  insertion(a, N / 4);
  printf("insertion(%d): sorted=%d sum=%lld\n", N / 4, sorted(a, N / 4), checksum(a, N / 4));
  memcpy(a, orig, sizeof a);
  quick(a, 0, N - 1);
  printf("quick: sorted=%d sum=%lld min=%d max=%d\n", sorted(a, N), checksum(a, N), a[0], a[N - 1]);
  memcpy(a, orig, sizeof a);
  merge_sort(a, tmp, N);
  printf("merge: sorted=%d sum=%lld median=%d\n", sorted(a, N), checksum(a, N), a[N / 2]);
  memcpy(a, orig, sizeof a);
  heap_sort(a, N);
  printf("heap: sorted=%d sum=%lld\n", sorted(a, N), checksum(a, N));
  return 0;
}
