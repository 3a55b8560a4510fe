#!/usr/bin/env python3
"""Kernel time with and without syncflow's removals, on a real GPU, through the user's build.

Runs the Triton kernels of tests/triton/kernels.py on the GPU twice over: once as Triton
builds them, and once with `TRITON_PTXAS_PATH=syncflow-ptxas` (docs/build-integration.md), so
syncflow's `sound` preset rewrites every PTX module before NVIDIA's ptxas assembles it. Each
build runs in its own process with its own Triton cache, in alternating rounds
(plain, syncflow, plain, syncflow, …) so that drift of the machine shows as spread between
rounds of one build rather than as a difference between builds.

For every kernel it records:
  - `ptx_barriers` / `removed`: barriers in Triton's PTX, and how many `syncflow eliminate
    --preset sound` removes from it (run on the very PTX this Triton emitted);
  - `sass_bar_plain` / `sass_bar_syncflow`: `BAR.SYNC` instructions in the two cubins
    (`cuobjdump -sass`), so the removal is seen in the machine code that ran;
  - `same_output`: the syncflow build's outputs equal the plain build's, to the bit, on the
    same inputs (for outputs whose plain build differs between its own rounds, because float
    atomics or a lock commute additions, the largest difference is compared with that spread);
  - `ms_plain` / `ms_syncflow`: `triton.testing.do_bench` medians, the median over rounds;
  - `compile_s_plain` / `compile_s_syncflow`: the first launch's wall time in a cold cache
    (Triton's whole compile, with syncflow inside ptxas in the second).

Usage (on a machine with an NVIDIA GPU, PyTorch and Triton):
  python3 scripts/gpu-bench.py --syncflow target/release/syncflow \
      --wrapper target/release/syncflow-ptxas --rounds 2 --out /tmp/gpu-bench
Writes OUT/summary.json and OUT/ptx.tar.gz (the PTX each kernel ran as), and prints a table. Nothing here runs in CI (CI has no GPU).
CUDA C++ and the pipelined set (tests/pipelined) are timed by scripts/gpu-pipelined.py;
scripts/gpu-device-run.sh runs all three GPU scripts as one command on a lent machine.
"""
import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def cases(torch, K):
    """Each kernel's launch: (name, jit function, grid, args builder, output names, constexprs,
    options). Sizes make every kernel run for tens of microseconds or more on an H100/H200."""
    by_name = {k[0]: k for k in K.KERNELS}
    dev = "cuda"
    g = torch.Generator(device=dev)

    # Every builder draws from the same seed, so a build's inputs are the same in every
    # process and every round.
    def rnd(*shape, dtype=torch.float32):
        return torch.randn(*shape, device=dev, generator=g, dtype=torch.float32).to(dtype)

    def ints(*shape, high=1000):
        return torch.randint(0, high, shape, device=dev, generator=g, dtype=torch.int32)

    def seeded(build):
        def run():
            g.manual_seed(20261126)
            return build()
        return run

    def softmax():
        x = rnd(8192, 1000)
        out = torch.empty_like(x)
        return (out, x, 1000, 1000), {"out": out}, (8192,)

    def layer_norm_fwd():
        r, c = 8192, 2048
        x, w, b = rnd(r, c), rnd(c), rnd(c)
        y, mean, rstd = torch.empty_like(x), torch.empty(r, device=dev), torch.empty(r, device=dev)
        return (x, y, w, b, mean, rstd, c, 1e-5), {"y": y, "mean": mean, "rstd": rstd}, (r,)

    def layer_norm_bwd():
        r, c = 16384, 1000
        x, dy, w = rnd(r, c), rnd(r, c), rnd(c)
        mean = x.mean(dim=1).contiguous()
        rstd = (1.0 / torch.sqrt(x.var(dim=1, unbiased=False) + 1e-5)).contiguous()
        dx = torch.empty_like(x)
        dw_part = torch.zeros(32, c, device=dev)
        lock = torch.zeros(32, device=dev, dtype=torch.int32)
        return ((dy, x, w, mean, rstd, dx, dw_part, lock, c), {"dx": dx, "dw_part": dw_part},
                (r,))

    def matmul_stages3():
        m = n = k = 4096
        a, b = rnd(m, k, dtype=torch.float16), rnd(k, n, dtype=torch.float16)
        c = torch.empty(m, n, device=dev, dtype=torch.float16)
        return (a, b, c, m, n, k, k, n, n), {"c": c}, (m // 128, n // 128)

    def matmul_tma_persistent():
        m = n = k = 4096
        a, b = rnd(m, k, dtype=torch.float16), rnd(n, k, dtype=torch.float16)
        c = torch.empty(m, n, device=dev, dtype=torch.float16)
        return (a, b, c, m, n, k), {"c": c}, (132,)

    def attention(with_lse):
        def build():
            heads, seq, d = 32, 4096, 64
            q, k, v = (rnd(heads, seq, d, dtype=torch.float16) for _ in range(3))
            o = torch.empty_like(q)
            if with_lse:
                lse = torch.empty(heads, seq, device=dev)
                return ((q, k, v, o, lse, seq, d ** -0.5), {"o": o, "lse": lse},
                        (seq // 64, heads))
            return (q, k, v, o, seq, d ** -0.5), {"o": o}, (seq // 64, heads)
        return build

    def cumsum():
        x = ints(16384, 1000)
        out = torch.empty_like(x)
        return (x, out, 1000), {"out": out}, (16384,)

    def histogram():
        n = 1 << 24
        x = ints(n)
        bins = torch.zeros(65, device=dev, dtype=torch.int32)
        return (x, bins, n), {"bins": bins}, (n // 1024,)

    def transpose():
        m, n = 8192, 8192
        x = rnd(m, n)
        out = torch.empty(n, m, device=dev)
        return (x, out, m, n), {"out": out}, (m // 64, n // 64)

    def layer_norm_dwdb():
        rows, c = 4096, 4096
        dwp, dbp = rnd(rows, c), rnd(rows, c)
        dw, db = torch.empty(c, device=dev), torch.empty(c, device=dev)
        return (dwp, dbp, dw, db, rows, c), {"dw": dw, "db": db}, (c // 16,)

    def col_sum():
        rows, c = 8192, 8192
        x = ints(rows, c)
        out = torch.empty(c, device=dev, dtype=torch.int32)
        return (x, out, rows, c), {"out": out}, (c // 64,)

    def small_dot():
        a, b = rnd(16, 16, dtype=torch.float16), rnd(16, 16, dtype=torch.float16)
        c = torch.empty(16, 16, device=dev)
        return (a, b, c), {"c": c}, (1,)

    builders = {
        "softmax": softmax, "layer_norm_fwd": layer_norm_fwd, "layer_norm_bwd": layer_norm_bwd,
        "layer_norm_bwd_w4": layer_norm_bwd, "matmul_stages3": matmul_stages3,
        "matmul_tma_persistent": matmul_tma_persistent, "attention_fwd": attention(False),
        "flash_attention": attention(True), "cumsum": cumsum, "histogram": histogram,
        "transpose": transpose, "layer_norm_dwdb": layer_norm_dwdb, "col_sum": col_sum,
        "small_dot": small_dot,
    }
    for name, build in builders.items():
        build = seeded(build)
        _, fn, _, constexprs, options, _ = by_name[name]
        yield name, fn, build, constexprs, options


def sass_barriers(cubin, cuobjdump):
    with tempfile.NamedTemporaryFile(suffix=".cubin") as f:
        f.write(cubin)
        f.flush()
        out = subprocess.run([cuobjdump, "-sass", f.name], capture_output=True, text=True)
    if out.returncode != 0:
        return None
    return sum(1 for line in out.stdout.splitlines() if "BAR.SYNC" in line)


def syncflow_decisions(ptx, syncflow):
    with tempfile.NamedTemporaryFile("w", suffix=".ptx") as f:
        f.write(ptx)
        f.flush()
        out = subprocess.run([syncflow, "eliminate", "--json", "--preset", "sound", "-o",
                              os.devnull, f.name], capture_output=True, text=True)
    if out.returncode != 0:
        return None, None, out.stderr.strip()[:300]
    doc = json.loads(out.stdout)
    barriers = [b for fn in doc.get("functions", []) for b in fn.get("barriers", [])]
    return len(barriers), sum(1 for b in barriers if b.get("removed")), None


def child(args):
    import torch
    import triton
    from triton.testing import do_bench
    sys.path.insert(0, os.path.join(ROOT, "tests", "triton"))
    import kernels as K

    triton.set_allocator(lambda size, align, stream:
                         torch.empty(size, dtype=torch.int8, device="cuda"))
    cuobjdump = shutil.which("cuobjdump") or os.path.join(
        os.path.dirname(triton.__file__), "backends", "nvidia", "bin", "cuobjdump")
    results = {}
    for name, fn, build, constexprs, options in cases(torch, K):
        if args.only and name not in args.only:
            continue
        r = {}
        try:
            call_args, outputs, grid = build()
            torch.cuda.synchronize()
            t0 = time.time()
            compiled = fn[grid](*call_args, **constexprs, **options)
            torch.cuda.synchronize()
            r["first_launch_s"] = time.time() - t0
            torch.save({k: v.cpu() for k, v in outputs.items()},
                       os.path.join(args.work, f"{name}.pt"))
            r["sass_bar"] = sass_barriers(compiled.asm["cubin"], cuobjdump)
            if args.mode == "plain":
                with open(os.path.join(args.work, f"{name}.ptx"), "w") as f:
                    f.write(compiled.asm["ptx"])
            if args.mode == "plain" and args.syncflow:
                r["ptx_barriers"], r["removed"], r["syncflow_error"] = syncflow_decisions(
                    compiled.asm["ptx"], args.syncflow)
            call_args, outputs, grid = build()
            q = do_bench(lambda: fn[grid](*call_args, **constexprs, **options), warmup=50,
                         rep=300, quantiles=[0.2, 0.5, 0.8])
            r["ms"] = q
        except Exception as e:  # a kernel this Triton cannot build or run: say so, go on
            r["error"] = f"{type(e).__name__}: {str(e)[:400]}"
        results[name] = r
        print(f"[{args.mode}] {name}: {r}", flush=True)
    with open(os.path.join(args.work, "results.json"), "w") as f:
        json.dump({"triton": triton.__version__, "torch": torch.__version__,
                   "device": torch.cuda.get_device_name(), "results": results}, f, indent=1)


def compare(a_dir, b_dir, name):
    """(bit-identical, largest absolute difference) of two rounds' outputs of one kernel."""
    import torch
    pa, pb = os.path.join(a_dir, f"{name}.pt"), os.path.join(b_dir, f"{name}.pt")
    if not (os.path.exists(pa) and os.path.exists(pb)):
        return None, None
    a, b = torch.load(pa), torch.load(pb)
    same, worst = True, 0.0
    for k in a:
        x, y = a[k], b[k]
        if not torch.equal(x, y):
            same = False
            xf, yf = x.double(), y.double()
            both_nan = torch.isnan(xf) & torch.isnan(yf)
            d = torch.where(both_nan, torch.zeros_like(xf), (xf - yf).abs())
            worst = max(worst, float(torch.nan_to_num(d, nan=float("inf")).max()))
    return same, worst


def triton_ptxas():
    """The ptxas this Triton runs for this machine's GPU."""
    import torch
    import triton
    major, minor = torch.cuda.get_device_capability()
    try:
        from triton.backends.nvidia.compiler import get_ptxas
        return get_ptxas(major * 10 + minor).path
    except (ImportError, AttributeError, TypeError):
        return os.path.join(os.path.dirname(triton.__file__), "backends", "nvidia", "bin",
                            "ptxas")


def parent(args):
    os.makedirs(args.out, exist_ok=True)
    wrapper = os.path.abspath(args.wrapper)
    syncflow = os.path.abspath(args.syncflow)
    real_ptxas = triton_ptxas()
    print(f"real ptxas: {real_ptxas}", flush=True)
    scratch = tempfile.mkdtemp(prefix="gpu-bench-")
    runs = {"plain": [], "syncflow": []}
    order = []
    for r in range(args.rounds):
        order += [("plain", r), ("syncflow", r)] if r % 2 == 0 else [("syncflow", r), ("plain", r)]
    for mode, r in order:
        work = os.path.join(scratch, f"{mode}{r}")
        os.makedirs(work)
        env = dict(os.environ, TRITON_CACHE_DIR=os.path.join(scratch, f"cache-{mode}{r}"),
                   PYTHONUNBUFFERED="1")
        if mode == "syncflow":
            # Triton 3.5+ assembles sm_90 and newer with `ptxas-blackwell`, named by its own
            # variable: both point at the wrapper, which runs the ptxas this Triton would.
            env.update(TRITON_PTXAS_PATH=wrapper, TRITON_PTXAS_BLACKWELL_PATH=wrapper,
                       SYNCFLOW_PTXAS=real_ptxas)
        cmd = [sys.executable, os.path.abspath(__file__), "--child", mode, "--work", work,
               "--syncflow", syncflow]
        for o in args.only or []:
            cmd += ["--only", o]
        t0 = time.time()
        subprocess.run(cmd, env=env, check=False)
        print(f"round {r} {mode}: {time.time() - t0:.1f} s", flush=True)
        path = os.path.join(work, "results.json")
        if os.path.exists(path):
            runs[mode].append((work, json.load(open(path))))
    if not runs["plain"] or not runs["syncflow"]:
        sys.exit("gpu-bench: a build produced no results")
    first_plain, first_sf = runs["plain"][0], runs["syncflow"][0]
    summary = {"triton": first_plain[1]["triton"], "torch": first_plain[1]["torch"],
               "device": first_plain[1]["device"], "rounds": args.rounds, "kernels": {}}
    print(f"\n{summary['device']}, Triton {summary['triton']}, {args.rounds} rounds\n")
    print(f"{'kernel':24} {'bar':>4} {'rm':>3} {'SASS':>9} {'same':>5} "
          f"{'ms plain':>9} {'ms sf':>9} {'sf/plain':>8} {'spread':>7} {'compile s':>13}")
    for name, r0 in first_plain[1]["results"].items():
        s0 = first_sf[1]["results"].get(name, {})
        if "error" in r0 or "error" in s0:
            summary["kernels"][name] = {"error": r0.get("error") or s0.get("error")}
            print(f"{name:24} error: {(r0.get('error') or s0.get('error'))[:90]}")
            continue
        med = {m: statistics.median(run[1]["results"][name]["ms"][1] for run in runs[m]
                                    if "ms" in run[1]["results"].get(name, {}))
               for m in runs}
        plain_rounds = [run[1]["results"][name]["ms"][1] for run in runs["plain"]]
        spread = (max(plain_rounds) - min(plain_rounds)) / med["plain"] if med["plain"] else 0
        same, worst = compare(first_plain[0], first_sf[0], name)
        self_same, self_worst = (compare(runs["plain"][0][0], runs["plain"][1][0], name)
                                 if len(runs["plain"]) > 1 else (None, None))
        k = {
            "ptx_barriers": r0.get("ptx_barriers"), "removed": r0.get("removed"),
            "sass_bar_plain": r0.get("sass_bar"), "sass_bar_syncflow": s0.get("sass_bar"),
            "same_output": same, "max_abs_diff": worst,
            "plain_rounds_same": self_same, "plain_rounds_max_abs_diff": self_worst,
            "ms_plain": med["plain"], "ms_syncflow": med["syncflow"],
            "ratio": med["syncflow"] / med["plain"] if med["plain"] else None,
            "plain_spread": spread,
            "compile_s_plain": r0.get("first_launch_s"), "compile_s_syncflow": s0.get(
                "first_launch_s"),
        }
        summary["kernels"][name] = k
        same_txt = "yes" if same else (f"~{worst:.1e}" if self_same is False else "NO")
        print(f"{name:24} {k['ptx_barriers']!s:>4} {k['removed']!s:>3} "
              f"{k['sass_bar_plain']!s:>4}->{k['sass_bar_syncflow']!s:<4} {same_txt:>5} "
              f"{k['ms_plain']:9.4f} {k['ms_syncflow']:9.4f} {k['ratio']:8.3f} {spread:7.3f} "
              f"{k['compile_s_plain']:6.2f}/{k['compile_s_syncflow']:<6.2f}")
    with open(os.path.join(args.out, "summary.json"), "w") as f:
        json.dump(summary, f, indent=1)
    # The PTX each kernel ran as (the plain build's), to read the decisions again elsewhere.
    with tarfile.open(os.path.join(args.out, "ptx.tar.gz"), "w:gz") as tar:
        for name in summary["kernels"]:
            path = os.path.join(first_plain[0], f"{name}.ptx")
            if os.path.exists(path):
                tar.add(path, arcname=f"{name}.ptx")


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--syncflow", default=os.path.join(ROOT, "target/release/syncflow"))
    ap.add_argument("--wrapper", default=os.path.join(ROOT, "target/release/syncflow-ptxas"))
    ap.add_argument("--rounds", type=int, default=2)
    ap.add_argument("--out", default="gpu-bench-out")
    ap.add_argument("--only", action="append", help="run only this kernel (repeatable)")
    ap.add_argument("--child", choices=["plain", "syncflow"], dest="mode", help=argparse.SUPPRESS)
    ap.add_argument("--work", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.mode:
        child(args)
    else:
        parent(args)


if __name__ == "__main__":
    main()
