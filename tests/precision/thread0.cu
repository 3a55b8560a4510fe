// Thread 0 and broadcast slots.
#include "shim.h"

// Thread 0 overwrites its own slot after every thread zeroed its own: nothing is ordered
// (thread 0's slot is its own), but proving it needs the thread-0-own-slot rule, which
// syncflow does not have yet.
// launch: zero_then_first 64,1,1
extern "C" __global__ void zero_then_first(int *__restrict__ out, int v) {
  __shared__ int s[1024];
  uint t = threadIdx.x;
  s[t] = 0;
  __syncthreads(); // KEEP-UNPROVABLE
  if (t == 0)
    s[0] = v;
  __syncthreads(); // KEEP-UNPROVABLE
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
