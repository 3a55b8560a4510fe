"""``syncflow.triton``: Triton 3.9 compiles the kernels of ``kernels.py`` without a GPU, with
the hook on and off, and ``cuobjdump -sass`` of each cubin is the oracle:

- hook on: exactly the removed number of ``BAR.SYNC`` fewer than plain Triton's, at the LLVM IR
  stage and at the PTX stage, and ptxas accepts every output (the compile produced a cubin);
- hook off (after an ``enable``/``disable``): every stage's output byte-identical to plain
  Triton's;
- the cache key differs between presets and from plain Triton's;
- a syncflow failure inside the compile gives the original with one warning;
- a hook installed before syncflow's keeps running, and comes back on ``disable``.
"""

import unittest
import warnings

from support import (
    bar_sync_count,
    compile_kernel,
    compile_kernel_amd,
    fresh_triton_cache,
    require_triton,
    s_barrier_count,
)

import syncflow


def setUpModule():
    require_triton()


def kernels():
    import kernels as k

    return k.KERNELS


class HookRemovesExactlyWhatItSays(unittest.TestCase):
    def compile_both(self, entry, cc, stage):
        import syncflow.triton as hook

        plain = compile_kernel(entry, cc)
        decisions = []
        hook.enable(stage=stage, on_decision=decisions.append)
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("error", hook.SyncflowWarning)
                rewritten = compile_kernel(entry, cc)
        finally:
            hook.disable()
        return plain, rewritten, decisions

    def check(self, cc, stage, names=None):
        total_removed = 0
        for entry in kernels():
            if names is not None and entry[0] not in names:
                continue
            with self.subTest(kernel=entry[0], cc=cc, stage=stage):
                plain, rewritten, decisions = self.compile_both(entry, cc, stage)
                self.assertEqual(len(decisions), 1, "one decision per compile")
                result = decisions[0]
                self.assertEqual(result.source.split(".")[0], entry[0])
                before, after = bar_sync_count(plain.asm["cubin"]), bar_sync_count(rewritten.asm["cubin"])
                self.assertGreater(before, 0)
                self.assertEqual(before - after, result.removed, f"SASS {before} -> {after}")
                self.assertEqual(result.removed, sum(b.removed for b in result.barriers))
                key = "llir" if stage == "llir" else "ptx"
                self.assertEqual(rewritten.asm[key], result.text)
                if result.removed == 0:
                    self.assertEqual(plain.asm["cubin"], rewritten.asm["cubin"])
                total_removed += result.removed
        return total_removed

    def test_llir_stage_sm80(self):
        with fresh_triton_cache():
            self.assertGreaterEqual(self.check(80, "llir"), 9)

    def test_ptx_stage_sm80(self):
        with fresh_triton_cache():
            self.assertGreaterEqual(self.check(80, "ptx"), 9)

    def test_llir_stage_sm90(self):
        with fresh_triton_cache():
            self.assertGreater(self.check(90, "llir", names={"guarded_copy", "atomic_accumulate", "sum_and_max"}), 0)


class HookOffIsPlainTriton(unittest.TestCase):
    def test_disabled_hook_leaves_every_stage_byte_identical(self):
        import syncflow.triton as hook
        from triton import knobs

        with fresh_triton_cache():
            for entry in kernels()[:3]:
                with self.subTest(kernel=entry[0]):
                    plain = compile_kernel(entry)
                    hook.enable()
                    self.assertTrue(hook.enabled())
                    compile_kernel(entry)
                    hook.disable()
                    self.assertFalse(hook.enabled())
                    self.assertIsNone(knobs.runtime.add_stages_inspection_hook)
                    again = compile_kernel(entry)
                    self.assertEqual(sorted(plain.asm), sorted(again.asm))
                    for stage in plain.asm:
                        self.assertEqual(plain.asm[stage], again.asm[stage], stage)
                    self.assertEqual(plain.hash, again.hash)


