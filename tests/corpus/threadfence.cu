// Fences: the "threadFenceReduction" last-block pattern. Thread 0 publishes
// the block's partial sum, fences, bumps a __device__ counter; the block that
// sees the last ticket sums all partials. The shared flag is written by
// thread 0 and read by every thread after the barrier.
#include "shim.h"

__device__ uint retirement_count = 0;

extern "C" __global__ void sum_last_block(const float *in, float *partial,
                                          float *result, int n) {
  __shared__ float red[256];
  __shared__ bool am_last;
  uint t = threadIdx.x;
  uint i = blockIdx.x * 256 + t;
  red[t] = (i < n) ? in[i] : 0.0f;
  __syncthreads();
  for (uint s = 128; s > 0; s >>= 1) {
    if (t < s)
      red[t] += red[t + s];
    __syncthreads();
  }
  if (t == 0) {
    partial[blockIdx.x] = red[0];
    __threadfence();
    uint ticket = atomicAdd(&retirement_count, 1u);
    am_last = (ticket == gridDim.x - 1);
  }
  __syncthreads();
  if (am_last) {
    float s = 0.0f;
    for (uint b = t; b < gridDim.x; b += 256)
      s += partial[b];
    red[t] = s;
    __threadfence_block();
    __syncthreads();
    if (t == 0) {
      float total = 0.0f;
      for (int k = 0; k < 256; ++k)
        total += red[k];
      *result = total;
      retirement_count = 0;
      __threadfence_system();
    }
  }
}
