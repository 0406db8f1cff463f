/* The C structs whose layout llsem's Explicitly Packed Structures must
   reproduce. Compiled natively with clang-22 on x86-64, `main` probes every
   bit field without offsetof (set it to all ones in a zeroed struct, find
   the bits that changed) and prints one line per struct:
     NAME size=BYTES align=BYTES FIELD=BITOFFSET:WIDTH ...
   Non-bit-field members are printed with their offsetof * 8 and size * 8. */
#include <stdio.h>
#include <string.h>
#include <stddef.h>

struct s1 { unsigned a:3; unsigned b:4; };
struct s2 { char c:2; int i:2; };
struct s3 { int i:15; int j:15; };
struct s4 { int i:3; char c:6; };
struct __attribute__((packed)) s5 { int i:3; char c:6; };
struct s6 { int i:3; int c:6; };
struct s7 { char a; int b:5; char c; };
struct s8 { unsigned a:1; unsigned :0; unsigned b:1; };
struct s9 { unsigned long long a:40; unsigned b:30; };
struct s10 { short a:9; short b:9; };
struct s11 { char a:7; char b:7; char c:7; };
struct __attribute__((packed)) s12 { char a:7; char b:7; char c:7; };
struct s13 { int a:17; short b:10; };
struct s14 { unsigned char x; unsigned y:31; unsigned char z:1; };
struct s15 { long long a:1; char b; long long c:63; };
struct s16 { unsigned a:5; unsigned :3; unsigned b:8; unsigned c:16; };
struct s17 { _Bool f:1; unsigned g:7; double d; };
struct s18 { int a:4; void *p; int b:4; };
struct __attribute__((packed)) s19 { unsigned a:20; unsigned b:20; unsigned char c; };
struct s20 { unsigned __int128 a:100; unsigned b:28; };
struct s21 { unsigned a:1; unsigned b:1; unsigned c:1; unsigned d:1; unsigned e:1; unsigned f:1; unsigned g:1; unsigned h:1; unsigned i:1; };
struct s22 { char c; unsigned long long x:33; short s:3; };

/* Bit offset and width of the bits that differ between two images. */
static void probe(const char *name, const unsigned char *bytes, size_t size) {
  int first = -1, count = 0;
  for (size_t i = 0; i < size * 8; i++)
    if (bytes[i / 8] >> (i % 8) & 1) {
      if (first < 0) first = (int)i;
      count++;
    }
  printf(" %s=%d:%d", name, first, count);
}

#define BEGIN(T) { struct T v; printf(#T " size=%zu align=%zu", sizeof v, _Alignof(struct T));
#define BF(T, f) memset(&v, 0, sizeof v); v.f = -1; probe(#f, (unsigned char *)&v, sizeof v);
#define MEMBER(T, f) printf(" %s=%zu:%zu", #f, offsetof(struct T, f) * 8, sizeof v.f * 8);
#define END printf("\n"); }

int main(void) {
  BEGIN(s1) BF(s1, a) BF(s1, b) END
  BEGIN(s2) BF(s2, c) BF(s2, i) END
  BEGIN(s3) BF(s3, i) BF(s3, j) END
  BEGIN(s4) BF(s4, i) BF(s4, c) END
  BEGIN(s5) BF(s5, i) BF(s5, c) END
  BEGIN(s6) BF(s6, i) BF(s6, c) END
  BEGIN(s7) MEMBER(s7, a) BF(s7, b) MEMBER(s7, c) END
  BEGIN(s8) BF(s8, a) BF(s8, b) END
  BEGIN(s9) BF(s9, a) BF(s9, b) END
  BEGIN(s10) BF(s10, a) BF(s10, b) END
  BEGIN(s11) BF(s11, a) BF(s11, b) BF(s11, c) END
  BEGIN(s12) BF(s12, a) BF(s12, b) BF(s12, c) END
  BEGIN(s13) BF(s13, a) BF(s13, b) END
  BEGIN(s14) MEMBER(s14, x) BF(s14, y) BF(s14, z) END
  BEGIN(s15) BF(s15, a) MEMBER(s15, b) BF(s15, c) END
  BEGIN(s16) BF(s16, a) BF(s16, b) BF(s16, c) END
  BEGIN(s17) BF(s17, f) BF(s17, g) MEMBER(s17, d) END
  BEGIN(s18) BF(s18, a) MEMBER(s18, p) BF(s18, b) END
  BEGIN(s19) BF(s19, a) BF(s19, b) MEMBER(s19, c) END
  BEGIN(s20) BF(s20, a) BF(s20, b) END
  BEGIN(s21) BF(s21, a) BF(s21, b) BF(s21, c) BF(s21, d) BF(s21, e) BF(s21, f) BF(s21, g) BF(s21, h) BF(s21, i) END
  BEGIN(s22) MEMBER(s22, c) BF(s22, x) BF(s22, s) END
  return 0;
}
