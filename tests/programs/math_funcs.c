/* math.h: fabs, sqrt, floor, ceil, fmin, fmax, round, trunc, fma, plus float variants. */
#include <stdio.h>
#include <math.h>

int main(void) {
  double xs[] = {-2.5, -1.5, -0.5, -0.0, 0.0, 0.49999999999999994, 0.5, 1.5, 2.5, 2.675, 1e16 + 1, -7.25};
  int n = sizeof xs / sizeof xs[0];
  for (int i = 0; i < n; i++) {
    double x = xs[i];
    printf("x=%-22.17g fabs=%g floor=%g ceil=%g round=%g trunc=%g rint=%g\n", x, fabs(x), floor(x),
           ceil(x), round(x), trunc(x), rint(x));
  }
  for (int i = 0; i <= 10; i++)
    printf("sqrt(%d)=%.15f sqrtf=%.7f\n", i * i + 1, sqrt(i * i + 1.0), (double)sqrtf((float)(i * i + 1)));
  printf("fmin(1,2)=%g fmax(1,2)=%g fmin(nan,3)=%g fmax(-0,0)=%g\n", fmin(1, 2), fmax(1, 2), fmin(NAN, 3.0),
         fmax(-0.0, 0.0));
  double a = 0.1, b = 10.0, c = -1.0;
  double product = a * b; /* separate statements: clang may not contract them into llvm.fmuladd */
  double plain = product + c;
  printf("fma(0.1,10,-1)=%.17g plain=%.17g\n", fma(a, b, c), plain);
  printf("fmaf=%.9g\n", (double)fmaf(0.1f, 10.0f, -1.0f));
  printf("floorf=%g ceilf=%g roundf=%g truncf=%g fabsf=%g\n", (double)floorf(-3.5f), (double)ceilf(-3.5f),
         (double)roundf(-3.5f), (double)truncf(-3.5f), (double)fabsf(-3.5f));
  printf("sqrt(-1) is nan: %d\n", isnan(sqrt(-1.0)) != 0);
  printf("pow(2,10)=%g exp(1)=%.15f log(10)=%.15f\n", pow(2, 10), exp(1.0), log(10.0));
  printf("sin(1)=%.15f cos(1)=%.15f atan2(1,-1)=%.15f\n", sin(1.0), cos(1.0), atan2(1.0, -1.0));
  double s = 0;
  for (int k = 1; k <= 200; k++)
    s += 1.0 / ((double)k * k);
  printf("basel(200)=%.12f sqrt(6s)=%.12f\n", s, sqrt(6 * s));
  printf("lround(-2.5)=%ld llround(2.5)=%lld\n", lround(-2.5), llround(2.5));
  printf("copysign(1,-0)=%g nextafter=%.17g\n", copysign(1.0, -0.0), nextafter(1.0, 2.0));
  printf("ldexp(1,-3)=%g frexp: ", ldexp(1.0, -3));
  int e;
  double m = frexp(48.0, &e);
  printf("%g*2^%d\n", m, e);
  return 0;
}
