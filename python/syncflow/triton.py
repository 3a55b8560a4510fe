"""syncflow inside Triton's compile: ``enable()`` once, and every kernel Triton compiles
afterwards loses the barriers that order nothing.

    import syncflow.triton
    syncflow.triton.enable()                  # preset "sound", at the LLVM IR stage
    ...                                       # launch or triton.compile() as usual
    syncflow.triton.disable()

How it plugs in (Triton >= 3.6, ``triton.knobs.runtime.add_stages_inspection_hook``):

- after a backend's ``add_stages`` has filled ``stages`` (``ttir``, ``ttgir``, ``llir``,
  ``ptx``, ``cubin``: each ``lambda src, metadata``), Triton calls the hook as
  ``hook(backend, stages, options, language, capability)``. The hook *wraps* the chosen
  entry — ``"llir"`` (LLVM IR text, the default) or ``"ptx"`` — so the stage order Triton runs
  is unchanged: the wrapped stage runs Triton's own code, then syncflow on its output;
- called with no arguments, the hook returns ``(key, hash)``, which Triton adds to its cache
  key (at every launch, so the pair is computed once): it names syncflow's version, the
  stage, and the resolved knobs (preset and overrides), so kernels compiled under different
  presets never share a cache entry;
- a hook already installed (another tool's) is chained: it is called first, its key and hash
  are folded into ours, and ``disable()`` puts it back;
- CUDA targets (``llir`` or ``ptx``) and AMD ones (``hip``: ``llir`` only, the AMD backend
  has no ``ptx`` stage; ``stage="ptx"`` leaves AMD compiles alone). On AMD, syncflow reads
  Triton-AMD's LLVM IR before the backend (``amdgcn``) and removes or narrows its
  fence–``s.barrier``–fence groups (docs/design.md §4.5).

A syncflow failure inside the compile (input it cannot parse, an internal error) never breaks
the compile: the stage's original output goes through, with one ``SyncflowWarning`` naming the
kernel and the error. ``on_decision(result)`` is called with each kernel's
:class:`syncflow.Result` (``result.source`` names the kernel).
"""

import hashlib
import json
import threading
import warnings
from typing import Callable, Iterable, Optional

import syncflow
from syncflow.errors import SyncflowError

__all__ = ["enable", "disable", "enabled", "SyncflowWarning", "STAGES"]

#: The stages syncflow can wrap, and the format of their output.
STAGES = {"llir": "llvm", "ptx": "ptx"}

#: The Triton backends (``GPUTarget.backend``) whose compiles the hook rewrites.
_BACKENDS = ("cuda", "hip")


class SyncflowWarning(UserWarning):
    """syncflow could not process a kernel; Triton compiled the original."""


class _Hook:
    """The installed hook: configuration, the cache-key part computed once, the chained hook."""

    def __init__(self, preset, stage, knobs, keep, on_decision, previous):
        self.preset = preset
        self.stage = stage
        self.format = STAGES[stage]
        self.knobs = list(knobs)
        self.keep = list(keep)
        self.on_decision = on_decision
        self.previous = previous
        resolved = syncflow.resolve_knobs(preset, self.knobs, self.keep)
        config = json.dumps(
            {"version": syncflow.__version__, "stage": stage, "preset": preset, "knobs": resolved},
            sort_keys=True,
        )
        digest = hashlib.sha256(config.encode()).hexdigest()
        self.own_key = f"syncflow-{syncflow.__version__}-{stage}-{preset}-{digest[:16]}"
        self.own_hash = digest
        self._lock = threading.Lock()
        self._pair_for = None  # the previous hook's pair the cached pair was made from
        self._pair = None
        # Cleared by disable() when another hook was stacked on top of this one (so it cannot
        # be unlinked): it then only passes calls through to the hook it chained.
        self.active = True

    def key_and_hash(self):
        base = self.previous() if self.previous is not None else None
        with self._lock:
            if self._pair is None or base != self._pair_for:
                if base is None:
                    pair = (self.own_key, self.own_hash)
                else:
                    key, digest = base
                    pair = (
                        f"{key}-{self.own_key}",
                        hashlib.sha256(f"{digest}{self.own_hash}".encode()).hexdigest(),
                    )
                self._pair_for, self._pair = base, pair
            return self._pair

    def __call__(self, *args, **kwargs):
        if not self.active:
            if self.previous is not None:
                return self.previous(*args, **kwargs)
            return ("", "") if not args and not kwargs else None
        if not args and not kwargs:
            return self.key_and_hash()
        if self.previous is not None:
            self.previous(*args, **kwargs)
        backend, stages = args[0], args[1]
        target = getattr(backend, "target", None)
        if getattr(target, "backend", "cuda") not in _BACKENDS or self.stage not in stages:
            return None
        stages[self.stage] = self._wrap(stages[self.stage])
        return None

    def _wrap(self, original):
        def stage(src, metadata):
            out = original(src, metadata)
            return self._rewrite(out, metadata)

        stage.__wrapped__ = original
        return stage

    def _rewrite(self, text, metadata):
        if not isinstance(text, str):
            return text
        kernel = _kernel_name(metadata, text)
        name = f"{kernel}.{'ptx' if self.format == 'ptx' else 'll'}"
        try:
            result = syncflow.eliminate(
                text,
                format=self.format,
                preset=self.preset,
                knobs=self.knobs,
                keep=self.keep,
                name=name,
            )
        except (SyncflowError, TypeError, ValueError) as error:
            warnings.warn(
                f"syncflow: {kernel}: {error}; Triton compiles the original {self.stage}",
                SyncflowWarning,
                stacklevel=2,
            )
            return text
        if self.on_decision is not None:
            self.on_decision(result)
        return result.text


