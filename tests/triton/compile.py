"""Compiles tests/triton/kernels.py with the Triton installed in this interpreter; see regen.sh."""
import os
import sys
import warnings

os.environ.setdefault("TRITON_DEFAULT_FP_FUSION", "1")
warnings.simplefilter("ignore")
import triton  # noqa: E402
from triton.backends.compiler import GPUTarget  # noqa: E402

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from kernels import KERNELS  # noqa: E402


def main(out_dir):
    for name, fn, signature, constexprs, options, ccs in KERNELS:
        for cc in ccs:
            src = triton.compiler.ASTSource(fn=fn, signature=signature, constexprs=constexprs)
            compiled = triton.compile(src, target=GPUTarget("cuda", cc, 32), options=options)
            for ext, key in (("ll", "llir"), ("ptx", "ptx")):
                path = os.path.join(out_dir, f"{name}.sm{cc}.{ext}")
                with open(path, "w") as f:
                    f.write(compiled.asm[key])
            print(f"{name}.sm{cc}: {compiled.asm['ptx'].count('bar.sync')} bar.sync in PTX")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__)))
