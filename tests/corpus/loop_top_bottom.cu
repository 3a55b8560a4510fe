// Loops with barriers at the top and the bottom of the body.
// loop_top_bottom: top barrier T, middle barrier M, bottom barrier Bt; between
// Bt and the next T lies only the loop test, so one of T/Bt orders nothing.
// loop_top_prev_write: ping-pong buffers, a single barrier at the top of the
// body orders the previous iteration's write (and the preceding load).
#include "shim.h"

extern "C" __global__ void loop_top_bottom(const float *in, float *out, int n) {
  __shared__ float s[1024];
  uint t = threadIdx.x;
  float acc = 0.0f;
  for (int i = 0; i < n; ++i) {
    __syncthreads();
    s[t] = in[i * blockDim.x + t];
    __syncthreads();
    acc += s[blockDim.x - 1 - t];
    __syncthreads();
  }
  out[blockIdx.x * blockDim.x + t] = acc;
}

extern "C" __global__ void loop_top_prev_write(const float *in, float *out,
                                               int steps) {
  __shared__ float buf[2][1024];
  uint t = threadIdx.x;
  uint nt = blockDim.x;
  buf[0][t] = in[blockIdx.x * nt + t];
  int cur = 0;
  for (int i = 0; i < steps; ++i) {
    __syncthreads();
    float left = buf[cur][(t + nt - 1) % nt];
    float right = buf[cur][(t + 1) % nt];
    buf[cur ^ 1][t] = 0.5f * (left + right);
    cur ^= 1;
  }
  __syncthreads();
  out[blockIdx.x * nt + t] = buf[cur][(t + 1) % nt];
}
