//! A campaign: many generated kernels, every eliminator and uniformity oracle, in parallel.

use super::minimize::minimize;
use super::{
    claims_of, describe_barrier, harness_launch, judge_edits, offending_barriers, via_ptx, Edits,
    Eliminator, Inconclusive, InputRuns, UniformityOracle, Verdict,
};
use crate::gen::{lower, GenOptions, KernelDesc};
use crate::interp::Interpreter;
use rayon::prelude::*;
use serde::Serialize;
use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::fmt::Write;
use std::path::PathBuf;
use std::time::{Duration, Instant};
use syncflow_ir::{parse_module, Removal};

/// What to run.
#[derive(Clone, Debug)]
pub struct CampaignConfig {
    /// Number of kernels.
    pub cases: usize,
    /// The campaign seed; case `i` is [`KernelDesc::from_seed`]`(`[`case_seed`]`(seed, i))`.
    pub seed: u64,
    /// How many unsound cases per eliminator get an offending barrier and a minimized
    /// counterexample (the rest are counted).
    pub counterexamples: usize,
    /// Candidate modules the minimizer may try per counterexample.
    pub minimize_budget: usize,
    /// Where to write counterexamples (`<eliminator>-<preset>-<case seed>.ll`).
    pub out_dir: Option<PathBuf>,
    /// Generator options.
    pub gen: GenOptions,
    /// Decide on `llc-19`'s PTX of each kernel through the PTX front-end, and judge on the
    /// LLVM source ([`super::via_ptx`]); uniformity claims are checked on the PTX module.
    pub via_ptx: bool,
    /// Judge on races and divergences only, not on values read and final memory
    /// ([`InputRuns::compare_values`]).
    pub races_only: bool,
    /// Also judge every barrier an eliminator keeps, removed alone (issue 42's `check
    /// --ablate` on generated kernels): a kept barrier whose removal no run tells apart from
    /// the input has no witness, and is counted in [`EliminatorStats::kept_no_witness`], the
    /// precision figure next to `unsound` (LLVM path only; one extra judgement per candidate
    /// barrier and kernel, shared by the eliminators that keep it).
    pub kept_witness: bool,
    /// Replaces every launch's step limit (`None`: the generated launch's own). A short one
    /// stops runs early, which the campaign must count as inconclusive (the harness's own
    /// test; `soundness --step-limit`).
    pub step_limit: Option<u64>,
}

impl Default for CampaignConfig {
    fn default() -> Self {
        CampaignConfig {
            cases: 100,
            seed: 1,
            counterexamples: 3,
            minimize_budget: 400,
            out_dir: None,
            gen: GenOptions::default(),
            via_ptx: false,
            races_only: false,
            kept_witness: false,
            step_limit: None,
        }
    }
}

/// The launch a campaign runs a generated kernel with: [`harness_launch`], with the
/// configured step limit.
fn campaign_launch(
    config: &CampaignConfig,
    launch: &crate::interp::LaunchConfig,
) -> crate::interp::LaunchConfig {
    let mut launch = harness_launch(launch);
    if let Some(limit) = config.step_limit {
        launch.step_limit = limit;
    }
    launch
}

/// The seed of case `i` of campaign `seed`.
pub fn case_seed(seed: u64, i: usize) -> u64 {
    seed.wrapping_mul(0x9E37_79B9_7F4A_7C15)
        .wrapping_add(i as u64)
}

/// One unsound case, explained.
#[derive(Clone, Debug, Serialize)]
pub struct Counterexample {
    /// Reproduce with `KernelDesc::from_seed(case_seed)`.
    pub case_seed: u64,
    /// The removed barriers that alone introduce the finding (all removed ones when only
    /// their combination does).
    pub barriers: Vec<String>,
    /// The first new race or divergence.
    pub finding: String,
    /// Instructions before and after minimization.
    pub instructions: (usize, usize),
    /// Where the minimized `.ll` was written.
    pub file: Option<String>,
    /// The minimized module.
    #[serde(skip)]
    pub minimized_ir: String,
}

