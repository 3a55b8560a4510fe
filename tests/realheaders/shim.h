// shim.h -- what tests/corpus/shim.h becomes when the corpus is compiled the way users
// compile: clang-19 with the real CUDA headers (--cuda-path, regen.sh). clang's
// __clang_cuda_runtime_wrapper.h already brings in cuda_runtime.h and every keyword,
// builtin variable and intrinsic; only the corpus's own names are left.
#ifndef SYNCFLOW_REALHEADERS_SHIM_H
#define SYNCFLOW_REALHEADERS_SHIM_H

typedef unsigned int uint;

// The corpus's lane id: clang's builtin for %laneid, as tests/corpus/shim.h uses.
static __device__ __forceinline__ uint sf_laneid() {
  return __nvvm_read_ptx_sreg_laneid();
}

#endif // SYNCFLOW_REALHEADERS_SHIM_H
