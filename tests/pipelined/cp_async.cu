// cp.async multi-stage pipelines as CUTLASS writes them (sm_80): 16-byte `cp.async.cg`
// copies into a ring of shared stages, one commit group per tile, `cp.async.wait_group N`
// with N = stages - 2 before the barrier that publishes the tile. Inline asm as in
// cutlass/arch/memory_sm80.h and memory_sm75.h (the 32-bit shared address from
// `cvta.to.shared`, CUTLASS's spelling of `__cvta_generic_to_shared`).
// Ground truth on every barrier: `keep` (orders a conflicting pair) or `remove`.
#include "../corpus/shim.h"

#define TILE 1024 // floats per stage: 256 threads x one 16-byte copy
#define STAGES 3

static __device__ __forceinline__ unsigned smem_u32(const void *p) {
  unsigned a;
  asm("{ .reg .u64 smem_ptr; cvta.to.shared.u64 smem_ptr, %1; cvt.u32.u64 %0, smem_ptr; }\n"
      : "=r"(a)
      : "l"(p));
  return a;
}

static __device__ __forceinline__ void cp_async16(void *smem, const void *gmem) {
  unsigned s = smem_u32(smem);
  asm volatile("cp.async.cg.shared.global [%0], [%1], 16;\n" ::"r"(s), "l"(gmem));
}

static __device__ __forceinline__ void cp_async_commit() {
  asm volatile("cp.async.commit_group;\n" ::);
}

template <int N> static __device__ __forceinline__ void cp_async_wait() {
  asm volatile("cp.async.wait_group %0;\n" ::"n"(N));
}

// CUTLASS's multistage mainloop: the prologue issues tiles 0 and 1; iteration k waits for
// tile k (wait_group 1: all but the newest group done), publishes it with the barrier,
// issues tile k + 2 into stage (k + 2) % 3 and reads stage k % 3. The one barrier orders
// both the copies of tile k before its reads (RAW) and iteration k - 1's reads of stage
// (k + 2) % 3 before the copy issued into it here (WAR): keep.
__global__ void __launch_bounds__(256) cp_async_ring3(const float *__restrict__ A,
                                                      float *__restrict__ out, int n) {
  __shared__ __attribute__((aligned(16))) float S[STAGES][TILE];
  int t = threadIdx.x;
  float acc = 0.0f;
  for (int s = 0; s < STAGES - 1; ++s) {
    if (s < n)
      cp_async16(&S[s][4 * t], A + s * TILE + 4 * t);
    cp_async_commit();
  }
  for (int k = 0; k < n; ++k) {
    cp_async_wait<STAGES - 2>();
    __syncthreads(); // keep: tile k's copies before its reads (and WAR, above)
    if (k + STAGES - 1 < n)
      cp_async16(&S[(k + STAGES - 1) % STAGES][4 * t], A + (k + STAGES - 1) * TILE + 4 * t);
    cp_async_commit();
    for (int j = 0; j < 8; ++j)
      acc += S[k % STAGES][(4 * t + 128 * j + 1) % TILE];
  }
  cp_async_wait<0>();
  out[blockIdx.x * 256 + t] = acc;
}

// The same with a defensive barrier at the bottom of the loop (what a port of the two-barrier
// tiled loop keeps). It separates this iteration's reads of stage k % 3 and the copy in
// flight into stage (k + 2) % 3 from the next iteration's wait: nothing. The next write into
// stage k % 3 is issued after the next iteration's top barrier. Bottom barrier: remove.
__global__ void __launch_bounds__(256) cp_async_ring3_bottom(const float *__restrict__ A,
                                                             float *__restrict__ out, int n) {
  __shared__ __attribute__((aligned(16))) float S[STAGES][TILE];
  int t = threadIdx.x;
  float acc = 0.0f;
  for (int s = 0; s < STAGES - 1; ++s) {
    if (s < n)
      cp_async16(&S[s][4 * t], A + s * TILE + 4 * t);
    cp_async_commit();
  }
  for (int k = 0; k < n; ++k) {
    cp_async_wait<STAGES - 2>();
    __syncthreads(); // keep
    if (k + STAGES - 1 < n)
      cp_async16(&S[(k + STAGES - 1) % STAGES][4 * t], A + (k + STAGES - 1) * TILE + 4 * t);
    cp_async_commit();
    for (int j = 0; j < 8; ++j)
      acc += S[k % STAGES][(4 * t + 128 * j + 1) % TILE];
    __syncthreads(); // remove: the next copy into stage k % 3 is issued after the next top barrier
  }
  cp_async_wait<0>();
  out[blockIdx.x * 256 + t] = acc;
}

// Two stages, the next tile's copy issued first thing in the iteration, before the wait and
// the top barrier (a common hand-written prefetch). Iteration k + 1 copies into stage
// k % 2, which iteration k reads: only the bottom barrier orders those reads before that
// copy. Bottom barrier: keep.
__global__ void __launch_bounds__(256) cp_async_ring2_early(const float *__restrict__ A,
                                                            float *__restrict__ out, int n) {
  __shared__ __attribute__((aligned(16))) float S[2][TILE];
  int t = threadIdx.x;
  float acc = 0.0f;
  if (n > 0)
    cp_async16(&S[0][4 * t], A + 4 * t);
  cp_async_commit();
  for (int k = 0; k < n; ++k) {
    if (k + 1 < n)
      cp_async16(&S[(k + 1) & 1][4 * t], A + (k + 1) * TILE + 4 * t);
    cp_async_commit();
    cp_async_wait<1>();
    __syncthreads(); // keep: tile k's copies before its reads
    for (int j = 0; j < 8; ++j)
      acc += S[k & 1][(4 * t + 128 * j + 1) % TILE];
    __syncthreads(); // keep (last: remove): these reads before the next copy into their stage
  }
  cp_async_wait<0>();
  out[blockIdx.x * 256 + t] = acc;
}
