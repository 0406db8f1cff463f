/* exit() with a non-zero code from inside nested calls; output printed before exit must be flushed. */
#include <stdio.h>
#include <stdlib.h>

static int depth_reached;

static void dive(int depth) {
  depth_reached = depth;
  printf("depth %d\n", depth);
  if (depth == 4) {
    printf("exiting with %d\n", 3 + depth);
    exit(3 + depth);
  }
  dive(depth + 1);
  printf("never printed\n");
}

int main(void) {
  printf("start\n");
  dive(0);
  printf("not reached %d\n", depth_reached);
  return 0;
}
