// Template-unrolled reduction ("reduce6"): barriers inside branches on a
// template constant (folded away or kept by clang), the last warp finished
// with __syncwarp between the steps instead of __syncthreads.
#include "shim.h"

template <uint BLOCK>
__global__ void reduce6(const int *__restrict__ in, int *__restrict__ out,
                        uint n) {
  __shared__ int sm[BLOCK];
  uint t = threadIdx.x;
  uint i = blockIdx.x * (BLOCK * 2) + t;
  uint grid = BLOCK * 2 * gridDim.x;
  int sum = 0;
  while (i < n) {
    sum += in[i];
    if (i + BLOCK < n)
      sum += in[i + BLOCK];
    i += grid;
  }
  sm[t] = sum;
  __syncthreads();
  if (BLOCK >= 512) {
    if (t < 256)
      sm[t] = sum = sum + sm[t + 256];
    __syncthreads();
  }
  if (BLOCK >= 256) {
    if (t < 128)
      sm[t] = sum = sum + sm[t + 128];
    __syncthreads();
  }
  if (BLOCK >= 128) {
    if (t < 64)
      sm[t] = sum = sum + sm[t + 64];
    __syncthreads();
  }
  if (t < 32) {
    volatile int *v = sm;
    v[t] = sum = sum + v[t + 32];
    __syncwarp();
    v[t] = sum = sum + v[t + 16];
    __syncwarp();
    v[t] = sum = sum + v[t + 8];
    __syncwarp();
    v[t] = sum = sum + v[t + 4];
    __syncwarp();
    v[t] = sum = sum + v[t + 2];
    __syncwarp();
    v[t] = sum = sum + v[t + 1];
  }
  if (t == 0)
    out[blockIdx.x] = sum;
}

template __global__ void reduce6<256>(const int *, int *, uint);
