/* Integer division and remainder: truncation toward zero, signs, powers of two, unsigned, by constants. */
#include <stdio.h>

static int divs(int a, int b) { return a / b; }
static int mods(int a, int b) { return a % b; }

int main(void) {
  int as[] = {17, -17, 0, 1, -1, 2147483647, -2147483647 - 1, 100};
  int bs[] = {5, -5, 1, 2, 3, 7, 16, -16, 1000};
  for (int i = 0; i < 8; i++) {
    for (int j = 0; j < 9; j++)
      printf("%d/%d=%d,%d ", as[i], bs[j], divs(as[i], bs[j]), mods(as[i], bs[j]));
    putchar('\n');
  }
  for (int a = -9; a <= 9; a += 3)
    printf("a=%d: /2=%d %%2=%d /8=%d %%8=%d >>1=%d\n", a, a / 2, a % 2, a / 8, a % 8, a >> 1);
  unsigned us[] = {0u, 7u, 4294967295u, 2147483648u};
  for (int i = 0; i < 4; i++)
    printf("u=%u /3=%u %%3=%u /10=%u /16=%u %%16=%u\n", us[i], us[i] / 3, us[i] % 3, us[i] / 10, us[i] / 16,
           us[i] % 16);
  long long ll = -9000000000000000007LL;
  printf("ll/7=%lld ll%%7=%lld ll/-1000=%lld\n", ll / 7, ll % 7, ll / -1000);
  int digits_sum = 0;
  for (int n = 987654321; n; n /= 10)
    digits_sum += n % 10;
  printf("digit sum = %d\n", digits_sum);
  return 0;
}
