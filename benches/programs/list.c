/* Pointer chasing: a singly linked list of N = argv[1] (default 20000)
   heap nodes in a scrambled order, walked, reversed and walked again, then
   freed node by node. */
#include <stdio.h>
#include <stdlib.h>

struct node {
  struct node *next;
  long value;
};

static long walk(const struct node *p) {
  long sum = 0, i = 0;
  for (; p; p = p->next, i++)
    sum += p->value * (i & 7);
  return sum;
}

static struct node *reverse(struct node *p) {
  struct node *prev = 0;
  while (p) {
    struct node *next = p->next;
    p->next = prev;
    prev = p;
    p = next;
  }
  return prev;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 20000;
  struct node **nodes = malloc((size_t)n * sizeof *nodes);
  for (int i = 0; i < n; i++) {
    nodes[i] = malloc(sizeof **nodes);
    nodes[i]->value = (i * 7919L) % 10007;
  }
  /* Link them in the order of a multiplicative permutation of 0..n-1. */
  unsigned step = 40503u % (unsigned)n;
  while (step == 0 || (n % 2 == 0 && step % 2 == 0) || (n % 5 == 0 && step % 5 == 0) ||
         (n % 3 == 0 && step % 3 == 0))
    step++;
  struct node *head = 0;
  for (int k = 0; k < n; k++) {
    struct node *p = nodes[(unsigned)k * step % (unsigned)n];
    p->next = head;
    head = p;
  }
  long total = 0;
  for (int round = 0; round < 8; round++) {
    total += walk(head);
    head = reverse(head);
  }
  printf("list of %d: checksum %ld\n", n, total);
  for (int i = 0; i < n; i++)
    free(nodes[i]);
  free(nodes);
  return 0;
}
