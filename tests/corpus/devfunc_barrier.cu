// Barriers inside __noinline__ device functions.
// block_sum: called right after the caller wrote shared memory; its first
// barrier is what orders those writes against its reads.
// block_barrier: a device function that is nothing but a barrier.
// stage_tile: a device function without a barrier that writes shared memory;
// the caller's barrier after the call orders those writes.
// double_barrier: two barriers in a row inside a device function; the
// second has the first right before it, so it orders nothing.
#include "shim.h"

__shared__ float scratch[1024];

__device__ __noinline__ float block_sum(const float *buf, int n) {
  __syncthreads();
  float r = 0.0f;
  for (int i = 0; i < n; ++i)
    r += buf[i];
  __syncthreads();
  return r;
}

__device__ __noinline__ void block_barrier() { __syncthreads(); }

__device__ __noinline__ void stage_tile(float *dst, const float *src) {
  dst[threadIdx.x] = src[blockIdx.x * blockDim.x + threadIdx.x];
}

__global__ void call_after_write(const float *in, float *out) {
  uint t = threadIdx.x;
  scratch[t] = in[blockIdx.x * blockDim.x + t] * 2.0f;
  float total = block_sum(scratch, blockDim.x);
  scratch[t] = total;
  out[blockIdx.x * blockDim.x + t] = scratch[(t + 1) % blockDim.x];
}

__global__ void call_barrier_fn(const float *in, float *out) {
  uint t = threadIdx.x;
  scratch[t] = in[blockIdx.x * blockDim.x + t];
  block_barrier();
  out[blockIdx.x * blockDim.x + t] = scratch[blockDim.x - 1 - t];
}

__global__ void call_stage(const float *in, float *out) {
  uint t = threadIdx.x;
  stage_tile(scratch, in);
  __syncthreads();
  out[blockIdx.x * blockDim.x + t] = scratch[blockDim.x - 1 - t];
}

__device__ __noinline__ void double_barrier() {
  __syncthreads();
  __syncthreads();
}

__global__ void call_double_barrier(const float *in, float *out) {
  uint t = threadIdx.x;
  scratch[t] = in[blockIdx.x * blockDim.x + t];
  double_barrier();
  out[blockIdx.x * blockDim.x + t] = scratch[(t + 3) % blockDim.x];
}
