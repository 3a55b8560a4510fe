// Blelloch work-efficient exclusive scan (GPU Gems 3, ch. 39): up-sweep with
// the barrier at the top of the loop body, clear the last element, down-sweep
// with the barrier at the top, one barrier before the write-back.
#include "shim.h"

extern "C" __global__ void scan_blelloch(const float *g_in, float *g_out,
                                         int n) {
  extern __shared__ float temp[];
  int t = threadIdx.x;
  int offset = 1;
  temp[2 * t] = g_in[2 * t];
  temp[2 * t + 1] = g_in[2 * t + 1];
  for (int d = n >> 1; d > 0; d >>= 1) {
    __syncthreads();
    if (t < d) {
      int ai = offset * (2 * t + 1) - 1;
      int bi = offset * (2 * t + 2) - 1;
      temp[bi] += temp[ai];
    }
    offset *= 2;
  }
  if (t == 0)
    temp[n - 1] = 0;
  for (int d = 1; d < n; d *= 2) {
    offset >>= 1;
    __syncthreads();
    if (t < d) {
      int ai = offset * (2 * t + 1) - 1;
      int bi = offset * (2 * t + 2) - 1;
      float x = temp[ai];
      temp[ai] = temp[bi];
      temp[bi] += x;
    }
  }
  __syncthreads();
  g_out[2 * t] = temp[2 * t];
  g_out[2 * t + 1] = temp[2 * t + 1];
}
