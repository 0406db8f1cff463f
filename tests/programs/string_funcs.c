/* string.h: strlen, strcmp, strncmp, strcpy, strncpy, strcat, strchr, strrchr, strstr (sign of results only). */
#include <stdio.h>
#include <string.h>

static int sgn(int x) { return (x > 0) - (x < 0); }

int main(void) {
  const char *words[] = {"", "a", "abc", "abd", "ab", "ABC", "abc\xff", "zebra"};
  int n = 8;
  for (int i = 0; i < n; i++)
    printf("%zu ", strlen(words[i]));
  putchar('\n');
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < n; j++)
      printf("%2d", sgn(strcmp(words[i], words[j])));
    putchar('\n');
  }
  printf("strncmp: %d %d %d\n", sgn(strncmp("abcdef", "abcxyz", 3)), sgn(strncmp("abcdef", "abcxyz", 4)),
         sgn(strncmp("a", "b", 0)));
  char buf[64];
  strcpy(buf, "hello");
  strcat(buf, ", ");
  strcat(buf, "world");
  printf("%s (%zu)\n", buf, strlen(buf));
  char nb[8];
  memset(nb, 'X', sizeof nb);
  strncpy(nb, "hi", sizeof nb);
  printf("strncpy pads: %d %d %d\n", nb[2], nb[7], (int)strlen(nb));
  strncpy(nb, "0123456789", 5);
  nb[5] = '\0';
  printf("strncpy truncates: %s\n", nb);
  const char *s = "the cat sat on the mat";
  const char *c1 = strchr(s, 'a'), *c2 = strrchr(s, 'a'), *c3 = strchr(s, 'q'), *c4 = strchr(s, '\0');
  printf("strchr a@%td strrchr a@%td q:%d nul@%td\n", c1 - s, c2 - s, c3 == NULL, c4 - s);
  const char *needles[] = {"the", "at", "mat", "dog", "", "on the"};
  for (int i = 0; i < 6; i++) {
    const char *f = strstr(s, needles[i]);
    if (f)
      printf("strstr(\"%s\") @%td\n", needles[i], f - s);
    else
      printf("strstr(\"%s\") none\n", needles[i]);
  }
  int count = 0;
  for (const char *p = s; (p = strstr(p, "at")) != NULL; p++)
    count++;
  printf("occurrences of at: %d\n", count);
  char words2[] = "one two  three";
  int nw = 0;
  for (char *p = words2; *p;) {
    char *sp = strchr(p, ' ');
    size_t len = sp ? (size_t)(sp - p) : strlen(p);
    if (len)
      printf("word %d: %.*s\n", nw++, (int)len, p);
    p += len + (sp != NULL);
  }
  return 0;
}
