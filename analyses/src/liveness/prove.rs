//! The producer: decides whether a barrier is redundant and writes the certificate.

use super::analysis::BarrierLiveness;
use super::certificate::{BarrierRef, Boundary, Certificate, Condition, Proof};
use crate::hazard::BoundaryRule;
use crate::memory::{EffectOptions, InstEffect};
use fixedbitset::FixedBitSet;
use std::collections::BTreeSet;
use syncflow_framework::graph::{BlockId, Cfg, CycleInfo, Dominators, PostDominators};
use syncflow_framework::index::CompressedRows;
use syncflow_ir::{BarrierKind, Function, InstId, Module, Opcode};

/// A proof found: what it is, the conditions it checked, the blocks it covers.
type Found = (Proof, Vec<Condition>, BTreeSet<BlockId>);

/// Why one proof that a barrier is redundant does not go through (each message says which
/// barrier was tried as the witness, by `file:line` or `%block[index]`).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum NotRedundant {
    /// No barrier of the same kind (post-)dominates this one.
    #[error("no {} barrier of the same kind", if *dominator { "dominating" } else { "post-dominating" })]
    NoWitness {
        /// Dominator (true) or post-dominator (false).
        dominator: bool,
    },
    /// ptxas' structural condition: both barriers at the same loop depth.
    #[error("the barrier at {witness} is at loop depth {witness_depth}, this one at {depth}")]
    OtherLoopDepth {
        /// The witness barrier.
        witness: String,
        /// Its loop depth.
        witness_depth: u32,
        /// This barrier's loop depth.
        depth: u32,
    },
    /// ptxas' structural condition: no irreducible cycle.
    #[error("an irreducible cycle is involved")]
    Irreducible,
    /// A barrier involved is under divergent control.
    #[error("the barrier at {witness} is under divergent control")]
    Divergent {
        /// The divergent barrier.
        witness: String,
    },
    /// An access lies between this barrier and its (post-)dominator.
    #[error("an access at {access} lies between it and its {} at {witness}", if *dominator { "dominator" } else { "post-dominator" })]
    AccessBetween {
        /// The access.
        access: String,
        /// The witness barrier.
        witness: String,
        /// Dominator (true) or post-dominator (false).
        dominator: bool,
    },
    /// Some path avoids the witness.
    #[error("a path {} avoids the barrier at {witness}", if *dominator { "from the entry" } else { "to an exit" })]
    PathAvoids {
        /// The witness barrier.
        witness: String,
        /// Dominator (true: a path from the entry) or post-dominator (false: to an exit).
        dominator: bool,
    },
    /// Internal: the liveness fact held, but the certificate's walk meets an access.
    #[error(
        "internal disagreement: the dataflow fact holds but an access at {access} is on a path"
    )]
    WalkMeetsAccess {
        /// The access.
        access: String,
    },
    /// Internal: the liveness fact held, but the walk reaches a device function's boundary.
    #[error("internal disagreement: a path reaches a device function's boundary")]
    WalkMeetsBoundary,
    /// Neither liveness fact holds.
    #[error(
        "some path into it and some path out of it access shared or global memory before \
         meeting another barrier"
    )]
    AccessesOnBothSides,
}

/// Why no proof went through: every attempt's reason, in the order they were tried.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotProven(pub Vec<NotRedundant>);

impl std::fmt::Display for NotProven {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        for (k, reason) in self.0.iter().enumerate() {
            if k > 0 {
                f.write_str("; ")?;
            }
            write!(f, "{reason}")?;
        }
        Ok(())
    }
}

