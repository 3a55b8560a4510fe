"""syncflow: remove the ``__syncthreads()`` barriers that order nothing, in process.

    >>> import syncflow
    >>> result = syncflow.eliminate(open("k.ptx").read(), format="ptx")
    >>> result.removed, [b.reason for b in result.barriers]
    >>> open("k.opt.ptx", "w").write(result.text)

:func:`eliminate` runs the same library code as ``syncflow eliminate --json`` (docs/design.md
§6), inside this process: ``result.report`` is that JSON document, and ``result.barriers``
lists its barriers. :mod:`syncflow.triton` puts it inside Triton's compile.
"""

from dataclasses import dataclass, field
from typing import Iterable, List, Mapping, Optional, Tuple, Union
import json

from . import _native
from .errors import InternalError, KnobError, ParseError, SyncflowError

__version__ = _native.__version__

__all__ = [
    "eliminate",
    "resolve_knobs",
    "Barrier",
    "Result",
    "SyncflowError",
    "ParseError",
    "KnobError",
    "InternalError",
    "__version__",
]

KnobsArg = Union[None, Mapping[str, object], Iterable[str]]


def _knob_value(value) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (list, tuple)):
        return ",".join(str(v) for v in value)
    return str(value)


def _knob_assignments(knobs: KnobsArg) -> List[str]:
    """``{"block_shape": "1d", "precision": 1}`` or ``["block-shape=1d"]`` → ``NAME=VALUE``
    strings, as ``--knob`` takes them (``_`` in a name reads as ``-``)."""
    if knobs is None:
        return []
    if isinstance(knobs, str):
        raise TypeError("knobs must be a mapping or a list of 'NAME=VALUE' strings, not a str")
    if isinstance(knobs, Mapping):
        return [f"{str(k).replace('_', '-')}={_knob_value(v)}" for k, v in knobs.items()]
    out = []
    for item in knobs:
        if not isinstance(item, str):
            raise TypeError(f"a knob must be a 'NAME=VALUE' string, not {item!r}")
        name, sep, value = item.partition("=")
        out.append(f"{name.strip().replace('_', '-')}{sep}{value}")
    return out


def _places(keep: Iterable[str]) -> List[str]:
    if isinstance(keep, str):
        return [keep]
    return [str(p) for p in keep]


@dataclass(frozen=True)
class Barrier:
    """One barrier's decision: the fields of one ``barriers[]`` entry of ``--json``, plus
    the function it is in. ``pass_`` is the JSON's ``pass`` (a Python keyword); ``raw`` is
    the JSON object itself."""

    function: str
    kernel: bool
    intrinsic: str
    kind: str
    block: str
    index: int
    file: Optional[str]
    line: Optional[int]
    column: Optional[int]
    removed: bool
    pass_: Optional[str]
    reason: Optional[str]
    certificate: Optional[dict] = None
    inlined_at: Tuple[dict, ...] = ()
    header_location: Optional[dict] = None
    loop_depth: int = 0
    raw: dict = field(default_factory=dict, repr=False, compare=False)
    before: Optional[Tuple[str, ...]] = None
    after: Optional[Tuple[str, ...]] = None

    @classmethod
    def _from_json(cls, function: dict, barrier: dict, sets: Optional[dict] = None) -> "Barrier":
        return cls(
            function=function["name"],
            kernel=function["kernel"],
            intrinsic=barrier["intrinsic"],
            kind=barrier["kind"],
            block=barrier["block"],
            index=barrier["index"],
            file=barrier["file"],
            line=barrier["line"],
            column=barrier["column"],
            removed=barrier["removed"],
            pass_=barrier["pass"],
            reason=barrier["reason"],
            certificate=barrier.get("certificate"),
            inlined_at=tuple(barrier.get("inlined_at", ())),
            header_location=barrier.get("header_location"),
            loop_depth=barrier["loop_depth"],
            raw=barrier,
            before=tuple(sets["before"]) if sets is not None else None,
            after=tuple(sets["after"]) if sets is not None else None,
        )

    @property
    def location(self) -> str:
        """``file:line:col``, or ``@function:%block:index`` without debug information."""
        if self.file is not None:
            return f"{self.file}:{self.line}:{self.column}"
        return f"@{self.function}:%{self.block}:{self.index}"


