/* Integer conversions: sign/zero extension, truncation, unsigned wrap-around, shifts, usual arithmetic conversions. */
#include <stdio.h>
#include <stdint.h>

int main(void) {
  int32_t vals[] = {0, 1, -1, 127, 128, 255, 256, -128, -129, 65535, -32768, 2147483647, -2147483647 - 1};
  for (int i = 0; i < 13; i++) {
    int32_t v = vals[i];
    printf("%11d: i8=%4d u8=%3u i16=%6d u16=%5u u32=%10u i64=%lld u64=%llu\n", v, (int8_t)v, (uint8_t)v,
           (int16_t)v, (uint16_t)v, (uint32_t)v, (long long)(int64_t)v, (unsigned long long)(uint64_t)v);
  }
  uint32_t u = 0;
  u -= 1;
  printf("0u-1 = %u, +2 = %u\n", u, u + 2);
  uint8_t b = 200;
  b += 100;
  printf("u8 200+100 = %u\n", b);
  uint16_t h = 65535;
  h = (uint16_t)((unsigned)h * h); /* plain h *= h would overflow int after promotion */
  printf("u16 square low = %u\n", h);
  unsigned int big = 4000000000u;
  printf("big*3 = %u, big<<1 = %u, big>>31 = %u\n", big * 3u, big << 1, big >> 31);
  int neg = -1;
  unsigned cmp = 1;
  printf("(-1 < 1u) = %d, (-1 < 1L) = %d\n", (unsigned)neg < cmp, (long)neg < 1L);
  int64_t wide = 0x123456789abcdefLL;
  printf("trunc to int %d, to short %d, to char %d\n", (int)(int32_t)(uint32_t)wide, (short)(uint16_t)wide,
         (signed char)(uint8_t)wide);
  char c = (char)0xf0;
  printf("char 0xf0 as int %d (char is signed: %d)\n", c, (char)-1 < 0);
  for (int s = 0; s < 64; s += 9)
    printf("1<<%d = %llx, -256>>%d = %lld\n", s, 1ULL << s, s, (long long)(-256LL >> s));
  unsigned long long m = 0xffffffffffffffffULL;
  printf("m/3=%llu m%%7=%llu\n", m / 3, m % 7);
  uint32_t x = 0x9e3779b9u;
  uint64_t prod = (uint64_t)x * x;
  printf("wide mul = %llx narrow mul = %x\n", (unsigned long long)prod, x * x);
  return 0;
}
