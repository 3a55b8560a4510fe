#!/usr/bin/env bash
# Times `syncflow check --preset sound` on every sm_90 Triton kernel of tests/triton, with the
# shared memory Triton allocates (metadata.shared, as transforms/cli/tests/triton_check.rs
# launches them) and with 128 KiB, RUNS times each (default 3), and prints a markdown table of
# the median wall-clock seconds and the exit code.
#   scripts/triton-check-times.sh [SYNCFLOW] [RUNS] [TIMEOUT_S] [FORMATS]
set -u
BIN=${1:-target/release/syncflow}
RUNS=${2:-3}
LIMIT=${3:-60}
FORMATS=${4:-"ll ptx"}
cd "$(dirname "$0")/.."
LNB=(f32[2000]:random:1 f32[2000]:random:2 f32[1000]:random:3 f32[2]:0.5 f32[2]:2 f32[2000] f32[32000] i32[32] 1000)
declare -A SHARED GRID ARGS
add() { SHARED[$1]=$2; GRID[$1]=$3; shift 3; ARGS[$STEM]="$*"; }
STEM=softmax; add softmax 16 2 f32[2048] f32[2048]:random:1 1000 1024
STEM=layer_norm_fwd; add layer_norm_fwd 32 2 f32[2000]:random:1 f32[2000] f32[1000]:random:2 f32[1000]:random:3 f32[2] f32[2] 1000 0.00001
STEM=layer_norm_bwd; add layer_norm_bwd 32 2 "${LNB[@]}"
STEM=layer_norm_bwd_w4; add layer_norm_bwd_w4 16 2 "${LNB[@]}"
STEM=layer_norm_dwdb; add layer_norm_dwdb 512 2 f32[8192]:random:1 f32[8192]:random:2 f32[32] f32[32] 256 32
STEM=matmul_stages3; add matmul_stages3 16384 1,1 f16[8192]:random:1:-1..1 f16[8192]:random:2:-1..1 f16[16384] 128 128 64 64 128 128
STEM=matmul_tma_persistent; add matmul_tma_persistent 131096 1 f16[8192]:random:1:-1..1 f16[8192]:random:2:-1..1 f16[16384] 128 128 64 i8[384]
STEM=attention_fwd; add attention_fwd 16384 1,1 f16[4096]:random:1:-1..1 f16[4096]:random:2:-1..1 f16[4096]:random:3:-1..1 f16[4096] 64 0.125
STEM=flash_attention; add flash_attention 12288 1,1 f16[4096]:random:1:-1..1 f16[4096]:random:2:-1..1 f16[4096]:random:3:-1..1 f16[4096] f32[64] 64 0.125
STEM=cumsum; add cumsum 128 1 i32[1024]:iota i32[1024] 1000
STEM=histogram; add histogram 16 2 i32[2048]:random:1 i32[65] 2000
STEM=col_sum; add col_sum 512 1 i32[8192]:random:1 i32[64] 128 64
STEM=transpose; add transpose 16384 1,1 f32[4096]:iota f32[4096] 64 64
echo "| kernel | format | shared (Triton) | s | exit | shared 131072 | s | exit |"
echo "|---|---|---:|---:|---|---:|---:|---|"
for stem in $(printf '%s\n' "${!SHARED[@]}" | sort); do
  for fmt in $FORMATS; do
    f=tests/triton/$stem.sm90.$fmt
    [ -f "$f" ] || continue
    row="| \`$stem\` | .$fmt"
    for shared in ${SHARED[$stem]} 131072; do
      [ "$shared" -lt 131072 ] || [ "$shared" = 131072 ] || shared=$shared
      args=(); k=0
      for a in ${ARGS[$stem]}; do args+=(--arg "#$k=$a"); k=$((k+1)); done
      times=(); code=
      for _ in $(seq "$RUNS"); do
        s=$(date +%s.%N)
        timeout "$LIMIT" "$BIN" check "$f" --grid "${GRID[$stem]}" --dynamic-shared "$shared" \
          --preset sound "${args[@]}" >/dev/null 2>&1
        code=$?
        e=$(date +%s.%N)
        times+=("$(echo "$e - $s" | bc)")
        [ "$code" = 124 ] && break
      done
      med=$(printf '%s\n' "${times[@]}" | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}')
      [ "$code" = 124 ] && med=">$LIMIT"
      [ "$code" = 124 ] || med=$(printf "%.2f" "$med")
      row="$row | $shared | $med | $code"
    done
    echo "$row |"
  done
done
