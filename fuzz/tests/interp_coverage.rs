//! The interpreter executes every form the front-ends accept (issue 28): each test below
//! enumerates a set of forms, runs each in a one-warp kernel of its own, and fails on any the
//! interpreter refuses (a finding "unsupported …"), except the deliberate exceptions listed
//! in docs/check.md ("What the interpreter does not execute"), each with its reason:
//!
//! 1. every intrinsic, libdevice function and inline asm called anywhere in the committed
//!    corpora (`tests/**/*.ll` and `.ptx`: clang, nvcc, llc, Triton);
//! 2. every family of intrinsics the IR's classification names as pure or effect-free
//!    (`syncflow_ir::PURE_LLVM_FAMILIES`, `PURE_NVVM_FAMILIES`, `NO_EFFECT_PREFIXES`), each
//!    through instances written here — a family added to a table without one fails;
//! 3. every PTX root the instruction model gives no memory effect
//!    (`syncflow_ir::ptx::REGISTER_ONLY_ROOTS`) and the memory, asynchronous and matrix forms
//!    it models, as inline asm;
//! 4. every LLVM instruction keyword the parser accepts.
//!
//! The kernels' arguments are fixed stand-ins (1 for integers not given as constants, 1.0
//! for floats, a 4 KiB global or shared array for pointers): the point is that each form
//! runs, not what it computes (other tests check values).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use syncflow_fuzz::interp::{Fault, Interpreter, LaunchConfig};
use syncflow_ir::{parse_module, Callee, Module, Operand, Type};

/// Forms the interpreter deliberately does not execute (docs/check.md), by a part of the
/// name or text the refusal names.
const EXCEPTIONS: &[(&str, &str)] = &[
    (
        "tex.",
        "texture and surface reads need a texture object, which a launch cannot describe",
    ),
    ("tld4.", "texture gathers: as tex"),
    ("suld.", "surface loads: as tex"),
    ("sust.", "surface stores: as tex"),
    (
        "cp.async.mbarrier.arrive",
        "copies that complete an mbarrier phase: not modelled (unknown memory in the effect model)",
    ),
    (
        "asm \"trap;\"",
        "`trap` aborts the kernel; check refuses it as unsupported (docs/third-party.md). \
         tests/check's kernels reach it only when their own result check fails",
    ),
    (
        "frobnicate",
        "an opcode PTX does not have (tests/ptx/syntax/unknown_opcode.ptx): nothing to execute",
    ),
];

fn tests_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests")
}

