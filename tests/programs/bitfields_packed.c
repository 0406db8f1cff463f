/* Packed structs with bit fields: odd sizes, fields crossing byte boundaries, arrays of packed structs. */
#include <stdio.h>
#include <string.h>

struct __attribute__((packed)) hdr {
  unsigned char version : 4;
  unsigned char ihl : 4;
  unsigned short len;
  unsigned int flags : 3;
  unsigned int offset : 13;
  signed int delta : 9;
  unsigned char ttl;
};

struct __attribute__((packed)) odd {
  char tag;
  int value;
  short s;
  unsigned long long bits : 33;
  signed char sc : 5;
};

int main(void) {
  printf("sizeof hdr = %zu, sizeof odd = %zu\n", sizeof(struct hdr), sizeof(struct odd));
  struct hdr h;
  memset(&h, 0, sizeof h);
  h.version = 4; h.ihl = 5; h.len = 1500; h.flags = 2; h.offset = 8191; h.delta = -200; h.ttl = 64;
  unsigned char raw[sizeof h];
  memcpy(raw, &h, sizeof h);
  for (size_t i = 0; i < sizeof h; i++)
    printf("%02x", raw[i]);
  putchar('\n');
  printf("v=%u ihl=%u len=%u flags=%u off=%u delta=%d ttl=%u\n", h.version, h.ihl, h.len,
         h.flags, h.offset, h.delta, h.ttl);
  struct odd arr[4];
  memset(arr, 0, sizeof arr);
  for (int i = 0; i < 4; i++) {
    arr[i].tag = (char)('A' + i);
    arr[i].value = i * 100000 - 150000;
    arr[i].s = (short)(i * -1111);
    arr[i].bits = 0x1ffffffffULL - (unsigned long long)i * 0x12345678ULL;
    arr[i].sc = (signed char)(i * 5 - 8);
  }
  long long sum = 0;
  for (int i = 0; i < 4; i++) {
    printf("%c %d %d %llu %d\n", arr[i].tag, arr[i].value, arr[i].s,
           (unsigned long long)arr[i].bits, arr[i].sc);
    sum += arr[i].value + arr[i].s + (long long)arr[i].bits + arr[i].sc;
  }
  printf("sum = %lld\n", sum);
  return 0;
}
