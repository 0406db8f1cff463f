/* Structs: by value and by pointer, nested structs, arrays of structs, struct return, padding. */
#include <stdio.h>
#include <stddef.h>

struct point { int x, y; };
struct rect { struct point lo, hi; };
struct mixed { char c; double d; short s; int i; char tail[3]; };

static struct point add(struct point a, struct point b) {
  struct point r = {a.x + b.x, a.y + b.y};
  return r;
}

static int area(const struct rect *r) {
  return (r->hi.x - r->lo.x) * (r->hi.y - r->lo.y);
}

static void grow(struct rect *r, int by) {
  r->lo.x -= by; r->lo.y -= by;
  r->hi.x += by; r->hi.y += by;
}

static struct mixed make_mixed(int k) {
  struct mixed m;
  m.c = (char)('a' + k);
  m.d = k * 1.25;
  m.s = (short)(k * 1000);
  m.i = -k;
  m.tail[0] = 'x'; m.tail[1] = 'y'; m.tail[2] = (char)('0' + k);
  return m;
}

int main(void) {
  struct point p = {3, 4}, q = {-1, 10};
  struct point s = add(p, q);
  printf("add = (%d,%d)\n", s.x, s.y);
  struct rect r = {{0, 0}, {5, 3}};
  printf("area = %d\n", area(&r));
  grow(&r, 2);
  printf("grown area = %d lo=(%d,%d)\n", area(&r), r.lo.x, r.lo.y);
  struct rect rs[4];
  for (int i = 0; i < 4; i++) {
    rs[i].lo.x = i; rs[i].lo.y = -i;
    rs[i].hi.x = 2 * i + 1; rs[i].hi.y = i * i;
  }
  int tot = 0;
  for (int i = 0; i < 4; i++)
    tot += area(&rs[i]);
  printf("total area = %d\n", tot);
  struct rect copy = rs[3];
  copy.hi.x = 100;
  printf("copy %d orig %d\n", copy.hi.x, rs[3].hi.x);
  printf("sizeof mixed = %zu, offsets c=%zu d=%zu s=%zu i=%zu tail=%zu\n",
         sizeof(struct mixed), offsetof(struct mixed, c), offsetof(struct mixed, d),
         offsetof(struct mixed, s), offsetof(struct mixed, i), offsetof(struct mixed, tail));
  for (int k = 0; k < 3; k++) {
    struct mixed m = make_mixed(k);
    printf("%c %.2f %d %d %c%c%c\n", m.c, m.d, m.s, m.i, m.tail[0], m.tail[1], m.tail[2]);
  }
  return 0;
}
