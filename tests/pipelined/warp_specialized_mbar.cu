// Warp-specialized producer/consumer loops ordered by mbarrier phases (sm_80): warps 0-3
// store tiles into a ring of two shared stages, warps 4-7 read them, and per stage a `full`
// and an `empty` mbarrier hand each tile over, as CUTLASS's ClusterBarrier spells them
// (cutlass/arch/barrier.h: `mbarrier.init`, `mbarrier.arrive`, and `test_wait.parity` in a
// C++ spin loop; sm_80 has no `try_wait`, which is sm_90, and no `fence.mbarrier_init`: the
// `__syncthreads()` after the init publishes it). Launch: 256 threads.
// Ground truth on every `__syncthreads()`: `keep` (orders a conflicting pair) or `remove`.
#include "../corpus/shim.h"

#define HALF 128 // threads per role
#define S 2      // stages

typedef unsigned long long u64;

static __device__ __forceinline__ unsigned smem_u32(const void *p) {
  unsigned a;
  asm("{ .reg .u64 smem_ptr; cvta.to.shared.u64 smem_ptr, %1; cvt.u32.u64 %0, smem_ptr; }\n"
      : "=r"(a)
      : "l"(p));
  return a;
}

static __device__ __forceinline__ void mbar_init(u64 *m, unsigned count) {
  asm volatile("mbarrier.init.shared.b64 [%0], %1;\n" ::"r"(smem_u32(m)), "r"(count)
               : "memory");
}

static __device__ __forceinline__ void mbar_arrive(u64 *m) {
  asm volatile("{ .reg .b64 state; mbarrier.arrive.shared.b64 state, [%0]; }\n" ::"r"(
                   smem_u32(m))
               : "memory");
}

// ClusterBarrier::test_wait: whether the phase of parity `phase` has completed.
static __device__ __forceinline__ bool mbar_test_wait(u64 *m, unsigned phase) {
  unsigned done;
  asm volatile("{ .reg .pred p; mbarrier.test_wait.parity.shared.b64 p, [%1], %2; "
               "selp.b32 %0, 1, 0, p; }\n"
               : "=r"(done)
               : "r"(smem_u32(m)), "r"(phase)
               : "memory");
  return done != 0;
}

// ClusterBarrier::wait: spin until the phase of parity `phase` has completed.
static __device__ __forceinline__ void mbar_wait(u64 *m, unsigned phase) {
  while (!mbar_test_wait(m, phase)) {
  }
}

// The ring: iteration k uses stage s = k % S in its phase (k / S) & 1. Producers wait until
// consumers have released the stage (empty[s], parity phase ^ 1: the previous use; the
// first S tiles find their stage empty), store their slot and arrive on full[s]; consumers
// wait for full[s] (parity phase), read three slots of other threads and arrive on
// empty[s]. Every count is 128, the arriving role's size. full[s] orders tile k's stores
// before its reads; empty[s] orders the reads of tile k before the stores of tile k + S.
// The defensive barrier at the loop bottom orders nothing more: remove.
__global__ void __launch_bounds__(256) mbar_ring(const float *__restrict__ A,
                                                 float *__restrict__ out, int n) {
  __shared__ __attribute__((aligned(16))) float buf[S][HALF];
  __shared__ __attribute__((aligned(8))) u64 full[S];
  __shared__ __attribute__((aligned(8))) u64 empty[S];
  int t = threadIdx.x;
  bool producer = t < HALF; // warp-uniform: warps 0-3
  if (t == 0) {
    for (int i = 0; i < S; ++i) {
      mbar_init(&full[i], HALF);
      mbar_init(&empty[i], HALF);
    }
  }
  __syncthreads(); // keep: the inits before every use of the mbarriers
  float acc = 0.0f;
  for (int k = 0; k < n; ++k) {
    int s = k % S;
    unsigned phase = (k / S) & 1;
    if (producer) {
      if (k >= S)
        mbar_wait(&empty[s], phase ^ 1);
      buf[s][t] = A[k * HALF + t];
      mbar_arrive(&full[s]);
    } else {
      int c = t - HALF;
      mbar_wait(&full[s], phase);
      acc += buf[s][c] + buf[s][(c + 1) % HALF] + buf[s][(c + 37) % HALF];
      mbar_arrive(&empty[s]);
    }
    __syncthreads(); // remove: full[s] and empty[s] order every crossing pair
  }
  if (!producer)
    out[blockIdx.x * HALF + t - HALF] = acc;
}

// Only the full barriers: nothing keeps a producer from storing tile k + S into a stage
// consumers still read as tile k but the loop-bottom `__syncthreads()`. Keep.
__global__ void __launch_bounds__(256) mbar_full_only(const float *__restrict__ A,
                                                      float *__restrict__ out, int n) {
  __shared__ __attribute__((aligned(16))) float buf[S][HALF];
  __shared__ __attribute__((aligned(8))) u64 full[S];
  int t = threadIdx.x;
  bool producer = t < HALF;
  if (t == 0) {
    for (int i = 0; i < S; ++i)
      mbar_init(&full[i], HALF);
  }
  __syncthreads(); // keep: the inits before every use of the mbarriers
  float acc = 0.0f;
  for (int k = 0; k < n; ++k) {
    int s = k % S;
    unsigned phase = (k / S) & 1;
    if (producer) {
      buf[s][t] = A[k * HALF + t];
      mbar_arrive(&full[s]);
    } else {
      int c = t - HALF;
      mbar_wait(&full[s], phase);
      acc += buf[s][c] + buf[s][(c + 1) % HALF] + buf[s][(c + 37) % HALF];
    }
    __syncthreads(); // keep (last: remove): tile k's reads before tile k + S's stores
  }
  if (!producer)
    out[blockIdx.x * HALF + t - HALF] = acc;
}

// The empty barriers count 64 arrivals and only warps 4-5 arrive: a phase of empty[s]
// completes when half the consumers are done, and warps 6-7 may still read the stage that
// producers overwrite. The defensive barrier is what orders those reads. Keep.
__global__ void __launch_bounds__(256) mbar_half_empty(const float *__restrict__ A,
                                                       float *__restrict__ out, int n) {
  __shared__ __attribute__((aligned(16))) float buf[S][HALF];
  __shared__ __attribute__((aligned(8))) u64 full[S];
  __shared__ __attribute__((aligned(8))) u64 empty[S];
  int t = threadIdx.x;
  bool producer = t < HALF;
  if (t == 0) {
    for (int i = 0; i < S; ++i) {
      mbar_init(&full[i], HALF);
      mbar_init(&empty[i], HALF / 2);
    }
  }
  __syncthreads(); // keep: the inits before every use of the mbarriers
  float acc = 0.0f;
  for (int k = 0; k < n; ++k) {
    int s = k % S;
    unsigned phase = (k / S) & 1;
    if (producer) {
      if (k >= S)
        mbar_wait(&empty[s], phase ^ 1);
      buf[s][t] = A[k * HALF + t];
      mbar_arrive(&full[s]);
    } else {
      int c = t - HALF;
      mbar_wait(&full[s], phase);
      acc += buf[s][c] + buf[s][(c + 1) % HALF] + buf[s][(c + 37) % HALF];
      if (t < HALF + HALF / 2)
        mbar_arrive(&empty[s]);
    }
    __syncthreads(); // keep (last: remove): warps 6-7's reads before the next stores
  }
  if (!producer)
    out[blockIdx.x * HALF + t - HALF] = acc;
}
