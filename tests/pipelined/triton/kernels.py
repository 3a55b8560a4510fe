"""Triton kernels for the pipelined benchmark set (tests/pipelined): software-pipelined loops
with num_stages >= 3, where Triton's pipeliner rings the K (or key/value) tiles through
`@global_smem` with `cp.async` and puts a `bar.sync` into the loop body.

Each entry of KERNELS is (name, jit function, signature, constexprs, options); compile.py
builds every entry for sm_80 without a GPU. Every pointer and every integer argument is
compiled as divisible by 16 (`tt.divisibility`), as Triton's launcher specializes them for
16-byte-aligned tensors and sizes that are multiples of 16 (the launches of
tests/pipelined/launches.json are): without that hint the loads stay scalar and the
pipeliner issues no `cp.async` at all.
"""
import triton
import triton.language as tl


@triton.jit
def matmul(a_ptr, b_ptr, c_ptr, M, N, K, stride_am, stride_bk, stride_cm,
           BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr, GROUP_M: tl.constexpr):
    # The tutorial's shape: grouped program order, fp16 inputs, fp32 accumulator.
    pid = tl.program_id(0)
    grid_m = tl.cdiv(M, BM)
    grid_n = tl.cdiv(N, BN)
    width = GROUP_M * grid_n
    group = pid // width
    first_m = group * GROUP_M
    size_m = min(grid_m - first_m, GROUP_M)
    pid_m = first_m + (pid % size_m)
    pid_n = (pid % width) // size_m
    rm = (pid_m * BM + tl.arange(0, BM)) % M
    rn = (pid_n * BN + tl.arange(0, BN)) % N
    rk = tl.arange(0, BK)
    a = a_ptr + rm[:, None] * stride_am + rk[None, :]
    b = b_ptr + rk[:, None] * stride_bk + rn[None, :]
    acc = tl.zeros([BM, BN], dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BK)):
        x = tl.load(a, mask=rk[None, :] < K - k * BK, other=0.0)
        y = tl.load(b, mask=rk[:, None] < K - k * BK, other=0.0)
        acc = tl.dot(x, y, acc)
        a += BK
        b += BK * stride_bk
    cm = pid_m * BM + tl.arange(0, BM)
    cn = pid_n * BN + tl.arange(0, BN)
    c = c_ptr + cm[:, None] * stride_cm + cn[None, :]
    tl.store(c, acc.to(tl.float16), mask=(cm[:, None] < M) & (cn[None, :] < N))


@triton.jit
def flash_attention_fwd(q_ptr, k_ptr, v_ptr, o_ptr, seq_len, sm_scale,
                        BM: tl.constexpr, BN: tl.constexpr, D: tl.constexpr,
                        CAUSAL: tl.constexpr):
    # Flash attention forward (online softmax), one (query block, head) per program.
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
    hi = (start_m + 1) * BM if CAUSAL else seq_len
    for start_n in range(0, hi, BN):
        rn = start_n + tl.arange(0, BN)
        k = tl.load(k_ptr + base + rn[None, :] * D + rd[:, None], mask=rn[None, :] < seq_len, other=0.0)
        qk = tl.dot(q, k)
        if CAUSAL:
            qk = tl.where(rm[:, None] >= rn[None, :], qk, -1.0e6)
        qk = tl.where(rn[None, :] < seq_len, qk, -1.0e6)
        m_ij = tl.maximum(m_i, tl.max(qk, 1) * qk_scale)
        p = tl.math.exp2(qk * qk_scale - m_ij[:, None])
        alpha = tl.math.exp2(m_i - m_ij)
        l_i = l_i * alpha + tl.sum(p, 1)
        v = tl.load(v_ptr + base + rn[:, None] * D + rd[None, :], mask=rn[:, None] < seq_len, other=0.0)
        acc = acc * alpha[:, None] + tl.dot(p.to(tl.float16), v)
        m_i = m_ij
    tl.store(o_ptr + base + rm[:, None] * D + rd[None, :], (acc / l_i[:, None]).to(tl.float16),
             mask=rm[:, None] < seq_len)


F16 = "*fp16"
MATMUL_SIG = {"a_ptr": F16, "b_ptr": F16, "c_ptr": F16, "M": "i32", "N": "i32", "K": "i32",
              "stride_am": "i32", "stride_bk": "i32", "stride_cm": "i32"}
ATTN_SIG = {"q_ptr": F16, "k_ptr": F16, "v_ptr": F16, "o_ptr": F16, "seq_len": "i32",
            "sm_scale": "fp32"}

# (name, kernel, signature, constexprs, options); every one for sm_80
KERNELS = [
    ("matmul_s3", matmul, MATMUL_SIG, {"BM": 128, "BN": 128, "BK": 64, "GROUP_M": 8},
     {"num_warps": 4, "num_stages": 3}),
    ("matmul_s4", matmul, MATMUL_SIG, {"BM": 128, "BN": 64, "BK": 32, "GROUP_M": 8},
     {"num_warps": 4, "num_stages": 4}),
    ("flash_attn_s3", flash_attention_fwd, ATTN_SIG, {"BM": 64, "BN": 64, "D": 64, "CAUSAL": False},
     {"num_warps": 4, "num_stages": 3}),
    ("flash_attn_causal_s3", flash_attention_fwd, ATTN_SIG,
     {"BM": 64, "BN": 32, "D": 64, "CAUSAL": True}, {"num_warps": 4, "num_stages": 3}),
]
