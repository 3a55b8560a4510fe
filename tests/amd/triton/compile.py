"""Compiles a few tests/triton/kernels.py entries for AMD GPUs (no GPU needed) with the
pinned Triton of tests/triton/regen.sh, writing <name>.<arch>.ll (asm['llir']) here.

    ~/.cache/syncflow/triton-3.9.0/bin/python tests/amd/triton/compile.py [OUT_DIR]
"""
import os
import sys
import warnings

os.environ.setdefault("TRITON_DEFAULT_FP_FUSION", "1")
warnings.simplefilter("ignore")
import triton  # noqa: E402
from triton.backends.compiler import GPUTarget  # noqa: E402

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.normpath(os.path.join(here, "..", "..", "triton")))
from kernels import KERNELS  # noqa: E402

# (kernel, architectures): wavefronts of 64 lanes on both.
WANTED = {
    "softmax": ("gfx942", "gfx950"),
    "layer_norm_fwd": ("gfx942",),
    "histogram": ("gfx942",),
    "matmul_stages3": ("gfx942",),
}


def main(out_dir):
    for name, fn, signature, constexprs, options, _ in KERNELS:
        for arch in WANTED.get(name, ()):
            src = triton.compiler.ASTSource(fn=fn, signature=signature, constexprs=constexprs)
            opts = {k: v for k, v in options.items() if k in ("num_warps", "num_stages")}
            compiled = triton.compile(src, target=GPUTarget("hip", arch, 64), options=opts)
            with open(os.path.join(out_dir, f"{name}.{arch}.ll"), "w") as f:
                f.write(compiled.asm["llir"])
            print(f"{name}.{arch}: {compiled.asm['amdgcn'].count('s_barrier')} s_barrier in ISA")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else here)
