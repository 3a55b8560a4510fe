"""The commands ``pip install ./python`` puts on ``PATH`` (console scripts into the native
module): ``syncflow`` is the command line ``cargo install`` builds — same output, same exit
codes — and ``syncflow-ptxas`` answers ``--version`` as the real ptxas does. (The README's
Triton line through them is ``test_ptxas_wrapper.TheReadmeLine``.)"""

import os
import subprocess
import sysconfig
import unittest
from pathlib import Path

from support import ROOT, nvidia_bin, require_triton, syncflow_bin

SCRIPTS = Path(sysconfig.get_path("scripts"))


def command(name: str) -> Path:
    path = SCRIPTS / name
    if not path.is_file():
        raise AssertionError(f"pip install put no {name} in {SCRIPTS}")
    return path


def run(program, *args, **env):
    return subprocess.run(
        [str(program), *map(str, args)],
        capture_output=True,
        cwd=ROOT,
        env={**os.environ, **{k: str(v) for k, v in env.items()}},
    )


class Commands(unittest.TestCase):
    def test_syncflow_is_the_command_line(self):
        corpus = "tests/corpus/multi_shared.ll"
        for args in (
            ["eliminate", corpus],
            ["eliminate", corpus, "--json"],
            ["presets"],
            ["--version"],
            ["eliminate", "tests/first/first.cu"],
        ):
            with self.subTest(args=args):
                ours, theirs = run(command("syncflow"), *args), run(syncflow_bin(), *args)
                self.assertEqual(ours.returncode, theirs.returncode, ours.stderr)
                self.assertEqual(ours.stdout, theirs.stdout)
                self.assertEqual(ours.stderr, theirs.stderr)
        self.assertEqual(run(command("syncflow"), "eliminate", "tests/first/first.cu").returncode, 2)

    def test_syncflow_ptxas_answers_version_as_ptxas(self):
        require_triton()
        real = run(nvidia_bin("ptxas"), "--version")
        for name in ("syncflow-ptxas", "syncflow-ptxas-blackwell"):
            with self.subTest(name=name):
                ours = run(command(name), "--version", SYNCFLOW_PTXAS=nvidia_bin("ptxas"))
                self.assertEqual(ours.returncode, 0, ours.stderr)
                self.assertEqual(ours.stdout, real.stdout)


if __name__ == "__main__":
    unittest.main()
