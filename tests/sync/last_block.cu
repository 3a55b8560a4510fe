// A last-block reduction where every thread writes part of the block's partial result (issue
// 27, class 3, "counting the block as retired"). Each thread writes its slot of `partial`,
// fences; thread 0 takes a ticket; the block with the last ticket sums every block's partial.
// Launch: 1-D blocks of 256, any grid up to 256 blocks; `tickets` is 0 at the start.
__device__ unsigned tickets = 0;

__global__ void last_block_sum(const float *in, float *partial, float *result) {
  __shared__ bool am_last;
  unsigned t = threadIdx.x;
  partial[blockIdx.x * 256 + t] = in[blockIdx.x * 256 + t] * in[blockIdx.x * 256 + t];
  __threadfence();
  __syncthreads(); // keep: every thread's partial write must precede thread 0's ticket
  if (t == 0) {
    unsigned ticket = atomicInc(&tickets, gridDim.x);
    am_last = (ticket == gridDim.x - 1);
  }
  __syncthreads(); // keep: am_last (and the ticket's acquire) before every thread's reads
  if (am_last) {
    float sum = 0.0f;
    for (unsigned b = 0; b < gridDim.x; ++b)
      sum += partial[b * 256 + t];
    result[t] = sum;
  }
}

// The same through distinct __device__ globals (no pointer parameter can reach them on the
// side of the first barrier): the partial results and the ticket counter are different
// objects, and both barriers are still needed.
__device__ float partials[256 * 256];
__device__ unsigned ticket_counter = 0;

__global__ void last_block_sum_globals(float scale, float *result) {
  __shared__ bool am_last;
  unsigned t = threadIdx.x;
  partials[blockIdx.x * 256 + t] = scale * (blockIdx.x + t);
  __threadfence();
  __syncthreads(); // keep: every thread's partial write must precede thread 0's ticket
  if (t == 0) {
    unsigned ticket = atomicInc(&ticket_counter, gridDim.x);
    am_last = (ticket == gridDim.x - 1);
  }
  __syncthreads(); // keep: am_last (and the ticket's acquire) before every thread's reads
  if (am_last) {
    float sum = 0.0f;
    for (unsigned b = 0; b < gridDim.x; ++b)
      sum += partials[b * 256 + t];
    result[t] = sum;
  }
}
