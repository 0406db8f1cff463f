/* Loops that -O2 recognizes as idioms: memset/memcpy loops, popcount and count-leading-zeros loops, strlen-like scans. */
#include <stdio.h>
#include <stdint.h>

void zero_fill(uint8_t *p, int n) {
  for (int i = 0; i < n; i++)
    p[i] = 0;
}

void copy_words(uint32_t *restrict dst, const uint32_t *restrict src, int n) {
  for (int i = 0; i < n; i++)
    dst[i] = src[i];
}

int popcount_loop(uint32_t x) {
  int c = 0;
  while (x) {
    x &= x - 1;
    c++;
  }
  return c;
}

int bit_width(uint32_t x) {
  int w = 0;
  while (x) {
    x >>= 1;
    w++;
  }
  return w;
}

int scan_len(const char *s) {
  const char *p = s;
  while (*p)
    p++;
  return (int)(p - s);
}

int main(void) {
  uint8_t buf[100];
  for (int i = 0; i < 100; i++)
    buf[i] = (uint8_t)(i + 1);
  zero_fill(buf + 10, 50);
  unsigned s = 0;
  for (int i = 0; i < 100; i++)
    s += buf[i];
  printf("after zero_fill sum=%u\n", s);
  uint32_t src[64], dst[64];
  for (int i = 0; i < 64; i++)
    src[i] = (uint32_t)i * 2654435761u;
  copy_words(dst, src, 64);
  uint32_t x = 0;
  for (int i = 0; i < 64; i++)
    x ^= dst[i];
  printf("copied xor=%08x\n", x);
  uint32_t probes[] = {0u, 1u, 0xffu, 0x80000000u, 0xdeadbeefu, 12345u};
  for (int i = 0; i < 6; i++)
    printf("%08x pop=%d width=%d\n", probes[i], popcount_loop(probes[i]), bit_width(probes[i]));
  printf("len=%d %d\n", scan_len("idiom recognition"), scan_len(""));
  return 0;
}
