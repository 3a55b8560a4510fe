#!/usr/bin/env bash
# The nvcc recipe of docs/build-integration.md, as written there: PTX from nvcc, syncflow,
# then nvcc assembles the rewritten PTX into a cubin and a fatbin. NVIDIA's cuobjdump is the
# oracle: each has exactly the removed number of BAR.SYNC fewer than the same build without
# syncflow.
source "$(dirname "$0")/common.sh"

# --- the recipe ---
nvcc -arch=sm_80 -lineinfo -ptx kernels.cu -o kernels.ptx
"$SYNCFLOW" eliminate kernels.ptx -o kernels.syncflow.ptx
nvcc -arch=sm_80 -cubin kernels.syncflow.ptx -o kernels.cubin
nvcc -arch=sm_80 -fatbin kernels.syncflow.ptx -o kernels.fatbin
# --- end of the recipe ---

nvcc -arch=sm_80 -cubin kernels.ptx -o plain.cubin
nvcc -arch=sm_80 -fatbin kernels.ptx -o plain.fatbin
n=$(removed kernels.ptx)
[ "$n" -gt 0 ] || { echo "FAIL: nothing removed from kernels.ptx" >&2; exit 1; }
expect_equal "cubin BAR.SYNC" "$(bar_syncs kernels.cubin)" "$(( $(bar_syncs plain.cubin) - n ))"
expect_equal "fatbin BAR.SYNC" "$(bar_syncs kernels.fatbin)" "$(( $(bar_syncs plain.fatbin) - n ))"
