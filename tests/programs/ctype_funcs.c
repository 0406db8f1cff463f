/* ctype.h: classification and case conversion over all 7-bit characters, and word/number scanning. */
#include <stdio.h>
#include <ctype.h>

int main(void) {
  int counts[10] = {0};
  for (int c = 0; c < 128; c++) {
    counts[0] += isalpha(c) != 0;
    counts[1] += isdigit(c) != 0;
    counts[2] += isalnum(c) != 0;
    counts[3] += isspace(c) != 0;
    counts[4] += isupper(c) != 0;
    counts[5] += islower(c) != 0;
    counts[6] += ispunct(c) != 0;
    counts[7] += isxdigit(c) != 0;
    counts[8] += isprint(c) != 0;
    counts[9] += iscntrl(c) != 0;
  }
  const char *labels[] = {"alpha", "digit", "alnum", "space", "upper", "lower", "punct", "xdigit", "print", "cntrl"};
  for (int i = 0; i < 10; i++)
    printf("%s=%d ", labels[i], counts[i]);
  putchar('\n');
  const char *text = "Hello, World! 123 abc-DEF\tx9";
  for (const char *p = text; *p; p++)
    putchar(toupper((unsigned char)*p));
  putchar('\n');
  for (const char *p = text; *p; p++)
    putchar(tolower((unsigned char)*p));
  putchar('\n');
  int words = 0, in_word = 0;
  long num = 0;
  for (const char *p = text; *p; p++) {
    if (isalpha((unsigned char)*p)) {
      if (!in_word)
        words++;
      in_word = 1;
    } else {
      in_word = 0;
    }
    if (isdigit((unsigned char)*p))
      num = num * 10 + (*p - '0');
  }
  printf("words=%d digits-as-number=%ld\n", words, num);
  printf("toupper(EOF)=%d isalpha(EOF)=%d\n", toupper(EOF), isalpha(EOF) != 0);
  return 0;
}
