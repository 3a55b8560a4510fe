//! Knobs and presets.
//!
//! A [`Knobs`] value says which passes run, in which flavour, how precisely, and carries
//! cicc's `branch-dist` knobs under their original names. Presets are TOML files in
//! `transforms/presets/` (built into the binary, so `--preset sound` works anywhere), or any
//! file given with `--preset-file`. Every knob can be overridden with `--knob name=value`.
//!
//! | knob | values | meaning |
//! |---|---|---|
//! | `flavour` | `sound`, `faithful` | sound under docs/design.md §4, or as the cicc documents describe |
//! | `passes` | list of `dominance`, `basic-dbe`, `branch-dist`, `dse` | which passes run, in this order (declared in `eliminate/passes.rs`: [`PassName`]) |
//! | `precision` | 0, 1, 2, 3 | alias precision of `dse` (docs/design.md §4; 3 = per-thread slots) |
//! | `block-shape` | `any`, `2d`, `1d` | what every launch's block shape is asserted to be; level 3 trusts it (default `any`: nothing assumed) |
//! | `block` | `X[,Y[,Z]]`, `none` | every launch's block, **asserted** (`--block` on `eliminate` and `report`): thread ids are bounded by it and level 3 uses it as a kernel's `.reqntid` (which wins where both are given); recorded in the output (default: none) |
//! | `byte-ranges` | bool | level 3 keeps accesses apart whose byte ranges within one object, from one CTA-uniform base, do not meet (`syncflow_analyses::memory::footprint`; default: true) |
//! | `noalias-params` | bool | **assumption**: kernel pointer parameters do not overlap one another (as if each were `__restrict__`); every decision that relied on it says so (default: false, in every preset) |
//! | `bases-ignore-redefinition` | bool | **unsound**, for the harness: a footprint's CTA-uniform base is taken to hold one value on both sides of a barrier even where the path between redefines it (a loop-carried phi; `syncflow_analyses::memory::redefinition`; the split at joins is off with it; default: false) |
//! | `race-free-slots` | bool | precision 3 also treats `s[f(tid)]` as per-thread slots when every thread of the CTA writes `s[f(tid)]` in one interval, which a race-free input makes injective (`syncflow_analyses::memory::implied`; default: true) |
//! | `keep` | `FILE:LINE,…` | pinned barriers: never removed (each `--keep`/`--knob keep=` adds; also the source marker `asm volatile("// syncflow:keep")`, `crate::eliminate::pin`) |
//! | `restart` | `full`, `incremental`, `never` | how analyses are brought up to date after a removal |
//! | `ignore-call-safety` | bool | calls touch no memory (cicc default: true; unsound) |
//! | `opaque-inline-asm` | bool | inline PTX is any access to any memory, as NVIDIA's passes see it (faithful presets), instead of read through the PTX model (default: false) |
//! | `async-at-issue-only` | bool | **unsound**, for the harness: a `cp.async` copy counts at its issue only and its waits touch nothing, as if it were a plain load and store (default: false; docs/design.md §9.2) |
//! | `legacy-sync-model` | bool | **unsound**, for the harness: the conflict definition before issue 27 — atomics and PTX `volatile` never conflict with atomics, no signals to other CTAs, race freedom implies injective slots whatever else synchronizes (default: false; always on in the `faithful` flavour, which reproduces passes calibrated under it; docs/design.md §4) |
//! | `wmma-registers-only` | bool | **unsound**, for the harness: `wmma.load`/`wmma.store` touch no memory, as if they moved registers only (default: false; docs/design.md §9) |
//! | `hopper-async` | bool | read bulk/TMA copies, mbarriers, `wgmma`, proxy fences and tensor maps through the PTX model (`syncflow_ir::ptx::hopper`); `0` reads them as unknown memory, as before the harness judged them (default: true; docs/design.md §9.2) |
//! | `ignore-variance-cond` | 0/1 | 1: remove barriers under divergent control too (unsound) |
//! | `ignore-address-space-check` | 0/1 | 1: local and constant accesses count too (conservative) |
//! | `ignore-phi-overhead` | 0/1 | cicc's cost-model knob; no effect here (we have no cost model) |
//! | `disable-complex-branch-dist` | 0/1 | 1: branch-dist looks only inside the barrier's block |
//! | `no-branch-dist` | `f,g` | functions branch-dist skips |
//! | `branch-dist-func-limit` | int, -1 = all | branch-dist handles at most this many functions |
//! | `branch-dist-block-limit` | int, -1 = all | branch-dist skips functions with more blocks |
//! | `branch-dist-norm` | 0/1 | branch-dist's meet: 0 = OR (some path), 1 = AND (every path; unsound) |
//! | `dump-branch-dist` | bool | print cicc's diagnostic line for each branch-dist removal |
//! | `iteration-limit` | int, -1 = none | at most this many removals per pass and function (cicc's iteration gate) |
//! | `basic-dbe-mode` | `documented`, `observed` | faithful basic-dbe as seed 001 describes it, or as NVIDIA's binary behaves (docs/cicc-fidelity.md) |
//! | `rescan-after-removal` | 0/1 | 1: re-decide from the first barrier after each removal, cicc's literal loop (same result, slower) |
//! | `sync-mode` | 0–3 | what the `dominance` pass admits (ptxas knob 358; below) |
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

