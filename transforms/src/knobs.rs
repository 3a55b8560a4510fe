//! Knobs and presets.
//!
//! A [`Knobs`] value says which passes run, in which flavour, how precisely, and carries
//! cicc's `branch-dist` knobs under their original names. Presets are TOML files in
//! `transforms/presets/` (built into the binary, so `--preset sound` works anywhere), or any
//! file given with `--preset-file`. Every knob can be overridden with `--knob name=value`.
//!
//! ## Where a knob is declared
//!
//! Once, in `knobs/table.rs` (**to add a knob, add one entry there**; its module doc says
//! how). The `knobs!` macro (`knobs/spec.rs`) makes of each entry a field of [`Knobs`] and a
//! [`KnobSpec`] in [`KNOBS`], from which [`Knobs::set`] parses (with the error texts),
//! [`Knobs::catalogue`] lists (`--help`), presets are checked, and the table below and the
//! one in docs/README-ux.md are generated (a test fails when they drift; `SYNCFLOW_BLESS=1
//! cargo test -p syncflow-transforms --lib docs` rewrites them). How each kind of value is
//! written is in [`syntax`]; the passes are declared in the same way in `eliminate/passes.rs`
//! ([`PassName`]).
//!
//! The table: what each knob takes, its value in each built-in preset, and what it means.
//!
//! | knob | values | `sound` (default) | `cicc` | `cicc-documented` | `conservative` | `none` | meaning |
//! |---|---|---|---|---|---|---|---|
//! | `flavour` | `sound`, `faithful` | sound | faithful | faithful | sound | sound | `sound`: never removes a barrier that orders something (docs/design.md §4); `faithful`: as cicc does, or as its documents say, unsound parts included |
//! | `passes` | list of `dominance`, `basic-dbe`, `branch-dist`, `dse` | dominance, basic-dbe, branch-dist, dse | basic-dbe | basic-dbe, branch-dist, dse | basic-dbe, branch-dist, dse | (none) | which passes run, in this order |
//! | `precision` | 0–3 | 3 | 0 | 0 | 0 | 2 | alias precision (docs/design.md §4): 0 one class, 1 per address space, 2 per object, 3 within objects (byte ranges from CTA-uniform bases, per-thread slots) |
//! | `block-shape` | `any`, `2d`, `1d` | any | any | any | any | any | what every launch's block shape is asserted to be; precision 3 trusts it (a kernel's own `"nvvm.reqntid"` strengthens it for that kernel, and the removal names the fact) |
//! | `restart` | `full`, `incremental`, `never` | incremental | full | full | incremental | full | how analyses are brought up to date after a removal: `full` solves again (cicc), `incremental` re-queues the blocks the removal touched, `never` takes every removal from the first solution (unsound when removals interact) |
//! | `ignore-call-safety` | bool | false | false | true | false | false | calls touch no memory (cicc's default; unsound) |
//! | `ignore-variance-cond` | 0/1 | 0 | 0 | 0 | 0 | 0 | 1: remove barriers under divergent control too (unsound) |
//! | `ignore-address-space-check` | 0/1 | 0 | 0 | 0 | 0 | 0 | 1: local and constant accesses count too (conservative) |
//! | `ignore-phi-overhead` | 0/1 | 0 | 0 | 0 | 0 | 0 | cicc's cost-model knob; no effect here (there is no cost model) |
//! | `disable-complex-branch-dist` | 0/1 | 0 | 0 | 0 | 0 | 0 | 1: branch-dist looks only inside the barrier's block |
//! | `no-branch-dist` | `f,g` | (none) | (none) | (none) | (none) | (none) | functions branch-dist skips, comma-separated |
//! | `branch-dist-func-limit` | int | -1 | -1 | -1 | -1 | -1 | branch-dist handles at most this many functions (-1: all) |
//! | `branch-dist-block-limit` | int | -1 | -1 | -1 | -1 | -1 | branch-dist skips functions with more blocks than this (-1: no limit) |
//! | `branch-dist-norm` | 0/1 | 0 | 0 | 0 | 0 | 0 | branch-dist's meet: 0 = OR (some path), 1 = AND (every path; unsound); any non-zero integer is 1 |
//! | `dump-branch-dist` | bool | false | false | false | false | false | print cicc's diagnostic line for each branch-dist removal |
//! | `iteration-limit` | int | -1 | -1 | -1 | -1 | -1 | at most this many removals per pass and function (cicc's iteration gate; -1: no limit) |
//! | `sync-mode` | 0–3 | 3 | 3 | 3 | 3 | 3 | what the `dominance` pass admits (ptxas knob 358): 0 nothing, 1 a dominating twin, 2 a post-dominating one too, 3 barrier liveness (each mode exactly: the module doc of `syncflow_transforms::knobs`) |
//! | `basic-dbe-mode` | `documented`, `observed` | documented | observed | documented | documented | documented | faithful basic-dbe as seed 001 describes it, or as NVIDIA's binary behaves (docs/cicc-fidelity.md); the sound flavour ignores it |
//! | `rescan-after-removal` | 0/1 | 0 | 0 | 0 | 0 | 0 | 1: decide again from the first barrier after each removal, cicc's literal loop (the same decisions, slower) |
//! | `opaque-inline-asm` | bool | false | true | true | false | false | inline PTX is any access to any memory, as NVIDIA's passes see it, instead of read through the PTX model (`syncflow_ir::ptx`) |
//! | `async-at-issue-only` | bool | false | false | false | false | false | **unsound**, for the harness: a `cp.async` copy counts at its issue only and its waits touch nothing, as if it were a plain load and store (docs/design.md §9.2) |
//! | `async-partial-waits-complete-nothing` | bool | false | false | false | false | false | **unsound**, for the harness: `cp.async.wait_group N` with `N > 0` (and the other group queues' partial waits) is read as completing no copy, so the barrier after a wait that completes one may be taken to order none of it (docs/design.md §9.2) |
//! | `legacy-sync-model` | bool | false | false | false | false | false | **unsound**, for the harness: the conflict definition before issue 27 — atomics and PTX `volatile` never conflict with atomics, no signals to other CTAs, race freedom implies injective slots whatever else synchronizes (docs/design.md §4); the `faithful` flavour always reads memory this way, as the passes it reproduces were calibrated under it |
//! | `hopper-async` | bool | true | true | true | true | true | read bulk/TMA copies, mbarriers, `wgmma`, proxy fences and tensor maps through the PTX model (`syncflow_ir::ptx::hopper`); `0` reads them as unknown memory, as before the harness judged them (docs/design.md §9.2) |
//! | `wmma-registers-only` | bool | false | false | false | false | false | **unsound**, for the harness: `wmma.load`/`wmma.store` touch no memory, as if they moved registers only (docs/design.md §9) |
//! | `iteration-distance` | bool | true | true | true | true | true | precision 3 follows a loop's stage index across iterations: an access of the next iteration of a multi-buffered loop (`k & 1`, `k % S` and llc's multiply-high form of it, a wrapping stage counter, a toggle, swapped indices or pointers, a moving origin) keeps its base, shifted by the iterations between, instead of its whole object (`syncflow_analyses::memory::iteration`; docs/design.md §4.4) |
//! | `iterations-ignore-distance` | bool | false | false | false | false | false | **unsound**, for the harness: pairs of accesses in different iterations of a loop are compared as if both were in one iteration (the distance ignored; docs/design.md §4.4) |
//! | `named-barriers` | bool | true | true | true | true | true | a CTA barrier orders nothing that named barriers already order: a pair whose first thread arrives or syncs on a named barrier after its access, and whose second thread syncs on it, in the same instance, before its own (warp-specialized loops; `syncflow_analyses::hazard::named`; docs/design.md §4.6) |
//! | `named-barriers-order-everything` | bool | false | false | false | false | false | **unsound**, for the harness: in a function with named barriers, every pair is taken to be ordered by them, without counting instances or checking that they stay aligned (docs/design.md §4.6) |
//! | `named-barriers-ignore-phase` | bool | false | false | false | false | false | **unsound**, for the harness: a named-barrier id that follows a loop's induction variable (`c + (iv mod P)`) is read as the constant `c`, its phase ignored (docs/design.md §4.6) |
//! | `mbarrier-phases` | bool | true | true | true | true | true | a CTA barrier in a loop orders nothing that mbarrier phases already order: per stage of a ring, one role arrives on `M[k mod S]` after its accesses and another waits on it (a parity spin for the phase of the round) before its own, and the objects stay aligned (`syncflow_analyses::hazard::mbarrier`; docs/design.md §4.6.1) |
//! | `mbarrier-phases-order-everything` | bool | false | false | false | false | false | **unsound**, for the harness: in a function with mbarrier operations, every pair is taken to be ordered by them, without reading roles, phases or alignment (docs/design.md §4.6.1) |
//! | `race-free-slots` | bool | true | true | true | true | true | precision 3 also treats `s[f(tid)]` as per-thread slots when every thread of the CTA writes `s[f(tid)]` in one interval, which a race-free input makes injective (`syncflow_analyses::memory::implied`; docs/design.md §4.2); no effect below precision 3 |
//! | `keep` | `FILE:LINE,…` | (none) | (none) | (none) | (none) | (none) | pinned barriers, never removed: each `--keep FILE:LINE` or `--knob keep=` adds; the source marker `asm volatile("// syncflow:keep")` pins the next barrier too (`syncflow_transforms::eliminate::pin`) |
//! | `block` | `X[,Y[,Z]]`, `none` | (none) | (none) | (none) | (none) | (none) | every launch's block, **asserted** (`--block X[,Y,Z]` on `eliminate`, `report`, `explain`, `dot`): thread ids are bounded by it and precision 3 uses it as a kernel's `.reqntid` (which wins where both are given); recorded in the output (`block` in the JSON, `block X,Y,Z asserted` after the preset in the text) |
//! | `byte-ranges` | bool | true | true | true | true | true | precision 3 keeps accesses of one object apart whose byte ranges from one CTA-uniform base (or whose absolute ranges, when the base is bounded) do not meet: tiles of one `extern` buffer at constant offsets, `s[0]` against `s[1]` (`syncflow_analyses::memory::footprint`; docs/design.md §4) |
//! | `noalias-params` | bool | false | false | false | false | false | **assumption**: kernel pointer parameters do not overlap one another (as if each were `__restrict__`); every decision that relied on it says so in its reason |
//! | `bases-ignore-redefinition` | bool | false | false | false | false | false | **unsound**, for the harness: a footprint's CTA-uniform base (a loop-carried phi) is taken to hold one value on both sides of a barrier even where the path between redefines it (`syncflow_analyses::memory::redefinition`; the split at joins is off with it) |
//! | `narrow-lds` | bool | true | false | false | false | false | AMDGPU: a kept barrier group whose every crossing conflict is on LDS gets its two workgroup fences narrowed to LDS (`!mmra` `amdgpu-as`/`amdgpu-synchronize-as` `local`), so the backend need not wait for global memory at it; sound flavour only (`syncflow_transforms::eliminate`, docs/design.md §4.5) |
//! | `narrow-lds-ignore-global` | bool | false | false | false | false | false | **unsound**, for the harness: `narrow-lds` narrows every kept barrier group whose conflicts include one on LDS, even when a conflict on global memory crosses it too |
//! | `lds-groups` | bool | true | false | false | false | false | AMDGPU: a kernel whose every barrier group has both fences narrowed to LDS (as Triton-AMD writes them) is decided on its LDS accesses alone: the groups are candidates and its global accesses, which they do not order, are left out (`syncflow_analyses::memory::lds_projection`, docs/design.md §4.5); off, such groups are partial barriers, never removed |
//! | `lds-groups-ignore-full` | bool | false | false | false | false | false | **unsound**, for the harness: `lds-groups` also in kernels that have full groups, whose global pairs it then leaves out |
//!
//! ## `sync-mode`: what the `dominance` pass admits
//!
//! ptxas' `OriRemoveRedundantBarriers` reads knob 358: 0 disabled, 1 conservative, 2
//! aggressive, 3 and up full analysis (seed 003). Here (every mode is sound; see
//! `syncflow_analyses::liveness` for the proofs):
//!
//! | mode | removes barrier `b` when |
//! |---|---|
//! | 0 | never (the pass only reports) |
//! | 1 | a barrier `D` with the **same intrinsic and operands** dominates `b`, both at the same loop depth, neither in an irreducible cycle, both uniform, and no access lies on any path from `D` to `b` (ptxas' dominance proof) |
//! | 2 | as 1, or the mirror image with a **post-dominating** barrier `P` after `b`; and `D`/`P` may be any full-CTA id-0 barrier (`barrier0` and `barrier.sync(0)` count as the same barrier) |
//! | 3 (default) | as 2, or **barrier liveness** holds: every path into `b` comes from some full barrier (or a kernel's entry) with no access since, or every path out of it reaches one (or a kernel's exit) with no access before — no single dominator needed, loops of any shape |

