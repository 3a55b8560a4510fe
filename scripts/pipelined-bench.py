#!/usr/bin/env python3
"""The pipelined benchmark (issue 37): what syncflow removes from the kernels of tests/pipelined,
against their ground truth, and what that leaves in the SASS loops.

    scripts/pipelined-bench.py target/release/syncflow                 # markdown table
    scripts/pipelined-bench.py target/release/syncflow --json          # one JSON document
    scripts/pipelined-bench.py SYNCFLOW --preset sound --knob K=V      # any preset / knobs
    scripts/pipelined-bench.py SYNCFLOW --only cp_async --no-sass      # a subset, no NVIDIA tools
    scripts/pipelined-bench.py SYNCFLOW --probe                        # remove each barrier alone, run it
    scripts/pipelined-bench.py SYNCFLOW --only hip/ --schedule all     # AMD: the HIP twins, every schedule

For every kernel of tests/pipelined — clang's `.ll`, llc-19's `.ptx` of it, nvcc's `.nvcc.ptx`,
Triton's `triton/*.ll` and `triton/*.ptx` — it runs `syncflow eliminate --json -o OUT` and reports:

  * CTA barriers (`bar.sync 0` / `__syncthreads()`): removed / static count, and the same for
    those inside loops (natural loops of the CFG, tests/pipelined/truth.py);
  * **unsound**: a barrier whose ground truth is `keep` that was removed. The script prints it
    in a banner and exits 1;
  * missed: `remove` barriers still kept (their source lines);
  * SASS: the PTX before and after (llc-19 first for clang's `.ll`; Triton's `.ll` has no
    PTX path here: llc-19 cannot read LLVM 22's syntax, its `.ptx` row has the numbers) is
    assembled with `ptxas -arch=sm_XX` (the PTX's `.target`) and disassembled with
    `cuobjdump -sass`; loops are the ranges [target, branch] of the backward `BRA`s, and
    `BAR.SYNC 0x0` inside them is counted before and after (named `BAR.SYNC n, m` / `BAR.ARV`
    separately: they are never removed);
  * `check`: the kernel run by `syncflow check --preset P --json` with the launch of
    tests/pipelined/launches.json: new findings of the output (a dynamic soundness check) and,
    once `check --json` reports `barriers_executed` (`{"input": N, "output": M}`), the
    barriers executed per block before and after. Until then that column says `n/a`.

AMD (`hip-gfx90a`, `hip-gfx942`: tests/pipelined/hip, HIP twins of the CUDA kernels, the
launches of their CUDA twins, blocks of 256 = four waves of 64): the SASS columns count
`s_barrier` in `llc-19 -march=amdgcn -mcpu=CPU` of the input and of the output (CPU the file's
`"target-cpu"`; loops are the ranges [label, branch] of the backward `s_branch`/`s_cbranch_*`).

Removed barriers are found by comparing the input with the output (`eliminate -o` deletes
whole lines), so every barrier is matched exactly, wherever syncflow reports it.
Tools: ptxas and cuobjdump from --cuda (a folder with bin/), $SYNCFLOW_NVIDIA_CACHE or
~/.cache/syncflow/cuda-13.5.37 (scripts/nvidia-reference installs them), Triton's wheel
(~/.cache/syncflow/triton-3.9.0, tests/triton/regen.sh), or PATH; without them the SASS
columns say `n/a`.

--probe: for every CTA barrier, deletes it alone and runs `check --against` with the launch
(all four schedules): a new finding shows the barrier is needed (`keep` confirmed); none is
consistent with `remove` (a run is not a proof). It checks the ground truth, and it is how
triton/truth.json's entries were found.
"""
import argparse
import difflib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PIPELINED = ROOT / "tests" / "pipelined"
sys.path.insert(0, str(PIPELINED))
import truth  # noqa: E402

FRONT_ENDS = ["clang-ll", "llc-ptx", "nvcc", "triton-ll", "triton-ptx", "hip-gfx90a", "hip-gfx942"]

# ----------------------------------------------------------------------------- tools


