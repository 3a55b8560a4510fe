//! Pinned barriers: the ones a user says must stay, whatever the analyses prove.
//!
//! Some barriers order no memory and are still wanted: hand-scheduled "ping-pong" kernels use
//! them to pace warps against each other, and benchmark code to separate phases. A pinned
//! barrier is never removed, by any pass or preset. It still synchronizes, so it may serve
//! as the witness that *another* barrier is redundant (a `dominance` proof, an empty interval
//! for `dse`): a proof that relies on a pinned barrier stays valid because the pinned barrier
//! stays. To keep a neighbour too, pin the neighbour.
//!
//! Two ways to pin:
//!
//! - **In the source**, so it travels with the code and needs no syncflow installed:
//!
//!   ```text
//!   asm volatile("// syncflow:keep");
//!   __syncthreads();
//!   ```
//!
//!   The empty `asm volatile` survives clang and nvcc (it becomes
//!   `call void asm sideeffect "// syncflow:keep", ""()` in LLVM IR, a comment in PTX), emits
//!   no instruction, and has no memory effect in syncflow's PTX model. It pins the first
//!   barrier after it in the same basic block.
//! - **On the command line or in a preset**: `--keep FILE:LINE` (repeatable) or the `keep`
//!   knob (`keep = ["k.cu:42"]`), matched against the barrier's reported source location;
//!   `FILE` may be a path suffix of the debug info's file name or the other way round
//!   (`k.cu` matches `src/k.cu`).

use syncflow_ir::{BarrierKind, Callee, Function, InstId, Module};

/// The text that marks the next barrier as pinned.
pub const MARKER: &str = "syncflow:keep";

/// How barrier `inst` of `func` is pinned, if it is: `"--keep k.cu:12"` or the marker's
/// description.
pub(crate) fn pinned_by(
    module: &Module,
    func: &Function,
    inst: InstId,
    keep: &[String],
) -> Option<String> {
    if let Some(place) = keep.iter().find(|p| matches_place(module, func, inst, p)) {
        return Some(format!("--keep {place}"));
    }
    marker_before(module, func, inst).then(|| format!("the `{MARKER}` marker before it"))
}

/// True when `FILE:LINE` names the barrier's source location.
fn matches_place(module: &Module, func: &Function, inst: InstId, place: &str) -> bool {
    let Some(loc) = func.insts[inst].debug_loc else {
        return false;
    };
    let Some((file, line)) = place.rsplit_once(':') else {
        return false;
    };
    if line.parse::<u32>().ok() != Some(loc.line) {
        return false;
    }
    let name = module.debug_info.files[loc.file].as_str();
    let trim = |s: &str| s.trim_start_matches("./").to_string();
    let (a, b) = (trim(name), trim(file));
    a == b || a.ends_with(&format!("/{b}")) || b.ends_with(&format!("/{a}"))
}

/// True when an inline asm holding the marker comes before `inst` in its block with no other
/// barrier between.
fn marker_before(module: &Module, func: &Function, inst: InstId) -> bool {
    let block = &func.blocks[func.insts[inst].block];
    for i in (block.first.index()..inst.index()).rev().map(InstId::new) {
        if let Some(Callee::InlineAsm(asm)) = func.insts[i].callee() {
            if asm.asm.contains(MARKER) {
                return true;
            }
        }
        if module
            .barrier(func, i)
            .is_some_and(|b| b.kind != BarrierKind::Fence)
        {
            return false;
        }
    }
    false
}
