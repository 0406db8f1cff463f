/* Binary search tree on the heap: insert, in-order traversal, height, lookup, freeing recursively. */
#include <stdio.h>
#include <stdlib.h>

struct tree { int key; int count; struct tree *left, *right; };

static struct tree *insert(struct tree *t, int key) {
  if (!t) {
    t = calloc(1, sizeof *t);
    if (!t)
      exit(3);
    t->key = key;
    t->count = 1;
    return t;
  }
  if (key < t->key)
    t->left = insert(t->left, key);
  else if (key > t->key)
    t->right = insert(t->right, key);
  else
    t->count++;
  return t;
}

static void inorder(const struct tree *t) {
  if (!t)
    return;
  inorder(t->left);
  printf("%d", t->key);
  if (t->count > 1)
    printf("x%d", t->count);
  putchar(' ');
  inorder(t->right);
}

static int height(const struct tree *t) {
  if (!t)
    return 0;
  int l = height(t->left), r = height(t->right);
  return 1 + (l > r ? l : r);
}

static const struct tree *find(const struct tree *t, int key) {
  while (t && t->key != key)
    t = key < t->key ? t->left : t->right;
  return t;
}

static void destroy(struct tree *t) {
  if (!t)
    return;
  destroy(t->left);
  destroy(t->right);
  free(t);
}

int main(void) {
  struct tree *root = NULL;
  unsigned x = 7;
  for (int i = 0; i < 40; i++) {
    x = x * 75u % 65537u;
    root = insert(root, (int)(x % 50));
  }
  inorder(root);
  putchar('\n');
  printf("height=%d\n", height(root));
  for (int k = 0; k < 50; k += 7) {
    const struct tree *n = find(root, k);
    printf("find %d: %s", k, n ? "yes" : "no");
    if (n)
      printf(" (count %d)", n->count);
    putchar('\n');
  }
  destroy(root);
  return 0;
}
