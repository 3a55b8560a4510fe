#!/usr/bin/env bash
# The clang recipe of docs/build-integration.md: clang-19 compiles CUDA against the real CUDA
# 12.4 headers (tests/realheaders/cuda-path.sh) and calls syncflow-ptxas as its ptxas
# (--ptxas-path), which runs NVIDIA's ptxas on the rewritten PTX. The oracle is clang's
# own PTX (--cuda-device-only -S) decided by syncflow, against the cubin without the wrapper.
source "$(dirname "$0")/common.sh"
command -v clang-19 >/dev/null || skip "no clang-19"
[ -x "$SYNCFLOW_PTXAS_BIN" ] || skip "no syncflow-ptxas beside $SYNCFLOW"
cuda12=$("$repo/tests/realheaders/cuda-path.sh") || skip "cannot fetch the CUDA 12.4 headers"
flags=(--cuda-path="$cuda12" --cuda-gpu-arch=sm_80 --cuda-device-only -O2 -gline-tables-only)

# --- the recipe ---
SYNCFLOW_PTXAS="$cuda/bin/ptxas" clang-19 "${flags[@]}" --ptxas-path="$SYNCFLOW_PTXAS_BIN" \
  -c kernels.cu -o kernels.cubin
# --- end of the recipe ---

clang-19 "${flags[@]}" --ptxas-path="$cuda/bin/ptxas" -c kernels.cu -o plain.cubin
clang-19 "${flags[@]}" -S kernels.cu -o kernels.s
n=$(removed --input-format ptx kernels.s)
[ "$n" -gt 0 ] || { echo "FAIL: nothing removed from clang's PTX" >&2; exit 1; }
expect_equal "clang cubin BAR.SYNC" "$(bar_syncs kernels.cubin)" "$(( $(bar_syncs plain.cubin) - n ))"
