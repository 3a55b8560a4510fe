// The only hazard across the barrier is an unknown call.
// Above: each thread writes its shared slot. Below: a call to a declared-only
// __device__ function, then a store to a __restrict__ output. Without the call,
// the shared write above and the global write below touch distinct objects, so
// the barrier orders nothing at precision 2; with it, the callee may read any
// slot of stage (it could reach the array through another function), so a sound
// eliminator keeps the barrier unless calls are assumed harmless
// (cicc's ignore-call-safety).
#include "shim.h"

extern __device__ void flush_stage(int code);

__shared__ float stage[1024];

extern "C" __global__ void call_is_the_only_hazard(const float *__restrict__ in,
                                                   float *__restrict__ out) {
  uint t = threadIdx.x;
  uint g = blockIdx.x * blockDim.x + t;
  float v = in[g] * 2.0f;
  stage[t] = v;
  __syncthreads();
  flush_stage(3);
  out[g] = v;
}
