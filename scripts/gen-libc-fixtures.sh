#!/usr/bin/env bash
# Regenerates the C library fixtures under tests/fixtures/libc/ from the C
# programs in tests/libc/: what glibc does, for llsem to match.
#
# Usage: scripts/gen-libc-fixtures.sh   (from anywhere; needs clang-22 and glibc)
#
# For every program tests/libc/NAME.c it writes into tests/fixtures/libc/:
#   NAME.O0.ll, NAME.O2.ll   clang-22 -S -emit-llvm at -O0 and -O2 (SimplifyLibCalls and
#                            InstCombine rewrite the calls at -O2)
#   NAME.O0.out, NAME.O2.out what the natively compiled program of each optimization level
#                            printed: its standard output, then a line "--- stderr", its
#                            standard error, then a line "--- exit N" with its exit status
#                            (128 + the signal when a signal ended it)
# with tests/libc/NAME.stdin as standard input when it exists (else /dev/null).
# Programs whose name starts with fortify are compiled with -D_FORTIFY_SOURCE=2.
# The output depends only on the sources, clang-22 and the host's glibc (2.36 here).
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
src=tests/libc
out=tests/fixtures/libc
mkdir -p "$out"
rm -f "$out"/*.ll "$out"/*.out
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

for c in "$src"/*.c; do
  name=$(basename "$c" .c)
  flags=(-fno-discard-value-names)
  case "$name" in fortify*) flags+=(-D_FORTIFY_SOURCE=2) ;; esac
  input=/dev/null
  [ -f "$src/$name.stdin" ] && input="$src/$name.stdin"
  for opt in O0 O2; do
    clang-22 -"$opt" "${flags[@]}" -S -emit-llvm "$c" -o "$out/$name.$opt.ll"
    sed -i -e '/^; ModuleID/d' -e 's|^source_filename = .*|source_filename = "'"$name"'.c"|' \
      -e '/^!llvm.ident/d' -e '/^![0-9]* = !{!"clang version/d' "$out/$name.$opt.ll"
    llvm-as-22 "$out/$name.$opt.ll" -o /dev/null
    clang-22 -"$opt" "${flags[@]}" "$c" -o "$tmp/$name" -lm
    set +e
    "$tmp/$name" <"$input" >"$tmp/stdout" 2>"$tmp/stderr"
    status=$?
    set -e
    {
      cat "$tmp/stdout"
      echo "--- stderr"
      cat "$tmp/stderr"
      echo "--- exit $status"
    } >"$out/$name.$opt.out"
  done
done
echo "wrote $(ls "$out"/*.out | wc -l) expectations into $out"
