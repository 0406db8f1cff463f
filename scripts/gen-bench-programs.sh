#!/usr/bin/env bash
# Regenerates the interpreter benchmark's programs in benches/programs/ from their C sources there.
#
# Usage: scripts/gen-bench-programs.sh        (from anywhere; it works relative to the repository)
#
# For every benches/programs/NAME.c it writes:
#   NAME.O0.ll         clang-22 -S -emit-llvm -O0
#   NAME.O2.ll         clang-22 -S -emit-llvm -O2
#   NAME.stdout        what the native build (clang-22 -O0 NAME.c -lm) prints with no argument
#                      (the benchmark's size)
#   NAME.test.args     the small size in TEST_ARGS below, the argument tests/it/bench_programs.rs runs with
#   NAME.test.stdout   what the native build prints with that argument
# Both levels are compiled with -fno-vectorize -fno-slp-vectorize -ffp-contract=off: LLVM's own
# interpreter (lli -force-interpreter), which `cargo bench --bench interp` runs beside llsem, supports
# neither vector reductions nor llvm.fmuladd, and the comparison needs the same .ll for both.
#
# Checks (the script exits 1 listing every failure): every .ll is accepted by llvm-as-22, and
# lli-22 -force-interpreter prints exactly NAME.stdout and NAME.test.stdout and exits with 0.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root/benches/programs"

CLANG=clang-22 LLVM_AS=llvm-as-22 LLI=lli-22
FLAGS="-fno-vectorize -fno-slp-vectorize -ffp-contract=off -fdebug-compilation-dir=."
declare -A TEST_ARGS=([fib]=15 [list]=300 [hash]=2000 [crc]=500 [sieve]=5000 [sort]=500
  [matmul]=6 [nbody]=20)

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
failures=()
for c in *.c; do
  name=${c%.c}
  small=${TEST_ARGS[$name]:?"no test size for $name in TEST_ARGS"}
  for level in O0 O2; do
    $CLANG -S -emit-llvm -$level $FLAGS "$c" -o "$name.$level.ll"
    $LLVM_AS "$name.$level.ll" -o /dev/null || failures+=("$name.$level.ll: llvm-as rejects it")
  done
  $CLANG -O0 $FLAGS "$c" -o "$tmp/$name" -lm
  "$tmp/$name" > "$name.stdout"
  echo "$small" > "$name.test.args"
  "$tmp/$name" "$small" > "$name.test.stdout"
  for level in O0 O2; do
    if ! $LLI -force-interpreter "$name.$level.ll" | cmp -s - "$name.stdout"; then
      failures+=("$name.$level.ll: lli output differs from the native build's")
    fi
    if ! $LLI -force-interpreter "$name.$level.ll" "$small" | cmp -s - "$name.test.stdout"; then
      failures+=("$name.$level.ll $small: lli output differs from the native build's")
    fi
  done
done
if ((${#failures[@]})); then
  printf '%s\n' "${failures[@]}" >&2
  exit 1
fi
echo "benches/programs: $(ls *.c | wc -l) programs regenerated and checked"
