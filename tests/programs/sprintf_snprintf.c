/* sprintf and snprintf: formatting into buffers, truncation and return values, building strings piecewise. */
#include <stdio.h>
#include <string.h>

int main(void) {
  char buf[128];
  int n = sprintf(buf, "%d-%05.1f-%s-%x", 17, 3.14159, "abc", 255u);
  printf("sprintf wrote %d: \"%s\"\n", n, buf);
  char small[8];
  n = snprintf(small, sizeof small, "%s", "this is too long");
  printf("snprintf ret %d, got \"%s\" (len %zu)\n", n, small, strlen(small));
  n = snprintf(NULL, 0, "%d %d %d", 100, 2000, 30000);
  printf("needed %d\n", n);
  const char *words[] = {"abc", "de"};
  n = snprintf(small, 1, "%s", words[0]);
  printf("size 1: ret %d, empty=%d\n", n, small[0] == '\0');
  char line[256];
  int pos = 0;
  for (int i = 0; i < 10; i++)
    pos += snprintf(line + pos, sizeof line - (size_t)pos, "%s%d", i ? "," : "", i * i);
  printf("line(%d) = %s\n", pos, line);
  char table[5][16];
  for (int i = 0; i < 5; i++)
    snprintf(table[i], sizeof table[i], "row%02d:%+.2e", i, (i - 2) * 12.5);
  for (int i = 0; i < 5; i++)
    puts(table[i]);
  char num[32];
  long long big = -9876543210LL;
  sprintf(num, "%lld", big);
  int digits = 0;
  for (char *p = num; *p; p++)
    if (*p >= '0' && *p <= '9')
      digits++;
  printf("%s has %d digits\n", num, digits);
  char hex[20];
  snprintf(hex, sizeof hex, "%#018llx", 0x1234abcdULL);
  printf("hex=%s\n", hex);
  char fbuf[64];
  snprintf(fbuf, sizeof fbuf, "%8.3f|%-8.2e|%g", -1.0 / 7.0, 6.02214076e23, 1e-7);
  printf("fbuf=%s\n", fbuf);
  return 0;
}
