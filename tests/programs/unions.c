/* Unions: type punning of float/int bits, tagged unions, union of arrays and scalars. */
#include <stdio.h>
#include <stdint.h>

union fbits { float f; uint32_t u; };
union dbits { double d; uint64_t u; };
union bytes { uint32_t w; uint8_t b[4]; uint16_t h[2]; };

enum kind { K_INT, K_DBL, K_STR };
struct value {
  enum kind k;
  union { int i; double d; const char *s; } as;
};

static void show(struct value v) {
  switch (v.k) {
  case K_INT: printf("int %d\n", v.as.i); break;
  case K_DBL: printf("dbl %.3f\n", v.as.d); break;
  case K_STR: printf("str %s\n", v.as.s); break;
  }
}

int main(void) {
  float fs[] = {1.0f, -2.5f, 0.1f, 0.0f, -0.0f, 3.4028235e38f};
  for (int i = 0; i < 6; i++) {
    union fbits x;
    x.f = fs[i];
    printf("%g -> %08x sign=%u exp=%u\n", (double)fs[i], x.u, x.u >> 31, (x.u >> 23) & 0xff);
  }
  union dbits d;
  d.u = 0x400921fb54442d18ULL;
  printf("pi from bits = %.15f\n", d.d);
  d.d = -1.0 / 3.0;
  printf("bits of -1/3 = %016llx\n", (unsigned long long)d.u);
  union bytes b;
  b.w = 0x11223344u;
  printf("bytes %02x %02x %02x %02x halves %04x %04x\n", b.b[0], b.b[1], b.b[2], b.b[3], b.h[0], b.h[1]);
  b.b[2] = 0xff;
  printf("w = %08x\n", b.w);
  struct value vals[3];
  vals[0].k = K_INT; vals[0].as.i = -42;
  vals[1].k = K_DBL; vals[1].as.d = 2.718281828;
  vals[2].k = K_STR; vals[2].as.s = "tagged";
  for (int i = 0; i < 3; i++)
    show(vals[i]);
  printf("sizeof value = %zu\n", sizeof(struct value));
  return 0;
}
