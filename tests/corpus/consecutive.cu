// Consecutive barriers: nothing between them, so either one alone orders
// nothing -- but not both (the pair still orders the write against the read).
#include "shim.h"

extern "C" __global__ void two_in_a_row(const float *in, float *out) {
  __shared__ float s[1024];
  uint t = threadIdx.x;
  s[t] = in[blockIdx.x * blockDim.x + t];
  __syncthreads();
  __syncthreads();
  out[blockIdx.x * blockDim.x + t] = s[blockDim.x - 1 - t];
}

extern "C" __global__ void three_in_a_row(int *data) {
  __shared__ int s[1024];
  uint t = threadIdx.x;
  s[t] = data[t];
  __syncthreads();
  __syncthreads();
  __syncthreads();
  data[t] = s[(t + 5) % blockDim.x];
}
