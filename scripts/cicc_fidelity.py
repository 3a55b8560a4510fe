"""docs/cicc-fidelity.md: NVIDIA's `-basic-dbe` beside `syncflow eliminate --preset cicc`
and `--preset sound`, barrier by barrier, on the corpus.

Called by `scripts/nvidia-reference --report` (or `--report-only`, from the committed records
in docs/nvidia-reference/, without NVIDIA's binaries). Needs the syncflow binary: $SYNCFLOW,
or target/release/syncflow under $CARGO_TARGET_DIR (built here when missing).
"""

import json
import os
import subprocess
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT / "tests" / "corpus"

# Why NVIDIA and `--preset cicc` differ on a barrier, keyed by (file, function, line).
# "ir": the two passes saw different IR (NVVM's link-time pipeline runs before the pass;
# clang-19 -O2 is what syncflow reads); "model": our model of the pass is wrong.
EXPLANATIONS = {
    ("constant_mem.cu", "const_after_shared", 32): (
        "ir",
        "`staged` is written and never read. clang-19 keeps the store because the array has "
        "external linkage; NVVM links the whole program (-dlto), internalises `staged` and "
        "deletes the write-only store, so NVIDIA sees nothing above the barrier (its line: "
        "Read above: 0, Write above: 0) and removes it. In clang's IR the store is still "
        "there (Write above: 1, Write below: 1 at precision 0), so the same rule keeps it.",
    ),
    ("loop_top_bottom.cu", "loop_top_bottom", 13): (
        "ir",
        "NVVM unrolls the loop (5 copies of each barrier in SASS; clang keeps it rolled). "
        "Of the 5 copies of the top barrier NVIDIA removes 2 and of the bottom barrier 3: "
        "one of each adjacent bottom/top pair, the same choice syncflow makes on the rolled "
        "loop, where the one top barrier goes and the one bottom barrier stays. Not "
        "comparable barrier by barrier.",
    ),
    ("loop_top_bottom.cu", "loop_top_bottom", 17): (
        "ir",
        "See line 13: the other half of the unrolled bottom/top pairs.",
    ),
}

VERDICT_REMOVABLE = ("REMOVABLE", "EITHER")


def syncflow_binary():
    if os.environ.get("SYNCFLOW"):
        return os.environ["SYNCFLOW"]
    target = Path(os.environ.get("CARGO_TARGET_DIR", ROOT / "target"))
    exe = target / "release" / "syncflow"
    if not exe.exists():
        subprocess.run(["cargo", "build", "--release", "-p", "syncflow-cli"], cwd=ROOT, check=True)
    return str(exe)


def syncflow(exe, ll, preset):
    out = subprocess.run(
        [exe, "eliminate", "--json", "--preset", preset, str(ll)],
        capture_output=True, text=True, cwd=ROOT,
    )
    if out.returncode not in (0, 1):
        raise RuntimeError(out.stderr)
    return json.loads(out.stdout)


def ground_truth():
    """{(ll file, function): [(index, line, verdict, why)]} from tests/corpus/README.md."""
    out = defaultdict(list)
    for line in (CORPUS / "README.md").read_text().splitlines():
        cells = [c.strip() for c in line.split("|")]
        if len(cells) < 8 or not cells[1].endswith(".ll") or ":" not in cells[5]:
            continue
        out[(cells[1], cells[2].strip("`"))].append((int(cells[3]), cells[6], cells[7]))
    return out


def pct(a, b):
    return f"{100.0 * a / b:.1f}%" if b else "—"


