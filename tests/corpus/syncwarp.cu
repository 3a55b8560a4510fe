// __syncwarp: warp-level exchange through shared memory, then a CTA barrier
// before warp 0 combines the per-warp results. In warp_exchange_only the
// __syncthreads orders nothing that the __syncwarp before it did not already
// order (all traffic is within a warp), but __syncwarp does not cut CTA
// intervals in DESIGN.md section 4's model.
#include "shim.h"

extern "C" __global__ void warp_then_block(const float *in, float *out) {
  __shared__ float s[1024];
  __shared__ float wsum[32];
  uint t = threadIdx.x, lane = t & 31, warp = t >> 5;
  s[t] = in[blockIdx.x * blockDim.x + t];
  __syncwarp();
  for (uint o = 16; o > 0; o >>= 1) {
    float v = (lane < o) ? s[t + o] : 0.0f;
    __syncwarp();
    s[t] += v;
    __syncwarp();
  }
  if (lane == 0)
    wsum[warp] = s[t];
  __syncthreads();
  if (t == 0) {
    float total = 0.0f;
    for (uint w = 0; w < blockDim.x / 32; ++w)
      total += wsum[w];
    out[blockIdx.x] = total;
  }
}

extern "C" __global__ void warp_exchange_only(const int *in, int *out) {
  __shared__ int s[1024];
  uint t = threadIdx.x;
  s[t] = in[blockIdx.x * blockDim.x + t];
  __syncwarp();
  __syncthreads();
  out[blockIdx.x * blockDim.x + t] = s[t ^ 1];
}
