//! The values the interpreter's `mma.sync` and `wmma` compute, against `D = A·B + C` computed
//! here. The kernels check each lane's results with an assertion (`__assertfail` on a
//! mismatch, which the run reports as a fault).
//!
//! - `mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32` in inline asm: each lane's fragments
//!   are placed by this file's own transcription of the PTX ISA's formulas ("Matrix Fragments
//!   for mma.m16n8k16"), independent of the interpreter's, so a wrong layout on either side
//!   fails.
//! - `wmma.m16n16k16` as NVVM intrinsics: A, B and C loaded from global memory (A row-major,
//!   B column-major), D stored and read back after `__syncwarp`; the fragment mapping is the
//!   interpreter's own (unspecified by the ISA) and cancels out.

use syncflow_fuzz::interp::{Fault, Interpreter, LaunchConfig};
use syncflow_ir::parse_module;

fn a_val(r: usize, c: usize) -> f64 {
    ((r * 3 + c * 5) % 7) as f64 - 3.0
}

fn b_val(r: usize, c: usize) -> f64 {
    ((r + 2 * c) % 5) as f64 - 2.0
}

fn c_val(r: usize, c: usize) -> f64 {
    0.5 * (r as f64 - c as f64)
}

fn half_bits(x: f64) -> u32 {
    // Small integers and halves: exact in f16.
    u32::from(half::f16::from_f64(x).to_bits())
}

fn product(
    m: usize,
    n: usize,
    k: usize,
    a: impl Fn(usize, usize) -> f64,
    b: impl Fn(usize, usize) -> f64,
    r: usize,
    c: usize,
) -> f64 {
    let _ = (m, n);
    c_val(r, c) + (0..k).map(|t| a(r, t) * b(t, c)).sum::<f64>()
}

