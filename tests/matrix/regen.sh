#!/usr/bin/env bash
# Regenerates tests/matrix from its .cu files (README.md), as tests/sync/regen.sh does:
#
#   X.ll               clang-19, real CUDA 12.4 headers (tests/realheaders/cuda-path.sh), -O2
#   llc/X.sm80.ptx     llc-19 -mcpu=sm_80 of X.ll
#   nvcc/X.sm80.ptx    NVIDIA's nvcc 13.5 -ptx -lineinfo -O3 -arch=sm_80, when the CUDA 13.5
#                      wheels are cached (scripts/nvidia-reference installs them)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
CLANG=${CLANG:-clang-19}
LLC=${LLC:-llc-19}
mkdir -p "$here/llc" "$here/nvcc"
root=$("$repo/tests/realheaders/cuda-path.sh")
cache=${SYNCFLOW_NVIDIA_CACHE:-$HOME/.cache/syncflow/cuda-13.5.37}
nvcc=$cache/root/nvidia/cu13/bin/nvcc
cd "$here"
for cu in *.cu; do
  name=${cu%.cu}
  "$CLANG" -x cuda --cuda-device-only --cuda-gpu-arch=sm_80 --cuda-path="$root" \
    -Wno-unknown-cuda-version -O2 -gline-tables-only -fdebug-compilation-dir=. \
    -S -emit-llvm "$cu" -o "$name.ll.tmp"
  sed "s|$root|/cuda-12.4|g" "$name.ll.tmp" >"$name.ll" && rm "$name.ll.tmp"
  "$LLC" -march=nvptx64 -mcpu=sm_80 "$name.ll" -o "llc/$name.sm80.ptx"
  if [ -x "$nvcc" ]; then
    # mma.h needs CCCL's <nv/target>: NVCC_INCLUDE names a folder with it (the
    # nvidia-cuda-cccl wheel's include/cccl), which the 13.5 toolchain cache lacks.
    "$nvcc" -ccbin "${NVCC_CCBIN:-gcc-12}" -ptx -lineinfo -O3 -arch=sm_80 ${NVCC_INCLUDE:+-I"$NVCC_INCLUDE"} "$cu" \
      -o "nvcc/$name.sm80.ptx"
    sed -i "s#\"$here/#\"#; s#\"$cache/root/nvidia/cu13/bin/../include/#\"/cuda-13.5/include/#" \
      "nvcc/$name.sm80.ptx"
  else
    echo "no nvcc at $cache: nvcc/$name.sm80.ptx not rebuilt" >&2
  fi
done
echo "tests/matrix: regenerated"
