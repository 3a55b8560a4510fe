// cp.async at the end of a buffer (issue 39): an asynchronous copy whose source runs past
// the end of its buffer is an out-of-bounds finding, never a panic (cuda-samples'
// *_async_copy TensorCoreGemm kernels through nvcc read 4 bytes past a 1 MiB argument and
// stopped the interpreter). `zfill` bytes of each 16-byte copy are zero-filled instead of
// read (cp.async's src-size is 16 - zfill): a copy that reads only what lies inside is in
// bounds. Launched with a block of 128; `in` holds `n` floats.
#include <cuda_pipeline.h>

__global__ void copy_tail(const float *in, float *out, int offset, int zfill) {
  __shared__ float4 tile[128];
  unsigned t = threadIdx.x;
  const float4 *src = reinterpret_cast<const float4 *>(in + 4 * t + offset);
  __pipeline_memcpy_async(&tile[t], src, sizeof(float4), t == 127 ? zfill : 0);
  __pipeline_commit();
  __pipeline_wait_prior(0);
  __syncthreads();
  out[t] = tile[127 - t].x + tile[127 - t].w;
}

// The same exchange without the barrier: each thread reads a tile slot another thread's copy
// writes, unordered, a race the detector must see in both formats (on `.ll` through the
// 32-bit shared address the copy is given).
__global__ void copy_unordered(const float *in, float *out) {
  __shared__ float4 tile[128];
  unsigned t = threadIdx.x;
  __pipeline_memcpy_async(&tile[t], reinterpret_cast<const float4 *>(in + 4 * t),
                          sizeof(float4));
  __pipeline_commit();
  __pipeline_wait_prior(0);
  out[t] = tile[127 - t].x;
}
