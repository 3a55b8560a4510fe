// Double-buffered tiles: the stage is picked by `k & 1` or by a toggled index.
// Ground truth on every barrier: `keep` (orders a conflicting pair) or `remove`.
#include <hip/hip_runtime.h> // HIP twin of ../double_buffer.cu: the same code, lines and truth

#define TILE 256

// Each iteration stores its tile into As[k & 1], waits, reduces out of it, and waits again.
// The trailing barrier orders the reads of As[k & 1] before the next iteration's store,
// which goes to As[(k + 1) & 1]: the other buffer, whose reads finished before this
// iteration's first barrier. Trailing barrier: remove.
__global__ void __launch_bounds__(256) db_and(const float *__restrict__ A,
                                              float *__restrict__ out, int n) {
  __shared__ float As[2][TILE];
  int t = threadIdx.x;
  float acc = 0.0f;
  for (int k = 0; k < n; ++k) {
    As[k & 1][t] = A[k * TILE + t];
    __syncthreads(); // keep: the store above, the reads below
    for (int j = 0; j < 8; ++j)
      acc += As[k & 1][(t + 32 * j) % TILE];
    __syncthreads(); // remove: the next store goes to the other buffer
  }
  out[blockIdx.x * TILE + t] = acc;
}

// The same with one buffer: the trailing barrier is needed (the next store overwrites
// what other threads may still read).
__global__ void __launch_bounds__(256) single_buffer(const float *__restrict__ A,
                                                     float *__restrict__ out, int n) {
  __shared__ float As[TILE];
  int t = threadIdx.x;
  float acc = 0.0f;
  for (int k = 0; k < n; ++k) {
    As[t] = A[k * TILE + t];
    __syncthreads(); // keep
    for (int j = 0; j < 8; ++j)
      acc += As[(t + 32 * j) % TILE];
    __syncthreads(); // keep (last: remove): the next store overwrites what others read
  }
  out[blockIdx.x * TILE + t] = acc;
}

// The stage as a toggled index (`cur ^= 1`).
__global__ void __launch_bounds__(256) db_toggle(const float *__restrict__ A,
                                                 float *__restrict__ out, int n) {
  __shared__ float As[2][TILE];
  int t = threadIdx.x;
  float acc = 0.0f;
  int cur = 0;
  for (int k = 0; k < n; ++k) {
    As[cur][t] = A[k * TILE + t];
    __syncthreads(); // keep
    for (int j = 0; j < 8; ++j)
      acc += As[cur][(t + 32 * j) % TILE];
    __syncthreads(); // remove
    cur ^= 1;
  }
  out[blockIdx.x * TILE + t] = acc;
}

// Double buffering with one barrier: the load of the next tile is issued before the reads
// of this one, into the other buffer. The one barrier is needed (it orders the store of
// tile k+1 before its reads in the next iteration and the reads of tile k before the store
// of tile k+2).
__global__ void __launch_bounds__(256) db_prefetch(const float *__restrict__ A,
                                                   float *__restrict__ out, int n) {
  __shared__ float As[2][TILE];
  int t = threadIdx.x;
  float acc = 0.0f;
  As[0][t] = A[t];
  __syncthreads(); // keep
  for (int k = 0; k < n; ++k) {
    if (k + 1 < n)
      As[(k + 1) & 1][t] = A[(k + 1) * TILE + t];
    for (int j = 0; j < 8; ++j)
      acc += As[k & 1][(t + 32 * j) % TILE];
    __syncthreads(); // keep (last: remove): stores of tile k + 1 / their reads
  }
  out[blockIdx.x * TILE + t] = acc;
}