mod spec;
pub mod syntax;
mod table;

pub use crate::eliminate::PassName;
pub use spec::KnobSpec;
pub use syntax::parse_block;
pub use table::{Knobs, KNOBS};

use serde::{Deserialize, Serialize};
use std::path::Path;
use syncflow_analyses::memory::{EffectOptions, Precision};
use syncflow_framework::dataflow::RestartPolicy;

/// The built-in presets, by name.
pub const PRESETS: &[(&str, &str)] = &[
    ("sound", include_str!("../presets/sound.toml")),
    ("cicc", include_str!("../presets/cicc.toml")),
    (
        "cicc-documented",
        include_str!("../presets/cicc-documented.toml"),
    ),
    ("conservative", include_str!("../presets/conservative.toml")),
    ("none", include_str!("../presets/none.toml")),
];

/// Sound, or faithful to the cicc documents.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Flavour {
    /// Never removes a barrier that orders something (docs/design.md §4).
    Sound,
    /// Reproduces the documented cicc behaviour, unsound parts included.
    Faithful,
}

/// Which faithful `basic-dbe` to model (the `basic-dbe-mode` knob; the sound flavour ignores it).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum BasicDbeMode {
    /// Seed 001's intra-block pattern matcher, literally.
    #[default]
    Documented,
    /// What NVIDIA's CUDA 13.5 `-basic-dbe` does (calibrated in docs/cicc-fidelity.md): the
    /// four read/write flags propagated over the CFG, a function's entry and exit clean,
    /// removal when nothing is above, nothing is below, or neither side writes, restarting
    /// after each removal.
    Observed,
}

