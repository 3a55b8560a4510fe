#!/usr/bin/env python3
"""syncflow's share of the builds it sits in (docs/performance.md, "Inside the build").

Run with the Python that has Triton 3.9 and syncflow installed (release build:
`pip install ./python`), from the repository root, with release binaries built
(`cargo build --release`):

    ~/.cache/syncflow/triton-3.9.0/bin/python scripts/bench-build.py [--runs 3] [--json OUT]

1. **A Triton compile.** Each kernel of python/tests/kernels.py and tests/triton/kernels.py,
   and three GEMMs with large tiles (the largest PTX Triton writes here), is compiled for
   sm_80 without a GPU (`triton.compile`, no cache): the compile's CPU time (in process, plus
   ptxas as a child) against the CPU time of `syncflow.eliminate` on its LLVM IR (what the
   hook adds at the default `llir` stage) and on its PTX (the `ptx` stage).
2. **ptxas on the same PTX.** For the GEMMs' PTX: `syncflow eliminate K.ptx -o OUT.ptx` as a
   process, against Triton's ptxas command on the same file, and `syncflow-ptxas` (the
   wrapper, with that ptxas as the real one) against ptxas alone.

CPU time (user + system), not wall time: the machine is shared, and CPU time is what syncflow
adds to a build whatever else runs. Each number is the median of `--runs` runs.
"""

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
import warnings
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
os.environ.setdefault("TRITON_DEFAULT_FP_FUSION", "1")
warnings.simplefilter("ignore")

import triton  # noqa: E402
from triton import knobs  # noqa: E402
from triton.backends.compiler import GPUTarget  # noqa: E402

import syncflow  # noqa: E402

F16 = "*fp16"
GEMM_SIGNATURE = {
    "a_ptr": F16, "b_ptr": F16, "c_ptr": F16, "M": "i32", "N": "i32", "K": "i32",
    "stride_am": "i32", "stride_bk": "i32", "stride_cm": "i32",
}


def load(path, name):
    """A kernels module by path (tests/triton and python/tests both call theirs kernels.py)."""
    import importlib.util
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def kernels():
    tutorial = load(ROOT / "tests/triton/kernels.py", "tutorial_kernels")
    mine = load(ROOT / "python/tests/kernels.py", "build_kernels")
    out = []
    for name, fn, sig, const, options, ccs in tutorial.KERNELS:
        if 80 in ccs:
            out.append((name, fn, sig, const, options))
    for name, fn, sig, const in mine.KERNELS:
        out.append((name, fn, sig, const, {}))
    for bk, warps in ((64, 4), (64, 2), (128, 2)):
        out.append((f"gemm_256x256x{bk}_w{warps}", tutorial.matmul_pipelined, GEMM_SIGNATURE,
                    {"BM": 256, "BN": 256, "BK": bk}, {"num_warps": warps, "num_stages": 3}))
    return out


def cpu_children():
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def timed(fn):
    """(result, in-process CPU seconds + children's CPU seconds)."""
    c0, p0 = cpu_children(), time.process_time()
    result = fn()
    return result, (time.process_time() - p0) + (cpu_children() - c0)


def run_cpu(cmd, env=None):
    c0 = cpu_children()
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env)
    return cpu_children() - c0


