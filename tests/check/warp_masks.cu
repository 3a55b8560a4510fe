// Warp collectives whose member mask is computed, inside a branch (issue 39): cuda-samples'
// reduce7 takes the lanes of its last step from __ballot_sync and reduces over them inside
// `if (tid < extent)`. Each kernel asserts the value it computes, so a wrong exchange is a
// device-side assertion the interpreter reports. Launched with a block of 128 (4 warps).
#include <cassert>

// The lanes below `extent` (one per warp of the block) exchange with their xor-1 neighbour,
// over the mask the ballot gave them; the other lanes skip the shuffle and exit.
__global__ void ballot_shuffle(const int *in, int *out) {
  unsigned t = threadIdx.x;
  unsigned extent = blockDim.x / 32;
  unsigned mask = __ballot_sync(0xffffffffu, t < extent);
  if (t < extent) {
    int w = __shfl_xor_sync(mask, in[t], 1);
    assert(w == in[t ^ 1]);
    out[t] = w;
  }
}

// reduce7's last step: the sum over the ballot's lanes, by __reduce_add_sync (redux.sync).
// clang 19's header passes the value as the mask (llvm/llvm-project#131415), so through
// clang-19 a lane runs redux.sync with a mask that does not name it: undefined, a fault.
__global__ void ballot_reduce(const int *in, int *out) {
  unsigned t = threadIdx.x;
  unsigned extent = blockDim.x / 32;
  unsigned mask = __ballot_sync(0xffffffffu, t < extent);
  if (t < extent) {
    int sum = __reduce_add_sync(mask, in[t]);
    assert(sum == in[0] + in[1] + in[2] + in[3]);
    if (t == 0) out[0] = sum;
  }
}

// Groups with different masks in one warp, released in one round: lanes 0 and 1 sync
// between themselves, and the others over the whole warp, which lanes 0 and 1 leave by
// exiting. (The interpreter once took a lane released earlier in the round for one still
// waiting, and panicked.)
__global__ void overlapping_masks(int *out) {
  unsigned lane = threadIdx.x % 32;
  __syncwarp(lane < 2 ? 0x3u : 0xffffffffu);
  out[threadIdx.x] = lane;
}

// A lane whose mask does not name it: undefined in PTX, reported as a fault.
__global__ void mask_without_self(int *out) {
  unsigned lane = threadIdx.x % 32;
  out[threadIdx.x] = __shfl_sync(lane == 5 ? 0x1u : 0xffffffffu, (int)lane, 0);
}
