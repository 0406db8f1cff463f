// Rounding modes through <fenv.h>: with FENV_ACCESS on, clang emits the
// constrained floating-point intrinsics with a dynamic rounding mode.
#include <fenv.h>
#include <stdio.h>
#pragma STDC FENV_ACCESS ON

volatile double one = 1.0, three = 3.0, big = 9007199254740993.0;
volatile long long odd = 9007199254740993LL;

int main(void) {
  int modes[] = {FE_TONEAREST, FE_UPWARD, FE_DOWNWARD, FE_TOWARDZERO};
  const char *names[] = {"nearest", "upward", "downward", "towardzero"};
  for (int i = 0; i < 4; i++) {
    fesetround(modes[i]);
    double q = one / three;
    double m = -one / three;
    float f = (float)q;
    double c = (double)odd;
    double s = one - one;
    printf("%s %d: %a %a %a %a %a\n", names[i], fegetround() == modes[i], q, m, (double)f, c, s);
  }
  fesetround(FE_TONEAREST);
  printf("invalid mode: %d\n", fesetround(12345) != 0);
  return 0;
}
