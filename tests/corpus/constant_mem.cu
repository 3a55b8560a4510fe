// __constant__ memory: a convolution filter in constant memory applied to a
// shared tile; and a barrier whose far side touches only constant memory and
// a global output.
#include "shim.h"

#define R 4
__constant__ float filt[2 * R + 1];
__constant__ int shift;

extern "C" __global__ void conv1d_const(const float *in, float *out, int n) {
  __shared__ float tile[256 + 2 * R];
  int t = threadIdx.x;
  int g = blockIdx.x * 256 + t;
  tile[t + R] = in[g];
  if (t < R) {
    tile[t] = (g >= R) ? in[g - R] : 0.0f;
    tile[t + 256 + R] = (g + 256 < n) ? in[g + 256] : 0.0f;
  }
  __syncthreads();
  float acc = 0.0f;
  for (int k = -R; k <= R; ++k)
    acc += filt[k + R] * tile[t + R + k];
  out[g] = acc;
}

// File-scope (externally visible) so that clang keeps its write-only store.
__shared__ float staged[1024];

extern "C" __global__ void const_after_shared(float *out) {
  uint t = threadIdx.x;
  staged[t] = (float)t * 2.0f;
  __syncthreads();
  out[blockIdx.x * blockDim.x + t] = filt[(t + shift) % (2 * R + 1)];
}