/// Totals for one eliminator.
#[derive(Clone, Debug, Serialize)]
pub struct EliminatorStats {
    /// Name.
    pub eliminator: String,
    /// Preset.
    pub preset: String,
    /// Whether the campaign fails when it is unsound.
    pub must_be_sound: bool,
    /// Kernels checked.
    pub kernels: usize,
    /// Candidate barriers in them.
    pub barriers: usize,
    /// Barriers removed.
    pub removed: usize,
    /// AMDGPU: kept barrier groups whose fences it narrowed to LDS (judged with the removals).
    pub narrowed: usize,
    /// Kernels on which its removals introduced a race or divergence.
    pub unsound: usize,
    /// Kernels on which the judgement of its removals was inconclusive: nothing new in what
    /// ran, but a run of the input or of the output stopped before its end
    /// ([`super::Verdict::inconclusive`]). Never counted as a pass nor as unsound; fails the
    /// campaign.
    pub inconclusive: usize,
    /// Those judgements by side and cause (`output: step-limit`, `input: deadlock`, …).
    pub inconclusive_causes: BTreeMap<String, usize>,
    /// The first few, as `case SEED: why`.
    pub inconclusive_examples: Vec<String>,
    /// With [`CampaignConfig::kept_witness`]: candidate barriers it kept, over all kernels.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub kept: Option<usize>,
    /// With [`CampaignConfig::kept_witness`]: of those, barriers whose removal alone no run
    /// tells apart from the input ("kept, no witness": where it could be more precise, or
    /// the generated launch does not show the conflict).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub kept_no_witness: Option<usize>,
    /// Uniformity violations (eliminators make no uniformity claims: always 0; the column
    /// is shared with the oracle rows of the table).
    pub uniformity_violations: usize,
    /// Time spent in the eliminator and in judging its output, summed over threads (a removal
    /// set another eliminator already had judged on the same kernel is not judged again).
    pub time_ms: f64,
    /// Explained and minimized unsound cases.
    pub counterexamples: Vec<Counterexample>,
}

/// Totals for one uniformity oracle.
#[derive(Clone, Debug, Serialize)]
pub struct OracleStats {
    /// Name.
    pub oracle: String,
    /// Kernels checked.
    pub kernels: usize,
    /// Values claimed uniform.
    pub claims: usize,
    /// Kernels with a claim violated.
    pub violations: usize,
    /// A few violations, as text.
    pub examples: Vec<String>,
    /// Time, summed over threads.
    pub time_ms: f64,
}

/// A campaign's result.
#[derive(Clone, Debug, Serialize)]
pub struct Campaign {
    /// Kernels generated.
    pub cases: usize,
    /// The seed.
    pub seed: u64,
    /// Wall-clock time.
    pub elapsed_ms: f64,
    /// Generated inputs that themselves had a race or divergence (the generator promises 0).
    pub racy_inputs: usize,
    /// Generated inputs some run of which did not go to its end (a fatal fault, the step
    /// limit, a deadlock; the generator promises 0). Every judgement of a removal on such an
    /// input is also inconclusive, and counted per eliminator.
    pub faulty_inputs: usize,
    /// Generated inputs whose explored runs computed different results (global memory or
    /// values read): judged on races and divergences only.
    pub nondeterministic_inputs: usize,
    /// With `via_ptx`: kernels whose PTX (llc-19's, as the front-end lowers it) did not run
    /// clean in the interpreter although the source did (the lowering's check; must be 0).
    pub ptx_racy_inputs: usize,
    /// The first few such findings.
    pub ptx_input_examples: Vec<String>,
    /// Per eliminator.
    pub eliminators: Vec<EliminatorStats>,
    /// Per uniformity oracle.
    pub uniformity: Vec<OracleStats>,
}

/// One eliminator on one case.
struct ElimResult {
    barriers: usize,
    removed: usize,
    unsound: bool,
    inconclusive: Option<Inconclusive>,
    time: Duration,
    /// With `kept_witness`: (kept, kept without a witness).
    witness: Option<(usize, usize)>,
    /// AMDGPU: the barrier groups whose fences it narrowed to LDS.
    narrowed: usize,
}

struct CaseResult {
    racy: bool,
    faulty: bool,
    nondeterministic: bool,
    ptx_racy: Option<String>,
    /// With `via_ptx`, per eliminator: the first new finding, for the report.
    ptx_findings: Vec<Option<String>>,
    /// Per eliminator.
    per_elim: Vec<ElimResult>,
    per_oracle: Vec<(usize, Option<String>, Duration)>,
}

