// EXPECT: refines
// From C: a loop with an early return and an invariant flag.
extern void note(int);
int find(const unsigned char *p, unsigned char n, unsigned char key, int verbose) {
  for (unsigned char i = 0; i < (n & 15); i++) {
    if (verbose)
      note(p[i]);
    if (p[i] == key)
      return i;
  }
  return -1;
}
