// Barriers under uniform control: a branch on blockIdx (every thread of a
// block agrees) and branches on kernel arguments.
#include "shim.h"

extern "C" __global__ void even_blocks_only(const float *in, float *out) {
  __shared__ float s[1024];
  uint t = threadIdx.x;
  uint g = blockIdx.x * blockDim.x + t;
  if (blockIdx.x % 2 == 0) {
    s[t] = in[g];
    __syncthreads();
    out[g] = s[blockDim.x - 1 - t];
  } else {
    out[g] = in[g];
  }
}

extern "C" __global__ void mode_branch(const float *in, float *out, int mode,
                                       float scale) {
  __shared__ float s[1024];
  uint t = threadIdx.x;
  uint g = blockIdx.x * blockDim.x + t;
  s[t] = in[g];
  __syncthreads();
  float v;
  if (mode > 0) {
    v = s[(t + 1) % blockDim.x] * scale;
    __syncthreads();
    s[t] = v;
    __syncthreads();
    v += s[(t + 2) % blockDim.x];
  } else {
    v = s[t] + scale;
  }
  out[g] = v;
}
