/* Character output: puts, putchar, fputs to stdout, and a tiny hand-written integer printer. */
#include <stdio.h>

static void put_uint(unsigned v) {
  char tmp[12];
  int n = 0;
  do {
    tmp[n++] = (char)('0' + v % 10);
    v /= 10;
  } while (v);
  while (n)
    putchar(tmp[--n]);
}

static void put_int(int v) {
  if (v < 0) {
    putchar('-');
    put_uint(0u - (unsigned)v);
  } else {
    put_uint((unsigned)v);
  }
}

int main(void) {
  puts("hello, world");
  puts("");
  fputs("no newline from fputs", stdout);
  putchar('\n');
  for (char c = 'a'; c <= 'z'; c++)
    putchar(c);
  putchar('\n');
  int vals[] = {0, 7, -7, 12345, -2147483647 - 1, 2147483647};
  for (int i = 0; i < 6; i++) {
    put_int(vals[i]);
    putchar(i < 5 ? ' ' : '\n');
  }
  for (int row = 0; row < 5; row++) {
    for (int k = 0; k < 4 - row; k++)
      putchar(' ');
    for (int k = 0; k < 2 * row + 1; k++)
      putchar('*');
    putchar('\n');
  }
  int r = putchar('!');
  putchar('\n');
  put_int(r);
  putchar('\n');
  puts("tab\there \"quoted\" \\ backslash");
  return 0;
}