def find_tool(name, cuda):
    cands = []
    if cuda:
        cands.append(Path(cuda) / "bin" / name)
    cache = os.environ.get("SYNCFLOW_NVIDIA_CACHE") or str(Path.home() / ".cache" / "syncflow" / "cuda-13.5.37")
    cands.append(Path(cache) / "root" / "nvidia" / "cu13" / "bin" / name)
    for tri in sorted((Path.home() / ".cache" / "syncflow").glob("triton-*")):
        cands += sorted(tri.glob(f"lib/python3*/site-packages/triton/backends/nvidia/bin/{name}"))
    for c in cands:
        if c.is_file() and os.access(c, os.X_OK):
            return str(c)
    return shutil.which(name)


def run(cmd, **kw):
    return subprocess.run(cmd, capture_output=True, text=True, **kw)


# ----------------------------------------------------------------------------- eliminate


def eliminate(syncflow, path, preset, knobs, out, block=None):
    cmd = [syncflow, "eliminate", "--json", "--preset", preset, str(path), "-o", str(out)]
    for k in knobs:
        cmd += ["--knob", k]
    if block:
        cmd += ["--block", block]
    r = run(cmd)
    if r.returncode != 0:
        raise RuntimeError(f"syncflow eliminate {path}: exit {r.returncode}: {r.stderr.strip()}")
    return json.loads(r.stdout)


MMRA = re.compile(r", !mmra !\d+$")


def deleted_lines(before, after):
    """Line numbers (1-based) of `before` missing from `after` (eliminate deletes whole lines;
    on AMDGPU it also tags kept groups' fences `!mmra` when it narrows them to LDS, which the
    comparison ignores, docs/design.md §4.5)."""
    out = set()
    after = [MMRA.sub("", line) for line in after]
    sm = difflib.SequenceMatcher(None, before, after, autojunk=False)
    for tag, i1, i2, j1, j2 in sm.get_opcodes():
        if tag in ("delete", "replace"):
            out.update(range(i1 + 1, i2 + 1))
            if tag == "replace":
                raise RuntimeError("the output is not the input with whole lines removed")
    return out


# ----------------------------------------------------------------------------- SASS

SASS_FUNC = re.compile(r"^\s*Function : (\S+)")
SASS_INSN = re.compile(r"^\s*/\*([0-9a-f]{4,})\*/\s+(.*?)\s*;")
SASS_BRA = re.compile(r"^(?:@!?U?P\w+\s+)?BRA(?:\.\w+)*\s+(?:`?\(?)?0x([0-9a-f]+)")
SASS_BAR = re.compile(r"^(?:@!?U?P\w+\s+)?BAR\.(SYNC|ARV|RED)\S*\s*(.*)$")


def sass_barriers(text):
    """{function: counts} from `cuobjdump -sass`: BAR.SYNC 0x0 (CTA) and named BAR.SYNC/BAR.ARV/
    BAR.RED, in total and inside loops (the ranges of backward branches)."""
    funcs, cur = {}, None
    for line in text.splitlines():
        m = SASS_FUNC.match(line)
        if m:
            cur = m.group(1)
            funcs[cur] = []
            continue
        m = SASS_INSN.match(line)
        if m and cur is not None:
            funcs[cur].append((int(m.group(1), 16), m.group(2)))
    out = {}
    for f, insns in funcs.items():
        loops = []
        for addr, ins in insns:
            b = SASS_BRA.match(ins)
            if b:
                target = int(b.group(1), 16)
                if target < addr:
                    loops.append((target, addr))
        c = {"cta": 0, "cta_loop": 0, "named": 0, "named_loop": 0, "loops": len(loops)}
        for addr, ins in insns:
            b = SASS_BAR.match(ins)
            if not b:
                continue
            ops = [o.strip() for o in b.group(2).split(",") if o.strip()]
            kind = "cta" if b.group(1) == "SYNC" and ops == ["0x0"] else "named"
            c[kind] += 1
            if any(lo <= addr <= hi for lo, hi in loops):
                c[kind + "_loop"] += 1
        out[f] = c
    return out


AMD_FUNC = re.compile(r"^\s*\.type\s+([\w.$]+),@function")
AMD_LABEL = re.compile(r"^(\.LBB[\w.$]+):")
AMD_BRANCH = re.compile(r"^\s*s_(?:cbranch_\w+|branch)\s+(\.LBB[\w.$]+)")


