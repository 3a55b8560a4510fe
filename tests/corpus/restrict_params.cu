// The same body twice: with __restrict__ parameters (noalias in the IR), the
// barrier separates a write of `out` from a read of `in`, distinct objects;
// without __restrict__ the two pointers may alias and the barrier must stay.
#include "shim.h"

extern "C" __global__ void with_restrict(const float *__restrict__ in,
                                         float *__restrict__ out) {
  uint g = blockIdx.x * blockDim.x + threadIdx.x;
  out[g] = 1.0f;
  __syncthreads();
  out[g] += in[g + 1];
}

extern "C" __global__ void without_restrict(const float *in, float *out) {
  uint g = blockIdx.x * blockDim.x + threadIdx.x;
  out[g] = 1.0f;
  __syncthreads();
  out[g] += in[g + 1];
}
