/* Dense switch statements (jump tables / lookup tables), fallthrough, default in the middle. */
#include <stdio.h>

static const char *day_name(int d) {
  switch (d) {
  case 0: return "sun";
  case 1: return "mon";
  case 2: return "tue";
  case 3: return "wed";
  case 4: return "thu";
  case 5: return "fri";
  case 6: return "sat";
  default: return "???";
  }
}

static int weight(int op) {
  int w = 0;
  switch (op) {
  case 0:
    w += 1;
    /* fallthrough */
  case 1:
    w += 2;
    /* fallthrough */
  case 2:
    w += 4;
    break;
  default:
    w = -1;
    break;
  case 3:
    w = 100;
    /* fallthrough */
  case 4:
    w += 50;
    break;
  case 5: case 6: case 7:
    w = op * op;
    break;
  }
  return w;
}

static int calc(char op, int a, int b) {
  switch (op) {
  case '+': return a + b;
  case '-': return a - b;
  case '*': return a * b;
  case '/': return b ? a / b : 0;
  case '%': return b ? a % b : 0;
  case '&': return a & b;
  case '|': return a | b;
  case '^': return a ^ b;
  }
  return -9999;
}

int main(void) {
  for (int d = -1; d <= 7; d++)
    printf("%d:%s ", d, day_name(d));
  putchar('\n');
  for (int op = -1; op <= 9; op++)
    printf("w(%d)=%d ", op, weight(op));
  putchar('\n');
  const char ops[] = "+-*/%&|^?";
  for (int i = 0; ops[i]; i++)
    printf("37 %c 5 = %d\n", ops[i], calc(ops[i], 37, 5));
  unsigned char u = 0;
  int hist[4] = {0};
  for (int i = 0; i < 300; i++, u += 7) {
    switch (u & 3) {
    case 0: hist[0]++; break;
    case 1: hist[1]++; break;
    case 2: hist[2]++; break;
    case 3: hist[3]++; break;
    }
  }
  printf("hist %d %d %d %d\n", hist[0], hist[1], hist[2], hist[3]);
  return 0;
}