def amd_barriers(text):
    """{function: counts} from llc's AMDGPU assembly, in the keys of sass_barriers: `s_barrier`
    as `cta` (HIP's groups; the fences around it are no barriers), in total and inside loops
    (the line ranges [label, branch] of branches to an earlier label)."""
    funcs, cur = {}, None
    for line in text.splitlines():
        m = AMD_FUNC.match(line)
        if m:
            cur = m.group(1)
            funcs[cur] = []
        elif cur is not None:
            funcs[cur].append(line)
            if line.startswith(".Lfunc_end"):
                cur = None
    out = {}
    for f, lines in funcs.items():
        labels = {m.group(1): i for i, l in enumerate(lines) if (m := AMD_LABEL.match(l))}
        loops = [(labels[m.group(1)], i) for i, l in enumerate(lines)
                 if (m := AMD_BRANCH.match(l)) and labels.get(m.group(1), i + 1) < i]
        bars = [i for i, l in enumerate(lines) if l.split(";")[0].split() == ["s_barrier"]]
        out[f] = {"cta": len(bars), "cta_loop": sum(any(lo <= i <= hi for lo, hi in loops) for i in bars),
                  "named": 0, "named_loop": 0, "loops": len(loops)}
    return out


def amd_isa_of(ll, work):
    """llc-19's AMDGPU ISA counts of a HIP .ll (for the CPU its functions are compiled for)."""
    m = re.search(r'"target-cpu"="(gfx\w+)"', ll.read_text())
    cpu = m.group(1) if m else "gfx942"
    r = run([os.environ.get("LLC", "llc-19"), "-march=amdgcn", f"-mcpu={cpu}", str(ll), "-o", "-"])
    if r.returncode != 0:
        return None, "llc-19: " + (r.stderr.strip().splitlines() or ["failed"])[0]
    return amd_barriers(r.stdout), None


def ptx_arch(ptx_text):
    m = re.search(r"^\s*\.target\s+(sm_\w+)", ptx_text, re.M)
    return m.group(1) if m else "sm_80"


def sass_of(ptx, tools, work):
    """cuobjdump -sass counts of a PTX file, or None with the reason."""
    if not tools.get("ptxas") or not tools.get("cuobjdump"):
        return None, "no ptxas/cuobjdump"
    cubin = work / (ptx.name + ".cubin")
    r = run([tools["ptxas"], f"-arch={ptx_arch(ptx.read_text())}", str(ptx), "-o", str(cubin)])
    if r.returncode != 0:
        return None, "ptxas: " + (r.stderr.strip().splitlines() or ["failed"])[0]
    r = run([tools["cuobjdump"], "-sass", str(cubin)])
    if r.returncode != 0:
        return None, "cuobjdump: " + r.stderr.strip()
    return sass_barriers(r.stdout), None


def to_ptx(ll, work):
    """llc-19's PTX of a clang .ll (None for Triton's LLVM 22 IR, which llc-19 cannot read)."""
    out = work / (ll.name + ".ptx")
    # The PTX ISA the .ll asks for (`"target-features"="+ptx71,…"`, tests/pipelined/regen.sh):
    # llc takes it from -mattr only. Files at PTX 7.0, llc's default for sm_80, pass nothing.
    isa = sorted({int(v) for v in re.findall(r"\+ptx(\d+)", ll.read_text()) if int(v) > 70})
    mattr = [f"-mattr=+ptx{isa[-1]}"] if isa else []
    r = run([os.environ.get("LLC", "llc-19"), "-march=nvptx64", "-mcpu=sm_80", *mattr, str(ll), "-o", str(out)])
    return out if r.returncode == 0 else None


# ----------------------------------------------------------------------------- check


def launches():
    return json.loads((PIPELINED / "launches.json").read_text())


def launch_key(path):
    p = Path(path)
    name = p.name
    if p.parent.name == "hip":
        return name.split(".", 1)[0]  # the CUDA twin's launch: the same (mangled) kernel names
    for suffix in (".nvcc.ptx", ".ptx", ".ll"):
        if name.endswith(suffix):
            stem = name[: -len(suffix)]
            return f"triton/{stem}" if p.parent.name == "triton" else stem
    return name


