// Thread 0 and broadcast slots.
#include "../corpus/shim.h"

// Thread 0 overwrites its own slot after every thread zeroed its own: nothing is ordered
// (s[0] under `t == 0` is thread 0's own slot, docs/design.md §4.2).
// launch: zero_then_first 64,1,1
extern "C" __global__ void zero_then_first(int *__restrict__ out, int v) {
  __shared__ int s[1024];
  uint t = threadIdx.x;
  s[t] = 0;
  __syncthreads(); // REMOVABLE
  if (t == 0)
    s[0] = v;
  __syncthreads(); // REMOVABLE
  out[t] = s[t];
}

// launch: broadcast 64,1,1
extern "C" __global__ void broadcast(int *__restrict__ out, int v) {
  __shared__ int s0;
  uint t = threadIdx.x;
  if (t == 0)
    s0 = v * 2;
  __syncthreads(); // KEEP
  out[t] = s0 + (int)t;
}

// Thread 0 writes thread 1's slot: both barriers order something.
// launch: zero_then_second 64,1,1
extern "C" __global__ void zero_then_second(int *__restrict__ out, int v) {
  __shared__ int s[1024];
  uint t = threadIdx.x;
  s[t] = 0;
  __syncthreads(); // KEEP
  if (t == 0)
    s[1] = v;
  __syncthreads(); // KEEP
  out[t] = s[t];
}

// No store by every thread: nothing makes s[0] thread 0's slot of anything.
// launch: first_only 64,1,1
extern "C" __global__ void first_only(int *__restrict__ out, int v) {
  __shared__ int s[1024];
  uint t = threadIdx.x;
  if (t == 0)
    s[0] = v;
  __syncthreads(); // KEEP-UNPROVABLE
  if (t == 0)
    out[0] = s[0];
}
