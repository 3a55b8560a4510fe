"""What the Python package's tests share: where the repository and the built binaries are,
whether Triton is there, compiling a kernel without a GPU, and counting SASS barriers.

Environment (scripts/python-tests.sh sets these):

- ``SYNCFLOW_BIN``: the ``syncflow`` command line the API is compared with (default: the
  newest of ``target/{debug,release}/syncflow``);
- ``SYNCFLOW_PTXAS_BIN``: the ``syncflow-ptxas`` wrapper (default: beside ``SYNCFLOW_BIN``);
- ``SYNCFLOW_REQUIRE_TRITON=1``: a missing Triton fails the Triton tests instead of skipping
  them (set when ``pip install triton`` succeeded).
"""

import contextlib
import os
import subprocess
import sys
import tempfile
import unittest
from pathlib import Path

# Triton 3.9 warns once when this is unset; the tests compile as it does by default.
os.environ.setdefault("TRITON_DEFAULT_FP_FUSION", "1")

ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))


def _newest(*paths):
    existing = [p for p in paths if p.is_file()]
    return max(existing, key=lambda p: p.stat().st_mtime) if existing else None


def syncflow_bin() -> Path:
    if os.environ.get("SYNCFLOW_BIN"):
        return Path(os.environ["SYNCFLOW_BIN"])
    found = _newest(ROOT / "target/debug/syncflow", ROOT / "target/release/syncflow")
    if found is None:
        raise unittest.SkipTest("no syncflow binary: build it (cargo build) or set SYNCFLOW_BIN")
    return found


def ptxas_wrapper_bin() -> Path:
    if os.environ.get("SYNCFLOW_PTXAS_BIN"):
        return Path(os.environ["SYNCFLOW_PTXAS_BIN"])
    return syncflow_bin().with_name("syncflow-ptxas")


def require_triton():
    """Imports Triton, or skips (fails under SYNCFLOW_REQUIRE_TRITON=1) when it is missing."""
    try:
        import triton  # noqa: F401
        import triton.knobs  # noqa: F401
    except ImportError as error:
        if os.environ.get("SYNCFLOW_REQUIRE_TRITON") == "1":
            raise AssertionError(f"Triton is required here but cannot be imported: {error}")
        raise unittest.SkipTest(f"Triton is not installed ({error})")
    return triton


def nvidia_bin(name: str) -> Path:
    """A tool of Triton's wheel: ``ptxas``, ``ptxas-blackwell``, ``cuobjdump``, ``nvdisasm``."""
    triton = require_triton()
    return Path(triton.__file__).parent / "backends" / "nvidia" / "bin" / name


def compile_kernel(entry, cc=80):
    """``triton.compile`` of one ``kernels.KERNELS`` entry for ``sm_<cc>``, without a GPU."""
    triton = require_triton()
    from triton.backends.compiler import GPUTarget

    _, fn, signature, constexprs = entry
    src = triton.compiler.ASTSource(fn=fn, signature=signature, constexprs=constexprs)
    return triton.compile(src, target=GPUTarget("cuda", cc, 32))


def compile_kernel_amd(entry, arch="gfx942"):
    """``triton.compile`` of one ``kernels.KERNELS`` entry for AMD ``arch`` (wave64), without
    a GPU."""
    triton = require_triton()
    from triton.backends.compiler import GPUTarget

    _, fn, signature, constexprs = entry
    src = triton.compiler.ASTSource(fn=fn, signature=signature, constexprs=constexprs)
    return triton.compile(src, target=GPUTarget("hip", arch, 64))


def s_barrier_count(amdgcn: str) -> int:
    """``s_barrier`` instructions in Triton-AMD's ``asm['amdgcn']``."""
    return sum(1 for line in amdgcn.splitlines() if line.split(";")[0].split() == ["s_barrier"])


def bar_sync_count(cubin: bytes) -> int:
    """``BAR.SYNC`` instructions in ``cuobjdump -sass`` of ``cubin`` (Triton's cuobjdump)."""
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "k.cubin"
        path.write_bytes(cubin)
        out = subprocess.run(
            [str(nvidia_bin("cuobjdump")), "-sass", str(path)],
            capture_output=True,
            text=True,
            env={**os.environ, "PATH": f"{nvidia_bin('cuobjdump').parent}:{os.environ.get('PATH', '')}"},
        )
    if out.returncode != 0 or "Function" not in out.stdout:
        raise AssertionError(f"cuobjdump -sass failed: {out.stderr}")
    return sum(1 for line in out.stdout.splitlines() if "BAR.SYNC" in line)


@contextlib.contextmanager
def fresh_triton_cache():
    """Every compile inside compiles (no Triton cache hit), into a private cache directory;
    Triton's knobs and the environment are restored after."""
    triton = require_triton()
    from triton import knobs

    saved_env = {k: os.environ.get(k) for k in ("TRITON_CACHE_DIR", "TRITON_ALWAYS_COMPILE")}
    saved_always = knobs.compilation.always_compile
    with tempfile.TemporaryDirectory() as cache:
        os.environ["TRITON_CACHE_DIR"] = cache
        knobs.compilation.always_compile = True
        try:
            yield Path(cache)
        finally:
            knobs.compilation.always_compile = saved_always
            for k, v in saved_env.items():
                if v is None:
                    os.environ.pop(k, None)
                else:
                    os.environ[k] = v
    del triton


@contextlib.contextmanager
def environment(**values):
    """Sets (or, for None, unsets) environment variables for the block."""
    saved = {k: os.environ.get(k) for k in values}
    for k, v in values.items():
        if v is None:
            os.environ.pop(k, None)
        else:
            os.environ[k] = str(v)
    try:
        yield
    finally:
        for k, v in saved.items():
            if v is None:
                os.environ.pop(k, None)
            else:
                os.environ[k] = v
