// Controls: barriers near a signal to other CTAs that still order nothing, so they must stay
// removable (issue 27: "shared-memory-only work before a signal no other CTA can see it
// through", "reads of read-only data"). Launch: 1-D blocks of 256.

// Between the two barriers every access is to shared memory (a read of another thread's s1
// slot and a store to the thread's own s2 slot); thread 0's signal comes after the second
// barrier. The global writes the signal publishes are above the first barrier, which stays
// and orders them before the signal on its own. No access on the first side of the second
// barrier is visible to another CTA, and nothing below touches another thread's s1 or s2.
__global__ void shared_work_then_signal(const float *in, float *out, float *res, int *flag) {
  __shared__ float s1[256];
  __shared__ float s2[256];
  unsigned t = threadIdx.x;
  unsigned i = blockIdx.x * 256 + t;
  float x = in[i];
  out[i] = 2.0f * x;
  s1[t] = x;
  __syncthreads(); // keep: s1[t ^ 1] read below was written by another thread
  s2[t] = s1[t ^ 1] + 1.0f;
  __syncthreads(); // remove: above, only shared memory this CTA alone sees; below, own s2 slot
  if (t == 0) {
    __threadfence();
    atomicExch(&flag[blockIdx.x], 1);
  }
  res[i] = s2[t];
}

// Thread 0 announces the block's start to other CTAs, then every thread reads a read-only
// table through the non-coherent cache into its own shared slot. The only accesses between
// the signal's barrier and the next are reads of data nobody writes during the kernel and
// shared memory no other CTA sees; the second barrier orders the signal before the global
// writes on its own.
__global__ void signal_then_ldg(const float *__restrict__ table, float *out, int *started) {
  __shared__ float s[256];
  unsigned t = threadIdx.x;
  if (t == 0) {
    __threadfence();
    atomicExch(&started[blockIdx.x], 1);
  }
  __syncthreads(); // remove: below, only __ldg reads of read-only data and this CTA's shared slot
  s[t] = __ldg(&table[t]) + __ldg(&table[t + 256]);
  __syncthreads(); // keep: s[(t + 1) % 256] read below was written by another thread
  out[blockIdx.x * 256 + t] = s[(t + 1) % 256];
}
