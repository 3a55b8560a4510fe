#!/usr/bin/env bash
# The project's test command (README): installs what the tests need, then runs them all.
#
#   scripts/test.sh            # install clang-19/llvm-19 and the CUDA wheels if missing,
#                              # cargo test --release --workspace, then the Python
#                              # package's tests (scripts/python-tests.sh: Triton 3.9 and
#                              # maturin from PyPI)
#
# The tests compare with LLVM's own tools (opt-19, llc-19) and regenerate the corpus with
# clang-19, so those must be on PATH; on Debian they come from the clang-19 and llvm-19
# packages, installed here with apt-get when missing (as root, or through sudo), with cmake
# for the CMake recipe's test.
set -euo pipefail
cd "$(dirname "$0")/.."

need=()
command -v clang-19 >/dev/null 2>&1 || need+=(clang-19)
{ command -v opt-19 >/dev/null 2>&1 && command -v llc-19 >/dev/null 2>&1; } || need+=(llvm-19)
# The CMake recipe's test (tests/recipes/cmake.sh) configures CMake's CUDA language.
command -v cmake >/dev/null 2>&1 || need+=(cmake)
if [ ${#need[@]} -gt 0 ]; then
  echo "installing ${need[*]} with apt-get" >&2
  sudo=""
  [ "$(id -u)" = 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${need[@]}" >/dev/null
fi

# NVIDIA's ptxas, cuobjdump and nvdisasm (CUDA 13.5 pip wheels, ~150 MB, into a cache once):
# transforms/tests/ptx_ptxas.rs assembles every PTX output with them. When the package
# registry is unreachable that test says so and passes.
python3 - <<'PY' || echo "test.sh: could not install NVIDIA's CUDA wheels (registry unreachable?); the ptxas test will be skipped" >&2
import runpy, sys
sys.argv = ["nvidia-reference"]
g = runpy.run_path("scripts/nvidia-reference", run_name="not_main")
g["ensure_toolchain"](g["cache_dir"](None))
PY

scripts/check-layout.sh
# In the release profile: the interpreter-heavy tests (fuzz/tests: the smoke campaign, the
# interpreter corpus, launch facts) run about ten times faster than in the dev profile, and
# CI's soundness harness and the CLI binary the tests run reuse the same build instead of a
# second one.
cargo test --release --workspace --all-targets --all-features "$@"
cargo test --release --workspace --all-features --doc

# The Python package (python/, PyO3 + maturin) and its tests, with Triton 3.9 from PyPI:
# the in-process API against the binaries `cargo test` just built, the Triton hook and the
# syncflow-ptxas wrapper. Says "skipped" only when PyPI is unreachable.
scripts/python-tests.sh

# The researcher's example of docs/researchers.md ("Write your own analysis") runs as documented.
example_out=$(cargo run --release --quiet -p syncflow-analyses --example live_shared_arrays -- tests/corpus/multi_shared.ll)
echo "$example_out"
for line in "multi_shared.cu:13:3: live below: two_arrays::sb; dead: two_arrays::sa" \
  "multi_shared.cu:30:3: live below: three_arrays::sk, three_arrays::sv, three_arrays::acc; dead: none"; do
  grep -qF "$line" <<<"$example_out" \
    || { echo "live_shared_arrays example: expected docs/researchers.md's line: $line" >&2; exit 1; }
done

# The second researcher's example (docs: "Write your own analysis"): reads of shared memory some
# thread may not have written, with edge effects. It exits 1 when it reports something, as a
# lint does; on branch_end_barrier.ll it reports the one real case, the read after a loop that
# may run zero times.
set +e
uninit_out=$(cargo run --release --quiet -p syncflow-analyses --example uninitialised_shared_reads -- tests/corpus/branch_end_barrier.ll)
uninit_rc=$?
set -e
echo "$uninit_out"
[ "$uninit_rc" = 1 ] && [ "$uninit_out" = "branch_end_barrier.cu:28:13: read of loop_body_ends_in_barrier::s may see shared memory that some thread has not written" ] \
  || { echo "uninitialised_shared_reads example: expected exit 1 and the line for branch_end_barrier.cu:28:13" >&2; exit 1; }