def median(values):
    return statistics.median(values)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--json", type=Path)
    ap.add_argument("--only", help="kernels whose name contains this")
    args = ap.parse_args()
    knobs.compilation.always_compile = True
    os.environ["TRITON_CACHE_DIR"] = tempfile.mkdtemp(prefix="syncflow-bench-")
    bin_dir = Path(triton.__file__).parent / "backends" / "nvidia" / "bin"
    ptxas = bin_dir / "ptxas"
    syncflow_bin = ROOT / "target/release/syncflow"
    wrapper = ROOT / "target/release/syncflow-ptxas"
    rows, ptx_rows = [], []
    work = Path(tempfile.mkdtemp(prefix="syncflow-bench-ptx-"))
    for name, fn, sig, const, options in kernels():
        if args.only and args.only not in name:
            continue
        src = triton.compiler.ASTSource(fn=fn, signature=sig, constexprs=const)
        compile_cpu, llir_cpu, ptx_cpu = [], [], []
        compiled = None
        for _ in range(args.runs):
            compiled, t = timed(lambda: triton.compile(src, target=GPUTarget("cuda", 80, 32), options=options))
            compile_cpu.append(t)
            r, t = timed(lambda: syncflow.eliminate(compiled.asm["llir"], name=f"{name}.ll"))
            llir_cpu.append(t)
            p, t = timed(lambda: syncflow.eliminate(compiled.asm["ptx"], format="ptx", name=f"{name}.ptx"))
            ptx_cpu.append(t)
        row = {
            "kernel": name,
            "llir_bytes": len(compiled.asm["llir"]),
            "ptx_bytes": len(compiled.asm["ptx"]),
            "barriers": len(r.barriers),
            "removed_llir": r.removed,
            "removed_ptx": p.removed,
            "compile_cpu_s": median(compile_cpu),
            "syncflow_llir_cpu_s": median(llir_cpu),
            "syncflow_ptx_cpu_s": median(ptx_cpu),
        }
        row["share_llir"] = row["syncflow_llir_cpu_s"] / row["compile_cpu_s"]
        row["share_ptx"] = row["syncflow_ptx_cpu_s"] / row["compile_cpu_s"]
        rows.append(row)
        print(f"{name}: compile {row['compile_cpu_s']:.3f} s, syncflow llir {row['syncflow_llir_cpu_s']*1000:.1f} ms "
              f"({row['share_llir']:.2%}), ptx {row['syncflow_ptx_cpu_s']*1000:.1f} ms ({row['share_ptx']:.2%})",
              file=sys.stderr)
        if name.startswith("gemm"):
            ptx = work / f"{name}.ptx"
            ptx.write_text(compiled.asm["ptx"])
            cmd = ["-lineinfo", "-v", "--regAllocOptLevel=2", "--gpu-name=sm_80", str(ptx), "-o", str(work / "k.cubin")]
            env = {**os.environ, "SYNCFLOW_PTXAS": str(ptxas)}
            t_ptxas = median([run_cpu([str(ptxas), *cmd]) for _ in range(args.runs)])
            t_cli = median([run_cpu([str(syncflow_bin), "eliminate", "--quiet", str(ptx), "-o", str(work / "out.ptx")])
                            for _ in range(args.runs)])
            t_wrapped = median([run_cpu([str(wrapper), *cmd], env=env) for _ in range(args.runs)])
            prow = {
                "kernel": name,
                "ptx_bytes": ptx.stat().st_size,
                "ptxas_cpu_s": t_ptxas,
                "syncflow_eliminate_cpu_s": t_cli,
                "wrapper_cpu_s": t_wrapped,
                "share_eliminate": t_cli / t_ptxas,
                "share_wrapper": (t_wrapped - t_ptxas) / t_ptxas,
            }
            ptx_rows.append(prow)
            print(f"  ptxas {t_ptxas:.2f} s, syncflow eliminate {t_cli:.3f} s ({prow['share_eliminate']:.2%}), "
                  f"wrapper {t_wrapped:.2f} s (+{prow['share_wrapper']:.2%})", file=sys.stderr)

    print("| kernel | LLVM IR | PTX | barriers (removed) | Triton compile | syncflow on LLVM IR | share | syncflow on PTX | share |")
    print("|---|---|---|---|---|---|---|---|---|")
    for r in rows:
        print(f"| {r['kernel']} | {r['llir_bytes']/1e3:.0f} KB | {r['ptx_bytes']/1e3:.0f} KB | {r['barriers']} ({r['removed_llir']}) "
              f"| {r['compile_cpu_s']:.3f} s | {r['syncflow_llir_cpu_s']*1e3:.1f} ms | {r['share_llir']:.2%} "
              f"| {r['syncflow_ptx_cpu_s']*1e3:.1f} ms | {r['share_ptx']:.2%} |")
    total = sum(r["compile_cpu_s"] for r in rows)
    print(f"\nall kernels: syncflow at the llir stage {sum(r['syncflow_llir_cpu_s'] for r in rows) / total:.2%} "
          f"of the compiles' CPU time, at the ptx stage {sum(r['syncflow_ptx_cpu_s'] for r in rows) / total:.2%}\n")
    if ptx_rows:
        print("| PTX | size | ptxas | syncflow eliminate (process) | share | syncflow-ptxas | added |")
        print("|---|---|---|---|---|---|---|")
        for r in ptx_rows:
            print(f"| {r['kernel']} | {r['ptx_bytes']/1e6:.2f} MB | {r['ptxas_cpu_s']:.2f} s | {r['syncflow_eliminate_cpu_s']:.3f} s "
                  f"| {r['share_eliminate']:.2%} | {r['wrapper_cpu_s']:.2f} s | {r['share_wrapper']:+.2%} |")
    if args.json:
        args.json.write_text(json.dumps({"compiles": rows, "ptxas": ptx_rows}, indent=1) + "\n")


if __name__ == "__main__":
    main()
