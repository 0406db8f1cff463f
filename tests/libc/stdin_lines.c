// fgets, ungetc, fread, getline, feof/ferror/clearerr on standard input.
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void) {
  char buf[8];
  // Lines longer than the buffer come in pieces.
  for (int i = 0; i < 3 && fgets(buf, sizeof buf, stdin); i++)
    printf("fgets [%s] %zu\n", buf, strlen(buf));
  int c = getchar();
  printf("getchar %d\n", c);
  printf("ungetc %d\n", ungetc(c, stdin));
  printf("ungetc again %d\n", ungetc('Z', stdin));
  printf("getc %d %d\n", getc(stdin), fgetc(stdin));
  char raw[5] = {0};
  size_t n = fread(raw, 2, 2, stdin);
  printf("fread %zu [%.4s]\n", n, raw);
  char *line = 0;
  size_t cap = 0;
  ssize_t len;
  while ((len = getline(&line, &cap, stdin)) != -1)
    printf("getline %zd [%s] cap>=len %d\n", len, line, cap > (size_t)len);
  free(line);
  printf("feof %d ferror %d\n", feof(stdin) != 0, ferror(stdin) != 0);
  printf("getchar at end %d\n", getchar());
  clearerr(stdin);
  printf("after clearerr feof %d\n", feof(stdin) != 0);
  printf("fgets at end %p\n", (void *)fgets(buf, sizeof buf, stdin));
  printf("fgets n=1 [%s]\n", fgets(buf, 1, stdin) ? buf : "null");
  return 0;
}
