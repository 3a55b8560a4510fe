// Hillis-Steele inclusive scan in one shared buffer: each step reads a
// neighbour, waits, then writes its own slot, and waits again.
#include "shim.h"

#define N 1024

extern "C" __global__ void scan_hillis_steele(const float *in, float *out) {
  __shared__ float temp[N];
  uint t = threadIdx.x;
  temp[t] = in[blockIdx.x * blockDim.x + t];
  __syncthreads();
  for (uint offset = 1; offset < blockDim.x; offset *= 2) {
    float v = 0.0f;
    if (t >= offset)
      v = temp[t - offset];
    __syncthreads();
    temp[t] += v;
    __syncthreads();
  }
  out[blockIdx.x * blockDim.x + t] = temp[t];
}

// Double-buffered variant: one barrier per step, buffers swap each step.
extern "C" __global__ void scan_double_buffer(const int *in, int *out, int n) {
  __shared__ int buf[2][N];
  uint t = threadIdx.x;
  int pout = 0, pin = 1;
  buf[pout][t] = (t > 0) ? in[t - 1] : 0;
  __syncthreads();
  for (int offset = 1; offset < n; offset *= 2) {
    pout = 1 - pout;
    pin = 1 - pout;
    if (t >= offset)
      buf[pout][t] = buf[pin][t] + buf[pin][t - offset];
    else
      buf[pout][t] = buf[pin][t];
    __syncthreads();
  }
  out[t] = buf[pout][t];
}
