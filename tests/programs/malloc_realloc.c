/* Heap: malloc, calloc, realloc (grow and shrink), free; a growable vector and a linked list. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct vec { int *data; size_t len, cap; };

static int vec_push(struct vec *v, int x) {
  if (v->len == v->cap) {
    size_t ncap = v->cap ? v->cap * 2 : 1;
    int *nd = realloc(v->data, ncap * sizeof *nd);
    if (!nd)
      return -1;
    v->data = nd;
    v->cap = ncap;
  }
  v->data[v->len++] = x;
  return 0;
}

struct node { int val; struct node *next; };

static struct node *push_front(struct node *head, int v) {
  struct node *n = malloc(sizeof *n);
  if (!n)
    exit(2);
  n->val = v;
  n->next = head;
  return n;
}

static struct node *reverse(struct node *h) {
  struct node *prev = NULL;
  while (h) {
    struct node *nx = h->next;
    h->next = prev;
    prev = h;
    h = nx;
  }
  return prev;
}

int main(void) {
  struct vec v = {0};
  for (int i = 0; i < 100; i++)
    if (vec_push(&v, i * i % 97) != 0)
      return 1;
  long s = 0;
  for (size_t i = 0; i < v.len; i++)
    s += v.data[i];
  printf("len=%zu cap=%zu sum=%ld\n", v.len, v.cap, s);
  int *shrunk = realloc(v.data, 10 * sizeof(int));
  if (!shrunk)
    return 1;
  v.data = shrunk;
  printf("after shrink: %d %d %d\n", v.data[0], v.data[5], v.data[9]);
  free(v.data);
  int *z = calloc(50, sizeof *z);
  if (!z)
    return 1;
  int nz = 0;
  for (int i = 0; i < 50; i++)
    nz += z[i] != 0;
  printf("calloc nonzero = %d\n", nz);
  free(z);
  struct node *list = NULL;
  for (int i = 1; i <= 10; i++)
    list = push_front(list, i * 3);
  list = reverse(list);
  for (struct node *n = list; n; n = n->next)
    printf("%d ", n->val);
  putchar('\n');
  while (list) {
    struct node *nx = list->next;
    free(list);
    list = nx;
  }
  char *str = malloc(4);
  if (!str)
    return 1;
  strcpy(str, "abc");
  for (int i = 0; i < 4; i++) {
    size_t len = strlen(str);
    char *bigger = realloc(str, len * 2 + 1);
    if (!bigger) {
      free(str);
      return 1;
    }
    str = bigger;
    memcpy(str + len, str, len);
    str[2 * len] = '\0';
  }
  printf("%zu %.12s...\n", strlen(str), str);
  free(str);
  free(NULL);
  void *zero = malloc(0);
  free(zero);
  return 0;
}
