#!/bin/sh
# Prints the CUDA-path folder (include/, nvvm/libdevice, bin/ptxas) that clang-19 compiles
# against with the real CUDA 12.4 headers, fetching NVIDIA's pip wheels (pinned below) into
# a cache folder first if needed. Used by tests/realheaders/regen.sh and tests/sync/regen.sh.
#
# The cache holds a CUDA-path layout built from three wheels: include/ (runtime, cccl,
# nvcc), nvvm/libdevice, bin/ptxas. clang's CUDA wrapper includes curand_mtgp32_kernel.h,
# which only the 56 MB cuRAND wheel ships; no kernel here uses cuRAND, so an empty file
# stands in for it (a comment in it says so).
set -eu
RUNTIME=12.4.127
NVCC=12.4.131
CCCL=12.4.127.post1
cache=${XDG_CACHE_HOME:-$HOME/.cache}/syncflow/cuda-headers-$RUNTIME
root=$cache/root
if [ ! -f "$root/include/cuda_runtime.h" ]; then
  echo "cuda-path: fetching the CUDA $RUNTIME headers into $cache" >&2
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
echo "$root"