pub use crate::eliminate::PassName;

use serde::{Deserialize, Serialize};
use std::path::Path;
use syncflow_analyses::memory::{BlockShape, EffectOptions, Precision};
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

/// Every knob. cicc's integer-spelled flags are `bool`s written `0`/`1` ([`cicc_flag`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct Knobs {
    /// Sound or faithful.
    pub flavour: Flavour,
    /// The passes, in order.
    pub passes: Vec<PassName>,
    /// Alias precision level (0–3).
    pub precision: u8,
    /// What every launch's block shape is asserted to be (level 3 uses it): `any`, `2d`, `1d`.
    #[serde(default)]
    pub block_shape: BlockShape,
    /// Restart policy.
    pub restart: Restart,
    /// cicc: calls touch no memory.
    pub ignore_call_safety: bool,
    /// cicc: ignore divergence of branch conditions.
    #[serde(with = "cicc_flag")]
    pub ignore_variance_cond: bool,
    /// cicc: every access counts, local and constant too.
    #[serde(with = "cicc_flag")]
    pub ignore_address_space_check: bool,
    /// cicc: cost-model knob (no effect).
    #[serde(with = "cicc_flag")]
    pub ignore_phi_overhead: bool,
    /// cicc: no CFG propagation in branch-dist.
    #[serde(with = "cicc_flag")]
    pub disable_complex_branch_dist: bool,
    /// cicc: functions branch-dist skips, comma-separated.
    pub no_branch_dist: String,
    /// cicc: at most this many functions for branch-dist (-1: all).
    pub branch_dist_func_limit: i64,
    /// cicc: skip functions with more blocks than this (-1: no limit).
    pub branch_dist_block_limit: i64,
    /// cicc: false = OR meet, true = AND meet (any non-zero integer).
    #[serde(with = "cicc_flag")]
    pub branch_dist_norm: bool,
    /// cicc: print a line per branch-dist removal.
    pub dump_branch_dist: bool,
    /// At most this many removals per pass and function (-1: unlimited).
    pub iteration_limit: i64,
    /// ptxas knob 358: what the `dominance` pass admits (0–3; see the module doc).
    #[serde(default = "default_sync_mode")]
    pub sync_mode: u8,
    /// Faithful basic-dbe as documented or as observed in NVIDIA's binary.
    #[serde(default)]
    pub basic_dbe_mode: BasicDbeMode,
    /// After each removal, decide again from the first barrier (cicc's literal loop;
    /// same decisions, slower — see `FunctionContext::removal_loop`).
    #[serde(default, with = "cicc_flag")]
    pub rescan_after_removal: bool,
    /// Inline PTX is opaque (any access to any memory), as NVIDIA's passes see it, rather
    /// than read through the PTX instruction model (`syncflow_ir::ptx`).
    #[serde(default)]
    pub opaque_inline_asm: bool,
    /// **Unsound**, for the harness: a `cp.async` copy's accesses count at the issuing asm
    /// only and its waits touch nothing (`EffectOptions::async_at_issue_only`).
    #[serde(default)]
    pub async_at_issue_only: bool,
    /// **Unsound**, for the harness: the conflict definition before issue 27
    /// (`EffectOptions::legacy_sync_model`).
    #[serde(default)]
    pub legacy_sync_model: bool,
    /// Read Hopper's asynchronous machinery through the PTX model
    /// (`EffectOptions::hopper_async`; on in every preset, `0` reads it as unknown memory).
    #[serde(default = "yes")]
    pub hopper_async: bool,
    /// **Unsound**, for the harness: `wmma.load`/`wmma.store` touch no memory
    /// (`EffectOptions::wmma_registers_only`).
    #[serde(default)]
    pub wmma_registers_only: bool,
    /// Precision 3 uses the slots the input's race freedom proves injective
    /// (`syncflow_analyses::memory::implied`).
    #[serde(default = "yes")]
    pub race_free_slots: bool,
    /// Pinned barriers, `FILE:LINE` each: never removed (`crate::eliminate::pin`).
    #[serde(default)]
    pub keep: Vec<String>,
    /// Every launch's block `[x, y, z]`, asserted (`--block`); `None`: nothing asserted.
    #[serde(default)]
    pub block: Option<[u32; 3]>,
    /// Level 3 uses byte ranges within objects (`syncflow_analyses::memory::footprint`).
    #[serde(default = "yes")]
    pub byte_ranges: bool,
    /// Assume kernel pointer parameters do not overlap (`EffectOptions::noalias_params`).
    #[serde(default)]
    pub noalias_params: bool,
    /// **Unsound**, for the harness: footprint bases never go stale
    /// (`syncflow_analyses::memory::redefinition`).
    #[serde(default)]
    pub bases_ignore_redefinition: bool,
}

