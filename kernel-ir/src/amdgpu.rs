//! AMDGPU: what HIP's and Triton-AMD's `llvm.amdgcn.*` intrinsics, the ROCm device-library
//! helpers (`__ockl_*`, `__atomic_work_item_fence`) and the **barrier group** mean to the
//! analyses (docs/design.md §4.5).
//!
//! # The barrier group
//!
//! On AMD GPUs `s_barrier` only makes the waves of a workgroup wait for each other: it orders
//! no memory. What orders memory are the workgroup-scope fences around it, and HIP's
//! `__syncthreads()` is all three (clang-19 with the ROCm device libraries, gfx90a):
//!
//! ```text
//! fence syncscope("workgroup") release          ; release: this thread's accesses before
//! tail call void @llvm.amdgcn.s.barrier()       ; every wave of the workgroup arrives
//! fence syncscope("workgroup") acquire          ; acquire: every thread's accesses after
//! ```
//!
//! Without the device libraries (`-nogpulib`) the fences are calls of the library function
//! that implements them, `__atomic_work_item_fence(flags, order, scope)` with order 3
//! (release) before and 2 (acquire) after, scope 1 (work-group). The flags are
//! `CLK_LOCAL_MEM_FENCE` (1), yet the ROCm device libraries implement the call as a fence of
//! every address space ("we're tying global-happens-before and local-happens-before together
//! as does HSA", `opencl/src/misc/awif.cl`), which is what linking gives (the IR with the
//! libraries above); HIP documents `__syncthreads()` as ordering global and shared memory.
//!
//! [`Module::amdgpu_barrier_group`] finds the three members: the `s.barrier` call, the fence
//! right before it (nothing but no-effect intrinsics between) with release semantics at
//! exactly workgroup scope, and the fence right after it with acquire semantics at that scope,
//! in the same block, neither fence shared with another `s.barrier`. Such a group is a
//! [`Candidate`](BarrierKind::Candidate) barrier: it
//! cuts every thread's run into intervals as `bar.sync` does, and removing it removes all
//! three instructions (the eliminator's removals name them). Its fences are no fences of
//! their own to the analyses: they are the barrier.
//!
//! What is *not* a candidate, and does not separate intervals
//! ([`Partial`](BarrierKind::Partial)):
//!
//! - an `s.barrier` without both fences (it orders no memory: AMDGPUUsage's memory model
//!   gives `s_barrier` no ordering, and on gfx90a the backend does not even wait for the
//!   wave's own memory operations before it);
//! - a group whose fences carry `!mmra` tags narrowing them to some address spaces
//!   (`!{!"amdgpu-synchronize-as", !"local"}`, as Triton-AMD writes every one): it orders LDS
//!   only, so global accesses cross it unordered, and an interval model that cut them there
//!   would let another barrier go that orders them. (In a kernel whose every group is so
//!   narrowed, the analyses read the groups as candidates over the kernel's LDS accesses
//!   alone: `syncflow_analyses::memory::lds_projection`, docs/design.md §4.5.);
//! - the split forms `s.barrier.signal` / `s.barrier.wait` (gfx12) and their relatives.
//!
//! `llvm.amdgcn.wave.barrier` is a [`WarpScope`](BarrierKind::WarpScope) barrier (a
//! scheduling barrier within one wave); `s.waitcnt`, `s.sleep`, `s.setprio` and the `sched.*`
//! / `iglp.opt` hints have no effect on memory or on other threads.
//!
//! # Intrinsics
//!
//! | intrinsic | meaning here |
//! |-----------|--------------|
//! | `workitem.id.{x,y,z}`, `__ockl_get_local_id(d)` | `threadIdx` |
//! | `workgroup.id.{x,y,z}`, `__ockl_get_group_id(d)` | `blockIdx` |
//! | `__ockl_get_local_size(d)`, `__ockl_get_num_groups(d)` | `blockDim`, `gridDim` |
//! | `implicitarg.ptr`, `dispatch.ptr`, `kernarg.segment.ptr`, `make.buffer.rsrc`, math (`exp2`, `rcp`, `sqrt`, `fdot2`, …) | pure computation |
//! | `readfirstlane`, `readlane`, `ballot`, `icmp`, `fcmp` | wave collective, one result per wave |
//! | `ds.bpermute`, `ds.permute`, `ds.swizzle`, `{mov,update}.dpp`, `permlane*`, `writelane` | shuffles (registers; no LDS is touched) |
//! | `mbcnt.{lo,hi}`, `s.memtime`, `s.getpc`, … | special registers, per lane |
//! | `mfma.*`, `smfmac.*`, `wmma.*` | wave collective, registers only |
//! | `raw[.ptr].buffer.load*`, `struct[.ptr].buffer.load*`, `s.buffer.load*`, `ds.read.tr*`, `global.load.tr*` | a read through the resource or pointer |
//! | `raw[.ptr].buffer.store*`, `struct[.ptr].buffer.store*` | a write through the resource |
//! | `*buffer.atomic.*`, `global.atomic.*`, `flat.atomic.*`, `ds.{fadd,fmin,fmax,append,consume,ordered.*}` | an atomic read-write |
//! | `global.load.lds`, `raw[.ptr].buffer.load.lds` | a read of global memory and a write of the LDS object |
//!
//! A buffer resource (`<4 x i32>` or `ptr addrspace(8)`) is traced to no object, so its
//! accesses may touch any memory. Any other `llvm.amdgcn.*` intrinsic is an unknown call.

