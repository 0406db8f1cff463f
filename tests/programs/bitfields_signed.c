/* Signed bit fields: sign extension on load, negative values, mixed signed/unsigned neighbours. */
#include <stdio.h>

struct sbf {
  signed int a : 3;   /* -4 .. 3 */
  signed int b : 5;   /* -16 .. 15 */
  unsigned int u : 4;
  signed int c : 12;
  signed long long w : 37;
};

static int sum_fields(struct sbf s) { return s.a + s.b + (int)s.u + s.c; }

int main(void) {
  struct sbf s = {0};
  printf("sizeof = %zu\n", sizeof s);
  for (int v = -4; v <= 3; v++) {
    s.a = v;
    printf("a=%d ", s.a);
  }
  putchar('\n');
  s.b = -16; s.u = 15; s.c = -2048; s.w = -68719476736LL;
  printf("b=%d u=%u c=%d w=%lld sum=%d\n", s.b, s.u, s.c, (long long)s.w, sum_fields(s));
  s.b = 15; s.c = 2047; s.w = 68719476735LL;
  printf("b=%d u=%u c=%d w=%lld sum=%d\n", s.b, s.u, s.c, (long long)s.w, sum_fields(s));
  int neg = 0;
  for (int i = -2048; i < 2048; i += 97) {
    s.c = i;
    if (s.c < 0)
      neg++;
    if (s.c != i)
      printf("mismatch at %d\n", i);
  }
  printf("negatives = %d\n", neg);
  s.a = -1;
  int widened = s.a;          /* sign-extends to -1 */
  unsigned uw = (unsigned)s.a; /* then converts */
  printf("widened=%d uw=%u shifted=%d\n", widened, uw, s.a * 8);
  struct sbf t = s;
  t.a = 2;
  printf("t.a=%d s.a=%d\n", t.a, s.a);
  return 0;
}
