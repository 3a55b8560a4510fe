#!/usr/bin/env python3
"""Every barrier of the pipelined benchmark set, with its ground truth and loop depth.

    tests/pipelined/truth.py                   # every .ll/.ptx of tests/pipelined (triton/, hip/)
    tests/pipelined/truth.py X.ll Y.ptx …      # these files
    tests/pipelined/truth.py --json            # one JSON document instead of the table
    tests/pipelined/truth.py --lint            # exit 1 when a CTA barrier has no ground truth

Reads the files itself (no syncflow): LLVM IR as clang-19 and Triton write it, PTX as llc-19,
nvcc and Triton write it. For each function it builds the CFG (LLVM: `label %x` operands of the
terminators; PTX: labels, `bra`, fall-through, `ret`/`exit`), finds the natural loops from the
back edges (an edge to a block that dominates its source) and gives each barrier the number
of loops around it. The source line of a barrier is its outermost location (clang's
`inlinedAt` chain, PTX's `inlined_at`), so a barrier in an inlined helper reports the line in
the kernel that calls the helper.

Ground truth:
  * CUDA (`X.cu` next to the file): the comment on the barrier's line, `// keep` or `// remove`
    (the text after it says why). nvcc unrolls loops: every copy of a line has its truth,
    except the copies that copies.json names (by text line, with the evidence): a copy
    whose truth differs from its line's because of how nvcc unrolled the loop.
  * HIP (hip/X.hip for hip/X.gfx90a.ll and hip/X.gfx942.nogpulib.ll): the same comments; the
    barrier is the group around `llvm.amdgcn.s.barrier` (docs/design.md §4.5), found by its
    `s.barrier` call.
  * Triton (triton/truth.json): per file and kernel, a list with one entry per CTA barrier in
    text order, `keep`, `remove` or `unknown`, with the evidence (see triton/truth.json).
Barriers that are not full-CTA `bar.sync 0` (named barriers `bar.sync 1, 256`, `bar.arrive`,
`__syncthreads_count`, `bar.red`) are not removal candidates: their truth is `n/a`.
"""
import argparse
import json
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent

# ---------------------------------------------------------------------------------- barriers

# An LLVM call or inline asm that is a CTA barrier; the kind is decided by classify_*.
LL_BARRIER_CALL = re.compile(r"call\b[^@]*@(llvm\.nvvm\.(?:barrier[\w.]*|bar\.sync|bar\.red[\w.]*)"
                             r"|llvm\.amdgcn\.s\.barrier)\(([^)]*)\)")
LL_ASM = re.compile(r'call\b.*\basm\b(?: sideeffect)?(?: \w+)* "((?:[^"\\]|\\.)*)"')
PTX_BARRIER = re.compile(r"^\s*(?:@!?%\w+\s+)?((?:bar|barrier)(?:\.cta)?\.(?:sync|arrive|red)[\w.]*)\s*([^;]*);")


def classify_ptx_barrier(op, operands):
    """'cta' for a full-CTA barrier with id 0 and no count (the only removal candidate),
    'named' for other ids, counts and arrive-only, 'data' for bar.red."""
    parts = [p.strip() for p in operands.split(",") if p.strip()]
    if ".red" in op:
        return "data"
    if ".arrive" in op:
        return "named"
    if len(parts) == 1 and parts[0] == "0":
        return "cta"
    return "named"


def classify_ll_call(name, args):
    if name == "llvm.amdgcn.s.barrier":
        return "cta"  # HIP's __syncthreads(): the group's s.barrier (its fences around it)
    if name in ("llvm.nvvm.barrier0", "llvm.nvvm.barrier.cta.sync.aligned.all",
                "llvm.nvvm.barrier.cta.sync.all", "llvm.nvvm.barrier.sync", "llvm.nvvm.bar.sync"):
        a = args.strip()
        if name == "llvm.nvvm.barrier0" or re.fullmatch(r"i32 0", a):
            return "cta"
        return "named"
    if any(s in name for s in (".popc", ".and", ".or", ".red")):
        return "data"
    return "named"  # arrive, count forms


