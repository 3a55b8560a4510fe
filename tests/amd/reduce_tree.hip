// HIP twin of tests/corpus/reduce_tree.cu: tree reduction in shared memory.
#include <hip/hip_runtime.h>

extern "C" __global__ void reduce_sum(const float *in, float *out, int n) {
  extern __shared__ float sdata[];
  uint t = threadIdx.x;
  uint i = blockIdx.x * blockDim.x + threadIdx.x;
  sdata[t] = (i < n) ? in[i] : 0.0f;
  __syncthreads(); // keep: every slot written above, t + s read below
  for (uint s = blockDim.x / 2; s > 0; s >>= 1) {
    if (t < s)
      sdata[t] += sdata[t + s];
    __syncthreads(); // keep: the next level reads what this one wrote
  }
  __syncthreads(); // remove: the loop's own barrier already ordered the last level
  if (t == 0)
    out[blockIdx.x] = sdata[0];
}
