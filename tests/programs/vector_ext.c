/* GCC/Clang vector extensions: element-wise arithmetic, comparisons to masks, shuffles, element access. */
#include <stdio.h>
#include <stdint.h>

typedef int32_t v4i __attribute__((vector_size(16)));
typedef float v4f __attribute__((vector_size(16)));
typedef uint8_t v16u8 __attribute__((vector_size(16)));
typedef double v2d __attribute__((vector_size(16)));

static void show_i(const char *label, v4i v) { printf("%s [%d %d %d %d]\n", label, v[0], v[1], v[2], v[3]); }

int main(void) {
  v4i a = {1, -2, 3, -4}, b = {10, 20, 30, 40};
  show_i("a+b", a + b);
  show_i("a*b", a * b);
  show_i("b/a", b / a);
  show_i("a<<2", a << 2);
  show_i("b>>1", b >> 1);
  show_i("a&b", a & b);
  show_i("a<0", a < 0);
  v4i gt = a > b;
  show_i("max", (gt & a) | (~gt & b));
  v4i sh = __builtin_shufflevector(a, b, 0, 4, 3, 7);
  show_i("shuffle", sh);
  v4i rev = __builtin_shufflevector(a, a, 3, 2, 1, 0);
  show_i("reverse", rev);
  v4f x = {0.5f, 1.5f, -2.0f, 8.0f}, y = {2.0f, 2.0f, 2.0f, 0.5f};
  v4f z = x * y + x;
  printf("floats [%.2f %.2f %.2f %.2f]\n", (double)z[0], (double)z[1], (double)z[2], (double)z[3]);
  v4i cvt = __builtin_convertvector(z, v4i);
  show_i("convert", cvt);
  v16u8 bytes;
  for (int i = 0; i < 16; i++)
    bytes[i] = (uint8_t)(i * 17);
  v16u8 sum = bytes + bytes;
  unsigned total = 0;
  for (int i = 0; i < 16; i++)
    total += sum[i];
  printf("byte lanes wrap total %u\n", total);
  v2d d = {1.0 / 3.0, -2.5};
  d = d * d;
  printf("doubles %.6f %.6f\n", d[0], d[1]);
  v4i acc = {0, 0, 0, 0};
  for (int i = 0; i < 25; i++) {
    v4i step = {i, i * 2, i * 3, -i};
    acc += step;
  }
  acc[2] = 7;
  show_i("acc", acc);
  return 0;
}