def ll_asm_barriers(asm_text):
    """The barrier statements of an inline asm string (`\\0A` and `;` separate statements)."""
    text = asm_text.replace("\\0A", "\n").replace("\\09", " ")
    out = []
    for stmt in re.split(r"[;\n]", text):
        m = PTX_BARRIER.match(stmt.strip() + ";")
        if m:
            ops = m.group(2)
            # "n" operands are substituted by clang ($0 stays only for "r" operands)
            out.append((m.group(1), classify_ptx_barrier(m.group(1), ops) if "$" not in ops else "named"))
    return out


# ---------------------------------------------------------------------------------- CFG, loops


def loop_depths(blocks, succ, entry):
    """{block: number of natural loops containing it} for a CFG given as a successor map."""
    # reverse postorder from the entry
    order, seen, stack = [], {entry}, [(entry, iter(succ.get(entry, ())))]
    while stack:
        node, it = stack[-1]
        nxt = next(it, None)
        if nxt is None:
            order.append(node)
            stack.pop()
        elif nxt not in seen and nxt in succ:
            seen.add(nxt)
            stack.append((nxt, iter(succ.get(nxt, ()))))
    rpo = order[::-1]
    index = {b: i for i, b in enumerate(rpo)}
    preds = {b: [] for b in rpo}
    for b in rpo:
        for s in succ.get(b, ()):
            if s in preds:
                preds[s].append(b)
    # Cooper-Harvey-Kennedy dominators
    idom = {entry: entry}
    changed = True
    while changed:
        changed = False
        for b in rpo[1:]:
            ps = [p for p in preds[b] if p in idom]
            if not ps:
                continue
            new = ps[0]
            for p in ps[1:]:
                x, y = p, new
                while x != y:
                    while index[x] > index[y]:
                        x = idom[x]
                    while index[y] > index[x]:
                        y = idom[y]
                new = x
            if idom.get(b) != new:
                idom[b] = new
                changed = True

    def dominates(a, b):
        while True:
            if a == b:
                return True
            if b == entry or b not in idom:
                return False
            b = idom[b]

    loops = {}  # header -> body
    for b in rpo:
        for s in succ.get(b, ()):
            if s in index and dominates(s, b):
                body = loops.setdefault(s, {s})
                work = [b]
                while work:
                    n = work.pop()
                    if n not in body:
                        body.add(n)
                        work.extend(preds[n])
    depth = {b: 0 for b in blocks}
    for body in loops.values():
        for n in body:
            depth[n] = depth.get(n, 0) + 1
    return depth


# ---------------------------------------------------------------------------------- LLVM IR

LL_DEFINE = re.compile(r'^define\b[^@]*@("(?:[^"\\]|\\.)*"|[\w.$-]+)\(')
LL_LABEL = re.compile(r'^("(?:[^"\\]|\\.)*"|[\w.$-]+):')
LL_LOC = re.compile(r"^!(\d+) = (?:distinct )?!DILocation\((.*)\)\s*$")
LL_ANNOT_KERNEL = re.compile(r'!\{ptr @("?[^",]+"?), !"kernel", i32 1\}')


