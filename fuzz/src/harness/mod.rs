//! # The soundness harness
//!
//! For each generated kernel and each [`Eliminator`], the harness runs the interpreter on the
//! input module and on the eliminator's output (the input printed without the removed
//! instructions, and on AMDGPU with the fences it narrows to LDS tagged so, by
//! [`print_module_narrowed`], then parsed again — so the printer is exercised too),
//! each under every schedule of [`explored_schedules`]: the launch's own, thread 0 first
//! ([`Schedule::ThreadFirst`]) and the last thread last ([`Schedule::ThreadLast`]), with
//! the launch's CTAs running together ([`harness_launch`]: two CTAs of the grid,
//! concurrently, so a release in one CTA and an acquire in the other are exercised). A
//! removal set is **unsound** ([`judge_runs`]) when some explored run of the output has
//!
//! * a race or a barrier divergence that no run of the input had (the happens-before
//!   detector, [`crate::interp::hb`]), or
//! * a different value read (per thread and instruction, [`RunReport::values`]) where every
//!   input run read the same, or a different final global memory where every input run left
//!   the same.
//!
//! Findings and values are compared by instruction: an output instruction is mapped back to
//! the input instruction it was printed from (the output is the input minus the removed
//! lines, so the k-th instruction of an output function is the k-th kept one of the input).
//! The input also runs under [`Schedule::Reverse`], which only tells which of its results
//! depend on the order threads run in: those (an atomic's ticket, a sum of atomic tickets
//! in global memory) are not compared; an input with any ([`InputRuns::deterministic`]
//! false) is counted by the campaign.
//!
//! A judgement in which some run of either program stopped before its end (the step limit,
//! a refusal, a fault, a deadlock of the input) and nothing new was found in what ran is
//! **inconclusive** ([`Verdict::inconclusive`], [`verdict`]'s table): never a pass, never
//! unsound, counted per eliminator and failing the campaign.
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
mod table;
pub mod verdict;
pub mod via_ptx;

pub use campaign::{
    case_seed, run_campaign, Campaign, CampaignConfig, Counterexample, EliminatorStats, OracleStats,
};

pub use verdict::{Inconclusive, Side, StopCause, Verdict};

pub use crate::interp::{describe_barrier, FindingKey, InstMap};

use crate::gen::GeneratedKernel;
use crate::interp::{Interpreter, LaunchConfig, RunReport, Schedule, UniformClaims};
use std::collections::{BTreeSet, HashMap};
use syncflow_ir::{
    parse_module, print_module_narrowed, CallTarget, FunctionId, InstId, LocalDef, LocalId, Module,
    Removal, SpecialRegister,
};

/// A barrier eliminator under test.
pub trait Eliminator: Send + Sync {
    /// Its name (`basic-dbe`, `remove-all`).
    fn name(&self) -> &str;
    /// The preset it runs with (`sound`, `cicc`, …).
    fn preset(&self) -> &str;
    /// The instructions it removes from `module`.
    fn run(&self, module: &Module) -> BTreeSet<Removal>;
    /// Everything it changes in `module`: its removals and, on AMDGPU, the barrier groups'
    /// fences it narrows to LDS (`narrow-lds`, docs/design.md §4.5), which the harness judges
    /// too (the output's fences then order LDS only). By default [`Eliminator::run`]'s
    /// removals and no narrowing.
    fn edits(&self, module: &Module) -> Edits {
        Edits {
            removed: self.run(module),
            narrowed: BTreeSet::new(),
        }
    }
    /// True when a campaign must find it sound (CI fails otherwise). By default: the `sound`
    /// preset.
    fn must_be_sound(&self) -> bool {
        self.preset() == "sound"
    }
}

/// What an eliminator does to a module: the instructions it removes and the fences it narrows
/// to LDS (each printed with `!mmra` tags naming `local`: [`print_module_narrowed`]).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Edits {
    /// The removed instructions (a barrier group's three members on AMDGPU).
    pub removed: BTreeSet<Removal>,
    /// The fences narrowed to LDS.
    pub narrowed: BTreeSet<Removal>,
}

