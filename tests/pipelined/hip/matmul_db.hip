// Tiled matrix multiply C = A·B (n×n, n a multiple of 16), 16×16 blocks, K loop over tiles.
// Ground truth on every barrier: `keep` (orders a conflicting pair) or `remove`.
#include <hip/hip_runtime.h> // HIP twin of ../matmul_db.cu: the same code, lines and truth

#define TS 16

// The classic two-barrier K loop, double-buffered: tile t goes into As[t & 1], Bs[t & 1].
// The bottom barrier ordered the reads of this tile before the next iteration's stores,
// which now go to the other buffers (last read in iteration t - 1, before this iteration's
// top barrier). Bottom barrier: remove.
__global__ void __launch_bounds__(256) matmul_db(const float *__restrict__ A,
                                                 const float *__restrict__ B,
                                                 float *__restrict__ C, int n) {
  __shared__ float As[2][TS][TS];
  __shared__ float Bs[2][TS][TS];
  int tx = threadIdx.x, ty = threadIdx.y;
  int row = blockIdx.y * TS + ty, col = blockIdx.x * TS + tx;
  float acc = 0.0f;
  for (int t = 0; t < n / TS; ++t) {
    As[t & 1][ty][tx] = A[row * n + t * TS + tx];
    Bs[t & 1][ty][tx] = B[(t * TS + ty) * n + col];
    __syncthreads(); // keep: the tile's stores before its reads
    for (int k = 0; k < TS; ++k)
      acc += As[t & 1][ty][k] * Bs[t & 1][k][tx];
    __syncthreads(); // remove: the next stores go to the other buffers
  }
  C[row * n + col] = acc;
}

// The single-buffered original (the control): the bottom barrier is needed, the next
// iteration's stores overwrite what other threads read.
__global__ void __launch_bounds__(256) matmul_single(const float *__restrict__ A,
                                                     const float *__restrict__ B,
                                                     float *__restrict__ C, int n) {
  __shared__ float As[TS][TS];
  __shared__ float Bs[TS][TS];
  int tx = threadIdx.x, ty = threadIdx.y;
  int row = blockIdx.y * TS + ty, col = blockIdx.x * TS + tx;
  float acc = 0.0f;
  for (int t = 0; t < n / TS; ++t) {
    As[ty][tx] = A[row * n + t * TS + tx];
    Bs[ty][tx] = B[(t * TS + ty) * n + col];
    __syncthreads(); // keep
    for (int k = 0; k < TS; ++k)
      acc += As[ty][k] * Bs[k][tx];
    __syncthreads(); // keep (last: remove): the next stores overwrite the tile others read
  }
  C[row * n + col] = acc;
}

// Double buffering through registers (prefetch): tile t + 1 is loaded from global memory
// into registers before the products of tile t, stored into the other buffers after them,
// and one barrier per iteration publishes it. That barrier orders the stores of tile t + 1
// before its reads and the reads of tile t before the stores of tile t + 2: keep.
__global__ void __launch_bounds__(256) matmul_db_prefetch(const float *__restrict__ A,
                                                          const float *__restrict__ B,
                                                          float *__restrict__ C, int n) {
  __shared__ float As[2][TS][TS];
  __shared__ float Bs[2][TS][TS];
  int tx = threadIdx.x, ty = threadIdx.y;
  int row = blockIdx.y * TS + ty, col = blockIdx.x * TS + tx;
  int tiles = n / TS;
  float acc = 0.0f;
  As[0][ty][tx] = A[row * n + tx];
  Bs[0][ty][tx] = B[ty * n + col];
  __syncthreads(); // keep
  for (int t = 0; t < tiles; ++t) {
    float a = 0.0f, b = 0.0f;
    if (t + 1 < tiles) {
      a = A[row * n + (t + 1) * TS + tx];
      b = B[((t + 1) * TS + ty) * n + col];
    }
    for (int k = 0; k < TS; ++k)
      acc += As[t & 1][ty][k] * Bs[t & 1][k][tx];
    if (t + 1 < tiles) {
      As[(t + 1) & 1][ty][tx] = a;
      Bs[(t + 1) & 1][ty][tx] = b;
    }
    __syncthreads(); // keep (last: remove)
  }
  C[row * n + col] = acc;
}
