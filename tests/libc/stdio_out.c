// The printf family that SimplifyLibCalls rewrites (printf to puts and
// putchar, fprintf to fwrite and fputs, sprintf to strcpy and memcpy,
// snprintf), and the fortified forms _FORTIFY_SOURCE uses.
#include <stdio.h>
#include <string.h>

volatile int zero = 0;

int main(void) {
  const char *w = &"world"[zero];
  printf("hello\n");
  printf("%s\n", w);
  printf("%c", 'x');
  printf("\n");
  printf("");
  printf("%%\n");
  puts("");
  puts(w);
  putchar('!');
  putchar('\n');
  fprintf(stdout, "to stdout %d\n", 42 + zero);
  fprintf(stdout, "plain\n");
  fprintf(stdout, "%s", "via fputs\n");
  fputs("fputs\n", stdout);
  fputc('c', stdout);
  putc('\n', stdout);
  fwrite("fwrite\n", 1, 7, stdout);
  fwrite("ab", 2, 1 + zero, stdout);
  putchar('\n');
  char buf[64];
  int n = sprintf(buf, "%s", w);
  printf("sprintf %d %s\n", n, buf);
  n = sprintf(buf, "abc");
  printf("sprintf %d %s\n", n, buf);
  n = sprintf(buf, "%c", 'q' + zero);
  printf("sprintf %d %s\n", n, buf);
  n = snprintf(buf, 4 + zero, "%d", 123456);
  printf("snprintf %d %s\n", n, buf);
  n = snprintf(buf, 0 + zero, "%s", w);
  printf("snprintf0 %d\n", n);
  n = snprintf(buf, sizeof buf, "%s-%d", w, -5 + zero);
  printf("snprintf %d %s\n", n, buf);
  char small[8];
  memcpy(small, w, 6);
  strcpy(small + zero, "1234567");
  strcat(small + 4 + zero, "");
  printf("%s\n", small);
  fflush(stdout);
  return zero;
}