fn files(ext: &str) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![tests_dir()];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).unwrap().flatten() {
            let p = entry.path();
            if p.is_dir() {
                if !p.ends_with("malformed") {
                    stack.push(p);
                }
            } else if p.extension().is_some_and(|e| e == ext) {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

fn parse_any(path: &Path) -> Option<Module> {
    let text = std::fs::read_to_string(path).ok()?;
    let name = path.file_name()?.to_string_lossy().into_owned();
    if path.extension().is_some_and(|e| e == "ptx") {
        syncflow_ir::ptx::parse_ptx_module(&name, &text).ok()
    } else {
        parse_module(&name, &text).ok()
    }
}

/// The LLVM text of a value of type `ty` standing in for an argument.
fn stand_in(m: &Module, ty: syncflow_ir::TypeId, constant: Option<i128>) -> Option<String> {
    let t = m.types.resolve(ty);
    Some(match m.types.get(t) {
        Type::Int(_) => constant.unwrap_or(1).to_string(),
        Type::Half => "0xH3C00".into(),
        Type::BFloat => "0xR3F80".into(),
        Type::Float | Type::Double => "1.0".into(),
        Type::Ptr { addr_space } | Type::TypedPtr { addr_space, .. } => match addr_space {
            1 => "@g".into(),
            3 => "@s".into(),
            n => format!("addrspacecast (ptr addrspace(1) @g to ptr addrspace({n}))"),
        },
        Type::Vector { .. } | Type::Struct { .. } | Type::Array { .. } => "zeroinitializer".into(),
        _ => return None,
    })
}

fn llvm_string(text: &str) -> String {
    text.bytes()
        .map(|b| match b {
            b'"' | b'\\' | b'\n' | b'\t' | 0..=31 | 127.. => format!("\\{b:02X}"),
            other => (other as char).to_string(),
        })
        .collect()
}

/// A kernel of one warp that makes call `inst` of `f` with stand-in arguments.
fn micro_kernel(
    m: &Module,
    f: &syncflow_ir::Function,
    inst: &syncflow_ir::Instruction,
) -> Option<String> {
    let ret = m.types.display(inst.ty);
    let mut args = Vec::new();
    let mut types = Vec::new();
    for op in inst.call_args() {
        let ty = m.operand_type(f, *op)?;
        let constant = match op {
            Operand::Const(_) => m.const_int(*op),
            _ => None,
        };
        let ty_text = m.types.display(ty);
        args.push(format!("{ty_text} {}", stand_in(m, ty, constant)?));
        types.push(ty_text);
    }
    let (decl, callee) = match inst.callee()? {
        Callee::Direct(c) => {
            let name = &m.functions[*c].name;
            (
                format!("declare {ret} @\"{name}\"({})", types.join(", ")),
                format!("@\"{name}\""),
            )
        }
        Callee::InlineAsm(asm) => (
            String::new(),
            format!(
                "asm sideeffect \"{}\", \"{}\"",
                llvm_string(&asm.asm),
                llvm_string(&asm.constraints)
            ),
        ),
        Callee::Indirect(_) => return None,
    };
    // AMDGPU forms (tests/amd) run in an AMDGPU kernel: a wave of 64 (`refusals`).
    let (triple, cc) = if m.is_amdgpu() {
        ("amdgcn-amd-amdhsa", "amdgpu_kernel")
    } else {
        ("nvptx64-nvidia-cuda", "ptx_kernel")
    };
    Some(format!(
        "target triple = \"{triple}\"\n\
         @g = internal addrspace(1) global [4096 x i8] zeroinitializer, align 16\n\
         @s = internal addrspace(3) global [4096 x i8] undef, align 16\n\
         {decl}\n\
         define {cc} void @k() {{\n  call {ret} {callee}({})\n  ret void\n}}\n",
        args.join(", ")
    ))
}

/// The interpreter's refusals of a kernel run with one warp (one wave of 64 on AMDGPU).
fn refusals(text: &str) -> Result<Vec<String>, String> {
    let m = parse_module("micro.ll", text).map_err(|e| format!("{e}\n{text}"))?;
    let k = m.function_by_name("k").ok_or("no kernel")?;
    let lanes = if m.is_amdgpu() { 64 } else { 32 };
    let mut cfg = LaunchConfig::new([lanes, 1, 1]);
    cfg.step_limit = 1_000_000;
    let r = Interpreter::new(&m).run(k, &cfg);
    Ok(r.faults
        .iter()
        .filter_map(|f| match f {
            Fault::Error { message, .. } if message.contains("unsupported") => {
                Some(message.clone())
            }
            _ => None,
        })
        .collect())
}

fn excepted(message: &str) -> bool {
    EXCEPTIONS.iter().any(|(part, _)| message.contains(part))
}

/// Runs every kernel of `kernels` (a description → LLVM text) and fails listing the forms
/// refused that are not exceptions.
fn require_all_run(kernels: BTreeMap<String, String>) {
    let mut refused = Vec::new();
    for (what, text) in &kernels {
        match refusals(text) {
            Ok(r) => refused.extend(
                r.into_iter()
                    .filter(|m| !excepted(m))
                    .map(|m| format!("{what}: {m}")),
            ),
            Err(e) => refused.push(format!("{what}: micro kernel does not parse: {e}")),
        }
    }
    assert!(
        refused.is_empty(),
        "{} of {} forms refused:\n{}",
        refused.len(),
        kernels.len(),
        refused.join("\n")
    );
}

#[test]
fn every_intrinsic_libdevice_function_and_asm_of_the_corpora_runs() {
    let mut kernels = BTreeMap::new();
    let mut files_read = 0;
    for path in files("ll").into_iter().chain(files("ptx")) {
        let Some(m) = parse_any(&path) else { continue };
        files_read += 1;
        for f in m.functions.iter().filter(|f| f.is_defined) {
            for inst in f.insts.iter() {
                let key = match inst.callee() {
                    Some(Callee::Direct(c)) => {
                        let name = &m.functions[*c].name;
                        if m.functions[*c].is_defined
                            || !(name.starts_with("llvm.") || name.starts_with("__nv_"))
                        {
                            continue;
                        }
                        format!("{name} {}", m.types.display(inst.ty))
                    }
                    Some(Callee::InlineAsm(asm)) => {
                        format!("asm \"{}\" \"{}\"", asm.asm, asm.constraints)
                    }
                    _ => continue,
                };
                if kernels.contains_key(&key) {
                    continue;
                }
                if let Some(text) = micro_kernel(&m, f, inst) {
                    kernels.insert(key, text);
                }
            }
        }
    }
    assert!(files_read > 100, "read {files_read} corpus files");
    assert!(kernels.len() > 200, "only {} distinct forms", kernels.len());
    require_all_run(kernels);
}

/// A one-warp kernel from declarations and a body (pointers: `@g` global, `@s` shared).
fn kernel(decls: &str, body: &str) -> String {
    format!(
        "target triple = \"nvptx64-nvidia-cuda\"\n\
         @g = internal addrspace(1) global [4096 x i8] zeroinitializer, align 16\n\
         @s = internal addrspace(3) global [4096 x i8] undef, align 16\n\
         {decls}\n\
         define ptx_kernel void @k() {{\n{body}\n  ret void\n}}\n"
    )
}

/// One call of each intrinsic family the classification names, as `(signature, arguments)`:
/// `declare RET @NAME(TYPES)` and the call's argument list.
const INTRINSIC_INSTANCES: &[(&str, &str)] = &[
    ("i32 @llvm.abs.i32(i32, i1)", "i32 -5, i1 false"),
    ("<2 x i32> @llvm.abs.v2i32(<2 x i32>, i1)", "<2 x i32> <i32 -1, i32 2>, i1 false"),
    ("i32 @llvm.smin.i32(i32, i32)", "i32 -1, i32 2"),
    ("i32 @llvm.smax.i32(i32, i32)", "i32 -1, i32 2"),
    ("i32 @llvm.umin.i32(i32, i32)", "i32 -1, i32 2"),
    ("i64 @llvm.umax.i64(i64, i64)", "i64 -1, i64 2"),
    ("half @llvm.fabs.f16(half)", "half 0xHBC00"),
    ("float @llvm.sqrt.f32(float)", "float 2.0"),
    ("<2 x float> @llvm.fma.v2f32(<2 x float>, <2 x float>, <2 x float>)", "<2 x float> zeroinitializer, <2 x float> <float 1.0, float 2.0>, <2 x float> <float 3.0, float 4.0>"),
    ("double @llvm.fmuladd.f64(double, double, double)", "double 1.0, double 2.0, double 3.0"),
    ("float @llvm.sin.f32(float)", "float 1.0"),
    ("float @llvm.cos.f32(float)", "float 1.0"),
    ("float @llvm.exp.f32(float)", "float 1.0"),
    ("float @llvm.exp2.f32(float)", "float 1.0"),
    ("float @llvm.exp10.f32(float)", "float 1.0"),
    ("float @llvm.log.f32(float)", "float 2.0"),
    ("float @llvm.log2.f32(float)", "float 2.0"),
    ("double @llvm.log10.f64(double)", "double 2.0"),
    ("float @llvm.pow.f32(float, float)", "float 2.0, float 0.5"),
    ("float @llvm.powi.f32.i32(float, i32)", "float 2.0, i32 3"),
    ("float @llvm.floor.f32(float)", "float -1.5"),
    ("float @llvm.ceil.f32(float)", "float -1.5"),
    ("float @llvm.trunc.f32(float)", "float -1.5"),
    ("float @llvm.round.f32(float)", "float -2.5"),
    ("float @llvm.roundeven.f32(float)", "float -2.5"),
    ("float @llvm.rint.f32(float)", "float -2.5"),
    ("float @llvm.nearbyint.f32(float)", "float -2.5"),
    ("i32 @llvm.lround.i32.f32(float)", "float -2.5"),
    ("i64 @llvm.llround.i64.f64(double)", "double -2.5"),
    ("i32 @llvm.lrint.i32.f32(float)", "float -2.5"),
    ("i64 @llvm.llrint.i64.f64(double)", "double -2.5"),
    ("float @llvm.minnum.f32(float, float)", "float 1.0, float 2.0"),
    ("float @llvm.maxnum.f32(float, float)", "float 1.0, float 2.0"),
    ("float @llvm.minimum.f32(float, float)", "float 1.0, float 2.0"),
    ("<2 x half> @llvm.maximum.v2f16(<2 x half>, <2 x half>)", "<2 x half> zeroinitializer, <2 x half> zeroinitializer"),
    ("float @llvm.copysign.f32(float, float)", "float 1.0, float -2.0"),
    ("i32 @llvm.ctpop.i32(i32)", "i32 7"),
    ("i16 @llvm.ctlz.i16(i16, i1)", "i16 7, i1 false"),
    ("i32 @llvm.cttz.i32(i32, i1)", "i32 8, i1 false"),
    ("i32 @llvm.bswap.i32(i32)", "i32 7"),
    ("i8 @llvm.bitreverse.i8(i8)", "i8 7"),
    ("i32 @llvm.fshl.i32(i32, i32, i32)", "i32 7, i32 8, i32 9"),
    ("i32 @llvm.fshr.i32(i32, i32, i32)", "i32 7, i32 8, i32 9"),
    ("{ i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32)", "i32 7, i32 8"),
    ("{ i32, i1 } @llvm.uadd.with.overflow.i32(i32, i32)", "i32 7, i32 8"),
    ("{ i32, i1 } @llvm.ssub.with.overflow.i32(i32, i32)", "i32 7, i32 8"),
    ("{ i32, i1 } @llvm.usub.with.overflow.i32(i32, i32)", "i32 7, i32 8"),
    ("{ i64, i1 } @llvm.smul.with.overflow.i64(i64, i64)", "i64 7, i64 8"),
    ("{ i64, i1 } @llvm.umul.with.overflow.i64(i64, i64)", "i64 7, i64 8"),
    ("i8 @llvm.sadd.sat.i8(i8, i8)", "i8 100, i8 100"),
    ("i8 @llvm.uadd.sat.i8(i8, i8)", "i8 200, i8 100"),
    ("i8 @llvm.ssub.sat.i8(i8, i8)", "i8 -100, i8 100"),
    ("i8 @llvm.usub.sat.i8(i8, i8)", "i8 1, i8 100"),
    ("float @llvm.canonicalize.f32(float)", "float 1.0"),
    ("i1 @llvm.is.fpclass.f32(float, i32)", "float 1.0, i32 256"),
    ("float @llvm.ldexp.f32.i32(float, i32)", "float 1.0, i32 3"),
    ("{ float, i32 } @llvm.frexp.f32.i32(float)", "float 12.0"),
    ("i8 @llvm.scmp.i8.i32(i32, i32)", "i32 1, i32 2"),
    ("i8 @llvm.ucmp.i8.i32(i32, i32)", "i32 1, i32 2"),
    ("float @llvm.vector.reduce.fadd.v4f32(float, <4 x float>)", "float 0.0, <4 x float> <float 1.0, float 2.0, float 3.0, float 4.0>"),
    ("i32 @llvm.vector.reduce.umax.v4i32(<4 x i32>)", "<4 x i32> <i32 1, i32 2, i32 3, i32 4>"),
    ("<2 x i32> @llvm.vector.extract.v2i32.v4i32(<4 x i32>, i64)", "<4 x i32> <i32 1, i32 2, i32 3, i32 4>, i64 2"),
    ("ptr addrspace(1) @llvm.ptrmask.p1.i64(ptr addrspace(1), i64)", "ptr addrspace(1) @g, i64 -16"),
    ("ptr @llvm.threadlocal.address.p0(ptr)", "ptr null"),
    // NVVM families.
    ("float @llvm.nvvm.fabs.f(float)", "float -1.0"),
    ("float @llvm.nvvm.fmin.ftz.nan.f(float, float)", "float 1.0, float 2.0"),
    ("double @llvm.nvvm.fmax.d(double, double)", "double 1.0, double 2.0"),
    ("float @llvm.nvvm.sqrt.rz.ftz.f(float)", "float 2.0"),
    ("float @llvm.nvvm.rsqrt.approx.f(float)", "float 2.0"),
    ("double @llvm.nvvm.rcp.rm.d(double)", "double 3.0"),
    ("float @llvm.nvvm.fma.rp.f(float, float, float)", "float 1.0, float 2.0, float 3.0"),
    ("float @llvm.nvvm.ex2.approx.ftz.f(float)", "float 2.0"),
    ("float @llvm.nvvm.lg2.approx.f(float)", "float 2.0"),
    ("float @llvm.nvvm.sin.approx.f(float)", "float 2.0"),
    ("float @llvm.nvvm.cos.approx.ftz.f(float)", "float 2.0"),
    ("float @llvm.nvvm.mul.rz.f(float, float)", "float 2.0, float 3.0"),
    ("i32 @llvm.nvvm.mul24.i(i32, i32)", "i32 2, i32 3"),
    ("i32 @llvm.nvvm.umul24.i(i32, i32)", "i32 2, i32 3"),
    ("i32 @llvm.nvvm.mulhi.i(i32, i32)", "i32 -2, i32 3"),
    ("i32 @llvm.nvvm.mul.hi.i(i32, i32)", "i32 -2, i32 3"),
    ("i32 @llvm.nvvm.min.ui(i32, i32)", "i32 -2, i32 3"),
    ("i64 @llvm.nvvm.max.ll(i64, i64)", "i64 -2, i64 3"),
    ("i32 @llvm.nvvm.brev32(i32)", "i32 1"),
    ("i32 @llvm.nvvm.clz.ll(i64)", "i64 1"),
    ("i32 @llvm.nvvm.popc.i(i32)", "i32 7"),
    ("i32 @llvm.nvvm.prmt(i32, i32, i32)", "i32 1, i32 2, i32 12816"),
    ("i32 @llvm.nvvm.f2i.rm(float)", "float -1.5"),
    ("i32 @llvm.nvvm.f2ui.rp(float)", "float 1.5"),
    ("i64 @llvm.nvvm.f2ll.rn(float)", "float 1.5"),
    ("i64 @llvm.nvvm.f2ull.rz(float)", "float 1.5"),
    ("float @llvm.nvvm.i2f.rz(i32)", "i32 16777217"),
    ("float @llvm.nvvm.ui2f.rp(i32)", "i32 16777217"),
    ("float @llvm.nvvm.ll2f.rm(i64)", "i64 16777217"),
    ("float @llvm.nvvm.ull2f.rn(i64)", "i64 16777217"),
    ("i32 @llvm.nvvm.d2i.rz(double)", "double 1.5"),
    ("i32 @llvm.nvvm.d2ui.rm(double)", "double 1.5"),
    ("float @llvm.nvvm.d2f.rz(double)", "double 1.5"),
    ("i64 @llvm.nvvm.d2ll.rp(double)", "double 1.5"),
    ("i64 @llvm.nvvm.d2ull.rn(double)", "double 1.5"),
    ("double @llvm.nvvm.i2d.rn(i32)", "i32 3"),
    ("double @llvm.nvvm.ui2d.rn(i32)", "i32 3"),
    ("double @llvm.nvvm.ll2d.rz(i64)", "i64 9007199254740993"),
    ("double @llvm.nvvm.ull2d.rp(i64)", "i64 9007199254740993"),
    ("i16 @llvm.nvvm.f2h.rn(float)", "float 1.5"),
    ("float @llvm.nvvm.h2f(i16)", "i16 15872"),
    ("i32 @llvm.nvvm.ff2f16x2.rn(float, float)", "float 1.0, float 2.0"),
    ("i32 @llvm.nvvm.ff2bf16x2.rn.relu(float, float)", "float 1.0, float 2.0"),
    ("i64 @llvm.nvvm.brev64(i64)", "i64 1"),
    ("float @llvm.nvvm.add.rn.f(float, float)", "float 1.0, float 2.0"),
    ("float @llvm.nvvm.add.rz.ftz.f(float, float)", "float 1.0, float 2.0"),
    ("double @llvm.nvvm.add.rm.d(double, double)", "double 1.0, double 2.0"),
    ("double @llvm.nvvm.add.rp.d(double, double)", "double 1.0, double 2.0"),
    ("float @llvm.nvvm.div.full(float, float)", "float 1.0, float 3.0"),
    ("float @llvm.nvvm.div.rz.f(float, float)", "float 1.0, float 3.0"),
    ("float @llvm.nvvm.saturate.f(float)", "float 3.0"),
    ("float @llvm.nvvm.ceil.ftz.f(float)", "float 1.5"),
    ("double @llvm.nvvm.floor.d(double)", "double 1.5"),
    ("float @llvm.nvvm.trunc.f(float)", "float 1.5"),
    ("float @llvm.nvvm.round.f(float)", "float 2.5"),
    ("i32 @llvm.nvvm.abs.i(i32)", "i32 -3"),
    ("i32 @llvm.nvvm.bitcast.f2i(float)", "float 1.0"),
    ("double @llvm.nvvm.lohi.i2d(i32, i32)", "i32 0, i32 1072693248"),
    ("i32 @llvm.nvvm.flo.s.i(i32)", "i32 16"),
    ("i32 @llvm.nvvm.bfe.s32(i32, i32, i32)", "i32 64, i32 6, i32 1"),
    ("i32 @llvm.nvvm.bfi.b32(i32, i32, i32, i32)", "i32 1, i32 0, i32 4, i32 1"),
    ("i32 @llvm.nvvm.sad.ui(i32, i32, i32)", "i32 1, i32 5, i32 2"),
    ("i1 @llvm.nvvm.isspacep.global(ptr)", "ptr addrspacecast (ptr addrspace(1) @g to ptr)"),
    ("i32 @llvm.nvvm.fns(i32, i32, i32)", "i32 180, i32 0, i32 2"),
    ("float @llvm.nvvm.ex2.approx.f32(float)", "float 2.0"),
    ("float @llvm.nvvm.tanh.approx.f32(float)", "float 0.5"),
    ("float @llvm.nvvm.copysign.f32(float, float)", "float -1.0, float 2.0"),
    ("i32 @llvm.nvvm.fshl.clamp.i32(i32, i32, i32)", "i32 1, i32 2, i32 40"),
    ("i32 @llvm.nvvm.fshr.clamp.i32(i32, i32, i32)", "i32 1, i32 2, i32 40"),
    // Effect-free.
    ("void @llvm.assume(i1)", "i1 true"),
    ("i32 @llvm.expect.i32(i32, i32)", "i32 1, i32 1"),
    ("void @llvm.lifetime.start.p0(i64, ptr)", "i64 4, ptr null"),
    ("void @llvm.lifetime.end.p0(i64, ptr)", "i64 4, ptr null"),
    ("ptr @llvm.invariant.start.p0(i64, ptr)", "i64 4, ptr null"),
    ("void @llvm.donothing()", ""),
    ("void @llvm.var.annotation.p0.p0(ptr, ptr, ptr, i32, ptr)", "ptr null, ptr null, ptr null, i32 0, ptr null"),
    ("i32 @llvm.annotation.i32.p0(i32, ptr, ptr, i32)", "i32 0, ptr null, ptr null, i32 0"),
    ("void @llvm.pseudoprobe(i64, i64, i32, i64)", "i64 0, i64 0, i32 0, i64 0"),
    ("token @llvm.experimental.convergence.entry()", ""),
];

/// Every family of `families` has an instance among the names of `instances`.
fn missing_families<'a>(families: &[&'a str], prefix: &str) -> Vec<&'a str> {
    families
        .iter()
        .filter(|fam| {
            !INTRINSIC_INSTANCES.iter().any(|(sig, _)| {
                let name = sig.split('@').nth(1).unwrap_or("");
                let name = name.split('(').next().unwrap_or("");
                let wanted = format!("{prefix}{fam}");
                name == wanted || name.starts_with(&format!("{wanted}."))
            })
        })
        .copied()
        .collect()
}

