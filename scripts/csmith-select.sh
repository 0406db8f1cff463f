#!/usr/bin/env bash
# Screens csmith seeds and copies the acceptable programs to tests/programs/csmith/.
#
# Usage: scripts/csmith-select.sh FIRST_SEED LAST_SEED [MAX_KEPT]
# The corpus in the repository was made with: scripts/csmith-select.sh 1 100 36
#
# A seed is kept when its program
#   - compiles with clang-22 (warnings silenced with -w: csmith code is noisy),
#   - runs natively at -O0 in under 0.5 s,
#   - runs cleanly under -fsanitize=undefined,address -fno-sanitize-recover=all,
#   - prints the same checksum at -O0 and -O2 (a cheap extra guard against UB),
#   - and its -O0 .ll is at most CSMITH_MAX_LL bytes (default 100000), to keep the corpus small.
# Kept programs are written as tests/programs/csmith/csmith_SEED.c; csmith records the
# seed and options in the comment at the top of each file. Running it again with the
# same seeds rewrites identical files. Needs: csmith, libcsmith-dev headers, clang-22.
set -euo pipefail

first=${1:?first seed}
last=${2:?last seed}
max_kept=${3:-1000000}
max_ll=${CSMITH_MAX_LL:-100000}
root=$(cd "$(dirname "$0")/.." && pwd)
out_dir=$root/tests/programs/csmith
inc=/usr/include/csmith
opts=(--no-packed-struct --no-bitfields --no-volatiles --no-argc --max-funcs 4 --max-block-depth 3
  --max-expr-complexity 6 --max-array-dim 2 --max-struct-fields 6)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$out_dir"
kept=0
for seed in $(seq "$first" "$last"); do
  [ "$kept" -ge "$max_kept" ] && break
  name=csmith_$seed
  src=$tmp/$name.c
  (cd "$tmp" && csmith "${opts[@]}" --seed "$seed" -o "$name.c") >/dev/null
  if ! clang-22 -w -O0 -I"$inc" "$src" -o "$tmp/o0" 2>/dev/null; then
    echo "seed $seed: does not compile"; continue
  fi
  start=$(date +%s%N)
  if ! timeout 2 "$tmp/o0" >"$tmp/o0.out"; then
    echo "seed $seed: native run failed or timed out"; continue
  fi
  ms=$((($(date +%s%N) - start) / 1000000))
  if [ "$ms" -ge 500 ]; then
    echo "seed $seed: too slow (${ms} ms)"; continue
  fi
  clang-22 -w -O0 -fsanitize=undefined,address -fno-sanitize-recover=all -I"$inc" "$src" -o "$tmp/san"
  if ! timeout 20 "$tmp/san" >"$tmp/san.out" 2>"$tmp/san.err" || [ -s "$tmp/san.err" ]; then
    echo "seed $seed: sanitizer report"; continue
  fi
  clang-22 -w -O2 -I"$inc" "$src" -o "$tmp/o2"
  if ! timeout 2 "$tmp/o2" >"$tmp/o2.out" || ! cmp -s "$tmp/o0.out" "$tmp/o2.out"; then
    echo "seed $seed: -O0 and -O2 disagree"; continue
  fi
  ll_size=$(clang-22 -w -S -emit-llvm -O0 -I"$inc" "$src" -o - | wc -c)
  if [ "$ll_size" -gt "$max_ll" ]; then
    echo "seed $seed: too large (${ll_size} bytes of .ll)"; continue
  fi
  cp "$src" "$out_dir/$name.c"
  kept=$((kept + 1))
  echo "seed $seed: kept (${ms} ms, ${ll_size} bytes of .ll)"
done
echo "kept $kept programs"
