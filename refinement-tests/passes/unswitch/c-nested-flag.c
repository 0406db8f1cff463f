// EXPECT: refines
// From C: a nested loop (at most 7 x 7) whose flag selects between two
// ways of accumulating.
unsigned nested(unsigned char n, unsigned char m, _Bool transpose, unsigned k) {
  unsigned s = 0;
  for (unsigned char i = 0; i < (n & 7); i++)
    for (unsigned char j = 0; j < (m & 7); j++)
      s += transpose ? i * k + j : j * k + i;
  return s;
}
