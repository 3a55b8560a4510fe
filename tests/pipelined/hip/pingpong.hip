// Ping-pong stencil: two arrays swap roles every iteration.
#include <hip/hip_runtime.h> // HIP twin of ../pingpong.cu: the same code, lines and truth

#define N 256

// src/dst as one array's halves chosen by the iteration's parity, one barrier per iteration.
// It is needed twice over: the next iteration reads the neighbours of what this one wrote
// into buf[dst] (RAW), and writes buf[src], whose neighbours this one read (WAR). Keep; a
// copy peeled off as the last iteration orders nothing (each thread then reads its own slot).
__global__ void __launch_bounds__(256) jacobi_halves(float *__restrict__ g, int steps) {
  __shared__ float buf[2][N];
  int t = threadIdx.x;
  buf[0][t] = g[blockIdx.x * N + t];
  __syncthreads(); // keep
  for (int k = 0; k < steps; ++k) {
    int src = k & 1, dst = src ^ 1;
    float l = buf[src][(t + N - 1) % N], r = buf[src][(t + 1) % N];
    buf[dst][t] = 0.5f * (l + r);
    __syncthreads(); // keep (last: remove): the next iteration reads dst's neighbours
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
    __syncthreads(); // keep (last: remove): the next iteration reads buf[w], writes buf[a]
  }
  g[blockIdx.x * N + t] = buf[(steps + 1) % 3][t];
}

// The two-barrier form of jacobi_halves: every thread reads its neighbours into a register,
// waits, writes, waits. The first barrier is what an in-place update needs (WAR on one
// array); here the write goes to the other half, whose last reads were before the previous
// iteration's second barrier. First barrier: remove; second: keep.
__global__ void __launch_bounds__(256) jacobi_halves2(float *__restrict__ g, int steps) {
  __shared__ float buf[2][N];
  int t = threadIdx.x;
  buf[0][t] = g[blockIdx.x * N + t];
  __syncthreads(); // keep
  for (int k = 0; k < steps; ++k) {
    int src = k & 1, dst = src ^ 1;
    float v = 0.5f * (buf[src][(t + N - 1) % N] + buf[src][(t + 1) % N]);
    __syncthreads(); // remove: the write below goes to the other half
    buf[dst][t] = v;
    __syncthreads(); // keep (last: remove): the next iteration reads dst's neighbours
  }
  g[blockIdx.x * N + t] = buf[steps & 1][t];
}

// Ping-pong by swapping two pointers to distinct __shared__ arrays (the textbook stencil).
// Two barriers per iteration as in jacobi_halves2: the one between the reads of *src and
// the write of *dst orders nothing (two arrays); the bottom one is needed. First barrier:
// remove; second: keep.
__global__ void __launch_bounds__(256) jacobi_swap(float *__restrict__ g, int steps) {
  __shared__ float a[N], b[N];
  int t = threadIdx.x;
  a[t] = g[blockIdx.x * N + t];
  __syncthreads(); // keep
  float *src = a, *dst = b;
  for (int k = 0; k < steps; ++k) {
    float v = 0.5f * (src[(t + N - 1) % N] + src[(t + 1) % N]);
    __syncthreads(); // remove: the write below goes to the other array
    dst[t] = v;
    __syncthreads(); // keep (last: remove): the next iteration reads *dst
    float *tmp = src;
    src = dst;
    dst = tmp;
  }
  g[blockIdx.x * N + t] = src[t];
}