#[test]
fn every_intrinsic_family_the_classification_names_runs() {
    let llvm = missing_families(syncflow_ir::PURE_LLVM_FAMILIES, "llvm.");
    let nvvm = missing_families(syncflow_ir::PURE_NVVM_FAMILIES, "llvm.nvvm.");
    let none: Vec<&str> = syncflow_ir::NO_EFFECT_PREFIXES
        .iter()
        .filter(|p| {
            !INTRINSIC_INSTANCES
                .iter()
                .any(|(sig, _)| sig.contains(&format!("@{p}")))
        })
        .copied()
        .filter(|p| !p.starts_with("llvm.dbg") && !p.contains("noalias"))
        .collect();
    assert!(
        llvm.is_empty() && nvvm.is_empty() && none.is_empty(),
        "families without an instance here: {llvm:?} {nvvm:?} {none:?}"
    );
    let kernels = INTRINSIC_INSTANCES
        .iter()
        .map(|(sig, args)| {
            let name = sig
                .split('@')
                .nth(1)
                .unwrap_or("")
                .split('(')
                .next()
                .unwrap_or("");
            let ret = sig.split(" @").next().unwrap_or("void");
            let call = if ret == "void" {
                format!("  call void @{name}({args})")
            } else {
                format!("  %r = call {ret} @{name}({args})")
            };
            (name.to_string(), kernel(&format!("declare {sig}"), &call))
        })
        .collect();
    require_all_run(kernels);
}