def check_cmd(syncflow, path, kernel, launch):
    cmd = [syncflow, "check", str(path), "--kernel", kernel, "--json"]
    if launch.get("block"):
        cmd += ["--block", launch["block"]]
    cmd += ["--grid", launch.get("grid", "1")]
    if launch.get("ctas"):
        cmd += ["--ctas", launch["ctas"]]
    if launch.get("dynamic_shared") is not None:
        cmd += ["--dynamic-shared", str(launch["dynamic_shared"])]
    for i, a in enumerate(launch.get("args", [])):
        cmd += ["--arg", f"#{i}={a}"]
    return cmd


def executed(doc):
    """(input, output) barrier executions from check --json's `barriers_executed`, if there."""
    be = doc.get("barriers_executed")
    if be is None:
        return None

    def total(v):
        if isinstance(v, (int, float)):
            return int(v)
        if isinstance(v, dict):
            if "total" in v:
                return int(v["total"])
            return sum(total(x) for x in v.values())
        if isinstance(v, list):
            return sum(total(x) for x in v)
        return 0

    if isinstance(be, dict) and "input" in be:
        return total(be["input"]), total(be.get("output", 0)) if be.get("output") is not None else None
    return total(be), None


def run_check(syncflow, path, kernel, launch, preset, knobs, timeout, schedule=None):
    cmd = check_cmd(syncflow, path, kernel, launch) + ["--preset", preset]
    if schedule:
        cmd += ["--schedule", schedule]
    for k in knobs:
        cmd += ["--knob", k]
    try:
        r = run(cmd, timeout=timeout)
    except subprocess.TimeoutExpired:
        return {"status": "timeout"}
    try:
        doc = json.loads(r.stdout)
    except json.JSONDecodeError:
        return {"status": "error", "message": (r.stderr.strip().splitlines() or ["?"])[-1]}
    new = doc.get("comparison", {}).get("new_findings", [])
    # A run that stopped early (exit 3) has compared only what ran: not "ok".
    inconclusive = doc.get("comparison", {}).get("inconclusive", [])
    status = "new" if new else ("inconclusive" if inconclusive else "ok")
    res = {"status": status, "new_findings": [f.get("message") for f in new],
           "input_findings": [f.get("message") for f in doc.get("findings", [])],
           "seconds": doc.get("seconds")}
    ex = executed(doc)
    if ex is not None:
        res["barriers_executed"] = {"input": ex[0], "output": ex[1]}
    return res


# ----------------------------------------------------------------------------- per file


def inputs(only):
    files = truth.default_files()
    if only:
        files = [f for f in files if any(o in str(f.relative_to(PIPELINED)) for o in only)]
    return files


def file_block(path):
    """The block every launch of the file's kernels states, when they agree (`check` decides
    with its launch's block; the bench's static columns use the same one)."""
    blocks = {v.get("block") for k, v in launches().get(launch_key(path), {}).items()
              if isinstance(v, dict)}
    return blocks.pop() if len(blocks) == 1 and None not in blocks else None