fn faults(text: &str) -> Vec<String> {
    let m = parse_module("mma.ll", text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    let k = m.function_by_name("k").unwrap();
    let r = Interpreter::new(&m).run(k, &LaunchConfig::new([32, 1, 1]));
    assert!(
        r.is_clean(),
        "races or divergence: {:?} {:?}",
        r.races,
        r.divergences
    );
    r.faults
        .iter()
        .filter(|f| !matches!(f, Fault::UninitialisedRead { .. }))
        .map(|f| f.to_string())
        .collect()
}

fn array<T: std::fmt::Display>(ty: &str, rows: &[Vec<T>]) -> String {
    let inner = |row: &Vec<T>| {
        let items: Vec<String> = row.iter().map(|v| format!("{ty} {v}")).collect();
        format!("[{} x {ty}] [{}]", row.len(), items.join(", "))
    };
    let all: Vec<String> = rows.iter().map(inner).collect();
    format!(
        "[{} x [{} x {ty}]] [{}]",
        rows.len(),
        rows[0].len(),
        all.join(", ")
    )
}

fn f32_text(x: f64) -> String {
    format!("0x{:016X}", f64::from(x as f32).to_bits())
}

#[test]
fn mma_m16n8k16_follows_the_isa_fragments() {
    // The ISA's formulas, lane by lane (groupID = lane >> 2, t = lane % 4).
    let mut fa = Vec::new();
    let mut fb = Vec::new();
    let mut fc = Vec::new();
    let mut fd = Vec::new();
    for lane in 0..32 {
        let (g, t) = (lane / 4, lane % 4);
        let a_pos = |i: usize| {
            let row = if i < 2 || (4..6).contains(&i) {
                g
            } else {
                g + 8
            };
            let col = t * 2 + (i & 1) + if i >= 4 { 8 } else { 0 };
            (row, col)
        };
        let b_pos = |i: usize| (t * 2 + (i & 1) + if i >= 2 { 8 } else { 0 }, g);
        let c_pos = |i: usize| (if i < 2 { g } else { g + 8 }, t * 2 + (i & 1));
        fa.push(
            (0..4)
                .map(|r| {
                    let (lo, hi) = (a_pos(2 * r), a_pos(2 * r + 1));
                    (half_bits(a_val(lo.0, lo.1)) | (half_bits(a_val(hi.0, hi.1)) << 16))
                        .to_string()
                })
                .collect::<Vec<_>>(),
        );
        fb.push(
            (0..2)
                .map(|r| {
                    let (lo, hi) = (b_pos(2 * r), b_pos(2 * r + 1));
                    (half_bits(b_val(lo.0, lo.1)) | (half_bits(b_val(hi.0, hi.1)) << 16))
                        .to_string()
                })
                .collect::<Vec<_>>(),
        );
        fc.push(
            (0..4)
                .map(|i| f32_text(c_val(c_pos(i).0, c_pos(i).1)))
                .collect::<Vec<_>>(),
        );
        fd.push(
            (0..4)
                .map(|i| {
                    let (r, c) = c_pos(i);
                    f32_text(product(16, 8, 16, a_val, b_val, r, c))
                })
                .collect::<Vec<_>>(),
        );
    }
    let text = format!(
        r#"@fa = internal addrspace(1) constant {}
@fb = internal addrspace(1) constant {}
@fc = internal addrspace(1) constant {}
@fd = internal addrspace(1) constant {}
declare void @__assertfail()
define ptx_kernel void @k() {{
entry:
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
{loads}
  %d = call {{ float, float, float, float }} asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {{$0,$1,$2,$3}}, {{$4,$5,$6,$7}}, {{$8,$9}}, {{$10,$11,$12,$13}};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %b0, i32 %b1, float %c0, float %c1, float %c2, float %c3)
{checks}
  ret void
bad:
  call void @__assertfail()
  unreachable
}}
"#,
        array("i32", &fa),
        array("i32", &fb),
        array("float", &fc),
        array("float", &fd),
        loads = {
            let mut s = String::new();
            for (name, g, ty, n) in [("a", "fa", "i32", 4), ("b", "fb", "i32", 2), ("c", "fc", "float", 4), ("e", "fd", "float", 4)] {
                let dims = if g == "fb" { "[32 x [2 x i32]]".to_string() } else { format!("[32 x [4 x {ty}]]") };
                for i in 0..n {
                    s += &format!("  %p{name}{i} = getelementptr {dims}, ptr addrspace(1) @{g}, i32 0, i32 %lane, i32 {i}\n  %{name}{i} = load {ty}, ptr addrspace(1) %p{name}{i}\n");
                }
            }
            s
        },
        checks = (0..4)
            .map(|i| format!("  %d{i} = extractvalue {{ float, float, float, float }} %d, {i}\n  %ok{i} = fcmp oeq float %d{i}, %e{i}\n  br i1 %ok{i}, label %next{i}, label %bad\nnext{i}:"))
            .collect::<Vec<_>>()
            .join("\n"),
    );
    assert_eq!(faults(&text), Vec::<String>::new());
    // A wrong expectation is caught: the check is live.
    let broken = text.replacen("fcmp oeq float %d0", "fcmp one float %d0", 1);
    assert!(
        faults(&broken).iter().any(|f| f.contains("assertion")),
        "the checks never fail"
    );
}

