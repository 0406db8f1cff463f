/* Function pointers: tables of them, callbacks, returning function pointers, pointers in structs. */
#include <stdio.h>

typedef int (*binop)(int, int);

static int add(int a, int b) { return a + b; }
static int sub(int a, int b) { return a - b; }
static int mul(int a, int b) { return a * b; }
static int maxi(int a, int b) { return a > b ? a : b; }
static int mini(int a, int b) { return a < b ? a : b; }

static const struct { const char *name; binop fn; } ops[] = {
    {"add", add}, {"sub", sub}, {"mul", mul}, {"max", maxi}, {"min", mini},
};

static int fold(const int *a, int n, int init, binop f) {
  int acc = init;
  for (int i = 0; i < n; i++)
    acc = f(acc, a[i]);
  return acc;
}

static binop pick(char c) {
  switch (c) {
  case '+': return add;
  case '-': return sub;
  case '*': return mul;
  default: return NULL;
  }
}

struct counter { int value; void (*step)(struct counter *); };
static void inc(struct counter *c) { c->value += 1; }
static void dbl(struct counter *c) { c->value *= 2; }

static void apply_n(void (*f)(int *), int *x, int n) {
  for (int i = 0; i < n; i++)
    f(x);
}
static void triple_plus_one(int *x) { *x = *x * 3 + 1; }

int main(void) {
  int data[] = {4, -2, 9, 7, -5, 3};
  for (unsigned i = 0; i < sizeof ops / sizeof ops[0]; i++)
    printf("%s fold = %d\n", ops[i].name, fold(data, 6, i == 2 ? 1 : 0, ops[i].fn));
  const char *expr = "+-*?";
  for (const char *p = expr; *p; p++) {
    binop f = pick(*p);
    if (f)
      printf("12 %c 5 = %d\n", *p, f(12, 5));
    else
      printf("no op for %c\n", *p);
  }
  struct counter cs[2] = {{1, inc}, {1, dbl}};
  for (int r = 0; r < 5; r++)
    for (int i = 0; i < 2; i++)
      cs[i].step(&cs[i]);
  printf("counters %d %d\n", cs[0].value, cs[1].value);
  int x = 1;
  apply_n(triple_plus_one, &x, 6);
  printf("x = %d\n", x);
  int (*table2[2][2])(int, int) = {{add, sub}, {mul, maxi}};
  int t = 0;
  for (int i = 0; i < 2; i++)
    for (int j = 0; j < 2; j++)
      t += table2[i][j](i + 3, j + 5);
  printf("table2 total = %d, same fn: %d\n", t, table2[0][0] == add);
  return 0;
}
