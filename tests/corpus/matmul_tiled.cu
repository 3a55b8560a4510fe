// Tiled matrix multiply, 2-D blocks of TILE x TILE threads.
// matmul_tiled: barrier after the loads and at the bottom of the k-loop.
// matmul_top:   barrier at the top of the k-loop and after the loads.
#include "shim.h"

#define TILE 16

__global__ void matmul_tiled(const float *A, const float *B, float *C, int n) {
  __shared__ float As[TILE][TILE];
  __shared__ float Bs[TILE][TILE];
  int tx = threadIdx.x, ty = threadIdx.y;
  int row = blockIdx.y * TILE + ty;
  int col = blockIdx.x * TILE + tx;
  float acc = 0.0f;
  for (int k0 = 0; k0 < n; k0 += TILE) {
    As[ty][tx] = A[row * n + k0 + tx];
    Bs[ty][tx] = B[(k0 + ty) * n + col];
    __syncthreads();
    for (int k = 0; k < TILE; ++k)
      acc += As[ty][k] * Bs[k][tx];
    __syncthreads();
  }
  C[row * n + col] = acc;
}

__global__ void matmul_top(const float *__restrict__ A,
                           const float *__restrict__ B, float *__restrict__ C,
                           int n) {
  __shared__ float As[TILE][TILE];
  __shared__ float Bs[TILE][TILE];
  int tx = threadIdx.x, ty = threadIdx.y;
  int row = blockIdx.y * TILE + ty;
  int col = blockIdx.x * TILE + tx;
  float acc = 0.0f;
  for (int k0 = 0; k0 < n; k0 += TILE) {
    __syncthreads();
    As[ty][tx] = A[row * n + k0 + tx];
    Bs[ty][tx] = B[(k0 + ty) * n + col];
    __syncthreads();
    for (int k = 0; k < TILE; ++k)
      acc += As[ty][k] * Bs[k][tx];
  }
  C[row * n + col] = acc;
}