/// Restart policy, as a knob value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Restart {
    /// Re-solve from scratch after each removal (cicc).
    Full,
    /// Re-queue only the blocks the removal touched.
    Incremental,
    /// Take every candidate from the first solution (unsound when removals interact).
    Never,
}

impl From<Restart> for RestartPolicy {
    fn from(r: Restart) -> Self {
        match r {
            Restart::Full => RestartPolicy::Full,
            Restart::Incremental => RestartPolicy::Incremental,
            Restart::Never => RestartPolicy::Never,
        }
    }
}

/// A knob or preset problem, reported with exit code 2.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum KnobError {
    /// `--preset NAME` names no built-in preset.
    #[error("unknown preset '{name}' (presets: {known})")]
    UnknownPreset {
        /// The name asked for.
        name: String,
        /// The built-in presets, comma-separated.
        known: String,
    },
    /// A preset file could not be read.
    #[error("{path}: error: cannot read preset: {message}")]
    UnreadablePreset {
        /// The file.
        path: String,
        /// What the system said.
        message: String,
    },
    /// A preset's TOML is malformed or names an unknown field.
    #[error("{name}:{line}:{column}: error: {message}")]
    MalformedPreset {
        /// The preset's name or file.
        name: String,
        /// 1-based line.
        line: usize,
        /// 1-based column.
        column: usize,
        /// What is wrong.
        message: String,
    },
    /// A numeric knob outside `0..=3`.
    #[error("{knob} must be 0, 1, 2 or 3, not {value}")]
    OutOfRange {
        /// The knob.
        knob: &'static str,
        /// Its value.
        value: u8,
    },
    /// `--knob` without `=`.
    #[error("--knob expects NAME=VALUE, got '{0}'")]
    NotAnAssignment(String),
    /// `--knob NAME=VALUE` with a value the knob does not take.
    #[error("--knob {knob}: expected {expected}, got '{value}'")]
    BadValue {
        /// The knob.
        knob: String,
        /// What it takes.
        expected: String,
        /// What it was given.
        value: String,
    },
    /// `--keep PLACE` with a place that is no `FILE:LINE`.
    #[error("--keep: expected FILE:LINE, got '{0}'")]
    BadKeep(String),
    /// `--knob NAME=…` with a name that is no knob.
    #[error("unknown knob '{0}' (see `syncflow eliminate --help`)")]
    UnknownKnob(String),
}

