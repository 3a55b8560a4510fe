// Slots in dynamic shared memory (extern __shared__), whose offsets count from its start.
#include "../corpus/shim.h"

// launch: dyn_own 128,1,1
extern "C" __global__ void dyn_own(const float *__restrict__ in, float *__restrict__ out) {
  extern __shared__ float d[];
  uint t = threadIdx.x;
  d[t] = in[t];
  __syncthreads(); // REMOVABLE
  out[t] = d[t] * d[t];
}

// Two extern arrays are one memory: e[t] is d[t].
// launch: dyn_alias 64,1,1
extern "C" __global__ void dyn_alias(const int *__restrict__ in, int *__restrict__ out) {
  extern __shared__ int d2[];
  extern __shared__ int e2[];
  uint t = threadIdx.x;
  d2[t] = in[t];
  __syncthreads(); // REMOVABLE
  out[t] = e2[t] + 1;
}

// launch: dyn_neighbour 64,1,1
extern "C" __global__ void dyn_neighbour(const int *__restrict__ in, int *__restrict__ out) {
  extern __shared__ int d3[];
  uint t = threadIdx.x;
  d3[t] = in[t];
  __syncthreads(); // KEEP
  out[t] = d3[t ^ 1];
}

// A strided slot in dynamic shared memory: d[2t + 1] is thread t's alone.
// launch: dyn_strided 64,1,1
extern "C" __global__ void dyn_strided(const int *__restrict__ in, int *__restrict__ out) {
  extern __shared__ int d4[];
  uint t = threadIdx.x;
  d4[2 * t + 1] = in[t];
  __syncthreads(); // REMOVABLE
  out[t] = d4[2 * t + 1] - 1;
}