STATIC_SECTIONS = """## Where the seeds and the real pass disagree

Seed 001 describes `basic-dbe` as an intra-block pattern matcher; seed 000 describes
`branch-dist` as flags over the CFG with a four-row table. With CUDA 13.5, `-basic-dbe` is
neither literally (the `cicc-documented` preset keeps the seeds' behaviour; it agrees with
NVIDIA on under half the barriers above):

| question | seeds | NVIDIA 13.5 (observed) | evidence |
|---|---|---|---|
| scope | basic-dbe: one block at a time | the four flags over the whole CFG, loops included | `branch_end_barrier.cu` 12, 15, 26 kept; `reduce_tree.cu` 17 removed |
| removal condition | `!ra&&!wa`, `!rb&&!wb`, `!ra&&!wb`, `!wa&&!rb` | `!ra&&!wa`, `!rb&&!wb`, `!wa&&!wb` (nothing above, nothing below, reads only) — the two hazard rows are **not** applied | `reads_both_sides.cu` 11 removed with flags 1010; `keep_write_read.cu` 22 kept (flags 1001); `tests/nvidia/probes.cu` `raw_only` (0110) and `war_only` kept |
| memory classes | shared/global, flags only | the same: one class, so different address spaces or different `__shared__` arrays do not help | `multi_shared.cu` 13, `reads_both_sides.cu` 27, `constant_mem.cu` `conv1d_const` kept; local arrays ignored (`probes.cu` `local_only`) |
| calls | `ignore-call-safety` default true: calls touch nothing | an unknown call counts as a read and a write; `-ignore-call-safety=0/1` changes nothing | `probes.cu` `call_below`: the barrier after a call with nothing else below is kept |
| restart | after each removal | yes, in layout order | `consecutive.cu`: 18 and 19 go, 20 stays |
| function boundary | — | entry and exit are clean, device functions included (unsound) | `devfunc_barrier.cu` 14, 18, 22, 51+52; `probes.cu` `read_neighbour`, `publish` |
| inlining | — | the pass runs after NVVM inlines ordinary `__device__` functions, but on `__noinline__` ones alone (ptxas may still inline them afterwards) | `probes.cu` `inline_entry` kept, `noinline_entry`/`noinline_exit` lose theirs |
| `__syncwarp` | "bar.warp.sync variants" are sync intrinsics | removed by the same rule | `syncwarp.cu` `warp_exchange_only` |
| optimisation level | set by the pipeline | only at NVVM `-opt=3` (`-Xnvlink=-Xnvvm=-opt=2` and below: no removal) | knob survey |
| diagnostics | only with `-dump-branch-dist` | the removal line is printed always; `-dump-branch-dist` adds nothing | knob survey |
| `branch-dist` knobs | ten knobs steer a barrier remover | accepted; `-branch-dist-norm=1` and `-ignore-call-safety` change nothing at all. `-disable-branch-dist` changes no removal and no barrier count, but changes the SASS of 3 functions (`switch_on_mode`, `switch_on_lane`, `scan_double_buffer`: same instruction count, different code) — consistent with branch-dist being an on-by-default code transformation of branches (e.g. merging the stores of both arms), not a barrier remover. Not confirmed instruction by instruction | knob survey |

The calibrated model is `basic-dbe-mode = observed` (transforms/src/eliminate/basic_dbe.rs),
used by the `cicc` preset with `passes = ["basic-dbe"]` and `ignore-call-safety = false`.
Its diagnostic lines equal NVIDIA's byte for byte on every comparable removal
(transforms/tests/cicc_fidelity.rs).

"""


def survey_section(survey):
    """What each NVVM knob configuration changed, summed over the corpus."""
    L = ["## Knob survey", "",
         "`scripts/nvidia-reference --knobs-survey`: every corpus file linked once per",
         "configuration. Removal lines, SASS barriers (all functions), and how many functions'",
         "SASS differs from the same configuration without the extra knob.", "",
         "| configuration | removal lines | SASS barriers | functions whose SASS differs from `plain` | from `basic-dbe` |",
         "|---|---|---|---|---|"]
    for label in survey["configs"]:
        lines = bars = diff_plain = diff_dbe = 0
        for k in survey["kernels"]:
            c = k.get(label, {})
            lines += len(c.get("removed", []))
            bars += c.get("sass_barriers", 0)
            code = (c.get("sass_code") or {}).get("digest")
            if code != (k.get("plain", {}).get("sass_code") or {}).get("digest"):
                diff_plain += 1
            if code != (k.get("basic-dbe", {}).get("sass_code") or {}).get("digest"):
                diff_dbe += 1
        knobs = " ".join(survey["configs"][label]) or "(none)"
        L.append(f"| `{knobs}` | {lines} | {bars} | {diff_plain} | {diff_dbe} |")
    L.append("")
    return "\n".join(L)


