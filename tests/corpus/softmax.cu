// Row softmax, one block per row: two block-wide reductions (max, then sum)
// through one shared scratch array; the scratch is reused, so a barrier
// must separate the last read of the first reduction from the first write of
// the second (write-after-read).
#include "shim.h"

static __device__ __forceinline__ float block_reduce_max(float v, float *red) {
  uint t = threadIdx.x;
  for (int o = 16; o > 0; o >>= 1)
    v = fmaxf(v, __shfl_xor_sync(0xffffffffu, v, o));
  if ((t & 31) == 0)
    red[t >> 5] = v;
  __syncthreads();
  v = red[0];
  for (uint w = 1; w < blockDim.x / 32; ++w)
    v = fmaxf(v, red[w]);
  return v;
}

static __device__ __forceinline__ float block_reduce_sum(float v, float *red) {
  uint t = threadIdx.x;
  for (int o = 16; o > 0; o >>= 1)
    v += __shfl_xor_sync(0xffffffffu, v, o);
  if ((t & 31) == 0)
    red[t >> 5] = v;
  __syncthreads();
  v = 0.0f;
  for (uint w = 0; w < blockDim.x / 32; ++w)
    v += red[w];
  return v;
}

__global__ void softmax_rows(const float *__restrict__ x, float *__restrict__ y,
                             int cols) {
  __shared__ float red[32];
  const float *row = x + (size_t)blockIdx.x * cols;
  float *orow = y + (size_t)blockIdx.x * cols;
  float m = -3.4e38f;
  for (int c = threadIdx.x; c < cols; c += blockDim.x)
    m = fmaxf(m, row[c]);
  m = block_reduce_max(m, red);
  __syncthreads();
  float s = 0.0f;
  for (int c = threadIdx.x; c < cols; c += blockDim.x)
    s += expf(row[c] - m);
  s = block_reduce_sum(s, red);
  float inv = 1.0f / s;
  for (int c = threadIdx.x; c < cols; c += blockDim.x)
    orow[c] = expf(row[c] - m) * inv;
}
