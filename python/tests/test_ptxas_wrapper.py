"""``syncflow-ptxas`` as Triton's ptxas (``TRITON_PTXAS_PATH``, and
``TRITON_PTXAS_BLACKWELL_PATH`` for sm_90), with Triton's own ptxas as the real one
(``SYNCFLOW_PTXAS``): every cubin has exactly the removed number of ``BAR.SYNC`` fewer than
plain Triton's, where the removed number is what syncflow decides on the PTX Triton handed
to ptxas (``compiled.asm["ptx"]``, which the wrapper never modifies)."""

import os
import subprocess
import sysconfig
import tempfile
import unittest
from pathlib import Path

from support import (
    bar_sync_count,
    compile_kernel,
    environment,
    fresh_triton_cache,
    nvidia_bin,
    ptxas_wrapper_bin,
    require_triton,
)

import syncflow


LINKS = tempfile.TemporaryDirectory()


def setUpModule():
    require_triton()
    if not ptxas_wrapper_bin().is_file():
        raise AssertionError(f"no syncflow-ptxas at {ptxas_wrapper_bin()} (cargo build)")


def tearDownModule():
    LINKS.cleanup()


def wrapper_for(tool: str) -> Path:
    """The wrapper under a path of its own for each real ptxas: Triton caches a tool's
    ``--version`` by path, and the wrapper answers with its real ptxas' version."""
    link = Path(LINKS.name) / tool / "ptxas"
    if not link.exists():
        link.parent.mkdir(parents=True)
        link.symlink_to(ptxas_wrapper_bin().resolve())
    return link


def kernels():
    import kernels as k

    return k.KERNELS


class TritonThroughTheWrapper(unittest.TestCase):
    def check(self, cc, names=None):
        tool = "ptxas" if cc < 90 else "ptxas-blackwell"
        variable = "TRITON_PTXAS_PATH" if cc < 90 else "TRITON_PTXAS_BLACKWELL_PATH"
        removed_total = 0
        with fresh_triton_cache():
            for entry in kernels():
                if names is not None and entry[0] not in names:
                    continue
                with self.subTest(kernel=entry[0], cc=cc):
                    plain = compile_kernel(entry, cc)
                    with environment(**{variable: wrapper_for(tool), "SYNCFLOW_PTXAS": nvidia_bin(tool)}):
                        wrapped = compile_kernel(entry, cc)
                    self.assertEqual(plain.asm["ptx"], wrapped.asm["ptx"], "the PTX Triton wrote is untouched")
                    expected = syncflow.eliminate(wrapped.asm["ptx"], format="ptx").removed
                    before, after = bar_sync_count(plain.asm["cubin"]), bar_sync_count(wrapped.asm["cubin"])
                    self.assertEqual(before - after, expected, f"SASS {before} -> {after}")
                    if expected == 0:
                        self.assertEqual(plain.asm["cubin"], wrapped.asm["cubin"])
                    removed_total += expected
        return removed_total

    def test_sm80(self):
        self.assertGreaterEqual(self.check(80), 9)

    def test_sm90_through_the_blackwell_variable(self):
        self.assertGreater(self.check(90, names={"guarded_copy", "bincount", "row_argmax"}), 0)

    def test_version_is_the_real_ptxas(self):
        real = subprocess.run([str(nvidia_bin("ptxas")), "--version"], capture_output=True)
        wrapped = subprocess.run(
            [str(ptxas_wrapper_bin()), "--version"],
            capture_output=True,
            env={**os.environ, "SYNCFLOW_PTXAS": str(nvidia_bin("ptxas"))},
        )
        self.assertEqual(wrapped.returncode, real.returncode)
        self.assertEqual(wrapped.stdout, real.stdout)
        self.assertIn(b"release", wrapped.stdout)


class TheReadmeLine(unittest.TestCase):
    """The README's one line, with nothing else set: no ``SYNCFLOW_PTXAS``, no ptxas on
    ``PATH``, no ``CUDA_HOME``. Each wrapper finds Triton's bundled ptxas beside the calling
    ``triton`` package itself (``syncflow-ptxas`` its ``ptxas``, ``syncflow-ptxas-blackwell``
    its ``ptxas-blackwell``), answers Triton's ``--version`` probe with it, and removes
    barriers: fewer SASS ``BAR.SYNC`` than plain Triton on sm_80 and sm_90.
    ``SYNCFLOW_VERBOSE=1`` says what it did; Triton hides ptxas' standard error, so the lines
    go to ``SYNCFLOW_LOG``."""

    def check(self, cc, names, wrapper=None, blackwell=None):
        wrapper = wrapper or ptxas_wrapper_bin()
        blackwell = blackwell or wrapper.with_name("syncflow-ptxas-blackwell")
        self.assertTrue(blackwell.is_file(), f"no {blackwell} (cargo build)")
        path = os.pathsep.join(
            d for d in os.environ.get("PATH", "").split(os.pathsep) if d and not (Path(d) / "ptxas").exists()
        )
        before = after = 0
        with tempfile.TemporaryDirectory() as tmp, fresh_triton_cache():
            log = Path(tmp) / "syncflow.log"
            for entry in kernels():
                if entry[0] not in names:
                    continue
                plain = compile_kernel(entry, cc)
                with environment(
                    TRITON_PTXAS_PATH=wrapper,
                    TRITON_PTXAS_BLACKWELL_PATH=blackwell,
                    SYNCFLOW_PTXAS=None,
                    SYNCFLOW_PTXAS_ACTIVE=None,
                    CUDA_HOME=None,
                    CUDA_PATH=None,
                    PATH=path,
                    SYNCFLOW_VERBOSE="1",
                    SYNCFLOW_LOG=log,
                ):
                    wrapped = compile_kernel(entry, cc)
                before += bar_sync_count(plain.asm["cubin"])
                after += bar_sync_count(wrapped.asm["cubin"])
            said = log.read_text()
        tool = "ptxas" if cc < 90 else "ptxas-blackwell"
        self.assertIn(f"/backends/nvidia/bin/{tool} (Triton's, beside ", said)
        self.assertIn("removed (preset sound)", said)
        self.assertLess(after, before, f"SASS BAR.SYNC {before} -> {after}\n{said}")

    def test_sm80(self):
        self.check(80, {"guarded_copy", "bincount", "row_argmax", "sum_and_max"})

    def test_sm90(self):
        self.check(90, {"guarded_copy", "bincount", "row_argmax"})

    def test_sm80_and_sm90_with_the_commands_pip_installed(self):
        """The same line with the console scripts ``pip install ./python`` put on PATH."""
        scripts = Path(sysconfig.get_path("scripts"))
        wrapper, blackwell = scripts / "syncflow-ptxas", scripts / "syncflow-ptxas-blackwell"
        self.assertTrue(wrapper.is_file(), f"pip install put no syncflow-ptxas in {scripts}")
        self.check(80, {"guarded_copy", "bincount"}, wrapper, blackwell)
        self.check(90, {"guarded_copy", "bincount"}, wrapper, blackwell)


if __name__ == "__main__":
    unittest.main()
