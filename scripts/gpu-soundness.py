#!/usr/bin/env python3
"""Do the removals of issue 27's idioms change results on a real GPU?

The harness judges removals with the SIMT interpreter; this script asks the hardware. Each
kernel of tests/sync (the synchronization idioms whose barriers `sound` must keep) is compiled
by the machine's nvcc to PTX and decided three ways:

  input    the PTX as nvcc wrote it (the reference: the program as its author wrote it);
  sound    `syncflow eliminate --preset sound`;
  legacy   `--preset sound --knob legacy-sync-model=1`: the conflict definition before issue 27
           (atomics never conflict with atomics, PTX `volatile` is plain, no signals between
           CTAs), which removed barriers these kernels need.

Each variant is loaded through the CUDA driver (CuPy's RawModule) and launched many times on
fresh inputs. A launch is *wrong* when its outputs differ from the input variant's on the same
inputs; the input variant is also run twice, so a kernel whose own result varies would show
as wrong against itself (none of these does). A race that the hardware never exposes shows as
0 wrong launches: this can confirm a removal is unsound, never prove one sound.

Usage (on a machine with an NVIDIA GPU, nvcc and CuPy):
  python3 scripts/gpu-soundness.py --syncflow target/release/syncflow --launches 300 --out OUT
Writes OUT/soundness.json and OUT/ptx.tar.gz (every variant's PTX), and prints a table. On an
H200, 400 launches of each of the 13 kernels filled most of a 280-second run; use fewer for a
first look. Nothing here runs in CI (CI has no GPU).
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tarfile
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
VARIANTS = ("input", "sound", "legacy")


def build(args, work):
    """nvcc → PTX → the three variants; returns {file: {variant: path}} and the decisions."""
    files = {}
    decisions = {}
    for name in ("observed_counter", "mixed_width", "volatile_tail", "last_block",
                 "threadfence_reduction", "ordered_slots", "acquire", "publish"):
        src = os.path.join(ROOT, "tests", "sync", f"{name}.cu")
        ptx = os.path.join(work, f"{name}.input.ptx")
        subprocess.run([args.nvcc, "-ptx", "-O3", "-lineinfo", f"-arch={args.arch}", src, "-o",
                        ptx], check=True)
        files[name] = {"input": ptx}
        for variant, knobs in (("sound", []), ("legacy", ["--knob", "legacy-sync-model=1"])):
            out = os.path.join(work, f"{name}.{variant}.ptx")
            r = subprocess.run([args.syncflow, "eliminate", "--json", "--preset", "sound", *knobs,
                                "-o", out, ptx], capture_output=True, text=True)
            if r.returncode != 0:
                print(f"syncflow failed on {name} ({variant}): {r.stderr[:300]}")
                continue
            doc = json.loads(r.stdout)
            removed = [f"{b.get('file', '?')}:{b.get('line', '?')} in {fn.get('name', '?')[:40]}"
                       for fn in doc.get("functions", []) for b in fn.get("barriers", [])
                       if b.get("removed")]
            decisions[f"{name}.{variant}"] = removed
            files[name][variant] = out
    return files, decisions


def entry(ptx_text, kernel):
    """The PTX entry of C++ kernel `kernel` (its Itanium-mangled name, or the name itself)."""
    names = re.findall(r"\.entry\s+([\w$]+)", ptx_text)
    for n in names:
        if n == kernel or n.startswith(f"_Z{len(kernel)}{kernel}"):
            return n
    raise KeyError(f"no entry for {kernel} among {names}")


class Variant:
    """One loaded variant; its kernels and globals are looked up once, not per launch."""

    def __init__(self, cp, path):
        self.text = open(path).read()
        self.module = cp.RawModule(path=path)
        self.functions = {}
        self.globals = {}

    def fn(self, kernel):
        if kernel not in self.functions:
            self.functions[kernel] = self.module.get_function(entry(self.text, kernel))
        return self.functions[kernel]

    def global_array(self, cp, name, dtype, n):
        if name not in self.globals:
            ptr = self.module.get_global(name)
            self.globals[name] = cp.ndarray((n,), dtype=dtype, memptr=ptr)
        return self.globals[name]


def tests(cp, np):
    """Each test: (file, kernel, run). `run(variant, seed)` launches once on inputs drawn from
    `seed` and returns the outputs (host arrays) to compare."""
    G = 2048

    def rng(seed):
        return cp.random.RandomState(seed)

    def counter(kernel):
        def run(v, seed):
            x = rng(seed).randint(-5, 6, size=G * 256, dtype=cp.int32)
            out = cp.zeros(G, dtype=cp.uint32)
            v.fn(kernel)((G,), (256,), (x, out))
            return [out.get()]
        return run

    def commuting(v, seed):
        x = rng(seed).randint(-200, 201, size=G * 256, dtype=cp.int32)
        out = cp.zeros(2 * G, dtype=cp.int32)
        v.fn("commuting_reductions")((G,), (256,), (x, out))
        return [out.get()]

    def mixed_word(v, seed):
        out = cp.zeros(G, dtype=cp.uint64)
        v.fn("mixed_width_word")((G,), (256,), (out,))
        return [out.get()]

    def mixed_global(v, seed):
        words = cp.zeros(G, dtype=cp.uint64)
        v.fn("mixed_width_global")((G,), (256,), (words,))
        return [words.get()]

    def volatile_load(v, seed):
        out = cp.zeros(G * 32, dtype=cp.float32)
        v.fn("volatile_store_then_load")((G,), (256,), (np.float32(1 + seed % 977), out))
        return [out.get()]

    def volatile_reduce(v, seed):
        x = rng(seed).standard_normal(G * 256, dtype=cp.float32)
        out = cp.zeros(G, dtype=cp.float32)
        v.fn("block_reduce_volatile_tail")((G,), (256,), (x, out))
        return [out.get()]

    def last_block(v, seed):
        v.global_array(cp, "tickets", cp.uint32, 1).fill(0)
        x = rng(seed).standard_normal(256 * 256, dtype=cp.float32)
        partial = cp.zeros(256 * 256, dtype=cp.float32)
        result = cp.zeros(256, dtype=cp.float32)
        v.fn("last_block_sum")((256,), (256,), (x, partial, result))
        return [result.get()]

    def last_block_globals(v, seed):
        v.global_array(cp, "ticket_counter", cp.uint32, 1).fill(0)
        result = cp.zeros(256, dtype=cp.float32)
        v.fn("last_block_sum_globals")((256,), (256,), (np.float32(1 + seed % 977), result))
        return [result.get()]

    def threadfence(v, seed):
        v.global_array(cp, "retirement", cp.uint32, 1).fill(0)
        n = 1 << 20
        x = rng(seed).standard_normal(n, dtype=cp.float32)
        partial = cp.zeros(256, dtype=cp.float32)
        result = cp.zeros(1, dtype=cp.float32)
        v.fn("threadfence_reduce")((256,), (256,), (x, partial, result, np.uint32(n)))
        return [result.get()]

    def slots(kernel, block, n):
        def run(v, seed):
            out = cp.full(n, -1, dtype=cp.int32)
            v.fn(kernel)((1,), block, (out,))
            return [out.get()]
        return run

    return [
        ("observed_counter", "counter_atomic_load", counter("counter_atomic_load")),
        ("observed_counter", "counter_rmw_read", counter("counter_rmw_read")),
        ("observed_counter", "commuting_reductions", commuting),
        ("mixed_width", "mixed_width_word", mixed_word),
        ("mixed_width", "mixed_width_global", mixed_global),
        ("volatile_tail", "volatile_store_then_load", volatile_load),
        ("volatile_tail", "block_reduce_volatile_tail", volatile_reduce),
        ("last_block", "last_block_sum", last_block),
        ("last_block", "last_block_sum_globals", last_block_globals),
        ("threadfence_reduction", "threadfence_reduce", threadfence),
        ("ordered_slots", "syncwarp_ordered_slots", slots("syncwarp_ordered_slots", (16, 2), 32)),
        ("ordered_slots", "named_barrier_ordered_slots",
         slots("named_barrier_ordered_slots", (32, 4), 128)),
        ("ordered_slots", "flag_ordered_slots", slots("flag_ordered_slots", (32, 2), 64)),
    ]


def same(a, b, np):
    return all(np.array_equal(x, y, equal_nan=x.dtype.kind == "f") for x, y in zip(a, b))


def wait(streams, seconds=5.0):
    """True when every stream finished within `seconds` (a spinning consumer whose producer
    never ran would otherwise hang the script)."""
    t0 = time.time()
    while not all(st.done for st in streams):
        if time.time() - t0 > seconds:
            return False
    return True


CONSUMER = r"""
extern "C" __global__ void consume(const float *published, const int *ready, float *out) {
  if (threadIdx.x == 0) {
    unsigned long long f = (unsigned long long)&ready[blockIdx.x];
    int seen;
    do {
      asm volatile("ld.acquire.gpu.global.u32 %0, [%1];" : "=r"(seen) : "l"(f) : "memory");
    } while (seen == 0);
  }
  __syncthreads();
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = published[i];
}
"""


def between_ctas(cp, np, loaded, launches):
    """The idioms whose other side is another CTA, with that side written here:

    - acquire.cu's `consume_device_globals` (thread 0 spins on a volatile flag and fences, the
      barrier, every thread reads `produced`), while another stream writes `produced` and then
      sets the flag;
    - publish.cu's `publish_device_globals` (every thread writes `published`, the barrier,
      thread 0 fences and sets `ready[block]`), while a consumer kernel of this script spins
      on `ready[block]` with an acquire load, then reads `published` after its own barrier.

    Each runs every variant of the file under test; the other side is always the same."""
    C = 64
    results = {}
    consume = cp.RawKernel(CONSUMER, "consume")
    for variant in VARIANTS:
        for test in ("consume_device_globals", "publish_device_globals"):
            key = f"{test}.{variant}"
            v = loaded["acquire" if test.startswith("consume") else "publish"].get(variant)
            if v is None:
                continue
            s1 = cp.cuda.Stream(non_blocking=True)
            s2 = cp.cuda.Stream(non_blocking=True)
            wrong = done = 0
            # Everything the two sides launch is loaded before the first launch: loading a
            # module (CuPy compiles its copy and fill kernels on first use) waits for the
            # device to go idle, and a consumer spinning on a flag never lets it.
            warm = cp.zeros(C * 256, dtype=cp.float32)
            if test.startswith("consume"):
                v.fn("consume_device_globals")
                v.global_array(cp, "produced", cp.float32, C * 256)[:] = warm
                v.global_array(cp, "produced_ready", cp.int32, 1).fill(1)
            else:
                v.fn("publish_device_globals")
                v.global_array(cp, "ready", cp.int32, C).fill(0)
                getattr(consume, "compile", lambda: consume.kernel)()
            cp.random.RandomState(0).standard_normal(C * 256, dtype=cp.float32)
            cp.cuda.Device().synchronize()
            for i in range(launches):
                x = cp.random.RandomState(i).standard_normal(C * 256, dtype=cp.float32)
                if test.startswith("consume"):
                    produced = v.global_array(cp, "produced", cp.float32, C * 256)
                    ready = v.global_array(cp, "produced_ready", cp.int32, 1)
                    consumed = v.global_array(cp, "consumed", cp.float32, C * 256)
                    produced.fill(0)
                    ready.fill(0)
                    consumed.fill(0)
                    cp.cuda.Device().synchronize()
                    with s1:
                        v.fn("consume_device_globals")((C,), (256,), ())
                    with s2:
                        produced[:] = x
                        ready.fill(1)
                    if not wait((s1, s2)):
                        results[key] = {"wrong": wrong, "launches": done, "hung": True}
                        print(f"between CTAs: {key}: {results[key]}", flush=True)
                        return results
                    ok = np.array_equal(consumed.get(), x.get() + np.float32(1.0))
                else:
                    published = v.global_array(cp, "published", cp.float32, C * 256)
                    ready = v.global_array(cp, "ready", cp.int32, C)
                    published.fill(0)
                    ready.fill(0)
                    out = cp.zeros(C * 256, dtype=cp.float32)
                    scale = np.float32(1 + i % 977)
                    cp.cuda.Device().synchronize()
                    with s1:
                        consume((C,), (256,), (published, ready, out))
                    with s2:
                        v.fn("publish_device_globals")((C,), (256,), (scale,))
                    if not wait((s1, s2)):
                        results[key] = {"wrong": wrong, "launches": done, "hung": True}
                        print(f"between CTAs: {key}: {results[key]}", flush=True)
                        return results
                    expected = scale * np.arange(C * 256, dtype=np.float32)
                    ok = np.array_equal(out.get(), expected)
                wrong += 0 if ok else 1
                done += 1
            results[key] = {"wrong": wrong, "launches": done}
            print(f"between CTAs: {key}: {results[key]}", flush=True)
    return results


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--syncflow", default=os.path.join(ROOT, "target/release/syncflow"))
    ap.add_argument("--nvcc", default="nvcc")
    ap.add_argument("--arch", default="sm_90")
    ap.add_argument("--launches", type=int, default=300)
    ap.add_argument("--out", default="gpu-soundness-out")
    ap.add_argument("--only", action="append", help="run only this kernel (repeatable)")
    ap.add_argument("--skip-between", action="store_true",
                    help="skip the two idioms whose other side is another CTA")
    args = ap.parse_args()
    import cupy as cp
    import numpy as np

    os.makedirs(args.out, exist_ok=True)
    work = tempfile.mkdtemp(prefix="gpu-soundness-")
    files, decisions = build(args, work)
    with tarfile.open(os.path.join(args.out, "ptx.tar.gz"), "w:gz") as tar:
        for name in sorted(os.listdir(work)):
            tar.add(os.path.join(work, name), arcname=name)
    for k, removed in decisions.items():
        print(f"{k}: {len(removed)} removed {removed}")
    loaded = {f: {v: Variant(cp, p) for v, p in vs.items()} for f, vs in files.items()}
    report = {"device": cp.cuda.runtime.getDeviceProperties(0)["name"].decode(),
              "launches": args.launches, "decisions": decisions, "kernels": {}}
    print(f"\n{report['device']}: wrong launches of {args.launches} (input run twice)\n")
    print(f"{'kernel':30} {'input':>6} {'sound':>6} {'legacy':>7}")
    for file, kernel, run in tests(cp, np):
        if args.only and kernel not in args.only:
            continue
        row = {}
        t0 = time.time()
        try:
            for i in range(args.launches):
                ref = run(loaded[file]["input"], i)
                for variant in VARIANTS:
                    if variant not in loaded[file]:
                        continue
                    got = run(loaded[file][variant], i)
                    row[variant] = row.get(variant, 0) + (0 if same(ref, got, np) else 1)
        except Exception as e:  # report and go on to the next kernel
            row["error"] = f"{type(e).__name__}: {str(e)[:300]}"
        row["seconds"] = round(time.time() - t0, 1)
        report["kernels"][kernel] = row
        print(f"{kernel:30} {row.get('input', '-')!s:>6} {row.get('sound', '-')!s:>6} "
              f"{row.get('legacy', '-')!s:>7} {row['seconds']:6.1f} s {row.get('error', '')}",
              flush=True)
    try:
        pairs = {} if args.skip_between else between_ctas(cp, np, loaded, args.launches)
    except Exception as e:  # report what ran
        pairs = {"error": f"{type(e).__name__}: {str(e)[:300]}"}
    report["between_ctas"] = pairs
    for k, r in pairs.items():
        print(f"{k:40} {r}")
    with open(os.path.join(args.out, "soundness.json"), "w") as f:
        json.dump(report, f, indent=1)


if __name__ == "__main__":
    sys.exit(main())