use super::classify::{AccessKind, CallTarget, MemoryAccess};
use super::classify::{Barrier, BarrierKind, Dim, PureIntrinsic, SpecialRegister};
use super::index::InstId;
use super::instruction::{Callee, Opcode, Operand, Ordering};
use super::module::{Function, Module};
use crate::debug_info::{MetadataNode, MetadataValue};

/// The three instructions of one AMDGPU barrier (module doc).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BarrierGroup {
    /// The fence before the barrier (release at workgroup scope).
    pub release: InstId,
    /// The `llvm.amdgcn.s.barrier` call.
    pub barrier: InstId,
    /// The fence after the barrier (acquire at workgroup scope).
    pub acquire: InstId,
    /// Whether either fence is narrowed to some address spaces by `!mmra` tags.
    pub narrowed: bool,
}

impl BarrierGroup {
    /// The members, in program order.
    pub fn members(&self) -> [InstId; 3] {
        [self.release, self.barrier, self.acquire]
    }
}

/// The `llvm.amdgcn.s.barrier` intrinsic.
pub const S_BARRIER: &str = "llvm.amdgcn.s.barrier";

/// The ROCm device-library function a `-nogpulib` HIP fence is a call of.
pub const WORK_ITEM_FENCE: &str = "__atomic_work_item_fence";

/// OpenCL's `memory_scope_work_group`, the third argument of [`WORK_ITEM_FENCE`].
const WORK_GROUP_SCOPE: i128 = 1;

fn callee_name<'m>(module: &'m Module, func: &Function, inst: InstId) -> Option<&'m str> {
    match func.insts[inst].callee()? {
        Callee::Direct(f) => Some(module.functions[*f].name.as_str()),
        _ => None,
    }
}

/// Which way a workgroup fence orders.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Side {
    Release,
    Acquire,
}

fn orders(ordering: Ordering, side: Side) -> bool {
    match ordering {
        Ordering::AcqRel | Ordering::SeqCst => true,
        Ordering::Release => side == Side::Release,
        Ordering::Acquire => side == Side::Acquire,
        _ => false,
    }
}

/// `Some(narrowed)` when `inst` is a fence at exactly workgroup scope ordering `side`.
fn workgroup_fence(module: &Module, func: &Function, inst: InstId, side: Side) -> Option<bool> {
    let i = &func.insts[inst];
    match &i.opcode {
        Opcode::Fence { ordering, scope } => (scope.as_deref() == Some("workgroup")
            && orders(*ordering, side))
        .then(|| mmra_narrowed(module, func, inst)),
        Opcode::Call { .. } if callee_name(module, func, inst) == Some(WORK_ITEM_FENCE) => {
            let arg = |k: usize| i.call_args().get(k).and_then(|a| module.const_int(*a));
            // OpenCL memory_order: 2 acquire, 3 release, 4 acq_rel, 5 seq_cst.
            let ok = match arg(1)? {
                2 => side == Side::Acquire,
                3 => side == Side::Release,
                4 | 5 => true,
                _ => false,
            };
            (ok && arg(2)? == WORK_GROUP_SCOPE).then_some(false)
        }
        _ => None,
    }
}

