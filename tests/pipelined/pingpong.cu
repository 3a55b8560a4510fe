// Ping-pong stencil: two arrays swap roles every iteration.
#include "../corpus/shim.h"

#define N 256

// src/dst as one array's halves chosen by the iteration's parity, one barrier per iteration:
// it orders this iteration's write of dst before the next iteration's reads of it, and this
// iteration's reads of src before the next iteration's write of it. Needed.
__global__ void __launch_bounds__(256) jacobi_halves(float *__restrict__ g, int steps) {
  __shared__ float buf[2][N];
  int t = threadIdx.x;
  buf[0][t] = g[blockIdx.x * N + t];
  __syncthreads(); // keep
  for (int k = 0; k < steps; ++k) {
    int src = k & 1, dst = src ^ 1;
    float l = buf[src][(t + N - 1) % N], r = buf[src][(t + 1) % N];
    buf[dst][t] = 0.5f * (l + r);
    __syncthreads(); // keep: the next iteration reads dst's neighbours
  }
  g[blockIdx.x * N + t] = buf[steps & 1][t];
}

// Three arrays in rotation (read two, write the third): at the bottom a barrier orders the
// write of buffer w = k % 3 before next iteration's reads (keep).
__global__ void __launch_bounds__(256) rotate3(float *__restrict__ g, int steps) {
  __shared__ float buf[3][N];
  int t = threadIdx.x;
  buf[0][t] = g[blockIdx.x * N + t];
  buf[1][t] = g[blockIdx.x * N + t];
  __syncthreads(); // keep
  for (int k = 0; k < steps; ++k) {
    int w = (k + 2) % 3, a = k % 3, b = (k + 1) % 3;
    buf[w][t] = buf[a][(t + 1) % N] + buf[b][(t + N - 1) % N];
    __syncthreads(); // keep
  }
  g[blockIdx.x * N + t] = buf[(steps + 1) % 3][t];
}
