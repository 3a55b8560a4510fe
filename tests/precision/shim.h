// shim.h -- the smallest CUDA device-side environment syncflow's corpus needs.
//
// The corpus is compiled with clang-19 in CUDA device-only mode *without* the
// CUDA SDK (-nocudainc -nocudalib), so nothing from cuda_runtime.h is present.
// This header supplies the keywords and intrinsics the kernels use, mapping
// each onto the clang builtin that the real CUDA headers would also reach, so
// the emitted LLVM IR looks like what clang produces for real CUDA code:
//
//   threadIdx.x ...           -> @llvm.nvvm.read.ptx.sreg.tid.x() etc.
//   __syncthreads()           -> @llvm.nvvm.barrier0()            (clang builtin)
//   __syncthreads_count/and/or-> @llvm.nvvm.barrier0.popc/.and/.or
//   __syncwarp(mask)          -> @llvm.nvvm.bar.warp.sync(i32)
//   __threadfence_block/...   -> @llvm.nvvm.membar.cta/.gl/.sys
//   atomicAdd & co.           -> atomicrmw ... (seq_cst, generic pointer)
//   __shfl_*_sync             -> @llvm.nvvm.shfl.sync.*
//   __ballot/__all/__any_sync -> @llvm.nvvm.vote.*.sync
//   __ldg                     -> @llvm.nvvm.ldg.global.*
//
// The *_sync builtins need PTX >= 6.0; without a CUDA install clang does not
// enable any PTX version, so regen.sh passes --cuda-feature=+ptx70.
#if !defined(SYNCFLOW_SHIM_H) && !defined(__NVCC__)
#define SYNCFLOW_SHIM_H

#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __host__ __attribute__((host))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
#define __noinline__ __attribute__((noinline))
#define __forceinline__ __inline__ __attribute__((always_inline))
#define __launch_bounds__(...) __attribute__((launch_bounds(__VA_ARGS__)))
// __restrict__ is understood by clang as a keyword already.

typedef unsigned int uint;
typedef __SIZE_TYPE__ size_t;

// ---- thread / block ids ---------------------------------------------------
// The same trick as clang's __clang_cuda_builtin_vars.h: a struct whose
// members are properties (__declspec is enabled in CUDA mode) with static
// getters calling the NVVM special-register builtins.
#define SF_BUILTIN_VAR(TYPE, NAME, REG)                                        \
  struct TYPE {                                                                \
    static __device__ __forceinline__ uint __fetch_x() {                       \
      return __nvvm_read_ptx_sreg_##REG##_x();                                 \
    }                                                                          \
    static __device__ __forceinline__ uint __fetch_y() {                       \
      return __nvvm_read_ptx_sreg_##REG##_y();                                 \
    }                                                                          \
    static __device__ __forceinline__ uint __fetch_z() {                       \
      return __nvvm_read_ptx_sreg_##REG##_z();                                 \
    }                                                                          \
    __declspec(property(get = __fetch_x)) uint x;                              \
    __declspec(property(get = __fetch_y)) uint y;                              \
    __declspec(property(get = __fetch_z)) uint z;                              \
  };                                                                           \
  extern const __device__ TYPE NAME;

SF_BUILTIN_VAR(sf_threadIdx_t, threadIdx, tid)
SF_BUILTIN_VAR(sf_blockIdx_t, blockIdx, ctaid)
SF_BUILTIN_VAR(sf_blockDim_t, blockDim, ntid)
SF_BUILTIN_VAR(sf_gridDim_t, gridDim, nctaid)
#undef SF_BUILTIN_VAR

#define warpSize 32
static __device__ __forceinline__ uint sf_laneid() {
  return __nvvm_read_ptx_sreg_laneid();
}

// ---- barriers and fences --------------------------------------------------
// __syncthreads() is itself a clang builtin (-> llvm.nvvm.barrier0), exactly
// as with the real CUDA headers; nothing to define.
#define __syncthreads_count(p) __nvvm_bar0_popc(p)
#define __syncthreads_and(p) __nvvm_bar0_and(p)
#define __syncthreads_or(p) __nvvm_bar0_or(p)
static __device__ __forceinline__ void __syncwarp(uint mask = 0xffffffffu) {
  __nvvm_bar_warp_sync(mask);
}
#define __threadfence_block() __nvvm_membar_cta()
#define __threadfence() __nvvm_membar_gl()
#define __threadfence_system() __nvvm_membar_sys()