/// The serde form of cicc's integer-spelled flags (`ignore-variance-cond = 0`): a `bool`
/// written `0` or `1`, as cicc spells it, in presets and in the JSON report; read from an
/// integer from 0 to 255 (any non-zero one is 1, as cicc reads it) or from `true`/`false`.
pub mod cicc_flag {
    use serde::de::{Error, Unexpected, Visitor};
    use serde::{Deserializer, Serializer};

    /// Writes `0` or `1`.
    pub fn serialize<S: Serializer>(flag: &bool, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_u8(u8::from(*flag))
    }

    /// Reads an integer from 0 to 255 or a boolean.
    pub fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<bool, D::Error> {
        deserializer.deserialize_any(FlagVisitor)
    }

    struct FlagVisitor;

    impl Visitor<'_> for FlagVisitor {
        type Value = bool;

        fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
            f.write_str("0, 1, true or false")
        }
        fn visit_bool<E: Error>(self, v: bool) -> Result<bool, E> {
            Ok(v)
        }
        fn visit_u64<E: Error>(self, v: u64) -> Result<bool, E> {
            match u8::try_from(v) {
                Ok(v) => Ok(v != 0),
                Err(_) => Err(E::invalid_value(Unexpected::Unsigned(v), &self)),
            }
        }
        fn visit_i64<E: Error>(self, v: i64) -> Result<bool, E> {
            match u8::try_from(v) {
                Ok(v) => Ok(v != 0),
                Err(_) => Err(E::invalid_value(Unexpected::Signed(v), &self)),
            }
        }
    }
}

fn yes() -> bool {
    true
}

/// `128`, `16,8`, `8,8,4`: a block of at most 1024 threads, each dimension within the
/// hardware's limits (x, y ≤ 1024, z ≤ 64).
pub fn parse_block(text: &str) -> Option<[u32; 3]> {
    let parts: Vec<&str> = text.split(',').map(str::trim).collect();
    if parts.is_empty() || parts.len() > 3 {
        return None;
    }
    let mut dims = [1u32; 3];
    for (k, p) in parts.iter().enumerate() {
        dims[k] = p.parse().ok().filter(|v| *v > 0)?;
    }
    let total = u64::from(dims[0]) * u64::from(dims[1]) * u64::from(dims[2]);
    (dims[0] <= 1024 && dims[1] <= 1024 && dims[2] <= 64 && total <= 1024).then_some(dims)
}

