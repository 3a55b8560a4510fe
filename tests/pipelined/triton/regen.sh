#!/usr/bin/env bash
# Regenerates the Triton corpus: tests/pipelined/triton/<kernel>.sm80.{ll,ptx} and metadata.json from kernels.py.
#
#   tests/pipelined/triton/regen.sh            # installs the pinned Triton into a cache venv, compiles
#   tests/pipelined/triton/regen.sh --check    # compiles into a temporary directory and diffs
#
# Triton compiles without a GPU. The venv lives in ${SYNCFLOW_CACHE:-~/.cache/syncflow}, so a
# second run installs nothing. Exit 77 (skip) when PyPI cannot be reached.
set -euo pipefail
TRITON_VERSION=3.9.0
here=$(cd "$(dirname "$0")" && pwd)
cache=${SYNCFLOW_CACHE:-$HOME/.cache/syncflow}
venv=$cache/triton-$TRITON_VERSION
if [ ! -x "$venv/bin/python" ] || ! "$venv/bin/python" -c "import triton" 2>/dev/null; then
  mkdir -p "$cache"
  python3 -m venv "$venv"
  if ! "$venv/bin/pip" install -q "triton==$TRITON_VERSION"; then
    echo "regen.sh: cannot install triton==$TRITON_VERSION from PyPI; skipping" >&2
    exit 77
  fi
fi
if [ "${1:-}" = "--check" ]; then
  out=$(mktemp -d)
  trap 'rm -rf "$out"' EXIT
  "$venv/bin/python" "$here/compile.py" "$out" >/dev/null
  for f in "$out"/*; do
    cmp -s "$f" "$here/$(basename "$f")" || { echo "regen.sh: $(basename "$f") differs" >&2; exit 1; }
  done
  echo "regen.sh: every generated file matches the committed one"
else
  "$venv/bin/python" "$here/compile.py" "$here"
fi
