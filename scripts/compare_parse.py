#!/usr/bin/env python3
"""Whole-process parse time of syncflow against LLVM's opt-19, side by side in one run.

Usage: scripts/compare_parse.py [--runs N] [FILE.ll ...]

Without files, generates modules with the `gen` binary (10^4, 10^5 and 10^6 instructions)
and also times the whole corpus. For each input it runs `syncflow parse FILE` and
`opt-19 -disable-output FILE` (parse and verify) alternately, N times each, and reports the
median wall time of each and the ratio. Build first: cargo build --release --workspace.
"""
import argparse, os, statistics, subprocess, sys, tempfile, time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BIN = os.path.join(ROOT, "target", "release")


def timed(cmd):
    start = time.perf_counter()
    done = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    took = time.perf_counter() - start
    if done.returncode != 0:
        sys.exit(f"failed: {' '.join(cmd)}")
    return took


def compare(label, files, runs):
    size = sum(os.path.getsize(f) for f in files)
    ours, theirs = [], []
    for _ in range(runs):
        ours.append(sum(timed([os.path.join(BIN, "syncflow"), "parse", f]) for f in files))
        theirs.append(sum(timed(["opt-19", "-disable-output", f]) for f in files))
    o, t = statistics.median(ours), statistics.median(theirs)
    print(f"| {label} | {size / 1e6:.1f} MB | {o * 1000:.0f} ms ({size / 1e6 / o:.0f} MB/s) "
          f"| {t * 1000:.0f} ms ({size / 1e6 / t:.0f} MB/s) | {t / o:.2f}x |")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("files", nargs="*")
    args = ap.parse_args()
    print("| input | size | syncflow parse | opt-19 -disable-output | opt/syncflow |")
    print("|---|---|---|---|---|")
    if args.files:
        for f in args.files:
            compare(os.path.basename(f), [f], args.runs)
        return
    with tempfile.TemporaryDirectory() as tmp:
        for n in (10_000, 100_000, 1_000_000):
            out = os.path.join(tmp, f"gen{n}.ll")
            subprocess.run([os.path.join(BIN, "gen"), "--instructions", str(n), "--barriers",
                            str(n // 100), "--functions", "8", "--seed", "1", "-o", out], check=True)
            compare(f"generated, {n} instructions", [out], args.runs)
    corpus = os.path.join(ROOT, "tests", "corpus")
    files = sorted(os.path.join(corpus, f) for f in os.listdir(corpus) if f.endswith(".ll"))
    compare(f"corpus ({len(files)} files, one process each)", files, args.runs)


if __name__ == "__main__":
    main()