class CacheKey(unittest.TestCase):
    def test_presets_knobs_and_stage_make_different_keys(self):
        import syncflow.triton as hook
        from triton import knobs

        entry = kernels()[0]
        keys, hashes = {}, set()
        with fresh_triton_cache():
            hashes.add(compile_kernel(entry).hash)
            for config in (
                dict(preset="sound"),
                dict(preset="conservative"),
                dict(preset="sound", knobs={"precision": 1}),
                dict(preset="sound", stage="ptx"),
            ):
                hook.enable(**config)
                try:
                    pair = knobs.runtime.add_stages_inspection_hook()
                    self.assertIs(pair, knobs.runtime.add_stages_inspection_hook(), "computed once")
                    keys[str(config)] = pair
                    hashes.add(compile_kernel(entry).hash)
                finally:
                    hook.disable()
        self.assertEqual(len(set(keys.values())), 4, keys)
        self.assertEqual(len(hashes), 5, "each configuration and plain Triton cache apart")
        for key, digest in keys.values():
            self.assertIn(syncflow.__version__, key)
            self.assertEqual(len(digest), 64)

    def test_bad_configuration_fails_at_enable(self):
        import syncflow.triton as hook

        with self.assertRaises(syncflow.KnobError):
            hook.enable(preset="fastest")
        with self.assertRaises(ValueError):
            hook.enable(stage="cubin")
        self.assertFalse(hook.enabled())


class FailureNeverBreaksTheCompile(unittest.TestCase):
    # An input syncflow rejects, appended to the LLVM IR by a tool installed before syncflow,
    # whose stage syncflow then wraps. (It was a function alias until syncflow learned to read
    # aliases, issue 28.) LLVM reads a type nested 80 deep; syncflow stops at 64 levels (a bound against
    # unbounded recursion on bad input), with file:line:col. LLVM's NVPTX backend emits the
    # global, so the PTX shows the earlier hook's output went through.
    REJECTED = (
        "\n@syncflow_test_deep = addrspace(1) global "
        + "[1 x " * 80
        + "i8"
        + "]" * 80
        + " zeroinitializer\n"
    )

    def compile_with_earlier_hook(self, earlier, entry):
        import syncflow.triton as hook
        from triton import knobs

        with fresh_triton_cache():
            knobs.runtime.add_stages_inspection_hook = earlier
            try:
                hook.enable()
                with warnings.catch_warnings(record=True) as caught:
                    warnings.simplefilter("always")
                    compiled = compile_kernel(entry)
                hook.disable()
                self.assertIs(knobs.runtime.add_stages_inspection_hook, earlier, "disable restores it")
            finally:
                knobs.runtime.add_stages_inspection_hook = None
        ours = [str(w.message) for w in caught if issubclass(w.category, hook.SyncflowWarning)]
        return compiled, ours

    def test_input_syncflow_rejects_compiles_the_original_with_one_warning(self):
        entry = kernels()[0]
        plain = compile_kernel(entry)
        try:
            syncflow.eliminate(plain.asm["llir"] + self.REJECTED, name="probe.ll")
        except syncflow.ParseError:
            pass
        else:
            self.fail("syncflow now reads types nested 80 deep: pick another input it rejects")

        def appending(*args):
            if not args:
                return ("appending", "0" * 64)
            stages = args[1]
            original = stages["llir"]
            stages["llir"] = lambda src, metadata: original(src, metadata) + self.REJECTED

        compiled, ours = self.compile_with_earlier_hook(appending, entry)
        self.assertEqual(len(ours), 1, ours)
        self.assertIn("guarded_copy", ours[0])
        self.assertIn("error: nesting deeper than 64 levels", ours[0])
        self.assertIn("Triton compiles the original llir", ours[0])
        self.assertIn("syncflow_test_deep", compiled.asm["ptx"], "the earlier hook's output went through")
        self.assertEqual(bar_sync_count(compiled.asm["cubin"]), bar_sync_count(plain.asm["cubin"]))

    def test_internal_error_compiles_the_original_with_one_warning(self):
        from unittest import mock

        entry = kernels()[0]
        with fresh_triton_cache():  # not a cached compile from another checkout's path
            plain = compile_kernel(entry)
        calls = []

        def earlier(*args):  # chained: still called, its key still in the cache key
            calls.append(len(args))
            return ("earlier", "1" * 64) if not args else None

        failing = mock.patch.object(
            syncflow._native, "eliminate", side_effect=syncflow.InternalError("syncflow failed internally: boom")
        )
        with failing:
            compiled, ours = self.compile_with_earlier_hook(earlier, entry)
        self.assertEqual(len(ours), 1, ours)
        self.assertIn("boom", ours[0])
        self.assertIn(5, calls, "the earlier hook saw add_stages")
        self.assertIn(0, calls, "the earlier hook's cache key was asked for")
        self.assertEqual(compiled.asm["llir"], plain.asm["llir"])
        self.assertEqual(compiled.asm["cubin"], plain.asm["cubin"])


