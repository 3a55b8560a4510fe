// Pinned barriers (transforms/src/eliminate/pin.rs): `asm volatile("// syncflow:keep")`
// before a barrier keeps it, whatever the analyses prove.
#include "../corpus/shim.h"

// Ping-pong pacing: neither barrier orders shared memory (own slots), the first is pinned.
// launch: pingpong 128,1,1
extern "C" __global__ void pingpong(const float *__restrict__ in, float *__restrict__ out) {
  __shared__ float s[1024];
  uint t = threadIdx.x;
  s[t] = in[t];
  asm volatile("// syncflow:keep");
  __syncthreads(); // PINNED
  float a = s[t] * 2.0f;
  __syncthreads(); // REMOVABLE
  out[t] = a + s[t];
}

// Two barriers in a row, the second pinned: the first goes, the pinned one does its job.
// launch: pinned_pair 64,1,1
extern "C" __global__ void pinned_pair(const int *__restrict__ in, int *__restrict__ out) {
  __shared__ int s[1024];
  uint t = threadIdx.x;
  s[t] = in[t];
  __syncthreads(); // REMOVABLE
  asm volatile("// syncflow:keep");
  __syncthreads(); // PINNED
  out[t] = s[blockDim.x - 1 - t];
}

// A needed barrier, pinned: kept either way.
// launch: pinned_needed 64,1,1
extern "C" __global__ void pinned_needed(const int *__restrict__ in, int *__restrict__ out) {
  __shared__ int s[1024];
  uint t = threadIdx.x;
  s[t] = in[t];
  asm volatile("// syncflow:keep");
  __syncthreads(); // PINNED-NEEDED
  out[t] = s[(t + 3) % blockDim.x];
}
