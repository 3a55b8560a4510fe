//! Findings keyed by the *input's* instructions, so that a run of the output (the input
//! printed without the removed barriers and read back) and a run of the input compare: a race
//! is its unordered pair of input instructions, a divergence its kind and input sites. The
//! soundness harness and `syncflow check` both judge removals with this map.

use crate::{Divergence, Race, RunReport};
use std::collections::{BTreeSet, HashMap};
use syncflow_ir::{FunctionId, InstId, Module, Removal};

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
    /// The map for `output`, which is `input` printed without `removed` and read back.
    ///
    /// Each output instruction is matched, in order, to the next kept input instruction with
    /// the same source text. Reading back can lose an instruction the front-end synthesized
    /// rather than read (the PTX front-end's fall-through branch into a block that began at a
    /// removed `bar.sync`), so the kept input instructions are a supersequence of the
    /// output's, not always equal to them; counting positions alone would then shift every
    /// later instruction onto its neighbour, and a race of the output would be keyed by the
    /// wrong input instructions ([`align_by_text`]). A function whose instructions do not align
    /// this way (the output has one the input lacks) falls back to positions.
    pub fn new(input: &Module, output: &Module, removed: &BTreeSet<Removal>) -> InstMap {
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
            // When nothing was lost, positions are exact; else align by text.
            let aligned = output
                .function_by_name(&f.name)
                .map(|oid| &output.functions[oid])
                .filter(|g| g.insts.len() != insts.len())
                .and_then(|g| align_by_text(input, f, &insts, output, g).ok());
            kept.insert(f.name.clone(), aligned.unwrap_or(insts));
            input_ids.insert(f.name.clone(), fid);
        }
        InstMap { kept, input_ids }
    }

    /// The identity map (for findings of the input itself).
    pub fn identity(input: &Module) -> InstMap {
        InstMap::new(input, input, &BTreeSet::new())
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

/// For each instruction of function `g` of `output`, the instruction of function `f` of
/// `input`, among `candidates` (in order), that it was printed from: a greedy in-order match
/// by source text, the leftmost candidate with the same text each time. `Err` names the first
/// output instruction with no match left (the output is not the candidates with some left
/// out). `syncflow check --against` reads the removals off the same alignment.
pub fn align_by_text(
    input: &Module,
    f: &syncflow_ir::Function,
    candidates: &[InstId],
    output: &Module,
    g: &syncflow_ir::Function,
) -> Result<Vec<InstId>, InstId> {
    let text_in = |i: InstId| without_mmra(input.source[f.insts[i].span.range()].trim());
    let text_out = |i: InstId| without_mmra(output.source[g.insts[i].span.range()].trim());
    let mut next = candidates.iter().copied();
    let mut out = Vec::with_capacity(g.insts.len());
    for o in g.insts.indices() {
        let want = text_out(o);
        out.push(next.by_ref().find(|&i| text_in(i) == want).ok_or(o)?);
    }
    Ok(out)
}

/// An instruction's text without a last `, !mmra !N` attachment: `syncflow eliminate`
/// narrows AMDGPU fences to LDS by appending one (its `narrow-lds` knob), which leaves the
/// instruction the same one.
fn without_mmra(text: &str) -> &str {
    match text.rfind(", !mmra !") {
        Some(at)
            if text[at + ", !mmra !".len()..]
                .bytes()
                .all(|b| b.is_ascii_digit()) =>
        {
            &text[..at]
        }
        _ => text,
    }
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
