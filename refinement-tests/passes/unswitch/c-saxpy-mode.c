// EXPECT: refines
// From C: a saxpy-like loop over at most 15 elements whose mode flag is
// tested in every iteration.
void saxpy_mode(int *y, const int *x, unsigned char n, int a, int add) {
  for (unsigned char i = 0; i < (n & 15); i++) {
    if (add)
      y[i] += a * x[i];
    else
      y[i] = a * x[i];
  }
}