/// One inline asm per PTX form: `(text, constraints, result type, arguments)`; `$N` inputs
/// are the arguments in order (pointers: `@g` and `@s`).
const PTX_FORMS: &[(&str, &str, &str, &str)] = &[
    ("mov.b32 $0, $1;", "=r,r", "i32", "i32 7"),
    ("mov.u32 $0, %laneid;", "=r", "i32", ""),
    ("add.s32 $0, $1, $2;", "=r,r,r", "i32", "i32 1, i32 2"),
    ("add.cc.u32 $0, $1, $2;", "=r,r,r", "i32", "i32 1, i32 2"),
    ("addc.u32 $0, $1, $2;", "=r,r,r", "i32", "i32 1, i32 2"),
    ("sub.f32 $0, $1, $2;", "=f,f,f", "float", "float 1.0, float 2.0"),
    ("subc.cc.u32 $0, $1, $2;", "=r,r,r", "i32", "i32 1, i32 2"),
    ("mul.wide.s32 $0, $1, $2;", "=l,r,r", "i64", "i32 -1, i32 2"),
    ("mad.lo.s32 $0, $1, $2, $3;", "=r,r,r,r", "i32", "i32 1, i32 2, i32 3"),
    ("madc.hi.u32 $0, $1, $2, $3;", "=r,r,r,r", "i32", "i32 1, i32 2, i32 3"),
    ("mul24.lo.u32 $0, $1, $2;", "=r,r,r", "i32", "i32 1, i32 2"),
    ("mad24.lo.s32 $0, $1, $2, $3;", "=r,r,r,r", "i32", "i32 1, i32 2, i32 3"),
    ("sad.u32 $0, $1, $2, $3;", "=r,r,r,r", "i32", "i32 1, i32 5, i32 3"),
    ("div.rn.f32 $0, $1, $2;", "=f,f,f", "float", "float 1.0, float 3.0"),
    ("rem.s32 $0, $1, $2;", "=r,r,r", "i32", "i32 7, i32 3"),
    ("abs.s32 $0, $1;", "=r,r", "i32", "i32 -7"),
    ("neg.f64 $0, $1;", "=d,d", "double", "double 1.0"),
    ("min.NaN.f32 $0, $1, $2;", "=f,f,f", "float", "float 1.0, float 2.0"),
    ("max.u16 $0, $1, $2;", "=h,h,h", "i16", "i16 1, i16 2"),
    ("fma.rz.f32 $0, $1, $2, $3;", "=f,f,f,f", "float", "float 1.0, float 2.0, float 3.0"),
    ("fma.rn.f16x2 $0, $1, $2, $3;", "=r,r,r,r", "i32", "i32 15360, i32 15360, i32 15360"),
    ("rcp.approx.ftz.f32 $0, $1;", "=f,f", "float", "float 3.0"),
    ("sqrt.rn.f64 $0, $1;", "=d,d", "double", "double 2.0"),
    ("rsqrt.approx.f32 $0, $1;", "=f,f", "float", "float 2.0"),
    ("sin.approx.f32 $0, $1;", "=f,f", "float", "float 2.0"),
    ("cos.approx.ftz.f32 $0, $1;", "=f,f", "float", "float 2.0"),
    ("lg2.approx.f32 $0, $1;", "=f,f", "float", "float 2.0"),
    ("ex2.approx.f16 $0, $1;", "=h,h", "i16", "i16 15360"),
    ("tanh.approx.f32 $0, $1;", "=f,f", "float", "float 0.5"),
    ("and.b32 $0, $1, $2;", "=r,r,r", "i32", "i32 6, i32 3"),
    ("or.pred $0, $1, $2;", "=b,b,b", "i1", "i1 true, i1 false"),
    ("xor.b64 $0, $1, $2;", "=l,l,l", "i64", "i64 6, i64 3"),
    ("not.b32 $0, $1;", "=r,r", "i32", "i32 6"),
    ("cnot.b32 $0, $1;", "=r,r", "i32", "i32 6"),
    ("lop3.b32 $0, $1, $2, $3, 0x96;", "=r,r,r,r", "i32", "i32 1, i32 2, i32 3"),
    ("shl.b32 $0, $1, $2;", "=r,r,r", "i32", "i32 1, i32 3"),
    ("shr.s32 $0, $1, $2;", "=r,r,r", "i32", "i32 -8, i32 1"),
    ("shf.r.clamp.b32 $0, $1, $2, $3;", "=r,r,r,r", "i32", "i32 1, i32 2, i32 3"),
    ("bfe.s32 $0, $1, 6, 1;", "=r,r", "i32", "i32 64"),
    ("bfi.b64 $0, $1, $2, 32, 32;", "=l,l,l", "i64", "i64 1, i64 2"),
    ("bfind.shiftamt.u32 $0, $1;", "=r,r", "i32", "i32 16"),
    ("brev.b32 $0, $1;", "=r,r", "i32", "i32 1"),
    ("clz.b64 $0, $1;", "=r,l", "i32", "i64 1"),
    ("popc.b32 $0, $1;", "=r,r", "i32", "i32 7"),
    ("fns.b32 $0, $1, $2, $3;", "=r,r,r,r", "i32", "i32 180, i32 0, i32 2"),
    ("prmt.b32.f4e $0, $1, $2, $3;", "=r,r,r,r", "i32", "i32 1, i32 2, i32 3"),
    ("cvt.rn.f16x2.f32 $0, $1, $2;", "=r,f,f", "i32", "float 1.0, float 2.0"),
    ("cvt.rmi.f32.f32 $0, $1;", "=f,f", "float", "float 1.5"),
    ("cvt.rzi.s32.f64 $0, $1;", "=r,d", "i32", "double -1.5"),
    ("cvta.to.global.u64 $0, $1;", "=l,l", "i64", "i64 0"),
    ("setp.lt.and.s32 $0, $1, $2, $3;", "=b,r,r,b", "i1", "i32 1, i32 2, i1 true"),
    ("set.gt.u32.f32 $0, $1, $2;", "=r,f,f", "i32", "float 1.0, float 2.0"),
    ("selp.b32 $0, $1, $2, $3;", "=r,r,r,b", "i32", "i32 1, i32 2, i1 true"),
    ("slct.s32.f32 $0, $1, $2, $3;", "=r,r,r,f", "i32", "i32 1, i32 2, float -1.0"),
    ("testp.finite.f32 $0, $1;", "=b,f", "i1", "float 1.0"),
    ("copysign.f64 $0, $1, $2;", "=d,d,d", "double", "double -1.0, double 2.0"),
    ("dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r", "i32", "i32 16909060, i32 -1, i32 3"),
    ("dp2a.lo.s32.u32 $0, $1, $2, $3;", "=r,r,r,r", "i32", "i32 65537, i32 16909060, i32 3"),
    ("szext.wrap.s32 $0, $1, $2;", "=r,r,r", "i32", "i32 255, i32 4"),
    ("bmsk.clamp.b32 $0, $1, $2;", "=r,r,r", "i32", "i32 4, i32 8"),
    ("nanosleep.u32 $0;", "r", "void", "i32 100"),
    ("shfl.sync.bfly.b32 $0, $1, 16, 31, -1;", "=r,r", "i32", "i32 7"),
    ("shfl.sync.up.b32 $0|$1, $2, 1, 0, -1;", "=r,=b,r", "{ i32, i1 }", "i32 7"),
    ("vote.sync.ballot.b32 $0, $1, -1;", "=r,b", "i32", "i1 true"),
    ("vote.sync.all.pred $0, $1, -1;", "=b,b", "i1", "i1 true"),
    ("redux.sync.add.s32 $0, $1, $2;", "=r,r,r", "i32", "i32 1, i32 -1"),
    ("match.any.sync.b32 $0, $1, $2;", "=r,r,r", "i32", "i32 1, i32 -1"),
    ("elect.sync $0|$1, -1;", "=r,=b", "{ i32, i1 }", ""),
    ("activemask.b32 $0;", "=r", "i32", ""),
    // A cluster's addresses (a launch without a cluster is a cluster of one CTA: rank 0).
    ("mapa.shared::cluster.u64 $0, $1, 0;", "=l,l", "i64", "ptr addrspace(3) @s"),
    ("getctarank.shared::cluster.u32 $0, $1;", "=r,l", "i32", "ptr addrspace(3) @s"),
    ("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};",
     "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f", "{ float, float, float, float }",
     "i32 15360, i32 15360, i32 15360, i32 15360, i32 15360, i32 15360, float 0.0, float 0.0, float 0.0, float 0.0"),
    ("mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};",
     "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f", "{ float, float, float, float }",
     "i32 1065353216, i32 0, i32 0, i32 0, i32 1065353216, i32 0, float 0.0, float 0.0, float 0.0, float 0.0"),
    ("mma.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32 {$0,$1,$2,$3}, {$4,$5,$6,$7}, {$8,$9}, {$10,$11,$12,$13};",
     "=r,=r,=r,=r,r,r,r,r,r,r,r,r,r,r", "{ i32, i32, i32, i32 }",
     "i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 0, i32 0, i32 0, i32 0"),
    ("wmma.load.a.sync.aligned.row.m16n16k16.global.f16 {$0,$1,$2,$3,$4,$5,$6,$7}, [$8], $9;",
     "=r,=r,=r,=r,=r,=r,=r,=r,l,r", "{ i32, i32, i32, i32, i32, i32, i32, i32 }", "ptr addrspace(1) @g, i32 16"),
    ("wmma.store.d.sync.aligned.col.m16n16k16.shared.f32 [$0], {$1,$2,$3,$4,$5,$6,$7,$8};",
     "l,f,f,f,f,f,f,f,f", "void", "ptr addrspace(3) @s, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0"),
    ("wmma.mma.sync.aligned.row.col.m16n16k16.f32.f32 {$0,$1,$2,$3,$4,$5,$6,$7}, {$8,$9,$10,$11,$12,$13,$14,$15}, {$16,$17,$18,$19,$20,$21,$22,$23}, {$24,$25,$26,$27,$28,$29,$30,$31};",
     "=f,=f,=f,=f,=f,=f,=f,=f,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,f,f,f,f,f,f,f,f", "{ float, float, float, float, float, float, float, float }",
     "i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0"),
    // Memory, asynchronous and synchronizing forms.
    ("ld.global.nc.v2.f32 {$0, $1}, [$2];", "=f,=f,l", "{ float, float }", "ptr addrspace(1) @g"),
    ("st.shared.b32 [$0], $1;", "l,r", "void", "ptr addrspace(3) @s, i32 1"),
    ("ld.acquire.gpu.global.b32 $0, [$1];", "=r,l", "i32", "ptr addrspace(1) @g"),
    ("atom.global.sys.add.u32 $0, [$1], 10;", "=r,l", "i32", "ptr addrspace(1) @g"),
    ("atom.shared.cas.b32 $0, [$1], $2, $3;", "=r,l,r,r", "i32", "ptr addrspace(3) @s, i32 0, i32 1"),
    ("red.global.add.f32 [$0], $1;", "l,f", "void", "ptr addrspace(1) @g, float 1.0"),
    ("cp.async.cg.shared.global [$0], [$1], 16;", "l,l", "void", "ptr addrspace(3) @s, ptr addrspace(1) @g"),
    ("cp.async.commit_group;", "", "void", ""),
    ("cp.async.wait_group 0;", "", "void", ""),
    ("cp.async.wait_all;", "", "void", ""),
    ("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,l", "{ i32, i32, i32, i32 }", "ptr addrspace(3) @s"),
    ("stmatrix.sync.aligned.m8n8.x1.trans.shared.b16 [$0], {$1};", "l,r", "void", "ptr addrspace(3) @s, i32 1"),
    ("membar.gl;", "", "void", ""),
    ("fence.acq_rel.cta;", "", "void", ""),
    ("fence.proxy.async.shared::cta;", "", "void", ""),
    ("bar.sync 0;", "", "void", ""),
    ("bar.warp.sync -1;", "", "void", ""),
    ("mbarrier.init.shared.b64 [$0], 32;", "l", "void", "ptr addrspace(3) @s"),
    ("prefetch.global.L2 [$0];", "l", "void", "ptr addrspace(1) @g"),
    ("cp.async.bulk.commit_group;", "", "void", ""),
    ("cp.async.bulk.wait_group.read 0;", "", "void", ""),
    ("wgmma.fence.sync.aligned;", "", "void", ""),
    ("wgmma.commit_group.sync.aligned;", "", "void", ""),
    ("wgmma.wait_group.sync.aligned 0;", "", "void", ""),
];

