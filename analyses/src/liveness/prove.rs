//! The producer: decides whether a barrier is redundant and writes the certificate.

use super::analysis::BarrierLiveness;
use super::certificate::{BarrierRef, Boundary, Certificate, Condition, Proof};
use crate::hazard::BoundaryRule;
use crate::memory::{EffectOptions, InstEffect};
use fixedbitset::FixedBitSet;
use std::collections::BTreeSet;
use syncflow_framework::graph::{BlockId, Cfg, CycleInfo, Dominators, PostDominators};
use syncflow_ir::{BarrierKind, Function, InstId, Module, Opcode};

/// When two barriers count as "the same barrier" for the dominance proofs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Compatibility {
    /// ptxas' operand-exact match: the same intrinsic with the same operands.
    Identical,
    /// Any two full-CTA barriers with barrier id 0 and no thread count
    /// (`barrier0` and `barrier.sync(0)` alike).
    SameBarrierId,
}

/// Which proofs the prover tries, and under which memory-model options.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ProverOptions {
    /// Try [`Proof::Dominator`].
    pub dominator: bool,
    /// Try [`Proof::PostDominator`].
    pub post_dominator: bool,
    /// Try [`Proof::Reaching`] and [`Proof::Reached`] (needs a [`BarrierLiveness`]).
    pub liveness: bool,
    /// What "the same barrier" means for the dominance proofs.
    pub compatibility: Compatibility,
    /// The device-function boundary rule.
    pub boundary: BoundaryRule,
    /// The effect options the effects were computed with (recorded in certificates).
    pub effects: EffectOptions,
}

/// The result of one walk (see [`Prover::walk`]).
struct Walk {
    hits: BTreeSet<InstId>,
    /// Reached the function entry (backward) or a `ret` (forward).
    boundary: bool,
    /// Forward only: some path ended at `unreachable`.
    unreachable: bool,
    /// The first access met, if any.
    access: Option<InstId>,
    region: BTreeSet<BlockId>,
}

/// Decides redundancy of the barriers of one function and writes certificates.
pub struct Prover<'a> {
    module: &'a Module,
    func: &'a Function,
    cfg: &'a Cfg,
    effects: &'a [InstEffect],
    doms: Dominators,
    pdoms: PostDominators,
    cycles: CycleInfo,
    options: ProverOptions,
}

impl<'a> Prover<'a> {
    /// A prover for `func` (of `module`), whose CFG is `cfg` and per-instruction effects
    /// `effects`.
    pub fn new(
        module: &'a Module,
        func: &'a Function,
        cfg: &'a Cfg,
        effects: &'a [InstEffect],
        options: ProverOptions,
    ) -> Self {
        Prover {
            module,
            func,
            cfg,
            effects,
            doms: Dominators::new(cfg),
            pdoms: PostDominators::new(cfg),
            cycles: CycleInfo::new(cfg),
            options,
        }
    }

    fn is_full(&self, inst: InstId, removed: &FixedBitSet) -> bool {
        matches!(self.effects[inst.index()], InstEffect::Barrier(k) if k.separates_intervals())
            && !removed.contains(inst.index())
    }

    fn is_access(&self, inst: InstId) -> bool {
        matches!(&self.effects[inst.index()], InstEffect::Accesses(l) if !l.is_empty())
    }

    fn boundary_clean(&self) -> bool {
        self.func.is_kernel || self.options.boundary == BoundaryRule::Clean
    }

    fn compatible(&self, d: InstId, b: InstId) -> bool {
        let (Some(bd), Some(bb)) = (
            self.module.barrier(self.func, d),
            self.module.barrier(self.func, b),
        ) else {
            return false;
        };
        if bd.kind != BarrierKind::Candidate || bb.kind != BarrierKind::Candidate {
            return false;
        }
        match self.options.compatibility {
            Compatibility::SameBarrierId => true,
            Compatibility::Identical => {
                bd.intrinsic == bb.intrinsic
                    && self.func.insts[d].call_args() == self.func.insts[b].call_args()
            }
        }
    }

    fn in_irreducible(&self, block: BlockId) -> bool {
        let mut c = self.cycles.innermost_cycle(block);
        while let Some(id) = c {
            let cycle = self.cycles.cycle(id);
            if !cycle.is_reducible() {
                return true;
            }
            c = cycle.parent();
        }
        false
    }

    /// Where an instruction is, for messages: `line N` or `%block[i]`.
    fn at(&self, inst: InstId) -> String {
        match self.func.insts[inst].debug_loc {
            Some(l) => format!("line {}", l.line),
            None => {
                let block = &self.func.blocks[self.func.insts[inst].block];
                format!("%{}[{}]", block.name, self.func.index_in_block(inst))
            }
        }
    }

    fn reference(&self, inst: InstId) -> BarrierRef {
        BarrierRef::in_function(self.func, inst)
    }

