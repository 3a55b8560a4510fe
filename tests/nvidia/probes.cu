// Probes for scripts/nvidia-reference (not part of the corpus): what NVIDIA's -basic-dbe
// does with the cases the corpus does not settle. Results: docs/cicc-fidelity.md.
//   scripts/nvidia-reference tests/nvidia/probes.cu
#include "../corpus/shim.h"
extern __device__ void opaque(int code);

// row 3: write above, read below, nothing else (RAW)
extern "C" __global__ void raw_only(float *out) {
  __shared__ float s[1024];
  uint t = threadIdx.x;
  s[t] = (float)t;
  __syncthreads();
  float x = s[t ^ 1];
  __syncthreads();
  out[t] = x;
}

// row 4: read above, write below (WAR)
extern "C" __global__ void war_only(const float *in, float *out) {
  __shared__ float s[1024];
  uint t = threadIdx.x;
  s[t] = in[t];
  __syncthreads();
  float x = s[t ^ 1];
  __syncthreads();
  s[t] = x * 2.0f;
  __syncthreads();
  out[t] = s[t ^ 2];
}

// call only below: unknown callee
extern "C" __global__ void call_below(const float *in, float *out) {
  __shared__ float s[1024];
  uint t = threadIdx.x;
  s[t] = in[t];
  __syncthreads();
  opaque((int)t);
  __syncthreads();
  out[t] = s[t ^ 1];
}

// local array both sides
extern "C" __global__ void local_only(const float *in, float *out, int k) {
  float loc[16];
  uint t = threadIdx.x;
  __syncthreads();
  for (int i = 0; i < 16; ++i) loc[i] = in[t + i];
  __syncthreads();
  out[t] = loc[k & 15];
}

// atomics both sides
extern "C" __global__ void atomics_both(int *cnt) {
  __shared__ int c;
  if (threadIdx.x == 0) c = 0;
  __syncthreads();
  atomicAdd(&c, 1);
  __syncthreads();
  atomicAdd(&c, 2);
  __syncthreads();
  if (threadIdx.x == 0) cnt[blockIdx.x] = c;
}
__shared__ float tile[1024];

__device__ float sum_tile(int n) {
  __syncthreads();
  float r = 0.0f;
  for (int i = 0; i < n; ++i)
    r += tile[i];
  return r;
}

extern "C" __global__ void inline_entry(const float *in, float *out) {
  uint t = threadIdx.x;
  tile[t] = in[blockIdx.x * blockDim.x + t];
  out[blockIdx.x * blockDim.x + t] = sum_tile(blockDim.x);
}

__device__ __noinline__ float read_neighbour(uint t) {
  __syncthreads();
  return tile[(t + 1) % blockDim.x];
}

extern "C" __global__ void noinline_entry(const float *in, float *out) {
  uint t = threadIdx.x;
  tile[t] = in[blockIdx.x * blockDim.x + t];
  out[blockIdx.x * blockDim.x + t] = read_neighbour(t);
}

__device__ __noinline__ void publish(uint t, float v) {
  tile[t] = v;
  __syncthreads();
}

extern "C" __global__ void noinline_exit(const float *in, float *out) {
  uint t = threadIdx.x;
  publish(t, in[blockIdx.x * blockDim.x + t]);
  out[blockIdx.x * blockDim.x + t] = tile[(t + 1) % blockDim.x];
}