impl Edits {
    /// Removals alone.
    pub fn removing(removed: BTreeSet<Removal>) -> Edits {
        Edits {
            removed,
            narrowed: BTreeSet::new(),
        }
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

/// Every barrier an eliminator may remove, in every defined function: the removal
/// candidates, and every AMDGPU barrier group, its fences narrowed to LDS or not (an
/// LDS-only kernel's groups are candidates under the `lds-groups` knob, docs/design.md §4.5).
pub fn candidate_barriers(module: &Module) -> Vec<Removal> {
    let mut out = Vec::new();
    for (fid, f) in module.functions.iter_enumerated() {
        for (inst, b) in module.barriers(f) {
            let group = || {
                module
                    .amdgpu_barrier_group(f, inst)
                    .is_some_and(|g| g.barrier == inst)
            };
            if b.kind.is_removal_candidate() || group() {
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

/// The launch the harness runs a generated kernel with: the CTAs the generator chose (one,
/// or both CTAs of a grid idiom), else the grid's first two (in grid order; one when the grid
/// has one), running together ([`LaunchConfig::concurrent_ctas`]). A kernel written for one
/// CTA indexes global memory by thread, not by block, so a second CTA would race with it.
pub fn harness_launch(launch: &LaunchConfig) -> LaunchConfig {
    let [gx, gy, gz] = launch.grid;
    let total = u64::from(gx) * u64::from(gy) * u64::from(gz);
    let ctas = if launch.ctas.is_empty() {
        (0..total.min(2))
            .map(|l| {
                let l = l as u32;
                [l % gx, (l / gx) % gy, l / (gx * gy)]
            })
            .collect()
    } else {
        launch.ctas.clone()
    };
    LaunchConfig {
        ctas,
        concurrent_ctas: true,
        ..launch.clone()
    }
}

/// The schedules the judge explores: the launch's own, thread 0 first, and the last thread
/// of the launch last (the CTAs run together: the last thread of the last CTA).
pub fn explored_schedules(launch: &LaunchConfig) -> Vec<Schedule> {
    let per_cta = launch.block.iter().product::<u32>().max(1);
    let ctas = if launch.concurrent_ctas {
        launch.ctas.len().max(1) as u32
    } else {
        1
    };
    vec![
        launch.schedule,
        Schedule::ThreadFirst { thread: 0 },
        Schedule::ThreadLast {
            thread: per_cta * ctas - 1,
        },
    ]
}

/// Which thread read what at which (input) instruction: [`RunReport::values`]' key.
type ValueKey = (u32, FunctionId, InstId);

/// The input's runs under the explored schedules (and one more, reversed, that only tells
/// which results depend on the order threads run in), shared by every eliminator.
#[derive(Clone, Debug)]
pub struct InputRuns {
    /// One run per schedule of [`explored_schedules`], then the reverse schedule; values
    /// recorded.
    pub runs: Vec<(Schedule, RunReport)>,
    /// Every run left the same global memory and read the same values everywhere.
    pub deterministic: bool,
    /// Compare what the output computes (values read, final memory) with this (true by
    /// default); false: judge on races and divergences only.
    pub compare_values: bool,
    /// With `compare_values`: compare the values read, instruction by instruction (true by
    /// default), besides the final memory. False where output instructions cannot be mapped
    /// back one to one: a PTX module re-lowered without a `bar.sync` may place its SSA
    /// differently (`via_ptx`).
    pub compare_reads: bool,
    /// The values every run read alike: an output run must read them too.
    stable: HashMap<ValueKey, u64>,
    /// Every (thread, instruction) some run read at.
    seen: std::collections::HashSet<ValueKey>,
    /// The final global memory, when every run left the same.
    memory: Option<u64>,
    /// How many of `runs` are under [`explored_schedules`]; the others (reversed, other CTAs'
    /// thread 0 first) only tell which results depend on the order threads run in.
    explored: usize,
}

impl InputRuns {
    /// Runs `kernel` of `input` under every explored schedule of `launch`, and reversed.
    pub fn new(input: &Module, kernel: FunctionId, launch: &LaunchConfig) -> InputRuns {
        let interp = Interpreter::new(input);
        let mut schedules = explored_schedules(launch);
        let explored = schedules.len();
        schedules.push(Schedule::Reverse { quantum: 1000 });
        // Every other CTA's thread 0 first, and each CTA alone first: which CTA takes a lock
        // or a ticket first is the input's own nondeterminism, and must show among the
        // input's runs, not first in an output's (whose removals change the CTAs' timing). A
        // CTA that passes barriers on its way to the lock wins only when it runs alone
        // (thread 0 first stops at the first barrier, and the other CTA overtakes it).
        if launch.concurrent_ctas && launch.ctas.len() > 1 {
            let per_cta = launch.block.iter().product::<u32>().max(1);
            for c in 1..launch.ctas.len() as u32 {
                schedules.push(Schedule::ThreadFirst {
                    thread: c * per_cta,
                });
            }
            for cta in 0..launch.ctas.len() as u32 {
                schedules.push(Schedule::CtaFirst { cta });
            }
        }
        let runs: Vec<(Schedule, RunReport)> = schedules
            .into_iter()
            .map(|schedule| {
                let cfg = LaunchConfig {
                    schedule,
                    record_values: true,
                    ..launch.clone()
                };
                (schedule, interp.run(kernel, &cfg))
            })
            .collect();
        let first = &runs[0].1;
        let memory = runs
            .iter()
            .all(|(_, r)| r.memory_digest == first.memory_digest)
            .then_some(first.memory_digest);
        let mut seen = std::collections::HashSet::new();
        for (_, r) in &runs {
            seen.extend(r.values.keys().copied());
        }
        let stable: HashMap<ValueKey, u64> = seen
            .iter()
            .filter_map(|k| {
                let v = first.values.get(k)?;
                runs.iter()
                    .all(|(_, r)| r.values.get(k) == Some(v))
                    .then_some((*k, *v))
            })
            .collect();
        InputRuns {
            deterministic: memory.is_some() && stable.len() == seen.len(),
            compare_values: true,
            compare_reads: true,
            runs,
            stable,
            seen,
            memory,
            explored,
        }
    }

    /// The run under the launch's own schedule.
    pub fn first(&self) -> &RunReport {
        &self.runs[0].1
    }

    /// True when some run under an explored schedule had a race or divergence. (Under the
    /// extra schedules a generated consumer's bounded spin may give up before its producer
    /// runs and read unpublished data: that tells the order matters, not that the kernel
    /// races when its producer gets to run.)
    pub fn racy(&self) -> bool {
        self.runs[..self.explored]
            .iter()
            .any(|(_, r)| !r.is_clean())
    }
}

/// Parses, runs and compares: the core of the harness. `input_report`'s findings count as
/// the input's, besides those of its runs under every explored schedule ([`judge_runs`]).
pub fn judge(
    input: &Module,
    kernel: FunctionId,
    launch: &LaunchConfig,
    input_report: &RunReport,
    removed: &BTreeSet<Removal>,
) -> Verdict {
    let mut runs = InputRuns::new(input, kernel, launch);
    // Its findings only: the reference values are those of the explored runs.
    runs.runs.push((launch.schedule, input_report.clone()));
    judge_runs(input, kernel, launch, &runs, removed)
}

/// Judges one removal set against the input's runs: the output runs under each explored
/// schedule (stopping at the first that shows something new).
pub fn judge_runs(
    input: &Module,
    kernel: FunctionId,
    launch: &LaunchConfig,
    input_runs: &InputRuns,
    removed: &BTreeSet<Removal>,
) -> Verdict {
    judge_edits(
        input,
        kernel,
        launch,
        input_runs,
        &Edits::removing(removed.clone()),
    )
}

/// [`judge_runs`] for removals and narrowed fences together: the output is the input without
/// `edits.removed` and with `edits.narrowed` ordering LDS only.
pub fn judge_edits(
    input: &Module,
    kernel: FunctionId,
    launch: &LaunchConfig,
    input_runs: &InputRuns,
    edits: &Edits,
) -> Verdict {
    let removed = &edits.removed;
    let candidates = candidate_barriers(input);
    let mut verdict = Verdict {
        barriers: candidates.len(),
        // Barriers, not instructions: an AMDGPU group's removal names its three members.
        removed: candidates.iter().filter(|c| removed.contains(c)).count(),
        new_findings: Vec::new(),
        new_race: None,
        print_error: None,
        inconclusive: None,
    };
    if removed.is_empty() && edits.narrowed.is_empty() {
        return verdict;
    }
    let text = match print_module_narrowed(input, removed, &edits.narrowed) {
        Ok(t) => t,
        Err(e) => {
            verdict.print_error = Some(e.to_string());
            return verdict;
        }
    };
    // What the input did not reach cannot be compared: an explored input run that stopped
    // early makes the judgement inconclusive before the output runs.
    if let Some(why) = input_runs.runs[..input_runs.explored]
        .iter()
        .find_map(|(schedule, r)| Inconclusive::of(Side::Input, *schedule, r))
    {
        verdict.inconclusive = Some(why);
        return verdict;
    }
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
    let identity = InstMap::identity(input);
    let mut before = BTreeSet::new();
    for (_, r) in &input_runs.runs {
        before.extend(identity.keys(input, r));
    }
    let map = InstMap::new(input, &output, removed);
    let interp = Interpreter::new(&output);
    for schedule in explored_schedules(launch) {
        let cfg = LaunchConfig {
            schedule,
            record_values: true,
            ..launch.clone()
        };
        let out_report = interp.run(out_kernel, &cfg);
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
        // An output run that stopped before its end (the step limit, a refusal, a fatal
        // fault) has shown nothing beyond what it found in what ran: its values and final
        // memory are not compared, and the judgement is inconclusive unless another
        // schedule shows something new (issue 39). A deadlock no input run had is found
        // above, as a new divergence.
        if let Some(why) = Inconclusive::of(Side::Output, schedule, &out_report) {
            verdict.inconclusive.get_or_insert(why);
        } else if verdict.new_findings.is_empty() && input_runs.compare_values {
            if let Some(d) = value_difference(input, &output, &map, input_runs, &out_report) {
                verdict
                    .new_findings
                    .push(format!("under the {} schedule, {d}", schedule.name()));
            }
        }
        if !verdict.new_findings.is_empty() {
            verdict.inconclusive = None;
            break;
        }
    }
    verdict
}

/// How the output's run differs from the input's in what it computed: a value every input
/// run read alike (keyed by input instruction) that it reads differently or not at all, a
/// read at a place no input run read at, or, when every input run left the same global
/// memory, a different one.
fn value_difference(
    input: &Module,
    output: &Module,
    map: &InstMap,
    reference: &InputRuns,
    out: &RunReport,
) -> Option<String> {
    let mapped: HashMap<ValueKey, u64> = out
        .values
        .iter()
        .map(|((t, f, i), h)| {
            let (f, i) = map.map(output, *f, *i);
            ((*t, f, i), *h)
        })
        .collect();
    let mut differing: Vec<&ValueKey> = reference
        .stable
        .iter()
        .filter(|_| reference.compare_reads)
        .filter(|(k, v)| mapped.get(k) != Some(v))
        .map(|(k, _)| k)
        .chain(
            mapped
                .keys()
                .filter(|k| reference.compare_reads && !reference.seen.contains(k)),
        )
        .collect();
    differing.sort();
    if let Some(&&(t, f, i)) = differing.first() {
        let func = &input.functions[f];
        let inst = &func.insts[i];
        return Some(format!(
            "thread {t} of the launch reads different values at {} in @{} (`{}`) than in the input",
            input.place_string(inst),
            func.name,
            input.source[inst.span.range()].trim()
        ));
    }
    reference
        .memory
        .is_some_and(|m| m != out.memory_digest)
        .then(|| "the final global memory differs from the input's".to_string())
}

/// The removed barriers that alone introduce a finding (at most `limit` are tried).
pub fn offending_barriers(
    input: &Module,
    kernel: FunctionId,
    launch: &LaunchConfig,
    input_runs: &InputRuns,
    removed: &BTreeSet<Removal>,
    limit: usize,
) -> Vec<Removal> {
    removed
        .iter()
        .take(limit)
        .filter(|r| {
            let one: BTreeSet<Removal> = [**r].into_iter().collect();
            judge_runs(input, kernel, launch, input_runs, &one).unsound()
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
    let launch = harness_launch(&kernel.launch);
    let input = InputRuns::new(&module, f, &launch);
    let edits = eliminator.edits(&module);
    Ok(judge_edits(&module, f, &launch, &input, &edits))
}
