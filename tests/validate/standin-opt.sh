#!/bin/sh
# A stand-in for `opt` in llsem's tests, so that `cargo test` needs no LLVM:
# it reads IR on standard input and writes it on standard output, with the
# textual rewrites named by `-passes=a,b,...` applied in order (one sed
# expression each), after a `source_filename` line as opt writes it. Other arguments (-S, pass-through flags) are ignored.
#
#   nop            no change
#   mul2-to-shl    `mul iN %x, 2` -> `shl iN %x, 1`              (correct)
#   commute        `add`/`mul`/`and`/`xor` operands swapped, flags kept (correct)
#   add-nsw        `add iN` -> `add nsw iN`                      (wrong: new poison)
#   select-to-and  `select i1 %c, i1 %x, i1 false` -> `and i1 %c, %x`
#                                                   (wrong: %x poison while %c is false)
#   drop-freeze    `freeze iN %x` -> `or iN %x, 0`               (wrong: poison stays)
#   rename-defs    every defined @name becomes @name.moved       (deleted + added)
#   devirt         `call iN %fp(` -> `call iN @g(`               (wrong: %fp may be
#                                                   another function)
#   fail           exit with an error (not a crash: no sign of one)
#   crash-on-freeze  exit with an error if the module has a `freeze`
#   crash-on-freeze-or-ctpop  exit with one error message if the module has
#                  a `freeze` or a `ctpop` (two bugs, one message)
#   abort          fail an assertion and die of SIGABRT, as an opt with
#                  assertions does
#   hang           never finish (sleep), as an opt in an endless loop
#   hang-on-freeze   never finish if the module has a `freeze`
passes=
crash=
crash_msg=
hang=
for a in "$@"; do
  case "$a" in
    -passes=*) passes="${a#-passes=}" ;;
  esac
done
script=
oldifs=$IFS
IFS=,
for p in $passes; do
  case "$p" in
    nop) ;;
    mul2-to-shl) script="$script
s/= mul \(i[0-9]*\) \(%[A-Za-z0-9_.]*\), 2\$/= shl \1 \2, 1/" ;;
    commute) for op in add mul and xor; do script="$script
s/= $op \([a-z ]*\)\(i[0-9]*\) \([^,]*\), \(.*\)\$/= $op \1\2 \4, \3/"; done ;;
    add-nsw) script="$script
s/= add \(i[0-9]*\) /= add nsw \1 /" ;;
    select-to-and) script="$script
s/= select i1 \(%[A-Za-z0-9_.]*\), i1 \(%[A-Za-z0-9_.]*\), i1 false/= and i1 \1, \2/" ;;
    drop-freeze) script="$script
s/= freeze \(i[0-9]*\) \(%[A-Za-z0-9_.]*\)/= or \1 \2, 0/" ;;
    devirt) script="$script
s/= call \(i[0-9]*\) %fp(/= call \1 @g(/" ;;
    rename-defs) script="$script
/^define/s/@\([A-Za-z0-9_.]*\)(/@\1.moved(/" ;;
    crash-on-freeze) crash=freeze; crash_msg="crashed on a freeze" ;;
    crash-on-freeze-or-ctpop) crash="freeze @llvm.ctpop"; crash_msg="crashed on a freeze or a ctpop" ;;
    abort) echo "standin-opt: Standin.cpp:12: Assertion \`pass != abort' failed." >&2; kill -s ABRT $$ ;;
    hang) hang=define ;;
    hang-on-freeze) hang=freeze ;;
    fail) echo "standin-opt: pass 'fail' failed" >&2; exit 1 ;;
    *) echo "standin-opt: unknown pass '$p'" >&2; exit 1 ;;
  esac
done
IFS=$oldifs
input=$(cat)
for w in $crash; do
  case "$input" in
    *"$w"*) echo "standin-opt: $crash_msg" >&2; exit 1 ;;
  esac
done
if [ -n "$hang" ]; then
  case "$input" in
    *"$hang"*) sleep 600 ;;
  esac
fi
# As opt does, the output starts with the module's source_filename.
echo 'source_filename = "<stdin>"'
printf '%s\n' "$input" | sed -e '/^source_filename = /d' -e "$script"