def parse_ll(path):
    lines = Path(path).read_text().splitlines()
    locs, kernels = {}, set()
    for line in lines:
        m = LL_LOC.match(line)
        if m:
            body = m.group(2)
            ln = re.search(r"\bline: (\d+)", body)
            col = re.search(r"\bcolumn: (\d+)", body)
            ia = re.search(r"inlinedAt: !(\d+)", body)
            locs[m.group(1)] = (int(ln.group(1)) if ln else 0, int(col.group(1)) if col else 0,
                                ia.group(1) if ia else None)
        m = LL_ANNOT_KERNEL.search(line)
        if m:
            kernels.add(m.group(1).strip('"'))
    functions = []
    i = 0
    while i < len(lines):
        m = LL_DEFINE.match(lines[i])
        if not m:
            i += 1
            continue
        name = m.group(1).strip('"')
        is_kernel = "ptx_kernel" in lines[i] or "amdgpu_kernel" in lines[i] or name in kernels
        blocks, succ, barriers = [], {}, []
        cur = "%entry"
        blocks.append(cur)
        succ[cur] = []
        i += 1
        while i < len(lines) and not lines[i].startswith("}"):
            line = lines[i]
            lm = LL_LABEL.match(line)
            if lm:
                cur = "%" + lm.group(1).strip('"')
                blocks.append(cur)
                succ[cur] = []
                # a label without a terminator before it: fall-through does not exist in LLVM
            else:
                stripped = line.strip()
                if not stripped.startswith("%") or " = phi " not in stripped:
                    for t in re.findall(r'\blabel %("(?:[^"\\]|\\.)*"|[\w.$-]+)', line):
                        succ[cur].append("%" + t.strip('"'))
                found = []
                cm = LL_BARRIER_CALL.search(line)
                if cm and not stripped.startswith("declare"):
                    found.append((cm.group(1), classify_ll_call(cm.group(1), cm.group(2))))
                am = LL_ASM.search(line)
                if am:
                    found += ll_asm_barriers(am.group(1))
                for op, kind in found:
                    d = re.search(r"!dbg !(\d+)", line)
                    key = d.group(1) if d else None
                    inner = locs.get(key, (0, 0, None))
                    while key in locs and locs[key][2]:
                        key = locs[key][2]
                    outer = locs.get(key, (0, 0, None))
                    barriers.append({"op": op, "kind": kind, "block": cur, "text_line": i + 1,
                                     "line": outer[0], "column": outer[1], "inner_line": inner[0]})
            i += 1
        # the first block has no label in clang's output; it cannot be a branch target (the
        # entry block has no predecessors), so "%entry" never needs its implicit number
        depth = loop_depths(blocks, succ, "%entry")
        for b in barriers:
            b["loop_depth"] = depth.get(b["block"], 0)
        functions.append({"name": name, "kernel": is_kernel, "barriers": barriers, "succ": succ})
        i += 1
    return functions


# ---------------------------------------------------------------------------------- PTX

PTX_FUNC = re.compile(r"^\s*(?:\.visible\s+|\.weak\s+|\.extern\s+)*\.(entry|func)\s+(?:\([^)]*\)\s*)?([\w$]+)")
PTX_LABEL = re.compile(r"^([\w$]+):")
PTX_BRA = re.compile(r"^\s*(@!?%\w+\s+)?bra(?:\.uni)?\s+([\w$]+)\s*;")
PTX_END = re.compile(r"^\s*(@!?%\w+\s+)?(ret|exit|trap)\b")
PTX_LOC = re.compile(r"^\s*\.loc\s+(\d+)\s+(\d+)\s+(\d+)(?:.*inlined_at\s+(\d+)\s+(\d+)\s+(\d+))?")
PTX_FILE = re.compile(r'^\s*\.file\s+(\d+)\s+"([^"]*)"')


def parse_ptx(path):
    lines = Path(path).read_text().splitlines()
    files = {}
    for line in lines:
        m = PTX_FILE.match(line)
        if m:
            files[m.group(1)] = m.group(2)
    functions = []
    i = 0
    while i < len(lines):
        m = PTX_FUNC.match(lines[i])
        if not m or lines[i].rstrip().endswith(";"):
            i += 1
            continue
        kind, name = m.group(1), m.group(2)
        # the body: from the first '{' at depth 0 to its matching '}'
        while i < len(lines) and not lines[i].strip().startswith("{"):
            i += 1
        depth_braces = 0
        blocks, succ, barriers = ["^entry"], {"^entry": []}, []
        cur, open_block, loc = "^entry", True, (0, 0, 0, 0)
        anon = 0
        while i < len(lines):
            line = lines[i]
            code = line.split("//", 1)[0]
            depth_braces += code.count("{") - code.count("}")
            lm = PTX_LABEL.match(code.strip())
            if lm:
                new = lm.group(1)
                if open_block:
                    succ[cur].append(new)
                cur, open_block = new, True
                blocks.append(cur)
                succ.setdefault(cur, [])
            else:
                mm = PTX_LOC.match(code)
                if mm:
                    if mm.group(4):
                        loc = (int(mm.group(5)), int(mm.group(6)), int(mm.group(2)), mm.group(4))
                    else:
                        loc = (int(mm.group(2)), int(mm.group(3)), int(mm.group(2)), mm.group(1))
                for stmt in [s + ";" for s in code.split(";")[:-1]]:
                    stmt = stmt.strip()
                    if not open_block and stmt and not stmt.startswith("{") and not stmt.startswith("}"):
                        # code after an unconditional branch without a label: unreachable block
                        anon += 1
                        cur = f"^dead{anon}"
                        blocks.append(cur)
                        succ[cur] = []
                        open_block = True
                    bm = PTX_BARRIER.match(stmt)
                    if bm:
                        barriers.append({"op": bm.group(1), "kind": classify_ptx_barrier(bm.group(1), bm.group(2)),
                                         "block": cur, "text_line": i + 1, "line": loc[0],
                                         "column": loc[1], "inner_line": loc[2]})
                    br = PTX_BRA.match(stmt)
                    if br:
                        succ[cur].append(br.group(2))
                        if not br.group(1):
                            open_block = False
                        else:
                            anon += 1
                            nxt = f"^fall{anon}"
                            succ[cur].append(nxt)
                            cur = nxt
                            blocks.append(cur)
                            succ[cur] = []
                        continue
                    em = PTX_END.match(stmt)
                    if em and not em.group(1):
                        open_block = False
            i += 1
            if depth_braces <= 0:
                break
        depth = loop_depths(blocks, succ, "^entry")
        for b in barriers:
            b["loop_depth"] = depth.get(b["block"], 0)
        functions.append({"name": name, "kernel": kind == "entry", "barriers": barriers, "succ": succ})
    return functions


