// Stores to one slot from two threads, ordered by synchronization other than a CTA barrier
// (issue 27, class 4). The race-freedom rule "if s[f(tid)] were not injective two threads'
// stores would race" does not hold here: the stores do not race, they are ordered, and the
// CTA barrier after them is what makes the later store visible to every reader.

// Launch: a 16x2 block (one warp). Row 0 stores s[x], then reaches __syncwarp; row 1 waits
// at __syncwarp first and stores s[x] after it. Everyone then reads s[x] and must see row 1's
// value: row 0 threads see it only through the CTA barrier.
__global__ void syncwarp_ordered_slots(int *out) {
  __shared__ int s[16];
  unsigned x = threadIdx.x, y = threadIdx.y;
  if (y == 1)
    __syncwarp();
  s[x] = 100 * y + x;
  if (y == 0)
    __syncwarp();
  __syncthreads(); // keep: row 1's store of s[x] above, row 0's read of s[x] below
  out[16 * y + x] = s[x];
}

// Launch: a 32x4 block. Rows 0 and 1 (threads 0..63) meet at named barrier 1 with a count of
// 64: row 0 stores s[x] before it, row 1 after it. Rows 2 and 3 take no part. After the CTA
// barrier every row reads s[x] and must see row 1's value.
__global__ void named_barrier_ordered_slots(int *out) {
  __shared__ int s[32];
  unsigned x = threadIdx.x, y = threadIdx.y;
  if (y == 0)
    s[x] = x;
  if (y < 2)
    asm volatile("bar.sync 1, 64;" ::: "memory");
  if (y == 1)
    s[x] = 100 + x;
  __syncthreads(); // keep: row 1's store of s[x] above, rows 0, 2 and 3 read s[x] below
  out[32 * y + x] = s[x];
}

// Launch: a 32x2 block. A flag in shared memory orders the stores instead: row 0 stores s[x]
// and releases flag[x]; row 1 acquires flag[x], then stores s[x]. (Release and acquire at
// CTA scope, through inline PTX.)
__global__ void flag_ordered_slots(int *out) {
  __shared__ int s[32];
  __shared__ unsigned flag[32];
  unsigned x = threadIdx.x, y = threadIdx.y;
  unsigned f = static_cast<unsigned>(__cvta_generic_to_shared(&flag[x]));
  if (y == 0)
    flag[x] = 0;
  __syncthreads(); // keep: row 0's plain store of flag[x] before row 1's acquire loads of it
  if (y == 0) {
    s[x] = x;
    asm volatile("st.release.cta.shared.u32 [%0], %1;" ::"r"(f), "r"(1u) : "memory");
  } else {
    unsigned seen;
    do {
      asm volatile("ld.acquire.cta.shared.u32 %0, [%1];" : "=r"(seen) : "r"(f) : "memory");
    } while (seen == 0);
    s[x] = 100 + x;
  }
  __syncthreads(); // keep: row 1's store of s[x] above, row 0's read of s[x] below
  out[32 * y + x] = s[x];
}
