// <string.h> and <strings.h> functions the optimizer knows, on edge cases;
// the expected output is glibc's (scripts/gen-libc-fixtures.sh).
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

// An index the compiler cannot see, so that calls are not folded.
volatile int zero = 0;

static const char *hide(const char *s) { return s + zero; }

static void show(const char *what, const char *base, const char *p) {
  if (p)
    printf("%s: +%ld\n", what, (long)(p - base));
  else
    printf("%s: null\n", what);
}

int main(void) {
  int ints[] = {0, 1, 2, 3, 8, 0x80, -1, 0x40000000, (int)0x80000000u};
  for (unsigned i = 0; i < sizeof ints / sizeof ints[0]; i++)
    printf("ffs(%d) = %d\n", ints[i], ffs(ints[i] + zero));
  long longs[] = {0, 1L << 40, -1L, (long)(1UL << 63)};
  for (unsigned i = 0; i < 4; i++)
    printf("ffsl = %d, ffsll = %d\n", ffsl(longs[i] + zero), ffsll(longs[i] + zero));

  const char *a = hide("abcdef"), *b = hide("abcxef"), *c = hide("ABCDEF");
  // C promises only the sign of a comparison (glibc and LLVM differ on
  // the magnitude), so only signs are printed.
#define SIGN(x) (((x) > 0) - ((x) < 0))
  printf("bcmp: %d %d %d\n", bcmp(a, b, 3) != 0, bcmp(a, b, 4) != 0, bcmp(a, b, 0 + zero));
  printf("memcmp: %d %d %d\n", SIGN(memcmp(a, b, 4)), SIGN(memcmp(b, a, 6)), memcmp(a, a, 6));
  printf("strcmp: %d %d %d\n", SIGN(strcmp(a, b)), SIGN(strcmp(b, a)), SIGN(strcmp(a, hide("abc"))));
  printf("strncmp: %d %d\n", strncmp(a, b, 3), SIGN(strncmp(a, b, 4)));
  printf("strcasecmp: %d %d %d\n", strcasecmp(a, c), strcasecmp(hide("abc"), hide("ABD")),
         strncasecmp(hide("aBc"), hide("ABx"), 3));

  char buf[32];
  memset(buf, 'z', sizeof buf);
  char *end = memccpy(buf, a, 'c', 10 + zero);
  show("memccpy c", buf, end);
  end = memccpy(buf, a, 'q', 4 + zero);
  show("memccpy q", buf, end);
  printf("buf: %.8s\n", buf);
  end = mempcpy(buf, a, 6 + zero);
  show("mempcpy", buf, end);
  end = stpcpy(buf, b);
  show("stpcpy", buf, end);
  printf("buf: %s\n", buf);
  memset(buf, 'z', sizeof buf);
  end = stpncpy(buf, a, 3 + zero);
  show("stpncpy short", buf, end);
  end = stpncpy(buf, hide("ab"), 5 + zero);
  show("stpncpy pad", buf, end);
  printf("pad bytes: %d %d %d %c\n", buf[2], buf[3], buf[4], buf[5]);

  char *d = strndup(a, 3 + zero);
  printf("strndup: %s %zu\n", d, strlen(d));
  free(d);
  d = strndup(a, 100 + zero);
  printf("strndup long: %s\n", d);
  free(d);
  printf("strnlen: %zu %zu %zu\n", strnlen(a, 3 + zero), strnlen(a, 6 + zero), strnlen(a, 60 + zero));

  const char *s = hide("hello, world");
  show("strchr o", s, strchr(s, 'o'));
  show("strrchr o", s, strrchr(s, 'o'));
  show("strchr nul", s, strchr(s, 0));
  show("strchr q", s, strchr(s, 'q'));
  show("strchrnul q", s, strchrnul(s, 'q'));
  show("index l", s, index(s, 'l'));
  show("rindex l", s, rindex(s, 'l'));
  show("memchr w", s, memchr(s, 'w', 12 + zero));
  show("memchr w short", s, memchr(s, 'w', 5 + zero));
  show("memrchr l", s, memrchr(s, 'l', 12 + zero));
  show("rawmemchr d", s, rawmemchr(s, 'd'));
  show("strstr wor", s, strstr(s, hide("wor")));
  show("strstr empty", s, strstr(s, hide("")));
  show("strstr none", s, strstr(s, hide("xyz")));
  show("strpbrk", s, strpbrk(s, hide(",w")));
  printf("strspn %zu strcspn %zu\n", strspn(s, hide("ehl")), strcspn(s, hide(" ,")));

  char z[8] = "1234567";
  bzero(z + zero, 3);
  bcopy(hide("ab"), z + 5, 2);
  for (int i = 0; i < 8; i++)
    printf("%d ", z[i]);
  printf("\n");
  return 0;
}
