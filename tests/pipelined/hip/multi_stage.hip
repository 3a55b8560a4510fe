// Multi-stage rings: S buffers, the stage `k % S`, a wrapping counter, a moving origin.
#include <hip/hip_runtime.h> // HIP twin of ../multi_stage.cu: the same code, lines and truth

#define TILE 256
#define STAGES 3

// Three stages indexed `k % 3`. Trailing barrier: remove (the next store goes to stage
// (k + 1) % 3, last read two iterations ago, before this iteration's first barrier).
__global__ void __launch_bounds__(256) ring_mod3(const float *__restrict__ A,
                                                 float *__restrict__ out, int n) {
  __shared__ float S[STAGES][TILE];
  int t = threadIdx.x;
  float acc = 0.0f;
  for (int k = 0; k < n; ++k) {
    S[k % STAGES][t] = A[k * TILE + t];
    __syncthreads(); // keep
    for (int j = 0; j < 8; ++j)
      acc += S[k % STAGES][(t + 32 * j) % TILE];
    __syncthreads(); // remove
  }
  out[blockIdx.x * TILE + t] = acc;
}

// A stage counter that wraps, as Triton's pipeliner writes it.
__global__ void __launch_bounds__(256) ring_counter(const float *__restrict__ A,
                                                    float *__restrict__ out, int n) {
  __shared__ float S[STAGES][TILE];
  int t = threadIdx.x;
  float acc = 0.0f;
  int s = 0;
  for (int k = 0; k < n; ++k) {
    S[s][t] = A[k * TILE + t];
    __syncthreads(); // keep
    for (int j = 0; j < 8; ++j)
      acc += S[s][(t + 32 * j) % TILE];
    __syncthreads(); // remove
    s = s + 1 == STAGES ? 0 : s + 1;
  }
  out[blockIdx.x * TILE + t] = acc;
}

// A ring whose origin moves by one slot each iteration: (base + k) % 4 over four slots.
__global__ void __launch_bounds__(256) ring_origin(const float *__restrict__ A,
                                                   float *__restrict__ out, int n,
                                                   int base) {
  __shared__ float S[4][TILE];
  int t = threadIdx.x;
  float acc = 0.0f;
  for (int k = 0; k < n; ++k) {
    int slot = (unsigned)(base + k) % 4u;
    S[slot][t] = A[k * TILE + t];
    __syncthreads(); // keep
    for (int j = 0; j < 8; ++j)
      acc += S[slot][(t + 32 * j) % TILE];
    __syncthreads(); // remove
  }
  out[blockIdx.x * TILE + t] = acc;
}

// Reuse at distance 2 with two stages read two iterations back: the trailing barrier is
// needed, because stage (k + 1) % 2 is the one iteration k still reads.
__global__ void __launch_bounds__(256) ring_lag(const float *__restrict__ A,
                                                float *__restrict__ out, int n) {
  __shared__ float S[2][TILE];
  int t = threadIdx.x;
  float acc = 0.0f;
  S[0][t] = A[t]; // tile 0: iteration 1 reads it as the previous stage
  for (int k = 1; k < n; ++k) {
    S[k & 1][t] = A[k * TILE + t];
    __syncthreads(); // keep
    acc += S[k & 1][(t + 1) % TILE] + S[(k - 1) & 1][(t + 7) % TILE];
    __syncthreads(); // keep (last: remove): the next store overwrites S[(k - 1) & 1]
  }
  out[blockIdx.x * TILE + t] = acc;
}
