// Barriers written the cooperative-groups way and with __syncwarp, compiled only against the
// real CUDA headers (regen.sh): every barrier reaches the IR through inlined header code, and
// every one must be reported at the line of this file that asked for it.
#include <cooperative_groups.h>
#include "shim.h"
namespace cg = cooperative_groups;

#define N 256

// Tree reduction with block.sync(): every barrier orders a write of one thread before a
// read by another (required), except the second of the back-to-back pair at the end
// (removable: nothing happens between the two).
__global__ void cg_block_reduce(const float *in, float *out) {
  __shared__ float s[N];
  cg::thread_block block = cg::this_thread_block();
  unsigned t = block.thread_rank();
  s[t] = in[blockIdx.x * N + t];
  block.sync();                                   // required
  for (unsigned stride = N / 2; stride > 0; stride >>= 1) {
    if (t < stride)
      s[t] += s[t + stride];
    cg::sync(block);                              // required
  }
  if (t == 0)
    out[blockIdx.x] = s[0];
  block.sync();                                   // required: s[0] read above, written below
  s[t] = 0.0f;
  block.sync();                                   // removable only with its twin below gone
  block.sync();                                   // removable: back to back with the one above
  out[gridDim.x + blockIdx.x * N + t] = s[(t + 1) % N];
}

// __syncwarp between lanes of one warp, and a tile's sync: warp-scope, never candidates.
__global__ void cg_warp_exchange(float *data) {
  __shared__ float s[N];
  unsigned t = threadIdx.x;
  s[t] = data[t];
  __syncwarp();                                   // warp-scope
  data[t] = s[t ^ 1];
  cg::thread_block_tile<32> tile = cg::tiled_partition<32>(cg::this_thread_block());
  s[t] = data[t] * 2.0f;
  tile.sync();                                    // warp-scope
  data[t] = s[(t & ~31u) + ((t + 1) & 31u)];
  __syncthreads();                                // removable: nothing shared below
  data[t] += 1.0f;
}
