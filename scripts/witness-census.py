#!/usr/bin/env python3
"""Witness census: of the barriers `sound` keeps in a set of kernels, how many does a run show
to be needed, and what static reasons do the others have (issue 42, docs/witness-census.md).

    scripts/witness-census.py [--syncflow BIN] [--launch FILE]... [--launches-json FILE]...
        [--sources DIR] [--block N] [--grid G] [--ctas C] [--timeout S] [--top N]
        [--set NAME] [--json OUT] FILE.ll|FILE.ptx...

**Launches.** Every kernel of every FILE gets its launches from, in this order: the lines of
a `--launch` file whose input is FILE (the format of tests/corpus/launches.txt); the entry of
a `--launches-json` file (tests/pipelined/launches.json's format) whose key is FILE's path
relative to that file's folder without its extension(s) (`triton/matmul_s3.sm80`, or the stem
`double_buffer` shared by `.ll`, `.ptx` and `.nvcc.ptx`); else one made here: the block the
kernel states (`nvvm.reqntid` / `.reqntid`, which check takes by itself), else a
GPUVerify-style header comment (`//--blockDim=[X,Y]`, `//--gridDim=G`) in the `.cu` next to the
file or in `--sources DIR` under the same stem, else `--block`; the grid from the comment,
else `--grid`; `--ctas` CTAs of it run; arguments are check's defaults (1 MiB buffers of small
integers, integers = the grid's thread count).

**Runs.** Per file, `syncflow report FILE --launch EMPTY --json` lists the barriers `sound`
keeps that removal could ask about (`witness: "no-launch"` marks every kept candidate) with
their static reason; then per kernel, `syncflow report FILE --launch KERNEL'S-LINES --json`
ablates each of that kernel's kept barriers (`check --ablate`, `--schedule all` unless a line
names one) under `--timeout` seconds. A barrier takes its strongest outcome over the launches
that reach it: `needed` (witness), then `inconclusive`, then `no-witness`; `not-executed` when
no launch completes it. A kernel whose run times out, crashes or is refused leaves its kept
barriers `inconclusive`, never counted as either witness or none.

**Reasons.** The static reasons of the `no-witness` barriers are grouped by shape: object
names become X, Y (the memory classes `shared memory`, `dynamic shared memory`, `global memory
through kernel parameters`, `unknown memory` stay), index expressions `[…]`, source places
`FILE:L:C`; the `--top` commonest are printed with a count and one example.

Output: a markdown table (one row per `--set` name, default "all") and the reasons; `--json`
writes every barrier and run. Third-party inputs are compiled outside the repository
(docs/witness-census.md says how). Not run by CI: it runs every kernel once per kept barrier
and schedule.
"""
import argparse
import collections
import json
import os
import re
import shlex
import subprocess
import sys
import tempfile
import time

RANK = {"needed": 3, "inconclusive": 2, "no-witness": 1, "not-executed": 0}
KEEP_CLASSES = ["dynamic shared memory", "global memory through kernel parameters",
                "shared memory", "global memory", "unknown memory", "constant memory",
                "local memory"]


def run_report(a, path, launch_lines):
    """`syncflow report PATH --launch F --json` with F holding `launch_lines`; (doc, error)."""
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as f:
        f.write("".join(line + "\n" for line in launch_lines))
        lf = f.name
    try:
        r = subprocess.run([a.syncflow, "report", os.path.abspath(path), "--launch", lf,
                            "--json", "--jobs", "1"],
                           capture_output=True, text=True, timeout=a.timeout)
    except subprocess.TimeoutExpired:
        return None, f"timeout ({a.timeout:g} s)"
    finally:
        os.unlink(lf)
    if r.returncode != 0:
        where = next((l for l in r.stderr.splitlines() if "panicked at" in l or "error" in l),
                     r.stderr.strip()[:160])
        return None, f"exit {r.returncode}: {where.strip()[:200]}"
    try:
        return json.loads(r.stdout), None
    except json.JSONDecodeError:
        return None, "no JSON on standard output"


def why_stopped(a, line):
    """For a kernel with inconclusive barriers: one plain `check` run of its launch (the first
    schedule) and the findings that can stop a run, by kind, with the first such message."""
    words = shlex.split(line)
    try:
        r = subprocess.run([a.syncflow, "check", *words, "--json"], capture_output=True,
                           text=True, timeout=a.timeout)
        doc = json.loads(r.stdout)
    except (subprocess.TimeoutExpired, json.JSONDecodeError):
        return "the plain run did not finish either"
    stops = [f for f in doc["findings"] if f["kind"] not in ("race", "uninitialized-read",
                                                             "uninitialised-read")]
    if not stops:
        return ("the input's run (first schedule) ends without a fault: the launch does not "
                "reach the barrier, or another schedule stopped")
    m = re.sub(r" \(thread .*$| in block \(.*$", "", stops[0]["message"])
    return f"{stops[0]['kind']}: {m[:120]}"


