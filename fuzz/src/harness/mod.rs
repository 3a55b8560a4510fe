//! # The soundness harness
//!
//! For each generated kernel and each [`Eliminator`], the harness runs the interpreter on the
//! input module and on the eliminator's output (the input printed without the removed
//! instructions by [`print_module`], then parsed again — so the printer is exercised too). A
//! removal set is **unsound** when the output has a race or a barrier divergence the input did
//! not have. Findings are compared by instruction: an output instruction is mapped back to the
//! input instruction it was printed from (the output is the input minus the removed lines, so
//! the k-th instruction of an output function is the k-th kept one of the input).
//!
//! For an unsound case the harness names the **offending barrier** (the removed barrier whose
//! removal alone introduces a finding; if none does alone, the removal set is reported as an
//! interaction) and, for the first few cases of each eliminator, **minimizes** the kernel
//! ([`minimize`]) and writes it as `.ll` with a header naming the barrier and the race.
//!
//! Uniformity is checked dynamically through [`UniformityOracle`]: every value an oracle calls
//! uniform must be equal in every thread that computes it (the n-th definition in one thread
//! equals the n-th in every other), in every run.
//!
//! The eliminators themselves live in `syncflow-transforms`; this module defines the trait
//! they are driven through, two reference implementations, [`RemoveAll`] (removes every
//! candidate barrier: must be caught) and [`RemoveNone`] (must never be), and the adapters
//! of syncflow's presets and passes ([`adapters`]).

pub mod adapters;
mod campaign;
pub mod minimize;
pub mod via_ptx;

pub use campaign::{
    case_seed, run_campaign, Campaign, CampaignConfig, Counterexample, EliminatorStats, OracleStats,
};

use crate::gen::GeneratedKernel;
use crate::interp::{Divergence, Interpreter, LaunchConfig, Race, RunReport, UniformClaims};
use std::collections::{BTreeSet, HashMap};
use syncflow_ir::{
    parse_module, print_module, CallTarget, FunctionId, InstId, LocalDef, LocalId, Module, Removal,
    SpecialRegister,
};

/// A barrier eliminator under test.
pub trait Eliminator: Send + Sync {
    /// Its name (`basic-dbe`, `remove-all`).
    fn name(&self) -> &str;
    /// The preset it runs with (`sound`, `cicc`, …).
    fn preset(&self) -> &str;
    /// The instructions it removes from `module`.
    fn run(&self, module: &Module) -> BTreeSet<Removal>;
    /// True when a campaign must find it sound (CI fails otherwise). By default: the `sound`
    /// preset.
    fn must_be_sound(&self) -> bool {
        self.preset() == "sound"
    }
}

/// Removes every removal-candidate barrier of every function: unsound on any kernel that
/// needs a barrier, so the harness must catch it.
#[derive(Clone, Copy, Debug, Default)]
pub struct RemoveAll;

impl Eliminator for RemoveAll {
    fn name(&self) -> &str {
        "remove-all"
    }
    fn preset(&self) -> &str {
        "reference"
    }
    fn run(&self, module: &Module) -> BTreeSet<Removal> {
        candidate_barriers(module).into_iter().collect()
    }
}

/// Removes nothing: sound by definition, so it must never be reported.
#[derive(Clone, Copy, Debug, Default)]
pub struct RemoveNone;

impl Eliminator for RemoveNone {
    fn name(&self) -> &str {
        "remove-none"
    }
    fn preset(&self) -> &str {
        "reference"
    }
    fn run(&self, _module: &Module) -> BTreeSet<Removal> {
        BTreeSet::new()
    }
    fn must_be_sound(&self) -> bool {
        true
    }
}

/// The eliminators the `soundness` binary runs: the two references, then syncflow's own
/// ([`adapters::pipelines`]).
pub fn registry() -> Vec<Box<dyn Eliminator>> {
    let mut all: Vec<Box<dyn Eliminator>> = vec![Box::new(RemoveAll), Box::new(RemoveNone)];
    for p in adapters::pipelines() {
        all.push(Box::new(p));
    }
    all
}

/// Every removal-candidate barrier of every defined function.
pub fn candidate_barriers(module: &Module) -> Vec<Removal> {
    let mut out = Vec::new();
    for (fid, f) in module.functions.iter_enumerated() {
        for (inst, b) in module.barriers(f) {
            if b.kind.is_removal_candidate() {
                out.push(Removal {
                    function: fid,
                    inst,
                });
            }
        }
    }
    out
}

/// A source of uniformity claims under test.
pub trait UniformityOracle: Send + Sync {
    /// Its name.
    fn name(&self) -> &str;
    /// The values of `function` it calls uniform.
    fn uniform_values(&self, module: &Module, function: FunctionId) -> Vec<LocalId>;
}

/// A closure as a [`UniformityOracle`].
pub struct ClaimFn<F> {
    name: String,
    claims: F,
}

