// <math.h> functions the optimizer knows (their double and float forms),
// on edge cases, printed exactly with %a.
#define _GNU_SOURCE
#include <complex.h>
#include <math.h>
#include <stdio.h>

volatile double vzero = 0.0;

// The sign and payload of a NaN that went through an fadd are not
// determined (LangRef "Behavior of Floating-Point NaN values"), so a NaN
// prints as "nan".
static const char *hex(double x) {
  static char bufs[16][48];
  static int next;
  char *b = bufs[next++ % 16];
  if (isnan(x))
    snprintf(b, 48, "nan");
  else
    snprintf(b, 48, "%a", x);
  return b;
}

static void d1(const char *name, double (*f)(double), const double *xs, int n) {
  printf("%s:", name);
  for (int i = 0; i < n; i++)
    printf(" %s", hex(f(xs[i] + vzero)));
  printf("\n");
}

static void f1(const char *name, float (*f)(float), const double *xs, int n) {
  printf("%sf:", name);
  for (int i = 0; i < n; i++)
    printf(" %s", hex((double)f((float)(xs[i] + vzero))));
  printf("\n");
}

// fmin and fmax may return either zero for zeros of both signs (C17
// F.10.9.2, LLVM's minnum/maxnum lowering): zeros print unsigned.
static const char *hexz(double x) { return x == 0 ? "0" : hex(x); }

int main(void) {
  const double xs[] = {0.0, -0.0, 0.5, 1.0, -1.5, 2.0, 10.0, 1e-310, 700.0, INFINITY, -INFINITY, NAN};
  const int n = sizeof xs / sizeof xs[0];
#define BOTH(fn) d1(#fn, fn, xs, n); f1(#fn, fn##f, xs, n)
  BOTH(exp10);
  BOTH(exp2);
  BOTH(exp);
  BOTH(expm1);
  BOTH(log);
  BOTH(log2);
  BOTH(log10);
  BOTH(log1p);
  BOTH(sqrt);
  BOTH(cbrt);
  BOTH(sinh);
  BOTH(asinh);
  BOTH(acosh);
  BOTH(atanh);
  BOTH(erf);
  BOTH(erfc);
  BOTH(tgamma);
  BOTH(lgamma);
  BOTH(logb);
  BOTH(fabs);
  BOTH(floor);
  BOTH(round);
  BOTH(rint);
  BOTH(trunc);
  for (int i = 0; i < n; i++) {
    double ip;
    double fr = modf(xs[i] + vzero, &ip);
    printf("modf %s: %s %s; ilogb %d; frexp", hex(xs[i]), hex(fr), hex(ip), ilogb(xs[i] + vzero));
    int e;
    double m = frexp(xs[i] + vzero, &e);
    printf(" %s %d\n", hex(m), isnan(xs[i]) || isinf(xs[i]) ? 0 : e);
  }
  const double ys[] = {0.0, -0.0, 1.0, -2.5, 3.0, INFINITY, NAN};
  for (int i = 0; i < 7; i++)
    for (int j = 0; j < 7; j++)
      printf("%s %s: pow %s fmin %s fmax %s fdim %s rem %s fmod %s hypot %s atan2 %s copysign %s\n",
             hex(ys[i]), hex(ys[j]), hex(pow(ys[i] + vzero, ys[j])),
             hexz(fmin(ys[i] + vzero, ys[j])), hexz(fmax(ys[i] + vzero, ys[j])),
             hex(fdim(ys[i] + vzero, ys[j])), hex(remainder(ys[i] + vzero, ys[j])),
             hex(fmod(ys[i] + vzero, ys[j])), hex(hypot(ys[i] + vzero, ys[j])),
             hex(atan2(ys[i] + vzero, ys[j])), hex(copysign(ys[i] + vzero, ys[j])));
  printf("powf: %s %s\n", hex(powf(2.0f + (float)vzero, 0.5f)), hex(powf(-8.0f + (float)vzero, 1.0f / 3)));
  printf("ldexp: %a %a %a %a\n", ldexp(1.0 + vzero, 1023), ldexp(1.0 + vzero, 1024),
         ldexp(1.0 + vzero, -1074), ldexp(1.0 + vzero, -1075));
  printf("scalbln: %a %a\n", scalbln(3.0 + vzero, 4L), scalbn(3.0 + vzero, -2));
  union { double d; unsigned long long u; } n1 = {nan("")}, n2 = {nan("0x123")};
  union { float f; unsigned u; } n3 = {nanf("7")};
  printf("nan: %llx %llx %x\n", n1.u, n2.u, n3.u);
  double s, c;
  sincos(1.0 + vzero, &s, &c);
  printf("sincos: %a %a\n", s, c);
  double complex z = 3.0 + vzero + 4.0 * I;
  float complex zf = 5.0f + (float)vzero + 12.0f * I;
  printf("cabs: %a %a\n", cabs(z), (double)cabsf(zf));
  printf("lround: %ld %ld %lld %ld\n", lround(2.5 + vzero), lround(-2.5 + vzero),
         llround(1e300 + vzero), lrint(2.5 + vzero));
  printf("nextafter: %a %a\n", nextafter(1.0 + vzero, 2.0), nextafter(0.0 + vzero, -1.0));
  return 0;
}
