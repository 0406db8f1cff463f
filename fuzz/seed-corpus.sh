#!/usr/bin/env bash
# Fills fuzz/corpus/<target>/ with seeds from the repository. The corpus is
# not committed.
#   parse, roundtrip, run: every .ll file under tests/ and semantics/
#   refine: every .ll file under refinement-tests/ (one-file checks of
#           @src/@tgt pairs), and each opt fixture tests/fixtures/opt/NAME.input.ll
#           joined to each of its optimized versions by a line `; ---` (the
#           refine target's separator of source and target)
# Usage: fuzz/seed-corpus.sh [TARGET...]   (default: parse roundtrip run refine)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(dirname "$here")"
targets=("$@")
[ ${#targets[@]} -eq 0 ] && targets=(parse roundtrip run refine)
copy_tree() { # DIR DEST: every .ll below DIR, the path flattened into a file name
  find "$root/$1" -name '*.ll' -print0 |
    while IFS= read -r -d '' f; do
      rel="${f#"$root"/}"
      cp "$f" "$2/${rel//\//__}"
    done
}
for t in "${targets[@]}"; do
  dir="$here/corpus/$t"
  mkdir -p "$dir"
  case "$t" in
    refine)
      copy_tree refinement-tests "$dir"
      for input in "$root"/tests/fixtures/opt/*.input.ll; do
        name=$(basename "$input" .input.ll)
        for out in "$root"/tests/fixtures/opt/"$name".*.ll; do
          [ "$out" = "$input" ] && continue
          { cat "$input"; printf '\n; ---\n'; cat "$out"; } > "$dir/opt__$(basename "$out")"
        done
      done
      ;;
    run)
      copy_tree tests "$dir"
      copy_tree semantics "$dir"
      ;;
    *)
      copy_tree tests "$dir"
      ;;
  esac
  echo "$t: $(find "$dir" -type f | wc -l) seeds in $dir"
done
