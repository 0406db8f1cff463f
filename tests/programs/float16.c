/* _Float16 on x86-64: arithmetic (promoted or native), conversions, rounding of halves, limits. */
#include <stdio.h>

static _Float16 hmul(_Float16 a, _Float16 b) { return a * b; }
static _Float16 hadd(_Float16 a, _Float16 b) { return a + b; }

int main(void) {
  _Float16 a = 1.5f16, b = -2.25f16;
  printf("a*b = %g a+b = %g\n", (double)hmul(a, b), (double)hadd(a, b));
  _Float16 max = 65504.0f16;
  printf("max = %g, max+32 = %g, max+16 = %g\n", (double)max, (double)(_Float16)(max + 32.0f16),
         (double)(_Float16)(max + 16.0f16));
  _Float16 tenth = (_Float16)0.1;
  printf("0.1 as half = %.10f\n", (double)tenth);
  _Float16 acc = 0;
  for (int i = 0; i < 100; i++)
    acc += tenth;
  printf("sum of 100 tenths = %g\n", (double)acc);
  _Float16 big = 0;
  for (int i = 0; i < 5000; i++)
    big += (_Float16)1;
  printf("count to 5000 by ones = %g\n", (double)big);
  float fs[] = {1.0009765625f, 1.00048828125f, 1.000732421875f, 6.1035156e-05f, 5.9604645e-08f, 2.9e-08f};
  for (int i = 0; i < 6; i++) {
    _Float16 h = (_Float16)fs[i];
    printf("%.12g -> %.12g\n", (double)fs[i], (double)h);
  }
  int ints[] = {0, 1, -7, 2049, 2051, 65519, -65519};
  for (int i = 0; i < 7; i++)
    printf("%d -> %g\n", ints[i], (double)(_Float16)ints[i]);
  _Float16 h = (_Float16)-3.75f;
  printf("to int %d, to uint8 %d\n", (int)h, (unsigned char)(_Float16)200.5f);
  printf("cmp %d %d %d\n", a < b, a > b, (_Float16)0.1 == (_Float16)0.1f);
  printf("sizeof = %zu\n", sizeof(_Float16));
  return 0;
}
