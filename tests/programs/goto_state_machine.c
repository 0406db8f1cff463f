/* A lexer written as a goto-based state machine, plus a loop-switch state machine; irreducible-looking flow. */
#include <stdio.h>
#include <ctype.h>

static void lex(const char *s) {
  const char *p = s;
  const char *start;
start:
  while (*p == ' ')
    p++;
  if (!*p)
    goto done;
  start = p;
  if (isdigit((unsigned char)*p))
    goto number;
  if (isalpha((unsigned char)*p) || *p == '_')
    goto ident;
  printf("OP(%c) ", *p);
  p++;
  goto start;
number:
  while (isdigit((unsigned char)*p))
    p++;
  if (*p == '.') {
    p++;
    while (isdigit((unsigned char)*p))
      p++;
    printf("FLOAT(%.*s) ", (int)(p - start), start);
    goto start;
  }
  printf("INT(%.*s) ", (int)(p - start), start);
  goto start;
ident:
  while (isalnum((unsigned char)*p) || *p == '_')
    p++;
  printf("ID(%.*s) ", (int)(p - start), start);
  goto start;
done:
  putchar('\n');
}

enum state { S_IDLE, S_RUN, S_PAUSE, S_STOP };

static int run_machine(const char *events) {
  enum state st = S_IDLE;
  int ticks = 0;
  for (const char *e = events; *e && st != S_STOP; e++) {
    switch (st) {
    case S_IDLE: st = *e == 's' ? S_RUN : S_IDLE; break;
    case S_RUN:
      if (*e == 'p') st = S_PAUSE;
      else if (*e == 'x') st = S_STOP;
      else ticks++;
      break;
    case S_PAUSE: st = *e == 'r' ? S_RUN : *e == 'x' ? S_STOP : S_PAUSE; break;
    case S_STOP: break;
    }
  }
  return ticks * 10 + (int)st;
}

int main(void) {
  lex("x1 = 42 + foo_bar*3.75 - (y2/7)");
  lex("   ");
  lex("a.b 1.2.3");
  printf("machine: %d %d %d\n", run_machine("s...p..r..x..."), run_machine("....."), run_machine("s.p.r.p.r.."));
  int i = 0, acc = 0;
loop:
  acc += i * i;
  if (++i < 10)
    goto loop;
  printf("acc = %d\n", acc);
  return 0;
}
