/* The bit-field structs of the value-wise-poison thesis (sections 2.3.4,
   4.2 and 4.3), with a setter and a getter per field and the two scenarios
   the examples run. clang-22's output for this file is in clang/; the .ll
   files next to it lower the same code three ways. */

struct s1 { unsigned a : 3; unsigned b : 4; };          /* 2.3.4 */
struct s2 { char c : 2; int i : 2; };                   /* 4.3 */
struct s3 { int i : 15; int j : 15; };                  /* 4.2 */
struct s4 { int i : 3; char c : 6; };                   /* 4.2 */
struct __attribute__((packed)) s4p { int i : 3; char c : 6; };

void set_s1_a(struct s1 *p, unsigned v) { p->a = v; }
void set_s1_b(struct s1 *p, unsigned v) { p->b = v; }
unsigned get_s1_a(struct s1 *p) { return p->a; }
unsigned get_s1_b(struct s1 *p) { return p->b; }

void set_s2_c(struct s2 *p, int v) { p->c = v; }
void set_s2_i(struct s2 *p, int v) { p->i = v; }
int get_s2_c(struct s2 *p) { return p->c; }
int get_s2_i(struct s2 *p) { return p->i; }

void set_s3_i(struct s3 *p, int v) { p->i = v; }
void set_s3_j(struct s3 *p, int v) { p->j = v; }
int get_s3_i(struct s3 *p) { return p->i; }
int get_s3_j(struct s3 *p) { return p->j; }

void set_s4_i(struct s4 *p, int v) { p->i = v; }
void set_s4_c(struct s4 *p, int v) { p->c = v; }
int get_s4_i(struct s4 *p) { return p->i; }
int get_s4_c(struct s4 *p) { return p->c; }

void set_s4p_i(struct s4p *p, int v) { p->i = v; }
void set_s4p_c(struct s4p *p, int v) { p->c = v; }
int get_s4p_i(struct s4p *p) { return p->i; }
int get_s4p_c(struct s4p *p) { return p->c; }

/* Scenario 1: a struct in fresh (uninitialized) memory; write one field,
   read both. */
unsigned fresh_s1(void) {
  struct s1 s;
  s.a = 5;
  return s.a * 16 + s.b;
}

/* Scenario 2: b holds 7; a is assigned an indeterminate value, then 5.
   Reading b is well defined C and must give 7. */
unsigned overwrite_s1(void) {
  struct s1 s;
  unsigned junk;
  s.b = 7;
  s.a = junk;
  s.a = 5;
  return s.b;
}
