#!/usr/bin/env bash
# Regenerates clang-22's answer for the bit-field layouts of tests/bitfields/layouts.c, which
# tests/it/bitstruct.rs compares with llsem's layout of the Explicitly Packed Structures in
# tests/bitfields/layouts.ll:
#   tests/bitfields/clang22-probe.txt           what the natively compiled probe prints: per struct
#                                               its size, alignment, and each member's bit offset
#                                               and width, found without offsetof for bit fields
#   tests/bitfields/clang22-record-layouts.txt  clang-22 -Xclang -fdump-record-layouts-simple:
#                                               size, alignment and field offsets in bits
# Usage: scripts/gen-bitfield-layouts.sh   (from anywhere; needs clang-22 on an x86-64 host)
set -euo pipefail
dir="$(cd "$(dirname "$0")/.." && pwd)/tests/bitfields"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
clang-22 -O0 -w "$dir/layouts.c" -o "$tmp/probe"
"$tmp/probe" > "$dir/clang22-probe.txt"
clang-22 -c -w -Xclang -fdump-record-layouts-simple "$dir/layouts.c" -o /dev/null \
  | grep -E '^Type:|^  (Size|Alignment|FieldOffsets):' > "$dir/clang22-record-layouts.txt"
echo "wrote $dir/clang22-probe.txt and $dir/clang22-record-layouts.txt"