impl KnobError {
    /// True when the message already names its file and position (`file:line:col: error: …`),
    /// so a command line prints it as it is rather than after its own prefix.
    pub fn is_located(&self) -> bool {
        matches!(
            self,
            KnobError::UnreadablePreset { .. } | KnobError::MalformedPreset { .. }
        )
    }
}

impl Knobs {
    /// The built-in preset `name`.
    pub fn preset(name: &str) -> Result<Knobs, KnobError> {
        let (_, text) = PRESETS.iter().find(|(n, _)| *n == name).ok_or_else(|| {
            let names: Vec<&str> = PRESETS.iter().map(|(n, _)| *n).collect();
            KnobError::UnknownPreset {
                name: name.to_string(),
                known: names.join(", "),
            }
        })?;
        Self::from_toml(name, text)
    }

    /// A preset read from a TOML file.
    pub fn preset_file(path: &Path) -> Result<Knobs, KnobError> {
        let text = std::fs::read_to_string(path).map_err(|e| KnobError::UnreadablePreset {
            path: path.display().to_string(),
            message: e.to_string(),
        })?;
        Self::from_toml(&path.display().to_string(), &text)
    }

    /// Every knob as a preset file writes it (TOML, kebab-case names): what
    /// `syncflow presets NAME` prints, and what [`Knobs::preset_file`] reads back to the same
    /// knobs.
    pub fn to_toml(&self) -> String {
        toml::to_string(self).expect("knobs serialise to TOML")
    }

