// switch statements: a uniform switch on a kernel argument with a barrier in
// every case, and a thread-dependent switch that only selects what to write,
// followed by a converged barrier.
#include "shim.h"

extern "C" __global__ void switch_on_mode(const float *in, float *out,
                                          int mode) {
  __shared__ float s[1024];
  uint t = threadIdx.x, n = blockDim.x;
  uint g = blockIdx.x * n + t;
  float v;
  switch (mode) {
  case 0:
    s[t] = in[g];
    __syncthreads();
    v = s[n - 1 - t];
    break;
  case 1:
    s[t] = 2.0f * in[g];
    __syncthreads();
    v = s[(t + 1) % n];
    break;
  case 7:
    s[t] = in[g] + in[g + 1];
    __syncthreads();
    v = s[(t + 3) % n] - s[t];
    break;
  default:
    v = in[g];
    break;
  }
  out[g] = v;
}

extern "C" __global__ void switch_on_lane(const int *in, int *out) {
  __shared__ int s[1024];
  uint t = threadIdx.x;
  int x = in[blockIdx.x * blockDim.x + t];
  switch (t & 3) {
  case 0: s[t] = x; break;
  case 1: s[t] = x * 3; break;
  case 2: s[t] = -x; break;
  default: s[t] = x ^ 0x55; break;
  }
  __syncthreads();
  out[blockIdx.x * blockDim.x + t] = s[t ^ 3];
}
