"""The commands ``pip install`` puts on ``PATH``: ``syncflow``, ``syncflow-ptxas`` and
``syncflow-ptxas-blackwell``, console scripts that run the command line's own code in the
native module (``syncflow._native.cli_main``, ``ptxas_main``) with ``sys.argv``.
``syncflow-ptxas-blackwell`` stands in for Triton's ``ptxas-blackwell`` by its name."""

import sys


def syncflow():
    from . import _native

    sys.exit(_native.cli_main(sys.argv))


def ptxas():
    from . import _native

    sys.exit(_native.ptxas_main(sys.argv))
