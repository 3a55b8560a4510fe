#include "../corpus/shim.h"

// A race on a function-local __shared__ array (mangled `_ZZ4mineE3buf`): each thread reads
// its neighbour's slot with no barrier between the write and the read.
extern "C" __global__ void mine(int *out) {
  __shared__ int buf[64];
  int t = threadIdx.x;
  buf[t] = t;
  out[t] = buf[(t + 1) & 63];
}