def source_of(path, sources):
    """The `.cu` next to the file, or in `sources` under the same stem."""
    base = re.sub(r"(\.nvcc)?\.(ll|ptx)$", "", path)
    cands = [base + ".cu"]
    if sources:
        cands.append(os.path.join(sources, os.path.basename(base) + ".cu"))
    return next((c for c in cands if os.path.exists(c)), None)


def ir_params(path, kernel):
    """The parameter types of `kernel` in an `.ll` (None for PTX or when not found)."""
    if not path.endswith(".ll"):
        return None
    for line in open(path, errors="replace"):
        if line.startswith("define") and f"@{kernel}(" in line:
            params, depth, word = [], 0, ""
            for ch in line.split(f"@{kernel}(", 1)[1]:
                if ch == ")" and depth == 0:
                    break
                if ch == "," and depth == 0:
                    params.append(word)
                    word = ""
                    continue
                depth += (ch == "(") - (ch == ")")
                word += ch
            params.append(word)
            return [p.strip().split()[0] for p in params if p.strip()]
    return None


def requires(cu, kernel):
    """GPUVerify's `__requires(name == constant)` of the kernel in `cu`, by parameter
    position: the values its verification assumed, so the run indexes what the proof did."""
    text = open(cu, errors="replace").read()
    out = {}
    for m in re.finditer(r"__global__[^;{]*?\b(\w+)\s*\(([^)]*)\)\s*\{", text):
        name, params = m.group(1), m.group(2)
        if not names(name, kernel):
            continue
        order = [re.findall(r"\w+", p)[-1] for p in params.split(",") if re.findall(r"\w+", p)]
        body = text[m.end():m.end() + 4000]
        for r in re.finditer(r"__requires\(\s*(\w+)\s*==\s*([-0-9*+ ]+?)\s*(?:/\*.*?\*/)?\s*\)",
                             body):
            if r.group(1) in order:
                try:
                    out[order.index(r.group(1))] = int(eval(r.group(2), {"__builtins__": {}}))
                except (SyntaxError, ValueError, NameError):
                    pass
    return out


def header_launch(path, sources):
    """Block and grid from a GPUVerify-style header comment of the file's `.cu`, if any."""
    cu = source_of(path, sources)
    dims = {}
    if cu:
        head = open(cu, errors="replace").read(3000)
        for key in ("blockDim", "gridDim"):
            m = re.search(r"--%s=\[?([0-9, ]+)\]?" % key, head)
            if m:
                dims[key] = ",".join(x for x in m.group(1).replace(" ", "").split(",") if x)
    return dims


def json_launches(a):
    """(absolute path without extensions, kernel) -> launch flags, from --launches-json."""
    out = {}
    for jf in a.launches_json:
        doc = json.load(open(jf))
        root = os.path.dirname(os.path.abspath(jf))
        for key, kernels in doc.items():
            if key.startswith("_"):
                continue
            for k, spec in kernels.items():
                if k.startswith("_"):
                    continue
                flags = []
                for opt in ("block", "grid", "ctas"):
                    if opt in spec:
                        flags += [f"--{opt}", str(spec[opt])]
                if "dynamic_shared" in spec:
                    flags += ["--dynamic-shared", str(spec["dynamic_shared"])]
                for i, v in enumerate(spec.get("args", [])):
                    flags += ["--arg", shlex.quote(f"#{i}={v}")]
                out[(os.path.join(root, key), k)] = flags
    return out


def file_lines(a):
    """Absolute input -> [(kernel, line)] from the --launch files."""
    out = collections.defaultdict(list)
    for lf in a.launch:
        root = os.path.dirname(os.path.abspath(lf))
        for raw in open(lf):
            s = raw.strip()
            if not s or s.startswith("#"):
                continue
            words = shlex.split(s)
            inp = os.path.abspath(os.path.join(root, words[0]))
            kernel = words[words.index("--kernel") + 1]
            rest = s.split(None, 1)[1]
            out[inp].append((kernel, shlex.quote(inp) + " " + rest))
    return out


def names(k, function):
    """Does `--kernel k` name `function`? Its IR name, or the name inside a mangled one, as
    check takes it (`matmul_tiled` for `_Z12matmul_tiledPKfS0_Pfi`)."""
    return k == function or (function.startswith("_Z") and f"{len(k)}{k}" in function[:len(k) + 8])


def strip_ext(path):
    return re.sub(r"(\.nvcc)?\.(ll|ptx)$", "", os.path.abspath(path))


