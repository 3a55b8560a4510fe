// The same body twice: with __restrict__ parameters (noalias in the IR), the
// barrier separates a write of `out` from a read of `in` and an atomic on
// `sum`, three distinct objects; without __restrict__ the pointers may alias
// (out[g] may be in[g' + 1] of another thread) and the barrier must stay.
// (A first version stored to out[g] on both sides: with noalias, clang -O2
// forwarded and deleted the first store across the barrier.)
#include "shim.h"

extern "C" __global__ void with_restrict(const float *__restrict__ in,
                                         float *__restrict__ out,
                                         float *__restrict__ sum) {
  uint g = blockIdx.x * blockDim.x + threadIdx.x;
  out[g] = in[g] * 2.0f;
  __syncthreads();
  atomicAdd(sum, in[g + 1]);
}

extern "C" __global__ void without_restrict(const float *in, float *out,
                                            float *sum) {
  uint g = blockIdx.x * blockDim.x + threadIdx.x;
  out[g] = in[g] * 2.0f;
  __syncthreads();
  atomicAdd(sum, in[g + 1]);
}
