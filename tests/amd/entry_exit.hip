// HIP twin of tests/corpus/entry_exit.cu: a barrier at kernel entry with nothing
// above it, and a barrier right before the kernel returns with nothing below it.
#include <hip/hip_runtime.h>

extern "C" __global__ void barrier_at_entry(const float *in, float *out) {
  __syncthreads(); // remove: nothing above
  __shared__ float s[1024];
  uint t = threadIdx.x;
  s[t] = in[blockIdx.x * blockDim.x + t];
  __syncthreads(); // keep: write above, reversed read below
  out[blockIdx.x * blockDim.x + t] = s[blockDim.x - 1 - t];
}

extern "C" __global__ void barrier_before_exit(const float *in, float *out) {
  __shared__ float s[1024];
  uint t = threadIdx.x;
  s[t] = in[blockIdx.x * blockDim.x + t];
  __syncthreads(); // keep: write above, reversed read below
  out[blockIdx.x * blockDim.x + t] = s[blockDim.x - 1 - t];
  __syncthreads(); // remove: nothing below
}