def launches_for(a, path, kernel, by_file, by_json):
    mine = [line for k, line in by_file.get(os.path.abspath(path), []) if names(k, kernel)]
    if mine:
        return mine, "launch file"
    for key in (strip_ext(path), re.sub(r"\.sm\d+$", "", strip_ext(path))):
        if (key, kernel) in by_json:
            flags = by_json[(key, kernel)]
            if "--ctas" not in flags:
                flags = flags + ["--ctas", a.ctas]
            return [" ".join([shlex.quote(os.path.abspath(path)), "--kernel", kernel] + flags)], "launches.json"
    dims = header_launch(path, a.sources)
    flags = ["--grid", dims.get("gridDim", a.grid), "--ctas", a.ctas]
    cu = source_of(path, a.sources)
    fixed = requires(cu, kernel) if cu else {}
    types = ir_params(path, kernel) or []
    for i in range(max([len(types)] + [k + 1 for k in fixed])):
        if i in fixed:
            flags += ["--arg", f"#{i}={fixed[i]}"]
        elif a.buffer and i < len(types) and types[i] == "ptr":
            flags += ["--arg", shlex.quote(f"#{i}={a.buffer}")]
    block = dims.get("blockDim")
    m = re.search(r"I[Lj]*j(\d+)E", kernel)
    if not block and a.template_block and re.search(a.template_block, kernel) and m:
        block = m.group(1)
    src = "header comment" if dims else "default"
    if block:
        flags += ["--block", block]
    elif a.block:
        flags += ["--block", a.block]
    return [" ".join([shlex.quote(os.path.abspath(path)), "--kernel", kernel] + flags)], src


def shape(reason):
    """A static reason with names, indices and places abstracted, so reasons group by shape:
    each object after "of" becomes X, Y, … unless it is a memory class (KEEP_CLASSES)."""
    r = re.sub(r"\s*\(precision \d+\)\s*$", "", reason)
    r = re.sub(r"[\w./-]+\.(cu|cuh|h|py|ll|ptx|c|cpp):\d+(:\d+)?", "FILE:L", r)
    r = re.sub(r"\[[^\[\]]*(\[[^\[\]]*\][^\[\]]*)*\]", "[…]", r)
    names = {}

    def name(m):
        obj = m.group(1)
        if obj in KEEP_CLASSES:
            return obj
        cls = next((c for c in KEEP_CLASSES if obj.startswith(c + " ")), None)
        if cls:  # "global memory through %p" and the like: the class, then a name
            return cls + " " + name_of(obj[len(cls) + 1:])
        return name_of(obj)

    def name_of(obj):
        if obj not in names:
            names[obj] = "XYZUVW"[len(names)] if len(names) < 6 else "N"
        return names[obj]
    return re.sub(r"(?<= of )(.+?)(?=\[…\]| above| below|, which|$)", name, r)