def parse(path):
    return parse_ll(path) if str(path).endswith(".ll") else parse_ptx(path)


# ---------------------------------------------------------------------------------- truth

CU_TRUTH = re.compile(r"//\s*(keep|remove)\b(?:\s*\(last:\s*(keep|remove)\))?")


def cuda_truth(cu):
    """{line: (truth, truth of the last copy)} for the `__syncthreads()` lines of a .cu file:
    `// keep`, `// remove`, or `// keep (last: remove)` for a loop barrier that orders a pair
    with the *next* iteration only, so that a copy a compiler peels off as the last iteration
    (nvcc's remainder after an unrolled loop) orders nothing. Missing: (None, None)."""
    out = {}
    for n, line in enumerate(Path(cu).read_text().splitlines(), 1):
        if "__syncthreads()" in line.split("//", 1)[0]:
            m = CU_TRUTH.search(line)
            out[n] = (m.group(1), m.group(2) or m.group(1)) if m else (None, None)
    return out


def last_copies(function):
    """Indices of the barriers from which no other copy of the same source line is reachable:
    the last execution of that line (a copy in a loop reaches itself, a peeled first
    iteration reaches the loop's copy)."""
    succ, bars = function["succ"], function["barriers"]
    by_block = {}
    for i, b in enumerate(bars):
        by_block.setdefault(b["block"], []).append(i)
    out = set()
    for i, b in enumerate(bars):
        same = {j for j, c in enumerate(bars) if c["line"] == b["line"] and j != i}
        if not same:
            # the only copy: "last" only matters when a line has several copies
            continue
        later = [j for j in by_block[b["block"]] if j > i]
        seen, work = set(), list(succ.get(b["block"], ()))
        reach = set(later)
        while work:
            n = work.pop()
            if n in seen:
                continue
            seen.add(n)
            reach.update(by_block.get(n, ()))
            work.extend(succ.get(n, ()))
        if i not in reach and not (reach & same):
            out.add(i)
    return out


def source_of(path):
    """The .cu (.hip) a .ll/.ptx of tests/pipelined (hip/) was compiled from, or None (Triton)."""
    p = Path(path)
    name = p.name
    if p.parent.name == "hip":
        hip = p.parent / (name.split(".", 1)[0] + ".hip")
        return hip if hip.exists() else None
    for suffix in (".nvcc.ptx", ".ptx", ".ll"):
        if name.endswith(suffix):
            cu = p.parent / (name[: -len(suffix)] + ".cu")
            return cu if cu.exists() else None
    return None


def front_end(path):
    name = Path(path).name
    if Path(path).parent.name == "triton":
        return "triton-ll" if name.endswith(".ll") else "triton-ptx"
    if Path(path).parent.name == "hip":
        return "hip-gfx942" if ".gfx942." in name else "hip-gfx90a"
    if name.endswith(".nvcc.ptx"):
        return "nvcc"
    return "clang-ll" if name.endswith(".ll") else "llc-ptx"


def triton_truth_table():
    f = HERE / "triton" / "truth.json"
    return json.loads(f.read_text()) if f.exists() else {}


