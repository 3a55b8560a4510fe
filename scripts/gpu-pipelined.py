#!/usr/bin/env python3
"""Kernel time of tests/pipelined with and without syncflow's removals, on a GPU.

scripts/gpu-bench.py times Triton's tutorial kernels through the user's build (the ptxas
wrapper); this script times the kernels written for the barriers that cost (issue 37): CUDA
C++ through three front-ends, and Triton 3.9's pipelined matmul and flash attention.

  clang   tests/pipelined/X.ll, `eliminate --preset sound` on the .ll, both lowered by llc-19.
          llc-19 is not on the GPU machine: `--prepare DIR` makes these PTX files where it is,
          and `--prepared DIR` reads them.
  llc     tests/pipelined/X.ptx (llc-19's PTX of X.ll), `eliminate` on the PTX.
  nvcc    X.cu compiled by the machine's nvcc (`-ptx -O3 -arch=ARCH`), `eliminate` on its PTX.
  triton  tests/pipelined/triton/X.sm80.ptx (Triton 3.9, sm_80), `eliminate` on the PTX.

Each PTX is assembled by the machine's ptxas for ARCH (`-O3`) and loaded through the CUDA
driver (CuPy's RawModule). Per kernel the script records:

  - `removed`: barriers `eliminate` removed from this kernel;
  - `sass_in` / `sass_out`: `BAR.SYNC 0` in the SASS, in all and inside loops (backward
    branches), as scripts/pipelined-bench.py counts them;
  - `same`: the output build's results equal the input build's, byte for byte, on the same
    inputs (every kernel here is deterministic);
  - `ms_in` / `ms_out`: per-launch time, the median over rounds; `spread_in` / `spread_out`:
    (max − min) / median over the rounds of one build. The builds alternate round by round
    (in, out, out, in, in, out, …) so drift of the machine shows as spread, not as a
    difference; `gain_paired` is the median over rounds of in / out − 1, the two builds of
    one round being run back to back (a card that warms up under a tensor-core load drifts
    by 15% over a minute: the medians of each build alone then mislead). A kernel with
    nothing removed is timed too: its two cubins are the same, and
    its difference is the noise floor.

The launches are large versions of tests/pipelined/launches.json: ITER iterations instead of 9,
1,056 CTAs (8 per SM of an H100/H200) instead of 2, a 2048² matmul for the tiled matmuls, and
4096² matmuls and 32 heads × 4096 for Triton's.

Usage:
  python3 scripts/gpu-pipelined.py --prepare DIR            # here, with llc-19: the clang PTX
  python3 scripts/gpu-pipelined.py --prepared DIR --out OUT  # on the GPU machine
  python3 scripts/gpu-pipelined.py --prepared DIR --no-gpu   # build and count SASS only
Writes OUT/pipelined.json and prints a markdown table. Nothing here runs in CI.
"""
import argparse
import concurrent.futures
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PIPELINED = ROOT / "tests" / "pipelined"
STEMS = ["double_buffer", "multi_stage", "pingpong", "cp_async", "matmul_db",
         "warp_specialized", "distance_edges"]
TRITON = ["matmul_s3", "matmul_s4", "flash_attn_s3", "flash_attn_causal_s3"]
SASS_FUNC = re.compile(r"^\s*Function : (\S+)")
SASS_INSN = re.compile(r"^\s*/\*([0-9a-f]{4,})\*/\s+(.*?)\s*;")
SASS_BRA = re.compile(r"^(?:@!?U?P\w+\s+)?BRA(?:\.\w+)*\s+(?:`?\(?)?0x([0-9a-f]+)")
SASS_BAR0 = re.compile(r"^(?:@!?U?P\w+\s+)?BAR\.SYNC(?:\.\w+)*\s+0x0\s*$")


def run(cmd, **kw):
    r = subprocess.run(cmd, capture_output=True, text=True, **kw)
    if r.returncode != 0:
        raise RuntimeError(f"{' '.join(map(str, cmd))}: exit {r.returncode}: {r.stderr[:400]}")
    return r.stdout


# The block a file's kernels are launched with, where `eliminate` needs it stated (the tiled
# matmul's 16×16 block: docs/performance.md); the others take it from `__launch_bounds__`.
BLOCK = {"matmul_db": "16,16"}


def eliminate(syncflow, src, out, stem):
    """`eliminate --preset sound`; returns {kernel: [removed barrier lines]}."""
    cmd = [syncflow, "eliminate", "--json", "--preset", "sound", str(src), "-o", str(out)]
    if stem in BLOCK:
        cmd += ["--block", BLOCK[stem]]
    doc = json.loads(run(cmd))
    removed = {}
    for fn in doc.get("functions", []):
        removed[fn.get("name", "?")] = [b.get("line") for b in fn.get("barriers", [])
                                        if b.get("removed")]
    return removed


