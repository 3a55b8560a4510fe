// Publication to other CTAs (issue 27, class 3): every thread writes global data, the barrier,
// then thread 0 signals that the block's data is ready. The barrier is what puts the other
// threads' writes before thread 0's signal (bar.sync is cumulative in the PTX memory model),
// so it is needed whether or not the data and the flag can be the same object.
// Launch: 1-D blocks of 256; a consumer CTA (another kernel or a later block) waits for the
// flag and reads the data.

// Fence plus flag, through pointers that may alias.
__global__ void publish_fence_flag(const float *in, float *data, int *flag) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  data[i] = 2.0f * in[i];
  __syncthreads(); // keep: every thread's write of data is published by thread 0's fence+flag
  if (threadIdx.x == 0) {
    __threadfence();
    atomicExch(&flag[blockIdx.x], 1);
  }
}

// The same with __restrict__ parameters: data and flag are distinct objects, and the barrier
// is still needed.
__global__ void publish_fence_flag_restrict(const float *__restrict__ in,
                                            float *__restrict__ data, int *__restrict__ flag) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  data[i] = 2.0f * in[i];
  __syncthreads(); // keep: data and flag are distinct, the signal still publishes data
  if (threadIdx.x == 0) {
    __threadfence();
    atomicExch(&flag[blockIdx.x], 1);
  }
}

// The same with distinct __device__ globals (and no pointer parameter that might reach them).
__device__ float published[1 << 16];
__device__ int ready[256];

__global__ void publish_device_globals(float scale) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  published[i] = scale * i;
  __syncthreads(); // keep: `published` and `ready` are distinct globals; the signal publishes
  if (threadIdx.x == 0) {
    __threadfence();
    atomicExch(&ready[blockIdx.x], 1);
  }
}

// A release store at GPU scope (CUTLASS's semaphore spelling), inline PTX.
__global__ void publish_st_release(const float *in, float *data, unsigned *flag) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  data[i] = 2.0f * in[i];
  __syncthreads(); // keep: every thread's write of data is published by thread 0's st.release
  if (threadIdx.x == 0) {
    size_t f = __cvta_generic_to_global(&flag[blockIdx.x]);
    asm volatile("st.release.gpu.global.u32 [%0], %1;" ::"l"(f), "r"(1u) : "memory");
  }
}

// A release exchange at GPU scope, inline PTX.
__global__ void publish_atom_release(const float *in, float *data, unsigned *flag) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  data[i] = 2.0f * in[i];
  __syncthreads(); // keep: every thread's write of data is published by thread 0's atom.release
  if (threadIdx.x == 0) {
    size_t f = __cvta_generic_to_global(&flag[blockIdx.x]);
    unsigned old;
    asm volatile("atom.release.gpu.global.exch.b32 %0, [%1], %2;"
                 : "=r"(old)
                 : "l"(f), "r"(1u)
                 : "memory");
    (void)old;
  }
}