    fn from_toml(name: &str, text: &str) -> Result<Knobs, KnobError> {
        let knobs: Knobs = toml::from_str(text).map_err(|e| {
            let (line, col) = e
                .span()
                .map(|s| syncflow_ir::line_col(text, s.start))
                .unwrap_or((1, 1));
            KnobError::MalformedPreset {
                name: name.to_string(),
                line,
                column: col,
                message: e.message().to_string(),
            }
        })?;
        knobs.validate()?;
        Ok(knobs)
    }

    /// Checks each knob's value the way `--knob` would have (`precision` 0–3, a block within
    /// the hardware, …: each knob's syntax says).
    fn validate(&self) -> Result<(), KnobError> {
        KNOBS.iter().try_for_each(|k| k.check(self))
    }

    /// Applies `name=value` (the knob's [`KnobSpec`] reads the value).
    pub fn set(&mut self, assignment: &str) -> Result<(), KnobError> {
        let (name, value) = assignment
            .split_once('=')
            .ok_or_else(|| KnobError::NotAnAssignment(assignment.to_string()))?;
        let (name, value) = (name.trim(), value.trim());
        let knob = KnobSpec::named(name).ok_or_else(|| KnobError::UnknownKnob(name.into()))?;
        if knob.read(self, value) {
            Ok(())
        } else {
            Err(KnobError::BadValue {
                knob: name.to_string(),
                expected: knob.takes(),
                value: value.to_string(),
            })
        }
    }