impl<F> ClaimFn<F>
where
    F: Fn(&Module, FunctionId) -> Vec<LocalId> + Send + Sync,
{
    /// Wraps `claims` under `name`.
    pub fn new(name: &str, claims: F) -> ClaimFn<F> {
        ClaimFn {
            name: name.to_string(),
            claims,
        }
    }
}

impl<F> UniformityOracle for ClaimFn<F>
where
    F: Fn(&Module, FunctionId) -> Vec<LocalId> + Send + Sync,
{
    fn name(&self) -> &str {
        &self.name
    }
    fn uniform_values(&self, module: &Module, function: FunctionId) -> Vec<LocalId> {
        (self.claims)(module, function)
    }
}

/// A trivially sound claim source, to exercise the hook until the uniformity analysis lands:
/// in kernels, the parameters and the results of `ctaid`, `ntid` and `nctaid` reads are
/// uniform (and so are constants, which are not values here).
#[derive(Clone, Copy, Debug, Default)]
pub struct IdsAreUniform;

impl UniformityOracle for IdsAreUniform {
    fn name(&self) -> &str {
        "ids-are-uniform"
    }
    fn uniform_values(&self, module: &Module, function: FunctionId) -> Vec<LocalId> {
        let f = &module.functions[function];
        if !f.is_kernel {
            return Vec::new();
        }
        f.locals
            .iter_enumerated()
            .filter(|(_, l)| match l.def {
                LocalDef::Param(_) => true,
                LocalDef::Inst(i) => matches!(
                    module.call_target(f, i),
                    Some(CallTarget::Pure(
                        syncflow_ir::PureIntrinsic::SpecialRegister(
                            SpecialRegister::BlockId(_)
                                | SpecialRegister::BlockDim(_)
                                | SpecialRegister::GridDim(_)
                        )
                    ))
                ),
            })
            .map(|(id, _)| id)
            .collect()
    }
}

/// The claims of `oracle` for every defined function of `module`.
pub fn claims_of(oracle: &dyn UniformityOracle, module: &Module) -> UniformClaims {
    let mut claims = UniformClaims::default();
    for (fid, f) in module.functions.iter_enumerated() {
        if f.is_defined {
            for l in oracle.uniform_values(module, fid) {
                claims.claim(fid, l);
            }
        }
    }
    claims
}

/// A finding, keyed by input instructions so input and output findings compare.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum FindingKey {
    /// A race between two instructions (unordered pair).
    Race((FunctionId, InstId), (FunctionId, InstId)),
    /// Divergence at these barrier instructions.
    Divergence(&'static str, Vec<(FunctionId, InstId)>),
}

/// Maps output instructions back to input instructions after `removed`.
#[derive(Clone, Debug)]
pub struct InstMap {
    kept: HashMap<String, Vec<InstId>>,
    input_ids: HashMap<String, FunctionId>,
}

impl InstMap {
    /// The map for `input` printed without `removed`.
    pub fn new(input: &Module, removed: &BTreeSet<Removal>) -> InstMap {
        let mut kept = HashMap::new();
        let mut input_ids = HashMap::new();
        for (fid, f) in input.functions.iter_enumerated() {
            let insts: Vec<InstId> = f
                .insts
                .indices()
                .filter(|i| {
                    !removed.contains(&Removal {
                        function: fid,
                        inst: *i,
                    })
                })
                .collect();
            kept.insert(f.name.clone(), insts);
            input_ids.insert(f.name.clone(), fid);
        }
        InstMap { kept, input_ids }
    }

    /// The identity map (for findings of the input itself).
    pub fn identity(input: &Module) -> InstMap {
        InstMap::new(input, &BTreeSet::new())
    }

    /// The input instruction that output instruction `i` of function `f` of `output` was
    /// printed from.
    pub fn map(&self, output: &Module, f: FunctionId, i: InstId) -> (FunctionId, InstId) {
        let name = &output.functions[f].name;
        let fid = self.input_ids.get(name).copied().unwrap_or(f);
        let inst = self
            .kept
            .get(name)
            .and_then(|v| v.get(i.index()))
            .copied()
            .unwrap_or(i);
        (fid, inst)
    }

    /// The key of race `r` (found in a run of `module`).
    pub fn race_key(&self, module: &Module, r: &Race) -> FindingKey {
        let a = self.map(module, r.first.function_id, r.first.inst);
        let b = self.map(module, r.second.function_id, r.second.inst);
        FindingKey::Race(a.min(b), a.max(b))
    }

    /// The key of divergence `d` (found in a run of `module`).
    pub fn divergence_key(&self, module: &Module, d: &Divergence) -> FindingKey {
        let (kind, sites): (&'static str, Vec<_>) = match d {
            Divergence::DifferentBarriers { first, second } => (
                "different-barriers",
                vec![first, second]
                    .into_iter()
                    .map(|s| self.map(module, s.function_id, s.inst))
                    .collect(),
            ),
            Divergence::ExitedWhileWaiting { waiting, .. } => (
                "exited",
                vec![self.map(module, waiting.function_id, waiting.inst)],
            ),
            Divergence::Deadlock { waiting } => (
                "deadlock",
                waiting
                    .iter()
                    .map(|s| self.map(module, s.function_id, s.inst))
                    .collect(),
            ),
        };
        FindingKey::Divergence(kind, sites)
    }

