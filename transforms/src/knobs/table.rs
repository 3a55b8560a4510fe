//! The knobs, each declared once.
//!
//! **To add a knob**, add one entry here: its doc comment (what it means: the field's doc and
//! the doc tables' `meaning`), its serde attributes (a `default`, so that the presets and
//! every preset file written before it stay valid — or add it to each of
//! `transforms/presets/*.toml`), its field and type, its name (`--knob` name, serde name)
//! and the [`Syntax`](super::syntax::Syntax) of its values. Then run
//! `SYNCFLOW_BLESS=1 cargo test -p syncflow-transforms --lib docs` to regenerate the doc
//! tables (module doc of [`crate::knobs`], docs/README-ux.md). Parsing (`Knobs::set`), the
//! error texts, `--help` (`Knobs::catalogue`), preset validation and the JSON report all
//! read it from here. The entries stand in the order of the JSON report's `"knobs"` object.

use super::spec::{knobs, Field, KnobSpec};
use super::syntax::{cicc_flag, OneOf, Passes, Places};
use super::syntax::{BLOCK, BOOL, CICC_FLAG, INT, LEVEL, NAMES, NON_ZERO};
use super::{BasicDbeMode, Flavour, PassName, Restart};
use serde::{Deserialize, Serialize};
use syncflow_analyses::memory::BlockShape;

fn yes() -> bool {
    true
}

fn three() -> u8 {
    3
}

const FLAVOURS: OneOf<Flavour> = OneOf {
    words: &[("sound", Flavour::Sound), ("faithful", Flavour::Faithful)],
    aliases: &[],
};
const BLOCK_SHAPES: OneOf<BlockShape> = OneOf {
    words: &[
        ("any", BlockShape::Any),
        ("2d", BlockShape::TwoD),
        ("1d", BlockShape::OneD),
    ],
    // `two-d`/`one-d`: how JSON reports spelled them before they wrote `2d`/`1d`.
    aliases: &[
        ("3d", BlockShape::Any),
        ("two-d", BlockShape::TwoD),
        ("one-d", BlockShape::OneD),
    ],
};
const RESTARTS: OneOf<Restart> = OneOf {
    words: &[
        ("full", Restart::Full),
        ("incremental", Restart::Incremental),
        ("never", Restart::Never),
    ],
    aliases: &[],
};
const BASIC_DBE_MODES: OneOf<BasicDbeMode> = OneOf {
    words: &[
        ("documented", BasicDbeMode::Documented),
        ("observed", BasicDbeMode::Observed),
    ],
    aliases: &[],
};

