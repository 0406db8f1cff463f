/* Byte loops: CRC-32, bitwise and with a table, over a buffer of N =
   argv[1] (default 16384) bytes. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

static uint32_t table[256];

static uint32_t crc32_bitwise(const uint8_t *p, size_t n) {
  uint32_t crc = 0xffffffffu;
  for (size_t i = 0; i < n; i++) {
    crc ^= p[i];
    for (int k = 0; k < 8; k++)
      crc = (crc >> 1) ^ (0xedb88320u & (0u - (crc & 1u)));
  }
  return ~crc;
}

static uint32_t crc32_table(const uint8_t *p, size_t n) {
  uint32_t crc = 0xffffffffu;
  for (size_t i = 0; i < n; i++)
    crc = table[(crc ^ p[i]) & 0xff] ^ (crc >> 8);
  return ~crc;
}

int main(int argc, char **argv) {
  size_t n = argc > 1 ? (size_t)atol(argv[1]) : 16384;
  uint8_t *data = malloc(n);
  for (size_t i = 0; i < n; i++)
    data[i] = (uint8_t)((i * 131u + (i >> 7)) ^ 0x5a);
  for (uint32_t i = 0; i < 256; i++) {
    uint32_t c = i;
    for (int k = 0; k < 8; k++)
      c = (c & 1) ? 0xedb88320u ^ (c >> 1) : c >> 1;
    table[i] = c;
  }
  uint32_t a = crc32_bitwise(data, n), b = crc32_table(data, n);
  printf("crc32 %08x %08x %s\n", a, b, a == b ? "equal" : "DIFFERENT");
  free(data);
  return 0;
}
