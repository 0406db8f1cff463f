// The scanf family on standard input and sscanf on strings, with the
// conversions C programs use.
#include <stdio.h>

int main(void) {
  int a = -1, b = -1, n = -1;
  unsigned u = 0;
  long l = 0;
  long long ll = 0;
  short h = 0;
  signed char hh = 0;
  float f = 0;
  double d = 0;
  char s[16] = "", t[16] = "", ch[4] = "";
  int r = scanf("%d %i %x %o", &a, &b, &u, &n);
  printf("r=%d a=%d b=%d u=%u n=%d\n", r, a, b, u, n);
  r = scanf("%ld %lld %hd %hhd", &l, &ll, &h, &hh);
  printf("r=%d l=%ld ll=%lld h=%d hh=%d\n", r, l, ll, h, hh);
  r = scanf("%f %lf", &f, &d);
  printf("r=%d f=%a d=%a\n", r, (double)f, d);
  r = scanf("%5s %[a-z]%n", s, t, &n);
  printf("r=%d s=%s t=%s n=%d\n", r, s, t, n);
  r = scanf(" %3c", ch);
  printf("r=%d ch=%.3s\n", r, ch);
  r = scanf("%*d %d", &a);
  printf("r=%d a=%d\n", r, a);
  r = scanf("%d", &a);
  printf("mismatch r=%d\n", r);
  r = scanf("%s", s);
  printf("r=%d s=%s\n", r, s);
  r = scanf("%d", &a);
  printf("at end r=%d feof=%d\n", r, feof(stdin) != 0);

  r = sscanf("12 abc 3.5", "%d %s %f", &a, s, &f);
  printf("sscanf r=%d a=%d s=%s f=%a\n", r, a, s, (double)f);
  r = sscanf("0xg", "%x%n", &u, &n);
  printf("sscanf r=%d u=%u n=%d\n", r, u, n);
  r = sscanf("100ergs of energy", "%f%15s of %15s", &f, s, t);
  printf("sscanf r=%d f=%a s=%s t=%s\n", r, (double)f, s, t);
  r = sscanf("", "%d", &a);
  printf("sscanf empty r=%d\n", r);
  r = sscanf("x", "%d", &a);
  printf("sscanf x r=%d\n", r);
  r = sscanf("key=value;", "%[^=]=%[^;]", s, t);
  printf("sscanf r=%d %s %s\n", r, s, t);
  r = sscanf("-12 +7 -0", "%u %u %u", &u, &u, &u);
  printf("sscanf r=%d u=%u\n", r, u);
  return 0;
}