    /// The effect options these knobs ask for (how calls and address spaces are read).
    pub fn effect_options(&self) -> EffectOptions {
        EffectOptions {
            ignore_call_safety: self.ignore_call_safety,
            ignore_address_space_check: self.ignore_address_space_check,
            opaque_inline_asm: self.opaque_inline_asm,
            async_at_issue_only: self.async_at_issue_only,
            async_partial_waits_complete_nothing: self.async_partial_waits_complete_nothing,
            hopper_async: self.hopper_async,
            wmma_registers_only: self.wmma_registers_only,
            // The faithful flavour reproduces NVIDIA's passes, which read memory as cicc does:
            // they know nothing of §4's ordering rules, so they keep the definition they were
            // calibrated under (docs/cicc-fidelity.md).
            legacy_sync_model: self.legacy_sync_model || self.flavour == Flavour::Faithful,
            block: self.block,
            byte_ranges: self.byte_ranges,
            noalias_params: self.noalias_params,
            // Only precision 3 compares footprints, so only there do iterations matter.
            iteration_distance: self.iteration_distance && self.precision == 3,
            lds_groups: self.lds_groups,
            lds_groups_ignore_full: self.lds_groups_ignore_full,
        }
    }

    /// The precision as the analyses' type.
    pub fn precision(&self) -> Precision {
        match self.precision {
            3 => Precision::Level3(self.block_shape),
            n => Precision::from_level(n).unwrap_or(Precision::Level2),
        }
    }

    /// The functions `no-branch-dist` names.
    pub fn no_branch_dist_functions(&self) -> impl Iterator<Item = &str> {
        self.no_branch_dist
            .split(',')
            .map(str::trim)
            .filter(|s| !s.is_empty())
    }

    /// Every knob, by name (sorted), with its value here — as the JSON report writes it —
    /// and what it takes, from its declaration ([`KNOBS`]), so `--help` cannot drift from it.
    pub fn catalogue(&self) -> Vec<KnobInfo> {
        let Ok(serde_json::Value::Object(fields)) = serde_json::to_value(self) else {
            return Vec::new();
        };
        let mut all: Vec<KnobInfo> = KNOBS
            .iter()
            .map(|k| KnobInfo {
                name: k.name.to_string(),
                value: shown(fields.get(k.name)),
                takes: k.takes(),
            })
            .collect();
        all.sort_by(|a, b| a.name.cmp(&b.name));
        all
    }
}

/// A knob's serialised value in words: a list comma-separated, nothing `(none)`.
fn shown(value: Option<&serde_json::Value>) -> String {
    match value {
        None | Some(serde_json::Value::Null) => "(none)".into(),
        Some(serde_json::Value::String(s)) if s.is_empty() => "(none)".into(),
        Some(serde_json::Value::String(s)) => s.clone(),
        Some(serde_json::Value::Array(items)) if items.is_empty() => "(none)".into(),
        Some(serde_json::Value::Array(items)) => items
            .iter()
            .map(|i| i.as_str().map_or_else(|| i.to_string(), str::to_string))
            .collect::<Vec<_>>()
            .join(","),
        Some(other) => other.to_string(),
    }
}

/// One knob as [`Knobs::catalogue`] lists it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KnobInfo {
    /// Its `--knob` name.
    pub name: String,
    /// Its value in the knob set asked.
    pub value: String,
    /// What it takes, in words (`0 or 1`, `an integer`, `any, 2d or 1d`, …).
    pub takes: String,
}

#[cfg(test)]
mod docs;
#[cfg(test)]
mod tests;
