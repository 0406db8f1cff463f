/* Globals with initializers: arrays, nested structs, strings, pointers to globals and into arrays. */
#include <stdio.h>

int counter = 5;
static const int primes[] = {2, 3, 5, 7, 11, 13, 17, 19, 23, 29};
static int zeros[16];
static char greeting[] = "hello";
static const char *names[] = {"zero", "one", "two", "three"};
struct entry { const char *key; int val; const struct entry *next; };
static const struct entry e3 = {"c", 3, NULL};
static const struct entry e2 = {"b", 2, &e3};
static const struct entry e1 = {"a", 1, &e2};
static int *counter_ptr = &counter;
static const int *mid_prime = &primes[5];
static double matrix[2][3] = {{1.5, 2.5, 3.5}, {-1, -2}};
static struct { short s; long long l; char c[4]; } packed_init = {-3, 1LL << 40, "xyz"};
static const char *const *name_ptr = &names[2];
static unsigned long long big_init = 0xfedcba9876543210ULL;
static float fl_init[] = {[3] = 3.5f, [0] = -1.0f};

static void bump(void) { (*counter_ptr)++; }

int main(void) {
  int s = 0;
  for (int i = 0; i < 10; i++)
    s += primes[i];
  printf("sum primes = %d, mid = %d, mid[2] = %d\n", s, *mid_prime, mid_prime[2]);
  int z = 0;
  for (int i = 0; i < 16; i++)
    z += zeros[i];
  printf("zeros sum = %d\n", z);
  greeting[0] = 'j';
  printf("%s %zu\n", greeting, sizeof greeting);
  for (int i = 0; i < 4; i++)
    printf("%s ", names[i]);
  printf("| via ptr: %s %s\n", *name_ptr, name_ptr[1]);
  for (const struct entry *e = &e1; e; e = e->next)
    printf("%s=%d ", e->key, e->val);
  putchar('\n');
  bump();
  bump();
  printf("counter = %d\n", counter);
  for (int i = 0; i < 2; i++)
    printf("%.1f %.1f %.1f\n", matrix[i][0], matrix[i][1], matrix[i][2]);
  printf("packed_init %d %lld %s\n", packed_init.s, packed_init.l, packed_init.c);
  printf("big_init %llx\n", big_init);
  for (int i = 0; i < 4; i++)
    printf("%.1f ", (double)fl_init[i]);
  putchar('\n');
  return 0;
}
