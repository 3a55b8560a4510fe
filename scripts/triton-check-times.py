#!/usr/bin/env python3
"""Times `syncflow check --preset sound` on every Triton kernel of tests/triton (sm_80 and
sm_90), with the shared memory Triton allocates and with 128 KiB, and prints a markdown table
of the median wall-clock seconds and the exit code.

    scripts/triton-check-times.py [--syncflow BIN] [--runs 3] [--limit 60] [--formats ll ptx]

The launches are tests/triton/launches.txt's (the table of transforms/cli/tests/triton_check.rs,
which a test keeps equal to it), with every CTA of the grid run (its `--ctas` dropped). Each
kernel runs once with the launch's `--dynamic-shared` (Triton's `metadata.shared`) and once with
131072 bytes; a kernel that needs more than 131072 bytes stops out of bounds there, which
`check` calls inconclusive (exit 3). A run past LIMIT seconds is killed (`>LIMIT`, exit 124) and
not repeated.
"""
import argparse
import os
import shlex
import statistics
import subprocess
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ap = argparse.ArgumentParser()
ap.add_argument("--syncflow", default=os.path.join(ROOT, "target", "release", "syncflow"))
ap.add_argument("--runs", type=int, default=3)
ap.add_argument("--limit", type=float, default=60)
ap.add_argument("--formats", nargs="+", default=["ll", "ptx"])
args = ap.parse_args()


def launches():
    """(file, argument list without --ctas and --dynamic-shared, Triton's shared bytes)."""
    with open(os.path.join(ROOT, "tests", "triton", "launches.txt")) as f:
        for line in f:
            if not line.strip() or line.startswith("#"):
                continue
            words = shlex.split(line)
            rest, shared, i = [], 0, 1
            while i < len(words):
                if words[i] in ("--ctas", "--dynamic-shared"):
                    if words[i] == "--dynamic-shared":
                        shared = int(words[i + 1])
                    i += 2
                    continue
                rest.append(words[i])
                i += 1
            yield words[0], rest, shared


def timed(path, rest, shared):
    times, code = [], None
    for _ in range(args.runs):
        start = time.monotonic()
        try:
            code = subprocess.run([args.syncflow, "check", path, "--preset", "sound",
                                   "--dynamic-shared", str(shared)] + rest,
                                  stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                                  timeout=args.limit).returncode
        except subprocess.TimeoutExpired:
            return f">{args.limit:g}", 124
        times.append(time.monotonic() - start)
    return f"{statistics.median(times):.2f}", code


print("| kernel | arch | format | shared (Triton) | s | exit | shared 131072 | s | exit |")
print("|---|---|---|---:|---:|---|---:|---:|---|")
for name, rest, shared in sorted(launches()):
    stem, arch, fmt = name.rsplit(".", 2)
    if fmt not in args.formats:
        continue
    path = os.path.join(ROOT, "tests", "triton", name)
    row = f"| `{stem}` | {arch} | .{fmt}"
    for bytes_ in (shared, 131072):
        t, code = timed(path, rest, bytes_)
        row += f" | {bytes_} | {t} | {code}"
    print(row + " |")
