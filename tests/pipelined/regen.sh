#!/usr/bin/env bash
# Regenerates the pipelined benchmark set from tests/pipelined/*.cu (see README.md here):
#
#   X.ll        clang-19, the flags of tests/corpus/regen.sh (shim.h, no CUDA SDK)
#   X.ptx       llc-19 -march=nvptx64 -mcpu=sm_80 of X.ll
#   X.nvcc.ptx  NVIDIA's nvcc 13.5 from the pip wheels (-ptx -lineinfo -O3 -arch=sm_80), when
#               the wheels are cached (scripts/nvidia-reference installs them; --nvcc here)
#   triton/     Triton 3.9's pipelined kernels: triton/regen.sh (separate: it installs Triton)
#
#   tests/pipelined/regen.sh           # rebuild in place
#   tests/pipelined/regen.sh --nvcc    # install the CUDA wheels first if they are missing
#   tests/pipelined/regen.sh --check   # rebuild into a temporary folder and compare
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
check=0
install=0
for a in "$@"; do
  case "$a" in
    --check) check=1 ;;
    --nvcc) install=1 ;;
    *) echo "usage: $0 [--nvcc] [--check]" >&2; exit 2 ;;
  esac
done
CLANG=${CLANG:-clang-19}
LLC=${LLC:-llc-19}
"$CLANG" --version | head -n 1 | grep -q 'version 19\.' ||
  echo "warning: $CLANG is not clang 19; output will differ from the committed .ll" >&2

out=$here
if [ $check = 1 ]; then
  out=$(mktemp -d)
  trap 'rm -rf "$out"' EXIT
fi

cache=${SYNCFLOW_NVIDIA_CACHE:-$HOME/.cache/syncflow/cuda-13.5.37}
nvcc=$cache/root/nvidia/cu13/bin/nvcc
if [ $install = 1 ] && [ ! -x "$nvcc" ]; then
  (cd "$root" && python3 - <<'PY'
import runpy, sys
sys.argv = ["nvidia-reference"]
g = runpy.run_path("scripts/nvidia-reference", run_name="not_main")
g["ensure_toolchain"](g["cache_dir"](None))
PY
  )
fi

# Compiled from inside tests/pipelined with relative names, as tests/corpus/regen.sh does,
# so !DIFile says "X.cu" / "../corpus/shim.h" with directory ".".
cd "$here"
n=0
for cu in *.cu; do
  name=${cu%.cu}
  # PTX 7.0 (sm_80's first ISA), except where a kernel needs a later instruction:
  # `mbarrier.test_wait.parity` is PTX 7.1 (llc takes the ISA from -mattr, not from the
  # functions' target-features, so it is passed to both).
  ptx=(--cuda-feature=+ptx70)
  mattr=()
  case $name in
    warp_specialized_mbar) ptx=(--cuda-feature=+ptx71); mattr=(-mattr=+ptx71) ;;
  esac
  "$CLANG" -x cuda --cuda-device-only --cuda-gpu-arch=sm_80 \
    "${ptx[@]}" -nocudainc -nocudalib \
    -O2 -gline-tables-only -fdebug-compilation-dir=. \
    -S -emit-llvm "$cu" -o "$out/$name.ll"
  "$LLC" -march=nvptx64 -mcpu=sm_80 ${mattr[@]+"${mattr[@]}"} "$out/$name.ll" -o "$out/$name.ptx"
  if [ -x "$nvcc" ]; then
    # nvcc writes absolute `.file` paths; they are made relative to this folder.
    "$nvcc" -ccbin "${NVCC_CCBIN:-gcc-12}" -ptx -lineinfo -O3 -arch=sm_80 "$cu" \
      -o "$out/$name.nvcc.ptx"
    sed -i "s#\"$here/#\"#; s#\"$(cd "$here/../corpus" && pwd)/#\"../corpus/#" "$out/$name.nvcc.ptx"
  fi
  n=$((n + 1))
done
[ -x "$nvcc" ] || echo "no nvcc at $cache (run with --nvcc to install the CUDA wheels); .nvcc.ptx not rebuilt" >&2

if [ $check = 1 ]; then
  status=0
  for f in "$out"/*; do
    b=$(basename "$f")
    # nvcc names internal-linkage functions with a hash of where it ran; that name appears
    # only in the debug sections' string bytes (`.b8 …` lines), which the comparison skips.
    if ! diff -q -I '^\.b8 ' "$here/$b" "$f" >/dev/null; then
      echo "regen.sh: $b differs" >&2
      status=1
    fi
  done
  [ $status = 0 ] && echo "tests/pipelined: regenerated files are identical"
  exit $status
fi
echo "regenerated $n kernels' files in tests/pipelined"
