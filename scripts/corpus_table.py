#!/usr/bin/env python3
"""Per-kernel barrier table of the corpus under each preset.

Usage: scripts/corpus_table.py [PRESET ...]    (default: sound conservative cicc)

Runs `syncflow eliminate --json --preset P` on every tests/corpus/*.ll and prints a markdown
table: kernel, barriers, and for each preset how many were removed and at which source lines.
Build first: cargo build --release.
"""
import json, os, subprocess, sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BIN = os.path.join(ROOT, "target", "release", "syncflow")
presets = sys.argv[1:] or ["sound", "conservative", "cicc"]
corpus = os.path.join(ROOT, "tests", "corpus")
files = sorted(f for f in os.listdir(corpus) if f.endswith(".ll"))
rows, totals = [], {p: 0 for p in presets}
total_barriers = 0
for f in files:
    docs = {}
    for p in presets:
        out = subprocess.run([BIN, "eliminate", "--json", "--preset", p, os.path.join(corpus, f)],
                             capture_output=True, text=True, check=True)
        docs[p] = json.loads(out.stdout)
    for i, fn in enumerate(docs[presets[0]]["functions"]):
        if not fn["barriers"]:
            continue
        cells = []
        for p in presets:
            bs = docs[p]["functions"][i]["barriers"]
            gone = [f"{b['line']}" for b in bs if b["removed"]]
            totals[p] += len(gone)
            cells.append(f"{len(gone)}" + (f" ({', '.join(gone)})" if gone else ""))
        total_barriers += len(fn["barriers"])
        rows.append(f"| {f} | `{fn['name']}` | {len(fn['barriers'])} | " + " | ".join(cells) + " |")
print("| file | function | barriers | " + " | ".join(f"{p}: removed (lines)" for p in presets) + " |")
print("|---|---|---|" + "---|" * len(presets))
print("\n".join(rows))
print(f"| **total** | | **{total_barriers}** | " + " | ".join(f"**{totals[p]}**" for p in presets) + " |")
