// Shared-memory atomics of several kinds (max, min, exch, CAS) used to find
// a block's extremes and elect a leader.
#include "shim.h"

extern "C" __global__ void block_extremes(const int *in, int *out) {
  __shared__ int smax, smin, leader, claimed;
  uint t = threadIdx.x;
  int v = in[blockIdx.x * blockDim.x + t];
  if (t == 0) {
    smax = -2147483647 - 1;
    smin = 2147483647;
    leader = -1;
    claimed = 0;
  }
  __syncthreads();
  atomicMax(&smax, v);
  atomicMin(&smin, v);
  __syncthreads();
  if (v == smax && atomicCAS(&claimed, 0, 1) == 0)
    atomicExch(&leader, (int)t);
  __syncthreads();
  if (t == 0) {
    out[3 * blockIdx.x] = smax;
    out[3 * blockIdx.x + 1] = smin;
    out[3 * blockIdx.x + 2] = leader;
  }
}
