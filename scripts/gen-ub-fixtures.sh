#!/usr/bin/env bash
# Regenerates tests/fixtures/ub/NAME.O0g.ll from tests/fixtures/ub/NAME.c: C programs with UB on
# purpose (signed overflow, a read of an uninitialized local, an over-wide shift) for the parts of
# UB reports that explain (the C source line from debug info, the origin of a poison value); see
# tests/it/ub_origins.rs. The compilation directory is `.`, so the debug info names each C file
# relative to the .ll file beside it, where llsem finds it to quote the line.
#
# Usage: scripts/gen-ub-fixtures.sh   (needs clang-22)
set -euo pipefail
cd "$(dirname "$0")/../tests/fixtures/ub"
for c in *.c; do
  name=${c%.c}
  clang-22 -S -emit-llvm -O0 -g -fdebug-compilation-dir=. \
    -Wno-uninitialized -Wno-shift-count-overflow "$c" -o "$name.O0g.ll"
done
