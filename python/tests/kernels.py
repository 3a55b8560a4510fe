"""Triton kernels written for syncflow's build-integration tests (python/tests).

Each entry of KERNELS is (name, jit function, signature, constexprs). Under the `sound`
preset some lose barriers and some keep all of theirs, so the tests see both: `guarded_copy`
(explicit barriers with nothing to order before or after), `bincount` (the histogram's
broadcast barriers after the last shared-memory access), `atomic_accumulate` (barriers around
one thread's scalar atomic whose result is unused), `transpose_scale` (a final barrier after
the last store) remove some; `sum_and_max`, `row_argmax` and `scan_then_total` reduce through
shared scratch and keep every barrier.
"""
import triton
import triton.language as tl


@triton.jit
def guarded_copy(src_ptr, dst_ptr, n, BLOCK: tl.constexpr):
    # Barriers around work that touches no shared memory and nothing another thread reads
    # back: the first has nothing before it, the last nothing after it.
    tl.debug_barrier()
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    x = tl.load(src_ptr + offs, mask=offs < n, other=0.0)
    tl.store(dst_ptr + offs, x * 2.0, mask=offs < n)
    tl.debug_barrier()


@triton.jit
def sum_and_max(x_ptr, sum_ptr, max_ptr, n, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + tl.program_id(0) * n + offs, mask=offs < n, other=0.0)
    tl.store(sum_ptr + tl.program_id(0), tl.sum(x, axis=0))
    tl.store(max_ptr + tl.program_id(0), tl.max(x, axis=0))


@triton.jit
def bincount(idx_ptr, counts_ptr, n, NBINS: tl.constexpr, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    i = tl.load(idx_ptr + offs, mask=offs < n, other=0)
    h = tl.histogram(i, NBINS)
    tl.atomic_add(counts_ptr + tl.arange(0, NBINS), h)


@triton.jit
def row_argmax(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + tl.program_id(0) * n + offs, mask=offs < n, other=-float("inf"))
    tl.store(out_ptr + tl.program_id(0), tl.argmax(x, axis=0))


@triton.jit
def scan_then_total(x_ptr, y_ptr, tot_ptr, n, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + tl.program_id(0) * n + offs, mask=offs < n, other=0.0)
    c = tl.cumsum(x, axis=0)
    tl.store(y_ptr + tl.program_id(0) * n + offs, c, mask=offs < n)
    tl.debug_barrier()
    tl.store(tot_ptr + tl.program_id(0), tl.sum(x, axis=0))


@triton.jit
def atomic_accumulate(x_ptr, acc_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs, mask=offs < n, other=0.0)
    s = tl.sum(x, axis=0)
    tl.debug_barrier()
    tl.atomic_add(acc_ptr, s)
    tl.debug_barrier()


@triton.jit
def transpose_scale(in_ptr, out_ptr, M, N, BM: tl.constexpr, BN: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    t = tl.load(in_ptr + rm[:, None] * N + rn[None, :], mask=(rm[:, None] < M) & (rn[None, :] < N))
    tl.store(out_ptr + rn[:, None] * M + rm[None, :], tl.trans(t) * 3.0, mask=(rn[:, None] < N) & (rm[None, :] < M))
    tl.debug_barrier()


KERNELS = [
    ("guarded_copy", guarded_copy, {"src_ptr": "*fp32", "dst_ptr": "*fp32", "n": "i32"}, {"BLOCK": 1024}),
    ("sum_and_max", sum_and_max, {"x_ptr": "*fp32", "sum_ptr": "*fp32", "max_ptr": "*fp32", "n": "i32"}, {"BLOCK": 1024}),
    ("bincount", bincount, {"idx_ptr": "*i32", "counts_ptr": "*i32", "n": "i32"}, {"NBINS": 64, "BLOCK": 1024}),
    ("row_argmax", row_argmax, {"x_ptr": "*fp32", "out_ptr": "*i32", "n": "i32"}, {"BLOCK": 1024}),
    ("scan_then_total", scan_then_total, {"x_ptr": "*fp32", "y_ptr": "*fp32", "tot_ptr": "*fp32", "n": "i32"}, {"BLOCK": 1024}),
    ("atomic_accumulate", atomic_accumulate, {"x_ptr": "*fp32", "acc_ptr": "*fp32", "n": "i32"}, {"BLOCK": 1024}),
    ("transpose_scale", transpose_scale, {"in_ptr": "*fp32", "out_ptr": "*fp32", "M": "i32", "N": "i32"}, {"BM": 64, "BN": 64}),
]
