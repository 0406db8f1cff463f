/* Code that -O2 turns into min/max/abs/saturation intrinsics: clamps, saturating add, absolute differences. */
#include <stdio.h>
#include <stdint.h>

int imin(int a, int b) { return a < b ? a : b; }
int imax(int a, int b) { return a > b ? a : b; }
unsigned umin(unsigned a, unsigned b) { return a < b ? a : b; }
unsigned umax(unsigned a, unsigned b) { return a > b ? a : b; }
int iabs(int a) { return a < 0 ? -a : a; }
int clamp(int x, int lo, int hi) { return imin(imax(x, lo), hi); }

uint8_t sat_add_u8(uint8_t a, uint8_t b) {
  unsigned s = (unsigned)a + b;
  return s > 255 ? 255 : (uint8_t)s;
}

uint32_t sat_sub_u32(uint32_t a, uint32_t b) { return a > b ? a - b : 0; }

int16_t sat_add_i16(int16_t a, int16_t b) {
  int s = a + b;
  if (s > INT16_MAX)
    return INT16_MAX;
  if (s < INT16_MIN)
    return INT16_MIN;
  return (int16_t)s;
}

unsigned absdiff(unsigned a, unsigned b) { return a > b ? a - b : b - a; }

int main(void) {
  int xs[] = {-2147483647, -300, -1, 0, 1, 77, 300, 2147483647};
  for (int i = 0; i < 8; i++)
    printf("x=%d abs=%d clamp=%d min0=%d max0=%d\n", xs[i], iabs(xs[i]), clamp(xs[i], -100, 100), imin(xs[i], 0),
           imax(xs[i], 0));
  printf("umin=%u umax=%u\n", umin(3000000000u, 5u), umax(3000000000u, 5u));
  uint8_t a8[] = {0, 100, 200, 255};
  for (int i = 0; i < 4; i++)
    for (int j = 0; j < 4; j++)
      printf("%u%c", sat_add_u8(a8[i], a8[j]), j == 3 ? '\n' : ' ');
  printf("satsub %u %u\n", sat_sub_u32(10, 3), sat_sub_u32(3, 10));
  int16_t h[] = {-32768, -20000, 0, 20000, 32767};
  for (int i = 0; i < 5; i++)
    printf("%d ", sat_add_i16(h[i], h[4 - i]) + sat_add_i16(h[i], h[i]));
  putchar('\n');
  int arr[64];
  for (int i = 0; i < 64; i++)
    arr[i] = (i * 37) % 101 - 50;
  int lo = arr[0], hi = arr[0];
  unsigned long sad = 0;
  for (int i = 0; i < 64; i++) {
    lo = imin(lo, arr[i]);
    hi = imax(hi, arr[i]);
    sad += absdiff((unsigned)(arr[i] + 50), (unsigned)(i + 10));
    arr[i] = clamp(arr[i] * 3, -64, 63);
  }
  int s = 0;
  for (int i = 0; i < 64; i++)
    s += arr[i];
  printf("lo=%d hi=%d sad=%lu clamped sum=%d\n", lo, hi, sad, s);
  return 0;
}
