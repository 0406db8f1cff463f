/* GNU labels-as-values: a tiny bytecode interpreter dispatched with computed goto (indirectbr). */
#include <stdio.h>

enum { OP_PUSH, OP_ADD, OP_MUL, OP_DUP, OP_JNZ_DEC, OP_PRINT, OP_HALT };

static int run(const int *code) {
  static void *const dispatch[] = {&&push, &&add, &&mul, &&dup, &&jnz_dec, &&print, &&halt};
  int stack[32];
  int sp = 0, pc = 0, counter = 0, steps = 0;
#define NEXT do { steps++; goto *dispatch[code[pc++]]; } while (0)
  NEXT;
push:
  stack[sp++] = code[pc++];
  NEXT;
add:
  sp--;
  stack[sp - 1] += stack[sp];
  NEXT;
mul:
  sp--;
  stack[sp - 1] *= stack[sp];
  NEXT;
dup:
  stack[sp] = stack[sp - 1];
  sp++;
  NEXT;
jnz_dec:
  if (counter == 0)
    counter = code[pc];
  pc++;
  if (--counter > 0) {
    pc = code[pc];
    NEXT;
  }
  pc++;
  NEXT;
print:
  printf("top=%d sp=%d\n", stack[sp - 1], sp);
  NEXT;
halt:
#undef NEXT
  return steps;
}

int main(void) {
  const int prog1[] = {OP_PUSH, 6, OP_PUSH, 7, OP_MUL, OP_PRINT, OP_HALT};
  printf("steps %d\n", run(prog1));
  /* push 1; loop 10 times: dup, add (doubling) -> 1024 */
  const int prog2[] = {OP_PUSH, 1, OP_DUP, OP_ADD, OP_JNZ_DEC, 10, 2, OP_PRINT, OP_PUSH, 3, OP_ADD, OP_PRINT, OP_HALT};
  printf("steps %d\n", run(prog2));
  void *labels[2] = {&&even, &&odd};
  int e = 0, o = 0;
  for (int i = 0; i < 9; i++) {
    goto *labels[i & 1];
  even:
    e += i;
    continue;
  odd:
    o += i;
  }
  printf("even sum %d odd sum %d\n", e, o);
  return 0;
}
