/* Pointer arithmetic without printing addresses: differences, comparisons, walking struct arrays, char* views. */
#include <stdio.h>
#include <stddef.h>
#include <string.h>

struct item { short id; double weight; char tag; };

static ptrdiff_t index_of(const struct item *base, const struct item *p) { return p - base; }

static int *find_first(int *begin, int *end, int v) {
  for (int *p = begin; p < end; p++)
    if (*p == v)
      return p;
  return end;
}

int main(void) {
  struct item items[6];
  for (int i = 0; i < 6; i++) {
    items[i].id = (short)(i * 11);
    items[i].weight = i * 0.5;
    items[i].tag = (char)('p' + i);
  }
  const struct item *last = &items[5];
  printf("index of last = %td, bytes = %td\n", index_of(items, last),
         (const char *)last - (const char *)items);
  const struct item *mid = items + 3;
  printf("mid id=%d prev tag=%c next weight=%.1f\n", mid->id, mid[-1].tag, (mid + 1)->weight);
  int arr[12] = {5, 3, 8, 1, 9, 2, 7, 4, 6, 0, 11, 10};
  int *e = arr + 12;
  for (int v = 0; v < 13; v += 4) {
    int *p = find_first(arr, e, v);
    printf("find %d -> %s %td\n", v, p == e ? "end" : "at", p - arr);
  }
  int *lo = arr, *hi = arr + 11;
  while (lo < hi) {
    int t = *lo;
    *lo++ = *hi;
    *hi-- = t;
  }
  for (int i = 0; i < 12; i++)
    printf("%d ", arr[i]);
  putchar('\n');
  unsigned int word = 0x04030201u;
  const unsigned char *bytes = (const unsigned char *)&word;
  printf("little-endian bytes: %u %u %u %u\n", bytes[0], bytes[1], bytes[2], bytes[3]);
  char s[] = "pointer-walk";
  char *dash = strchr(s, '-');
  printf("before dash %td chars, after \"%s\"\n", dash - s, dash + 1);
  int m[3][4];
  int *flat = &m[0][0];
  for (int i = 0; i < 12; i++)
    flat[i] = i * i;
  printf("m[2][1]=%d via row ptr %d\n", m[2][1], (*(m + 2))[1]);
  printf("offsetof weight=%zu tag=%zu, ptr equality %d %d\n", offsetof(struct item, weight),
         offsetof(struct item, tag), &items[2] == items + 2, (void *)&items[0] == (void *)&items[0].id);
  return 0;
}
