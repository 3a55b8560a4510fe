// Barriers with only reads on both sides, and with only shared traffic above
// and only global traffic below.
#include "shim.h"

extern "C" __global__ void reads_only(const float *in, float *out) {
  __shared__ float s[1024];
  uint t = threadIdx.x, n = blockDim.x;
  s[t] = in[blockIdx.x * n + t];
  __syncthreads();
  float x = s[(t + 1) % n];
  __syncthreads();
  float y = s[(t + 2) % n];
  __syncthreads();
  out[blockIdx.x * n + t] = x + y;
}

// File-scope (externally visible) so that clang keeps its write-only stores.
__shared__ float t2[1024];

extern "C" __global__ void shared_then_global(const float *in, float *out) {
  __shared__ float s[1024];
  uint t = threadIdx.x, n = blockDim.x;
  s[t] = in[blockIdx.x * n + t];
  __syncthreads();
  float x = s[(t + 1) % n];
  t2[t] = x * x;
  __syncthreads();
  out[blockIdx.x * n + t] = x;
}
