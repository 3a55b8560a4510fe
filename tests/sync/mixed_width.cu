// Atomics of different widths on the same bytes (issue 27, class 5).
//
// A 64-bit word starts at 0xffffffff. Every thread adds 1 to its low half with a 32-bit
// atomicAdd (no carry into the high half), then, after the barrier, adds 1 to the whole word
// with a 64-bit atomicAdd. With the barrier the result is always 2*blockDim.x - 1 with a high
// half of 0; without it a 64-bit add can land while the low half is still 0xffffffff and
// carry into the high half. Atomics of different sizes on overlapping bytes are not morally
// strong in the PTX memory model: without the barrier they race. Launch: one 1-D block.
__global__ void mixed_width_word(unsigned long long *out) {
  __shared__ unsigned long long word;
  if (threadIdx.x == 0)
    word = 0xffffffffull;
  __syncthreads(); // keep: thread 0's plain store before the atomics
  atomicAdd(reinterpret_cast<unsigned *>(&word), 1u);
  __syncthreads(); // keep: 32-bit atomics on the low half above, 64-bit atomics on the word below
  atomicAdd(&word, 1ull);
  __syncthreads(); // keep: thread 0 reads the word below with a plain load
  if (threadIdx.x == 0)
    out[blockIdx.x] = word;
}

// The same on global memory, one word per block, results unused (reductions): still not the
// same width, so still not commuting reductions.
__global__ void mixed_width_global(unsigned long long *words) {
  unsigned long long *w = &words[blockIdx.x];
  atomicAdd(reinterpret_cast<unsigned *>(w), 1u);
  __syncthreads(); // keep: 32-bit atomics on the low half above, 64-bit atomics on the word below
  atomicAdd(w, 1ull);
}
