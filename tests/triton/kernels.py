"""Triton kernels of the tutorial kinds, written for syncflow's corpus (not copied from anywhere).

Each entry of KERNELS is (name, jit function, signature, constexprs, options). `regen.sh`
compiles every entry with a pinned Triton for sm_80 and sm_90 (no GPU needed) and writes
`<name>.sm<cc>.ll` and `<name>.sm<cc>.ptx` next to this file. The kernels cover what Triton's
code generator does with shared memory: reductions through scratch (softmax, layer norm),
multi-stage `cp.async` pipelines feeding `ldmatrix`/`mma` (matmul, attention), TMA loads with
mbarriers (sm_90), scans, atomics, column sums of 2-D tiles, one warp's dot, flash attention.
"""
import triton
import triton.language as tl


@triton.jit
def softmax_rows(out_ptr, in_ptr, n_cols, stride, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < n_cols
    x = tl.load(in_ptr + row * stride + cols, mask=mask, other=-float("inf"))
    x = x - tl.max(x, axis=0)
    e = tl.exp(x)
    tl.store(out_ptr + row * stride + cols, e / tl.sum(e, axis=0), mask=mask)


@triton.jit
def layer_norm_forward(x_ptr, y_ptr, w_ptr, b_ptr, mean_ptr, rstd_ptr, n_cols, eps,
                       BLOCK: tl.constexpr):
    row = tl.program_id(0)
    acc = tl.zeros([BLOCK], dtype=tl.float32)
    for start in range(0, n_cols, BLOCK):
        cols = start + tl.arange(0, BLOCK)
        acc += tl.load(x_ptr + row * n_cols + cols, mask=cols < n_cols, other=0.0)
    mean = tl.sum(acc, axis=0) / n_cols
    var_acc = tl.zeros([BLOCK], dtype=tl.float32)
    for start in range(0, n_cols, BLOCK):
        cols = start + tl.arange(0, BLOCK)
        v = tl.load(x_ptr + row * n_cols + cols, mask=cols < n_cols, other=0.0)
        d = tl.where(cols < n_cols, v - mean, 0.0)
        var_acc += d * d
    rstd = 1.0 / tl.sqrt(tl.sum(var_acc, axis=0) / n_cols + eps)
    tl.store(mean_ptr + row, mean)
    tl.store(rstd_ptr + row, rstd)
    for start in range(0, n_cols, BLOCK):
        cols = start + tl.arange(0, BLOCK)
        m = cols < n_cols
        v = tl.load(x_ptr + row * n_cols + cols, mask=m, other=0.0)
        w = tl.load(w_ptr + cols, mask=m)
        b = tl.load(b_ptr + cols, mask=m)
        tl.store(y_ptr + row * n_cols + cols, (v - mean) * rstd * w + b, mask=m)


@triton.jit
def layer_norm_backward_dx(dy_ptr, x_ptr, w_ptr, mean_ptr, rstd_ptr, dx_ptr, dw_part_ptr,
                           lock_ptr, n_cols, GROUPS: tl.constexpr, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    m = cols < n_cols
    x = tl.load(x_ptr + row * n_cols + cols, mask=m, other=0.0)
    dy = tl.load(dy_ptr + row * n_cols + cols, mask=m, other=0.0)
    w = tl.load(w_ptr + cols, mask=m)
    mean = tl.load(mean_ptr + row)
    rstd = tl.load(rstd_ptr + row)
    xhat = tl.where(m, (x - mean) * rstd, 0.0)
    wdy = tl.where(m, w * dy, 0.0)
    c1 = tl.sum(xhat * wdy, axis=0) / n_cols
    c2 = tl.sum(wdy, axis=0) / n_cols
    tl.store(dx_ptr + row * n_cols + cols, (wdy - (xhat * c1 + c2)) * rstd, mask=m)
    # Partial dw of this row's group, accumulated under a spin lock.
    group = row % GROUPS
    lock = lock_ptr + group
    while tl.atomic_cas(lock, 0, 1) == 1:
        pass
    part = dw_part_ptr + group * n_cols + cols
    tl.store(part, tl.load(part, mask=m) + dy * xhat, mask=m)
    tl.atomic_xchg(lock, 0)


@triton.jit
def matmul_pipelined(a_ptr, b_ptr, c_ptr, M, N, K, stride_am, stride_bk, stride_cm,
                     BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    rm = pid_m * BM + tl.arange(0, BM)
    rn = pid_n * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    a = a_ptr + rm[:, None] * stride_am + rk[None, :]
    b = b_ptr + rk[:, None] * stride_bk + rn[None, :]
    acc = tl.zeros([BM, BN], dtype=tl.float32)
    for k in range(0, K, BK):
        acc += tl.dot(tl.load(a, mask=(k + rk)[None, :] < K, other=0.0),
                      tl.load(b, mask=(k + rk)[:, None] < K, other=0.0))
        a += BK
        b += BK * stride_bk
    c = c_ptr + rm[:, None] * stride_cm + rn[None, :]
    tl.store(c, acc.to(tl.float16), mask=(rm[:, None] < M) & (rn[None, :] < N))


@triton.jit
def matmul_tma_persistent(a_ptr, b_ptr, c_ptr, M, N, K,
                          BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr,
                          SMS: tl.constexpr):
    a_desc = tl.make_tensor_descriptor(a_ptr, shape=[M, K], strides=[K, 1], block_shape=[BM, BK])
    b_desc = tl.make_tensor_descriptor(b_ptr, shape=[N, K], strides=[K, 1], block_shape=[BN, BK])
    c_desc = tl.make_tensor_descriptor(c_ptr, shape=[M, N], strides=[N, 1], block_shape=[BM, BN])
    tiles_n = tl.cdiv(N, BN)
    tiles = tl.cdiv(M, BM) * tiles_n
    for tile in tl.range(tl.program_id(0), tiles, SMS, flatten=True):
        om = (tile // tiles_n) * BM
        on = (tile % tiles_n) * BN
        acc = tl.zeros([BM, BN], dtype=tl.float32)
        for k in range(0, K, BK):
            acc = tl.dot(a_desc.load([om, k]), b_desc.load([on, k]).T, acc)
        c_desc.store([om, on], acc.to(tl.float16))


@triton.jit
def attention_forward(q_ptr, k_ptr, v_ptr, o_ptr, seq_len, scale,
                      BM: tl.constexpr, BN: tl.constexpr, D: tl.constexpr):
    start_m = tl.program_id(0)
    head = tl.program_id(1)
    base = head * seq_len * D
    rm = start_m * BM + tl.arange(0, BM)
    rd = tl.arange(0, D)
    q = tl.load(q_ptr + base + rm[:, None] * D + rd[None, :], mask=rm[:, None] < seq_len, other=0.0)
    m_i = tl.full([BM], -float("inf"), tl.float32)
    l_i = tl.zeros([BM], dtype=tl.float32)
    acc = tl.zeros([BM, D], dtype=tl.float32)
    for start_n in range(0, seq_len, BN):
        rn = start_n + tl.arange(0, BN)
        k = tl.load(k_ptr + base + rn[None, :] * D + rd[:, None], mask=rn[None, :] < seq_len, other=0.0)
        s = tl.dot(q, k) * scale
        s = tl.where(rn[None, :] < seq_len, s, -float("inf"))
        m_new = tl.maximum(m_i, tl.max(s, 1))
        p = tl.math.exp2((s - m_new[:, None]) * 1.44269504)
        alpha = tl.math.exp2((m_i - m_new) * 1.44269504)
        l_i = l_i * alpha + tl.sum(p, 1)
        v = tl.load(v_ptr + base + rn[:, None] * D + rd[None, :], mask=rn[:, None] < seq_len, other=0.0)
        acc = acc * alpha[:, None] + tl.dot(p.to(tl.float16), v)
        m_i = m_new
    tl.store(o_ptr + base + rm[:, None] * D + rd[None, :], (acc / l_i[:, None]).to(tl.float16),
             mask=rm[:, None] < seq_len)


@triton.jit
def cumsum_rows(in_ptr, out_ptr, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    x = tl.load(in_ptr + row * n_cols + cols, mask=cols < n_cols, other=0)
    tl.store(out_ptr + row * n_cols + cols, tl.cumsum(x, axis=0), mask=cols < n_cols)


@triton.jit
def histogram_atomic(in_ptr, bins_ptr, n, NBINS: tl.constexpr, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    v = tl.load(in_ptr + offs, mask=offs < n, other=0)
    tl.atomic_add(bins_ptr + (v % NBINS), 1, mask=offs < n)
    total = tl.sum(tl.where(offs < n, 1, 0), axis=0)
    tl.atomic_add(bins_ptr + NBINS, total)


@triton.jit
def transpose_tile(in_ptr, out_ptr, M, N, BM: tl.constexpr, BN: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    x = tl.load(in_ptr + rm[:, None] * N + rn[None, :], mask=(rm[:, None] < M) & (rn[None, :] < N))
    tl.store(out_ptr + rn[:, None] * M + rm[None, :], tl.trans(x),
             mask=(rn[:, None] < N) & (rm[None, :] < M))


@triton.jit
def layer_norm_dwdb(dw_part_ptr, db_part_ptr, dw_ptr, db_ptr, rows, n_cols,
                    BM: tl.constexpr, BN: tl.constexpr):
    # The second step of the backward pass: column sums of the per-group partials.
    cols = tl.program_id(0) * BN + tl.arange(0, BN)
    dw = tl.zeros([BM, BN], dtype=tl.float32)
    db = tl.zeros([BM, BN], dtype=tl.float32)
    for start in range(0, rows, BM):
        r = start + tl.arange(0, BM)
        m = (r[:, None] < rows) & (cols[None, :] < n_cols)
        offs = r[:, None] * n_cols + cols[None, :]
        dw += tl.load(dw_part_ptr + offs, mask=m, other=0.0)
        db += tl.load(db_part_ptr + offs, mask=m, other=0.0)
    tl.store(dw_ptr + cols, tl.sum(dw, axis=0), mask=cols < n_cols)
    tl.store(db_ptr + cols, tl.sum(db, axis=0), mask=cols < n_cols)


@triton.jit
def col_sum(in_ptr, out_ptr, rows, cols_n, BM: tl.constexpr, BN: tl.constexpr):
    # Integer column sums of a row-major matrix (a reduction across threads of a 2-D tile).
    cols = tl.program_id(0) * BN + tl.arange(0, BN)
    acc = tl.zeros([BM, BN], dtype=tl.int32)
    for start in range(0, rows, BM):
        r = start + tl.arange(0, BM)
        m = (r[:, None] < rows) & (cols[None, :] < cols_n)
        acc += tl.load(in_ptr + r[:, None] * cols_n + cols[None, :], mask=m, other=0)
    tl.store(out_ptr + cols, tl.sum(acc, axis=0), mask=cols < cols_n)


@triton.jit
def small_dot(a_ptr, b_ptr, c_ptr, N: tl.constexpr):
    # One 16x16 fp16 tile product on one warp: Triton's mma.sync in inline asm.
    r = tl.arange(0, N)
    a = tl.load(a_ptr + r[:, None] * N + r[None, :])
    b = tl.load(b_ptr + r[:, None] * N + r[None, :])
    tl.store(c_ptr + r[:, None] * N + r[None, :], tl.dot(a, b))


@triton.jit
def flash_attention(q_ptr, k_ptr, v_ptr, o_ptr, lse_ptr, seq_len, sm_scale,
                    BM: tl.constexpr, BN: tl.constexpr, D: tl.constexpr):
    # The tutorial's form: causal, the scale folded into exp2's argument, the log-sum-exp out.
    start_m = tl.program_id(0)
    head = tl.program_id(1)
    base = head * seq_len * D
    rm = start_m * BM + tl.arange(0, BM)
    rd = tl.arange(0, D)
    q = tl.load(q_ptr + base + rm[:, None] * D + rd[None, :], mask=rm[:, None] < seq_len, other=0.0)
    qk_scale = sm_scale * 1.44269504
    m_i = tl.full([BM], -float("inf"), tl.float32)
    l_i = tl.full([BM], 1.0, tl.float32)
    acc = tl.zeros([BM, D], dtype=tl.float32)
    for start_n in range(0, (start_m + 1) * BM, BN):
        rn = start_n + tl.arange(0, BN)
        k = tl.load(k_ptr + base + rn[None, :] * D + rd[:, None], mask=rn[None, :] < seq_len, other=0.0)
        qk = tl.dot(q, k)
        qk = tl.where(rm[:, None] >= rn[None, :], qk, -1.0e6)
        m_ij = tl.maximum(m_i, tl.max(qk, 1) * qk_scale)
        p = tl.math.exp2(qk * qk_scale - m_ij[:, None])
        alpha = tl.math.exp2(m_i - m_ij)
        l_i = l_i * alpha + tl.sum(p, 1)
        v = tl.load(v_ptr + base + rn[:, None] * D + rd[None, :], mask=rn[:, None] < seq_len, other=0.0)
        acc = acc * alpha[:, None] + tl.dot(p.to(tl.float16), v)
        m_i = m_ij
    tl.store(lse_ptr + head * seq_len + rm, m_i + tl.math.log2(l_i), mask=rm < seq_len)
    tl.store(o_ptr + base + rm[:, None] * D + rd[None, :], (acc / l_i[:, None]).to(tl.float16),
             mask=rm[:, None] < seq_len)


F32, F16, I32 = "*fp32", "*fp16", "*i32"

# (name, kernel, signature, constexprs, options, compute capabilities)
KERNELS = [
    ("softmax", softmax_rows,
     {"out_ptr": F32, "in_ptr": F32, "n_cols": "i32", "stride": "i32"}, {"BLOCK": 1024},
     {"num_warps": 4}, (80, 90)),
    ("layer_norm_fwd", layer_norm_forward,
     {"x_ptr": F32, "y_ptr": F32, "w_ptr": F32, "b_ptr": F32, "mean_ptr": F32, "rstd_ptr": F32,
      "n_cols": "i32", "eps": "fp32"}, {"BLOCK": 512}, {"num_warps": 8}, (80, 90)),
    ("layer_norm_bwd", layer_norm_backward_dx,
     {"dy_ptr": F32, "x_ptr": F32, "w_ptr": F32, "mean_ptr": F32, "rstd_ptr": F32,
      "dx_ptr": F32, "dw_part_ptr": F32, "lock_ptr": I32, "n_cols": "i32"},
     {"GROUPS": 32, "BLOCK": 1024}, {"num_warps": 8}, (80, 90)),
    ("matmul_stages3", matmul_pipelined,
     {"a_ptr": F16, "b_ptr": F16, "c_ptr": F16, "M": "i32", "N": "i32", "K": "i32",
      "stride_am": "i32", "stride_bk": "i32", "stride_cm": "i32"},
     {"BM": 128, "BN": 128, "BK": 32}, {"num_warps": 4, "num_stages": 3}, (80, 90)),
    ("matmul_tma_persistent", matmul_tma_persistent,
     {"a_ptr": F16, "b_ptr": F16, "c_ptr": F16, "M": "i32", "N": "i32", "K": "i32"},
     {"BM": 128, "BN": 128, "BK": 64, "SMS": 132}, {"num_warps": 4, "num_stages": 3}, (90,)),
    ("attention_fwd", attention_forward,
     {"q_ptr": F16, "k_ptr": F16, "v_ptr": F16, "o_ptr": F16, "seq_len": "i32", "scale": "fp32"},
     {"BM": 64, "BN": 64, "D": 64}, {"num_warps": 4, "num_stages": 2}, (80, 90)),
    ("cumsum", cumsum_rows,
     {"in_ptr": I32, "out_ptr": I32, "n_cols": "i32"}, {"BLOCK": 1024}, {"num_warps": 4},
     (80, 90)),
    ("histogram", histogram_atomic,
     {"in_ptr": I32, "bins_ptr": I32, "n": "i32"}, {"NBINS": 64, "BLOCK": 1024},
     {"num_warps": 4}, (80, 90)),
    ("layer_norm_bwd_w4", layer_norm_backward_dx,
     {"dy_ptr": F32, "x_ptr": F32, "w_ptr": F32, "mean_ptr": F32, "rstd_ptr": F32,
      "dx_ptr": F32, "dw_part_ptr": F32, "lock_ptr": I32, "n_cols": "i32"},
     {"GROUPS": 32, "BLOCK": 1024}, {"num_warps": 4}, (80, 90)),
    ("layer_norm_dwdb", layer_norm_dwdb,
     {"dw_part_ptr": F32, "db_part_ptr": F32, "dw_ptr": F32, "db_ptr": F32, "rows": "i32",
      "n_cols": "i32"}, {"BM": 128, "BN": 16}, {"num_warps": 8}, (80, 90)),
    ("col_sum", col_sum,
     {"in_ptr": I32, "out_ptr": I32, "rows": "i32", "cols_n": "i32"}, {"BM": 64, "BN": 64},
     {"num_warps": 4}, (80, 90)),
    ("small_dot", small_dot,
     {"a_ptr": F16, "b_ptr": F16, "c_ptr": F32}, {"N": 16}, {"num_warps": 1}, (80,)),
    ("flash_attention", flash_attention,
     {"q_ptr": F16, "k_ptr": F16, "v_ptr": F16, "o_ptr": F16, "lse_ptr": F32, "seq_len": "i32",
      "sm_scale": "fp32"}, {"BM": 64, "BN": 32, "D": 64}, {"num_warps": 4, "num_stages": 2},
     (80, 90)),
    ("transpose", transpose_tile,
     {"in_ptr": F32, "out_ptr": F32, "M": "i32", "N": "i32"}, {"BM": 64, "BN": 64},
     {"num_warps": 4}, (80, 90)),
]