def census(a):
    by_file = file_lines(a)
    by_json = json_launches(a)
    barriers = {}   # (file, function, block, index) -> record
    runs = []
    files = {"files": 0, "not parsed": 0}
    for path in a.files:
        files["files"] += 1
        static, err = run_report(a, path, [])
        if static is None or static["files"][0].get("error"):
            files["not parsed"] += 1
            runs.append({"file": path, "kernel": None, "status": "static-failed",
                         "detail": err or static["files"][0].get("error")})
            continue
        funcs = static["files"][0]["functions"]
        for f in funcs:
            for b in f["barriers"]:
                if b.get("witness") != "no-launch":
                    continue
                barriers[(path, f["name"], b["block"], b["index"])] = {
                    "file": path, "function": f["name"], "block": b["block"],
                    "index": b["index"], "line": b.get("line"), "src": b.get("file"),
                    "reason": b["verdicts"]["sound"]["reason"], "outcome": None,
                    "kernel_fn": f["kernel"]}
        for f in (f for f in funcs if f["kernel"]):
            lines, origin = launches_for(a, path, f["name"], by_file, by_json)
            doc, err = run_report(a, path, lines)
            run = {"file": path, "kernel": f["name"], "launch": lines, "origin": origin,
                   "kept": sum(1 for k in barriers if k[0] == path and k[1] == f["name"])}
            if doc is None or doc["files"][0].get("error"):
                run.update(status="failed", detail=err or doc["files"][0].get("error"))
                for k, rec in barriers.items():
                    if k[0] == path and k[1] == f["name"]:
                        rec["outcome"] = max(rec["outcome"] or "not-executed", "inconclusive",
                                             key=RANK.get)
                        rec["why_inconclusive"] = run["detail"]
                runs.append(run)
                continue
            run["status"] = "ran"
            outcomes = collections.Counter()
            for g in doc["files"][0]["functions"]:
                for b in g["barriers"]:
                    w = b.get("witness")
                    key = (path, g["name"], b["block"], b["index"])
                    if w in RANK and key in barriers:
                        rec = barriers[key]
                        if rec["outcome"] is None or RANK[w] > RANK[rec["outcome"]]:
                            rec["outcome"] = w
                        outcomes[w] += 1
            run["outcomes"] = dict(outcomes)
            if outcomes["inconclusive"] or outcomes["not-executed"]:
                run["stopped"] = why_stopped(a, lines[0])
            runs.append(run)
    return files, barriers, runs


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--syncflow", default="target/release/syncflow")
    ap.add_argument("--launch", action="append", default=[])
    ap.add_argument("--launches-json", action="append", default=[])
    ap.add_argument("--sources")
    ap.add_argument("--block", default="128")
    ap.add_argument("--grid", default="2")
    ap.add_argument("--ctas", default="1")
    ap.add_argument("--template-block", metavar="REGEX",
                    help="kernels whose name matches take as block their first unsigned "
                    "template argument (cuda-samples' `template <unsigned blockSize>`)")
    ap.add_argument("--buffer", help="what a made launch gives each pointer parameter of an "
                    ".ll kernel (an --arg VALUE, e.g. 'i32[4194304]:random:1:0..16'; default: "
                    "check's 1 MiB buffer)")
    ap.add_argument("--timeout", type=float, default=60)
    ap.add_argument("--top", type=int, default=10)
    ap.add_argument("--set", default="all")
    ap.add_argument("--json")
    ap.add_argument("--from-json", action="store_true",
                    help="FILE... are --json outputs of earlier runs: print their union's "
                    "table and reasons (one row for all) without running anything")
    ap.add_argument("files", nargs="+")
    a = ap.parse_args()
    started = time.time()
    if a.from_json:
        docs = [json.load(open(f)) for f in a.files]
        files = {k: sum(d["files"][k] for d in docs) for k in ("files", "not parsed")}
        barriers = {i: b for i, b in enumerate(b for d in docs for b in d["barriers"])}
        runs = [r for d in docs for r in d["runs"]]
        seconds = sum(d.get("seconds", 0) for d in docs)
    else:
        files, barriers, runs = census(a)
        seconds = round(time.time() - started)
    recs = list(barriers.values())
    c = collections.Counter(r["outcome"] or "not-executed" for r in recs)
    kernels = [r for r in runs if r["kernel"]]
    failed = collections.Counter(re.sub(r"\d+(\.\d+)?", "N", r["detail"])[:90]
                                 for r in kernels if r["status"] == "failed")
    print("| set | files (not parsed) | kernels (run failed) | launches | kept candidates | "
          "witness | no witness | inconclusive | not executed |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|")
    print(f"| {a.set} | {files['files']} ({files['not parsed']}) | {len(kernels)} "
          f"({sum(failed.values())}) | {sum(len(r['launch']) for r in kernels)} | {len(recs)} | "
          f"{c['needed']} | {c['no-witness']} | {c['inconclusive']} | {c['not-executed']} |")
    print(f"\n{len(kernels)} kernels in {seconds} s; runs: "
          + ", ".join(f"{n} {s}" for s, n in collections.Counter(
              r["status"] for r in kernels).most_common()))
    stopped = collections.Counter(re.sub(r"\d+", "N", r["stopped"]) for r in kernels
                                  if r.get("stopped"))
    if stopped:
        print("\nKernels with a barrier inconclusive or not executed, by what the input's own "
              "run (first schedule) reports:")
        for what, n in stopped.most_common():
            print(f"- {n} × {what}")
    if failed:
        print("\nKernels whose run did not finish (their kept barriers count as inconclusive):")
        for what, n in failed.most_common():
            print(f"- {n} × {what}")
    shapes = collections.Counter()
    example = {}
    for r in recs:
        if r["outcome"] == "no-witness":
            s = shape(r["reason"])
            shapes[s] += 1
            example.setdefault(s, r)
    print(f"\nThe {a.top} commonest static reasons (by shape) among the {c['no-witness']} "
          "barriers without a witness:\n")
    print("| # | count | reason (shape) | example |")
    print("|---:|---:|---|---|")
    for i, (s, n) in enumerate(shapes.most_common(a.top), 1):
        e = example[s]
        place = f"{e['src'] or os.path.basename(e['file'])}:{e['line']}"
        print(f"| {i} | {n} | {s} | `{place}` in `{e['function'][:40]}`: {e['reason'][:160]} |")
    if a.json:
        with open(a.json, "w") as f:
            json.dump({"set": a.set, "files": files, "barriers": recs, "runs": runs,
                       "counts": dict(c), "seconds": seconds, "reasons": shapes.most_common()}, f, indent=1)


if __name__ == "__main__":
    sys.exit(main())