    /// Walks every path from `start` (exclusive) backward or forward, block by block, until
    /// an instruction `stop` accepts. `start` itself is passed through when a path comes back
    /// to it (it is the barrier being removed).
    fn walk(&self, start: InstId, backward: bool, stop: impl Fn(InstId) -> bool) -> Walk {
        let mut w = Walk {
            hits: BTreeSet::new(),
            boundary: false,
            unreachable: false,
            access: None,
            region: BTreeSet::new(),
        };
        let home = self.func.insts[start].block;
        let mut done = FixedBitSet::with_capacity(self.cfg.len());
        // The first segment: from `start` to the edge of its block.
        let mut pending: Vec<(BlockId, Vec<InstId>)> = Vec::new();
        let block = &self.func.blocks[home];
        let first: Vec<InstId> = if backward {
            (block.first.index()..start.index())
                .rev()
                .map(InstId::new)
                .collect()
        } else {
            (start.index() + 1..block.end.index())
                .map(InstId::new)
                .collect()
        };
        pending.push((home, first));
        while let Some((b, insts)) = pending.pop() {
            w.region.insert(b);
            let mut open = true;
            for i in insts {
                if i == start {
                    continue;
                }
                if stop(i) {
                    w.hits.insert(i);
                    open = false;
                    break;
                }
                if self.is_access(i) {
                    w.access.get_or_insert(i);
                    return w;
                }
                if !backward && self.func.insts[i].opcode == Opcode::Unreachable {
                    w.unreachable = true;
                    open = false;
                    break;
                }
            }
            if !open {
                continue;
            }
            let next = if backward {
                if b == self.cfg.entry() {
                    w.boundary = true;
                }
                self.cfg.predecessors(b)
            } else {
                if self.cfg.successors(b).is_empty() {
                    w.boundary = true;
                }
                self.cfg.successors(b)
            };
            for &n in next {
                if !done.put(n.index()) {
                    let blk = &self.func.blocks[n];
                    let insts: Vec<InstId> = if backward {
                        blk.insts().rev().collect()
                    } else {
                        blk.insts().collect()
                    };
                    pending.push((n, insts));
                }
            }
        }
        w
    }

    /// The nearest barrier before `b` (same block, then up the dominator tree) that is full,
    /// present and compatible with `b`.
    fn nearest_dominator(&self, b: InstId, removed: &FixedBitSet) -> Option<InstId> {
        let mut block = self.func.insts[b].block;
        if !self.doms.is_reachable(block) {
            return None;
        }
        let mut insts: Vec<InstId> = (self.func.blocks[block].first.index()..b.index())
            .rev()
            .map(InstId::new)
            .collect();
        loop {
            for &i in &insts {
                if self.is_full(i, removed) && self.compatible(i, b) {
                    return Some(i);
                }
            }
            block = self.doms.idom(block)?;
            insts = self.func.blocks[block].insts().rev().collect();
        }
    }

    /// The nearest barrier after `b` (same block, then up the post-dominator tree).
    fn nearest_post_dominator(&self, b: InstId, removed: &FixedBitSet) -> Option<InstId> {
        let mut block = self.func.insts[b].block;
        let mut insts: Vec<InstId> = (b.index() + 1..self.func.blocks[block].end.index())
            .map(InstId::new)
            .collect();
        loop {
            for &i in &insts {
                if self.is_full(i, removed) && self.compatible(i, b) {
                    return Some(i);
                }
            }
            block = self.pdoms.ipdom(block)?;
            insts = self.func.blocks[block].insts().collect();
        }
    }

    /// ptxas' structural conditions for a pair `(b, other)`.
    fn ptxas_conditions(
        &self,
        b: InstId,
        other: InstId,
        uniform: &dyn Fn(InstId) -> bool,
    ) -> Result<Vec<Condition>, String> {
        let (yb, yo) = (self.func.insts[b].block, self.func.insts[other].block);
        let depth = self.cycles.depth(yb);
        if self.cycles.depth(yo) != depth {
            return Err(format!(
                "the barrier at {} is at loop depth {}, this one at {depth}",
                self.at(other),
                self.cycles.depth(yo)
            ));
        }
        if self.in_irreducible(yb) || self.in_irreducible(yo) {
            return Err("an irreducible cycle is involved".into());
        }
        if !uniform(other) || !uniform(b) {
            return Err(format!(
                "the barrier at {} is under divergent control",
                self.at(other)
            ));
        }
        Ok(vec![
            match self.options.compatibility {
                Compatibility::Identical => Condition::SameOperands,
                Compatibility::SameBarrierId => Condition::SameBarrierId,
            },
            Condition::SameLoopDepth { depth },
            Condition::Reducible,
            Condition::Uniform,
            Condition::NoAccess,
        ])
    }

    fn try_dominator(
        &self,
        b: InstId,
        removed: &FixedBitSet,
        uniform: &dyn Fn(InstId) -> bool,
    ) -> Result<(Proof, Vec<Condition>, BTreeSet<BlockId>), String> {
        let d = self
            .nearest_dominator(b, removed)
            .ok_or("no dominating barrier of the same kind")?;
        let mut conditions = vec![Condition::Dominates];
        conditions.extend(self.ptxas_conditions(b, d, uniform)?);
        let w = self.walk(b, true, |i| i == d);
        if let Some(a) = w.access {
            return Err(format!(
                "an access at {} lies between it and its dominator at {}",
                self.at(a),
                self.at(d)
            ));
        }
        if w.boundary {
            return Err(format!(
                "a path from the entry avoids the barrier at {}",
                self.at(d)
            ));
        }
        let proof = Proof::Dominator {
            dominator: self.reference(d),
        };
        Ok((proof, conditions, w.region))
    }

