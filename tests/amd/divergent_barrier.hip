// HIP twin of tests/corpus/divergent_barrier.cu: barriers under thread-dependent control
// (bugs the lint must report, which eliminators leave alone), and a converged one.
#include <hip/hip_runtime.h>

extern "C" __global__ void barrier_in_half_warp(const float *in, float *out) {
  __shared__ float s[32];
  uint t = threadIdx.x;
  if (threadIdx.x < 16) {
    s[t] = in[t];
    __syncthreads(); // keep: under divergent control (the lint reports it)
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
  __syncthreads(); // keep: under divergent control (the lint reports it)
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
  __syncthreads(); // keep: warp 0's writes above, every thread reads below
  out[blockIdx.x * blockDim.x + t] = s[blockDim.x - 1 - t];
}
