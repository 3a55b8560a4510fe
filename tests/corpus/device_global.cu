// A __device__ global array used as block-shared scratch in global memory
// (addrspace(1)), and a __device__ counter bumped atomically.
#include "shim.h"

__device__ float gscratch[64 * 1024];
__device__ int gcounter;

extern "C" __global__ void global_scratch(const float *in, float *out) {
  uint t = threadIdx.x, n = blockDim.x;
  uint base = blockIdx.x * n;
  gscratch[base + t] = in[base + t] * 0.5f;
  __syncthreads();
  out[base + t] = gscratch[base + (t + 1) % n];
  if (t == 0)
    atomicAdd(&gcounter, 1);
}
