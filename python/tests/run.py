"""Runs the Python package's tests (unittest, no other dependency) and ends with one line
`python tests: N passed, M failed, K skipped`; exit 1 when any failed.

    python python/tests/run.py [-v] [PATTERN]      # from the repository root

Run it with the interpreter syncflow is installed in (`pip install ./python`): the tests
import the installed package, never python/syncflow/ itself (it lacks the native module).
"""

import sys
import unittest
from pathlib import Path


def main(argv):
    verbose = "-v" in argv
    patterns = [a for a in argv if not a.startswith("-")] or ["test_*.py"]
    here = Path(__file__).resolve().parent
    suite = unittest.TestSuite()
    loader = unittest.TestLoader()
    for pattern in patterns:
        suite.addTests(loader.discover(str(here), pattern=pattern, top_level_dir=str(here)))
    result = unittest.TextTestRunner(verbosity=2 if verbose else 1).run(suite)
    failed = len(result.failures) + len(result.errors) + len(result.unexpectedSuccesses)
    skipped = len(result.skipped)
    passed = result.testsRun - failed - skipped
    print(f"python tests: {passed} passed, {failed} failed, {skipped} skipped")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
