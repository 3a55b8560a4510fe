// Tensor-core kernels through CUDA's wmma API, for the footprint of wmma.load/wmma.store in
// the effect model (docs/design.md §9): each barrier below is decided on the arrays the
// fragments are loaded from and stored to. Written for syncflow; see README.md.
#include <mma.h>
using namespace nvcuda;

// 64 threads: two warps, each the product of the shared A tile and its own B tile (read
// straight from global memory), staged through shared memory to C.
__global__ void wmma_tiles(const half* __restrict__ A, const half* __restrict__ B,
                           float* __restrict__ C) {
  __shared__ half sa[16 * 16];
  __shared__ float sc[2 * 16 * 16];
  int t = threadIdx.x, w = t / 32;
  for (int i = t; i < 256; i += 64) sa[i] = A[i];
  __syncthreads();  // kept: the wmma loads read what other threads wrote to sa
  wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::row_major> fa;
  wmma::fragment<wmma::matrix_b, 16, 16, 16, half, wmma::col_major> fb;
  wmma::fragment<wmma::accumulator, 16, 16, 16, float> acc;
  wmma::fill_fragment(acc, 0.0f);
  wmma::load_matrix_sync(fa, sa, 16);
  wmma::load_matrix_sync(fb, B + w * 256, 16);
  wmma::mma_sync(acc, fa, fb, acc);
  __syncthreads();  // removable: reads of sa and B above, writes of sc below
  wmma::store_matrix_sync(sc + w * 256, acc, 16, wmma::mem_row_major);
  __syncthreads();  // kept: every thread reads elements other lanes and warps stored
  for (int i = t; i < 512; i += 64) C[blockIdx.x * 512 + i] = sc[i];
}

// 128 threads: four warps compute a 32x32 tile of C = A·B (A is M x K, B is K x N, row-major)
// a 16-wide slice of K at a time, through shared tiles.
__global__ void wmma_gemm(const half* A, const half* B, float* C, int N, int K) {
  __shared__ half sa[32 * 16];
  __shared__ half sb[16 * 32];
  __shared__ float sc[32 * 32];
  int t = threadIdx.x, warp = t / 32, wr = warp / 2, wc = warp % 2;
  wmma::fragment<wmma::accumulator, 16, 16, 16, float> acc;
  wmma::fill_fragment(acc, 0.0f);
  for (int k0 = 0; k0 < K; k0 += 16) {
    for (int i = t; i < 512; i += 128) {
      sa[i] = A[(blockIdx.y * 32 + i / 16) * K + k0 + i % 16];
      sb[i] = B[(k0 + i / 32) * N + blockIdx.x * 32 + i % 32];
    }
    __syncthreads();  // kept: the wmma loads read what other threads wrote
    wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::row_major> fa;
    wmma::fragment<wmma::matrix_b, 16, 16, 16, half, wmma::row_major> fb;
    wmma::load_matrix_sync(fa, sa + wr * 16 * 16, 16);
    wmma::load_matrix_sync(fb, sb + wc * 16, 32);
    wmma::mma_sync(acc, fa, fb, acc);
    __syncthreads();  // kept: the next slice overwrites the tiles the wmma loads read
  }
  __syncthreads();  // removable: the loop's own barrier is the last access-free step here
  wmma::store_matrix_sync(sc + wr * 16 * 32 + wc * 16, acc, 32, wmma::mem_row_major);
  __syncthreads();  // kept: threads read what other warps stored
  for (int i = t; i < 1024; i += 128)
    C[(blockIdx.y * 32 + i / 32) * N + blockIdx.x * 32 + i % 32] = sc[i];
}
