#!/usr/bin/env bash
# Regenerates the program fixtures under tests/fixtures/ from the C sources in tests/programs/.
#
# Usage: scripts/gen-fixtures.sh            (from anywhere; it works relative to the repository)
# Env:   JOBS=N               parallel jobs (default: nproc)
#        SKIP_SANITIZERS=1    skip the sanitizer (UBSan+ASan, MSan) runs of every program
#
# For every program tests/programs/NAME.c and tests/programs/csmith/NAME.c it writes, into
# tests/fixtures/programs/ (csmith ones into tests/fixtures/programs/csmith/):
#   NAME.O0.ll    clang-22 -S -emit-llvm -O0   (plain -O0, so functions carry `optnone`)
#   NAME.O2.ll    clang-22 -S -emit-llvm -O2
#   NAME.O0g.ll   clang-22 -S -emit-llvm -O0 -g, for the programs listed in DEBUG_PROGRAMS
#   NAME.stdout   what the natively compiled program (clang-22 -O0 NAME.c -lm) prints
#   NAME.exit     its exit status, a decimal number
# A program gets command-line arguments from tests/programs/NAME.args, one per line, if present.
#
# For the programs in OPT_PROGRAMS it also writes, into tests/fixtures/opt/:
#   NAME.input.ll        clang-22 -O0 -Xclang -disable-O0-optnone (so opt does not skip functions)
#   NAME.instcombine.ll  opt-22 -passes='mem2reg,instcombine'        applied to NAME.input.ll
#   NAME.simplifycfg.ll  opt-22 -passes='mem2reg,simplifycfg'
#   NAME.gvn.ll          opt-22 -passes='mem2reg,gvn'
#   NAME.licm.ll         opt-22 -passes='mem2reg,loop-simplify,lcssa,loop-mssa(licm)'
#   NAME.unswitch.ll     the licm pipeline followed by simple-loop-unswitch<nontrivial>
# LICM runs before unswitching because clang -O0 recomputes a branch condition such as
# `flag != 0` inside the loop; it is invariant only once hoisted. NAME.licm.ll -> NAME.unswitch.ll
# is therefore a pair that differs by loop unswitching alone. For unswitch_* programs the script
# fails if unswitching left the IR unchanged.
#
# Checks, all of which must pass (the script exits 1 otherwise, listing every failure):
#   - every generated .ll is accepted by llvm-as-22;
#   - lli-22 runs every NAME.O0.ll, NAME.O2.ll, NAME.O0g.ll and opt output and prints exactly
#     NAME.stdout and exits with NAME.exit (so the expectations are sound for the IR, too);
#   - if the CPU has FMA, the program built with -march=x86-64-v3 (where llvm.fmuladd is fused)
#     prints the same: LangRef lets fmuladd be fused or not, so no expectation may depend on it;
#   - unless SKIP_SANITIZERS=1, the program runs under -fsanitize=undefined,address and under
#     -fsanitize=memory (each with -fno-sanitize-recover=all) with the same output and status and
#     no sanitizer report: no UB that they see, and no use of uninitialized memory.
#
# The script is idempotent: it deletes and rewrites tests/fixtures/programs/ and
# tests/fixtures/opt/ (tests/fixtures/README.md is left alone), and the output depends only on
# the sources and the tool versions (paths are relative and -fdebug-compilation-dir=. is used).
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

export CLANG=clang-22 OPT=opt-22 LLVM_AS=llvm-as-22 LLI=lli-22
export CSMITH_INC=/usr/include/csmith
export PROG_DIR=tests/programs
export OUT_DIR=tests/fixtures/programs
export OPT_DIR=tests/fixtures/opt
export SKIP_SANITIZERS=${SKIP_SANITIZERS:-0}
HAVE_FMA=0
grep -qw fma /proc/cpuinfo 2>/dev/null && HAVE_FMA=1
export HAVE_FMA
jobs=${JOBS:-$(nproc)}

DEBUG_PROGRAMS="loops_basic structs bitfields_signed bitfields_packed unions float_arith varargs
  switch_dense recursion func_ptrs globals_init malloc_realloc string_funcs int128 long_double
  bench_sieve unswitch_flag"
OPT_PROGRAMS="loops_basic nested_loops arrays_2d vectorize_sum minmax_abs loop_idioms bench_sieve
  bench_hash bench_matmul bench_sort bench_crc32 unswitch_flag unswitch_mode unswitch_nested
  unswitch_trivial"