    /// The keys of the races and divergences of `report` (a run of `module`).
    pub fn keys(&self, module: &Module, report: &RunReport) -> BTreeSet<FindingKey> {
        let races = report.races.iter().map(|r| self.race_key(module, r));
        let divergences = report
            .divergences
            .iter()
            .map(|d| self.divergence_key(module, d));
        races.chain(divergences).collect()
    }
}

/// The verdict on one eliminator for one kernel.
#[derive(Clone, Debug)]
pub struct Verdict {
    /// Candidate barriers in the input.
    pub barriers: usize,
    /// Instructions removed.
    pub removed: usize,
    /// What the output has that the input had not (empty when sound here).
    pub new_findings: Vec<String>,
    /// The first new race, if any.
    pub new_race: Option<Race>,
    /// The removal set could not be printed (a terminator, or a used value).
    pub print_error: Option<String>,
}

impl Verdict {
    /// True when the removal introduced a race or divergence (or could not be printed).
    pub fn unsound(&self) -> bool {
        !self.new_findings.is_empty() || self.print_error.is_some()
    }
}

/// Parses, runs and compares: the core of the harness. `input_report` is the input's run
/// (shared by every eliminator).
pub fn judge(
    input: &Module,
    kernel: FunctionId,
    launch: &LaunchConfig,
    input_report: &RunReport,
    removed: &BTreeSet<Removal>,
) -> Verdict {
    let barriers = candidate_barriers(input).len();
    let mut verdict = Verdict {
        barriers,
        removed: removed.len(),
        new_findings: Vec::new(),
        new_race: None,
        print_error: None,
    };
    if removed.is_empty() {
        return verdict;
    }
    let text = match print_module(input, removed) {
        Ok(t) => t,
        Err(e) => {
            verdict.print_error = Some(e.to_string());
            return verdict;
        }
    };
    let reparsed = if syncflow_ir::ptx::looks_like_ptx(&input.source) {
        syncflow_ir::ptx::parse_ptx_module(&input.source_name, &text)
    } else {
        parse_module(&input.source_name, &text)
    };
    let output = match reparsed {
        Ok(m) => m,
        Err(e) => {
            verdict.print_error = Some(format!("output does not parse: {e}"));
            return verdict;
        }
    };
    let Some(out_kernel) = output.function_by_name(&input.functions[kernel].name) else {
        verdict.print_error = Some("output lost the kernel".into());
        return verdict;
    };
    let out_report = Interpreter::new(&output).run(out_kernel, launch);
    let before = InstMap::identity(input).keys(input, input_report);
    let map = InstMap::new(input, removed);
    let after = map.keys(&output, &out_report);
    let new: Vec<&FindingKey> = after.difference(&before).collect();
    for r in &out_report.races {
        if new.contains(&&map.race_key(&output, r)) {
            verdict.new_race.get_or_insert_with(|| r.clone());
            verdict.new_findings.push(r.to_string());
        }
    }
    for d in &out_report.divergences {
        if new.contains(&&map.divergence_key(&output, d)) {
            verdict.new_findings.push(d.to_string());
        }
    }
    verdict
}

/// Describes a barrier for reports: `gen.cu:12:3 llvm.nvvm.barrier0 in @kernel` (the `.ll`'s
/// own line and column when it has no debug location).
pub fn describe_barrier(module: &Module, r: &Removal) -> String {
    let f = &module.functions[r.function];
    let inst = &f.insts[r.inst];
    let name = module
        .barrier(f, r.inst)
        .map_or_else(|| "instruction".to_string(), |b| b.intrinsic);
    format!("{} {} in @{}", module.place_string(inst), name, f.name)
}

/// The removed barriers that alone introduce a finding (at most `limit` are tried).
pub fn offending_barriers(
    input: &Module,
    kernel: FunctionId,
    launch: &LaunchConfig,
    input_report: &RunReport,
    removed: &BTreeSet<Removal>,
    limit: usize,
) -> Vec<Removal> {
    removed
        .iter()
        .take(limit)
        .filter(|r| {
            let one: BTreeSet<Removal> = [**r].into_iter().collect();
            judge(input, kernel, launch, input_report, &one).unsound()
        })
        .copied()
        .collect()
}

/// Runs one eliminator on one generated kernel: parse, run input, remove, run output.
pub fn check_generated(
    kernel: &GeneratedKernel,
    eliminator: &dyn Eliminator,
) -> Result<Verdict, String> {
    let module = parse_module(&kernel.file_name.replace(".cu", ".ll"), &kernel.ir)
        .map_err(|e| e.to_string())?;
    let f = module.function_by_name(&kernel.kernel).ok_or("no kernel")?;
    let input_report = Interpreter::new(&module).run(f, &kernel.launch);
    let removed = eliminator.run(&module);
    Ok(judge(&module, f, &kernel.launch, &input_report, &removed))
}