fn default_sync_mode() -> u8 {
    3
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

    fn validate(&self) -> Result<(), KnobError> {
        if self.precision > 3 {
            return Err(KnobError::OutOfRange {
                knob: "precision",
                value: self.precision,
            });
        }
        if self.sync_mode > 3 {
            return Err(KnobError::OutOfRange {
                knob: "sync-mode",
                value: self.sync_mode,
            });
        }
        if let Some([x, y, z]) = self.block {
            if parse_block(&format!("{x},{y},{z}")).is_none() {
                return Err(KnobError::BadValue {
                    knob: "block".into(),
                    expected: "positive dimensions of at most 1024 threads (x, y ≤ 1024, z ≤ 64)"
                        .into(),
                    value: format!("[{x}, {y}, {z}]"),
                });
            }
        }
        Ok(())
    }

    /// Applies `name=value`.
    pub fn set(&mut self, assignment: &str) -> Result<(), KnobError> {
        let (name, value) = assignment
            .split_once('=')
            .ok_or_else(|| KnobError::NotAnAssignment(assignment.to_string()))?;
        let (name, value) = (name.trim(), value.trim());
        let bad = |what: &str| KnobError::BadValue {
            knob: name.to_string(),
            expected: what.to_string(),
            value: value.to_string(),
        };
        let int = || value.parse::<i64>().map_err(|_| bad("an integer"));
        let flag = || -> Result<u8, KnobError> {
            match value {
                "0" | "false" => Ok(0),
                "1" | "true" => Ok(1),
                _ => Err(bad("0 or 1")),
            }
        };
        match name {
            "flavour" | "flavor" => {
                self.flavour = match value {
                    "sound" => Flavour::Sound,
                    "faithful" => Flavour::Faithful,
                    _ => return Err(bad("sound or faithful")),
                }
            }
            "passes" => {
                self.passes = value
                    .split(',')
                    .map(str::trim)
                    .filter(|s| !s.is_empty())
                    .map(|s| {
                        PassName::parse(s).ok_or_else(|| {
                            let names: Vec<&str> =
                                PassName::ALL.iter().map(|p| p.as_str()).collect();
                            bad(&format!("a list of {}", names.join(", ")))
                        })
                    })
                    .collect::<Result<_, _>>()?;
            }
            "precision" => {
                self.precision = match value {
                    "0" => 0,
                    "1" => 1,
                    "2" => 2,
                    "3" => 3,
                    _ => return Err(bad("0, 1, 2 or 3")),
                }
            }
            "block-shape" => {
                self.block_shape = match value {
                    "any" | "3d" => BlockShape::Any,
                    "2d" => BlockShape::TwoD,
                    "1d" => BlockShape::OneD,
                    _ => return Err(bad("any, 2d or 1d")),
                }
            }
            "restart" => {
                self.restart = match value {
                    "full" => Restart::Full,
                    "incremental" => Restart::Incremental,
                    "never" => Restart::Never,
                    _ => return Err(bad("full, incremental or never")),
                }
            }
            "ignore-call-safety" => self.ignore_call_safety = flag()? == 1,
            "opaque-inline-asm" => self.opaque_inline_asm = flag()? == 1,
            "async-at-issue-only" => self.async_at_issue_only = flag()? == 1,
            "legacy-sync-model" => self.legacy_sync_model = flag()? == 1,
            "hopper-async" => self.hopper_async = flag()? == 1,
            "wmma-registers-only" => self.wmma_registers_only = flag()? == 1,
            "race-free-slots" => self.race_free_slots = flag()? == 1,
            "byte-ranges" => self.byte_ranges = flag()? == 1,
            "noalias-params" => self.noalias_params = flag()? == 1,
            "bases-ignore-redefinition" => self.bases_ignore_redefinition = flag()? == 1,
            "block" => {
                self.block = match value {
                    "none" | "" => None,
                    dims => Some(parse_block(dims).ok_or_else(|| {
                        bad("X[,Y[,Z]] with positive dimensions of at most 1024 threads, or none")
                    })?),
                }
            }
            "keep" => {
                for place in value.split(',').map(str::trim).filter(|p| !p.is_empty()) {
                    match place.rsplit_once(':') {
                        Some((file, line))
                            if !file.is_empty() && line.parse::<u32>().is_ok_and(|l| l > 0) =>
                        {
                            self.keep.push(place.to_string())
                        }
                        _ => return Err(bad("FILE:LINE, comma-separated")),
                    }
                }
            }
            "ignore-variance-cond" => self.ignore_variance_cond = flag()? == 1,
            "ignore-address-space-check" => self.ignore_address_space_check = flag()? == 1,
            "ignore-phi-overhead" => self.ignore_phi_overhead = flag()? == 1,
            "disable-complex-branch-dist" => self.disable_complex_branch_dist = flag()? == 1,
            "no-branch-dist" => self.no_branch_dist = value.to_string(),
            "branch-dist-func-limit" => self.branch_dist_func_limit = int()?,
            "branch-dist-block-limit" => self.branch_dist_block_limit = int()?,
            "branch-dist-norm" => self.branch_dist_norm = int()? != 0,
            "dump-branch-dist" => self.dump_branch_dist = flag()? == 1,
            "iteration-limit" => self.iteration_limit = int()?,
            "basic-dbe-mode" => {
                self.basic_dbe_mode = match value {
                    "documented" => BasicDbeMode::Documented,
                    "observed" => BasicDbeMode::Observed,
                    _ => return Err(bad("documented or observed")),
                }
            }
            "rescan-after-removal" => self.rescan_after_removal = flag()? == 1,
            "sync-mode" => {
                self.sync_mode = match value {
                    "0" => 0,
                    "1" => 1,
                    "2" => 2,
                    "3" => 3,
                    _ => return Err(bad("0, 1, 2 or 3")),
                }
            }
            _ => return Err(KnobError::UnknownKnob(name.to_string())),
        }
        Ok(())
    }

    /// The effect options these knobs ask for (how calls and address spaces are read).
    pub fn effect_options(&self) -> EffectOptions {
        EffectOptions {
            ignore_call_safety: self.ignore_call_safety,
            ignore_address_space_check: self.ignore_address_space_check,
            opaque_inline_asm: self.opaque_inline_asm,
            async_at_issue_only: self.async_at_issue_only,
            hopper_async: self.hopper_async,
            wmma_registers_only: self.wmma_registers_only,
            // The faithful flavour reproduces NVIDIA's passes, which read memory as cicc does:
            // they know nothing of §4's ordering rules, so they keep the definition they were
            // calibrated under (docs/cicc-fidelity.md).
            legacy_sync_model: self.legacy_sync_model || self.flavour == Flavour::Faithful,
            block: self.block,
            byte_ranges: self.byte_ranges,
            noalias_params: self.noalias_params,
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

    /// Every knob, by name, with its value here and what it takes — read off the two places
    /// a knob is declared (its field's serialised name and value, and [`Knobs::set`]'s
    /// answer to a value no knob takes), so `--help` cannot drift from them.
    pub fn catalogue(&self) -> Vec<KnobInfo> {
        let Ok(serde_json::Value::Object(fields)) = serde_json::to_value(self) else {
            return Vec::new();
        };
        fields
            .into_iter()
            .map(|(name, value)| {
                let value = match value {
                    serde_json::Value::Null => "(none)".into(),
                    serde_json::Value::String(s) if s.is_empty() => "(none)".into(),
                    serde_json::Value::String(s) => s,
                    serde_json::Value::Array(items) if items.is_empty() => "(none)".into(),
                    serde_json::Value::Array(items) => items
                        .iter()
                        .map(|i| i.as_str().map_or_else(|| i.to_string(), str::to_string))
                        .collect::<Vec<_>>()
                        .join(","),
                    other => other.to_string(),
                };
                let takes = match self.clone().set(&format!("{name}=\u{1}")) {
                    Err(KnobError::BadValue { expected, .. }) => expected,
                    _ => "any text".to_string(),
                };
                KnobInfo { name, value, takes }
            })
            .collect()
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
mod tests;
