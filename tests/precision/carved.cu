// One dynamic shared buffer carved into tiles at constant offsets (the layout XLA and Triton
// use), and tiles indexed from a loop-carried uniform base: byte ranges within one object and
// footprints on uniform bases (docs/design.md §4, level 3; issue 30). Expectations are on
// each barrier's line; `// launch:` gives the block the interpreter runs each kernel with.
#include "../corpus/shim.h"

// Two adjacent tiles of 128 floats; the launch bound (at most 128 threads) bounds t.
// launch: adjacent_tiles 128,1,1
extern "C" __global__ void __launch_bounds__(128)
    adjacent_tiles(const float *__restrict__ in, float *__restrict__ out) {
  extern __shared__ char smem[];
  float *a = (float *)smem;
  float *b = (float *)(smem + 512);
  uint t = threadIdx.x;
  a[t] = in[t];
  __syncthreads(); // KEEP
  float x = a[t ^ 1];
  __syncthreads(); // REMOVABLE
  b[t] = x + 1.0f;
  __syncthreads(); // KEEP
  out[t] = b[(t + 1) % 128];
}

// The trap: the second tile starts at the first tile's last element, so b[0] is thread
// 127's a[127]. The ranges meet in four bytes.
// launch: tiles_touch 128,1,1
extern "C" __global__ void __launch_bounds__(128)
    tiles_touch(const float *__restrict__ in, float *__restrict__ out) {
  extern __shared__ char smem[];
  float *a = (float *)smem;
  float *b = (float *)(smem + 508);
  uint t = threadIdx.x;
  a[t] = in[t];
  __syncthreads(); // KEEP
  out[t] = b[0] * 2.0f;
}

// Stages 4 KiB apart, as XLA's pipelines place them: apart under the hardware's limit of
// 1024 threads, with no launch bound at all.
// launch: stages 256,1,1
extern "C" __global__ void stages(const float *__restrict__ in, float *__restrict__ out) {
  extern __shared__ char smem[];
  float *s0 = (float *)smem;
  float *s1 = (float *)(smem + 4096);
  uint t = threadIdx.x;
  s0[t] = in[t];
  __syncthreads(); // REMOVABLE
  s1[t] = in[t + 256];
  __syncthreads(); // KEEP
  out[t] = s0[t ^ 3] + s1[t ^ 5];
}

// Ping-pong halves on a loop-carried base: each thread reads the slot it wrote. Once the middle
// barrier goes, the bottom one is alone on the loop (§4.4 "Laps"): two laps on, the same half,
// apart only by each thread's own slot, which the laps check does not use: kept.
// launch: pingpong_own 128,1,1
extern "C" __global__ void __launch_bounds__(128)
    pingpong_own(const float *__restrict__ in, float *__restrict__ out, int n) {
  __shared__ float buf[2 * 128];
  uint t = threadIdx.x;
  float v = in[t];
  for (int k = 0; k < n; ++k) {
    int h = (k & 1) * 128;
    buf[h + t] = v;
    __syncthreads(); // REMOVABLE
    v = v * 0.5f + buf[h + t];
    __syncthreads(); // KEEP-UNPROVABLE
  }
  out[t] = v;
}

// The same ping-pong, but each thread reads its neighbour's slot of the half it wrote: the
// barrier orders the neighbour's write.
// launch: pingpong_neighbour 128,1,1
extern "C" __global__ void __launch_bounds__(128)
    pingpong_neighbour(const float *__restrict__ in, float *__restrict__ out, int n) {
  __shared__ float buf[2 * 128];
  uint t = threadIdx.x;
  float v = in[t];
  for (int k = 0; k < n; ++k) {
    int h = (k & 1) * 128;
    buf[h + t] = v;
    __syncthreads(); // KEEP
    v = v * 0.5f + buf[h + ((t + 1) & 127)];
  }
  out[t] = v;
}

// A sliding window: iteration k writes w[k + t] and reads it back (the thread's own slot, on
// the base k of this iteration); the next iteration writes w[k + 1 + t], which is thread
// t + 1's w[k + t] of this one. The base moves at the loop's header phi: the barrier at the
// bottom is needed and stays; the one in the middle orders nothing.
// launch: sliding_window 64,1,1
extern "C" __global__ void __launch_bounds__(64)
    sliding_window(const int *__restrict__ in, int *__restrict__ out) {
  __shared__ int w[64 + 4];
  uint t = threadIdx.x;
  int acc = in[t];
#pragma unroll 1
  for (int k = 0; k < 3; ++k) {
    w[k + t] = acc;
    __syncthreads(); // REMOVABLE
    acc += w[k + t];
    __syncthreads(); // KEEP
  }
  out[t] = acc;
}

// The naive scan's last barrier (GPUVerify's CUDA20/scan/naive): after the loop the read's
// base is `pout·n` with pout a phi of 0 (the loop did not run) and of the last iteration's
// value. On either edge each thread reads the slot it wrote: only the question asked once
// per incoming edge of the join proves it (`n` must be the block's size, as the benchmark
// requires: the launch runs 2 threads with n = 2).
// launch: scan_tail 2,1,1
extern "C" __global__ void scan_tail(float *__restrict__ out, const float *__restrict__ in,
                                     int n) {
  __shared__ float temp[2 * 32];
  int t = threadIdx.x;
  int pout = 0, pin = 1;
  temp[pout * n + t] = (t > 0) ? in[t - 1] : 0;
  for (int offset = 1; offset < n; offset *= 2) {
    pout = 1 - pout;
    pin = 1 - pout;
    __syncthreads(); // KEEP
    temp[pout * n + t] = temp[pin * n + t];
    if (t >= offset)
      temp[pout * n + t] += temp[pin * n + t - offset];
  }
  __syncthreads(); // REMOVABLE
  out[t] = temp[pout * n + t];
}