def write_report(records_path, report_path):
    records = json.loads(Path(records_path).read_text())
    exe = syncflow_binary()
    truth = ground_truth()
    nv_by_function = {(k["file"], k["function"]): k for k in records["kernels"]}
    compiled = sorted({k["file"] for k in records["kernels"]})
    failed = {f["file"]: f["error"] for f in records["failures"] if "config" not in f}

    rows = []  # one per syncflow candidate barrier
    warp_removals = []
    for cu in compiled:
        ll = CORPUS / (cu[:-3] + ".ll")
        ours = {p: syncflow(exe, ll, p) for p in ("cicc", "sound", "cicc-documented")}
        for fi, fn in enumerate(ours["cicc"]["functions"]):
            name = fn["name"]
            nv = nv_by_function.get((cu, name), {})
            removed_lines = defaultdict(list)
            for r in nv.get("basic-dbe", {}).get("removed", []):
                if r["file"] == cu:
                    removed_lines[r["line"]].append(r)
                else:
                    warp_removals.append((cu, name, r))
            plain = nv.get("plain", {}).get("sass_barriers_by_line", {})
            after = nv.get("basic-dbe", {}).get("sass_barriers_by_line", {})
            gt = {idx: (v, why) for idx, v, why in truth.get((ll.name, name), [])}
            # syncflow's barrier0* barriers in order give the ground truth's index.
            b0 = [i for i, b in enumerate(fn["barriers"]) if b["intrinsic"].startswith("llvm.nvvm.barrier0")]
            groups = defaultdict(list)
            for i, b in enumerate(fn["barriers"]):
                if b["kind"] != "candidate":
                    continue
                groups[b["line"]].append(i)
            for line, idxs in sorted(groups.items(), key=lambda kv: kv[1][0]):
                n_ours = len(idxs)
                nv_removed = removed_lines.get(line, [])
                copies = plain.get(f"{cu}:{line}", 0) or n_ours
                left = after.get(f"{cu}:{line}", None)
                # NVVM may duplicate (unroll) a barrier: a line is still comparable when
                # NVIDIA removed none or all of its copies.
                comparable = copies == n_ours or len(nv_removed) in (0, copies)
                for k, i in enumerate(idxs):
                    b = fn["barriers"][i]
                    bs = ours["sound"]["functions"][fi]["barriers"][i]
                    bd = ours["cicc-documented"]["functions"][fi]["barriers"][i]
                    verdict, why = gt.get(b0.index(i), ("?", "")) if i in b0 else ("?", "")
                    if comparable and copies != n_ours:
                        nv_gone = bool(nv_removed)
                        agree = b["removed"] == nv_gone
                        nv_text = ("removed" if nv_gone else "kept") + f" ({copies} copies)"
                    elif comparable:
                        # k-th of n copies at this line: NVIDIA removed the first len(nv_removed).
                        nv_gone = k < len(nv_removed)
                        ours_removed_here = sum(fn["barriers"][j]["removed"] for j in idxs)
                        # Barriers at one line are interchangeable: compare counts.
                        agree = (k < min(ours_removed_here, len(nv_removed))) or (
                            k >= max(ours_removed_here, len(nv_removed))
                        )
                        nv_text = "removed" if nv_gone else "kept"
                    else:
                        nv_gone = None
                        agree = None
                        nv_text = f"{len(nv_removed)} of {copies} copies removed"
                    flags = nv_removed[min(k, len(nv_removed) - 1)]["flags"] if nv_removed else None
                    rows.append({
                        "file": cu, "function": name, "line": line, "copy": k, "copies": n_ours,
                        "verdict": verdict, "why": why,
                        "nv": nv_text, "nv_gone": nv_gone, "nv_flags": flags,
                        "nv_diag": [r["diagnostic"] for r in nv_removed],
                        "sass": (plain.get(f"{cu}:{line}", 0), left if left is not None else 0) if plain else None,
                        "cicc": b["removed"], "cicc_reason": b["reason"],
                        "sound": bs["removed"], "documented": bd["removed"],
                        "agree": agree,
                    })

    comparable = [r for r in rows if r["agree"] is not None]
    agreed = [r for r in comparable if r["agree"]]
    documented_agree = [r for r in comparable if r["documented"] == r["nv_gone"]]
    disagreements = [r for r in rows if r["agree"] is False]
    not_comparable = [r for r in rows if r["agree"] is None]
    nv_removed = [r for r in comparable if r["nv_gone"]]
    nv_unsound = [r for r in nv_removed if r["verdict"].startswith("KEEP")]
    # An EITHER group (one per function in the corpus) must keep one member.
    either = defaultdict(list)
    for r in comparable:
        if r["verdict"].startswith("EITHER"):
            either[(r["file"], r["function"])].append(r)
    for members in either.values():
        if len(members) > 1 and all(m["nv_gone"] for m in members):
            nv_unsound.append(members[-1])
    sound_removed = [r for r in rows if r["sound"]]
    def sound_repeats(r):
        if r["verdict"].startswith("EITHER"):
            group = either[(r["file"], r["function"])]
            return all(m["sound"] for m in group)
        return r["sound"]

    sound_unsound_overlap = [r for r in nv_unsound if sound_repeats(r)]
    nv_sound_removals = [r for r in nv_removed if r not in nv_unsound]
    nv_copies_removed = sum(len(r["nv_diag"]) for r in rows if r["copy"] == 0)
    explained = all((r["file"], r["function"], r["line"]) in EXPLANATIONS for r in disagreements + not_comparable)

    L = []
    w = L.append
    w("# cicc fidelity: syncflow's `cicc` preset against NVIDIA's own pass")
    w("")
    w("Generated by `scripts/nvidia-reference --report` (do not edit by hand). The records it")
    w("reads are `docs/nvidia-reference/basic-dbe.json`; `--report-only` regenerates this page")
    w("from them without NVIDIA's binaries.")
    w("")
    w(f"NVIDIA: {records['toolchain']}. The pass is off by default; the link step switches it on")
    w("with `-Xnvlink=-Xnvvm=-Xopt -Xnvlink=-Xnvvm=-basic-dbe` and prints one line per removal.")
    w("syncflow: `syncflow eliminate --json --preset cicc` (and `--preset sound`,")
    w("`--preset cicc-documented`) on the clang-19 `.ll` of the same `.cu`.")
    w("")
    w("## Summary")
    w("")
    w("| | |")
    w("|---|---|")
    w(f"| corpus files nvcc compiles | {len(compiled)} of {len(compiled) + len(failed)} |")
    w(f"| CTA barrier candidates in syncflow's IR of those files | {len(rows)} |")
    w(f"| comparable barrier by barrier (same number of copies in both IRs) | {len(comparable)} |")
    w(f"| **`--preset cicc` agrees with NVIDIA** | **{len(agreed)} of {len(comparable)} ({pct(len(agreed), len(comparable))})** |")
    w(f"| `--preset cicc` counting the not-comparable ones as disagreements | {len(agreed)} of {len(rows)} ({pct(len(agreed), len(rows))}) |")
    w(f"| `--preset cicc-documented` (the seeds, literally) agrees | {len(documented_agree)} of {len(comparable)} ({pct(len(documented_agree), len(comparable))}) |")
    w(f"| NVIDIA removals (diagnostic lines on CTA barriers, all copies) | {nv_copies_removed} |")
    w(f"| NVIDIA removals on comparable barriers | {len(nv_removed)}, of which **{len(nv_unsound)} unsound** (ground truth KEEP*, or every member of an EITHER group) |")
    w(f"| NVIDIA's sound removals on comparable barriers | {len(nv_sound_removals)} (plus one barrier's worth of the unrolled loop pair) |")
    w(f"| **`--preset sound` removals** | **{len(sound_removed)}**; of NVIDIA's unsound ones it repeats {len(sound_unsound_overlap)} |")
    w(f"| every disagreement explained below | {'yes' if explained else 'NO'} |")
    w("")
    if failed:
        w("Not compiled by nvcc: " + ", ".join(f"`{f}`" for f in sorted(failed)) + ".")
        w("")
    w("## Disagreements")
    w("")
    if not disagreements and not not_comparable:
        w("None.")
    for r in disagreements + not_comparable:
        key = (r["file"], r["function"], r["line"])
        kind, text = EXPLANATIONS.get(key, ("?", "**UNEXPLAINED**"))
        what = {"ir": "the IR differs", "model": "our model", "?": "?"}[kind]
        w(f"- `{r['file']}:{r['line']}` in `{r['function']}` — NVIDIA: {r['nv']}; cicc: "
          f"{'removed' if r['cicc'] else 'kept'}. *{what}*: {text}")
        for d in r["nv_diag"][:1]:
            w(f"  NVIDIA: `{d}`")
    w("")
    w("## NVIDIA's unsound removals")
    w("")
    w("Each removes a barrier that the corpus ground truth (tests/corpus/README.md) says must")
    w("stay; `--preset cicc` reproduces each one, `--preset sound` keeps each one.")
    w("")
    for r in nv_unsound:
        w(f"- `{r['file']}:{r['line']}` `{r['function']}` ({r['verdict']}: {r['why']})")
        for d in r["nv_diag"][:1]:
            w(f"  `{d}`")
    w("")
    if warp_removals:
        w("## Other synchronization NVIDIA removed")
        w("")
        w("NVIDIA's pass also removes `__syncwarp()` (`bar.warp.sync`; its diagnostic names")
        w("the CUDA header line). syncflow treats warp-scope barriers as never removable")
        w("candidates, so these are outside the per-barrier count above:")
        w("")
        for cu, name, r in warp_removals:
            w(f"- `{cu}` `{name}`: `{r['diagnostic']}`")
        w("")
    w(STATIC_SECTIONS)
    survey = Path(records_path).parent / "survey.json"
    if survey.exists():
        w(survey_section(json.loads(survey.read_text())))
    w("## Per kernel")
    w("")
    w("`nv`: NVIDIA's decision (SASS `BAR.SYNC` at that line without → with the pass);")
    w("`flags`: its line's Read above / Write above / Read below / Write below.")
    w("")
    w("| file | function | line | ground truth | nv | flags | SASS | cicc | sound | agree |")
    w("|---|---|---|---|---|---|---|---|---|---|")
    for r in rows:
        flags = "".join(str(x) for x in r["nv_flags"]) if r["nv_flags"] else ""
        sass = f"{r['sass'][0]}→{r['sass'][1]}" if r["sass"] else "inlined"
        agree = {True: "yes", False: "**no**", None: "n/c"}[r["agree"]]
        line = f"{r['line']}" + (f" #{r['copy'] + 1}" if r["copies"] > 1 else "")
        w(f"| {r['file']} | `{r['function']}` | {line} | {r['verdict']} | {r['nv']} | {flags} | {sass} | "
          f"{'removed' if r['cicc'] else 'kept'} | {'removed' if r['sound'] else 'kept'} | {agree} |")
    w("")
    Path(report_path).write_text("\n".join(L) + "\n")
    print(f"wrote {report_path}: cicc agrees on {len(agreed)}/{len(comparable)}")
    return {"agreed": len(agreed), "comparable": len(comparable), "rows": len(rows)}
