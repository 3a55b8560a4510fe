#!/usr/bin/env bash
# Regenerates tests/sync from its .cu files, through three pipelines (see README.md):
#
#   X.ll               clang-19 with the real CUDA 12.4 headers (tests/realheaders/cuda-path.sh
#                      fetches NVIDIA's pip wheels into a cache folder), -O2 -gline-tables-only
#   llc/X.sm80.ptx     llc-19 -mcpu=sm_80 of X.ll (`.loc` from its debug lines)
#   nvcc/X.sm80.ptx    NVIDIA's nvcc 13.5 -ptx -lineinfo -O3 -arch=sm_80 (CUDA 13.5 pip wheels,
#                      installed by scripts/nvidia-reference's installer with --nvcc)
#
#   tests/sync/regen.sh            # everything; nvcc PTX when the CUDA 13.5 wheels are cached
#   tests/sync/regen.sh --nvcc     # install the CUDA 13.5 wheels first if they are missing
#   tests/sync/regen.sh --check    # rebuild into a temporary folder and compare
#
# Deterministic: compiled from inside tests/sync with relative names; clang's
# -fdebug-compilation-dir=. and a rewrite of the header cache's path to /cuda-12.4 keep this
# machine's paths out of the .ll, and nvcc's absolute `.file` paths are made relative.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
CLANG=${CLANG:-clang-19}
LLC=${LLC:-llc-19}
check=0
install=0
for a in "$@"; do
  case "$a" in
    --check) check=1 ;;
    --nvcc) install=1 ;;
    *) echo "usage: $0 [--nvcc] [--check]" >&2; exit 2 ;;
  esac
done
out=$here
if [ $check = 1 ]; then
  out=$(mktemp -d)
  trap 'rm -rf "$out"' EXIT
fi
mkdir -p "$out/llc" "$out/nvcc"
"$CLANG" --version | head -n 1 | grep -q 'version 19\.' ||
  echo "warning: $CLANG is not clang 19; output will differ from the committed .ll" >&2

root=$("$repo/tests/realheaders/cuda-path.sh")
cache=${SYNCFLOW_NVIDIA_CACHE:-$HOME/.cache/syncflow/cuda-13.5.37}
nvcc=$cache/root/nvidia/cu13/bin/nvcc
if [ $install = 1 ] && [ ! -x "$nvcc" ]; then
  (cd "$repo" && python3 - <<'PY'
import runpy, sys
sys.argv = ["nvidia-reference"]
g = runpy.run_path("scripts/nvidia-reference", run_name="not_main")
g["ensure_toolchain"](g["cache_dir"](None))
PY
  )
fi
[ -x "$nvcc" ] || echo "no nvcc at $cache (run with --nvcc to install the CUDA wheels); nvcc PTX not rebuilt" >&2

cd "$here"
count=0
for cu in *.cu; do
  name=${cu%.cu}
  "$CLANG" -x cuda --cuda-device-only --cuda-gpu-arch=sm_80 --cuda-path="$root" \
    -Wno-unknown-cuda-version -O2 -gline-tables-only -fdebug-compilation-dir=. \
    -S -emit-llvm "$cu" -o "$out/$name.ll.tmp"
  sed "s|$root|/cuda-12.4|g" "$out/$name.ll.tmp" >"$out/$name.ll" && rm "$out/$name.ll.tmp"
  "$LLC" -march=nvptx64 -mcpu=sm_80 "$out/$name.ll" -o "$out/llc/$name.sm80.ptx"
  if [ -x "$nvcc" ]; then
    "$nvcc" -ccbin "${NVCC_CCBIN:-gcc-12}" -ptx -lineinfo -O3 -arch=sm_80 "$cu" \
      -o "$out/nvcc/$name.sm80.ptx"
    sed -i "s#\"$here/#\"#; s#\"$cache/root/nvidia/cu13/bin/../include/#\"/cuda-13.5/include/#" \
      "$out/nvcc/$name.sm80.ptx"
  fi
  count=$((count + 1))
done
echo "compiled $count files"

if [ $check = 1 ]; then
  for f in "$out"/*.ll "$out"/llc/*.ptx; do
    diff -q "$f" "$here/${f#"$out"/}"
  done
  # nvcc names internal-linkage functions with a hash of where it ran; that name appears
  # only in the debug sections' string bytes (`.b8 …` lines), which the comparison skips.
  if [ -n "$(ls "$out/nvcc")" ]; then diff -r -I '^\.b8 ' "$here/nvcc" "$out/nvcc"; fi
  echo "tests/sync: regenerated files are identical"
fi
