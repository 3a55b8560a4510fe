// Atomics of different widths on the same bytes (issue 27, class 5).
//
// A 64-bit word starts at 0. Every thread adds 1 to its low half with a 32-bit atomicAdd;
// after the barrier, thread 0 adds 2^32 - blockDim.x to the whole word with a 64-bit
// atomicAdd. Nobody uses either result. With the barrier the low half is blockDim.x when the
// 64-bit add lands, which carries into the high half: the word ends as 2^32. Without it the
// 64-bit add can land first, carry nothing, and the later 32-bit adds wrap the low half
// without carrying either: the word ends as 0. Were both adds 64-bit, they would commute;
// at different widths they do not (and are not morally strong in the PTX memory model: the
// atomics race). Launch: one 1-D block of two threads or more.
__global__ void mixed_width_word(unsigned long long *out) {
  __shared__ unsigned long long word;
  if (threadIdx.x == 0)
    word = 0;
  __syncthreads(); // keep: thread 0's plain store before the atomics
  atomicAdd(reinterpret_cast<unsigned *>(&word), 1u);
  __syncthreads(); // keep: 32-bit atomics on the low half above, a 64-bit atomic on the word below
  if (threadIdx.x == 0)
    atomicAdd(&word, (1ull << 32) - blockDim.x);
  __syncthreads(); // keep: the last thread reads the word below with a plain load
  if (threadIdx.x == blockDim.x - 1)
    out[blockIdx.x] = word;
}

// The same on global memory, one word per block (0 at the start), read by the host after the
// kernel: still not the same width, so still not commuting reductions.
__global__ void mixed_width_global(unsigned long long *words) {
  unsigned long long *w = &words[blockIdx.x];
  atomicAdd(reinterpret_cast<unsigned *>(w), 1u);
  __syncthreads(); // keep: 32-bit atomics on the low half above, a 64-bit atomic on the word below
  if (threadIdx.x == 0)
    atomicAdd(w, (1ull << 32) - blockDim.x);
}