def annotate(path, functions=None):
    """The functions of `path` with each barrier's `truth` (keep/remove/unknown/n/a) and
    `why`; raises when the ground truth and the file disagree on the barrier count."""
    functions = functions if functions is not None else parse(path)
    cu = source_of(path)
    if cu is not None:
        truth = cuda_truth(cu)
        for f in functions:
            last = last_copies(f)
            for i, b in enumerate(f["barriers"]):
                if b["kind"] != "cta":
                    b["truth"] = "n/a"
                    continue
                t, t_last = truth.get(b["line"], (None, None))
                b["last_copy"] = i in last
                b["truth"] = (t_last if i in last else t) or "unknown"
            copy_truth(path, f)
    else:
        table = triton_truth_table().get(Path(path).name, {})
        for f in functions:
            entries = table.get(f["name"], {}).get("barriers", [])
            cta = [b for b in f["barriers"] if b["kind"] == "cta"]
            if entries and len(entries) != len(cta):
                raise SystemExit(f"{path}: triton/truth.json lists {len(entries)} barriers of "
                                 f"{f['name']}, the file has {len(cta)}")
            for b in f["barriers"]:
                b["truth"] = "n/a"
            for b, e in zip(cta, entries or [None] * len(cta)):
                b["truth"] = e["truth"] if e else "unknown"
                if e and e.get("why"):
                    b["why"] = e["why"]
    return functions


def copy_truth(path, function):
    """Apply copies.json to `function` of `path`: per text line, the truth of that one copy
    and why; raises when the entry names no barrier of its source line."""
    f = HERE / "copies.json"
    table = json.loads(f.read_text()) if f.exists() else {}
    entries = table.get(Path(path).name, {}).get(function["name"], {})
    for text_line, e in entries.items():
        hits = [b for b in function["barriers"]
                if b["text_line"] == int(text_line) and b["line"] == e["line"]]
        if len(hits) != 1:
            raise SystemExit(f"{path}: copies.json names text line {text_line} of "
                             f"{function['name']} (source line {e['line']}), which is no such barrier")
        hits[0]["truth"] = e["truth"]
        hits[0]["why"] = e["why"]


def default_files():
    out = []
    for pat in ("*.ll", "*.ptx"):
        out += sorted(HERE.glob(pat))
    for pat in ("triton/*.ll", "triton/*.ptx", "hip/*.ll"):
        out += sorted(HERE.glob(pat))
    return out


def short(name):
    """A readable kernel name: the identifier inside an Itanium-mangled one."""
    m = re.match(r"_Z(\d+)(\w+)", name)
    if m:
        n = int(m.group(1))
        return m.group(2)[:n]
    return name


def rel(path):
    try:
        return str(Path(path).resolve().relative_to(HERE))
    except ValueError:
        return str(path)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("files", nargs="*")
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--lint", action="store_true", help="exit 1 if a CTA barrier has no ground truth")
    ap.add_argument("--all-kinds", action="store_true", help="list named barriers and bar.red too")
    args = ap.parse_args()
    files = args.files or default_files()
    doc, missing = [], 0
    for path in files:
        fns = annotate(path)
        for f in fns:
            for b in f["barriers"]:
                if b["kind"] == "cta" and b["truth"] == "unknown" and source_of(path) is not None:
                    missing += 1
                doc.append({"file": rel(path), "front_end": front_end(path), "function": f["name"],
                            "kernel": short(f["name"]), **b})
    if args.json:
        json.dump(doc, sys.stdout, indent=1)
        print()
    else:
        print("| file | kernel | line | text line | kind | truth | loop depth |")
        print("|---|---|---|---|---|---|---|")
        for r in doc:
            if r["kind"] != "cta" and not args.all_kinds:
                continue
            print(f"| {r['file']} | {r['kernel']} | {r['line']} | {r['text_line']} | {r['kind']} "
                  f"| {r['truth']} | {r['loop_depth']} |")
        cta = [r for r in doc if r["kind"] == "cta"]
        by = {}
        for r in cta:
            by[r["truth"]] = by.get(r["truth"], 0) + 1
        print(f"\n{len(cta)} CTA barriers in {len(files)} files: "
              + ", ".join(f"{k} {v}" for k, v in sorted(by.items()))
              + f"; {sum(1 for r in cta if r['loop_depth'] > 0)} inside loops")
    if args.lint and missing:
        print(f"truth.py: {missing} CUDA barriers without a `// keep` or `// remove` comment", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
