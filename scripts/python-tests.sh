#!/usr/bin/env bash
# The Python package (python/): `pip install ./python` (maturin from PyPI builds the PyO3
# module) into a virtual environment with Triton, then its tests (python/tests/run.py):
# syncflow.eliminate against `syncflow eliminate --json` on the corpus, the Triton hook and
# the syncflow-ptxas wrapper compiling Triton kernels (SASS barrier counts against the
# decisions), and the commands the package installs (syncflow, syncflow-ptxas: console
# scripts into the native module). scripts/test.sh runs this after `cargo test`, whose build leaves the syncflow
# and syncflow-ptxas binaries the tests compare with.
#
#   scripts/python-tests.sh [-v] [PATTERN]
#
# The environment lives in ${SYNCFLOW_CACHE:-~/.cache/syncflow}/triton-3.9.0 (the one
# tests/triton/regen.sh uses), so Triton is installed once. When PyPI cannot be reached the
# step says "skipped" and exits 0; any other failure fails.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
TRITON_VERSION=3.9.0
cache=${SYNCFLOW_CACHE:-$HOME/.cache/syncflow}
venv=$cache/triton-$TRITON_VERSION
export CARGO_TARGET_DIR=${CARGO_TARGET_DIR:-$root/target}
bin_dir=${SYNCFLOW_BIN_DIR:-$CARGO_TARGET_DIR/release}

skip() { echo "python-tests: skipped: $*" >&2; exit 0; }

if [ ! -x "$bin_dir/syncflow" ] || [ ! -x "$bin_dir/syncflow-ptxas" ] \
  || [ ! -x "$bin_dir/syncflow-ptxas-blackwell" ]; then
  cargo build --release --quiet -p syncflow-cli --bins
fi
if [ ! -x "$venv/bin/python" ] || ! "$venv/bin/python" -c "import triton" 2>/dev/null; then
  mkdir -p "$cache"
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet "triton==$TRITON_VERSION" \
    || skip "cannot install triton==$TRITON_VERSION from PyPI"
fi
# maturin, the build backend, comes from PyPI too (pip's isolated build environment).
probe=$(mktemp -d)
trap 'rm -rf "$probe"' EXIT
"$venv/bin/pip" download --quiet --no-deps -d "$probe" "maturin>=1.7,<2" 2>/dev/null \
  || skip "cannot download maturin from PyPI"
# The test build uses cargo's dev profile (a quarter of the release build's time on CI's two
# cores); a user's `pip install ./python` builds the release profile.
MATURIN_PEP517_ARGS=${MATURIN_PEP517_ARGS:---profile dev} \
  "$venv/bin/pip" install --quiet --force-reinstall --no-deps ./python

SYNCFLOW_REQUIRE_TRITON=1 \
SYNCFLOW_BIN="$bin_dir/syncflow" \
SYNCFLOW_PTXAS_BIN="$bin_dir/syncflow-ptxas" \
  "$venv/bin/python" python/tests/run.py "$@"