/// Whether the instruction's `!mmra` attachment narrows it to some address spaces
/// (`amdgpu-synchronize-as` or `amdgpu-as` tags). Read from the instruction's text, where
/// attachments sit after the operands.
fn mmra_narrowed(module: &Module, func: &Function, inst: InstId) -> bool {
    let span = func.insts[inst].span;
    let text = &module.source[span.start as usize..span.end as usize];
    let Some(at) = text.find("!mmra") else {
        return false;
    };
    let rest = text[at + "!mmra".len()..].trim_start();
    let Some(number) = rest
        .strip_prefix('!')
        .map(|r| r.split(|c: char| !c.is_ascii_digit()).next().unwrap_or(""))
        .and_then(|d| d.parse::<u32>().ok())
    else {
        // An inline or unreadable attachment: assume it narrows (the sound reading).
        return true;
    };
    mmra_node_narrows(module, number, 0)
}

fn mmra_node_narrows(module: &Module, number: u32, depth: u32) -> bool {
    let Some(MetadataNode::Tuple(items)) = module.debug_info.node(number) else {
        return true;
    };
    if let [MetadataValue::String(prefix), MetadataValue::String(_)] = &items[..] {
        return prefix.starts_with("amdgpu-synchronize-as") || prefix == "amdgpu-as";
    }
    // A tuple of tags: narrowed when any tag narrows.
    depth < 4
        && items.iter().any(|v| match v {
            MetadataValue::Ref(n) => mmra_node_narrows(module, *n, depth + 1),
            _ => true,
        })
}

/// Collects the address spaces the `!mmra` node `number` names (module doc).
fn mmra_spaces_of(module: &Module, number: u32, depth: u32, out: &mut Vec<String>) {
    let Some(MetadataNode::Tuple(items)) = module.debug_info.node(number) else {
        return;
    };
    if let [MetadataValue::String(prefix), MetadataValue::String(space)] = &items[..] {
        if prefix.starts_with("amdgpu-synchronize-as") || prefix == "amdgpu-as" {
            out.push(space.clone());
        }
        return;
    }
    if depth < 4 {
        for v in items.iter() {
            if let MetadataValue::Ref(n) = v {
                mmra_spaces_of(module, *n, depth + 1, out);
            }
        }
    }
}

/// Whether `inst` is skipped when looking for a barrier's fences: debug and other no-effect
/// intrinsics clang may place between them.
fn transparent(module: &Module, func: &Function, inst: InstId) -> bool {
    callee_name(module, func, inst).is_some_and(|n| {
        crate::classify::NO_EFFECT_PREFIXES
            .iter()
            .any(|p| n.starts_with(p))
    })
}

impl Module {
    /// The barrier group `inst` of `func` belongs to (any of its three members), if it is one
    /// (module doc).
    pub fn amdgpu_barrier_group(&self, func: &Function, inst: InstId) -> Option<BarrierGroup> {
        let barrier = if callee_name(self, func, inst) == Some(S_BARRIER) {
            inst
        } else {
            // A fence: its barrier is the next (release) or previous (acquire) instruction
            // that is not transparent.
            let next = func
                .insts_after_in_block(inst)
                .find(|&i| !transparent(self, func, i));
            let prev = func
                .insts_before_in_block(inst)
                .rev()
                .find(|&i| !transparent(self, func, i));
            [next, prev]
                .into_iter()
                .flatten()
                .find(|&i| callee_name(self, func, i) == Some(S_BARRIER))?
        };
        let release = func
            .insts_before_in_block(barrier)
            .rev()
            .find(|&i| !transparent(self, func, i))?;
        let acquire = func
            .insts_after_in_block(barrier)
            .find(|&i| !transparent(self, func, i))?;
        let n1 = workgroup_fence(self, func, release, Side::Release)?;
        let n2 = workgroup_fence(self, func, acquire, Side::Acquire)?;
        // A fence shared by two barriers (`fence; s.barrier; fence acq_rel; s.barrier;
        // fence`) belongs to neither: removing one group would take the other's fence.
        let is_s_barrier =
            |i: Option<InstId>| i.is_some_and(|i| callee_name(self, func, i) == Some(S_BARRIER));
        let before_release = func
            .insts_before_in_block(release)
            .rev()
            .find(|&i| !transparent(self, func, i));
        let after_acquire = func
            .insts_after_in_block(acquire)
            .find(|&i| !transparent(self, func, i));
        if is_s_barrier(before_release) || is_s_barrier(after_acquire) {
            return None;
        }
        let group = BarrierGroup {
            release,
            barrier,
            acquire,
            narrowed: n1 || n2,
        };
        group.members().contains(&inst).then_some(group)
    }