def _kernel_name(metadata, text):
    """The kernel's name: Triton's metadata (set by the ``ptx`` stage), else the first
    ``define ptx_kernel`` / ``define amdgpu_kernel`` / ``.entry`` of the text, else
    ``kernel``."""
    name = metadata.get("name") if isinstance(metadata, dict) else None
    if name:
        return name
    for marker in ("define ptx_kernel void @", "define amdgpu_kernel void @", ".entry "):
        at = text.find(marker)
        if at >= 0:
            rest = text[at + len(marker):]
            end = 0
            while end < len(rest) and (rest[end].isalnum() or rest[end] in "_$."):
                end += 1
            if end:
                return rest[:end]
    return "kernel"


_installed: Optional[_Hook] = None
_install_lock = threading.Lock()


def _runtime_knobs():
    try:
        from triton import knobs
    except ImportError as error:  # pragma: no cover - exercised without Triton only
        raise ImportError("syncflow.triton needs Triton (pip install triton)") from error
    runtime = knobs.runtime
    if not hasattr(runtime, "add_stages_inspection_hook"):
        raise RuntimeError(
            "this Triton has no knobs.runtime.add_stages_inspection_hook (Triton >= 3.6 has)"
        )
    return runtime


def enable(
    preset: str = "sound",
    stage: str = "llir",
    keep: Iterable[str] = (),
    on_decision: Optional[Callable[["syncflow.Result"], None]] = None,
    knobs=None,
) -> None:
    """Installs syncflow as Triton's stages-inspection hook (replacing an earlier
    ``enable()``; chaining any other hook already installed).

    ``stage`` is ``"llir"`` (LLVM IR, the default) or ``"ptx"``; ``preset``, ``knobs`` and
    ``keep`` are as for :func:`syncflow.eliminate`. A bad preset or knob raises
    :class:`syncflow.KnobError` here, not during a compile.
    """
    if stage not in STAGES:
        raise ValueError(f"stage must be one of {sorted(STAGES)}, not {stage!r}")
    keep = [keep] if isinstance(keep, str) else list(keep)
    assignments = syncflow._knob_assignments(knobs)
    runtime = _runtime_knobs()
    global _installed
    with _install_lock:
        previous = runtime.add_stages_inspection_hook
        if _installed is not None and previous is _installed:
            previous = _installed.previous
        hook = _Hook(preset, stage, assignments, keep, on_decision, previous)
        runtime.add_stages_inspection_hook = hook
        _installed = hook


def disable() -> None:
    """Removes syncflow's hook, putting back the hook that was installed before
    :func:`enable` (or none). Does nothing when syncflow is not enabled."""
    runtime = _runtime_knobs()
    global _installed
    with _install_lock:
        if _installed is None:
            return
        if runtime.add_stages_inspection_hook is _installed:
            runtime.add_stages_inspection_hook = _installed.previous
        _installed.active = False
        _installed = None


def enabled() -> bool:
    """True while syncflow's hook is installed."""
    if _installed is None:
        return False
    return _runtime_knobs().add_stages_inspection_hook is _installed