#[test]
fn every_ptx_form_of_the_instruction_model_runs() {
    let roots: Vec<&str> = PTX_FORMS
        .iter()
        .filter_map(|(t, ..)| t.split(['.', ' ']).next())
        .collect();
    let missing: Vec<&&str> = syncflow_ir::ptx::REGISTER_ONLY_ROOTS
        .iter()
        .filter(|r| !roots.contains(&r.split('.').next().unwrap_or(r)))
        .collect();
    assert!(
        missing.is_empty(),
        "register-only roots without a form here: {missing:?}"
    );
    let kernels = PTX_FORMS
        .iter()
        .map(|(text, constraints, ret, args)| {
            let call = if *ret == "void" {
                format!("  call void asm sideeffect \"{text}\", \"{constraints}\"({args})")
            } else {
                format!("  %r = call {ret} asm sideeffect \"{text}\", \"{constraints}\"({args})")
            };
            (text.to_string(), kernel("", &call))
        })
        .collect();
    require_all_run(kernels);
}

/// The instruction keywords the interpreter deliberately does not execute (docs/check.md):
/// exception handling, indirect branches and variadic arguments, which no GPU producer
/// writes (NVPTX has none of them).
const OPCODE_EXCEPTIONS: &[&str] = &[
    "indirectbr",
    "invoke",
    "callbr",
    "resume",
    "cleanupret",
    "catchret",
    "catchswitch",
    "catchpad",
    "cleanuppad",
    "landingpad",
    "va_arg",
];