/// Runs a campaign.
pub fn run_campaign(
    config: &CampaignConfig,
    eliminators: &[Box<dyn Eliminator>],
    oracles: &[Box<dyn UniformityOracle>],
) -> Campaign {
    let start = Instant::now();
    let results: Vec<CaseResult> = (0..config.cases)
        .into_par_iter()
        .map(|i| {
            let k = lower(&KernelDesc::from_seed(case_seed(config.seed, i)), &config.gen);
            let launch = campaign_launch(config, &k.launch);
            let module = parse_module("gen.ll", &k.ir).expect("generated kernels parse");
            let f = module.function_by_name(&k.kernel).expect("kernel");
            let mut input = InputRuns::new(&module, f, &launch);
            input.compare_values = !config.races_only;
            let ptx = config
                .via_ptx
                .then(|| via_ptx::lower_to_ptx(&k.ir).unwrap_or_else(|e| panic!("{e}")));
            let ptx_input = ptx.as_ref().map(|p| {
                let (pf, mut runs) = via_ptx::run_input(p, &k.kernel, &launch);
                runs.compare_values = !config.races_only;
                (pf, runs)
            });
            let mut ptx_findings = Vec::new();
            let candidates: Vec<Removal> = if config.kept_witness && ptx.is_none() {
                super::candidate_barriers(&module)
            } else {
                Vec::new()
            };
            // Many eliminators remove the same barriers: each removal set is judged once.
            let mut judged: HashMap<Edits, Verdict> = HashMap::new();
            let per_elim = eliminators
                .iter()
                .map(|e| {
                    let t = Instant::now();
                    let mut witness: Option<(usize, usize)> = None;
                    let mut narrowed = 0;
                    let v: Verdict = match (&ptx, &ptx_input) {
                        (Some(p), Some((pf, report))) => {
                            let removed = e.run(p);
                            let v = judged
                                .entry(Edits::removing(removed))
                                .or_insert_with_key(|r| {
                                    via_ptx::judge_ptx(p, *pf, &launch, report, &r.removed)
                                })
                                .clone();
                            ptx_findings.push(v.new_findings.first().cloned());
                            v
                        }
                        _ => {
                            let edits = e.edits(&module);
                            let removed = edits.removed.clone();
                            // Two fences per group.
                            narrowed = edits.narrowed.len() / 2;
                            let v = judged
                                .entry(edits)
                                .or_insert_with_key(|r| judge_edits(&module, f, &launch, &input, r))
                                .clone();
                            if config.kept_witness {
                                let kept: Vec<&Removal> =
                                    candidates.iter().filter(|b| !removed.contains(b)).collect();
                                let without = kept
                                    .iter()
                                    .filter(|b| {
                                        // Without a witness: judged, and passed (an
                                        // inconclusive judgement is no evidence either way).
                                        let one = Edits::removing([***b].into_iter().collect());
                                        judged
                                            .entry(one)
                                            .or_insert_with_key(|r| {
                                                judge_edits(&module, f, &launch, &input, r)
                                            })
                                            .passed()
                                    })
                                    .count();
                                witness = Some((kept.len(), without));
                            }
                            v
                        }
                    };
                    ElimResult {
                        barriers: v.barriers,
                        removed: v.removed,
                        unsound: v.unsound(),
                        inconclusive: v.inconclusive.clone().filter(|_| v.is_inconclusive()),
                        time: t.elapsed(),
                        witness,
                        narrowed,
                    }
                })
                .collect();
            let ptx_racy = ptx_input.as_ref().and_then(|(_, runs)| {
                let r = runs.first();
                let first = r
                    .races
                    .first()
                    .map(|x| x.to_string())
                    .or_else(|| r.divergences.first().map(|d| d.to_string()))
                    .or_else(|| r.faults.iter().find(|f| f.is_fatal()).map(|f| f.to_string()))
                    .or_else(|| (!r.completed()).then(|| "did not complete".to_string()));
                first.map(|f| format!("case {}: {f}", case_seed(config.seed, i)))
            });
            // Uniformity claims are checked on the module the analyses read.
            let (module, f) = match &ptx {
                Some(p) => (p, p.function_by_name(&k.kernel).expect("kernel")),
                None => (&module, f),
            };
            let interp = Interpreter::new(module);
            let per_oracle = oracles
                .iter()
                .map(|o| {
                    let t = Instant::now();
                    let claims = claims_of(o.as_ref(), module);
                    let r = interp.run_checking_uniformity(f, &launch, &claims);
                    let example = r.uniformity_violations.first().map(|v| {
                        format!(
                            "case {}: %{} in @{} (definition {}) is {} in thread {} but {} in thread {}",
                            case_seed(config.seed, i),
                            v.value,
                            v.function,
                            v.occurrence,
                            v.first_value,
                            v.first_thread,
                            v.second_value,
                            v.second_thread
                        )
                    });
                    (claims.len(), example, t.elapsed())
                })
                .collect();
            CaseResult {
                racy: input.racy(),
                faulty: input.runs.iter().any(|(_, r)| !r.finished()),
                nondeterministic: !input.deterministic,
                ptx_racy,
                ptx_findings,
                per_elim,
                per_oracle,
            }
        })
        .collect();

    let mut stats: Vec<EliminatorStats> = eliminators
        .iter()
        .map(|e| EliminatorStats {
            eliminator: e.name().to_string(),
            preset: e.preset().to_string(),
            must_be_sound: e.must_be_sound(),
            kernels: 0,
            barriers: 0,
            removed: 0,
            narrowed: 0,
            unsound: 0,
            inconclusive: 0,
            inconclusive_causes: BTreeMap::new(),
            inconclusive_examples: Vec::new(),
            kept: None,
            kept_no_witness: None,
            uniformity_violations: 0,
            time_ms: 0.0,
            counterexamples: Vec::new(),
        })
        .collect();
    let mut unsound_cases: Vec<Vec<usize>> = vec![Vec::new(); eliminators.len()];
    let mut oracle_stats: Vec<OracleStats> = oracles
        .iter()
        .map(|o| OracleStats {
            oracle: o.name().to_string(),
            kernels: 0,
            claims: 0,
            violations: 0,
            examples: Vec::new(),
            time_ms: 0.0,
        })
        .collect();
    let (mut racy, mut faulty, mut ptx_racy, mut nondeterministic) = (0, 0, 0, 0);
    let mut ptx_examples = Vec::new();
    for (i, r) in results.iter().enumerate() {
        racy += usize::from(r.racy);
        faulty += usize::from(r.faulty);
        nondeterministic += usize::from(r.nondeterministic);
        if let Some(e) = &r.ptx_racy {
            ptx_racy += 1;
            if ptx_examples.len() < 40 {
                ptx_examples.push(e.clone());
            }
        }
        for (k, e) in r.per_elim.iter().enumerate() {
            let s = &mut stats[k];
            if let Some((kept, without)) = e.witness {
                *s.kept.get_or_insert(0) += kept;
                *s.kept_no_witness.get_or_insert(0) += without;
            }
            s.kernels += 1;
            s.barriers += e.barriers;
            s.removed += e.removed;
            s.narrowed += e.narrowed;
            s.time_ms += e.time.as_secs_f64() * 1000.0;
            if e.unsound {
                s.unsound += 1;
                unsound_cases[k].push(i);
            }
            if let Some(why) = &e.inconclusive {
                s.inconclusive += 1;
                *s.inconclusive_causes.entry(why.key()).or_insert(0) += 1;
                if s.inconclusive_examples.len() < 3 {
                    s.inconclusive_examples
                        .push(format!("case {}: {why}", case_seed(config.seed, i)));
                }
            }
        }
        for (k, (claims, example, t)) in r.per_oracle.iter().enumerate() {
            let s = &mut oracle_stats[k];
            s.kernels += 1;
            s.claims += claims;
            s.time_ms += t.as_secs_f64() * 1000.0;
            if let Some(e) = example {
                s.violations += 1;
                if s.examples.len() < 5 {
                    s.examples.push(e.clone());
                }
            }
        }
    }
    // Explain and minimize the first few unsound cases of each eliminator (through PTX: name
    // the case and its finding; the minimizer works on LLVM IR).
    for (k, e) in eliminators.iter().enumerate() {
        if config.via_ptx {
            stats[k].counterexamples = unsound_cases[k]
                .iter()
                .take(config.counterexamples)
                .map(|&i| Counterexample {
                    case_seed: case_seed(config.seed, i),
                    barriers: vec!["(decided on llc-19's PTX)".into()],
                    finding: results[i].ptx_findings[k].clone().unwrap_or_default(),
                    instructions: (0, 0),
                    file: None,
                    minimized_ir: String::new(),
                })
                .collect();
            continue;
        }
        let explained: Vec<Counterexample> = unsound_cases[k]
            .iter()
            .take(config.counterexamples)
            .collect::<Vec<_>>()
            .into_par_iter()
            .map(|&i| explain(config, e.as_ref(), case_seed(config.seed, i)))
            .collect();
        stats[k].counterexamples = explained;
    }
    Campaign {
        cases: config.cases,
        seed: config.seed,
        elapsed_ms: start.elapsed().as_secs_f64() * 1000.0,
        racy_inputs: racy,
        faulty_inputs: faulty,
        nondeterministic_inputs: nondeterministic,
        ptx_racy_inputs: ptx_racy,
        ptx_input_examples: ptx_examples,
        eliminators: stats,
        uniformity: oracle_stats,
    }
}

