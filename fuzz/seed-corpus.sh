#!/usr/bin/env bash
# Fills fuzz/corpus/<target>/ with the repository's .ll files (fixtures,
# parser samples, verifier cases) as seeds. The corpus is not committed.
# Usage: fuzz/seed-corpus.sh [TARGET...]   (default: parse roundtrip)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(dirname "$here")"
targets=("$@")
[ ${#targets[@]} -eq 0 ] && targets=(parse roundtrip)
for t in "${targets[@]}"; do
  dir="$here/corpus/$t"
  mkdir -p "$dir"
  find "$root/tests" -name '*.ll' -print0 |
    while IFS= read -r -d '' f; do
      # Flatten the path into a unique file name.
      rel="${f#"$root"/tests/}"
      cp "$f" "$dir/${rel//\//__}"
    done
  echo "$t: $(find "$dir" -type f | wc -l) seeds in $dir"
done
