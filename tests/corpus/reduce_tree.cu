// Tree reduction in shared memory (the classic "reduce3" shape):
// load, barrier, halving loop with the barrier at the bottom of the body,
// then one more barrier after the loop before thread 0 reads the result.
#include "shim.h"

extern "C" __global__ void reduce_sum(const float *in, float *out, int n) {
  extern __shared__ float sdata[];
  uint t = threadIdx.x;
  uint i = blockIdx.x * blockDim.x + threadIdx.x;
  sdata[t] = (i < n) ? in[i] : 0.0f;
  __syncthreads();
  for (uint s = blockDim.x / 2; s > 0; s >>= 1) {
    if (t < s)
      sdata[t] += sdata[t + s];
    __syncthreads();
  }
  __syncthreads();
  if (t == 0)
    out[blockIdx.x] = sdata[0];
}
