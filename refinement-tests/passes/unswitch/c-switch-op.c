// EXPECT: refines
// From C: an interpreter-style switch on an invariant opcode inside a loop.
int apply(unsigned char n, int op, int x) {
  int acc = 0;
  for (unsigned char i = 0; i < n; i++) {
    switch (op) {
    case 0: acc += x; break;
    case 1: acc -= i; break;
    case 2: acc ^= x + i; break;
    default: acc = acc * 2 + 1; break;
    }
  }
  return acc;
}
