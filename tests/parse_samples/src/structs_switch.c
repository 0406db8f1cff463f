#include <stdio.h>
#include <stdlib.h>
struct S { int a; char b : 3; int c : 5; double d; };
typedef float v4 __attribute__((vector_size(16)));
static int tbl[4] = {1,2,3,4};
int g;
v4 addv(v4 a, v4 b) { return a + b * a; }
int sw(int x) { switch (x) { case 0: return 3; case 1: return 7; case 5: return 9; default: return x*2; } }
double f(struct S *s, float q) { s->b = 2; s->c = q; return s->d * q + 1.5; }
int main(int argc, char **argv) {
  struct S s = {1, 2, 3, 4.0};
  for (int i = 0; i < argc; i++) g += tbl[i & 3];
  printf("%d %f %d\n", sw(argc), f(&s, 2.5f), g);
  char *p = malloc(10); p[0] = 'x'; free(p);
  return 0;
}