def bench_file(path, args, tools, work):
    fe = truth.front_end(path)
    fns = truth.annotate(path)
    out = work / ("out." + path.name)
    block = None if args.no_launch_block else file_block(path)
    doc = eliminate(args.syncflow, path, args.preset, args.knob, out, block)
    gone = deleted_lines(path.read_text().splitlines(), out.read_text().splitlines())
    reasons = {}
    for f in doc["functions"]:
        for b in f["barriers"]:
            reasons.setdefault(f["name"], []).append(b)
    sass_before = sass_after = None
    sass_note = None
    if not args.no_sass:
        if fe.startswith("hip-"):
            pb = pa = None
            sass_before, sass_note = amd_isa_of(path, work)
            if sass_before is not None:
                sass_after, sass_note = amd_isa_of(out, work)
        elif path.suffix == ".ptx":
            pb, pa = path, out
        elif fe == "clang-ll":
            pb, pa = to_ptx(path, work / "b"), to_ptx(out, work / "a")
        else:
            pb = pa = None
            sass_note = "llc-19 cannot read Triton's LLVM IR (see its .ptx row)"
        if pb and pa:
            sass_before, sass_note = sass_of(pb, tools, work / "b")
            if sass_before is not None:
                sass_after, sass_note = sass_of(pa, tools, work / "a")
    keys = launches().get(launch_key(path), {})
    rows = []
    for f in fns:
        cta = [b for b in f["barriers"] if b["kind"] == "cta"]
        if not f["kernel"] and not cta:
            continue
        for b in f["barriers"]:
            b["removed"] = b["text_line"] in gone
        row = {
            "front_end": fe, "file": truth.rel(path), "function": f["name"],
            "kernel": truth.short(f["name"]),
            "barriers": len(cta), "removed": sum(b["removed"] for b in cta),
            "in_loops": sum(b["loop_depth"] > 0 for b in cta),
            "removed_in_loops": sum(b["removed"] and b["loop_depth"] > 0 for b in cta),
            "named": sum(b["kind"] != "cta" for b in f["barriers"]),
            "unsound": [b["line"] for b in cta if b["removed"] and b["truth"] == "keep"],
            "missed": [b["line"] for b in cta if not b["removed"] and b["truth"] == "remove"],
            "truth_remove": sum(b["truth"] == "remove" for b in cta),
            "truth_remove_in_loops": sum(b["truth"] == "remove" and b["loop_depth"] > 0 for b in cta),
            "unknown": sum(b["truth"] == "unknown" for b in cta),
            "barrier_list": [{k: b.get(k) for k in ("line", "text_line", "loop_depth", "truth", "removed", "why")}
                             for b in cta],
            "reasons": [{"line": r.get("line"), "removed": r.get("removed"), "pass": r.get("pass"),
                         "reason": r.get("reason")} for r in reasons.get(f["name"], [])
                        if r.get("kind") == "candidate"],
        }
        if sass_before is not None and sass_after is not None:
            row["sass"] = {"before": sass_before.get(f["name"]), "after": sass_after.get(f["name"])}
        else:
            row["sass"] = None
            row["sass_note"] = sass_note or "skipped"
        launch = keys.get(f["name"])
        if args.no_check:
            row["check"] = {"status": "skipped"}
        elif launch is None:
            row["check"] = {"status": "no launch"}
        else:
            row["check"] = run_check(args.syncflow, path, f["name"], launch, args.preset, args.knob, args.timeout,
                                     args.schedule)
        rows.append(row)
    return rows


# ----------------------------------------------------------------------------- probe


def probe_file(path, args, work):
    """Each CTA barrier removed alone, then run: new findings or not."""
    fns = truth.annotate(path)
    keys = launches().get(launch_key(path), {})
    lines = path.read_text().splitlines(keepends=True)
    out = []
    for f in fns:
        launch = keys.get(f["name"])
        for b in f["barriers"]:
            if b["kind"] != "cta":
                continue
            res = {"file": truth.rel(path), "kernel": truth.short(f["name"]), "function": f["name"],
                   "line": b["line"], "text_line": b["text_line"], "loop_depth": b["loop_depth"],
                   "truth": b["truth"]}
            if launch is None:
                res["probe"] = "no launch"
                out.append(res)
                continue
            alt = work / f"probe.{b['text_line']}.{path.name}"
            alt.write_text("".join(lines[: b["text_line"] - 1] + lines[b["text_line"]:]))
            cmd = check_cmd(args.syncflow, path, f["name"], launch) + ["--against", str(alt), "--schedule", "all"]
            try:
                r = run(cmd, timeout=args.timeout)
                doc = json.loads(r.stdout)
                new = doc.get("comparison", {}).get("new_findings", [])
                res["probe"] = "needed" if new else "no finding"
                res["evidence"] = new[0].get("message") if new else None
            except subprocess.TimeoutExpired:
                res["probe"] = "timeout"
            except json.JSONDecodeError:
                res["probe"] = "error: " + (r.stderr.strip().splitlines() or ["?"])[-1]
            out.append(res)
    return out


# ----------------------------------------------------------------------------- output


def frac(a, b):
    return f"{a}/{b}"


def sass_cell(row, key):
    s = row.get("sass")
    if not s or not s.get("before") or not s.get("after"):
        return "n/a"
    return f"{s['before'][key]}→{s['after'][key]}"