    /// Whether `inst` is a fence that belongs to an AMDGPU barrier group (it is part of the
    /// barrier, not a fence of its own).
    pub fn is_barrier_group_fence(&self, func: &Function, inst: InstId) -> bool {
        let is_fence = match &func.insts[inst].opcode {
            Opcode::Fence { .. } => true,
            Opcode::Call { .. } => callee_name(self, func, inst) == Some(WORK_ITEM_FENCE),
            _ => false,
        };
        is_fence
            && self
                .amdgpu_barrier_group(func, inst)
                .is_some_and(|g| g.barrier != inst)
    }

    /// The address spaces a fence's `!mmra` tags narrow it to (`amdgpu-as` /
    /// `amdgpu-synchronize-as` tags: `local`, `global`, `image`), or `None` when it has no
    /// `!mmra` attachment (it orders every address space). An attachment that cannot be read
    /// gives `Some` of an empty list: it narrows to something unknown.
    pub fn mmra_address_spaces(&self, func: &Function, inst: InstId) -> Option<Vec<String>> {
        if !mmra_narrowed(self, func, inst) {
            return None;
        }
        let span = func.insts[inst].span;
        let text = &self.source[span.start as usize..span.end as usize];
        let number = text
            .find("!mmra")
            .map(|at| text[at + "!mmra".len()..].trim_start())
            .and_then(|r| r.strip_prefix('!'))
            .and_then(|r| r.split(|c: char| !c.is_ascii_digit()).next())
            .and_then(|d| d.parse::<u32>().ok());
        let mut spaces = Vec::new();
        if let Some(n) = number {
            mmra_spaces_of(self, n, 0, &mut spaces);
        }
        Some(spaces)
    }

    /// The wavefront size of AMDGPU code: 32 when a function's `target-features` say
    /// `+wavefrontsize32`, or its `target-cpu` is gfx10 or later without `+wavefrontsize64`;
    /// else 64 (gfx9, CDNA). `None` for code that is not AMDGPU.
    pub fn amdgpu_wave_size(&self) -> Option<u32> {
        if !self.is_amdgpu() {
            return None;
        }
        let attr = |f: &Function, name: &str| {
            f.attributes
                .iter()
                .find(|a| a.name == name)
                .and_then(|a| a.arg.clone())
        };
        for f in self.functions.iter() {
            if let Some(features) = attr(f, "target-features") {
                if features.contains("+wavefrontsize32") {
                    return Some(32);
                }
                if features.contains("+wavefrontsize64") {
                    return Some(64);
                }
            }
            if let Some(cpu) = attr(f, "target-cpu") {
                let major = cpu
                    .strip_prefix("gfx")
                    .map(|d| {
                        d.chars()
                            .take_while(char::is_ascii_digit)
                            .collect::<String>()
                    })
                    .and_then(|d| d.parse::<u32>().ok());
                // gfx1010 and later spell four digits: `gfx10xx`, `gfx11xx`, `gfx12xx`.
                if let Some(m) = major {
                    return Some(if m >= 1000 { 32 } else { 64 });
                }
            }
        }
        Some(64)
    }

    /// Whether the module is AMDGPU code: an `amdgcn` target triple, or an `amdgpu_kernel`.
    pub fn is_amdgpu(&self) -> bool {
        self.target_triple
            .as_deref()
            .is_some_and(|t| t.starts_with("amdgcn"))
            || self
                .functions
                .iter()
                .any(|f| f.calling_conv.as_deref() == Some("amdgpu_kernel"))
    }
}

