// Per-thread slots indexed by threadIdx.x, with no block shape stated: removable only through
// injectivity implied by race freedom (docs/design.md §4.2). Expectations are on each
// barrier's line: REMOVABLE or KEEP (needed), KEEP-UNPROVABLE (orders nothing, not proved).
// `// launch:` gives the block the interpreter runs each kernel with (tests check both).
#include "../corpus/shim.h"

// launch: own_slot 128,1,1
extern "C" __global__ void own_slot(const float *__restrict__ in, float *__restrict__ out) {
  __shared__ float s[1024];
  uint t = threadIdx.x;
  s[t] = in[t] * 3.0f;
  __syncthreads(); // REMOVABLE
  out[t] = s[t] + 1.0f;
}

// launch: two_arrays 64,1,1
extern "C" __global__ void two_arrays(const int *__restrict__ in, int *__restrict__ out) {
  __shared__ int a[1024];
  __shared__ int b[1024];
  uint t = threadIdx.x;
  a[t] = in[t];
  b[t] = in[t] + 1;
  __syncthreads(); // REMOVABLE
  out[t] = a[t] * b[t];
}

// launch: loop_own 64,1,1
extern "C" __global__ void loop_own(const int *__restrict__ in, int *__restrict__ out, int n) {
  __shared__ int s[1024];
  uint t = threadIdx.x;
  int acc = 0;
  s[t] = 0;
  for (int i = 0; i < n; i++) {
    s[t] = in[i * 64 + t];
    __syncthreads(); // REMOVABLE
    acc += s[t];
    __syncthreads(); // REMOVABLE
  }
  out[t] = acc;
}

// launch: neighbour 64,1,1
extern "C" __global__ void neighbour(const int *__restrict__ in, int *__restrict__ out) {
  __shared__ int s[1024];
  uint t = threadIdx.x;
  s[t] = in[t];
  __syncthreads(); // KEEP
  out[t] = s[(t + 1) % blockDim.x];
}

// launch: reverse 64,1,1
extern "C" __global__ void reverse(const int *__restrict__ in, int *__restrict__ out) {
  __shared__ int s[1024];
  uint t = threadIdx.x;
  s[t] = in[t];
  __syncthreads(); // KEEP
  out[t] = s[blockDim.x - 1 - t];
}

// A partial write after a full one: the full store s[t] = 0 already proves t injective, so
// every access here is to the thread's own slot.
// launch: partial_after_full 64,1,1
extern "C" __global__ void partial_after_full(const int *__restrict__ in, int *__restrict__ out) {
  __shared__ int s[1024];
  uint t = threadIdx.x;
  s[t] = 0;
  __syncthreads(); // REMOVABLE
  if (t < 32)
    s[t] = in[t];
  __syncthreads(); // REMOVABLE
  out[t] = s[t];
}

// A partial write alone proves nothing about the threads that skip it: in a 1-D block the
// barrier orders nothing, but only the stated shape could show it.
// launch: partial_only 64,1,1
extern "C" __global__ void partial_only(const int *__restrict__ in, int *__restrict__ out) {
  __shared__ int s[1024];
  uint t = threadIdx.x;
  if (t < 32)
    s[t] = in[t];
  __syncthreads(); // KEEP-UNPROVABLE
  if (t < 32)
    out[t] = s[t];
}

// A global slot: buf[g] with g = blockIdx.x * blockDim.x + threadIdx.x, written by every
// thread, read back by the same thread. The CTA-dependent part is the same for all the
// threads a barrier orders.
__device__ int buf[1 << 16];

// launch: global_own 64,1,1
extern "C" __global__ void global_own(const int *__restrict__ in, int *__restrict__ out) {
  uint g = blockIdx.x * blockDim.x + threadIdx.x;
  buf[g] = in[g] * 2;
  __syncthreads(); // REMOVABLE
  out[g] = buf[g] + 1;
}

// Reading the next thread's global slot: needed.
// launch: global_next 64,1,1
extern "C" __global__ void global_next(const int *__restrict__ in, int *__restrict__ out) {
  uint g = blockIdx.x * blockDim.x + threadIdx.x;
  buf[g] = in[g] * 2;
  __syncthreads(); // KEEP
  out[g] = buf[blockIdx.x * blockDim.x + (threadIdx.x + 1) % blockDim.x];
}
