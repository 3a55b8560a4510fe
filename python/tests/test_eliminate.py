"""``syncflow.eliminate`` against its oracle, the command line: on every module of the corpus
(tests/corpus, tests/ptx, tests/triton) the in-process result carries exactly the document
``syncflow eliminate --json`` prints and exactly the text ``-o`` writes; malformed inputs raise
``ParseError`` with the ``file:line:col`` the command line prints."""

import json
import subprocess
import unittest
from pathlib import Path

from support import ROOT, syncflow_bin

import syncflow


def corpus():
    files = sorted((ROOT / "tests/corpus").glob("*.ll"))
    files += sorted((ROOT / "tests/ptx").glob("*/*.ptx"))
    files += sorted((ROOT / "tests/triton").glob("*.ll")) + sorted((ROOT / "tests/triton").glob("*.ptx"))
    files += sorted((ROOT / "tests/sync").glob("*.ll"))
    return [f for f in files if "malformed" not in f.parts]


def fmt(path: Path) -> str:
    return "ptx" if path.suffix == ".ptx" else "llvm"


def cli(*args, cwd=ROOT):
    return subprocess.run([str(syncflow_bin()), *map(str, args)], capture_output=True, cwd=cwd)


class EliminateMatchesTheCommandLine(unittest.TestCase):
    def check(self, path: Path, preset="sound", knobs=(), keep=()):
        rel = path.relative_to(ROOT)
        args = ["eliminate", "--json", "--preset", preset]
        for k in knobs:
            args += ["--knob", k]
        for place in keep:
            args += ["--keep", place]
        with self.subTest(file=str(rel), preset=preset, knobs=knobs, keep=keep):
            out = cli(*args, rel)
            self.assertEqual(out.returncode, 0, out.stderr.decode())
            expected = json.loads(out.stdout)
            result = syncflow.eliminate(
                path.read_text(), format=fmt(path), preset=preset, knobs=list(knobs), keep=keep, name=str(rel)
            )
            self.assertEqual(result.report, expected)
            self.assertEqual(result.removed, expected["summary"]["removed"])
            flat = [b for f in expected["functions"] for b in f["barriers"]]
            self.assertEqual([b.raw for b in result.barriers], flat)
            self.assertEqual([b.removed for b in result.barriers], [b["removed"] for b in flat])
            self.assertEqual([b.reason for b in result.barriers], [b["reason"] for b in flat])
            self.assertEqual([b.pass_ for b in result.barriers], [b["pass"] for b in flat])
            self.assertEqual([b.loop_depth for b in result.barriers], [b["loop_depth"] for b in flat])
            return result, expected

    def test_loop_depth_counts_the_loops_around_each_barrier(self):
        # nested_loops.cu: the inner loop's barriers (lines 14, 16) sit inside the outer
        # loop, whose own barrier (line 18) is at its bottom.
        result, _ = self.check(ROOT / "tests/corpus/nested_loops.ll")
        self.assertEqual(sorted((b.line, b.loop_depth) for b in result.barriers), [(14, 2), (16, 2), (18, 1)])

    def test_every_corpus_module_under_sound(self):
        files = corpus()
        self.assertGreater(len(files), 60, "the corpus went missing")
        removed = 0
        for path in files:
            got = self.check(path)
            if got:
                removed += got[0].removed
        self.assertGreater(removed, 20, "the corpus should have removable barriers")

    def test_other_presets_knobs_and_keep(self):
        path = ROOT / "tests/corpus/multi_shared.ll"
        for preset in ("conservative", "cicc", "cicc-documented", "none"):
            self.check(path, preset=preset)
        self.check(path, knobs=("precision=1", "block-shape=1d"))
        result, _ = self.check(path, keep=("multi_shared.cu:13",))
        self.assertEqual(result.removed, 0)
        self.assertIn("pinned by --keep multi_shared.cu:13", [b.reason for b in result.barriers][1])
        self.check(ROOT / "tests/ptx/nvcc/multi_shared.sm80.ptx", preset="conservative")

    def test_output_text_is_what_dash_o_writes(self):
        for rel in ("tests/corpus/multi_shared.ll", "tests/ptx/llc/multi_shared.sm80.ptx", "tests/triton/histogram.sm80.ll"):
            path = ROOT / rel
            with self.subTest(file=rel):
                out = cli("eliminate", "--quiet", rel, "-o", "-")
                self.assertEqual(out.returncode, 0, out.stderr.decode())
                result = syncflow.eliminate(path.read_text(), format=fmt(path), name=rel)
                self.assertGreater(result.removed, 0)
                self.assertEqual(result.text, out.stdout.decode())
                self.assertNotEqual(result.text, path.read_text())

    def test_nothing_removed_gives_the_input_back(self):
        text = (ROOT / "tests/corpus/multi_shared.ll").read_text()
        result = syncflow.eliminate(text, preset="none")
        self.assertEqual(result.removed, 0)
        self.assertEqual(result.text, text)

    def test_bytes_in(self):
        path = ROOT / "tests/corpus/multi_shared.ll"
        a = syncflow.eliminate(path.read_bytes(), name="m.ll")
        b = syncflow.eliminate(path.read_text(), name="m.ll")
        self.assertEqual(a.report, b.report)
        self.assertEqual(a.text, b.text)


