// One radix-sort split pass per bit: __syncthreads_count counts the keys
// whose bit is 0, a Hillis-Steele scan ranks the 1-keys, keys are scattered
// to their new slots. Uses __syncthreads_count as the block reduction.
#include "shim.h"

extern "C" __global__ void radix_split(uint *keys, int bits) {
  __shared__ uint sk[1024];
  __shared__ uint ones[1024];
  uint t = threadIdx.x, n = blockDim.x;
  sk[t] = keys[blockIdx.x * n + t];
  __syncthreads();
  for (int b = 0; b < bits; ++b) {
    uint key = sk[t];
    uint bit = (key >> b) & 1u;
    int zeros = __syncthreads_count(bit == 0);
    ones[t] = bit;
    __syncthreads();
    for (uint off = 1; off < n; off <<= 1) {
      uint v = (t >= off) ? ones[t - off] : 0u;
      __syncthreads();
      ones[t] += v;
      __syncthreads();
    }
    uint rank_one = ones[t] - bit;
    uint dst = bit ? zeros + rank_one : t - rank_one;
    sk[dst] = key;
    __syncthreads();
  }
  keys[blockIdx.x * n + t] = sk[t];
}
