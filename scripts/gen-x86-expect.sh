#!/usr/bin/env bash
# Regenerates tests/x86/native.ll, the native expectations for llsem's x86
# intrinsics, which tests/it/x86_native.rs checks lane by lane:
#   tests/x86/gen.c     runs each SSE/AVX/AVX2/SSE4.2 intrinsic of <immintrin.h> on this
#                       machine's CPU over boundary and pseudo-random inputs and prints,
#                       per input, an LLVM function calling the matching llvm.x86.*
#                       intrinsic on the same constants with a RUN line of the CPU's lanes
#   tests/x86/native.ll that output
# Usage: scripts/gen-x86-expect.sh [CASES]   (CASES per intrinsic, default 12; needs clang-22
# and llvm-as-22 on an x86-64 host whose CPU has AVX2, SSE4.2, PCLMULQDQ and F16C)
set -euo pipefail
dir="$(cd "$(dirname "$0")/.." && pwd)/tests/x86"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
for flag in avx2 sse4_2 pclmulqdq f16c; do
  grep -qw "$flag" /proc/cpuinfo || { echo "this CPU lacks $flag" >&2; exit 1; }
done
clang-22 -O0 -mavx2 -msse4.2 -mpclmul -mf16c -Wall -Werror "$dir/gen.c" -o "$tmp/gen"
"$tmp/gen" "${1:-12}" > "$dir/native.ll"
# Every intrinsic must be one LLVM 22 keeps (not auto-upgraded to other IR),
# except the old names llsem runs as their upgrade (x86/upgraded.rs), which
# llvm-as-22 must rewrite.
upgraded='llvm\.x86\.(ssse3\.pabs|avx2\.pabs|sse2\.p(add|sub)u?s|avx2\.p(add|sub)u?s|sse41\.pmov[sz]x|avx2\.pmov[sz]x|sse2\.pmulu\.dq|sse41\.pmuldq|avx2\.pmulu?\.dq|avx\.vperm2f128|avx2\.vperm2i128|sse2\.pcmp|avx2\.pcmp|sse41\.pm(ax|in)|sse2\.pm(ax|in)|avx2\.pm(ax|in)|sse2?\.sqrt|avx\.sqrt|sse2?\.(add|sub|mul|div)\.s[sd]|sse2\.pshuf[.lh]|avx\.vpermil\.p|avx2\.pbroadcast|avx2\.vbroadcast|sse2\.cvt(dq2p|ps2pd|si|ss2sd)|sse\.cvtsi|avx\.cvtdq2|avx\.cvt\.ps2\.pd|vcvtph2ps)'
llvm-as-22 "$dir/native.ll" -o "$tmp/native.bc"
kept=$(llvm-dis-22 "$tmp/native.bc" -o - | grep -c ' call .*@llvm\.x86\.' || true)
want=$(grep '^  %r = call' "$dir/native.ll" | grep -cvE "$upgraded" || true)
[ "$kept" = "$want" ] || { echo "llvm-as-22 kept $kept calls, not $want" >&2; exit 1; }
echo "wrote $dir/native.ll ($want cases)"