fn explain(config: &CampaignConfig, e: &dyn Eliminator, seed: u64) -> Counterexample {
    let k = lower(&KernelDesc::from_seed(seed), &config.gen);
    let launch = campaign_launch(config, &k.launch);
    let module = parse_module("gen.ll", &k.ir).expect("generated kernels parse");
    let f = module.function_by_name(&k.kernel).expect("kernel");
    let mut input = InputRuns::new(&module, f, &launch);
    input.compare_values = !config.races_only;
    let edits = e.edits(&module);
    let removed = &edits.removed;
    let verdict = judge_edits(&module, f, &launch, &input, &edits);
    let offending = offending_barriers(&module, f, &launch, &input, removed, 32);
    let named: BTreeSet<_> = if offending.is_empty() {
        removed.clone()
    } else {
        offending.into_iter().collect()
    };
    // An AMDGPU group's removal names its fences too: the barrier names the group.
    let candidates = super::candidate_barriers(&module);
    let mut barriers: Vec<String> = named
        .iter()
        .filter(|r| candidates.contains(r) || named.iter().all(|n| !candidates.contains(n)))
        .map(|r| describe_barrier(&module, r))
        .collect();
    if offending_is_narrowing(&named, &edits) {
        // No removal alone explains it: name the groups narrowed to LDS too.
        barriers.extend(edits.narrowed.iter().map(|r| {
            let fence = describe_barrier(&module, r);
            let at = fence.split(' ').next().unwrap_or_default();
            format!("{at}'s ordering of global memory (its fences narrowed to LDS)")
        }));
        barriers.dedup();
    }
    let finding = verdict
        .new_findings
        .first()
        .cloned()
        .or(verdict.print_error.clone())
        .unwrap_or_default();
    let min = minimize(
        &k.ir,
        "gen.ll",
        &k.kernel,
        &launch,
        e,
        config.minimize_budget,
    );
    let mut text = String::new();
    let _ = writeln!(
        text,
        "; syncflow-fuzz counterexample: eliminator `{}` (preset `{}`), case seed {seed}",
        e.name(),
        e.preset()
    );
    let _ = writeln!(text, "; the removal of {} introduces", barriers.join(", "));
    let _ = writeln!(text, ";   {finding}");
    let _ = writeln!(
        text,
        "; (line numbers refer to the generated listing below; minimized from {} to {} instructions)",
        min.instructions.0, min.instructions.1
    );
    for l in k.source.lines() {
        let _ = writeln!(text, ";   | {l}");
    }
    text.push_str(&min.ir);
    let file = config.out_dir.as_ref().and_then(|dir| {
        std::fs::create_dir_all(dir).ok()?;
        let path = dir.join(format!("{}-{}-{seed}.ll", e.name(), e.preset()));
        std::fs::write(&path, &text).ok()?;
        Some(path.display().to_string())
    });
    Counterexample {
        case_seed: seed,
        barriers,
        finding,
        instructions: min.instructions,
        file,
        minimized_ir: text,
    }
}

/// True when the barriers named as offending are all the removals and there are narrowed
/// fences: the finding may come from a narrowing (no removal alone introduces it).
fn offending_is_narrowing(named: &BTreeSet<Removal>, edits: &Edits) -> bool {
    !edits.narrowed.is_empty() && *named == edits.removed
}
