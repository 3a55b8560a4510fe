// shim_nvcc.h -- what shim.h becomes under nvcc (scripts/nvidia-reference).
//
// nvcc pre-includes cuda_runtime.h, which already defines every keyword,
// builtin variable and intrinsic shim.h supplies for clang-19 (threadIdx,
// __syncthreads_count, __syncwarp, atomics, shuffles, votes, __ldg, min/max,
// expf, fmaxf, __popc). Only the project's own names are left to define.
// clang-19 never reads this file (shim.h includes it only when __NVCC__ is
// defined), so regen.sh's output does not depend on it.
#ifndef SYNCFLOW_SHIM_NVCC_H
#define SYNCFLOW_SHIM_NVCC_H

typedef unsigned int uint;

static __device__ __forceinline__ uint sf_laneid() {
  uint lane;
  asm volatile("mov.u32 %0, %%laneid;" : "=r"(lane));
  return lane;
}

// nbody.cu calls clang's builtin for rsqrt.approx.f32 directly; nvcc reserves
// the name (declaring it is an internal compiler error), so a macro renames it.
#define __nvvm_rsqrt_approx_f(x) rsqrtf(x)

#endif // SYNCFLOW_SHIM_NVCC_H