class HookOnTheAmdBackend(unittest.TestCase):
    """Triton-AMD for gfx942: the hook wraps ``llir``, and ``asm['amdgcn']`` is the oracle."""

    def test_llir_stage_gfx942_removes_exactly_what_it_says(self):
        import syncflow.triton as hook

        total_removed = 0
        with fresh_triton_cache():
            for entry in kernels():
                with self.subTest(kernel=entry[0]):
                    plain = compile_kernel_amd(entry)
                    decisions = []
                    hook.enable(on_decision=decisions.append)
                    try:
                        with warnings.catch_warnings():
                            warnings.simplefilter("error", hook.SyncflowWarning)
                            rewritten = compile_kernel_amd(entry)
                    finally:
                        hook.disable()
                    self.assertEqual(len(decisions), 1, "one decision per compile")
                    result = decisions[0]
                    self.assertEqual(result.source, f"{entry[0]}.ll")
                    self.assertEqual(rewritten.asm["llir"], result.text)
                    before = s_barrier_count(plain.asm["amdgcn"])
                    after = s_barrier_count(rewritten.asm["amdgcn"])
                    self.assertGreater(before, 0)
                    self.assertEqual(before - after, result.removed, f"s_barrier {before} -> {after}")
                    if result.removed == 0 and result.text == plain.asm["llir"]:
                        self.assertEqual(plain.asm["amdgcn"], rewritten.asm["amdgcn"])
                    total_removed += result.removed
        # guarded_copy (2), atomic_accumulate (1), transpose_scale (1), measured with 3.9.0.
        self.assertGreaterEqual(total_removed, 4)

    def test_internal_error_compiles_the_original_with_one_warning(self):
        from unittest import mock

        import syncflow.triton as hook

        entry = kernels()[0]
        with fresh_triton_cache():
            plain = compile_kernel_amd(entry)
            failing = mock.patch.object(
                syncflow._native, "eliminate", side_effect=syncflow.InternalError("syncflow failed internally: boom")
            )
            with failing:
                hook.enable()
                try:
                    with warnings.catch_warnings(record=True) as caught:
                        warnings.simplefilter("always")
                        compiled = compile_kernel_amd(entry)
                finally:
                    hook.disable()
        ours = [str(w.message) for w in caught if issubclass(w.category, hook.SyncflowWarning)]
        self.assertEqual(len(ours), 1, ours)
        self.assertIn("guarded_copy", ours[0])
        self.assertIn("boom", ours[0])
        self.assertIn("Triton compiles the original llir", ours[0])
        self.assertEqual(compiled.asm["llir"], plain.asm["llir"])
        self.assertEqual(s_barrier_count(compiled.asm["amdgcn"]), s_barrier_count(plain.asm["amdgcn"]))


if __name__ == "__main__":
    unittest.main()
