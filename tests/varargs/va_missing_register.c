/* A variadic function reads one int more than its caller passed. On
   x86-64 clang lowers va_arg inline: the missing int would be in the
   register save area, in a slot no argument filled. */
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
  printf("%d\n", sum(3, 1, 2));
  return 0;
}
