/* stdlib.h: abs, labs, llabs, div, atoi, atol, strtol (bases, end pointer), strtoul, strtod. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  printf("abs %d %d %d labs %ld llabs %lld\n", abs(-5), abs(0), abs(2147483647), labs(-1234567890123L),
         llabs(-9000000000000000000LL));
  div_t d = div(-17, 5);
  ldiv_t ld = ldiv(17L, -5L);
  printf("div(-17,5) = %d r %d; ldiv(17,-5) = %ld r %ld\n", d.quot, d.rem, ld.quot, ld.rem);
  const char *nums[] = {"42", "-17", "  +8x", "0", "2147483647", "abc", "007", "-0"};
  for (int i = 0; i < 8; i++)
    printf("atoi(\"%s\")=%d ", nums[i], atoi(nums[i]));
  putchar('\n');
  printf("atol=%ld\n", atol("-9876543210"));
  struct { const char *s; int base; } cases[] = {
      {"0x1F", 16}, {"1F", 16}, {"0x1F", 0}, {"0755", 0}, {"755", 8}, {"101101", 2},
      {"zz", 36}, {"  -123abc", 10}, {"", 10}, {"9223372036854775807", 10}, {"-42", 0},
  };
  for (unsigned i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    char *end;
    long v = strtol(cases[i].s, &end, cases[i].base);
    printf("strtol(\"%s\",%d)=%ld consumed=%td\n", cases[i].s, cases[i].base, v, end - cases[i].s);
  }
  char *end;
  unsigned long u = strtoul("4294967296", &end, 10);
  printf("strtoul=%lu\n", u);
  double dv = strtod("  -3.25e2xyz", &end);
  printf("strtod=%g rest=%s\n", dv, end);
  dv = strtod("0x1.8p3", &end);
  printf("strtod hex=%g\n", dv);
  const char *list = "10,20,-5,300";
  const char *p = list;
  long total = 0;
  while (*p) {
    char *e;
    total += strtol(p, &e, 10);
    p = *e == ',' ? e + 1 : e;
  }
  printf("list total=%ld\n", total);
  return 0;
}
