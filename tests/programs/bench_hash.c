/* Benchmark: FNV-1a (32 and 64 bit), djb2, and a simple murmur-style mixer over a generated 32 KiB buffer. */
#include <stdio.h>
#include <stdint.h>

#define SIZE (32 * 1024)

static unsigned char buf[SIZE];

static uint32_t fnv1a32(const unsigned char *p, size_t n) {
  uint32_t h = 2166136261u;
  for (size_t i = 0; i < n; i++) {
    h ^= p[i];
    h *= 16777619u;
  }
  return h;
}

static uint64_t fnv1a64(const unsigned char *p, size_t n) {
  uint64_t h = 14695981039346656037ull;
  for (size_t i = 0; i < n; i++) {
    h ^= p[i];
    h *= 1099511628211ull;
  }
  return h;
}

static uint32_t djb2(const unsigned char *p, size_t n) {
  uint32_t h = 5381;
  for (size_t i = 0; i < n; i++)
    h = ((h << 5) + h) + p[i];
  return h;
}

static uint32_t mix32(uint32_t h) {
  h ^= h >> 16;
  h *= 0x85ebca6bu;
  h ^= h >> 13;
  h *= 0xc2b2ae35u;
  h ^= h >> 16;
  return h;
}

int main(void) {
  uint32_t x = 0x12345678u;
  for (size_t i = 0; i < SIZE; i++) {
    x ^= x << 13;
    x ^= x >> 17;
    x ^= x << 5;
    buf[i] = (unsigned char)x;
  }
  printf("fnv1a32 = %08x\n", fnv1a32(buf, SIZE));
  printf("fnv1a64 = %016llx\n", (unsigned long long)fnv1a64(buf, SIZE));
  printf("djb2    = %08x\n", djb2(buf, SIZE));
  uint32_t acc = 0;
  for (size_t i = 0; i + 4 <= SIZE; i += 4) {
    uint32_t w = (uint32_t)buf[i] | (uint32_t)buf[i + 1] << 8 | (uint32_t)buf[i + 2] << 16 | (uint32_t)buf[i + 3] << 24;
    acc = mix32(acc ^ w) + 0x9e3779b9u;
  }
  printf("mix     = %08x\n", acc);
  unsigned buckets[16] = {0};
  for (size_t i = 0; i + 16 <= SIZE; i += 16)
    buckets[fnv1a32(buf + i, 16) & 15]++;
  for (int b = 0; b < 16; b++)
    printf("%u%c", buckets[b], b == 15 ? '\n' : ' ');
  return 0;
}
