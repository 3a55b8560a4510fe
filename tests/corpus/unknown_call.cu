// Calls to a __device__ function that is declared but not defined here
// (resolved at link time with -rdc): its effects are unknown.
// unknown_call_private: each thread reads back only its own slot, so without
// the call the barrier would order nothing; the call may read/write anything.
// unknown_call_after: the only access after the barrier is the unknown call,
// which is handed a pointer into the shared array.
// unknown_call_before: the unknown call sits between the shared write and the
// barrier; the barrier orders the write against the read either way.
#include "shim.h"

extern __device__ void log_event(int code);
extern __device__ float external_transform(float *p);

extern "C" __global__ void unknown_call_private(const float *__restrict__ in,
                                                float *__restrict__ out) {
  __shared__ float s[1024];
  uint t = threadIdx.x;
  uint g = blockIdx.x * blockDim.x + t;
  s[t] = in[g];
  __syncthreads();
  log_event(7);
  out[g] = s[t];
}

extern "C" __global__ void unknown_call_after(float *buf) {
  __shared__ float s[1024];
  uint t = threadIdx.x;
  s[t] = buf[blockIdx.x * blockDim.x + t];
  __syncthreads();
  buf[blockIdx.x] = external_transform(s);
}

extern "C" __global__ void unknown_call_before(const float *in, float *out) {
  __shared__ float s[1024];
  uint t = threadIdx.x;
  uint g = blockIdx.x * blockDim.x + t;
  s[t] = in[g];
  log_event(1);
  __syncthreads();
  out[g] = s[blockDim.x - 1 - t];
}