#[test]
fn wmma_m16n16k16_computes_a_times_b_plus_c_through_memory() {
    let (m, n, k) = (16, 16, 16);
    let a: Vec<String> = (0..m * k)
        .map(|i| {
            format!("half 0x{:04X}", half_bits(a_val(i / k, i % k)) as u16)
                .replace("half 0x", "half 0xH")
        })
        .collect();
    // B stored column-major: element (r, c) at c·16 + r.
    let b: Vec<String> = (0..k * n)
        .map(|i| {
            let (c, r) = (i / k, i % k);
            format!("half 0xH{:04X}", half_bits(b_val(r, c)) as u16)
        })
        .collect();
    let c: Vec<String> = (0..m * n)
        .map(|i| format!("float {}", f32_text(c_val(i / n, i % n))))
        .collect();
    let e: Vec<String> = (0..m * n)
        .map(|i| {
            format!(
                "float {}",
                f32_text(product(m, n, k, a_val, b_val, i / n, i % n))
            )
        })
        .collect();
    let frag8 = |t: &str| [t; 8].join(", ");
    let h2 = "<2 x half>";
    let text = format!(
        r#"@A = internal addrspace(1) global [256 x half] [{a}]
@B = internal addrspace(1) global [256 x half] [{b}]
@C = internal addrspace(1) global [256 x float] [{c}]
@E = internal addrspace(1) constant [256 x float] [{e}]
@D = internal addrspace(1) global [256 x float] zeroinitializer
declare {{ {fh} }} @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p1(ptr addrspace(1), i32)
declare {{ {fh} }} @llvm.nvvm.wmma.m16n16k16.load.b.col.stride.f16.p1(ptr addrspace(1), i32)
declare {{ {ff} }} @llvm.nvvm.wmma.m16n16k16.load.c.row.stride.f32.p1(ptr addrspace(1), i32)
declare {{ {ff} }} @llvm.nvvm.wmma.m16n16k16.mma.row.col.f32.f32({fh}, {fh}, {ff})
declare void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f32.p1(ptr addrspace(1), {ff}, i32)
declare void @__assertfail()
define ptx_kernel void @k() {{
entry:
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %fa = call {{ {fh} }} @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p1(ptr addrspace(1) @A, i32 16)
  %fb = call {{ {fh} }} @llvm.nvvm.wmma.m16n16k16.load.b.col.stride.f16.p1(ptr addrspace(1) @B, i32 16)
  %fc = call {{ {ff} }} @llvm.nvvm.wmma.m16n16k16.load.c.row.stride.f32.p1(ptr addrspace(1) @C, i32 16)
{unpack}
  %fd = call {{ {ff} }} @llvm.nvvm.wmma.m16n16k16.mma.row.col.f32.f32({args})
{unpack_d}
  call void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f32.p1(ptr addrspace(1) @D, {dargs}, i32 16)
  call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br label %loop
loop:
  %j = phi i32 [ 0, %entry ], [ %j1, %ok ]
  %base = shl i32 %lane, 3
  %idx = add i32 %base, %j
  %pd = getelementptr [256 x float], ptr addrspace(1) @D, i32 0, i32 %idx
  %pe = getelementptr [256 x float], ptr addrspace(1) @E, i32 0, i32 %idx
  %got = load float, ptr addrspace(1) %pd
  %want = load float, ptr addrspace(1) %pe
  %same = fcmp oeq float %got, %want
  br i1 %same, label %ok, label %bad
ok:
  %j1 = add i32 %j, 1
  %more = icmp ult i32 %j1, 8
  br i1 %more, label %loop, label %done
done:
  ret void
bad:
  call void @__assertfail()
  unreachable
}}
"#,
        a = a.join(", "),
        b = b.join(", "),
        c = c.join(", "),
        e = e.join(", "),
        fh = frag8(h2),
        ff = frag8("float"),
        unpack = ["a", "b", "c"]
            .iter()
            .flat_map(|x| {
                let ty = if *x == "c" {
                    "float".to_string()
                } else {
                    h2.to_string()
                };
                let agg = if *x == "c" { frag8("float") } else { frag8(h2) };
                (0..8)
                    .map(move |i| format!("  %{x}{i} = extractvalue {{ {agg} }} %f{x}, {i}\n"))
                    .map(move |s| (s, ty.clone()))
            })
            .map(|(s, _)| s)
            .collect::<String>(),
        args = ["a", "b"]
            .iter()
            .flat_map(|x| (0..8).map(move |i| format!("{h2} %{x}{i}")))
            .chain((0..8).map(|i| format!("float %c{i}")))
            .collect::<Vec<_>>()
            .join(", "),
        unpack_d = (0..8)
            .map(|i| format!("  %d{i} = extractvalue {{ {} }} %fd, {i}\n", frag8("float")))
            .collect::<String>(),
        dargs = (0..8)
            .map(|i| format!("float %d{i}"))
            .collect::<Vec<_>>()
            .join(", "),
    );
    assert_eq!(faults(&text), Vec::<String>::new());
    // Without the `__syncwarp`, reading the elements other lanes stored races (the mapping is
    // unspecified: no lane may rely on holding any element).
    // (The values are not checked there: a lane that reads before the others store sees 0.)
    let unsynced = text
        .replace("  call void @llvm.nvvm.bar.warp.sync(i32 -1)\n", "")
        .replace("br i1 %same, label %ok, label %bad", "br label %ok");
    let m = parse_module("mma.ll", &unsynced).unwrap();
    let r = Interpreter::new(&m).run(
        m.function_by_name("k").unwrap(),
        &LaunchConfig::new([32, 1, 1]),
    );
    assert!(
        !r.races.is_empty(),
        "reading other lanes' stored elements without __syncwarp"
    );
}
