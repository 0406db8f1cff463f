/* Enums with explicit values, _Bool arithmetic, short-circuit evaluation with side effects, ternary chains. */
#include <stdio.h>
#include <stdbool.h>

enum color { RED = 1, GREEN = 2, BLUE = 4, WHITE = RED | GREEN | BLUE, NEG = -3 };

static int calls;
static bool t(void) { calls++; return true; }
static bool f(void) { calls++; return false; }

static const char *sign(int x) { return x > 0 ? "pos" : x < 0 ? "neg" : "zero"; }

int main(void) {
  enum color c = WHITE;
  printf("WHITE=%d has green=%d NEG=%d sizeof=%zu\n", c, (c & GREEN) != 0, NEG, sizeof(enum color));
  bool b = 5;
  bool z = 0;
  printf("b=%d z=%d b+b=%d !b=%d b^1=%d\n", b, z, b + b, !b, b ^ 1);
  calls = 0;
  bool r1 = f() && t();
  printf("f&&t=%d calls=%d\n", r1, calls);
  calls = 0;
  bool r2 = t() || f();
  printf("t||f=%d calls=%d\n", r2, calls);
  calls = 0;
  bool r3 = (f() || t()) && (t() && f());
  printf("mixed=%d calls=%d\n", r3, calls);
  int xs[] = {-5, 0, 9};
  for (int i = 0; i < 3; i++)
    printf("%s ", sign(xs[i]));
  putchar('\n');
  int count = 0;
  for (int i = 0; i < 100; i++)
    count += (i % 3 == 0) + (i % 5 == 0) * 2 + (i % 15 == 0) * 4;
  printf("count=%d\n", count);
  bool flags[8];
  for (int i = 0; i < 8; i++)
    flags[i] = (i * 5) & 2;
  int packed = 0;
  for (int i = 0; i < 8; i++)
    packed |= flags[i] << i;
  printf("packed=%02x\n", packed);
  return 0;
}
