// Warp-shuffle reductions. block_reduce_shfl: shuffle within each warp, lane 0
// parks the warp's sum in shared memory, barrier, warp 0 reduces the partial
// sums. shfl_then_atomic: no shared memory at all; the barrier between the
// shuffles and the global atomic orders a read of `in` against an atomic on
// `out`, distinct __restrict__ parameters.
#include "shim.h"

static __device__ __forceinline__ float warp_sum(float v) {
  for (int o = 16; o > 0; o >>= 1)
    v += __shfl_down_sync(0xffffffffu, v, o);
  return v;
}

extern "C" __global__ void block_reduce_shfl(const float *in, float *out,
                                             int n) {
  __shared__ float warp_sums[32];
  uint t = threadIdx.x;
  uint i = blockIdx.x * blockDim.x + t;
  float v = (i < n) ? in[i] : 0.0f;
  v = warp_sum(v);
  uint lane = t & 31, warp = t >> 5;
  if (lane == 0)
    warp_sums[warp] = v;
  __syncthreads();
  if (warp == 0) {
    v = (t < (blockDim.x + 31) / 32) ? warp_sums[lane] : 0.0f;
    v = warp_sum(v);
    if (lane == 0)
      out[blockIdx.x] = v;
  }
}

extern "C" __global__ void shfl_then_atomic(const float *__restrict__ in,
                                            float *__restrict__ out) {
  float v = in[blockIdx.x * blockDim.x + threadIdx.x];
  v = warp_sum(v);
  __syncthreads();
  if ((threadIdx.x & 31) == 0)
    atomicAdd(out, v);
}
