/* A variadic function reads one int more than its caller passed. On
   x86-64 the sixth and seventh ints are on the stack (the overflow area),
   and the missing eighth would be past them. */
#include <stdarg.h>
#include <stdio.h>

static int sum(int n, ...) {
  va_list ap;
  va_start(ap, n);
  int s = 0;
  for (int i = 0; i < n; i++)
    s += va_arg(ap, int);
  va_end(ap);
  return s;
}

int main(void) {
  printf("%d\n", sum(8, 1, 2, 3, 4, 5, 6, 7));
  return 0;
}