knobs! {
    /// `sound`: never removes a barrier that orders something (docs/design.md §4);
    /// `faithful`: as cicc does, or as its documents say, unsound parts included
    flavour: Flavour = "flavour" | "flavor", FLAVOURS;
    /// which passes run, in this order
    passes: Vec<PassName> = "passes", Passes;
    /// alias precision (docs/design.md §4): 0 one class, 1 per address space, 2 per object,
    /// 3 within objects (byte ranges from CTA-uniform bases, per-thread slots)
    precision: u8 = "precision", LEVEL;
    /// what every launch's block shape is asserted to be; precision 3 trusts it (a kernel's
    /// own `"nvvm.reqntid"` strengthens it for that kernel, and the removal names the fact)
    #[serde(default)]
    block_shape: BlockShape = "block-shape", BLOCK_SHAPES;
    /// how analyses are brought up to date after a removal: `full` solves again (cicc),
    /// `incremental` re-queues the blocks the removal touched, `never` takes every removal
    /// from the first solution (unsound when removals interact)
    restart: Restart = "restart", RESTARTS;
    /// calls touch no memory (cicc's default; unsound)
    ignore_call_safety: bool = "ignore-call-safety", BOOL;
    /// 1: remove barriers under divergent control too (unsound)
    #[serde(with = "cicc_flag")]
    ignore_variance_cond: bool = "ignore-variance-cond", CICC_FLAG;
    /// 1: local and constant accesses count too (conservative)
    #[serde(with = "cicc_flag")]
    ignore_address_space_check: bool = "ignore-address-space-check", CICC_FLAG;
    /// cicc's cost-model knob; no effect here (there is no cost model)
    #[serde(with = "cicc_flag")]
    ignore_phi_overhead: bool = "ignore-phi-overhead", CICC_FLAG;
    /// 1: branch-dist looks only inside the barrier's block
    #[serde(with = "cicc_flag")]
    disable_complex_branch_dist: bool = "disable-complex-branch-dist", CICC_FLAG;
    /// functions branch-dist skips, comma-separated
    no_branch_dist: String = "no-branch-dist", NAMES;
    /// branch-dist handles at most this many functions (-1: all)
    branch_dist_func_limit: i64 = "branch-dist-func-limit", INT;
    /// branch-dist skips functions with more blocks than this (-1: no limit)
    branch_dist_block_limit: i64 = "branch-dist-block-limit", INT;
    /// branch-dist's meet: 0 = OR (some path), 1 = AND (every path; unsound); any non-zero
    /// integer is 1
    #[serde(with = "cicc_flag")]
    branch_dist_norm: bool = "branch-dist-norm", NON_ZERO;
    /// print cicc's diagnostic line for each branch-dist removal
    dump_branch_dist: bool = "dump-branch-dist", BOOL;
    /// at most this many removals per pass and function (cicc's iteration gate; -1: no limit)
    iteration_limit: i64 = "iteration-limit", INT;
    /// what the `dominance` pass admits (ptxas knob 358): 0 nothing, 1 a dominating twin,
    /// 2 a post-dominating one too, 3 barrier liveness (each mode exactly: the module doc of
    /// `syncflow_transforms::knobs`)
    #[serde(default = "three")]
    sync_mode: u8 = "sync-mode", LEVEL;
    /// faithful basic-dbe as seed 001 describes it, or as NVIDIA's binary behaves
    /// (docs/cicc-fidelity.md); the sound flavour ignores it
    #[serde(default)]
    basic_dbe_mode: BasicDbeMode = "basic-dbe-mode", BASIC_DBE_MODES;
    /// 1: decide again from the first barrier after each removal, cicc's literal loop (the
    /// same decisions, slower)
    #[serde(default, with = "cicc_flag")]
    rescan_after_removal: bool = "rescan-after-removal", CICC_FLAG;
    /// inline PTX is any access to any memory, as NVIDIA's passes see it, instead of read
    /// through the PTX model (`syncflow_ir::ptx`)
    #[serde(default)]
    opaque_inline_asm: bool = "opaque-inline-asm", BOOL;
    /// **unsound**, for the harness: a `cp.async` copy counts at its issue only and its waits
    /// touch nothing, as if it were a plain load and store (docs/design.md §9.2)
    #[serde(default)]
    async_at_issue_only: bool = "async-at-issue-only", BOOL;
    /// **unsound**, for the harness: `cp.async.wait_group N` with `N > 0` (and the other group
    /// queues' partial waits) is read as completing no copy, so the barrier after a wait that
    /// completes one may be taken to order none of it (docs/design.md §9.2)
    #[serde(default)]
    async_partial_waits_complete_nothing: bool = "async-partial-waits-complete-nothing", BOOL;
    /// **unsound**, for the harness: the conflict definition before issue 27 — atomics and
    /// PTX `volatile` never conflict with atomics, no signals to other CTAs, race freedom
    /// implies injective slots whatever else synchronizes (docs/design.md §4); the `faithful`
    /// flavour always reads memory this way, as the passes it reproduces were calibrated
    /// under it
    #[serde(default)]
    legacy_sync_model: bool = "legacy-sync-model", BOOL;
    /// read bulk/TMA copies, mbarriers, `wgmma`, proxy fences and tensor maps through the PTX
    /// model (`syncflow_ir::ptx::hopper`); `0` reads them as unknown memory, as before the
    /// harness judged them (docs/design.md §9.2)
    #[serde(default = "yes")]
    hopper_async: bool = "hopper-async", BOOL;
    /// **unsound**, for the harness: `wmma.load`/`wmma.store` touch no memory, as if they
    /// moved registers only (docs/design.md §9)
    #[serde(default)]
    wmma_registers_only: bool = "wmma-registers-only", BOOL;
    /// precision 3 follows a loop's stage index across iterations: an access of the next
    /// iteration of a multi-buffered loop (`k & 1`, `k % S` and llc's multiply-high form of
    /// it, a wrapping stage counter, a toggle, swapped indices or pointers, a moving
    /// origin) keeps its base, shifted by the iterations between, instead of its whole
    /// object (`syncflow_analyses::memory::iteration`; docs/design.md §4.4)
    #[serde(default = "yes")]
    iteration_distance: bool = "iteration-distance", BOOL;
    /// **unsound**, for the harness: pairs of accesses in different iterations of a loop are
    /// compared as if both were in one iteration (the distance ignored; docs/design.md §4.4)
    #[serde(default)]
    iterations_ignore_distance: bool = "iterations-ignore-distance", BOOL;
    /// a CTA barrier orders nothing that named barriers already order: a pair whose first
    /// thread arrives or syncs on a named barrier after its access, and whose second thread
    /// syncs on it, in the same instance, before its own (warp-specialized loops;
    /// `syncflow_analyses::hazard::named`; docs/design.md §4.6)
    #[serde(default = "yes")]
    named_barriers: bool = "named-barriers", BOOL;
    /// **unsound**, for the harness: in a function with named barriers, every pair is taken
    /// to be ordered by them, without counting instances or checking that they stay aligned
    /// (docs/design.md §4.6)
    #[serde(default)]
    named_barriers_order_everything: bool = "named-barriers-order-everything", BOOL;
    /// **unsound**, for the harness: a named-barrier id that follows a loop's induction
    /// variable (`c + (iv mod P)`) is read as the constant `c`, its phase ignored
    /// (docs/design.md §4.6)
    #[serde(default)]
    named_barriers_ignore_phase: bool = "named-barriers-ignore-phase", BOOL;
    /// a CTA barrier in a loop orders nothing that mbarrier phases already order: per stage of
    /// a ring, one role arrives on `M[k mod S]` after its accesses and another waits on it
    /// (a parity spin for the phase of the round) before its own, and the objects stay
    /// aligned (`syncflow_analyses::hazard::mbarrier`; docs/design.md §4.6.1)
    #[serde(default = "yes")]
    mbarrier_phases: bool = "mbarrier-phases", BOOL;
    /// **unsound**, for the harness: in a function with mbarrier operations, every pair is
    /// taken to be ordered by them, without reading roles, phases or alignment
    /// (docs/design.md §4.6.1)
    #[serde(default)]
    mbarrier_phases_order_everything: bool = "mbarrier-phases-order-everything", BOOL;
    /// precision 3 also treats `s[f(tid)]` as per-thread slots when every thread of the CTA
    /// writes `s[f(tid)]` in one interval, which a race-free input makes injective
    /// (`syncflow_analyses::memory::implied`; docs/design.md §4.2); no effect below
    /// precision 3
    #[serde(default = "yes")]
    race_free_slots: bool = "race-free-slots", BOOL;
    /// pinned barriers, never removed: each `--keep FILE:LINE` or `--knob keep=` adds; the
    /// source marker `asm volatile("// syncflow:keep")` pins the next barrier too
    /// (`syncflow_transforms::eliminate::pin`)
    #[serde(default)]
    keep: Vec<String> = "keep", Places;
    /// every launch's block, **asserted** (`--block X[,Y,Z]` on `eliminate`, `report`,
    /// `explain`, `dot`): thread ids are bounded by it and precision 3 uses it as a kernel's
    /// `.reqntid` (which wins where both are given); recorded in the output (`block` in the
    /// JSON, `block X,Y,Z asserted` after the preset in the text)
    #[serde(default)]
    block: Option<[u32; 3]> = "block", BLOCK;
    /// precision 3 keeps accesses of one object apart whose byte ranges from one CTA-uniform
    /// base (or whose absolute ranges, when the base is bounded) do not meet: tiles of one
    /// `extern` buffer at constant offsets, `s[0]` against `s[1]`
    /// (`syncflow_analyses::memory::footprint`; docs/design.md §4)
    #[serde(default = "yes")]
    byte_ranges: bool = "byte-ranges", BOOL;
    /// **assumption**: kernel pointer parameters do not overlap one another (as if each were
    /// `__restrict__`); every decision that relied on it says so in its reason
    #[serde(default)]
    noalias_params: bool = "noalias-params", BOOL;
    /// **unsound**, for the harness: a footprint's CTA-uniform base (a loop-carried phi) is
    /// taken to hold one value on both sides of a barrier even where the path between
    /// redefines it (`syncflow_analyses::memory::redefinition`; the split at joins is off
    /// with it)
    #[serde(default)]
    bases_ignore_redefinition: bool = "bases-ignore-redefinition", BOOL;
    /// AMDGPU: a kept barrier group whose every crossing conflict is on LDS gets its two
    /// workgroup fences narrowed to LDS (`!mmra` `amdgpu-as`/`amdgpu-synchronize-as`
    /// `local`), so the backend need not wait for global memory at it; sound flavour only
    /// (`syncflow_transforms::eliminate`, docs/design.md §4.5)
    #[serde(default)]
    narrow_lds: bool = "narrow-lds", BOOL;
    /// **unsound**, for the harness: `narrow-lds` narrows every kept barrier group whose
    /// conflicts include one on LDS, even when a conflict on global memory crosses it too
    #[serde(default)]
    narrow_lds_ignore_global: bool = "narrow-lds-ignore-global", BOOL;
    /// AMDGPU: a kernel whose every barrier group has both fences narrowed to LDS (as
    /// Triton-AMD writes them) is decided on its LDS accesses alone: the groups are
    /// candidates and its global accesses, which they do not order, are left out
    /// (`syncflow_analyses::memory::lds_projection`, docs/design.md §4.5); off, such groups
    /// are partial barriers, never removed
    #[serde(default)]
    lds_groups: bool = "lds-groups", BOOL;
    /// **unsound**, for the harness: `lds-groups` also in kernels that have full groups,
    /// whose global pairs it then leaves out
    #[serde(default)]
    lds_groups_ignore_full: bool = "lds-groups-ignore-full", BOOL;
}
