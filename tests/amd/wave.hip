// AMD-specific shapes: wave shuffles (ds_bpermute / DPP), a per-thread slot that
// the thread itself reads back, and a publish to other workgroups.
#include <hip/hip_runtime.h>

// Each wave reduces with __shfl_xor (registers only: no LDS is touched), lane 0 of
// each wave writes its partial, thread 0 sums the partials.
extern "C" __global__ void __launch_bounds__(256) wave_sum(const float *in, float *out) {
  __shared__ float partial[16];
  uint t = threadIdx.x;
  float v = in[blockIdx.x * 256 + t];
  for (int d = warpSize / 2; d > 0; d /= 2)
    v += __shfl_xor(v, d);
  if (t % warpSize == 0)
    partial[t / warpSize] = v;
  __syncthreads(); // keep: partials written above, thread 0 reads them below
  if (t == 0) {
    float s = 0.0f;
    for (int w = 0; w < 256 / warpSize; ++w)
      s += partial[w];
    out[blockIdx.x] = s;
  }
}

// Every thread writes its own slot and reads it back: race freedom makes the slot
// index injective (docs/design.md §4.2), and the group's fences do not stop that.
extern "C" __global__ void own_slot(const float *__restrict__ in,
                                    float *__restrict__ out) {
  __shared__ float s[1024];
  uint t = threadIdx.x;
  uint g = blockIdx.x * blockDim.x + t;
  s[t] = in[g] * 2.0f;
  __syncthreads(); // remove: each thread reads only the slot it wrote
  out[g] = s[t] + 1.0f;
}

// The last barrier is followed by a publish to other workgroups: thread 0's
// __threadfence() and flag must carry every thread's writes (docs/design.md §4.3).
extern "C" __global__ void publish(float *data, int *flag) {
  __shared__ float s[1024];
  uint t = threadIdx.x;
  uint g = blockIdx.x * blockDim.x + t;
  s[t] = data[g];
  __syncthreads(); // keep: write above, reversed read below
  data[g] = s[blockDim.x - 1 - t] * 0.5f;
  __syncthreads(); // keep: every thread's global write above, thread 0 publishes below
  if (t == 0) {
    __threadfence();
    atomicExch(&flag[blockIdx.x], 1);
  }
}
