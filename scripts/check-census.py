#!/usr/bin/env python3
"""How many kernels `syncflow check` runs to the end, over a set of .ll/.ptx files.

    scripts/check-census.py [--syncflow BIN] [--block N] [--timeout S] [--json OUT] FILE...

Every kernel of every file (`syncflow parse --json`) is run once with `syncflow check
--kernel NAME --ctas 1` (one block of the grid) and the block its source states: the kernel's
`"nvvm.reqntid"` (check's own default), else a GPUVerify-style header comment
`//--blockDim=X` or `[X,Y]` in the `.cu` next to an `.ll` of the same name given by
`--sources DIR`, else `--block` (default 128). Arguments are check's defaults.

A kernel *runs to the end* when the run finishes without the interpreter refusing something
(no finding whose message begins "unsupported") and without a timeout; races, faults and
other findings count as having run. A run that crashes (no JSON on standard output, a Rust
panic's exit 101) counts as a panic, with the place it panicked at. The table groups what was refused, by the thing named.
Used for docs/third-party.md; third-party inputs are compiled outside the repository.
"""
import argparse
import collections
import json
import os
import re
import subprocess
import sys


def kernels(syncflow, path):
    r = subprocess.run([syncflow, "parse", "--json", path], capture_output=True, text=True)
    if r.returncode != 0:
        return None, r.stderr.strip().splitlines()[0] if r.stderr.strip() else "parse failed"
    doc = json.loads(r.stdout)
    return [f["name"] for f in doc["functions"] if f.get("kernel") and f.get("defined")], None


def refused_thing(message):
    m = re.match(r"unsupported(?: instruction)?:? ?(.*)", message)
    text = m.group(1) if m else message
    text = re.sub(r" \(thread \d+ of block .*\)$", "", text)
    text = re.sub(r", which has no body in this module", "", text)
    return text[:140]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--syncflow", default="target/release/syncflow")
    ap.add_argument("--block", default="128")
    ap.add_argument("--timeout", type=float, default=60)
    ap.add_argument("--steps", default="20000000")
    ap.add_argument("--json")
    ap.add_argument("--sources", help="folder of the .cu files whose headers give the block")
    ap.add_argument("files", nargs="+")
    a = ap.parse_args()
    rows = []
    for path in a.files:
        names, err = kernels(a.syncflow, path)
        if names is None:
            rows.append({"file": path, "kernel": None, "status": "parse-error", "detail": err})
            continue
        block = a.block
        if a.sources:
            cu = os.path.join(a.sources, os.path.basename(path).replace("__", "/")[:-3] + ".cu")
            if os.path.exists(cu):
                head = open(cu, errors="replace").read(2000)
                m = re.search(r"--blockDim=\[?([0-9, ]+)\]?", head)
                if m:
                    block = m.group(1).replace(" ", "")
        for k in names:
            cmd = [a.syncflow, "check", path, "--kernel", k, "--ctas", "1", "--json",
                   "--steps", a.steps]
            # The kernel's stated block wins (check refuses a contradicting --block).
            probe = cmd + ["--block", block]
            try:
                r = subprocess.run(probe, capture_output=True, text=True, timeout=a.timeout)
                if r.returncode == 2 and "requires" in r.stderr:
                    r = subprocess.run(cmd, capture_output=True, text=True, timeout=a.timeout)
            except subprocess.TimeoutExpired:
                rows.append({"file": path, "kernel": k, "status": "timeout", "detail": ""})
                continue
            if r.returncode == 2:
                rows.append({"file": path, "kernel": k, "status": "usage-error",
                             "detail": r.stderr.strip()[:200]})
                continue
            try:
                doc = json.loads(r.stdout)
            except json.JSONDecodeError:
                # A crash (Rust panics exit 101): the first line that says where.
                where = next((l for l in r.stderr.splitlines() if "panicked at" in l), "")
                rows.append({"file": path, "kernel": k, "status": "panic",
                             "detail": f"exit {r.returncode}: {where.strip()[:160]}"})
                continue
            refused = [f for f in doc["findings"] if f["kind"] == "error"
                       and f["message"].startswith("unsupported")]
            if refused:
                rows.append({"file": path, "kernel": k, "status": "refused",
                             "detail": refused_thing(refused[0]["message"])})
            else:
                kinds = sorted({f["kind"] for f in doc["findings"]})
                rows.append({"file": path, "kernel": k, "status": "end",
                             "detail": ",".join(kinds)})
    count = collections.Counter(r["status"] for r in rows)
    total = sum(1 for r in rows if r["kernel"] is not None)
    print(f"kernels: {total}; ran to the end: {count['end']}; refused: {count['refused']}; "
          f"panics: {count['panic']}; timeout: {count['timeout']}; "
          f"usage errors: {count['usage-error']}; files not parsed: {count['parse-error']}")
    things = collections.Counter(r["detail"] for r in rows if r["status"] == "refused")
    for thing, n in things.most_common():
        print(f"  {n:4}  refused: {thing}")
    for r in rows:
        if r["status"] in ("parse-error", "usage-error", "timeout", "panic"):
            print(f"  {r['status']}: {r['file']} {r['kernel'] or ''} {r['detail']}")
    if a.json:
        with open(a.json, "w") as f:
            json.dump(rows, f, indent=1)


if __name__ == "__main__":
    sys.exit(main())
