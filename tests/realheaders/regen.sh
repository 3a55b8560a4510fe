#!/bin/sh
# Compile CUDA kernels the way users compile them: clang-19 with the real CUDA headers
# (--cuda-path), taken from NVIDIA's pip wheels (pinned in cuda-path.sh) into a cache folder. The
# committed .ll next to this script are its output; the tests read them without the wheels.
#
#   tests/realheaders/regen.sh           # fetch the headers if needed, rebuild every .ll
#
# What is compiled:
#   - every tests/corpus/X.cu, copied with this folder's shim.h into a scratch folder (the
#     corpus's shim.h defines the CUDA keywords itself; with the real headers only
#     sf_laneid is left), so X.ll here is the "real-header twin" of tests/corpus/X.ll: the
#     same source lines, barriers reached through clang's and NVIDIA's inlined headers;
#   - every X.cu in this folder (cooperative groups, __syncwarp, through the headers).
#
# The headers come from cuda-path.sh beside this script (the wheels, the cache folder).
#
# Output is deterministic: compiled from inside the scratch folder with relative names and
# -fdebug-compilation-dir=., so the user's file is "X.cu" and the headers keep their path
# under the cache, which regen.sh rewrites to the fixed prefix /cuda-12.4 (so the files do
# not name this machine).
set -eu
CLANG=${CLANG:-clang-19}
here=$(cd "$(dirname "$0")" && pwd)
corpus=$here/../corpus
root=$("$here/cuda-path.sh")
"$CLANG" --version | head -n 1 | grep -q 'version 19\.' ||
  echo "warning: $CLANG is not clang 19; output will differ from the committed .ll" >&2

scratch=$(mktemp -d "${TMPDIR:-/tmp}/syncflow-realheaders.XXXXXX")
trap 'rm -rf "$scratch"' EXIT
cp "$here/shim.h" "$scratch/"
for cu in "$corpus"/*.cu "$here"/*.cu; do
  cp "$cu" "$scratch/"
done
cd "$scratch"
count=0
for cu in *.cu; do
  out=$here/${cu%.cu}.ll
  "$CLANG" -x cuda --cuda-device-only --cuda-gpu-arch=sm_80 --cuda-path="$root" \
    -Wno-unknown-cuda-version -O2 -gline-tables-only -fdebug-compilation-dir=. \
    -S -emit-llvm "$cu" -o "$out.tmp"
  # The headers' folder names this machine's cache: rewrite it to a fixed prefix.
  sed "s|$root|/cuda-12.4|g" "$out.tmp" >"$out" && rm "$out.tmp"
  count=$((count + 1))
done
echo "regenerated $count files in $here"
