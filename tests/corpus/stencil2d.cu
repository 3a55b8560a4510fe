// 2-D five-point stencil with a one-cell halo on every side (2-D blocks of
// BX x BY threads), and an iterated in-shared-memory Jacobi smoother whose
// loop needs a barrier between the reads and the in-place write and another
// before the next sweep's reads.
#include "shim.h"

#define BX 16
#define BY 16

__global__ void stencil_2d(const float *__restrict__ in,
                           float *__restrict__ out, int w, int h) {
  __shared__ float tile[BY + 2][BX + 2];
  int x = blockIdx.x * BX + threadIdx.x;
  int y = blockIdx.y * BY + threadIdx.y;
  int lx = threadIdx.x + 1, ly = threadIdx.y + 1;
  int cx = min(max(x, 0), w - 1), cy = min(max(y, 0), h - 1);
  tile[ly][lx] = in[cy * w + cx];
  if (threadIdx.x == 0)
    tile[ly][0] = in[cy * w + max(cx - 1, 0)];
  if (threadIdx.x == BX - 1)
    tile[ly][BX + 1] = in[cy * w + min(cx + 1, w - 1)];
  if (threadIdx.y == 0)
    tile[0][lx] = in[max(cy - 1, 0) * w + cx];
  if (threadIdx.y == BY - 1)
    tile[BY + 1][lx] = in[min(cy + 1, h - 1) * w + cx];
  __syncthreads();
  if (x < w && y < h)
    out[y * w + x] = 0.2f * (tile[ly][lx] + tile[ly - 1][lx] +
                             tile[ly + 1][lx] + tile[ly][lx - 1] +
                             tile[ly][lx + 1]);
}

__global__ void jacobi_smooth(float *data, int w, int iters) {
  __shared__ float tile[BY + 2][BX + 2];
  int lx = threadIdx.x + 1, ly = threadIdx.y + 1;
  int x = blockIdx.x * BX + threadIdx.x;
  int y = blockIdx.y * BY + threadIdx.y;
  tile[ly][lx] = data[y * w + x];
  if (threadIdx.x == 0) {
    tile[ly][0] = 0.0f;
    tile[ly][BX + 1] = 0.0f;
  }
  if (threadIdx.y == 0) {
    tile[0][lx] = 0.0f;
    tile[BY + 1][lx] = 0.0f;
  }
  __syncthreads();
  for (int it = 0; it < iters; ++it) {
    float v = 0.25f * (tile[ly - 1][lx] + tile[ly + 1][lx] + tile[ly][lx - 1] +
                       tile[ly][lx + 1]);
    __syncthreads();
    tile[ly][lx] = v;
    __syncthreads();
  }
  data[y * w + x] = tile[ly][lx];
}