impl std::error::Error for NotProven {}

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
    /// The barriers of each block, in layout order: what a certificate's `assumes_removed`
    /// is drawn from (walking every instruction of the region made each proof cost the
    /// region's size).
    barriers_in_block: CompressedRows<BlockId, InstId>,
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
            barriers_in_block: CompressedRows::build(func.blocks.len(), InstId::new(0), |add| {
                for (i, e) in effects.iter().enumerate() {
                    if let InstEffect::Barrier(_) = e {
                        let inst = InstId::new(i);
                        add(func.insts[inst].block, inst);
                    }
                }
            }),
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
        // Segments still to walk: a block and the half-open range of instruction indices to
        // visit in walking order. The first is from `start` to the edge of its block.
        let block = &self.func.blocks[home];
        let first = if backward {
            block.first.index()..start.index()
        } else {
            start.index() + 1..block.end.index()
        };
        let mut pending: Vec<(BlockId, std::ops::Range<usize>)> = vec![(home, first)];
        while let Some((b, range)) = pending.pop() {
            w.region.insert(b);
            let mut visit = |i: InstId| -> Option<bool> {
                if i == start {
                    return None;
                }
                if stop(i) {
                    w.hits.insert(i);
                    return Some(false);
                }
                if self.is_access(i) {
                    w.access.get_or_insert(i);
                    return Some(true);
                }
                if !backward && matches!(self.func.insts[i].opcode, Opcode::Unreachable) {
                    w.unreachable = true;
                    return Some(false);
                }
                None
            };
            // Some(true): an access (the walk is over); Some(false): this path ends here.
            let ended = if backward {
                range.rev().map(InstId::new).find_map(&mut visit)
            } else {
                range.map(InstId::new).find_map(&mut visit)
            };
            match ended {
                Some(true) => return w,
                Some(false) => continue,
                None => {}
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
                    pending.push((n, blk.first.index()..blk.end.index()));
                }
            }
        }
        w
    }

    /// The nearest barrier before `b` (same block, then up the dominator tree) that is full,
    /// present and compatible with `b`. It and [`Self::nearest_post_dominator`] mirror each
    /// other on purpose: one function over both directions scans with its test outlined, and
    /// the whole prover ran 45% more instructions (67.9 M against 46.8 M under callgrind on a
    /// generated 10^5-instruction kernel with 1,098 barriers).
    fn nearest_dominator(&self, b: InstId, removed: &FixedBitSet) -> Option<InstId> {
        let mut block = self.func.insts[b].block;
        if !self.doms.is_reachable(block) {
            return None;
        }
        let mut range = self.func.blocks[block].first.index()..b.index();
        loop {
            let found = range
                .rev()
                .map(InstId::new)
                .find(|&i| self.is_full(i, removed) && self.compatible(i, b));
            if found.is_some() {
                return found;
            }
            block = self.doms.idom(block)?;
            range = self.func.blocks[block].first.index()..self.func.blocks[block].end.index();
        }
    }

    /// The nearest barrier after `b` (same block, then up the post-dominator tree).
    fn nearest_post_dominator(&self, b: InstId, removed: &FixedBitSet) -> Option<InstId> {
        let mut block = self.func.insts[b].block;
        let mut range = b.index() + 1..self.func.blocks[block].end.index();
        loop {
            let found = range
                .map(InstId::new)
                .find(|&i| self.is_full(i, removed) && self.compatible(i, b));
            if found.is_some() {
                return found;
            }
            block = self.pdoms.ipdom(block)?;
            range = self.func.blocks[block].first.index()..self.func.blocks[block].end.index();
        }
    }

    /// ptxas' structural conditions for a pair `(b, other)`.
    fn ptxas_conditions(
        &self,
        b: InstId,
        other: InstId,
        uniform: &dyn Fn(InstId) -> bool,
    ) -> Result<Vec<Condition>, NotRedundant> {
        let (yb, yo) = (self.func.insts[b].block, self.func.insts[other].block);
        let depth = self.cycles.depth(yb);
        if self.cycles.depth(yo) != depth {
            return Err(NotRedundant::OtherLoopDepth {
                witness: self.at(other),
                witness_depth: self.cycles.depth(yo),
                depth,
            });
        }
        if self.in_irreducible(yb) || self.in_irreducible(yo) {
            return Err(NotRedundant::Irreducible);
        }
        if !uniform(other) || !uniform(b) {
            return Err(NotRedundant::Divergent {
                witness: self.at(other),
            });
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

    /// Try [`Proof::Dominator`] (`dominator`) or [`Proof::PostDominator`]: the nearest
    /// remaining barrier that (post-)dominates `b` must pass the ptxas conditions, and the walk
    /// from `b` back to it (forward, for a post-dominator) must meet no access and find no path
    /// around it (forward, an `unreachable` is one too).
    fn try_witness(
        &self,
        b: InstId,
        removed: &FixedBitSet,
        uniform: &dyn Fn(InstId) -> bool,
        dominator: bool,
    ) -> Result<Found, NotRedundant> {
        let nearest = if dominator {
            self.nearest_dominator(b, removed)
        } else {
            self.nearest_post_dominator(b, removed)
        };
        let d = nearest.ok_or(NotRedundant::NoWitness { dominator })?;
        let mut conditions = vec![if dominator {
            Condition::Dominates
        } else {
            Condition::PostDominates
        }];
        conditions.extend(self.ptxas_conditions(b, d, uniform)?);
        let w = self.walk(b, dominator, |i| i == d);
        if let Some(a) = w.access {
            return Err(NotRedundant::AccessBetween {
                access: self.at(a),
                witness: self.at(d),
                dominator,
            });
        }
        if w.boundary || (!dominator && w.unreachable) {
            return Err(NotRedundant::PathAvoids {
                witness: self.at(d),
                dominator,
            });
        }
        let witness = self.reference(d);
        let proof = if dominator {
            Proof::Dominator { dominator: witness }
        } else {
            Proof::PostDominator {
                post_dominator: witness,
            }
        };
        Ok((proof, conditions, w.region))
    }

    fn try_liveness(
        &self,
        b: InstId,
        backward_fact: bool,
        removed: &FixedBitSet,
        uniform: &dyn Fn(InstId) -> bool,
    ) -> Result<Found, NotRedundant> {
        let w = self.walk(b, !backward_fact, |i| self.is_full(i, removed));
        if let Some(a) = w.access {
            // The dataflow fact held but a walk meets an access: never expected.
            return Err(NotRedundant::WalkMeetsAccess { access: self.at(a) });
        }
        if w.boundary && !self.boundary_clean() {
            return Err(NotRedundant::WalkMeetsBoundary);
        }
        if let Some(&d) = w.hits.iter().find(|&&h| !uniform(h)) {
            return Err(NotRedundant::Divergent {
                witness: self.at(d),
            });
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
    /// the certificate, or every reason each proof failed. `uniform` is the divergence oracle.
    pub fn prove(
        &self,
        b: InstId,
        removed: &FixedBitSet,
        liveness: Option<&BarrierLiveness<'_>>,
        uniform: &dyn Fn(InstId) -> bool,
    ) -> Result<Certificate, NotProven> {
        let mut why = Vec::new();
        let mut found = None;
        if self.options.dominator {
            match self.try_witness(b, removed, uniform, true) {
                Ok(p) => found = Some(p),
                Err(e) => why.push(e),
            }
        }
        if found.is_none() && self.options.post_dominator {
            match self.try_witness(b, removed, uniform, false) {
                Ok(p) => found = Some(p),
                Err(e) => why.push(e),
            }
        }
        if let (None, true, Some(l)) = (&found, self.options.liveness, liveness) {
            // Each fact is a cursor seek through b's block: read each once.
            let clean_before = l.clean_before(b);
            let clean_after = l.clean_after(b);
            if clean_before {
                match self.try_liveness(b, false, removed, uniform) {
                    Ok(p) => found = Some(p),
                    Err(e) => why.push(e),
                }
            }
            if found.is_none() && clean_after {
                match self.try_liveness(b, true, removed, uniform) {
                    Ok(p) => found = Some(p),
                    Err(e) => why.push(e),
                }
            }
            if found.is_none() && !clean_before && !clean_after {
                why.push(NotRedundant::AccessesOnBothSides);
            }
        }
        let (proof, conditions, region) = found.ok_or(NotProven(why))?;
        // Only the removed barriers the proof's paths can meet: those in its region (a search
        // never leaves the region, so the others are irrelevant, and listing them all would
        // make the certificates of a run quadratic in its removals).
        // Blocks are numbered in layout order, so walking the region's blocks in order lists
        // the barriers in layout order, in time proportional to the region.
        let assumes_removed = region
            .iter()
            .flat_map(|&r| self.barriers_in_block.row(r).iter().copied())
            .filter(|&i| i != b && removed.contains(i.index()))
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
