// Shared-memory histogram: zero the bins, barrier, shared atomics, barrier,
// merge into the global histogram with global atomics.
#include "shim.h"

#define BINS 256

extern "C" __global__ void histogram_smem(const unsigned char *data, int n,
                                          uint *hist) {
  __shared__ uint bins[BINS];
  for (int i = threadIdx.x; i < BINS; i += blockDim.x)
    bins[i] = 0;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += blockDim.x * gridDim.x)
    atomicAdd(&bins[data[i]], 1u);
  __syncthreads();
  for (int i = threadIdx.x; i < BINS; i += blockDim.x)
    atomicAdd(&hist[i], bins[i]);
}

// Two phases that both only update the bins atomically: the barrier between
// them orders nothing (atomic/atomic never conflicts); the one after them
// does (plain reads follow).
extern "C" __global__ void histogram_two_phase(const int *a, const int *b,
                                               int *out) {
  __shared__ int cnt[16];
  uint t = threadIdx.x;
  if (t < 16)
    cnt[t] = 0;
  __syncthreads();
  atomicAdd(&cnt[a[blockIdx.x * blockDim.x + t] & 15], 1);
  __syncthreads();
  atomicAdd(&cnt[b[blockIdx.x * blockDim.x + t] & 15], 1);
  __syncthreads();
  if (t < 16)
    out[blockIdx.x * 16 + t] = cnt[t];
}
