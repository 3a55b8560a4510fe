#!/usr/bin/env bash
# Runs every cargo-fuzz target for a fixed number of executions (not a time budget, so a run
# is reproducible in what it covers) and fails on any crash. Run by hand (CI ran it until stop
# 44; it now runs the targets' bodies through `cargo test`, fuzz/tests/smoke.rs).
#
#   scripts/fuzz-ci.sh                 # the fixed budget (about 8 minutes here)
#   RUNS_SCALE=100 scripts/fuzz-ci.sh  # a hundred times longer
#
# The module targets (parser, pipeline) start from the committed seed corpus
# fuzz/fuzz_targets/seeds/modules (the repository's test modules under 12 KB, minimized with
# libFuzzer's -merge=1, which is what `cargo fuzz cmin` runs), copied to a scratch folder, so
# the repository is never written; the generator targets start from their own seeds
# (fuzz/fuzz_targets/seeds/TARGET: byte strings that steer the kernel generator, merged the
# same way from a short run). A crash leaves its input under $FUZZ_OUT (default: a fresh temporary folder) and
# the script prints the command that reproduces it; commit that input under
# fuzz/fuzz_targets/regressions/TARGET/ and it becomes a regression test (pipeline_smoke and
# fuzz/tests/smoke.rs read those folders).
#
# Builds the targets as `cargo fuzz build -s none --fuzz-dir fuzz/fuzz_targets` does (release,
# SanitizerCoverage for libFuzzer, `--cfg fuzzing`, one codegen unit; no sanitizer, so stable
# Rust works), but with cargo directly: installing cargo-fuzz itself took CI about two minutes
# of compiling. The binaries are the ones cargo-fuzz builds, in the same folder, so
# `cargo fuzz run -s none --fuzz-dir fuzz/fuzz_targets TARGET` reuses them.
set -euo pipefail
# Nothing here reads standard input; cargo's target probe (`rustc -`) inherits it, so it must
# be empty (a stray input there fails `cargo install` with "unknown start of token").
exec </dev/null
cd "$(dirname "$0")/.."
scale=${RUNS_SCALE:-1}
# target, executions at scale 1, largest input. Measured here: parser ~300 executions/s,
# pipeline ~60/s, eliminator_soundness ~1-3/s (each execution generates a kernel, runs every
# preset and the interpreter on it), uniformity_soundness ~40/s.
budgets=(
  "parser 200000 65536"
  "pipeline 20000 8192"
  "eliminator_soundness 2000 4096"
  "uniformity_soundness 3000 4096"
)

triple=x86_64-unknown-linux-gnu
# cargo-fuzz 0.13's flags for `-s none` in release mode on Linux.
RUSTFLAGS="-Cpasses=sancov-module -Cllvm-args=-sanitizer-coverage-level=4 \
-Cllvm-args=-sanitizer-coverage-inline-8bit-counters -Cllvm-args=-sanitizer-coverage-pc-table \
-Cllvm-args=-sanitizer-coverage-trace-compares --cfg fuzzing -Clink-dead-code \
-Cllvm-args=-sanitizer-coverage-stack-depth -Ccodegen-units=1 ${RUSTFLAGS:-}" \
  cargo build --manifest-path fuzz/fuzz_targets/Cargo.toml --target "$triple" --release --bins
bin=fuzz/fuzz_targets/target/$triple/release
out=${FUZZ_OUT:-$(mktemp -d "${TMPDIR:-/tmp}/syncflow-fuzz.XXXXXX")}
# The targets are single-threaded: they run side by side (the machine's cores share them), each
# into its own log, and are reported in order once all have finished.
run_target() { # target runs max_len
  local target=$1 runs=$2 max_len=$3
  local work="$out/$target/corpus"
  mkdir -p "$work" "$out/$target/crashes"
  case $target in
    parser | pipeline) cp fuzz/fuzz_targets/seeds/modules/* "$work"/ ;;
    *) cp fuzz/fuzz_targets/seeds/"$target"/* "$work"/ ;;
  esac
  local start; start=$(date +%s)
  if "$bin/$target" "$work" -runs="$runs" -max_len="$max_len" -seed=1 \
    -artifact_prefix="$out/$target/crashes/" -print_final_stats=1 \
    >"$out/$target/log" 2>&1; then
    echo "ok $(($(date +%s) - start))" >"$out/$target/status"
  else
    echo "crashed $(($(date +%s) - start))" >"$out/$target/status"
  fi
}
for entry in "${budgets[@]}"; do
  read -r target runs max_len <<<"$entry"
  run_target "$target" $((runs * scale)) "$max_len" &
done
wait
fail=0
for entry in "${budgets[@]}"; do
  read -r target _ _ <<<"$entry"
  read -r status seconds <"$out/$target/status"
  if [ "$status" = ok ]; then
    execs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$out/$target/log" | grep -o '[0-9]*$' || echo "?")
    echo "fuzz-ci: $target: $execs executions, no crash ($seconds s)"
  else
    echo "fuzz-ci: $target CRASHED; log: $out/$target/log" >&2
    tail -n 30 "$out/$target/log" >&2
    for crash in "$out/$target/crashes"/*; do
      [ -e "$crash" ] && echo "fuzz-ci: reproduce with: $bin/$target $crash" >&2
    done
    fail=1
  fi
done
exit "$fail"