class Result:
    """What :func:`eliminate` returns.

    - ``text``: the module without the removed barriers (the input itself when none was);
    - ``removed``: how many barriers were removed;
    - ``barriers``: every barrier, as :class:`Barrier`, in module order;
    - ``report``: the whole ``syncflow eliminate --json`` document (a dict);
    - ``warnings``: ``keep`` places that pinned no barrier.
    """

    __slots__ = ("text", "report", "barriers", "warnings")

    def __init__(self, text: str, report: dict, warnings: List[str], accesses=None):
        self.text = text
        self.report = report
        self.warnings = warnings
        if accesses is None:  # one list per function, one entry per barrier, as the report
            accesses = [[None] * len(f["barriers"]) for f in report["functions"]]
        self.barriers = [
            Barrier._from_json(f, b, sets)
            for f, per_barrier in zip(report["functions"], accesses)
            for b, sets in zip(f["barriers"], per_barrier)
        ]

    @property
    def removed(self) -> int:
        return self.report["summary"]["removed"]

    @property
    def source(self) -> str:
        """The name the input was read under."""
        return self.report["source"]

    def __repr__(self) -> str:
        s = self.report["summary"]
        return (
            f"<syncflow.Result {self.report['source']}: {s['barriers']} barriers, "
            f"{s['removed']} removed (preset {self.report['preset']})>"
        )


def eliminate(
    text: str,
    *,
    format: str = "llvm",
    preset: str = "sound",
    knobs: KnobsArg = None,
    keep: Iterable[str] = (),
    name: Optional[str] = None,
    accesses: bool = False,
) -> Result:
    """Decides every barrier of ``text`` and removes the ones that order nothing.

    ``text`` is the module (``str``, or ``bytes`` that must be UTF-8); ``format`` is
    ``"llvm"`` (LLVM IR text) or ``"ptx"``; ``preset`` a built-in preset
    (``sound``, ``conservative``, ``cicc``, ``cicc-documented``, ``none``); ``knobs``
    overrides knobs (``{"block-shape": "1d"}`` or ``["block-shape=1d"]``, as ``--knob``);
    ``keep`` pins barriers at ``FILE:LINE`` places (as ``--keep``); ``name`` is the name
    errors and the report use for the input (default ``<input>.ll`` / ``<input>.ptx``).
    With ``accesses=True`` each barrier also has ``before`` and ``after``: the access classes
    on some path into it since the previous remaining barrier, and out of it until the next,
    on the output program (what ``syncflow eliminate --verbose`` prints as "above (Before)" and
    "below (After)"); without, they are ``None`` and cost nothing.

    Raises :class:`ParseError` (with ``file``, ``line``, ``column``) on malformed input,
    :class:`KnobError` on a bad preset or knob.
    """
    if not isinstance(text, (str, bytes)):
        raise TypeError(f"text must be str or bytes, not {type(text).__name__}")
    if name is None:
        name = "<input>.ptx" if format == "ptx" else "<input>.ll"
    output, report, warnings, sets = _native.eliminate(
        text, name, format, preset, _knob_assignments(knobs), _places(keep), bool(accesses)
    )
    return Result(output, json.loads(report), warnings, None if sets is None else json.loads(sets))


def resolve_knobs(preset: str = "sound", knobs: KnobsArg = None, keep: Iterable[str] = ()) -> dict:
    """The knobs in force for ``preset`` with the overrides ``knobs`` and the pinned ``keep``
    places: the ``"knobs"`` object of ``--json``. Raises :class:`KnobError` when one is bad."""
    return json.loads(_native.resolve_knobs(preset, _knob_assignments(knobs), _places(keep)))
