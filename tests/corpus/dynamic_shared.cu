// Dynamic `extern __shared__` memory carved into two arrays by pointer
// arithmetic: to an alias analysis both halves are one object.
#include "shim.h"

extern __shared__ float dyn[];

extern "C" __global__ void dyn_two_halves(const float *in, float *out) {
  uint t = threadIdx.x, n = blockDim.x;
  float *a = dyn;
  float *b = dyn + n;
  a[t] = in[blockIdx.x * n + t];
  __syncthreads();
  float x = a[n - 1 - t];
  __syncthreads();
  b[t] = x * 2.0f;
  __syncthreads();
  out[blockIdx.x * n + t] = b[(t + 1) % n];
}