/// What a call of `name` (an AMDGPU intrinsic or device-library function) at `inst` is, or
/// `None` when it is not one this module knows.
pub(crate) fn call_target(
    module: &Module,
    func: &Function,
    inst: InstId,
    name: &str,
) -> Option<CallTarget> {
    let args = func.insts[inst].call_args();
    let barrier = |kind| {
        Some(CallTarget::Barrier(Barrier {
            kind,
            intrinsic: name.to_string(),
            barrier_id: None,
            thread_count: None,
        }))
    };
    if let Some(rest) = name.strip_prefix("__ockl_get_") {
        let d = match args.first().and_then(|a| module.const_int(*a))? {
            0 => Dim::X,
            1 => Dim::Y,
            2 => Dim::Z,
            _ => return None,
        };
        let reg = match rest {
            "local_id" => SpecialRegister::ThreadId(d),
            "group_id" => SpecialRegister::BlockId(d),
            "local_size" => SpecialRegister::BlockDim(d),
            "num_groups" => SpecialRegister::GridDim(d),
            _ => return None,
        };
        return Some(CallTarget::Pure(PureIntrinsic::SpecialRegister(reg)));
    }
    if name == WORK_ITEM_FENCE {
        if module.is_barrier_group_fence(func, inst) {
            // Part of its group's barrier, which is classified at the `s.barrier` call.
            return Some(CallTarget::NoEffect);
        }
        // Only a workgroup fence with constant arguments is a fence we model; a device or
        // system one (`__threadfence()`) stays an unknown call, which orders everything.
        let arg = |k: usize| args.get(k).and_then(|a| module.const_int(*a));
        return (arg(0).is_some() && arg(1).is_some() && arg(2) == Some(WORK_GROUP_SCOPE))
            .then(|| barrier(BarrierKind::Fence))
            .flatten();
    }
    let rest = name.strip_prefix("llvm.amdgcn.")?;
    let family = |prefixes: &[&str]| {
        prefixes
            .iter()
            .any(|p| rest == *p || rest.strip_prefix(p).is_some_and(|r| r.starts_with('.')))
    };
    if rest == "s.barrier" {
        let full = module
            .amdgpu_barrier_group(func, inst)
            .is_some_and(|g| !g.narrowed);
        return barrier(if full {
            BarrierKind::Candidate
        } else {
            BarrierKind::Partial
        });
    }
    if rest.starts_with("s.barrier.") || rest.starts_with("s.wakeup.barrier") {
        return barrier(BarrierKind::Partial);
    }
    if rest == "wave.barrier" {
        return barrier(BarrierKind::WarpScope);
    }
    if family(NO_EFFECT) {
        return Some(CallTarget::NoEffect);
    }
    if family(&["readfirstlane", "readlane", "ballot", "icmp", "fcmp"])
        || family(&["mfma", "smfmac", "wmma", "swmmac"])
    {
        return Some(CallTarget::Pure(PureIntrinsic::WarpCollective));
    }
    if family(SHUFFLES) {
        return Some(CallTarget::Pure(PureIntrinsic::Shuffle));
    }
    if family(&[
        "mbcnt.lo",
        "mbcnt.hi",
        "s.memtime",
        "s.memrealtime",
        "s.getpc",
        "s.get.waveid.in.workgroup",
    ]) {
        return Some(CallTarget::Pure(PureIntrinsic::SpecialRegister(
            SpecialRegister::Other(rest.to_string()),
        )));
    }
    if family(MATH) {
        return Some(CallTarget::Pure(PureIntrinsic::Math));
    }
    memory_accesses(module, func, inst)
        .is_some()
        .then_some(CallTarget::MemoryIntrinsic)
}

/// Whether `name` is an AMDGPU wave collective whose result is the same in every lane of the
/// wave (`readfirstlane`, `readlane`, `ballot`, `icmp`, `fcmp`).
pub fn wave_uniform_result(name: &str) -> bool {
    ["readfirstlane", "readlane", "ballot", "icmp", "fcmp"]
        .iter()
        .any(|p| {
            name.strip_prefix("llvm.amdgcn.")
                .and_then(|r| r.strip_prefix(p))
                .is_some_and(|r| r.is_empty() || r.starts_with('.'))
        })
}

const NO_EFFECT: &[&str] = &[
    "s.waitcnt",
    "s.sleep",
    "s.setprio",
    "s.nop",
    "sched.barrier",
    "sched.group.barrier",
    "iglp.opt",
    "unreachable",
];

const SHUFFLES: &[&str] = &[
    "ds.bpermute",
    "ds.permute",
    "ds.swizzle",
    "mov.dpp",
    "mov.dpp8",
    "update.dpp",
    "permlane16",
    "permlanex16",
    "permlane64",
    "permlane16.swap",
    "permlane32.swap",
    "writelane",
    "set.inactive",
    "wwm",
    "strict.wwm",
    "strict.wqm",
    "wqm",
];

