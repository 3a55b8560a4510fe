// The lock of Triton's layer-norm backward kernel (the tutorial's _layer_norm_bwd_dx_fused),
// written in CUDA: a program accumulates its rows' partial dw into a buffer shared by a group
// of programs, under a spin lock. Triton runs the scalar lock operations on one thread and
// puts a barrier after the acquire and one (tl.debug_barrier) before the release; thread 0
// plays that thread here. Both barriers are needed: the first orders the lock's acquire before
// every thread's read-modify-write of the buffer, the second orders those before the release.
// Launch: 1-D blocks of 256 (one column per thread); `locks` and `counts` are 0 at the start.
__global__ void layer_norm_bwd_accumulate(const float *dw, float *partial_dw, int *locks,
                                          int *counts, unsigned groups) {
  unsigned t = threadIdx.x;
  unsigned group = blockIdx.x % groups;
  int *lock = &locks[group];
  int *count = &counts[group];
  float mine = dw[blockIdx.x * 256 + t];
  if (t == 0) {
    while (atomicCAS(lock, 0, 1) == 1) {
    }
    __threadfence();
  }
  __syncthreads(); // keep: thread 0 holds the lock before anyone reads count or partial_dw
  float *slot = &partial_dw[group * 256 + t];
  if (*count == 0)
    *slot = mine;
  else
    *slot += mine;
  __syncthreads(); // keep: every thread's read of count and RMW of partial_dw before the release
  if (t == 0) {
    if (*count == 0)
      atomicExch(count, 1);
    __threadfence();
    atomicExch(lock, 0);
  }
}

// The same with __restrict__ parameters: the lock, the count and the buffer are distinct
// objects, and both barriers are still needed.
__global__ void layer_norm_bwd_accumulate_restrict(const float *__restrict__ dw,
                                                   float *__restrict__ partial_dw,
                                                   int *__restrict__ locks,
                                                   int *__restrict__ counts, unsigned groups) {
  unsigned t = threadIdx.x;
  unsigned group = blockIdx.x % groups;
  int *lock = &locks[group];
  int *count = &counts[group];
  float mine = dw[blockIdx.x * 256 + t];
  if (t == 0) {
    while (atomicCAS(lock, 0, 1) == 1) {
    }
    __threadfence();
  }
  __syncthreads(); // keep: thread 0 holds the lock before anyone reads count or partial_dw
  float *slot = &partial_dw[group * 256 + t];
  if (*count == 0)
    *slot = mine;
  else
    *slot += mine;
  __syncthreads(); // keep: every thread's read of count and RMW of partial_dw before the release
  if (t == 0) {
    if (*count == 0)
      atomicExch(count, 1);
    __threadfence();
    atomicExch(lock, 0);
  }
}
