// Barriers that cost: `n` rounds, each adding a slice of `in` to the thread's own slot of
// `acc` and ending in a __syncthreads(), then one exchange, every thread reading its
// neighbour's slot. The barrier in the loop (line 17) orders nothing: each thread touches
// only its own slot around it, which `sound` proves from the store at line 14 (every thread
// writes acc[t], so a race-free kernel makes t injective: docs/design.md §4.2) and removes.
// The one after the loop (line 19) orders the last round's writes before the neighbour's
// read and stays. Per CTA, the input executes n + 1 barriers and the output 1
// (transforms/cli/tests/cli_check.rs, docs/check.md "Executed barriers").
#include "../corpus/shim.h"

extern "C" __global__ void rounds(const float *in, float *out, int n) {
  __shared__ float acc[1024];
  uint t = threadIdx.x, b = blockDim.x;
  acc[t] = 0.0f;
  for (int i = 0; i < n; ++i) {
    acc[t] += in[i * b + t];
    __syncthreads();
  }
  __syncthreads();
  out[blockIdx.x * b + t] = acc[(t + 1) % b];
}
