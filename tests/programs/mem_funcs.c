/* memcpy, memmove (overlapping both ways), memset, memcmp, memchr on byte and int buffers. */
#include <stdio.h>
#include <string.h>

static void dump(const char *label, const unsigned char *b, size_t n) {
  printf("%s:", label);
  for (size_t i = 0; i < n; i++)
    printf(" %02x", b[i]);
  putchar('\n');
}

static int sgn(int x) { return (x > 0) - (x < 0); }

int main(void) {
  unsigned char a[16], b[16];
  for (int i = 0; i < 16; i++)
    a[i] = (unsigned char)(i * 17);
  memcpy(b, a, sizeof a);
  dump("copy", b, 16);
  memmove(b + 4, b, 8);
  dump("move right", b, 16);
  memcpy(b, a, 16);
  memmove(b, b + 5, 10);
  dump("move left", b, 16);
  memset(b, 0xab, 6);
  memset(b + 10, 0, 6);
  dump("set", b, 16);
  printf("memcmp: %d %d %d %d\n", sgn(memcmp(a, a, 16)), sgn(memcmp(a, b, 16)), sgn(memcmp(b, a, 16)),
         sgn(memcmp(a, b, 0)));
  unsigned char x[] = {1, 2, 0x80}, y[] = {1, 2, 0x7f};
  printf("memcmp unsigned bytes: %d\n", sgn(memcmp(x, y, 3)));
  int ints[10];
  for (int i = 0; i < 10; i++)
    ints[i] = i * 1000 - 3000;
  memmove(ints + 1, ints, 9 * sizeof(int));
  for (int i = 0; i < 10; i++)
    printf("%d ", ints[i]);
  putchar('\n');
  memset(ints, 0xff, sizeof ints);
  printf("after 0xff memset: %d\n", ints[3]);
  struct { int i; double d; char c[5]; } s1 = {7, 2.5, "abcd"}, s2;
  memcpy(&s2, &s1, sizeof s1);
  printf("struct copy: %d %.1f %s eq=%d\n", s2.i, s2.d, s2.c, memcmp(&s1.i, &s2.i, sizeof s1.i) == 0);
  const char *hay = "find the x here";
  const char *hit = memchr(hay, 'x', strlen(hay));
  printf("memchr x @%td, none=%d\n", hit ? hit - hay : -1, memchr(hay, 'z', strlen(hay)) == NULL);
  char big[300];
  memset(big, 'q', sizeof big);
  big[299] = '\0';
  printf("len %zu\n", strlen(big));
  return 0;
}
