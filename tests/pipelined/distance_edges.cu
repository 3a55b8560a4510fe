// Where iteration distance must NOT remove a barrier: each kernel's loop barrier looks like a
// multi-buffered loop's trailing barrier, but is needed. Ground truth on every barrier.
#include "../corpus/shim.h"

#define TILE 256

// One barrier per iteration; each iteration reads the stage the previous one wrote and writes
// the other. The barrier orders this iteration's write of S[k & 1] before the next
// iteration's read of S[(k + 2) & 1], the same buffer. Comparing the two iterations as if
// they were one would call it removable (the `iterations-ignore-distance` knob does,
// unsoundly).
__global__ void __launch_bounds__(256) next_stage(const float *__restrict__ A,
                                                  float *__restrict__ out, int n) {
  __shared__ float S[2][TILE];
  int t = threadIdx.x;
  S[1][t] = A[t];
  __syncthreads(); // keep
  float acc = 0.0f;
  for (int k = 0; k < n; ++k) {
    acc += S[(k + 1) & 1][(t + 1) % TILE];
    S[k & 1][t] = acc;
    __syncthreads(); // keep: the next iteration reads S[k & 1]
  }
  out[blockIdx.x * TILE + t] = acc;
}

// The double-buffered loop run again by an outer loop: the stage restarts at 0, so with an
// odd trip count the first write of a run goes to the buffer the last read of the previous
// run used. The inner trailing barrier is needed.
__global__ void __launch_bounds__(256) rerun(const float *__restrict__ A,
                                             float *__restrict__ out, int n, int runs) {
  __shared__ float S[2][TILE];
  int t = threadIdx.x;
  float acc = 0.0f;
  for (int r = 0; r < runs; ++r) {
    for (int k = 0; k < n; ++k) {
      S[k & 1][t] = A[(r * n + k) * TILE + t];
      __syncthreads(); // keep
      acc += S[k & 1][(t + 5) % TILE];
      __syncthreads(); // keep: a new run starts at stage 0 again
    }
  }
  out[blockIdx.x * TILE + t] = acc;
}

// A toggle under a divergent branch: the stage is not the same in every thread.
__global__ void __launch_bounds__(256) divergent_toggle(const float *__restrict__ A,
                                                        float *__restrict__ out, int n) {
  __shared__ float S[2][TILE];
  int t = threadIdx.x;
  float acc = 0.0f;
  int cur = 0;
  S[1][t] = 0.0f; // ordered before its readers by the loop's first barrier
  for (int k = 0; k < n; ++k) {
    S[cur][t] = A[k * TILE + t];
    __syncthreads(); // keep
    acc += S[cur][(t + 5) % TILE];
    __syncthreads(); // keep: threads 0-31 may write the buffer others still read
    if (t < 32 || k % 2 == 1)
      cur ^= 1;
  }
  out[blockIdx.x * TILE + t] = acc;
}
