/* Struct passing and returning across the ABI: small (in registers), float pairs, large (sret/byval), arrays inside. */
#include <stdio.h>

struct pair { int a, b; };
struct fpair { float x, y; };
struct dtriple { double x, y, z; };
struct mixed16 { long l; double d; };
struct big { int v[12]; char name[9]; };

static struct pair swap(struct pair p) { struct pair r = {p.b, p.a}; return r; }
static struct fpair scale(struct fpair f, float k) { f.x *= k; f.y *= k; return f; }
static struct dtriple cross(struct dtriple u, struct dtriple v) {
  struct dtriple r = {u.y * v.z - u.z * v.y, u.z * v.x - u.x * v.z, u.x * v.y - u.y * v.x};
  return r;
}
static struct mixed16 mk(long l, double d) { struct mixed16 m = {l * 2, d / 2}; return m; }

static struct big make_big(int seed) {
  struct big b;
  for (int i = 0; i < 12; i++)
    b.v[i] = seed * i - 5;
  for (int i = 0; i < 8; i++)
    b.name[i] = (char)('a' + (seed + i) % 26);
  b.name[8] = '\0';
  return b;
}

static long big_sum(struct big b) {
  long s = 0;
  for (int i = 0; i < 12; i++)
    s += b.v[i];
  b.v[0] = 99999; /* modifies the callee's copy only */
  return s;
}

static struct big twice(struct big b) {
  for (int i = 0; i < 12; i++)
    b.v[i] *= 2;
  return b;
}

int main(void) {
  struct pair p = swap((struct pair){3, -8});
  printf("swap %d %d\n", p.a, p.b);
  struct fpair f = scale((struct fpair){1.5f, -0.25f}, 4.0f);
  printf("scale %.2f %.2f\n", (double)f.x, (double)f.y);
  struct dtriple c = cross((struct dtriple){1, 0, 0}, (struct dtriple){0, 1, 0});
  struct dtriple c2 = cross((struct dtriple){1.5, -2, 3}, (struct dtriple){4, 5, -6});
  printf("cross %.1f %.1f %.1f | %.2f %.2f %.2f\n", c.x, c.y, c.z, c2.x, c2.y, c2.z);
  struct mixed16 m = mk(-21, 9.0);
  printf("mixed %ld %.2f\n", m.l, m.d);
  struct big b = make_big(7);
  printf("big %s sum=%ld v0=%d\n", b.name, big_sum(b), b.v[0]);
  struct big t = twice(b);
  printf("twice sum=%ld orig v11=%d new v11=%d\n", big_sum(t), b.v[11], t.v[11]);
  struct big arr[3];
  for (int i = 0; i < 3; i++)
    arr[i] = make_big(i + 1);
  long all = 0;
  for (int i = 0; i < 3; i++)
    all += big_sum(arr[i]);
  printf("all=%ld names %s %s %s\n", all, arr[0].name, arr[1].name, arr[2].name);
  return 0;
}
