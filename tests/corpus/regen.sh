#!/bin/sh
# Regenerate every tests/corpus/*.ll from its .cu with clang-19.
#
# Deterministic: compiled from inside tests/corpus with relative file names and
# -fdebug-compilation-dir=. so that !DIFile carries "x.cu" / "./shim.h" and
# directory ".", never this machine's path. clang's output is kept as is
# (debug metadata included); nothing is stripped or rewritten.
#
#   --cuda-feature=+ptx70  without a CUDA install clang enables no PTX ISA
#                          version, and the *_sync builtins (shuffles, votes,
#                          __syncwarp) need PTX >= 6.0.
#   -nocudainc -nocudalib  no CUDA SDK; shim.h provides the device API.
#
# Usage: tests/corpus/regen.sh [CLANG [DIR]]   (default: clang-19, this folder; another
#        folder's kernels include "../corpus/shim.h", as tests/precision's do)
set -eu
CLANG=${1:-${CLANG:-clang-19}}
cd "${2:-$(dirname "$0")}"
"$CLANG" --version | head -n 1 | grep -q 'version 19\.' ||
  echo "warning: $CLANG is not clang 19; output will differ from the committed .ll" >&2
for cu in *.cu; do
  "$CLANG" -x cuda --cuda-device-only --cuda-gpu-arch=sm_80 \
    --cuda-feature=+ptx70 -nocudainc -nocudalib \
    -O2 -gline-tables-only -fdebug-compilation-dir=. \
    -S -emit-llvm "$cu" -o "${cu%.cu}.ll"
done
echo "regenerated $(ls *.cu | wc -l) files"
