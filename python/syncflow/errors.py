"""The exceptions syncflow raises.

Every one derives from :class:`SyncflowError`. A malformed input raises :class:`ParseError`,
which carries the place the way a compiler prints it (``file:line:col: error: message``) and
as attributes; a bad preset or knob raises :class:`KnobError`; :class:`InternalError` means
syncflow itself failed (a bug to report): inside a build (the Triton hook) it is caught and
the original code goes through.
"""


class SyncflowError(Exception):
    """Base class of every syncflow exception."""


class ParseError(SyncflowError, ValueError):
    """The input is not LLVM IR or PTX syncflow can read: ``file:line:col: error: message``."""

    def __init__(self, file, line, column, message):
        super().__init__(f"{file}:{line}:{column}: error: {message}")
        self.file = file
        self.line = line
        self.column = column
        self.message = message


class KnobError(SyncflowError, ValueError):
    """An unknown preset, an unknown knob, or a value a knob does not take."""


class InternalError(SyncflowError):
    """syncflow failed on an input it should have handled (please report it)."""
