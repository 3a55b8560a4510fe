#!/bin/sh
# Regenerate every tests/amd/X.ll (with the ROCm device libraries) and X.nogpulib.ll
# (without them) from X.hip, with clang-19 for gfx90a.
#
# Needs Debian's HIP headers and device libraries:
#   apt-get install libamdhip64-dev rocm-device-libs
# Deterministic: compiled from inside tests/amd with relative names and
# -fdebug-compilation-dir=. (no machine path in !DIFile but the system headers').
#
# Usage: tests/amd/regen.sh [CLANG]
set -eu
CLANG=${1:-${CLANG:-clang-19}}
cd "$(dirname "$0")"
DIR=$(dpkg -L rocm-device-libs 2>/dev/null | grep '/amdgcn/bitcode$' | head -n 1)
[ -n "$DIR" ] || { echo "regen.sh: rocm-device-libs is not installed" >&2; exit 77; }
for hip in *.hip; do
  base=${hip%.hip}
  "$CLANG" -x hip --offload-arch=gfx90a --cuda-device-only -O2 -gline-tables-only \
    -fdebug-compilation-dir=. -S -emit-llvm "$hip" --rocm-device-lib-path="$DIR" -o "$base.ll"
  "$CLANG" -x hip --offload-arch=gfx90a --cuda-device-only -O2 -gline-tables-only \
    -fdebug-compilation-dir=. -S -emit-llvm "$hip" -nogpulib -o "$base.nogpulib.ll"
done
echo "regenerated $(ls *.hip | wc -l) kernels"
