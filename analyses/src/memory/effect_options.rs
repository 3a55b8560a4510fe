//! [`EffectOptions`]: the settings of the effect model, which both the per-instruction reading
//! (`access.rs`) and the table that holds its results (`effects.rs`) take.

/// Knobs that change what counts as an effect. The default is the sound reading: every
/// `false` below, and the Hopper model on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EffectOptions {
    /// cicc's `ignore-call-safety`: calls to functions (defined or not) have no memory effect.
    /// Unsound; cicc's default.
    pub ignore_call_safety: bool,
    /// cicc's `ignore-address-space-check`: every access counts, thread-private and constant
    /// memory included (as unknown memory). Conservative.
    pub ignore_address_space_check: bool,
    /// Inline PTX is any access to any memory (as NVIDIA's passes see it), not read through
    /// the PTX model. Faithful presets.
    pub opaque_inline_asm: bool,
    /// **Unsound** (for the harness): a `cp.async` copy's accesses count at the issuing asm
    /// only, and its wait touches nothing — as if the copy were an ordinary load and store.
    /// The default places them also at every wait that may complete them (docs/design.md §9.2).
    pub async_at_issue_only: bool,
    /// **Unsound** (for the harness, knob `async-partial-waits-complete-nothing`): a
    /// `wait_group N` with `N > 0` is read as completing no group (and carrying none), as if
    /// the `N` groups it may leave pending were all of them: group counting
    /// (`super::async_window`) taken one step too far.
    pub async_partial_waits_complete_nothing: bool,
    /// Read Hopper's asynchronous machinery (bulk and TMA copies, mbarriers, `wgmma`, proxy
    /// fences, tensor maps, `.shared::cluster` addresses and asm with its own labels and
    /// branches) through `syncflow_ir::ptx::hopper` (default), rather than as unknown
    /// memory (`false`: how the model read them before it was judged; docs/design.md §9.2).
    pub hopper_async: bool,
    /// **Unsound** (for the harness, knob `legacy-sync-model`): the definition of a conflict
    /// before issue 27 — atomics (and PTX `volatile`) never conflict with atomics, no signals
    /// to other CTAs, and race freedom implies injective slots whatever else synchronizes
    /// ([`ConflictModel::Legacy`](super::object::ConflictModel::Legacy)). The default is docs/design.md §4's.
    pub legacy_sync_model: bool,
    /// Every launch's block, asserted by the user (`--block`, the `block` knob): bounds thread
    /// ids where the kernel states no `.reqntid` ([`BlockExtent::of_function`](super::BlockExtent::of_function)).
    pub block: Option<[u32; 3]>,
    /// Footprints carry byte ranges ([`super::footprint`]; the `byte-ranges` knob, default).
    pub byte_ranges: bool,
    /// Kernel pointer parameters do not overlap one another (the `noalias-params` knob; an
    /// assumption, off by default): each is a buffer of its own.
    pub noalias_params: bool,
    /// **Unsound** (for the harness, knob `wmma-registers-only`): `wmma.load`/`wmma.store`
    /// (PTX and the `llvm.nvvm.wmma.*` intrinsics) touch no memory, as if they moved
    /// registers only. The default reads them as the tile's object (docs/design.md §9).
    pub wmma_registers_only: bool,
    /// Footprints whose base iterates in a loop count the crossings of its header instead of
    /// turning stale there ([`super::iteration`]; the `iteration-distance` knob, default).
    pub iteration_distance: bool,
    /// AMDGPU: an LDS-only kernel (every barrier group narrowed to LDS, as Triton-AMD writes
    /// them) is read through its projection: the groups are candidates, global accesses are
    /// left out ([`super::lds_projection`]; the `lds-groups` knob).
    pub lds_groups: bool,
    /// **Unsound** (for the harness, knob `lds-groups-ignore-full`): the projection also in
    /// kernels that have full groups, whose global pairs it then drops.
    pub lds_groups_ignore_full: bool,
}

impl Default for EffectOptions {
    fn default() -> Self {
        EffectOptions {
            ignore_call_safety: false,
            ignore_address_space_check: false,
            opaque_inline_asm: false,
            async_at_issue_only: false,
            async_partial_waits_complete_nothing: false,
            hopper_async: true,
            legacy_sync_model: false,
            block: None,
            byte_ranges: true,
            noalias_params: false,
            wmma_registers_only: false,
            iteration_distance: true,
            lds_groups: false,
            lds_groups_ignore_full: false,
        }
    }
}
