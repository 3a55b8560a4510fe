# Sourced by the recipe tests (tests/recipes/*.sh): finds the tools, makes a scratch folder,
# and counts SASS barriers. A recipe whose tools are missing exits 77 (skipped).
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
repo=$(cd "$here/../.." && pwd)
skip() { echo "SKIPPED: $*" >&2; exit 77; }
pick() { for f in "$@"; do [ -x "$f" ] && { echo "$f"; return; }; done; }
SYNCFLOW=${SYNCFLOW:-$(pick "$repo/target/debug/syncflow" "$repo/target/release/syncflow")}
SYNCFLOW_PTXAS_BIN=${SYNCFLOW_PTXAS_BIN:-$(dirname "${SYNCFLOW:-/x}")/syncflow-ptxas}
[ -n "$SYNCFLOW" ] || skip "no syncflow binary (cargo build)"
SYNCFLOW=$(realpath "$SYNCFLOW")
SYNCFLOW_PTXAS_BIN=$(realpath -m "$SYNCFLOW_PTXAS_BIN")
# NVIDIA's CUDA 13.5 wheels, installed by scripts/test.sh through scripts/nvidia-reference.
cuda=${SYNCFLOW_NVIDIA_CACHE:-$HOME/.cache/syncflow/cuda-13.5.37}/root/nvidia/cu13
[ -x "$cuda/bin/nvcc" ] && [ -x "$cuda/bin/cuobjdump" ] || skip "no CUDA 13.5 wheels in $cuda"
export PATH="$cuda/bin:$PATH"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp "$here/kernels.cu" "$work/"
cd "$work"

# BAR.SYNC instructions in the SASS of a cubin or fatbin.
bar_syncs() { cuobjdump -sass "$1" | grep -c 'BAR\.SYNC' || true; }
# The barriers `syncflow eliminate` removes from a file.
removed() { "$SYNCFLOW" eliminate --json "$@" | python3 -c 'import json,sys; print(json.load(sys.stdin)["summary"]["removed"])'; }
expect_equal() { # what, got, expected
  if [ "$2" != "$3" ]; then echo "FAIL: $1: got $2, expected $3" >&2; exit 1; fi
  echo "ok: $1: $2"
}
