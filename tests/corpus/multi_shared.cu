// Several distinct __shared__ arrays. The middle barrier has only reads of
// `sa` before it and only `sb` traffic after it: distinct objects.
#include "shim.h"

extern "C" __global__ void two_arrays(const float *in, float *out) {
  __shared__ float sa[1024];
  __shared__ float sb[1024];
  uint t = threadIdx.x, n = blockDim.x;
  uint g = blockIdx.x * n + t;
  sa[t] = in[g];
  __syncthreads();
  float x = sa[(t + 1) % n] + sa[(t + n - 1) % n];
  __syncthreads();
  sb[t] = x;
  __syncthreads();
  out[g] = sb[n - 1 - t];
}

extern "C" __global__ void three_arrays(const int *keys, const float *vals,
                                        float *out) {
  __shared__ int sk[256];
  __shared__ float sv[256];
  __shared__ float acc[16];
  uint t = threadIdx.x;
  uint g = blockIdx.x * 256 + t;
  if (t < 16)
    acc[t] = 0.0f;
  sk[t] = keys[g] & 15;
  sv[t] = vals[g];
  __syncthreads();
  atomicAdd(&acc[sk[t]], sv[t]);
  __syncthreads();
  if (t < 16)
    out[blockIdx.x * 16 + t] = acc[t];
}
