// The shape of NVIDIA's threadFenceReduction sample, written from its description: each block
// reduces its part in shared memory (a barrier between steps, then a warp-unrolled tail
// through a volatile pointer), thread 0 writes the block's partial sum, fences and takes a
// ticket with atomicInc; the block holding the last ticket learns it through a __shared__
// bool and reduces all partial sums the same way. Every barrier is needed.
// Launch: 1-D blocks of 256, any grid; `retirement` is 0 at the start.

__device__ unsigned retirement = 0;

// Leaves the sum of every thread's `mine` in s[0].
__device__ void reduce_block(volatile float *s, float mine, unsigned t) {
  s[t] = mine;
  __syncthreads(); // keep: s[t + 128] read below was written by another thread
  if (t < 128)
    s[t] = mine = mine + s[t + 128];
  __syncthreads(); // keep: s[t + 64] read below was written by another thread
  if (t < 64)
    s[t] = mine = mine + s[t + 64];
  __syncthreads(); // keep: the tail reads s[32..63], written above by threads 32..63
  if (t < 32) {
    s[t] = mine = mine + s[t + 32];
    s[t] = mine = mine + s[t + 16];
    s[t] = mine = mine + s[t + 8];
    s[t] = mine = mine + s[t + 4];
    s[t] = mine = mine + s[t + 2];
    s[t] = mine = mine + s[t + 1];
  }
}

__global__ void threadfence_reduce(const float *in, float *partial, float *result, unsigned n) {
  __shared__ float s[256];
  __shared__ bool am_last;
  unsigned t = threadIdx.x;
  float mine = 0.0f;
  for (unsigned i = blockIdx.x * 256 + t; i < n; i += gridDim.x * 256)
    mine += in[i];
  reduce_block(s, mine, t);
  if (t == 0) {
    partial[blockIdx.x] = s[0];
    __threadfence();
    unsigned ticket = atomicInc(&retirement, gridDim.x);
    am_last = (ticket == gridDim.x - 1);
  }
  __syncthreads(); // keep: thread 0's store of am_last above, every thread reads it below
  if (am_last) {
    float sum = 0.0f;
    for (unsigned b = t; b < gridDim.x; b += 256)
      sum += partial[b];
    reduce_block(s, sum, t);
    if (t == 0) {
      *result = s[0];
      retirement = 0;
    }
  }
}
