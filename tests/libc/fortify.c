// Fortified calls (compiled with -D_FORTIFY_SOURCE=2): those that fit run
// as their plain functions; the last one overflows its buffer, and glibc
// prints its message and aborts.
#include <stdio.h>
#include <string.h>

volatile int n = 5;

int main(void) {
  char buf[8];
  memcpy(buf, "abcdefgh", n);
  buf[n] = 0;
  printf("%s\n", buf);
  memset(buf, 'x', n + 2);
  buf[7] = 0;
  printf("%s\n", buf);
  strcpy(buf, "hi" + (n - 5));
  strcat(buf, "!!");
  printf("%s\n", buf);
  int k = sprintf(buf, "%d", n * 1000);
  printf("%d %s\n", k, buf);
  snprintf(buf, sizeof buf, "%s%s", "long", "string");
  printf("%s\n", buf);
  fflush(stdout);
  memcpy(buf, "0123456789", n + 4);
  printf("not reached %s\n", buf);
  return 0;
}
