#!/bin/sh
# Regenerates tests/fixtures/layout/: the layout cases (scripts/layout/gen-cases.py),
# a C file's struct types as clang-22 lowers them (scripts/layout/structs.c), and
# for each module LLVM 22's own answers (scripts/layout/oracle.cpp, built against
# libLLVM-22) in NAME.expected. tests/it/layout_oracle.rs compares llsem's layout
# with them. Needs clang++-22, clang-22 and llvm-config-22.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
out="$root/tests/fixtures/layout"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
clang++-22 -O1 "$root/scripts/layout/oracle.cpp" $(llvm-config-22 --cxxflags) \
    $(llvm-config-22 --ldflags --libs irreader core) -o "$tmp/oracle"
rm -f "$out"/*.ll "$out"/*.expected
python3 "$root/scripts/layout/gen-cases.py" "$out"
for target in x86_64-linux-gnu i686-linux-gnu aarch64-linux-gnu powerpc64-linux-gnu s390x-linux-gnu; do
    clang-22 -target "$target" -S -emit-llvm -O0 -o "$tmp/c.ll" "$root/scripts/layout/structs.c"
    {
        echo "; The struct types of scripts/layout/structs.c as clang-22 -target $target lays them out."
        grep -E '^(target datalayout|%struct|%union|%union|@[a-z0-9_]+ = external global)' "$tmp/c.ll" \
            | sed -E 's/, align [0-9]+$//'
    } > "$out/clang-$target.ll"
done
for f in "$out"/*.ll; do
    "$tmp/oracle" "$f" > "${f%.ll}.expected"
done
