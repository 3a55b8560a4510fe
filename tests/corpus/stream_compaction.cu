// Stream compaction with warp votes: __ballot_sync + popc gives each thread
// its rank inside the warp, warp totals go through shared memory, thread 0
// scans them, and a global atomic reserves the block's output range.
#include "shim.h"

extern "C" __global__ void compact_positive(const int *in, int *out,
                                            int *out_count) {
  __shared__ int warp_total[32];
  __shared__ int warp_base[32];
  __shared__ int block_base;
  uint t = threadIdx.x, lane = t & 31, warp = t >> 5;
  int v = in[blockIdx.x * blockDim.x + t];
  bool keep = v > 0;
  uint mask = __ballot_sync(0xffffffffu, keep);
  int rank = __popc(mask & ((1u << lane) - 1u));
  if (lane == 0)
    warp_total[warp] = __popc(mask);
  __syncthreads();
  if (t == 0) {
    int run = 0;
    for (uint w = 0; w < blockDim.x / 32; ++w) {
      warp_base[w] = run;
      run += warp_total[w];
    }
    block_base = atomicAdd(out_count, run);
  }
  __syncthreads();
  if (keep)
    out[block_base + warp_base[warp] + rank] = v;
  if (__all_sync(0xffffffffu, !keep) && lane == 0)
    atomicOr((uint *)&out_count[1], 1u << (warp & 31));
}
