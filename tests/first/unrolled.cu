#include "../corpus/shim.h"

// A loop clang unrolls: eight copies of one __syncthreads() at one source line.
__global__ void unrolled(const float *in, float *out) {
  __shared__ float s[256];
  int t = threadIdx.x;
  float acc = in[t];
#pragma unroll
  for (int i = 0; i < 8; ++i) {
    s[t] = acc;
    __syncthreads();
    acc += s[(t + 1) & 255];
  }
  out[t] = acc;
}
