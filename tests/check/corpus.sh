#!/bin/sh
# Runs `syncflow check` on corpus kernels with launches and inputs a user of each kernel
# would give (tests/corpus/*.cu say what each kernel computes), and checks each exit code:
# 0 (the run found nothing) for race-free kernels, 1 for the corpus's real races and
# barrier divergence (tests/corpus/README.md). transforms/cli/tests/check_corpus.rs runs it.
#
# Usage: tests/check/corpus.sh [SYNCFLOW] [THREADS]
#   SYNCFLOW  the binary (default: target/release/syncflow)
#   THREADS   threads per block of the 1-D kernels that take any block size up to 1024
#             (default 256; 1024 gives the cost table of docs/check.md)
#
# Prints one row per kernel: expected and actual exit, file, kernel, block, steps, seconds.
# Exits 1 when any kernel's exit code differs from its expectation.
set -u
SYNCFLOW=${1:-target/release/syncflow}
T=${2:-256}
cd "$(dirname "$0")/../corpus" || exit 2
case $SYNCFLOW in /*) ;; *) SYNCFLOW=$OLDPWD/$SYNCFLOW ;; esac
N=$((T * 4))         # elements of a 4-block input
bad=0
count=0
printf '%-6s %-4s %-22s %-36s %-10s %10s %8s\n' expect got file kernel block steps seconds
k() {
  expect=$1 file=$2 kernel=$3
  shift 3
  out=$("$SYNCFLOW" check "$file.ll" --kernel "$kernel" --color never "$@" 2>&1)
  got=$?
  count=$((count + 1))
  block=$(printf '%s\n' "$out" | sed -n '1s/.*block \([0-9x]*\),.*/\1/p')
  steps=$(printf '%s\n' "$out" | sed -n 's/.* in \([0-9]*\) steps, \([0-9.]*\) s$/\1/p')
  secs=$(printf '%s\n' "$out" | sed -n 's/.* in \([0-9]*\) steps, \([0-9.]*\) s$/\2/p')
  printf '%-6s %-4s %-22s %-36s %-10s %10s %8s\n' "$expect" "$got" "$file" "$kernel" "$block" "$steps" "$secs"
  if [ "$got" != "$expect" ]; then
    bad=$((bad + 1))
    printf '%s\n' "$out" | sed 's/^/    | /'
  fi
}
F32="f32[$N]:random:1:-1..1"
I32="i32[$N]:random:2:-100..100"
# Sorting, scans and reductions over one block.
k 0 bitonic_sort bitonic_sort --block "$T" --dynamic-shared $((T * 4)) --arg "#0=i32[$T]:random:3:0..1000"
k 0 reduce_tree reduce_sum --block "$T" --grid 4 --dynamic-shared $((T * 4)) --arg "#0=$F32" --arg "#1=f32[4]" --arg "#2=$N"
k 0 scan_blelloch scan_blelloch --block $((T / 2)) --dynamic-shared $((T * 4)) --arg "#0=f32[$T]:iota" --arg "#1=f32[$T]" --arg "#2=$T"
k 0 scan_hillis_steele scan_hillis_steele --block 1024 --arg "#0=f32[1024]:1" --arg "#1=f32[1024]"
k 0 scan_hillis_steele scan_double_buffer --block "$T" --arg "#0=i32[$T]:iota" --arg "#1=i32[$T]" --arg "#2=$T"
k 0 radix_split radix_split --block "$T" --arg "#0=u32[$T]:expr:(i * 97) % $T" --arg "#1=8"
k 0 warp_reduce block_reduce_shfl --block "$T" --grid 4 --arg "#0=$F32" --arg "#1=f32[4]" --arg "#2=$N"
k 0 warp_reduce shfl_then_atomic --block "$T" --grid 2 --arg "#0=$F32" --arg "#1=f32[1]"
k 0 threadfence sum_last_block --block 256 --grid 4 --arg "#0=f32[1024]:1" --arg "#1=f32[4]" --arg "#2=f32[1]" --arg "#3=1024"
k 0 stream_compaction compact_positive --block "$T" --arg "#0=$I32" --arg "#1=i32[$N]" --arg "#2=i32[1]"
k 0 histogram histogram_smem --block "$T" --grid 2 --arg "#0=u8[$N]:random:4" --arg "#1=$N" --arg "#2=u32[256]"
k 0 histogram histogram_two_phase --block "$T" --arg "#0=i32[$T]:random:5:0..16" --arg "#1=i32[$T]:random:6:0..16" --arg "#2=i32[16]"
k 0 shared_atomics block_extremes --block "$T" --grid 2 --arg "#0=$I32" --arg "#1=i32[8]"
k 0 sync_count_and_or vote_block --block "$T" --grid 2 --arg "#0=$I32" --arg "#1=i32[8]" --arg "#2=0"
k 0 sync_count_and_or converge_loop --block "$T" --arg "#0=f32[$T]:expr:1.0 + i % 7" --arg "#1=0.001"
# Stencils, tiles and matrices.
k 0 stencil1d stencil_1d --block 256 --grid 3 --arg "#0=i32[1024]:iota" --arg "#1=i32[1024]"
k 0 stencil2d stencil_2d --block 16,16 --grid 2,2 --arg "#0=f32[1024]:random:7" --arg "#1=f32[1024]" --arg "#2=32" --arg "#3=32"
k 0 stencil2d jacobi_smooth --block 16,16 --arg "#0=f32[256]:random:8" --arg "#1=16" --arg "#2=3"
k 0 matmul_tiled matmul_tiled --block 16,16 --grid 2,2 --arg "#0=f32[1024]:random:9" --arg "#1=f32[1024]:expr:i / 32 == i % 32 ? 1 : 0" --arg "#2=f32[1024]" --arg "#3=32"
k 0 matmul_tiled matmul_top --block 16,16 --grid 2,2 --arg "#0=f32[1024]:random:10" --arg "#1=f32[1024]:random:11" --arg "#2=f32[1024]" --arg "#3=32"
k 0 transpose transpose_coalesced --block 32,8 --grid 2,2 --arg "#0=f32[4096]" --arg "#1=f32[4096]:iota"
k 0 transpose copy_shared_mem --block 32,8 --grid 2,2 --arg "#0=f32[4096]" --arg "#1=f32[4096]:iota"
k 0 blocks_3d brick_stencil --block 8,8,8 --arg "#0=f32[512]:random:12" --arg "#1=f32[512]" --arg "#2=8" --arg "#3=8"
k 0 nbody nbody_forces --block 256 --grid 2 --arg "#0=f32[2048]:random:13:-10..10" --arg "#1=f32[2048]" --arg "#2=512"
k 0 softmax softmax_rows --block "$T" --grid 2 --arg "#0=$F32" --arg "#1=f32[$N]" --arg "#2=$((N / 2))"
k 0 constant_mem conv1d_const --block 256 --grid 2 --arg "#0=f32[512]:iota" --arg "#1=f32[512]" --arg "#2=512"
# Barrier placement patterns.
k 0 consecutive two_in_a_row --block "$T" --arg "#0=$F32" --arg "#1=f32[$N]"
k 0 consecutive three_in_a_row --block "$T" --arg "#0=$I32"
k 0 entry_exit barrier_at_entry --block "$T" --arg "#0=$F32" --arg "#1=f32[$N]"
k 0 entry_exit barrier_before_exit --block "$T" --arg "#0=$F32" --arg "#1=f32[$N]"
k 0 loop_top_bottom loop_top_bottom --block "$T" --arg "#0=$F32" --arg "#1=f32[$N]" --arg "#2=4"
k 0 loop_top_bottom loop_top_prev_write --block "$T" --arg "#0=$F32" --arg "#1=f32[$N]" --arg "#2=4"
k 0 nested_loops nested_bottoms --block "$T" --arg "#0=f32[$((T * 9))]:random:14" --arg "#1=3" --arg "#2=3"
k 0 branch_end_barrier arms_end_in_barrier --block "$T" --arg "#0=$F32" --arg "#1=f32[$N]" --arg "#2=1"
k 0 branch_end_barrier loop_body_ends_in_barrier --block "$T" --arg "#0=$F32" --arg "#1=4"
k 0 keep_write_read shift_left --block "$T" --arg "#0=$I32" --arg "#1=i32[$N]"
k 0 multi_shared two_arrays --block "$T" --arg "#0=$F32" --arg "#1=f32[$N]"
k 0 private_slot own_slot --block "$T" --arg "#0=$F32" --arg "#1=f32[$N]"
k 0 select_ptr pick_array --block 256 --arg "#0=f32[256]:iota" --arg "#1=f32[256]" --arg "#2=1"
k 0 switch_phase switch_on_mode --block "$T" --arg "#0=$F32" --arg "#1=f32[$N]" --arg "#2=2"
k 0 uniform_branch mode_branch --block "$T" --grid 2 --arg "#0=$F32" --arg "#1=f32[$N]" --arg "#2=1" --arg "#3=0.5"
k 0 devfunc_barrier call_barrier_fn --block "$T" --arg "#0=$F32" --arg "#1=f32[$N]"
k 0 dynamic_shared dyn_two_halves --block "$T" --dynamic-shared $((T * 8)) --arg "#0=$F32" --arg "#1=f32[$N]"
k 0 syncwarp warp_then_block --block "$T" --arg "#0=$F32" --arg "#1=f32[$N]"
# The corpus's real races and divergence: found with both places.
k 1 devfunc_barrier call_after_write --block "$T" --arg "#0=$F32" --arg "#1=f32[$N]"
k 1 divergent_barrier early_return_then_barrier --block "$T" --arg "#0=$F32" --arg "#1=f32[$N]" --arg "#2=$((T - 28))"
k 1 divergent_barrier barrier_in_half_warp --block 32 --arg "#0=f32[32]:iota" --arg "#1=f32[32]"
# reduce6's volatile last-warp steps are strong accesses (PTX: relaxed.sys), so they are not a
# data race under the happens-before oracle; under lockstep they compute the intended sum.
k 0 reduce_unrolled reduce6 --block 256 --schedule lockstep --arg "#0=i32[1024]:1" --arg "#1=i32[4]" --arg "#2=1024"
echo "$count kernels, $bad with an unexpected exit code"
[ "$bad" -eq 0 ]
