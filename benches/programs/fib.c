/* Recursion: naive Fibonacci, fib(N) with N = argv[1] (default 27). Every
   call is a frame with (at -O0) a stack slot: llsem's memory must stay flat
   in the number of calls. */
#include <stdio.h>
#include <stdlib.h>

static unsigned fib(unsigned n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

int main(int argc, char **argv) {
  unsigned n = argc > 1 ? (unsigned)atoi(argv[1]) : 27;
  printf("fib(%u) = %u\n", n, fib(n));
  return 0;
}
