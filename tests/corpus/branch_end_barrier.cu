// A barrier at the end of a block whose successor reads what was written
// before it: both arms of a uniform if end in a barrier, the join block reads.
#include "shim.h"

extern "C" __global__ void arms_end_in_barrier(const float *in, float *out,
                                               int flag) {
  __shared__ float s[1024];
  uint t = threadIdx.x;
  uint g = blockIdx.x * blockDim.x + t;
  if (flag) {
    s[t] = in[g] * 2.0f;
    __syncthreads();
  } else {
    s[blockDim.x - 1 - t] = in[g] + 1.0f;
    __syncthreads();
  }
  out[g] = s[(t + 1) % blockDim.x];
}

// The barrier ends the loop body; the loop exit block reads the last write.
extern "C" __global__ void loop_body_ends_in_barrier(float *data, int n) {
  __shared__ float s[1024];
  uint t = threadIdx.x;
  for (int i = 0; i < n; ++i) {
    s[t] = data[i * blockDim.x + t];
    __syncthreads();
  }
  data[t] = s[blockDim.x - 1 - t];
}
