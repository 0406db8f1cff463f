/* Bit manipulation: __builtin_popcount/clz/ctz/ffs/parity, bswap, rotates, power-of-two tests, bit reversal. */
#include <stdio.h>
#include <stdint.h>

uint32_t rotl32(uint32_t x, unsigned r) { return (x << (r & 31)) | (x >> ((32 - r) & 31)); }
uint32_t rotr32(uint32_t x, unsigned r) { return (x >> (r & 31)) | (x << ((32 - r) & 31)); }
uint64_t rotl64(uint64_t x, unsigned r) { return (x << (r & 63)) | (x >> ((64 - r) & 63)); }

uint32_t reverse_bits(uint32_t x) {
  x = ((x >> 1) & 0x55555555u) | ((x & 0x55555555u) << 1);
  x = ((x >> 2) & 0x33333333u) | ((x & 0x33333333u) << 2);
  x = ((x >> 4) & 0x0f0f0f0fu) | ((x & 0x0f0f0f0fu) << 4);
  return __builtin_bswap32(x);
}

int popcount_loop(uint64_t x) {
  int n = 0;
  while (x) {
    x &= x - 1;
    n++;
  }
  return n;
}

uint32_t next_pow2(uint32_t x) {
  if (x <= 1)
    return 1;
  if (x > 0x80000000u)
    return 0;
  return 1u << (32 - __builtin_clz(x - 1));
}

int main(void) {
  uint32_t xs[] = {1u, 2u, 3u, 0x80000000u, 0xffffffffu, 0x12345678u, 0x00f00000u, 1000u};
  for (int i = 0; i < 8; i++) {
    uint32_t x = xs[i];
    printf("%08x pop=%d clz=%d ctz=%d ffs=%d par=%d bswap=%08x rev=%08x rotl7=%08x rotr7=%08x np2=%u\n", x,
           __builtin_popcount(x), __builtin_clz(x), __builtin_ctz(x), __builtin_ffs((int)x), __builtin_parity(x),
           __builtin_bswap32(x), reverse_bits(x), rotl32(x, 7), rotr32(x, 7), next_pow2(x));
  }
  uint64_t ys[] = {1ull, 0xdeadbeefcafebabeull, 0x8000000000000000ull, 0x00000000ffffffffull};
  for (int i = 0; i < 4; i++) {
    uint64_t y = ys[i];
    printf("%016llx popll=%d loop=%d clzll=%d ctzll=%d bswap64=%016llx rotl13=%016llx\n", (unsigned long long)y,
           __builtin_popcountll(y), popcount_loop(y), __builtin_clzll(y), __builtin_ctzll(y),
           (unsigned long long)__builtin_bswap64(y), (unsigned long long)rotl64(y, 13));
  }
  printf("bswap16 %04x ffs(0)=%d\n", __builtin_bswap16(0xabcd), __builtin_ffs(0));
  int pow2 = 0;
  for (uint32_t v = 1; v < 5000; v++)
    pow2 += (v & (v - 1)) == 0;
  printf("powers of two below 5000: %d\n", pow2);
  uint32_t m = 0xf0f0u;
  int subsets = 0;
  for (uint32_t s = m;; s = (s - 1) & m) {
    subsets++;
    if (s == 0)
      break;
  }
  printf("submasks of f0f0: %d\n", subsets);
  int32_t neg = -12345;
  printf("arith shift %d logical %u low-bit isolate %d sign %d\n", neg >> 3, (uint32_t)neg >> 3, neg & -neg,
         (neg > 0) - (neg < 0));
  return 0;
}
