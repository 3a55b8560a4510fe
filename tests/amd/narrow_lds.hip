// Barriers whose every crossing conflict is on LDS, with global traffic crossing them
// (docs/design.md §4.5, "Narrowing to LDS"). Ground truth: `narrow` is a barrier that
// stays, its fences narrowed to LDS; `keep` stays whole.
#include <hip/hip_runtime.h>

// Each thread stores its own output slot, then the block exchanges through LDS: the
// store crosses the barrier, but no other thread touches that slot.
extern "C" __global__ void __launch_bounds__(256)
    store_then_exchange(const float *__restrict__ in, float *__restrict__ out) {
  __shared__ float s[256];
  uint t = threadIdx.x;
  uint g = blockIdx.x * 256 + t;
  float x = in[g];
  out[g] = x;
  s[t] = x;
  __syncthreads(); // narrow: s written above, a neighbour's slot read below; out[g] is this thread's own
  out[g] += s[(t + 1) % 256];
}

// The next tile's global loads are issued before the barrier (a prefetch): reads of
// read-only memory conflict with nothing, so the barrier need not wait for them.
extern "C" __global__ void __launch_bounds__(256)
    prefetch_loop(const float *__restrict__ in, float *__restrict__ out, int tiles) {
  __shared__ float s[256];
  uint t = threadIdx.x;
  float acc = 0.0f;
  float cur = in[t];
  for (int k = 0; k < tiles; ++k) {
    float next = in[(k + 1) * 256 + t];
    s[t] = cur;
    __syncthreads(); // narrow: s written above, a neighbour's slot read below; the prefetch only reads
    acc += s[(t + 1) % 256];
    __syncthreads(); // narrow: the neighbour's read above, the next write of s below
    cur = next;
  }
  out[blockIdx.x * 256 + t] = acc;
}

// A global conflict crosses: thread t writes out[g], thread t-1 reads it back. The
// fences must order global memory too.
extern "C" __global__ void __launch_bounds__(256)
    global_exchange(const float *__restrict__ in, float *__restrict__ out,
                    float *__restrict__ res) {
  __shared__ float s[256];
  uint t = threadIdx.x;
  uint g = blockIdx.x * 256 + t;
  out[g] = in[g];
  s[t] = in[g];
  __syncthreads(); // keep: out[g] written above, a neighbour's out read below (global)
  res[g] = out[blockIdx.x * 256 + (t + 1) % 256] + s[(t + 1) % 256];
}
