/* Benchmark: CRC-32 computed bitwise and with a generated table over an 8 KiB buffer; Adler-32 too. */
#include <stdio.h>
#include <stdint.h>

#define SIZE 8192

static uint8_t data[SIZE];
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

static void make_table(void) {
  for (uint32_t i = 0; i < 256; i++) {
    uint32_t c = i;
    for (int k = 0; k < 8; k++)
      c = (c & 1) ? 0xedb88320u ^ (c >> 1) : c >> 1;
    table[i] = c;
  }
}

static uint32_t crc32_table(const uint8_t *p, size_t n) {
  uint32_t crc = 0xffffffffu;
  for (size_t i = 0; i < n; i++)
    crc = table[(crc ^ p[i]) & 0xff] ^ (crc >> 8);
  return ~crc;
}

static uint32_t adler32(const uint8_t *p, size_t n) {
  uint32_t a = 1, b = 0;
  for (size_t i = 0; i < n; i++) {
    a = (a + p[i]) % 65521u;
    b = (b + a) % 65521u;
  }
  return (b << 16) | a;
}

int main(void) {
  for (size_t i = 0; i < SIZE; i++)
    data[i] = (uint8_t)((i * 131u + (i >> 7)) ^ 0x5a);
  make_table();
  const char *check = "123456789";
  printf("crc32(\"123456789\") = %08x\n", crc32_table((const uint8_t *)check, 9));
  uint32_t c1 = crc32_bitwise(data, SIZE), c2 = crc32_table(data, SIZE);
  printf("bitwise %08x table %08x equal %d\n", c1, c2, c1 == c2);
  printf("adler32 = %08x\n", adler32(data, SIZE));
  return 0;
}
