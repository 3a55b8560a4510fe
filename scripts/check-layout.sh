#!/usr/bin/env bash
# The crate layout's two rules, checked (scripts/test.sh runs this):
#
# 1. Dependencies point one way: engine (syncflow-framework) <- kernel IR (syncflow-ir) <-
#    analyses <- transforms <- CLI, with the interpreter (syncflow-interp) on the IR alone and
#    fuzz above the libraries. The generic engine has no syncflow crate below it, no library
#    crate pulls in the CLI's dependencies, and the shipped CLI does not depend on the fuzz
#    crate (it runs kernels through syncflow-interp).
# 2. One concept a file: no source file outside tests/ is longer than 700 lines.
set -euo pipefail
cd "$(dirname "$0")/.."
fail=0

deps() { cargo tree --offline -e normal --prefix none -p "$1" 2>/dev/null | awk '{print $1}' | sort -u; }

check_absent() { # crate, forbidden dependency...
  local crate=$1; shift
  local tree; tree=$(deps "$crate")
  [ -n "$tree" ] || { echo "check-layout: cannot list the dependencies of $crate" >&2; fail=1; return; }
  for bad in "$@"; do
    if grep -qx "$bad" <<<"$tree"; then
      echo "check-layout: $crate depends on $bad" >&2
      fail=1
    fi
  done
}

cli_deps=(clap indicatif walkdir layout-rs tracing-subscriber)
check_absent syncflow-framework syncflow-ir syncflow-interp syncflow-analyses syncflow-transforms syncflow-cli syncflow-fuzz "${cli_deps[@]}"
check_absent syncflow-ir syncflow-interp syncflow-analyses syncflow-transforms syncflow-cli syncflow-fuzz "${cli_deps[@]}"
check_absent syncflow-analyses syncflow-transforms syncflow-cli syncflow-fuzz "${cli_deps[@]}"
check_absent syncflow-transforms syncflow-cli syncflow-fuzz "${cli_deps[@]}"
check_absent syncflow-interp syncflow-analyses syncflow-transforms syncflow-cli syncflow-fuzz "${cli_deps[@]}"
check_absent syncflow-fuzz syncflow-cli
check_absent syncflow-cli syncflow-fuzz

while IFS= read -r file; do
  lines=$(wc -l <"$file")
  if [ "$lines" -gt 700 ]; then
    echo "check-layout: $file has $lines lines (limit 700 outside tests)" >&2
    fail=1
  fi
done < <(git ls-files '*.rs' | grep -v -e '/tests/' -e '^tests/' -e '/benches/' -e '/tests\.rs$')

[ "$fail" = 0 ] && echo "check-layout: dependencies point one way; no source file over 700 lines"
exit "$fail"
