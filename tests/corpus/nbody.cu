// N-body force accumulation, tiled: each iteration stages blockDim.x bodies
// in shared memory, every thread reads all of them, and the bottom barrier
// keeps the next iteration's stores from overwriting bodies still in use.
#include "shim.h"

struct float4_ {
  float x, y, z, w;
};

__global__ void nbody_forces(const float4_ *__restrict__ pos,
                             float4_ *__restrict__ acc, int n) {
  __shared__ float4_ sh[256];
  uint t = threadIdx.x;
  uint i = blockIdx.x * blockDim.x + t;
  float4_ me = pos[i];
  float ax = 0.0f, ay = 0.0f, az = 0.0f;
  for (int tile = 0; tile < n; tile += blockDim.x) {
    sh[t] = pos[tile + t];
    __syncthreads();
    for (uint j = 0; j < blockDim.x; ++j) {
      float dx = sh[j].x - me.x, dy = sh[j].y - me.y, dz = sh[j].z - me.z;
      float d2 = dx * dx + dy * dy + dz * dz + 1e-9f;
      float inv = __nvvm_rsqrt_approx_f(d2);
      float f = sh[j].w * inv * inv * inv;
      ax += f * dx;
      ay += f * dy;
      az += f * dz;
    }
    __syncthreads();
  }
  acc[i] = float4_{ax, ay, az, 0.0f};
}
