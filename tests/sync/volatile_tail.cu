// Volatile shared memory (issue 27, class 2). A volatile access is not an atomic one: two
// threads' volatile accesses to the same bytes, one a write, still need a barrier between
// them. (The warp-unrolled tails below also rely on the old warp-synchronous style, racy
// under the CUDA memory model since Volta; the barriers before them are needed either way.)

// The smallest case: every thread stores its slot through a volatile pointer; after the
// barrier, the first warp reads slots of the second warp (issue 27's smallest case:
// st.volatile.shared, bar.sync 0, ld.volatile.shared). Launch: 1-D block of 64..256.
__global__ void volatile_store_then_load(float scale, float *out) {
  __shared__ float s[256];
  volatile float *v = s;
  unsigned t = threadIdx.x;
  v[t] = scale * t;
  __syncthreads(); // keep: volatile store of slot t+32 above, volatile load of it below
  if (t < 32)
    out[blockIdx.x * 32 + t] = v[t + 32];
}

// Block reduction into shared memory, then a warp-unrolled tail through a volatile pointer.
// Launch: 1-D block of 256.
__global__ void block_reduce_volatile_tail(const float *in, float *out) {
  __shared__ float s[256];
  unsigned t = threadIdx.x;
  s[t] = in[blockIdx.x * 256 + t];
  __syncthreads(); // keep: s[t + 128] read below was written by another thread
  if (t < 128)
    s[t] += s[t + 128];
  __syncthreads(); // keep: s[t + 64] read below was written by another thread
  if (t < 64)
    s[t] += s[t + 64];
  __syncthreads(); // keep: the volatile tail reads s[32..63], written above by threads 32..63
  if (t < 32) {
    volatile float *v = s;
    v[t] += v[t + 32];
    v[t] += v[t + 16];
    v[t] += v[t + 8];
    v[t] += v[t + 4];
    v[t] += v[t + 2];
    v[t] += v[t + 1];
  }
  if (t == 0)
    out[blockIdx.x] = s[0];
}
