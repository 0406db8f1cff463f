/* User-defined variadic functions: va_start, va_arg over int/long/double/pointer, va_copy, va_list passing. */
#include <stdio.h>
#include <stdarg.h>

static int sum_ints(int count, ...) {
  va_list ap;
  va_start(ap, count);
  int s = 0;
  for (int i = 0; i < count; i++)
    s += va_arg(ap, int);
  va_end(ap);
  return s;
}

static double mean(int count, ...) {
  va_list ap;
  va_start(ap, count);
  double s = 0;
  for (int i = 0; i < count; i++)
    s += va_arg(ap, double);
  va_end(ap);
  return count ? s / count : 0.0;
}

/* Format letters: i=int, l=long long, d=double, s=string. Walks the list twice via va_copy. */
static void mixed(const char *fmt, ...) {
  va_list ap, again;
  va_start(ap, fmt);
  va_copy(again, ap);
  int n = 0;
  for (const char *p = fmt; *p; p++) {
    switch (*p) {
    case 'i': printf("i:%d ", va_arg(ap, int)); break;
    case 'l': printf("l:%lld ", va_arg(ap, long long)); break;
    case 'd': printf("d:%.2f ", va_arg(ap, double)); break;
    case 's': printf("s:%s ", va_arg(ap, const char *)); break;
    }
    n++;
  }
  va_end(ap);
  printf("| %d args; first again: ", n);
  if (fmt[0] == 'i')
    printf("%d", va_arg(again, int));
  else if (fmt[0] == 's')
    printf("%s", va_arg(again, const char *));
  va_end(again);
  putchar('\n');
}

static int vmax(int count, va_list ap) {
  int m = va_arg(ap, int);
  for (int i = 1; i < count; i++) {
    int v = va_arg(ap, int);
    if (v > m)
      m = v;
  }
  return m;
}

static int max_of(int count, ...) {
  va_list ap;
  va_start(ap, count);
  int m = vmax(count, ap);
  va_end(ap);
  return m;
}

static void my_printf(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  printf("[log] ");
  vprintf(fmt, ap);
  va_end(ap);
}

int main(void) {
  printf("sum_ints = %d %d %d\n", sum_ints(0), sum_ints(3, 1, 2, 3), sum_ints(8, 1, -2, 3, -4, 5, -6, 7, 100));
  printf("mean = %.4f\n", mean(5, 1.0, 2.5, -3.0, 4.25, 10.0));
  char c = 'z';
  short sh = -5;
  float fl = 1.5f; /* promoted to double */
  mixed("ildsi", 7, 1234567890123LL, 3.14159, "hello", (int)c);
  mixed("sdi", "again", (double)fl, (int)sh);
  printf("max_of = %d\n", max_of(6, 3, 99, -100, 42, 99, 7));
  my_printf("%d-%s-%.1f\n", 5, "five", 5.0);
  /* many arguments: spill past registers */
  printf("sum 12 = %d\n", sum_ints(12, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12));
  printf("mean 10 = %.3f\n", mean(10, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.5));
  return 0;
}
