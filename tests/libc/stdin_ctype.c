// The example of issue 16: count the letters, digits and lines read with
// getchar, classified with <ctype.h>.
#include <ctype.h>
#include <stdio.h>

int main(void) {
  int c, alpha = 0, digit = 0, space = 0, upper = 0, lines = 0, total = 0;
  while ((c = getchar()) != EOF) {
    total++;
    if (isalpha(c)) {
      alpha++;
      if (isupper(c))
        upper++;
      putchar(toupper(c));
    } else if (isdigit(c)) {
      digit++;
      putchar(c);
    } else if (isspace(c)) {
      space++;
      if (c == '\n') {
        lines++;
        putchar('\n');
      }
    }
  }
  printf("total %d alpha %d upper %d digit %d space %d lines %d eof %d\n", total, alpha, upper,
         digit, space, lines, feof(stdin) != 0);
  return lines;
}
