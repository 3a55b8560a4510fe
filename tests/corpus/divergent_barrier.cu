// Barriers under thread-dependent control: real bugs the lint must report
// (threads that skip the branch never arrive), and eliminators must leave
// alone. For contrast, a thread-dependent branch (warp 0 stages the whole
// tile) *before* a converged barrier.
#include "shim.h"

extern "C" __global__ void barrier_in_half_warp(const float *in, float *out) {
  __shared__ float s[32];
  uint t = threadIdx.x;
  if (threadIdx.x < 16) {
    s[t] = in[t];
    __syncthreads();
    out[t] = s[15 - t];
  }
}

extern "C" __global__ void early_return_then_barrier(const float *in,
                                                     float *out, int n) {
  __shared__ float s[1024];
  uint t = threadIdx.x;
  uint g = blockIdx.x * blockDim.x + t;
  if (g >= n)
    return;
  s[t] = in[g];
  __syncthreads();
  out[g] = s[(t + 1) % blockDim.x];
}

extern "C" __global__ void divergent_write_converged_barrier(const float *in,
                                                             float *out) {
  __shared__ float s[1024];
  uint t = threadIdx.x;
  if (t < 32) {
    for (uint k = t; k < blockDim.x; k += 32)
      s[k] = in[blockIdx.x * blockDim.x + k];
  }
  __syncthreads();
  out[blockIdx.x * blockDim.x + t] = s[blockDim.x - 1 - t];
}
