// __syncthreads_count / _and / _or: barriers that also reduce a predicate
// over the block; they return data, so they are never removable.
#include "shim.h"

extern "C" __global__ void vote_block(const int *in, int *out, int threshold) {
  uint t = threadIdx.x;
  int v = in[blockIdx.x * blockDim.x + t];
  int above = __syncthreads_count(v > threshold);
  int all_pos = __syncthreads_and(v > 0);
  int any_zero = __syncthreads_or(v == 0);
  if (t == 0) {
    out[3 * blockIdx.x] = above;
    out[3 * blockIdx.x + 1] = all_pos;
    out[3 * blockIdx.x + 2] = any_zero;
  }
}

// Block-wide "keep iterating while any thread is unfinished" loop.
extern "C" __global__ void converge_loop(float *x, float eps) {
  __shared__ float s[1024];
  uint t = threadIdx.x;
  s[t] = x[blockIdx.x * blockDim.x + t];
  __syncthreads();
  int again;
  do {
    float nb = s[(t + 1) % blockDim.x];
    float v = 0.5f * (s[t] + nb);
    bool moved = __builtin_fabsf(v - s[t]) > eps;
    again = __syncthreads_or(moved);
    s[t] = v;
    __syncthreads();
  } while (again);
  x[blockIdx.x * blockDim.x + t] = s[t];
}
