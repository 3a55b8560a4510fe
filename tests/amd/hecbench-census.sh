#!/bin/bash
# The HeCBench census of issue 38: compile every HIP benchmark's .cu files for gfx90a with
# clang-19 (device only, ROCm device libraries), then run `syncflow eliminate` on each output
# and count the files that parse (exit 0) and the panics (exit 101).
#
#   tests/amd/hecbench-census.sh HECBENCH_SRC [SYNCFLOW]     (HECBENCH_SRC: HeCBench's src/)
#
# For measuring, not for committing: nothing of HeCBench is kept in this repository.
set -u
src=${1:?usage: hecbench-census.sh HECBENCH_SRC [SYNCFLOW]}
sf=${2:-syncflow}
bc=$(dpkg -L rocm-device-libs 2>/dev/null | grep '/amdgcn/bitcode$' | head -n 1)
out=$(mktemp -d)
compiled=0 failed=0 parsed=0 panics=0 barriers=0 removed=0
for f in "$src"/*-hip/*.cu; do
  ll="$out/$(basename "$(dirname "$f")")__$(basename "$f").ll"
  if timeout 120 clang-19 -x hip --offload-arch=gfx90a --cuda-device-only -O2 -gline-tables-only \
      -S -emit-llvm --rocm-device-lib-path="$bc" -I"$(dirname "$f")" -w "$f" -o "$ll" 2>/dev/null; then
    compiled=$((compiled + 1))
    timeout 300 "$sf" eliminate "$ll" -o /dev/null --quiet >"$out/log" 2>&1
    rc=$?
    line=$(tail -n 1 "$out/log")
    case $rc in
      0) parsed=$((parsed + 1))
         b=$(echo "$line" | sed -n 's/.*: \([0-9]*\) barriers, \([0-9]*\) removed.*/\1 \2/p')
         barriers=$((barriers + ${b% *})); removed=$((removed + ${b#* })) ;;
      101) panics=$((panics + 1)); echo "panic: $f" ;;
      *) echo "not parsed: $f: $line" ;;
    esac
  else
    failed=$((failed + 1))
  fi
done
echo "compiled $compiled (clang-19 failed on $failed), parsed $parsed, panics $panics," \
  "barriers $barriers, removed $removed"
rm -rf "$out"