def prepare(args):
    """The clang front-end, where llc-19 is: X.in.ptx and X.out.ptx (and decisions.json)."""
    out = Path(args.prepare)
    out.mkdir(parents=True, exist_ok=True)
    decisions = {}
    with tempfile.TemporaryDirectory() as work:
        for stem in STEMS:
            ll = PIPELINED / f"{stem}.ll"
            sound_ll = Path(work) / f"{stem}.sound.ll"
            decisions[stem] = eliminate(args.syncflow, ll, sound_ll, stem)
            for src, name in ((ll, "in"), (sound_ll, "out")):
                run([args.llc, "-march=nvptx64", "-mcpu=sm_80", str(src), "-o",
                     str(out / f"{stem}.{name}.ptx")])
    (out / "decisions.json").write_text(json.dumps(decisions, indent=1))
    print(f"wrote the clang front-end's PTX for {len(STEMS)} files to {out}")


def builds(args, work):
    """[(front, stem, in.ptx, out.ptx, {kernel: removed})] for every front-end."""
    jobs = []
    if args.prepared:
        p = Path(args.prepared)
        dec = json.loads((p / "decisions.json").read_text())
        for stem in STEMS:
            jobs.append(("clang", stem, p / f"{stem}.in.ptx", p / f"{stem}.out.ptx", dec[stem]))
    for stem in STEMS:
        src = PIPELINED / f"{stem}.ptx"
        out = work / f"llc.{stem}.out.ptx"
        jobs.append(("llc", stem, src, out, eliminate(args.syncflow, src, out, stem)))
    for stem in STEMS:
        src = work / f"nvcc.{stem}.in.ptx"
        try:
            run([args.nvcc, "-ptx", "-O3", "-lineinfo", f"-arch={args.arch}",
                 str(PIPELINED / f"{stem}.cu"), "-o", str(src)])
        except RuntimeError as e:
            print(f"nvcc {stem}: {e}", file=sys.stderr)
            continue
        out = work / f"nvcc.{stem}.out.ptx"
        jobs.append(("nvcc", stem, src, out, eliminate(args.syncflow, src, out, stem)))
    for stem in TRITON:
        src = PIPELINED / "triton" / f"{stem}.sm80.ptx"
        out = work / f"triton.{stem}.out.ptx"
        jobs.append(("triton", stem, src, out, eliminate(args.syncflow, src, out, stem)))
    return jobs


def assemble(args, ptx, work):
    """(cubin, {function: sass counts}) of one PTX, by ptxas -O3 for ARCH and cuobjdump."""
    cubin = work / (Path(ptx).name.replace("/", "_") + f".{Path(ptx).parent.name}.cubin")
    run([args.ptxas, "-O3", f"-arch={args.arch}", str(ptx), "-o", str(cubin)])
    return cubin, sass_counts(run([args.cuobjdump, "-sass", str(cubin)]))


def sass_counts(text):
    """{function: {"bar": BAR.SYNC 0 in all, "bar_loop": inside a backward branch's range}}."""
    funcs, cur = {}, None
    for line in text.splitlines():
        m = SASS_FUNC.match(line)
        if m:
            cur = funcs.setdefault(m.group(1), [])
            continue
        m = SASS_INSN.match(line)
        if m and cur is not None:
            cur.append((int(m.group(1), 16), m.group(2)))
    out = {}
    for f, insns in funcs.items():
        loops = [(int(b.group(1), 16), a) for a, i in insns
                 if (b := SASS_BRA.match(i)) and int(b.group(1), 16) < a]
        bars = [a for a, i in insns if SASS_BAR0.match(i)]
        out[f] = {"bar": len(bars),
                  "bar_loop": sum(1 for a in bars if any(lo <= a <= hi for lo, hi in loops))}
    return out


def kernels_of(front, stem):
    """[(kernel entry name, launch key)] from launches.json."""
    launches = json.loads((PIPELINED / "launches.json").read_text())
    key = f"triton/{stem}.sm80" if front == "triton" else stem
    return [(k, key) for k in launches[key] if k != "_comment"]


# ----------------------------------------------------------------------------- launches

ITER = 2048
CTAS = 132 * 8


