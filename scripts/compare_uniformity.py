#!/usr/bin/env python3
"""Whole-process uniformity analysis time of syncflow against opt-19, side by side in one run.

Usage: scripts/compare_uniformity.py [--runs N] [--bin DIR] FILE.ll [FILE.ll ...]

For each input it runs `syncflow uniformity FILE` (text summary; add --format llvm with
--llvm-format) and `opt-19 -passes='print<uniformity>' -disable-output FILE` alternately, N
times each, and reports the median wall time of each and the ratio. Make the large input with
  cargo run --release -p syncflow-fuzz --bin gen -- --instructions 1000000 --barriers 10000 \\
      --functions 20 -o /tmp/big.ll
and build first: cargo build --release.
"""
import argparse, os, statistics, subprocess, sys, time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def timed(cmd):
    start = time.perf_counter()
    done = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    took = time.perf_counter() - start
    if done.returncode != 0:
        sys.exit(f"failed: {' '.join(cmd)}")
    return took


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--bin", default=os.environ.get(
        "CARGO_TARGET_DIR", os.path.join(ROOT, "target")) + "/release")
    ap.add_argument("--llvm-format", action="store_true")
    ap.add_argument("files", nargs="+")
    args = ap.parse_args()
    ours_cmd = [os.path.join(args.bin, "syncflow"), "uniformity"]
    if args.llvm_format:
        ours_cmd += ["--format", "llvm"]
    print("| input | size | syncflow uniformity | opt-19 print<uniformity> | opt/syncflow |")
    print("|---|---|---|---|---|")
    for f in args.files:
        ours, theirs = [], []
        for _ in range(args.runs):
            ours.append(timed(ours_cmd + [f]))
            theirs.append(timed(["opt-19", "-passes=print<uniformity>", "-disable-output", f]))
        o, t = statistics.median(ours), statistics.median(theirs)
        print(f"| {os.path.basename(f)} | {os.path.getsize(f) / 1e6:.1f} MB | {o * 1000:.0f} ms "
              f"| {t * 1000:.0f} ms | {t / o:.2f}x |")


if __name__ == "__main__":
    main()
