#!/bin/sh
# Check the hand-written syntax files against real LLVM tools.
#   llvm19/  must pass opt-19 -passes=verify; those calling llvm.nvvm.barrier0
#            must also pass llc-19 -march=nvptx64 -mcpu=sm_80.
#   typed/   must pass opt-14 -verify and llc-14 (when LLVM 14 is installed);
#            opt-19 happens to read them too (typed pointers become ptr).
#   newer/   informational: prints what opt-19 says about each.
set -u
cd "$(dirname "$0")"
fail=0
for f in llvm19/*.ll; do
  if ! opt-19 -passes=verify -disable-output "$f"; then echo "FAIL opt-19: $f"; fail=1; continue; fi
  if grep -q 'call .*@llvm\.nvvm\.barrier0()' "$f"; then
    llc-19 -march=nvptx64 -mcpu=sm_80 -o /dev/null "$f" || { echo "FAIL llc-19: $f"; fail=1; continue; }
    echo "ok (opt-19, llc-19): $f"
  else
    echo "ok (opt-19): $f"
  fi
done
for f in typed/*.ll; do
  if command -v opt-14 >/dev/null 2>&1; then
    opt-14 -verify -disable-output "$f" && llc-14 -march=nvptx64 -mcpu=sm_70 -o /dev/null "$f" ||
      { echo "FAIL LLVM 14: $f"; fail=1; continue; }
    echo "ok (opt-14, llc-14): $f"
  else
    echo "skip (no opt-14): $f"
  fi
done
for f in newer/*.ll; do
  msg=$(opt-19 -passes=verify -disable-output "$f" 2>&1 | head -n 1)
  echo "newer: $f: opt-19 says: ${msg:-accepted}"
done
exit $fail
