#!/usr/bin/env bash
# The CMake recipe (tests/recipes/cmake/CMakeLists.txt, shown in docs/build-integration.md)
# configured with CMake's CUDA language on the nvcc of NVIDIA's wheels, then built; the cubin
# has exactly the removed number of BAR.SYNC fewer than nvcc's from the unrewritten PTX.
source "$(dirname "$0")/common.sh"
command -v cmake >/dev/null || skip "no cmake"
cp "$here/cmake/CMakeLists.txt" .

cmake -S . -B build -DCMAKE_CUDA_COMPILER="$cuda/bin/nvcc" -DCMAKE_CUDA_HOST_COMPILER="${CUDAHOSTCXX:-g++}" \
  -DSYNCFLOW="$SYNCFLOW" >cmake.log 2>&1 || { cat cmake.log >&2; exit 1; }
cmake --build build >>cmake.log 2>&1 || { cat cmake.log >&2; exit 1; }

ptx=$(find build -name 'kernels.ptx' | head -1)
[ -n "$ptx" ] || { echo "FAIL: CUDA_PTX_COMPILATION wrote no kernels.ptx" >&2; exit 1; }
nvcc -arch=sm_80 -cubin "$ptx" -o plain.cubin
n=$(removed "$ptx")
[ "$n" -gt 0 ] || { echo "FAIL: nothing removed from $ptx" >&2; exit 1; }
expect_equal "CMake cubin BAR.SYNC" "$(bar_syncs build/kernels.cubin)" "$(( $(bar_syncs plain.cubin) - n ))"
