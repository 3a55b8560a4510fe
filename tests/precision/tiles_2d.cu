// 2-D tiles tile[ty][tx]: a slot only when the block fits the rows, which no launch states
// here; every thread's store proves it for any race-free launch.
#include "../corpus/shim.h"
#define W 32

// launch: tile_own 32,8,1
extern "C" __global__ void tile_own(const float *__restrict__ in, float *__restrict__ out) {
  __shared__ float tile[8][W];
  uint x = threadIdx.x, y = threadIdx.y;
  tile[y][x] = in[y * W + x];
  __syncthreads(); // REMOVABLE
  out[y * W + x] = tile[y][x] * 2.0f;
}

// launch: tile_transposed 8,8,1
extern "C" __global__ void tile_transposed(const float *__restrict__ in, float *__restrict__ out) {
  __shared__ float tile[8][9];
  uint x = threadIdx.x, y = threadIdx.y;
  tile[y][x] = in[y * 8 + x];
  __syncthreads(); // KEEP
  out[y * 8 + x] = tile[x][y];
}

// The unrolled copy: four rows per thread, one group of stores (design §4.2).
// launch: tile_rows 32,8,1
extern "C" __global__ void tile_rows(const float *__restrict__ in, float *__restrict__ out) {
  __shared__ float tile[W][W];
  uint x = threadIdx.x, y = threadIdx.y;
#pragma unroll
  for (int j = 0; j < W; j += 8)
    tile[y + j][x] = in[(y + j) * W + x];
  __syncthreads(); // REMOVABLE
#pragma unroll
  for (int j = 0; j < W; j += 8)
    out[(y + j) * W + x] = tile[y + j][x] + 1.0f;
}

// Row 0 writes, every row reads: a partial write, and a real dependence.
// launch: row_broadcast 32,4,1
extern "C" __global__ void row_broadcast(const float *__restrict__ in, float *__restrict__ out) {
  __shared__ float row[W];
  uint x = threadIdx.x, y = threadIdx.y;
  if (y == 0)
    row[x] = in[x];
  __syncthreads(); // KEEP
  out[y * W + x] = row[x];
}

// A 3-D tile: planes of rows.
// launch: tile_3d 8,4,2
extern "C" __global__ void tile_3d(const int *__restrict__ in, int *__restrict__ out) {
  __shared__ int cube[2][4][8];
  uint x = threadIdx.x, y = threadIdx.y, z = threadIdx.z;
  uint i = (z * 4 + y) * 8 + x;
  cube[z][y][x] = in[i];
  __syncthreads(); // REMOVABLE
  out[i] = cube[z][y][x] * 5;
}
