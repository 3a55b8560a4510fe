// 3-D blocks: a 7-point stencil over an 8x8x8 brick staged in shared memory,
// indexed by (threadIdx.z, threadIdx.y, threadIdx.x); and a 3-D block whose
// flattened thread id only stages and reads back each thread's own slot.
#include "shim.h"

#define D 8

__global__ void brick_stencil(const float *in, float *out, int nx, int ny) {
  __shared__ float brick[D][D][D];
  int x = blockIdx.x * D + threadIdx.x;
  int y = blockIdx.y * D + threadIdx.y;
  int z = blockIdx.z * D + threadIdx.z;
  int g = (z * ny + y) * nx + x;
  brick[threadIdx.z][threadIdx.y][threadIdx.x] = in[g];
  __syncthreads();
  int tx = threadIdx.x, ty = threadIdx.y, tz = threadIdx.z;
  float c = brick[tz][ty][tx];
  float s = c;
  if (tx > 0) s += brick[tz][ty][tx - 1];
  if (tx < D - 1) s += brick[tz][ty][tx + 1];
  if (ty > 0) s += brick[tz][ty - 1][tx];
  if (ty < D - 1) s += brick[tz][ty + 1][tx];
  if (tz > 0) s += brick[tz - 1][ty][tx];
  if (tz < D - 1) s += brick[tz + 1][ty][tx];
  out[g] = s / 7.0f;
}

__global__ void flat_id_private(const float *__restrict__ in,
                                float *__restrict__ out) {
  __shared__ float s[1024];
  uint tid = (threadIdx.z * blockDim.y + threadIdx.y) * blockDim.x + threadIdx.x;
  uint nthreads = blockDim.x * blockDim.y * blockDim.z;
  uint g = blockIdx.x * nthreads + tid;
  s[tid] = in[g] * 3.0f;
  __syncthreads();
  out[g] = s[tid] + 1.0f;
}
