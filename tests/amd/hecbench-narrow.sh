#!/bin/bash
# What narrowing to LDS does on HeCBench's HIP benchmarks (issue 38; measured, not committed):
# compile each *-hip/*.cu for gfx90a with clang-19 and the ROCm device libraries, run `syncflow
# eliminate` with narrow-lds on (sound's default) and off, and for the files with narrowed
# barriers compare `llc-19 -mcpu=gfx90a -mattr=+tgsplit` of the two outputs: s_barrier count,
# barriers with an `s_waitcnt ... vmcnt(0)` before them (since the last memory instruction or
# label), all `vmcnt(0)` waits, and the L1 invalidations `buffer_wbinvl1_vol`. Every narrowed
# output must also compile for gfx942.
#
#   tests/amd/hecbench-narrow.sh HECBENCH_SRC [SYNCFLOW] [MAX_FILES]
set -u
src=${1:?usage: hecbench-narrow.sh HECBENCH_SRC [SYNCFLOW] [MAX_FILES]}
sf=${2:-syncflow}
max=${3:-100000}
bc=$(dpkg -L rocm-device-libs 2>/dev/null | grep '/amdgcn/bitcode$' | head -n 1)
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
# Per s_barrier: 1 when a vmcnt(0) wait comes before it with no memory instruction or label between.
waits_before() {
  awk '{ sub(/;.*/, ""); if ($0 ~ /^[ \t]*$/ || $1 ~ /^\./) next
         if ($0 ~ /:[ \t]*$/) { w = 0; next }
         if ($1 == "s_barrier") { n += w; w = 0; next }
         if ($1 ~ /^s_waitcnt/) { if ($0 ~ /vmcnt\(0\)/) w = 1; next }
         if ($1 ~ /^(global|buffer|flat|ds|scratch)_/) w = 0 }
       END { print n + 0 }' "$1"
}
files=0 compiled=0 barriers=0 removed=0 narrowed=0 nfiles=0 llc_fail=0
sb=0 sa=0 wb=0 wa=0 vb=0 va=0 ib=0 ia=0
for f in $(ls "$src"/*-hip/*.cu | head -n "$max"); do
  files=$((files + 1))
  ll="$out/$(basename "$(dirname "$f")")__$(basename "$f").ll"
  timeout 120 clang-19 -x hip --offload-arch=gfx90a --cuda-device-only -O2 -S -emit-llvm \
    --rocm-device-lib-path="$bc" -I"$(dirname "$f")" -w "$f" -o "$ll" 2>/dev/null || continue
  compiled=$((compiled + 1))
  line=$(timeout 300 "$sf" eliminate "$ll" -o "$ll.n.ll" --quiet 2>/dev/null | tail -n 1)
  b=$(echo "$line" | sed -n 's/.*: \([0-9]*\) barriers, \([0-9]*\) removed.*/\1 \2/p')
  [ -n "$b" ] || continue
  barriers=$((barriers + ${b% *})); removed=$((removed + ${b#* }))
  k=$(echo "$line" | sed -n 's/.*, \([0-9]*\) narrowed to LDS.*/\1/p'); k=${k:-0}
  [ "$k" = 0 ] && continue
  narrowed=$((narrowed + k)); nfiles=$((nfiles + 1))
  "$sf" eliminate "$ll" -o "$ll.w.ll" --quiet --knob narrow-lds=0 >/dev/null 2>&1
  if llc-19 -march=amdgcn -mcpu=gfx90a -mattr=+tgsplit "$ll.w.ll" -o "$ll.w.s" 2>/dev/null \
    && llc-19 -march=amdgcn -mcpu=gfx90a -mattr=+tgsplit "$ll.n.ll" -o "$ll.n.s" 2>/dev/null \
    && llc-19 -march=amdgcn -mcpu=gfx942 "$ll.n.ll" -o /dev/null 2>/dev/null; then
    sb=$((sb + $(grep -c 's_barrier$' "$ll.w.s"))); sa=$((sa + $(grep -c 's_barrier$' "$ll.n.s")))
    wb=$((wb + $(waits_before "$ll.w.s"))); wa=$((wa + $(waits_before "$ll.n.s")))
    vb=$((vb + $(grep -c 's_waitcnt.*vmcnt(0)' "$ll.w.s"))); va=$((va + $(grep -c 's_waitcnt.*vmcnt(0)' "$ll.n.s")))
    ib=$((ib + $(grep -c buffer_wbinvl1_vol "$ll.w.s"))); ia=$((ia + $(grep -c buffer_wbinvl1_vol "$ll.n.s")))
  else
    llc_fail=$((llc_fail + 1)); echo "llc-19 rejects: $f"
  fi
done
echo "files $files, compiled $compiled, barriers $barriers, removed $removed," \
  "narrowed $narrowed in $nfiles files, llc-19 rejects $llc_fail"
echo "gfx90a+tgsplit (narrow-lds off -> on): s_barrier $sb -> $sa," \
  "barriers after a vmcnt(0) wait $wb -> $wa, vmcnt(0) waits $vb -> $va," \
  "buffer_wbinvl1_vol $ib -> $ia"
