#!/bin/sh
# Compile CUDA kernels the way users compile them: clang-19 with the real CUDA headers
# (--cuda-path), taken from NVIDIA's pip wheels (pinned below) into a cache folder. The
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
# The cache holds a CUDA-path layout built from three wheels: include/ (runtime, cccl,
# nvcc), nvvm/libdevice, bin/ptxas. clang's CUDA wrapper includes curand_mtgp32_kernel.h,
# which only the 56 MB cuRAND wheel ships; no kernel here uses cuRAND, so an empty file
# stands in for it (a comment in it says so).
#
# Output is deterministic: compiled from inside the scratch folder with relative names and
# -fdebug-compilation-dir=., so the user's file is "X.cu" and the headers keep their path
# under the cache, which regen.sh rewrites to the fixed prefix /cuda-12.4 (so the files do
# not name this machine).
set -eu
CLANG=${CLANG:-clang-19}
RUNTIME=12.4.127
NVCC=12.4.131
CCCL=12.4.127.post1
here=$(cd "$(dirname "$0")" && pwd)
corpus=$here/../corpus
cache=${XDG_CACHE_HOME:-$HOME/.cache}/syncflow/cuda-headers-$RUNTIME
root=$cache/root
if [ ! -f "$root/include/cuda_runtime.h" ]; then
  echo "regen: fetching the CUDA $RUNTIME headers into $cache" >&2
  rm -rf "$cache"
  mkdir -p "$cache/wheels" "$cache/unpacked" "$root/include" "$root/nvvm/libdevice" "$root/bin"
  python3 -m pip download --quiet --no-deps --dest "$cache/wheels" \
    "nvidia-cuda-runtime-cu12==$RUNTIME" "nvidia-cuda-nvcc-cu12==$NVCC" \
    "nvidia-cuda-cccl-cu12==$CCCL"
  for w in "$cache"/wheels/*.whl; do
    python3 -m zipfile -e "$w" "$cache/unpacked"
  done
  n=$cache/unpacked/nvidia
  cp -R "$n"/cuda_runtime/include/. "$root/include/"
  cp -R "$n"/cuda_cccl/include/. "$root/include/"
  cp -R "$n"/cuda_nvcc/include/. "$root/include/"
  cp "$n"/cuda_nvcc/nvvm/libdevice/libdevice.10.bc "$root/nvvm/libdevice/"
  cp "$n"/cuda_nvcc/bin/ptxas "$root/bin/" && chmod +x "$root/bin/ptxas"
  echo "/* Stands in for cuRAND's header, which clang's CUDA wrapper includes; nothing here uses cuRAND. */" \
    >"$root/include/curand_mtgp32_kernel.h"
fi
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
