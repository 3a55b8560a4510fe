#!/bin/sh
# Regenerate every tests/precision/*.ll from its .cu with clang-19, exactly as the corpus is
# compiled (the kernels include ../corpus/shim.h).
#
# Usage: tests/precision/regen.sh [CLANG]      (default: clang-19)
set -eu
here=$(dirname "$0")
exec "$here/../corpus/regen.sh" "${1:-${CLANG:-clang-19}}" "$here"
