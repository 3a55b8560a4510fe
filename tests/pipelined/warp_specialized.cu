// Warp-specialized producer/consumer loops: warps 0-3 load tiles into shared memory, warps
// 4-7 consume them, and named barriers (inline `bar.arrive` / `bar.sync` with a thread count
// of 256, as CUTLASS's NamedBarrier spells them) hand each tile over. Launch: 256 threads.
// Ground truth on every `__syncthreads()`: `keep` (orders a conflicting pair) or `remove`.
// The named barriers themselves are not candidates (partial barriers): never removed.
#include "../corpus/shim.h"

#define HALF 128 // threads per role

static __device__ __forceinline__ void bar_arrive_full() {
  asm volatile("bar.arrive 1, 256;\n" ::: "memory");
}
static __device__ __forceinline__ void bar_sync_full() {
  asm volatile("bar.sync 1, 256;\n" ::: "memory");
}
static __device__ __forceinline__ void bar_arrive_empty() {
  asm volatile("bar.arrive 2, 256;\n" ::: "memory");
}
static __device__ __forceinline__ void bar_sync_empty() {
  asm volatile("bar.sync 2, 256;\n" ::: "memory");
}

// One stage, a `full` barrier (id 1: producers arrive after storing, consumers wait before
// reading) and an `empty` one (id 2: consumers arrive after reading, producers wait before
// the next store). Those two order every pair that crosses the defensive barrier at the loop
// bottom: producer stores of tile k before consumer reads of tile k (full), consumer reads
// of tile k before producer stores of tile k + 1 (empty); producers write their own slots
// and consumers write only registers and, after the loop, their own slots of `out`. The
// named barriers stay correct without it (each is completed before it is reused: a producer
// reaches `full` again only after `empty`, which consumers reach after `full`). Defensive
// barrier: remove.
__global__ void __launch_bounds__(256) ws_full_empty(const float *__restrict__ A,
                                                     float *__restrict__ out, int n) {
  __shared__ float buf[HALF];
  int t = threadIdx.x;
  bool producer = t < HALF; // warp-uniform: warps 0-3
  float acc = 0.0f;
  for (int k = 0; k < n; ++k) {
    if (producer) {
      if (k > 0)
        bar_sync_empty();
      buf[t] = A[k * HALF + t];
      bar_arrive_full();
    } else {
      int c = t - HALF;
      bar_sync_full();
      acc += buf[c] + buf[(c + 1) % HALF] + buf[(c + 37) % HALF];
      if (k + 1 < n)
        bar_arrive_empty();
    }
    __syncthreads(); // remove: full and empty order every crossing pair
  }
  if (!producer)
    out[blockIdx.x * HALF + t - HALF] = acc;
}

// Only the `full` barrier: the loop-bottom `__syncthreads()` is what keeps a producer from
// overwriting the tile while consumers still read it (and what completes `full` before a
// producer arrives on it again). Keep.
__global__ void __launch_bounds__(256) ws_full_only(const float *__restrict__ A,
                                                    float *__restrict__ out, int n) {
  __shared__ float buf[HALF];
  int t = threadIdx.x;
  bool producer = t < HALF;
  float acc = 0.0f;
  for (int k = 0; k < n; ++k) {
    if (producer) {
      buf[t] = A[k * HALF + t];
      bar_arrive_full();
    } else {
      int c = t - HALF;
      bar_sync_full();
      acc += buf[c] + buf[(c + 1) % HALF] + buf[(c + 37) % HALF];
    }
    __syncthreads(); // keep (last: remove): consumers' reads before the next stores
  }
  if (!producer)
    out[blockIdx.x * HALF + t - HALF] = acc;
}

// CUTLASS's NamedBarrier form: `bar.sync %0, %1;` with register operands.
static __device__ __forceinline__ void named_sync(unsigned id, unsigned count) {
  asm volatile("bar.sync %0, %1;\n" ::"r"(id), "r"(count) : "memory");
}
static __device__ __forceinline__ void named_arrive(unsigned id, unsigned count) {
  asm volatile("bar.arrive %0, %1;\n" ::"r"(id), "r"(count) : "memory");
}

// Two stages, a full and an empty barrier per stage (ids 1 + s and 3 + s, s = k & 1): the
// producers run up to two tiles ahead. The defensive barrier at the bottom orders nothing
// the per-stage barriers do not: remove.
__global__ void __launch_bounds__(256) ws_two_stage(const float *__restrict__ A,
                                                    float *__restrict__ out, int n) {
  __shared__ float buf[2][HALF];
  int t = threadIdx.x;
  bool producer = t < HALF;
  float acc = 0.0f;
  for (int k = 0; k < n; ++k) {
    int s = k & 1;
    if (producer) {
      if (k >= 2)
        named_sync(3 + s, 256);
      buf[s][t] = A[k * HALF + t];
      named_arrive(1 + s, 256);
    } else {
      int c = t - HALF;
      named_sync(1 + s, 256);
      acc += buf[s][c] + buf[s][(c + 1) % HALF] + buf[s][(c + 37) % HALF];
      if (k + 2 < n)
        named_arrive(3 + s, 256);
    }
    __syncthreads(); // remove: the per-stage full/empty barriers order every crossing pair
  }
  if (!producer)
    out[blockIdx.x * HALF + t - HALF] = acc;
}

// Control: the ids alternate as in ws_two_stage, but there is one buffer. A producer that
// is two tiles ahead (its EMPTY sync of tile k + 1 waits only for the consumers' arrival of
// tile k − 1) overwrites the tile the consumers are still reading. Without the defensive
// barrier that is a race (`syncflow check` shows it): keep.
__global__ void __launch_bounds__(256) ws_two_stage_one_buffer(const float *__restrict__ A,
                                                               float *__restrict__ out,
                                                               int n) {
  __shared__ float buf[HALF];
  int t = threadIdx.x;
  bool producer = t < HALF;
  float acc = 0.0f;
  for (int k = 0; k < n; ++k) {
    int s = k & 1;
    if (producer) {
      if (k >= 2)
        named_sync(3 + s, 256);
      buf[t] = A[k * HALF + t];
      named_arrive(1 + s, 256);
    } else {
      int c = t - HALF;
      named_sync(1 + s, 256);
      acc += buf[c] + buf[(c + 1) % HALF] + buf[(c + 37) % HALF];
      if (k + 2 < n)
        named_arrive(3 + s, 256);
    }
    __syncthreads(); // keep (last: remove): one buffer; the producers run a tile ahead
  }
  if (!producer)
    out[blockIdx.x * HALF + t - HALF] = acc;
}