export DEBUG_PROGRAMS OPT_PROGRAMS

for tool in "$CLANG" "$OPT" "$LLVM_AS" "$LLI"; do
  command -v "$tool" >/dev/null || { echo "missing tool: $tool" >&2; exit 1; }
done
[ -f "$CSMITH_INC/csmith.h" ] || { echo "missing $CSMITH_INC/csmith.h (apt-get install libcsmith-dev)" >&2; exit 1; }

work=$(mktemp -d)
export WORK=$work
trap 'rm -rf "$work"' EXIT

rm -rf "$OUT_DIR" "$OPT_DIR"
mkdir -p "$OUT_DIR/csmith" "$OPT_DIR" "$work/status"

# Records one failed check for the program $1; the message is $2.
fail() {
  echo "FAIL $1: $2" | tee -a "$WORK/status/$(echo "$1" | tr / _).fail"
}

# Prints the clang flags that a program (relative name $1) needs beyond the optimization level.
extra_flags() {
  case $1 in
    csmith/*) echo "-w -I$CSMITH_INC" ;;
    *) echo "-Wall -Werror" ;;
  esac
}

# Runs command "$@" with the arguments of program $REL appended, stdout to $OUT_FILE; prints the status.
run_with_args() {
  local args=()
  if [ -f "$PROG_DIR/$REL.args" ]; then
    mapfile -t args <"$PROG_DIR/$REL.args"
  fi
  local rc=0
  timeout 120 "$@" "${args[@]}" >"$OUT_FILE" 2>>"$ERR_FILE" || rc=$?
  echo "$rc"
}

# Checks that llvm-as accepts $1 and that lli runs it with the native stdout and status.
check_ll() {
  local ll=$1
  if ! "$LLVM_AS" -o /dev/null "$ll" 2>>"$ERR_FILE"; then
    fail "$REL" "llvm-as-22 rejects $ll"
    return
  fi
  local rc
  OUT_FILE=$WORK/$SAFE.lli.out
  rc=$(run_with_args "$LLI" "$ll")
  if ! cmp -s "$OUT_FILE" "$OUT_DIR/$REL.stdout"; then
    fail "$REL" "lli-22 $ll prints a different stdout than the native program"
  fi
  if [ "$rc" != "$(cat "$OUT_DIR/$REL.exit")" ]; then
    fail "$REL" "lli-22 $ll exits with $rc, native with $(cat "$OUT_DIR/$REL.exit")"
  fi
}

# Generates and checks everything for one program; $1 is its name relative to tests/programs, no .c.
gen_one() {
  REL=$1
  SAFE=$(echo "$REL" | tr / _)
  ERR_FILE=$WORK/$SAFE.err
  local src=$PROG_DIR/$REL.c base=$OUT_DIR/$REL flags
  read -r -a flags <<<"$(extra_flags "$REL")"

  "$CLANG" -S -emit-llvm -O0 "${flags[@]}" "$src" -o "$base.O0.ll"
  "$CLANG" -S -emit-llvm -O2 "${flags[@]}" "$src" -o "$base.O2.ll"
  "$CLANG" -O0 "${flags[@]}" "$src" -lm -o "$WORK/$SAFE.native"
  OUT_FILE=$base.stdout
  run_with_args "$WORK/$SAFE.native" >"$base.exit"

  if [ "$HAVE_FMA" = 1 ]; then
    "$CLANG" -O0 -march=x86-64-v3 "${flags[@]}" "$src" -lm -o "$WORK/$SAFE.fused"
    OUT_FILE=$WORK/$SAFE.fused.out
    local fused_rc
    fused_rc=$(run_with_args "$WORK/$SAFE.fused")
    if [ "$fused_rc" != "$(cat "$base.exit")" ] || ! cmp -s "$OUT_FILE" "$base.stdout"; then
      fail "$REL" "differs when built with -march=x86-64-v3 (llvm.fmuladd fused)"
    fi
  fi

  if [ "$SKIP_SANITIZERS" != 1 ]; then
    local sanitizers
    for sanitizers in undefined,address memory; do
      "$CLANG" -O0 "${flags[@]}" -fsanitize=$sanitizers -fno-sanitize-recover=all "$src" -lm \
        -o "$WORK/$SAFE.san"
      OUT_FILE=$WORK/$SAFE.san.out
      local san_err=$WORK/$SAFE.san.err rc
      rm -f "$san_err"
      rc=$(ERR_FILE=$san_err run_with_args "$WORK/$SAFE.san")
      if [ -s "$san_err" ] || [ "$rc" != "$(cat "$base.exit")" ] || ! cmp -s "$OUT_FILE" "$base.stdout"; then
        fail "$REL" "differs or reports under -fsanitize=$sanitizers"
      fi
    done
  fi

  check_ll "$base.O0.ll"
  check_ll "$base.O2.ll"

  local name
  name=$(basename "$REL")
  if [[ " $(echo $DEBUG_PROGRAMS) " == *" $name "* && $REL != csmith/* ]]; then
    "$CLANG" -S -emit-llvm -O0 -g -fdebug-compilation-dir=. "${flags[@]}" "$src" -o "$base.O0g.ll"
    check_ll "$base.O0g.ll"
  fi
  if [[ " $(echo $OPT_PROGRAMS) " == *" $name "* && $REL != csmith/* ]]; then
    gen_opt "$name" "$src" "${flags[@]}"
  fi
  echo "done $REL (exit $(cat "$base.exit"))"
}

# Writes the opt-22 fixtures for program $1 (source $2, clang flags after that).
gen_opt() {
  local name=$1 src=$2
  shift 2
  local in=$OPT_DIR/$name.input.ll
  local licm='mem2reg,loop-simplify,lcssa,loop-mssa(licm)'
  "$CLANG" -S -emit-llvm -O0 -Xclang -disable-O0-optnone "$@" "$src" -o "$in"
  check_ll "$in"
  "$OPT" -S -passes='mem2reg,instcombine' "$in" -o "$OPT_DIR/$name.instcombine.ll"
  "$OPT" -S -passes='mem2reg,simplifycfg' "$in" -o "$OPT_DIR/$name.simplifycfg.ll"
  "$OPT" -S -passes='mem2reg,gvn' "$in" -o "$OPT_DIR/$name.gvn.ll"
  "$OPT" -S -passes="$licm" "$in" -o "$OPT_DIR/$name.licm.ll"
  "$OPT" -S -passes="$licm,simple-loop-unswitch<nontrivial>" "$in" -o "$OPT_DIR/$name.unswitch.ll"
  local kind
  for kind in instcombine simplifycfg gvn licm unswitch; do
    check_ll "$OPT_DIR/$name.$kind.ll"
  done
  if cmp -s "$OPT_DIR/$name.licm.ll" "$OPT_DIR/$name.unswitch.ll"; then
    if [[ $name == unswitch_* ]]; then
      fail "$REL" "simple-loop-unswitch<nontrivial> did not change the IR"
    else
      echo "note $REL: unswitching did not fire"
    fi
  else
    local changed
    changed=$( { diff "$OPT_DIR/$name.licm.ll" "$OPT_DIR/$name.unswitch.ll" || true; } | grep -c '^[<>]')
    echo "note $REL: unswitching fired ($changed changed lines)"
  fi
}

export -f fail extra_flags run_with_args check_ll gen_one gen_opt

{
  for f in "$PROG_DIR"/*.c; do basename "$f" .c; done
  for f in "$PROG_DIR"/csmith/*.c; do [ -e "$f" ] && echo "csmith/$(basename "$f" .c)"; done
} >"$work/list"

# Each program runs in its own shell with errexit; a failing step is recorded, not fatal to the others.
xargs -P "$jobs" -I{} bash -c 'set -eEuo pipefail; trap "fail \"\$REL\" \"a generation step failed\"" ERR; REL=$1; gen_one "$1"' _ {} \
  <"$work/list" || true

hand=$(grep -vc '^csmith/' "$work/list" || true)
csm=$(grep -c '^csmith/' "$work/list" || true)
echo
echo "programs: $hand hand-written, $csm csmith"
for kind in O0 O2 O0g; do
  echo "$kind .ll files: $(find "$OUT_DIR" -name "*.$kind.ll" | wc -l)"
done
echo "opt .ll files: $(find "$OPT_DIR" -name '*.ll' | wc -l)"
echo "total .ll files: $(find tests/fixtures -name '*.ll' | wc -l)"
echo "size: $(du -sh tests/fixtures | cut -f1)"
if compgen -G "$work/status/*.fail" >/dev/null; then
  echo
  echo "FAILURES:"
  cat "$work"/status/*.fail
  exit 1
fi
echo "all checks passed"