    fn try_post_dominator(
        &self,
        b: InstId,
        removed: &FixedBitSet,
        uniform: &dyn Fn(InstId) -> bool,
    ) -> Result<(Proof, Vec<Condition>, BTreeSet<BlockId>), String> {
        let p = self
            .nearest_post_dominator(b, removed)
            .ok_or("no post-dominating barrier of the same kind")?;
        let mut conditions = vec![Condition::PostDominates];
        conditions.extend(self.ptxas_conditions(b, p, uniform)?);
        let w = self.walk(b, false, |i| i == p);
        if let Some(a) = w.access {
            return Err(format!(
                "an access at {} lies between it and its post-dominator at {}",
                self.at(a),
                self.at(p)
            ));
        }
        if w.boundary || w.unreachable {
            return Err(format!(
                "a path to an exit avoids the barrier at {}",
                self.at(p)
            ));
        }
        let proof = Proof::PostDominator {
            post_dominator: self.reference(p),
        };
        Ok((proof, conditions, w.region))
    }

    fn try_liveness(
        &self,
        b: InstId,
        backward_fact: bool,
        removed: &FixedBitSet,
        uniform: &dyn Fn(InstId) -> bool,
    ) -> Result<(Proof, Vec<Condition>, BTreeSet<BlockId>), String> {
        let w = self.walk(b, !backward_fact, |i| self.is_full(i, removed));
        if let Some(a) = w.access {
            // The dataflow fact held but a walk meets an access: never expected.
            return Err(format!(
                "internal disagreement: the dataflow fact holds but an access at {} is on a path",
                self.at(a)
            ));
        }
        if w.boundary && !self.boundary_clean() {
            return Err(
                "internal disagreement: a path reaches a device function's boundary".into(),
            );
        }
        if let Some(&d) = w.hits.iter().find(|&&h| !uniform(h)) {
            return Err(format!(
                "the barrier at {} is under divergent control",
                self.at(d)
            ));
        }
        let barriers: Vec<BarrierRef> = w.hits.iter().map(|&h| self.reference(h)).collect();
        let proof = if backward_fact {
            Proof::Reached {
                barriers,
                exit: w.boundary,
            }
        } else {
            Proof::Reaching {
                barriers,
                entry: w.boundary,
            }
        };
        Ok((
            proof,
            vec![Condition::Uniform, Condition::NoAccess],
            w.region,
        ))
    }

    /// Decides whether barrier `b` is redundant with the barriers in `removed` gone: the
    /// dominance proofs first (when enabled), then the liveness facts of `liveness`. Returns
    /// the certificate, or why not, in words. `uniform` is the divergence oracle.
    pub fn prove(
        &self,
        b: InstId,
        removed: &FixedBitSet,
        liveness: Option<&BarrierLiveness<'_>>,
        uniform: &dyn Fn(InstId) -> bool,
    ) -> Result<Certificate, String> {
        let mut why = Vec::new();
        let mut found = None;
        if self.options.dominator {
            match self.try_dominator(b, removed, uniform) {
                Ok(p) => found = Some(p),
                Err(e) => why.push(e),
            }
        }
        if found.is_none() && self.options.post_dominator {
            match self.try_post_dominator(b, removed, uniform) {
                Ok(p) => found = Some(p),
                Err(e) => why.push(e),
            }
        }
        if let (None, true, Some(l)) = (&found, self.options.liveness, liveness) {
            if l.clean_before(b) {
                match self.try_liveness(b, false, removed, uniform) {
                    Ok(p) => found = Some(p),
                    Err(e) => why.push(e),
                }
            }
            if found.is_none() && l.clean_after(b) {
                match self.try_liveness(b, true, removed, uniform) {
                    Ok(p) => found = Some(p),
                    Err(e) => why.push(e),
                }
            }
            if found.is_none() && !l.clean_before(b) && !l.clean_after(b) {
                why.push(
                    "some path into it and some path out of it access shared or global memory \
                     before meeting another barrier"
                        .to_string(),
                );
            }
        }
        let (proof, conditions, region) = found.ok_or_else(|| why.join("; "))?;
        let assumes_removed = self
            .func
            .insts
            .indices()
            .filter(|i| removed.contains(i.index()) && *i != b)
            .map(|i| self.reference(i))
            .collect();
        Ok(Certificate {
            function: self.func.name.clone(),
            barrier: self.reference(b),
            proof,
            region: region
                .iter()
                .map(|&r| self.func.blocks[r].name.clone())
                .collect(),
            conditions,
            assumes_removed,
            boundary: match self.options.boundary {
                BoundaryRule::Sound => Boundary::Sound,
                BoundaryRule::Clean => Boundary::Clean,
            },
            ignore_call_safety: self.options.effects.ignore_call_safety,
            ignore_address_space_check: self.options.effects.ignore_address_space_check,
        })
    }
}
