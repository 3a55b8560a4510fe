// Bitonic sort of one block's keys in shared memory (blockDim.x a power of
// two); the barrier at the bottom of the inner loop orders each
// compare-exchange step against the next.
#include "shim.h"

extern "C" __global__ void bitonic_sort(int *keys) {
  extern __shared__ int s[];
  uint t = threadIdx.x;
  uint n = blockDim.x;
  s[t] = keys[blockIdx.x * n + t];
  __syncthreads();
  for (uint k = 2; k <= n; k <<= 1) {
    for (uint j = k >> 1; j > 0; j >>= 1) {
      uint ixj = t ^ j;
      if (ixj > t) {
        int a = s[t], b = s[ixj];
        bool up = (t & k) == 0;
        if ((a > b) == up) {
          s[t] = b;
          s[ixj] = a;
        }
      }
      __syncthreads();
    }
  }
  keys[blockIdx.x * n + t] = s[t];
}