// ---- atomics (generic address space, seq_cst like clang's CUDA headers) ---
static __device__ __forceinline__ int atomicAdd(int *p, int v) {
  return __nvvm_atom_add_gen_i(p, v);
}
static __device__ __forceinline__ uint atomicAdd(uint *p, uint v) {
  return (uint)__nvvm_atom_add_gen_i((int *)p, (int)v);
}
static __device__ __forceinline__ float atomicAdd(float *p, float v) {
  return __nvvm_atom_add_gen_f(p, v);
}
static __device__ __forceinline__ int atomicMax(int *p, int v) {
  return __nvvm_atom_max_gen_i(p, v);
}
static __device__ __forceinline__ int atomicMin(int *p, int v) {
  return __nvvm_atom_min_gen_i(p, v);
}
static __device__ __forceinline__ int atomicExch(int *p, int v) {
  return __nvvm_atom_xchg_gen_i(p, v);
}
static __device__ __forceinline__ int atomicCAS(int *p, int cmp, int v) {
  return __nvvm_atom_cas_gen_i(p, cmp, v);
}
static __device__ __forceinline__ uint atomicOr(uint *p, uint v) {
  return (uint)__nvvm_atom_or_gen_i((int *)p, (int)v);
}

// ---- warp shuffles and votes ----------------------------------------------
#define SF_SHFL_C(width) (((warpSize - (width)) << 8) | 0x1f)
static __device__ __forceinline__ float
__shfl_down_sync(uint mask, float v, uint delta, int width = warpSize) {
  return __nvvm_shfl_sync_down_f32(mask, v, delta, SF_SHFL_C(width));
}
static __device__ __forceinline__ int
__shfl_down_sync(uint mask, int v, uint delta, int width = warpSize) {
  return __nvvm_shfl_sync_down_i32(mask, v, delta, SF_SHFL_C(width));
}
static __device__ __forceinline__ float
__shfl_xor_sync(uint mask, float v, int lane, int width = warpSize) {
  return __nvvm_shfl_sync_bfly_f32(mask, v, lane, SF_SHFL_C(width));
}
static __device__ __forceinline__ int
__shfl_xor_sync(uint mask, int v, int lane, int width = warpSize) {
  return __nvvm_shfl_sync_bfly_i32(mask, v, lane, SF_SHFL_C(width));
}
static __device__ __forceinline__ int
__shfl_up_sync(uint mask, int v, uint delta, int width = warpSize) {
  return __nvvm_shfl_sync_up_i32(mask, v, delta, ((warpSize - width) << 8));
}
static __device__ __forceinline__ float
__shfl_sync(uint mask, float v, int src, int width = warpSize) {
  return __nvvm_shfl_sync_idx_f32(mask, v, src, SF_SHFL_C(width));
}
static __device__ __forceinline__ uint __ballot_sync(uint mask, int p) {
  return __nvvm_vote_ballot_sync(mask, p);
}
static __device__ __forceinline__ int __all_sync(uint mask, int p) {
  return __nvvm_vote_all_sync(mask, p);
}
static __device__ __forceinline__ int __any_sync(uint mask, int p) {
  return __nvvm_vote_any_sync(mask, p);
}
static __device__ __forceinline__ int __popc(uint x) {
  return __builtin_popcount(x);
}

// ---- small math -------------------------------------------------------------
static __device__ __forceinline__ int min(int a, int b) { return a < b ? a : b; }
static __device__ __forceinline__ int max(int a, int b) { return a > b ? a : b; }
static __device__ __forceinline__ float fmaxf(float a, float b) {
  return __builtin_fmaxf(a, b);
}
static __device__ __forceinline__ float expf(float x) {
  return __nvvm_ex2_approx_f(x * 1.4426950408889634f);
}

// ---- read-only loads --------------------------------------------------------
static __device__ __forceinline__ float __ldg(const float *p) {
  return __nvvm_ldg_f(p);
}
static __device__ __forceinline__ int __ldg(const int *p) {
  return __nvvm_ldg_i(p);
}

#endif // SYNCFLOW_SHIM_H
// nvcc (scripts/nvidia-reference) brings its own CUDA headers; see shim_nvcc.h.
// Kept below everything else so clang-19's line numbers in this file never move.
#ifdef __NVCC__
#include "shim_nvcc.h"
#endif
