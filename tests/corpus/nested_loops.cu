// Nested loops with barriers at the bottom of both bodies. On every path into
// the outer-bottom barrier the previous barrier is the inner-bottom one (or
// the outer-bottom one itself, when the inner loop runs zero times), with no
// access in between: it orders nothing.
#include "shim.h"

extern "C" __global__ void nested_bottoms(float *data, int outer, int inner) {
  __shared__ float s[1024];
  uint t = threadIdx.x, n = blockDim.x;
  float acc = 0.0f;
  for (int o = 0; o < outer; ++o) {
    for (int i = 0; i < inner; ++i) {
      s[t] = data[(o * inner + i) * n + t];
      __syncthreads();
      acc += s[(t + 1) % n];
      __syncthreads();
    }
    __syncthreads();
  }
  data[t] = acc;
}