/// A kernel body using each executable instruction keyword (`%p`: a global pointer, `%v`: a
/// value of 7, `%f`: 1.5).
const OPCODE_BODIES: &[(&str, &str)] = &[
    ("ret", ""),
    ("br", "  br label %next\nnext:"),
    ("switch", "  switch i32 %v, label %next [ i32 1, label %next ]\nnext:"),
    ("unreachable", "  br i1 false, label %dead, label %next\ndead:\n  unreachable\nnext:"),
    ("fneg", "  %r = fneg float %f"),
    ("add", "  %r = add nsw i32 %v, 1"),
    ("fadd", "  %r = fadd <2 x float> <float 1.0, float 2.0>, <float 3.0, float 4.0>"),
    ("sub", "  %r = sub i32 %v, 1"),
    ("fsub", "  %r = fsub half 0xH3C00, 0xH4000"),
    ("mul", "  %r = mul <4 x i8> <i8 1, i8 2, i8 3, i8 4>, <i8 5, i8 6, i8 7, i8 8>"),
    ("fmul", "  %r = fmul bfloat 0xR3F80, 0xR4000"),
    ("udiv", "  %r = udiv i32 %v, 2"),
    ("sdiv", "  %r = sdiv i32 %v, -2"),
    ("fdiv", "  %r = fdiv double 1.0, 3.0"),
    ("urem", "  %r = urem i32 %v, 2"),
    ("srem", "  %r = srem i32 %v, -2"),
    ("frem", "  %r = frem float %f, 1.0"),
    ("shl", "  %r = shl i32 %v, 2"),
    ("lshr", "  %r = lshr i32 %v, 2"),
    ("ashr", "  %r = ashr i32 %v, 2"),
    ("and", "  %r = and i32 %v, 2"),
    ("or", "  %r = or disjoint i32 %v, 8"),
    ("xor", "  %r = xor i32 %v, 2"),
    ("extractelement", "  %r = extractelement <2 x i32> <i32 1, i32 2>, i32 1"),
    ("insertelement", "  %r = insertelement <2 x i32> poison, i32 %v, i32 1"),
    ("shufflevector", "  %r = shufflevector <2 x i32> <i32 1, i32 2>, <2 x i32> poison, <4 x i32> <i32 1, i32 0, i32 poison, i32 1>"),
    ("extractvalue", "  %r = extractvalue { i32, float } { i32 1, float 2.0 }, 1"),
    ("insertvalue", "  %r = insertvalue { i32, float } poison, i32 %v, 0"),
    ("alloca", "  %r = alloca [4 x i32], align 4\n  store i32 %v, ptr %r, align 4"),
    ("load", "  %r = load <2 x half>, ptr addrspace(1) %p, align 4"),
    ("store", "  store <4 x i8> zeroinitializer, ptr addrspace(1) %p, align 4"),
    ("fence", "  fence syncscope(\"block\") acq_rel"),
    ("cmpxchg", "  %r = cmpxchg ptr addrspace(1) %p, i32 0, i32 1 monotonic monotonic"),
    ("atomicrmw", "  %r = atomicrmw uinc_wrap ptr addrspace(1) %p, i32 4 monotonic"),
    ("getelementptr", "  %r = getelementptr inbounds nuw [4 x i32], ptr addrspace(1) %p, i64 0, i32 %v"),
    ("trunc", "  %r = trunc nuw i32 %v to i8"),
    ("zext", "  %r = zext nneg i32 %v to i64"),
    ("sext", "  %r = sext <2 x i8> <i8 -1, i8 1> to <2 x i32>"),
    ("fptrunc", "  %r = fptrunc float %f to half"),
    ("fpext", "  %r = fpext bfloat 0xR3F80 to float"),
    ("fptoui", "  %r = fptoui float %f to i32"),
    ("fptosi", "  %r = fptosi float %f to i8"),
    ("uitofp", "  %r = uitofp i32 %v to half"),
    ("sitofp", "  %r = sitofp i64 -3 to bfloat"),
    ("ptrtoint", "  %r = ptrtoint ptr addrspace(1) %p to i64"),
    ("ptrtoaddr", "  %r = ptrtoaddr ptr addrspace(1) %p to i64"),
    ("inttoptr", "  %i = ptrtoint ptr addrspace(1) %p to i64\n  %r = inttoptr i64 %i to ptr addrspace(1)\n  %l = load i32, ptr addrspace(1) %r, align 4"),
    ("bitcast", "  %r = bitcast <2 x half> <half 0xH3C00, half 0xH4000> to i32"),
    ("addrspacecast", "  %r = addrspacecast ptr addrspace(1) %p to ptr\n  %l = load i32, ptr %r, align 4"),
    ("icmp", "  %r = icmp samesign ult <2 x i32> <i32 1, i32 2>, <i32 2, i32 1>"),
    ("fcmp", "  %r = fcmp uno float %f, 1.0"),
    ("phi", "  br label %next\nnext:\n  %r = phi i32 [ %v, %0 ]"),
    ("select", "  %r = select <2 x i1> <i1 true, i1 false>, <2 x i32> <i32 1, i32 2>, <2 x i32> <i32 3, i32 4>"),
    ("freeze", "  %r = freeze i32 poison"),
    ("call", "  %r = call i32 @llvm.smax.i32(i32 %v, i32 0)"),
];

#[test]
fn every_llvm_instruction_keyword_runs() {
    let missing: Vec<&&str> = syncflow_ir::INSTRUCTION_KEYWORDS
        .iter()
        .filter(|k| !OPCODE_EXCEPTIONS.contains(k) && !OPCODE_BODIES.iter().any(|(kw, _)| kw == *k))
        .collect();
    assert!(
        missing.is_empty(),
        "keywords without a body here: {missing:?}"
    );
    let kernels = OPCODE_BODIES
        .iter()
        .map(|(kw, body)| {
            let text = format!(
                "target triple = \"nvptx64-nvidia-cuda\"\n\
                 @g = internal addrspace(1) global [4096 x i8] zeroinitializer, align 16\n\
                 define ptx_kernel void @k() {{\n\
                 \x20 %p = getelementptr i8, ptr addrspace(1) @g, i64 64\n\
                 \x20 %v = add i32 3, 4\n\
                 \x20 %f = fadd float 1.0, 0.5\n{body}\n  ret void\n}}\n"
            );
            (kw.to_string(), text)
        })
        .collect();
    require_all_run(kernels);
}
