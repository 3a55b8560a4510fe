// HIP twin of tests/corpus/keep_write_read.cu: the barriers that must stay.
#include <hip/hip_runtime.h>

extern "C" __global__ void shift_left(const int *in, int *out) {
  __shared__ int s[1024];
  uint t = threadIdx.x;
  uint g = blockIdx.x * blockDim.x + t;
  s[t] = in[g];
  __syncthreads(); // keep: write above, another thread's read below
  out[g] = (t + 1 < blockDim.x) ? s[t + 1] : 0;
}

// Write-after-read: reads of neighbours above, overwrite below.
extern "C" __global__ void overwrite_after_read(int *data) {
  __shared__ int s[1024];
  uint t = threadIdx.x;
  uint g = blockIdx.x * blockDim.x + t;
  s[t] = data[g];
  __syncthreads(); // keep: write above, neighbour's read below
  int v = s[(t + 1) % blockDim.x];
  __syncthreads(); // keep: neighbour's read above, overwrite below
  s[t] = v * 2;
  __syncthreads(); // keep: write above, read below
  data[g] = s[(t + 2) % blockDim.x];
}