const MATH: &[&str] = &[
    "implicitarg.ptr",
    "dispatch.ptr",
    "kernarg.segment.ptr",
    "implicit.buffer.ptr",
    "make.buffer.rsrc",
    "exp2",
    "log",
    "rcp",
    "rcp.legacy",
    "rsq",
    "rsq.clamp",
    "sqrt",
    "sin",
    "cos",
    "fract",
    "frexp.mant",
    "frexp.exp",
    "ldexp",
    "fmed3",
    "fma.legacy",
    "fmul.legacy",
    "class",
    "div.scale",
    "div.fmas",
    "div.fixup",
    "trig.preop",
    "cvt.pkrtz",
    "cvt.pknorm.i16",
    "cvt.pknorm.u16",
    "cvt.pk.i16",
    "cvt.pk.u16",
    "cvt.pk.u8.f32",
    "cvt.pk.fp8.f32",
    "cvt.pk.bf8.f32",
    "cvt.sr.fp8.f32",
    "cvt.sr.bf8.f32",
    "cvt.f32.fp8",
    "cvt.f32.bf8",
    "cvt.pk.f32.fp8",
    "cvt.pk.f32.bf8",
    "ubfe",
    "sbfe",
    "alignbyte",
    "lerp",
    "sad.u8",
    "msad.u8",
    "sad.hi.u8",
    "sad.u16",
    "qsad.pk.u16.u8",
    "mqsad.pk.u16.u8",
    "mqsad.u32.u8",
    "perm",
    "fdot2",
    "fdot2.f16.f16",
    "fdot2.bf16.bf16",
    "fdot2.f32.bf16",
    "sdot2",
    "udot2",
    "sdot4",
    "udot4",
    "sdot8",
    "udot8",
    "sudot4",
    "sudot8",
    "cubeid",
    "cubema",
    "cubesc",
    "cubetc",
];

fn is_atomic_name(rest: &str) -> bool {
    rest.contains("atomic")
        || [
            "ds.fadd",
            "ds.fmin",
            "ds.fmax",
            "ds.append",
            "ds.consume",
            "ds.ordered.add",
            "ds.ordered.swap",
        ]
        .iter()
        .any(|p| rest.starts_with(p))
}

/// The memory accesses of an AMDGPU memory intrinsic call (`None` when `inst` is not one).
pub(crate) fn memory_accesses(
    module: &Module,
    func: &Function,
    inst: InstId,
) -> Option<Vec<MemoryAccess>> {
    let rest = callee_name(module, func, inst)?.strip_prefix("llvm.amdgcn.")?;
    let args = func.insts[inst].call_args();
    let access = |kind, pointer: Operand, atomic| MemoryAccess {
        kind,
        pointer,
        atomic,
        volatile: false,
    };
    let buffer = rest.contains("buffer.");
    if rest.ends_with(".lds") || rest.contains(".load.lds") {
        // `global.load.lds(src, lds, size, offset, aux)`;
        // `raw[.ptr].buffer.load.lds(rsrc, lds, size, voffset, soffset, offset, aux)`: the
        // wave writes consecutive LDS words from `lds`, so the whole LDS object is written.
        return Some(vec![
            access(AccessKind::Read, *args.first()?, false),
            access(AccessKind::Write, *args.get(1)?, false),
        ]);
    }
    if is_atomic_name(rest) {
        // Buffer atomics take the data first (`cmpswap` two data operands), then the resource.
        let pointer = if buffer {
            let data = if rest.contains("cmpswap") { 2 } else { 1 };
            *args.get(data)?
        } else {
            *args.first()?
        };
        return Some(vec![access(AccessKind::ReadWrite, pointer, true)]);
    }
    if buffer && rest.contains(".store") {
        return Some(vec![access(AccessKind::Write, *args.get(1)?, false)]);
    }
    if (buffer && rest.contains(".load"))
        || rest.starts_with("s.buffer.load")
        || rest.starts_with("ds.read.tr")
        || rest.starts_with("global.load.tr")
    {
        return Some(vec![access(AccessKind::Read, *args.first()?, false)]);
    }
    None
}
