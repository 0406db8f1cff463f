#!/usr/bin/env bash
# Regenerates tests/x86/native.ll, the native expectations for llsem's x86
# intrinsics, which tests/it/x86_native.rs checks lane by lane:
#   tests/x86/gen.c     runs each SSE/AVX/AVX2/SSE4.2 intrinsic of <immintrin.h> on this
#                       machine's CPU over boundary and pseudo-random inputs and prints,
#                       per input, an LLVM function calling the matching llvm.x86.*
#                       intrinsic on the same constants with a RUN line of the CPU's lanes
#   tests/x86/native.ll that output
# Usage: scripts/gen-x86-expect.sh [CASES]   (CASES per intrinsic, default 12; needs clang-22
# and llvm-as-22 on an x86-64 host whose CPU has AVX2 and SSE4.2)
set -euo pipefail
dir="$(cd "$(dirname "$0")/.." && pwd)/tests/x86"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
for flag in avx2 sse4_2; do
  grep -qw "$flag" /proc/cpuinfo || { echo "this CPU lacks $flag" >&2; exit 1; }
done
clang-22 -O0 -mavx2 -msse4.2 -Wall -Werror "$dir/gen.c" -o "$tmp/gen"
"$tmp/gen" "${1:-12}" > "$dir/native.ll"
# Every intrinsic must be one LLVM 22 keeps (not auto-upgraded to other IR).
llvm-as-22 "$dir/native.ll" -o "$tmp/native.bc"
kept=$(llvm-dis-22 "$tmp/native.bc" -o - | grep -c ' call ')
want=$(grep -c '^define' "$dir/native.ll")
[ "$kept" = "$want" ] || { echo "llvm-as-22 rewrote $((want - kept)) calls" >&2; exit 1; }
echo "wrote $dir/native.ll ($want cases)"
