/* argc/argv: counts and echoes the arguments (not argv[0]), parses numbers among them. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv) {
  printf("argc = %d\n", argc);
  long sum = 0;
  size_t total_len = 0;
  for (int i = 1; i < argc; i++) {
    char *end;
    long v = strtol(argv[i], &end, 10);
    int numeric = *argv[i] != '\0' && *end == '\0';
    printf("arg %d: \"%s\" len=%zu numeric=%d\n", i, argv[i], strlen(argv[i]), numeric);
    if (numeric)
      sum += v;
    total_len += strlen(argv[i]);
  }
  printf("sum of numeric args = %ld, total length = %zu\n", sum, total_len);
  printf("argv[argc] is NULL: %d\n", argv[argc] == NULL);
  return argc > 3 ? 0 : 1;
}