def launch_spec(cp, np, front, stem, kernel, launch):
    """(grid, block, shared bytes, make_args) where make_args() returns (args, outputs) on
    fresh inputs drawn from one seed: the same inputs for both builds."""
    rs = lambda: cp.random.RandomState(20261128)  # noqa: E731
    if front == "triton":
        meta = json.loads((PIPELINED / "triton" / "metadata.json").read_text())[f"{stem}.sm80"]
        c = meta["constexprs"]
        null = np.uint64(0)
        if stem.startswith("matmul"):
            m = n = k = 4096

            def make():
                r = rs()
                a = r.standard_normal(m * k, dtype=cp.float32).astype(cp.float16)
                b = r.standard_normal(k * n, dtype=cp.float32).astype(cp.float16)
                out = cp.zeros(m * n, dtype=cp.float16)
                i32 = np.int32
                return (a, b, out, i32(m), i32(n), i32(k), i32(k), i32(n), i32(n), null,
                        null), [out]
            return ((m // c["BM"]) * (n // c["BN"]),), (128,), meta["shared"], make
        heads, seq, d = 32, 4096, c["D"]

        def make():
            r = rs()
            q, kk, v = (r.standard_normal(heads * seq * d, dtype=cp.float32).astype(cp.float16)
                        for _ in range(3))
            o = cp.zeros(heads * seq * d, dtype=cp.float16)
            return (q, kk, v, o, np.int32(seq), np.float32(0.125), null, null), [o]
        return (seq // c["BM"], heads), (128,), meta["shared"], make
    if stem == "matmul_db":
        n = 2048

        def make():
            r = rs()
            a = r.standard_normal(n * n, dtype=cp.float32)
            b = r.standard_normal(n * n, dtype=cp.float32)
            out = cp.zeros(n * n, dtype=cp.float32)
            return (a, b, out, np.int32(n)), [out]
        return (n // 16, n // 16), (16, 16), 0, make
    if stem == "pingpong":
        def make():
            g = rs().standard_normal(CTAS * 256 * 2, dtype=cp.float32)
            return (g, np.int32(ITER)), [g]
        return (CTAS,), (256,), 0, make
    extra = [np.int32(int(x)) for x in launch["args"][3:]]

    def make():
        # Large enough for every kernel's reads: 4 floats a thread an iteration (cp.async), a
        # tile re-read 3 times (`rerun`), one tile ahead (`next_stage`).
        a = rs().standard_normal(12 * 256 * (ITER + 2), dtype=cp.float32)
        out = cp.zeros(CTAS * 256 * 2, dtype=cp.float32)
        return (a, out, np.int32(ITER), *extra), [out]
    return (CTAS,), (256,), 0, make


def time_kernel(cp, fns, spec, rounds, reps):
    """Alternating rounds; {"in": [ms per launch, per round], "out": [...]}."""
    grid, block, shared, make = spec
    args, _ = make()
    times = {"in": [], "out": []}
    for r in range(rounds):
        order = ("in", "out") if r % 2 == 0 else ("out", "in")
        for v in order:
            f = fns[v]
            for _ in range(2):
                f(grid, block, args, shared_mem=shared)
            start, end = cp.cuda.Event(), cp.cuda.Event()
            start.record()
            for _ in range(reps):
                f(grid, block, args, shared_mem=shared)
            end.record()
            end.synchronize()
            times[v].append(cp.cuda.get_elapsed_time(start, end) / reps)
    return times


def same_outputs(cp, fns, spec):
    grid, block, shared, make = spec
    outs = {}
    for v in ("in", "out"):
        args, results = make()
        fns[v](grid, block, args, shared_mem=shared)
        cp.cuda.Device().synchronize()
        outs[v] = [x.get().tobytes() for x in results]
    return outs["in"] == outs["out"]


def summarize(times):
    med = statistics.median(times)
    return round(med, 4), round((max(times) - min(times)) / med, 4) if med else None


def label(row):
    """`file:kernel` with the C++ name unmangled enough to read (`_Z6db_andPKfPfi` → `db_and`)."""
    m = re.match(r"_Z(\d+)", row["kernel"])
    name = row["kernel"][m.end():m.end() + int(m.group(1))] if m else row["kernel"]
    return f"{row['file']}:{name}"


def markdown(rows, device):
    lines = [f"Device: {device}. `ms` per launch, median over rounds; `±` the spread of one "
             "build over its rounds; `gain`: the median over rounds of ms_in / ms_out − 1, "
             "each round's two builds run back to back.", "",
             "| front-end | kernel | removed | SASS BAR.SYNC 0 in loops | same | ms in | ms out "
             "| gain |", "|---|---|---|---|---|---|---|---|"]
    for r in rows:
        sass = (f"{r['sass_in']['bar_loop']}→{r['sass_out']['bar_loop']}"
                if r.get("sass_in") and r.get("sass_out") else "n/a")
        if "ms_in" in r:
            cells = (f"{r['ms_in']:.4f} ±{100 * r['spread_in']:.1f}%",
                     f"{r['ms_out']:.4f} ±{100 * r['spread_out']:.1f}%",
                     f"{100 * r['gain_paired']:+.2f}%")
        else:
            cells = (r.get("error", "-"), "", "")
        lines.append(f"| {r['front']} | {label(r)} | {r['removed']} | {sass} | "
                     f"{r.get('same', '-')} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def measure(args, jobs, work):
    rows = []
    # ptxas for every PTX, in parallel (it is the slow step: about half a second a file).
    ptxs = sorted({str(p) for j in jobs for p in (j[2], j[3])})
    with concurrent.futures.ThreadPoolExecutor(max(1, os.cpu_count() or 1)) as pool:
        done = dict(zip(ptxs, pool.map(lambda p: assemble(args, p, work), ptxs)))
    cp = np = None
    if not args.no_gpu:
        import cupy as cp
        import numpy as np
    launches = json.loads((PIPELINED / "launches.json").read_text())
    device = cp.cuda.runtime.getDeviceProperties(0)["name"].decode() if cp else "none (--no-gpu)"
    for front, stem, src, out, removed in jobs:
        if args.only and stem not in args.only:
            continue
        (cin, sin), (cout, sout) = done[str(src)], done[str(out)]
        mods = None
        for kernel, key in kernels_of(front, stem):
            row = {"front": front, "file": stem, "kernel": kernel,
                   "removed": len(removed.get(kernel, [])),
                   "sass_in": sin.get(kernel), "sass_out": sout.get(kernel)}
            rows.append(row)
            if cp is None:
                continue
            try:
                if mods is None:
                    mods = {"in": cp.RawModule(path=str(cin)), "out": cp.RawModule(path=str(cout))}
                fns = {v: m.get_function(kernel) for v, m in mods.items()}
                spec = launch_spec(cp, np, front, stem, kernel, launches[key][kernel])
                if spec[2] > 48 * 1024:
                    for f in fns.values():
                        f.max_dynamic_shared_size_bytes = spec[2]
                row["same"] = same_outputs(cp, fns, spec)
                t = time_kernel(cp, fns, spec, args.rounds, args.reps)
                row["ms_in"], row["spread_in"] = summarize(t["in"])
                row["ms_out"], row["spread_out"] = summarize(t["out"])
                row["rounds"] = t
                # Round r of one build ran next to round r of the other (the order alternates):
                # the median of the pairs' ratios is robust to the drift of a warming card,
                # which the medians of each build alone are not.
                row["gain_paired"] = round(statistics.median(
                    a / b - 1 for a, b in zip(t["in"], t["out"])), 5)
            except Exception as e:  # report it and go on with the next kernel
                row["error"] = f"{type(e).__name__}: {str(e)[:200]}"
            print(f"{front:6} {kernel[:34]:34} removed {row['removed']} same {row.get('same')} "
                  f"in {row.get('ms_in')} out {row.get('ms_out')} {row.get('error', '')}",
                  flush=True)
    return rows, device


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--syncflow", default=str(ROOT / "target/release/syncflow"))
    ap.add_argument("--prepare", metavar="DIR", help="write the clang front-end's PTX and stop")
    ap.add_argument("--prepared", metavar="DIR", help="the clang front-end's PTX (--prepare)")
    ap.add_argument("--llc", default="llc-19")
    ap.add_argument("--nvcc", default="nvcc")
    ap.add_argument("--ptxas", default="ptxas")
    ap.add_argument("--cuobjdump", default="cuobjdump")
    ap.add_argument("--arch", default="sm_90")
    ap.add_argument("--rounds", type=int, default=6)
    ap.add_argument("--reps", type=int, default=10)
    ap.add_argument("--only", action="append", help="only this file stem (repeatable)")
    ap.add_argument("--no-gpu", action="store_true", help="build and count SASS, time nothing")
    ap.add_argument("--out", default="gpu-pipelined-out")
    args = ap.parse_args()
    if args.prepare:
        return prepare(args)
    for tool in ("nvcc", "ptxas", "cuobjdump"):
        if not shutil.which(getattr(args, tool)):
            sys.exit(f"gpu-pipelined: {getattr(args, tool)} not found (--{tool})")
    work = Path(tempfile.mkdtemp(prefix="gpu-pipelined-"))
    rows, device = measure(args, builds(args, work), work)
    os.makedirs(args.out, exist_ok=True)
    table = markdown(rows, device)
    (Path(args.out) / "pipelined.json").write_text(json.dumps(
        {"device": device, "iterations": ITER, "ctas": CTAS, "rounds": args.rounds,
         "reps": args.reps, "rows": rows}, indent=1))
    (Path(args.out) / "pipelined.md").write_text(table + "\n")
    print(table)


if __name__ == "__main__":
    sys.exit(main())
