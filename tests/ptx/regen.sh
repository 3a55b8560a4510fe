#!/usr/bin/env bash
# Regenerates the PTX corpus from tests/corpus (see tests/ptx/README.md).
#
#   tests/ptx/regen.sh            # llc-19 PTX of every tests/corpus/*.ll; nvcc PTX when the
#                                 # CUDA wheels are cached (scripts/nvidia-reference installs them)
#   tests/ptx/regen.sh --nvcc     # install the CUDA wheels first if they are missing
#   tests/ptx/regen.sh --check    # rebuild into a temporary directory and compare
set -euo pipefail
cd "$(dirname "$0")/../.."
out=$(pwd)/tests/ptx
check=0
install=0
for a in "$@"; do
  case "$a" in
    --check) check=1 ;;
    --nvcc) install=1 ;;
    *) echo "usage: $0 [--nvcc] [--check]" >&2; exit 2 ;;
  esac
done
if [ $check = 1 ]; then
  tmp=$(mktemp -d)
  trap 'rm -rf "$tmp"' EXIT
  mkdir -p "$tmp/llc" "$tmp/nvcc"
  out=$tmp
fi

# llc-19, from the committed LLVM IR (the same module syncflow reads as .ll).
for ll in tests/corpus/*.ll; do
  name=$(basename "$ll" .ll)
  llc-19 -march=nvptx64 -mcpu=sm_80 "$ll" -o "$out/llc/$name.sm80.ptx"
done

# NVIDIA's nvcc 13.5 (from the pip wheels), -lineinfo so barriers report their .cu line.
cache=${SYNCFLOW_NVIDIA_CACHE:-$HOME/.cache/syncflow/cuda-13.5.37}
nvcc=$cache/root/nvidia/cu13/bin/nvcc
if [ $install = 1 ] && [ ! -x "$nvcc" ]; then
  python3 - <<'PY'
import runpy, sys
sys.argv = ["nvidia-reference"]
g = runpy.run_path("scripts/nvidia-reference", run_name="not_main")
g["ensure_toolchain"](g["cache_dir"](None))
PY
fi
if [ -x "$nvcc" ]; then
  # The corpus's shim.h stands in for the CUDA headers under clang; nvcc has its own.
  # nvcc writes absolute paths in `.file`; they are made relative to tests/corpus so the
  # files do not depend on where the repository is.
  corpus=$(cd tests/corpus && pwd)
  (cd tests/corpus && for cu in *.cu; do
    name=${cu%.cu}
    for sm in 80 90; do
      "$nvcc" -ccbin "${NVCC_CCBIN:-gcc-12}" -ptx -lineinfo -O3 -arch=sm_$sm "$cu" \
        -o "$out/nvcc/$name.sm$sm.ptx" 2>/dev/null \
        || echo "nvcc could not compile $cu for sm_$sm (skipped)" >&2
      sed -i "s#\"$corpus/#\"#" "$out/nvcc/$name.sm$sm.ptx"
    done
  done)
else
  echo "no nvcc at $cache (run with --nvcc to install the CUDA wheels); nvcc PTX not rebuilt" >&2
fi

if [ $check = 1 ]; then
  diff -r tests/ptx/llc "$out/llc"
  # nvcc names internal-linkage functions with a hash of where it ran; that name appears
  # only in the debug sections' string bytes (`.b8 …` lines), which the comparison skips.
  if [ -n "$(ls "$out/nvcc")" ]; then diff -r -I '^\.b8 ' tests/ptx/nvcc "$out/nvcc"; fi
  echo "tests/ptx: regenerated files are identical"
fi
