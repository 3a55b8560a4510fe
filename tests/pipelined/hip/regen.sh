#!/bin/sh
# Regenerates the HIP twins of the pipelined kernels (see ../README.md, "AMD") from X.hip:
#
#   X.gfx90a.ll           clang-19 for gfx90a with the ROCm device libraries: `__syncthreads()`
#                         is the group `fence syncscope("workgroup") release`,
#                         `llvm.amdgcn.s.barrier`, `fence … acquire` (docs/design.md §4.5)
#   X.gfx942.nogpulib.ll  clang-19 for gfx942 (MI300X) with -nogpulib: Debian's device
#                         libraries (ROCm 5.2) stop at gfx940, and clang refuses gfx942 with
#                         them; without them the fences are calls of __atomic_work_item_fence
#
# Needs Debian's HIP headers and device libraries (as tests/amd/regen.sh):
#   apt-get install libamdhip64-dev rocm-device-libs
# Deterministic: compiled from inside this folder with relative names and
# -fdebug-compilation-dir=. (no machine path in !DIFile but the system headers'), and
# -cuid=X (clang otherwise hashes the output path into the name of @__hip_cuid_…).
#
#   tests/pipelined/hip/regen.sh           # rebuild in place
#   tests/pipelined/hip/regen.sh --check   # rebuild into a temporary folder and compare
set -eu
CLANG=${CLANG:-clang-19}
check=0
for a in "$@"; do
  case "$a" in
    --check) check=1 ;;
    *) echo "usage: $0 [--check]" >&2; exit 2 ;;
  esac
done
cd "$(dirname "$0")"
DIR=$(dpkg -L rocm-device-libs 2>/dev/null | grep '/amdgcn/bitcode$' | head -n 1)
[ -n "$DIR" ] || { echo "regen.sh: rocm-device-libs is not installed" >&2; exit 77; }
out=.
if [ $check = 1 ]; then
  out=$(mktemp -d)
  trap 'rm -rf "$out"' EXIT
fi
for hip in *.hip; do
  base=${hip%.hip}
  "$CLANG" -x hip --offload-arch=gfx90a --cuda-device-only -O2 -gline-tables-only \
    -fdebug-compilation-dir=. -cuid="$base" -S -emit-llvm "$hip" --rocm-device-lib-path="$DIR" \
    -o "$out/$base.gfx90a.ll"
  "$CLANG" -x hip --offload-arch=gfx942 --cuda-device-only -O2 -gline-tables-only \
    -fdebug-compilation-dir=. -cuid="$base" -S -emit-llvm "$hip" -nogpulib -o "$out/$base.gfx942.nogpulib.ll"
done
if [ $check = 1 ]; then
  status=0
  for f in "$out"/*.ll; do
    b=$(basename "$f")
    if ! cmp -s "$b" "$f"; then
      echo "regen.sh: $b differs" >&2
      status=1
    fi
  done
  [ $status = 0 ] && echo "tests/pipelined/hip: regenerated files are identical"
  exit $status
fi
echo "regenerated $(ls *.hip | wc -l) HIP kernels' files in tests/pipelined/hip"
