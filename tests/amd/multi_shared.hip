// HIP twin of tests/corpus/multi_shared.cu: several distinct __shared__ arrays.
// The middle barrier of two_arrays has only reads of `sa` before it and only `sb`
// traffic after it: distinct objects. Ground truth on every barrier.
#include <hip/hip_runtime.h>

extern "C" __global__ void two_arrays(const float *in, float *out) {
  __shared__ float sa[1024];
  __shared__ float sb[1024];
  uint t = threadIdx.x, n = blockDim.x;
  uint g = blockIdx.x * n + t;
  sa[t] = in[g];
  __syncthreads(); // keep: sa written above, neighbours read below
  float x = sa[(t + 1) % n] + sa[(t + n - 1) % n];
  __syncthreads(); // remove: reads of sa above, sb below
  sb[t] = x;
  __syncthreads(); // keep: sb written above, read reversed below
  out[g] = sb[n - 1 - t];
}

extern "C" __global__ void three_arrays(const int *keys, const float *vals,
                                        float *out) {
  __shared__ int sk[256];
  __shared__ float sv[256];
  __shared__ float acc[16];
  uint t = threadIdx.x;
  uint g = blockIdx.x * 256 + t;
  if (t < 16)
    acc[t] = 0.0f;
  sk[t] = keys[g] & 15;
  sv[t] = vals[g];
  __syncthreads(); // keep: acc zeroed above, atomically updated below
  atomicAdd(&acc[sk[t]], sv[t]);
  __syncthreads(); // keep: atomic updates above, reads below
  if (t < 16)
    out[blockIdx.x * 16 + t] = acc[t];
}