class Accesses(unittest.TestCase):
    """``accesses=True``: each barrier's Before/After are exactly the two notes
    ``syncflow eliminate --verbose`` prints for it, in the same order; without, ``None``."""

    FILES = [
        "tests/corpus/reduce_tree.ll",
        "tests/corpus/divergent_barrier.ll",
        "tests/corpus/multi_shared.ll",
        "tests/triton/histogram.sm90.ptx",
        "tests/triton/matmul_tma_persistent.sm90.ptx",
    ]

    @staticmethod
    def notes(remarks: str, which: str):
        marker = f": note: {which}: "
        return [line.split(marker, 1)[1] for line in remarks.splitlines() if marker in line]

    def test_before_and_after_are_the_verbose_notes(self):
        for rel in self.FILES:
            path = ROOT / rel
            with self.subTest(file=rel):
                out = cli("eliminate", "--verbose", "-o", "/dev/null", rel)
                self.assertEqual(out.returncode, 0, out.stderr.decode())
                remarks = out.stdout.decode()  # with -o, the remarks go to standard output
                text = path.read_text()
                plain = syncflow.eliminate(text, format=fmt(path), name=rel)
                full = syncflow.eliminate(text, format=fmt(path), name=rel, accesses=True)
                self.assertEqual(full.report, plain.report)
                self.assertTrue(all(b.before is None and b.after is None for b in plain.barriers))
                shown = lambda sets: ", ".join(sets) if sets else "nothing"  # noqa: E731
                before = [shown(b.before) for b in full.barriers]
                after = [shown(b.after) for b in full.barriers]
                self.assertEqual(before, self.notes(remarks, "above (Before)"))
                self.assertEqual(after, self.notes(remarks, "below (After)"))
                self.assertTrue(any(b.before for b in full.barriers), "every Before empty")


class Errors(unittest.TestCase):
    def test_malformed_inputs_raise_with_the_command_lines_location(self):
        files = sorted((ROOT / "tests/malformed").glob("*.ll")) + sorted((ROOT / "tests/ptx/malformed").glob("*.ptx"))
        self.assertGreater(len(files), 20)
        for path in files:
            rel = str(path.relative_to(ROOT))
            with self.subTest(file=rel):
                out = cli("eliminate", "--quiet", rel)
                self.assertEqual(out.returncode, 2)
                first = out.stderr.decode().splitlines()[0]
                with self.assertRaises(syncflow.ParseError) as caught:
                    syncflow.eliminate(path.read_bytes(), format=fmt(path), name=rel)
                e = caught.exception
                self.assertEqual(str(e), first)
                self.assertTrue(first.startswith(f"{rel}:{e.line}:{e.column}: error: {e.message}"))
                self.assertEqual(e.file, rel)
                self.assertIsInstance(e, ValueError)
                self.assertIsInstance(e, syncflow.SyncflowError)

    def test_ptx_read_as_llvm_is_a_located_error(self):
        text = (ROOT / "tests/ptx/llc/multi_shared.sm80.ptx").read_text()
        with self.assertRaises(syncflow.ParseError) as caught:
            syncflow.eliminate(text, format="llvm", name="k.ll")
        self.assertEqual(caught.exception.file, "k.ll")
        self.assertGreaterEqual(caught.exception.line, 1)

    def test_bad_presets_and_knobs(self):
        text = (ROOT / "tests/corpus/multi_shared.ll").read_text()
        with self.assertRaisesRegex(syncflow.KnobError, "unknown preset 'fast'"):
            syncflow.eliminate(text, preset="fast")
        with self.assertRaisesRegex(syncflow.KnobError, "unknown knob 'speed'"):
            syncflow.eliminate(text, knobs={"speed": 11})
        with self.assertRaisesRegex(syncflow.KnobError, "precision"):
            syncflow.eliminate(text, knobs=["precision=7"])
        with self.assertRaisesRegex(syncflow.KnobError, "FILE:LINE"):
            syncflow.eliminate(text, keep=["nowhere"])
        with self.assertRaises(TypeError):
            syncflow.eliminate(text, format="sass")
        with self.assertRaises(TypeError):
            syncflow.eliminate(42)
        with self.assertRaises(TypeError):
            syncflow.eliminate(text, knobs="precision=1")

    def test_knob_spellings_agree(self):
        text = (ROOT / "tests/corpus/multi_shared.ll").read_text()
        a = syncflow.eliminate(text, knobs={"block_shape": "1d", "race_free_slots": False})
        b = syncflow.eliminate(text, knobs=["block-shape=1d", "race-free-slots=0"])
        self.assertEqual(a.report, b.report)
        self.assertEqual(a.report["knobs"]["block-shape"], syncflow.resolve_knobs(knobs={"block-shape": "1d"})["block-shape"])

    def test_a_keep_that_pins_nothing_is_reported(self):
        text = (ROOT / "tests/corpus/multi_shared.ll").read_text()
        result = syncflow.eliminate(text, keep=["multi_shared.cu:1"])
        self.assertEqual(result.warnings, ["keep multi_shared.cu:1: no removal candidate barrier at that line"])


class Version(unittest.TestCase):
    def test_version_is_the_command_lines(self):
        out = cli("--version")
        self.assertEqual(out.stdout.decode().split()[-1], syncflow.__version__)


if __name__ == "__main__":
    unittest.main()
