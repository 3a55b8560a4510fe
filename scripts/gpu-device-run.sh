#!/usr/bin/env bash
# One lent GPU's measurements, as one prepared command (the device time is short: every step
# has its own time limit, and each step's failure leaves the others running):
#
#   1. scripts/gpu-pipelined.py: kernel time of tests/pipelined with and without `sound`'s
#      removals (CUDA C++ through clang, llc and nvcc; Triton's pipelined matmul and attention);
#   2. scripts/gpu-soundness.py, its between-CTA half: the two idioms whose other side is
#      another CTA, each variant launched LAUNCHES times against a concurrent partner;
#   3. scripts/gpu-bench.py: Triton's tutorial kernels through the syncflow-ptxas wrapper.
#
# Usage (on the GPU machine; BIN holds syncflow and syncflow-ptxas built for it, PREPARED is
# `scripts/gpu-pipelined.py --prepare PREPARED` made where llc-19 is):
#   scripts/gpu-device-run.sh BIN PREPARED OUT [LAUNCHES]
# Writes OUT/{pipelined,soundness,bench}.log and their JSON; prints every table.
set -uo pipefail
bin=$1 prepared=$2 out=$3 launches=${4:-200}
cd "$(dirname "$0")/.."
export PATH=$PATH:/usr/local/cuda/bin PYTHONUNBUFFERED=1
mkdir -p "$out"
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv,noheader
nvcc --version | tail -n 2
timeout 240 python3 scripts/gpu-pipelined.py --syncflow "$bin/syncflow" --prepared "$prepared" \
  --out "$out/pipelined" 2>&1 | tee "$out/pipelined.log"
timeout 90 python3 scripts/gpu-soundness.py --syncflow "$bin/syncflow" --launches "$launches" \
  --only none --out "$out/soundness" 2>&1 | tee "$out/soundness.log"
timeout 120 python3 scripts/gpu-bench.py --syncflow "$bin/syncflow" --wrapper "$bin/syncflow-ptxas" \
  --rounds 2 --out "$out/bench" 2>&1 | tee "$out/bench.log"
# What comes back from a lent machine is a few files: the PTX archives stay there.
rm -f "$out"/*/ptx.tar.gz
