#!/usr/bin/env python3
"""List every barrier-like call in clang's .ll output with its source line.

Usage: list_barriers.py FILE.ll...   (prints: file function intrinsic line:col)

A helper for keeping README.md's table honest; it understands only what
clang-19 emits for this corpus (one call per line, `!dbg !N` locations).
"""
import re
import sys

CALL = re.compile(r"call\b.*@(llvm\.nvvm\.(?:barrier[\w.]*|bar\.[\w.]*|membar\.\w+))\(")
LOC = re.compile(r"^!(\d+) = (?:distinct )?!DILocation\(line: (\d+), column: (\d+)(?:.*inlinedAt: !(\d+))?")
DEF = re.compile(r'^define\b.*@("?[^"(]+"?)\(')
DECL_KERNEL = re.compile(r'!\{ptr @("?[^",]+"?), !"kernel", i32 1\}')


def main():
    for path in sys.argv[1:]:
        text = open(path).read().splitlines()
        locs = {}
        kernels = set()
        for line in text:
            m = LOC.match(line)
            if m:
                locs[m.group(1)] = (int(m.group(2)), int(m.group(3)), m.group(4))
            m = DECL_KERNEL.search(line)
            if m:
                kernels.add(m.group(1))
        fn = None
        for line in text:
            m = DEF.match(line)
            if m:
                fn = m.group(1)
                continue
            m = CALL.search(line)
            if m and fn:
                d = re.search(r"!dbg !(\d+)", line)
                # follow inlinedAt to the outermost (kernel source) location
                key = d.group(1) if d else None
                while key in locs and locs[key][2]:
                    key = locs[key][2]
                l, c, _ = locs.get(key, (0, 0, None))
                kind = "kernel" if fn in kernels else "device"
                print(f"{path}\t{fn}\t{kind}\t{m.group(1)}\t{l}:{c}")


if __name__ == "__main__":
    main()
