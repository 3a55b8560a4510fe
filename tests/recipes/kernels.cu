// Kernels for the build-recipe tests (tests/recipes/*.sh): what each recipe compiles, and
// what syncflow decides on the way. Written for this repository.

// Reverses a block through shared memory: the barrier between the write and the read
// orders them (kept); the ones at entry and exit order nothing (removed).
extern "C" __global__ void reverse_block(float *data) {
  __shared__ float tile[256];
  unsigned t = threadIdx.x;
  __syncthreads();
  tile[t] = data[blockIdx.x * 256 + t];
  __syncthreads();
  data[blockIdx.x * 256 + t] = tile[255 - t];
  __syncthreads();
}

// Each thread works in its own slot: the barriers order nothing between threads.
extern "C" __global__ void scale_own_slot(float *data, float k) {
  __shared__ float slot[256];
  unsigned t = threadIdx.x;
  slot[t] = data[blockIdx.x * 256 + t];
  __syncthreads();
  slot[t] *= k;
  __syncthreads();
  data[blockIdx.x * 256 + t] = slot[t];
}

// A tree reduction: every barrier orders a write of one thread before another's read.
extern "C" __global__ void block_sum(const float *in, float *out) {
  __shared__ float s[256];
  unsigned t = threadIdx.x;
  s[t] = in[blockIdx.x * 256 + t];
  __syncthreads();
  if (t < 128) s[t] += s[t + 128];
  __syncthreads();
  if (t < 64) s[t] += s[t + 64];
  __syncthreads();
  if (t == 0) {
    float sum = 0.0f;
    for (int i = 0; i < 64; ++i) sum += s[i];
    out[blockIdx.x] = sum;
  }
}
