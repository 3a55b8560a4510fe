#!/usr/bin/env bash
# Records syncflow's decisions on every .ll file of the repository's test inputs, one JSON file
# each, under every preset, so a refactoring can prove it changed no decision:
#
#   scripts/decision-snapshot.sh OLD_BIN /tmp/before
#   scripts/decision-snapshot.sh target/release/syncflow /tmp/after
#   diff -r /tmp/before /tmp/after && echo identical
#
# OLD_BIN is a syncflow binary (e.g. one built from the commit before the change). Files the
# binary rejects record their exit code and stderr instead, so error messages are compared too.
set -euo pipefail
bin=$1
out=$2
cd "$(dirname "$0")/.."
mkdir -p "$out"
count=0
while IFS= read -r file; do
  for preset in sound conservative cicc cicc-documented none; do
    name=$(echo "$file" | tr '/' '_')
    set +e
    "$bin" eliminate --json --preset "$preset" -o /dev/null "$file" >"$out/$name.$preset.json" 2>"$out/$name.$preset.err"
    echo "exit $?" >>"$out/$name.$preset.err"
    set -e
    count=$((count + 1))
  done
done < <(find tests -name '*.ll' | sort)
echo "$count runs recorded in $out"
