/* printf with integer conversions: %d %i %u %ld %lld %hhd %hd %x %X %o %c %s, widths, precisions, flags, %*d, %%. */
#include <stdio.h>
#include <limits.h>
#include <stddef.h>
#include <stdint.h>

int main(void) {
  int vals[] = {0, 1, -1, 42, -42, 255, 65535, INT_MAX, INT_MIN};
  for (int i = 0; i < 9; i++) {
    int v = vals[i];
    printf("|%d|%i|%u|%x|%X|%o|%5d|%-5d|%+d|% d|%05d|%.3d|%#x|%#o|\n", v, v, (unsigned)v, (unsigned)v,
           (unsigned)v, (unsigned)v, v, v, v, v, v, v, (unsigned)v, (unsigned)v);
  }
  long l = -1234567890123L;
  long long ll = LLONG_MIN, llm = LLONG_MAX;
  unsigned long long ull = ULLONG_MAX;
  printf("%ld %lld %lld %llu %llx %llo\n", l, ll, llm, ull, ull, ull);
  printf("%hhd %hhu %hd %hu %hhx\n", (signed char)-3, (unsigned char)250, (short)-32768, (unsigned short)65535,
         (unsigned char)171);
  printf("%c%c%c %3c|%-3c|\n", 'a', 'B', '0' + 7, 'x', 'y');
  printf("%s|%10s|%-10s|%.3s|%10.2s|\n", "str", "right", "left", "truncate", "ab-cd");
  printf("%*d|%-*d|%.*d|%*.*d|\n", 6, 42, 6, 42, 4, 7, 8, 5, -13);
  printf("100%% done, %d%%\n", 50);
  printf("%#X %#08x %-#10o| %+.0d|%.0d|\n", 0xbeefu, 0x1fu, 8u, 0, 0);
  printf("%zu %td %jd\n", sizeof(long long), (ptrdiff_t)-5, (intmax_t)123456789012LL);
  printf("%lu %lx %li\n", 4000000000UL, 0xdeadbeefcafeUL, -77L);
  int n1 = 0, n2 = 0;
  printf("count%n this%n\n", &n1, &n2);
  printf("n1=%d n2=%d\n", n1, n2);
  int r = printf("%08.3d|%-8d|%+05d\n", 12, 34, 56);
  printf("returned %d\n", r);
  return 0;
}
