// Atomics whose order is observed (issue 27, class 1), and the control: atomics that commute
// and whose results nobody uses.
//
// Every thread adds to a __shared__ counter; after the barrier thread 0 reads the counter
// with an atomic. Neither side has a data race, with or without the barrier, but without it
// thread 0 may read a partial count. Launch: one block of 256 threads (any 1-D block works).

// A relaxed atomic load at CTA scope: clang has GCC's builtin, nvcc (12.8 and later) its own.
#ifdef __NVCC__
#define ATOMIC_LOAD(p) __nv_atomic_load_n((p), __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_BLOCK)
#else
#define ATOMIC_LOAD(p) __atomic_load_n((p), __ATOMIC_RELAXED)
#endif

// Thread 0 reads the total with an atomic load.
__global__ void counter_atomic_load(const int *in, unsigned *out) {
  __shared__ unsigned count;
  int v = in[blockIdx.x * blockDim.x + threadIdx.x];
  if (threadIdx.x == 0)
    count = 0;
  __syncthreads(); // keep: thread 0's plain store of 0 before every thread's atomicAdd
  if (v > 0)
    atomicAdd(&count, 1u);
  __syncthreads(); // keep: thread 0's atomic load below must see every thread's atomicAdd
  if (threadIdx.x == 0)
    out[blockIdx.x] = ATOMIC_LOAD(&count);
}

// Thread 0 reads the total with an atomicAdd of 0 (an RMW whose result is used).
__global__ void counter_rmw_read(const int *in, unsigned *out) {
  __shared__ unsigned count;
  int v = in[blockIdx.x * blockDim.x + threadIdx.x];
  if (threadIdx.x == 0)
    count = 0;
  __syncthreads(); // keep: thread 0's plain store of 0 before every thread's atomicAdd
  if (v > 0)
    atomicAdd(&count, 1u);
  __syncthreads(); // keep: thread 0's atomicAdd(&count, 0) below reads the total
  if (threadIdx.x == 0)
    out[blockIdx.x] = atomicAdd(&count, 0u);
}

// Control: two rounds of atomicAdd on the same shared words, results unused on both sides of
// the middle barrier. Additions on the same address and width commute, so the middle barrier
// orders nothing anyone can observe; the last barrier orders them all before the read.
// Shared memory only: no other CTA can watch the sums grow.
__global__ void commuting_reductions(const int *in, int *out) {
  __shared__ int sum;
  __shared__ int positives;
  unsigned t = threadIdx.x;
  int v = in[blockIdx.x * blockDim.x + t];
  if (t == 0) {
    sum = 0;
    positives = 0;
  }
  __syncthreads(); // keep: thread 0's plain stores of 0 before the atomicAdds
  atomicAdd(&sum, v);
  atomicAdd(&positives, v > 0 ? 1 : 0);
  __syncthreads(); // remove: atomicAdds with unused results on both sides, same words and width
  atomicAdd(&sum, 2 * v);
  atomicAdd(&positives, v > 100 ? 1 : 0);
  __syncthreads(); // keep: thread 0 reads both sums below with plain loads
  if (t == 0) {
    out[2 * blockIdx.x] = sum;
    out[2 * blockIdx.x + 1] = positives;
  }
}
