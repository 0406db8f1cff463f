/* Sparse switch statements (binary search / compare chains), 64-bit and negative case values. */
#include <stdio.h>

static int classify(int x) {
  switch (x) {
  case -1000000: return 1;
  case -7: return 2;
  case 0: return 3;
  case 13: return 4;
  case 1024: return 5;
  case 65537: return 6;
  case 2147483647: return 7;
  default: return 0;
  }
}

static const char *http(long long code) {
  switch (code) {
  case 200: return "OK";
  case 301: return "Moved";
  case 404: return "Not Found";
  case 418: return "Teapot";
  case 500: return "Server Error";
  case 0x100000000LL: return "big";
  case -0x7fffffffffffffffLL: return "very negative";
  default: return "unknown";
  }
}

static int ranges(unsigned char c) {
  switch (c) {
  case 'a': case 'e': case 'i': case 'o': case 'u': return 1;
  case '0': case '5': return 2;
  case 200: case 255: return 3;
  case ' ': case '\t': case '\n': return 4;
  default: return 0;
  }
}

int main(void) {
  int probes[] = {-1000000, -7, -6, 0, 1, 13, 1023, 1024, 65537, 2147483647, -2147483647 - 1};
  for (int i = 0; i < 11; i++)
    printf("%d->%d ", probes[i], classify(probes[i]));
  putchar('\n');
  long long codes[] = {200, 301, 302, 404, 418, 500, 0x100000000LL, -0x7fffffffffffffffLL, 0};
  for (int i = 0; i < 9; i++)
    printf("%lld %s\n", codes[i], http(codes[i]));
  int counts[5] = {0};
  const char *text = "the quick brown fox\tjumps over 0 lazy dogs 555\n";
  for (const char *p = text; *p; p++)
    counts[ranges((unsigned char)*p)]++;
  counts[ranges(200)]++;
  counts[ranges(255)]++;
  printf("counts %d %d %d %d %d\n", counts[0], counts[1], counts[2], counts[3], counts[4]);
  return 0;
}
