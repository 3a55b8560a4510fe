// selects: a value select on the thread id and a pointer select between two
// shared arrays. In pick_array the barrier separates writes through the
// selected pointer (sa or sb) from reads of a third array sc.
#include "shim.h"

extern "C" __global__ void select_value(const float *in, float *out) {
  __shared__ float s[1024];
  uint t = threadIdx.x;
  uint g = blockIdx.x * blockDim.x + t;
  s[t] = in[g];
  __syncthreads();
  float a = s[t ^ 1], b = s[t];
  out[g] = (t & 1) ? a : b;
}

extern "C" __global__ void pick_array(const float *in, float *out, int which) {
  __shared__ float sa[256], sb[256], sc[256];
  uint t = threadIdx.x;
  uint g = blockIdx.x * 256 + t;
  sc[t] = in[g];
  __syncthreads();
  float *dst = which ? sa : sb;
  dst[t] = sc[255 - t];
  __syncthreads();
  float r = sc[(t + 1) & 255];
  __syncthreads();
  out[g] = r + dst[255 - t];
}
