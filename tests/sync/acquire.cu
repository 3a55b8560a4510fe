// The mirror of publication (issue 27, class 3): thread 0 waits for another CTA's signal, the
// barrier, then every thread reads the data the signal published. The barrier is what puts
// thread 0's acquire before the other threads' reads. Launch: 1-D blocks of 256; a producer
// CTA writes `data` and then sets `flag` with a release.

// Thread 0 spins on an acquire load at GPU scope (inline PTX).
__global__ void consume_ld_acquire(const float *data, const unsigned *flag, float *out) {
  if (threadIdx.x == 0) {
    size_t f = __cvta_generic_to_global(flag);
    unsigned seen;
    do {
      asm volatile("ld.acquire.gpu.global.u32 %0, [%1];" : "=r"(seen) : "l"(f) : "memory");
    } while (seen == 0);
  }
  __syncthreads(); // keep: thread 0's acquire above, every thread's read of data below
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = data[i] + 1.0f;
}

// Thread 0 spins on a volatile flag, then fences (the pre-CUDA-9 spelling of an acquire).
__global__ void consume_volatile_fence(const float *data, const int *flag, float *out) {
  if (threadIdx.x == 0) {
    while (*static_cast<const volatile int *>(flag) == 0) {
    }
    __threadfence();
  }
  __syncthreads(); // keep: thread 0's volatile read and fence above, every thread's read below
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = data[i] + 1.0f;
}

// The same with distinct __device__ globals: the flag and the data are different objects,
// and the barrier is still needed. (No pointer parameter: one could reach the flag.)
__device__ float produced[1 << 16];
__device__ float consumed[1 << 16];
__device__ int produced_ready;

__global__ void consume_device_globals() {
  if (threadIdx.x == 0) {
    while (*static_cast<volatile int *>(&produced_ready) == 0) {
    }
    __threadfence();
  }
  __syncthreads(); // keep: thread 0's volatile read and fence above, every thread's read below
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  consumed[i] = produced[i] + 1.0f;
}
