#!/usr/bin/env bash
# Regenerates the compiled forms of the issue-39 kernels of tests/check (warp_masks.cu, …):
#   X.ll    clang-19 with the CUDA 12.4 headers (tests/realheaders/cuda-path.sh), -O2
#   X.ptx   nvcc 13.5 from the pip wheels (scripts/nvidia-reference installs them), -O3, sm_80
# Both name the .cu by its bare name and the toolkits' headers by fixed prefixes, so the
# files do not depend on where they were made. (rounds.ll has its own recipe: README.md.)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
CLANG=${CLANG:-clang-19}
root=$("$repo/tests/realheaders/cuda-path.sh")
nvcc=${SYNCFLOW_NVIDIA_CACHE:-$HOME/.cache/syncflow/cuda-13.5.37}/root/nvidia/cu13/bin/nvcc
# nvcc 13.5's wheels lack CCCL (`<nv/target>`, which cuda_pipeline.h includes): the 12.4
# headers' copy stands in, and only it.
cccl=$(mktemp -d)
trap 'rm -rf "$cccl"' EXIT
ln -s "$root/include/nv" "$cccl/nv"
ln -s "$root/include/cuda" "$cccl/cuda"
cd "$here"
for cu in warp_masks.cu async_copy_bounds.cu; do
  name=${cu%.cu}
  "$CLANG" -x cuda --cuda-device-only --cuda-gpu-arch=sm_80 --cuda-path="$root" \
    -Wno-unknown-cuda-version -O2 -gline-tables-only -fdebug-compilation-dir=. \
    -S -emit-llvm "$cu" -o "$name.ll"
  sed -i "s|$root|/cuda-12.4|g" "$name.ll"
  if [ -x "$nvcc" ]; then
    "$nvcc" -ccbin "${NVCC_CCBIN:-gcc-12}" -isystem "$cccl" -ptx -lineinfo -O3 -arch=sm_80 "$cu" -o "$name.ptx"
    sed -i "s#\"$here/#\"#; s#\"$(dirname "$(dirname "$nvcc")")/#\"/cuda-13.5/#" "$name.ptx"
  else
    echo "no nvcc at $nvcc: $name.ptx not rebuilt" >&2
  fi
done
