/* qsort with user comparators (callbacks from libc): ints ascending/descending, strings, structs; bsearch. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int calls;

static int cmp_int(const void *a, const void *b) {
  int x = *(const int *)a, y = *(const int *)b;
  calls++;
  return (x > y) - (x < y);
}

static int cmp_int_desc(const void *a, const void *b) { return cmp_int(b, a); }

static int cmp_str(const void *a, const void *b) {
  return strcmp(*(const char *const *)a, *(const char *const *)b);
}

struct person { const char *name; int age; };

static int cmp_person(const void *a, const void *b) {
  const struct person *p = a, *q = b;
  if (p->age != q->age)
    return p->age - q->age;
  return strcmp(p->name, q->name);
}

int main(void) {
  int a[20];
  unsigned seed = 12345;
  for (int i = 0; i < 20; i++) {
    seed = seed * 1103515245u + 12345u;
    a[i] = (int)((seed >> 16) % 100) - 50;
  }
  qsort(a, 20, sizeof a[0], cmp_int);
  for (int i = 0; i < 20; i++)
    printf("%d ", a[i]);
  printf("\ncalls>0: %d\n", calls > 0);
  qsort(a, 20, sizeof a[0], cmp_int_desc);
  for (int i = 0; i < 20; i++)
    printf("%d ", a[i]);
  putchar('\n');
  qsort(a, 20, sizeof a[0], cmp_int);
  int key = a[7];
  int *found = bsearch(&key, a, 20, sizeof a[0], cmp_int);
  int missing = 1000;
  printf("bsearch found=%d value=%d missing=%d\n", found != NULL, found ? *found : 0,
         bsearch(&missing, a, 20, sizeof a[0], cmp_int) == NULL);
  const char *names[] = {"pear", "apple", "fig", "banana", "cherry", "apple2", "Zebra"};
  qsort(names, 7, sizeof names[0], cmp_str);
  for (int i = 0; i < 7; i++)
    printf("%s ", names[i]);
  putchar('\n');
  struct person ps[] = {{"ann", 31}, {"bob", 25}, {"cat", 31}, {"dan", 19}, {"abe", 25}};
  qsort(ps, 5, sizeof ps[0], cmp_person);
  for (int i = 0; i < 5; i++)
    printf("%s:%d ", ps[i].name, ps[i].age);
  putchar('\n');
  return 0;
}
