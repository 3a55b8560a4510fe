"""Compiles tests/pipelined/triton/kernels.py for sm_80 with the Triton installed in this
interpreter (no GPU needed): <name>.sm80.ll (asm['llir']), <name>.sm80.ptx (asm['ptx']) and
metadata.json (shared memory, warps, stages: what a launch needs). See regen.sh."""
import json
import os
import sys
import warnings

os.environ.setdefault("TRITON_DEFAULT_FP_FUSION", "1")
warnings.simplefilter("ignore")
import triton  # noqa: E402
from triton.backends.compiler import GPUTarget  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from kernels import KERNELS  # noqa: E402

CC = 80
SITE = os.path.dirname(os.path.dirname(os.path.abspath(triton.__file__)))


def main(out_dir):
    meta = {}
    for name, fn, signature, constexprs, options in KERNELS:
        # What the launcher's specialization gives 16-byte-aligned pointers and sizes that
        # are multiples of 16: `tt.divisibility = 16` on each (the "D" of its cache key).
        attrs = {(i,): [["tt.divisibility", 16]] for i, (arg, ty) in enumerate(signature.items())
                 if ty.startswith("*") or ty == "i32"}
        src = triton.compiler.ASTSource(fn=fn, signature=signature, constexprs=constexprs,
                                        attrs=attrs)
        compiled = triton.compile(src, target=GPUTarget("cuda", CC, 32), options=options)
        for ext, key in (("ll", "llir"), ("ptx", "ptx")):
            # Triton records the absolute folder of kernels.py; make it relative so the files
            # do not depend on where the repository is.
            text = compiled.asm[key].replace(f'directory: "{HERE}"', 'directory: "."')
            text = text.replace(f'"{HERE}/kernels.py"', '"kernels.py"')
            text = text.replace(f'"{SITE}/', '"')  # Triton's own sources: "triton/language/…"
            with open(os.path.join(out_dir, f"{name}.sm{CC}.{ext}"), "w") as f:
                f.write(text)
        md = compiled.metadata
        meta[f"{name}.sm{CC}"] = {
            "kernel": md.name,
            "shared": md.shared,
            "num_warps": md.num_warps,
            "num_stages": options.get("num_stages"),
            "constexprs": constexprs,
            "triton": triton.__version__,
        }
        print(f"{name}.sm{CC}: {compiled.asm['ptx'].count('bar.sync')} bar.sync in PTX, "
              f"{md.shared} bytes of shared memory")
    with open(os.path.join(out_dir, "metadata.json"), "w") as f:
        json.dump(meta, f, indent=1, sort_keys=True)
        f.write("\n")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else HERE)
