// The canonical barrier that must stay: shared write above, another thread's
// read of the same slot below.
#include "shim.h"

extern "C" __global__ void shift_left(const int *in, int *out) {
  __shared__ int s[1024];
  uint t = threadIdx.x;
  uint g = blockIdx.x * blockDim.x + t;
  s[t] = in[g];
  __syncthreads();
  out[g] = (t + 1 < blockDim.x) ? s[t + 1] : 0;
}

// Write-after-read: reads of neighbours above, overwrite below.
extern "C" __global__ void overwrite_after_read(int *data) {
  __shared__ int s[1024];
  uint t = threadIdx.x;
  uint g = blockIdx.x * blockDim.x + t;
  s[t] = data[g];
  __syncthreads();
  int v = s[(t + 1) % blockDim.x];
  __syncthreads();
  s[t] = v * 2;
  __syncthreads();
  data[g] = s[(t + 2) % blockDim.x];
}