def check_cell(row):
    c = row["check"]
    st = c["status"]
    if st == "ok":
        return "ok"
    if st == "new":
        return f"**{len(c['new_findings'])} new**"
    return st


def exec_cell(row):
    be = row["check"].get("barriers_executed")
    if not be:
        return "n/a"
    return f"{be['input']}→{be['output'] if be['output'] is not None else '?'}"


NO_LAUNCH_BLOCK = [False]


def markdown(rows, preset, knobs):
    out = []
    out.append(f"Preset `{preset}`" + (f", knobs {' '.join(knobs)}" if knobs else "") + "; "
               + ("each file decided without a block. " if NO_LAUNCH_BLOCK[0] else
                  "each file decided with `--block` of its kernels' launch (tests/pipelined/launches.json), "
                  "as `check` decides. ") +
               "CTA barriers = `bar.sync 0` / `__syncthreads()`; named barriers are never candidates.")
    out.append("")
    out.append("| front-end | file | kernel | removed / CTA barriers | in loops: removed / total "
               "| truth: removable (in loops) | unsound (keep removed) | missed (remove kept: lines) "
               "| SASS `BAR.SYNC 0` in loops | SASS `BAR.SYNC 0` total | named `BAR` in loops "
               "| check | executed barriers (check) |")
    out.append("|---|---|---|---|---|---|---|---|---|---|---|---|---|")
    for r in rows:
        missed = ", ".join(str(x) for x in r["missed"]) or "—"
        unsound = ("**UNSOUND: " + ", ".join(str(x) for x in r["unsound"]) + "**") if r["unsound"] else "—"
        tr = f"{r['truth_remove']} ({r['truth_remove_in_loops']})"
        if r["unknown"]:
            tr += f", {r['unknown']} unknown"
        out.append(f"| {r['front_end']} | {r['file']} | {r['kernel']} | {frac(r['removed'], r['barriers'])} "
                   f"| {frac(r['removed_in_loops'], r['in_loops'])} | {tr} | {unsound} | {missed} "
                   f"| {sass_cell(r, 'cta_loop')} | {sass_cell(r, 'cta')} | {sass_cell(r, 'named_loop')} "
                   f"| {check_cell(r)} | {exec_cell(r)} |")
    out.append("")
    out.append("| front-end | kernels | CTA barriers | removed | in loops | removed in loops "
               "| removable by truth (in loops) | unsound | missed | SASS `BAR.SYNC 0` in loops before→after |")
    out.append("|---|---|---|---|---|---|---|---|---|---|")
    for fe in FRONT_ENDS:
        rs = [r for r in rows if r["front_end"] == fe]
        if not rs:
            continue
        sb = sa = 0
        have = all(r.get("sass") and r["sass"].get("before") and r["sass"].get("after") for r in rs)
        for r in rs:
            if r.get("sass") and r["sass"].get("before") and r["sass"].get("after"):
                sb += r["sass"]["before"]["cta_loop"]
                sa += r["sass"]["after"]["cta_loop"]
        out.append(f"| {fe} | {len(rs)} | {sum(r['barriers'] for r in rs)} | {sum(r['removed'] for r in rs)} "
                   f"| {sum(r['in_loops'] for r in rs)} | {sum(r['removed_in_loops'] for r in rs)} "
                   f"| {sum(r['truth_remove'] for r in rs)} ({sum(r['truth_remove_in_loops'] for r in rs)}) "
                   f"| {sum(len(r['unsound']) for r in rs)} | {sum(len(r['missed']) for r in rs)} "
                   f"| {f'{sb}→{sa}' if have else 'n/a'} |")
    notes = []
    if any(r["check"].get("status") in ("ok", "new") and "barriers_executed" not in r["check"] for r in rows):
        notes.append("executed barriers: `n/a` until `syncflow check --json` reports `barriers_executed`.")
    for r in rows:
        if r["check"].get("status") == "error":
            notes.append(f"check on {r['file']} {r['kernel']}: {r['check'].get('message')}")
        if r["check"].get("status") in ("ok", "new") and r["check"].get("input_findings"):
            notes.append(f"check on {r['file']} {r['kernel']}: the input itself has "
                         f"{len(r['check']['input_findings'])} finding(s), first: {r['check']['input_findings'][0]}")
    if any(r["front_end"].startswith("hip-") for r in rows):
        notes.append("hip-* rows: the SASS columns count `s_barrier` in llc-19's AMDGPU ISA "
                     "(`-mcpu` = the file's target), loops by backward `s_branch`/`s_cbranch_*`.")
    notes += sorted({f"SASS of {r['file']}: {r['sass_note']}" for r in rows
                     if r.get("sass_note") and r["sass_note"] != "skipped"})
    if notes:
        out.append("")
        out += [f"- {n}" for n in notes]
    return "\n".join(out)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("syncflow", help="the syncflow binary (e.g. target/release/syncflow)")
    ap.add_argument("--preset", default="sound")
    ap.add_argument("--knob", action="append", default=[], help="K=V, passed to eliminate and check (repeatable)")
    ap.add_argument("--only", action="append", default=[], help="files whose path under tests/pipelined contains this (repeatable)")
    ap.add_argument("--json", action="store_true", help="one JSON document instead of markdown")
    ap.add_argument("--no-sass", action="store_true", help="skip ptxas/cuobjdump")
    ap.add_argument("--no-check", action="store_true", help="skip syncflow check")
    ap.add_argument("--no-launch-block", action="store_true",
                    help="eliminate without the files' launch blocks (by default each file is decided "
                         "with --block of its kernels' common launch block, as check decides)")
    ap.add_argument("--cuda", help="a CUDA folder with bin/ptxas and bin/cuobjdump")
    ap.add_argument("--timeout", type=float, default=300, help="seconds per check run")
    ap.add_argument("--schedule", help="passed to every check run (e.g. all); check's default without it")
    ap.add_argument("--probe", action="store_true", help="remove each CTA barrier alone and run it (see above)")
    args = ap.parse_args()
    NO_LAUNCH_BLOCK[0] = args.no_launch_block
    args.syncflow = str(Path(args.syncflow).resolve())
    files = inputs(args.only)
    with tempfile.TemporaryDirectory(prefix="pipelined-bench-") as tmp:
        work = Path(tmp)
        (work / "a").mkdir()
        (work / "b").mkdir()
        if args.probe:
            res = []
            for p in files:
                res += probe_file(p, args, work)
            if args.json:
                json.dump(res, sys.stdout, indent=1)
                print()
            else:
                print("| file | kernel | line | loop depth | truth | removed alone: check | agrees |")
                print("|---|---|---|---|---|---|---|")
                for r in res:
                    agree = {("keep", "needed"): "yes", ("remove", "no finding"): "yes",
                             ("remove", "needed"): "**NO: truth says remove**",
                             ("keep", "no finding"): "(not shown by this run)"}.get((r["truth"], r["probe"]), "")
                    print(f"| {r['file']} | {r['kernel']} | {r['line']} | {r['loop_depth']} | {r['truth']} "
                          f"| {r['probe']} | {agree} |")
            return 1 if any(r["truth"] == "remove" and r["probe"] == "needed" for r in res) else 0
        tools = {} if args.no_sass else {"ptxas": find_tool("ptxas", args.cuda),
                                         "cuobjdump": find_tool("cuobjdump", args.cuda)}
        rows = []
        for p in files:
            rows += bench_file(p, args, tools, work)
    rows.sort(key=lambda r: (FRONT_ENDS.index(r["front_end"]), r["file"]))
    unsound = [r for r in rows if r["unsound"]]
    if args.json:
        json.dump({"preset": args.preset, "knobs": args.knob, "syncflow": args.syncflow,
                   "tools": tools, "kernels": rows}, sys.stdout, indent=1)
        print()
    else:
        print(markdown(rows, args.preset, args.knob))
    if unsound:
        bar = "!" * 78
        print(f"\n{bar}\nUNSOUND: barriers whose ground truth is `keep` were removed:", file=sys.stderr)
        for r in unsound:
            print(f"  {r['file']} {r['kernel']}: source lines {', '.join(map(str, r['unsound']))}", file=sys.stderr)
        print(bar, file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
