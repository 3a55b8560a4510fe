//! # Iteration distance: which iteration of a loop an access belongs to
//!
//! A barrier at the bottom of a double-buffered loop orders the reads of stage `k & 1` before
//! the writes of the next iteration — to stage `(k + 1) & 1`, the other buffer:
//!
//! ```text
//!   loop:  %k = phi [0, %pre], [%k1, %loop]          ◀── the header: one crossing per iteration
//!          As[k & 1][t] = …                          W: base 1024·and(%k, 1)
//!          __syncthreads()                           b1
//!          … = As[k & 1][(t + 32·j) % 256]           R: base 1024·and(%k, 1)
//!          __syncthreads()                           b2
//!          %k1 = add nuw nsw %k, 1
//! ```
//!
//! Before(b2) holds R of this iteration; After(b2) holds W of the *next* one, reached through
//! the header. Without more, the hazard analyses must forget W's base there (its leaf `%k` is
//! redefined, `super::redefinition`) and keep b2. This module lets them remember *how many
//! times* a class crossed the header instead: the class of W reaches b2 as "W, one iteration
//! later" ([`super::MemoryObject::Iterated`] with distance 1), and [`super::distance`] decides, from
//! how the header's phis evolve ([`Recurrence`]), that `1024·and(k, 1)` and `1024·and(k + 1, 1)`
//! never meet.
//!
//! ## Definitions
//!
//! A **loop** is a reducible cycle of the CFG ([`CycleInfo`]) with its header `h`; its
//! **entries** are the predecessors of `h` outside it. A header phi `p` is **modelled** when its
//! incoming values agree on all entries and on all back edges, and its value on the back edge
//! is, in terms of `p` alone ([`Recurrence`]):
//! - `p + c` for a constant `c` (a **counter**: `p_{j+1} = p_j + c`), or
//! - any operation of `p` and constants, with a constant initial value (a **finite** sequence:
//!   computed until it repeats, at most [`MAX_SEQUENCE`] values: Triton's wrapping stage counter
//!   `select(icmp sgt(p + 1, 1), 0, p + 1)`, a toggle `p ^ 1`), or
//! - another header phi of `L`, in a group of phis that trade values with constant (or
//!   `__shared__` array) starts: `swap(src, dst)` ([`super::rotation`], a finite sequence
//!   of the group's joint state).
//!
//! A footprint's base is **iterated in loop `L`** when it names at least one header phi of `L`,
//! every header phi of `L` it names is modelled, and every other value it names is defined
//! outside `L` (so no path inside `L` redefines it). Its value at iteration `j` is then a
//! function of the phis' values at `j`.
//!
//! ## The transfer (in `super::redefinition`)
//!
//! For a class `c` iterated in `L`, with `c@d` its form `d` header crossings away:
//! - at the header's first instruction, `c → c@1`, `c@d → c@(d+1)`, and `c@D → stale(c)`
//!   for `D = MAX_DISTANCE`;
//! - at the terminator of every entry of `L` (a path that enters `L` anew starts a new run of
//!   the loop, whose iterations are unrelated to the old ones), `c` and every `c@d` turn stale;
//! - at the definition of every other value the base names (all outside `L`), the same;
//! - nothing at the definitions of the header phis: the crossing is counted instead.
//!
//! The map is monotone and keeps the lattice finite, as the stale transfer does.
//!
//! ## What a tag means at a barrier inside `L`
//!
//! Let barrier `b` lie in `L` and class `x` (of access `A` by thread `t`) reach Before(b)
//! as `c@d` (`d = 0`: the plain class). The path from `A` to `b` crossed the header exactly `d`
//! times and entered `L` through no entry (else `x` would be stale): `A` ran in iteration
//! `i_b − d` of the run of `L` that `b`'s instance belongs to. The same holds for After(b),
//! with `i_b + d`. The phis are stably uniform (a base names no other value,
//! [`super::footprint`] step 3), so at one instance of `b` every thread is in the same
//! iteration `i_b` of the same run: accesses tagged `d1` above and `d2` below are
//! `δ = d1 + d2` iterations apart, evaluated with the phis' values at those iterations. At a
//! barrier *outside* `L` the tags mean nothing and tagged classes compare as their stale form.

use super::offset::{Atom, OffsetEvaluator};
use super::poly::{self, Poly};
use fixedbitset::FixedBitSet;
use std::collections::BTreeMap;
use syncflow_framework::graph::{BlockId, CycleInfo};
use syncflow_ir::{Function, FunctionId, InstId, LocalDef, LocalId, Module, Opcode, Operand};

/// The most header crossings a class is followed for before it turns stale.
pub const MAX_DISTANCE: u8 = 4;
/// The longest finite sequence a header phi may run through before it repeats.
pub const MAX_SEQUENCE: usize = 64;

/// A loop, named by its function and header.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct LoopRef {
    /// The function.
    pub function: FunctionId,
    /// The header block.
    pub header: BlockId,
}

/// Where a class is relative to a barrier: `distance` header crossings of `loop_ref` away.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Iteration {
    /// The loop.
    pub loop_ref: LoopRef,
    /// Header crossings, 1 to [`MAX_DISTANCE`] (distance 0 is the plain class).
    pub distance: u8,
}

/// How a header phi changes from one iteration to the next.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Recurrence {
    /// `p_{j+1} = p_j + step`, wrapping at `bits`.
    Counter {
        /// The constant added each iteration.
        step: i64,
        /// Never negative and never wrapping: a constant start `≥ 0`, a positive step, and an
        /// increment that states `nuw` or `nsw` (else its overflow is poison): `p % N` is then
        /// the residue of a growing integer.
        non_negative: bool,
    },
    /// `values[0]` (a constant), then each the next by the phi's own operation; after the last
    /// one the sequence continues at `values[cycle]`.
    Finite {
        /// The values from the first iteration on, until the first repeat.
        values: Vec<i64>,
        /// Where the repeating part starts.
        cycle: usize,
    },
}

impl Recurrence {
    /// The value at iteration `j` of a finite sequence.
    pub fn value_at(values: &[i64], cycle: usize, j: usize) -> i64 {
        if j < values.len() {
            values[j]
        } else {
            let period = values.len() - cycle;
            values[cycle + (j - cycle) % period]
        }
    }
}

/// One loop: its blocks, entries, first instruction and modelled header phis.
#[derive(Clone, Debug)]
pub struct LoopModel {
    /// The loop.
    pub loop_ref: LoopRef,
    /// Its blocks, by index.
    pub blocks: FixedBitSet,
    /// The predecessors of the header outside the loop.
    pub entries: Vec<BlockId>,
    /// The header's first instruction: where a path crosses into the next iteration.
    pub first: InstId,
    /// The header phis and how each evolves.
    pub phis: BTreeMap<LocalId, Recurrence>,
    /// The constant start of each counter that has one (its value at iteration 0 of a run).
    pub starts: BTreeMap<LocalId, i64>,
    /// The header's name, for reasons (`%38`).
    pub name: String,
}

impl LoopModel {
    /// True when `block` is in the loop.
    pub fn contains(&self, block: BlockId) -> bool {
        self.blocks.contains(block.index())
    }

    /// Whether a base naming `leaves` (of this loop's function) is iterated in this loop: at
    /// least one modelled header phi, every leaf a modelled header phi or defined outside.
    pub fn iterates(&self, func: &Function, leaves: &[LocalId]) -> bool {
        let mut named = false;
        for &leaf in leaves {
            if self.phis.contains_key(&leaf) {
                named = true;
                continue;
            }
            if let LocalDef::Inst(i) = func.locals[leaf].def {
                if self.contains(func.insts[i].block) {
                    return false;
                }
            }
        }
        named
    }
}

/// The loops of one function with at least one modelled header phi.
pub fn loop_models(module: &Module, f: FunctionId, eval: &OffsetEvaluator<'_>) -> Vec<LoopModel> {
    let func = &module.functions[f];
    let cfg = func.cfg();
    let cycles = CycleInfo::new(&cfg);
    let mut out = Vec::new();
    for cycle in cycles.cycles() {
        if !cycle.is_reducible() {
            continue;
        }
        let header = cycle.header();
        let mut blocks = FixedBitSet::with_capacity(cfg.len());
        for b in cycle.blocks() {
            blocks.insert(b.index());
        }
        let entries: Vec<BlockId> = cfg
            .predecessors(header)
            .iter()
            .copied()
            .filter(|p| !blocks.contains(p.index()))
            .collect();
        let mut phis = BTreeMap::new();
        let mut starts = BTreeMap::new();
        let mut header_phis = Vec::new();
        for i in func.blocks[header].insts() {
            let inst = &func.insts[i];
            if inst.opcode != Opcode::Phi {
                break;
            }
            let Some(result) = inst.result else { continue };
            header_phis.push(result);
            if let Some(r) = recurrence(module, func, eval, result, &blocks) {
                let start = entry_and_back_values(func, result, &blocks)
                    .and_then(|(init, _)| module.const_int(init))
                    .and_then(|c| i64::try_from(c).ok());
                if let (Recurrence::Counter { .. }, Some(s)) = (&r, start) {
                    starts.insert(result, s);
                }
                phis.insert(result, r);
            }
        }
        // Counters that cannot wrap before the exit test ends the run (`super::trips`).
        if let Some(w) = super::trips::trip_bound_bits(module, func, eval, &blocks, header, &phis) {
            for (p, r) in phis.iter_mut() {
                let (Recurrence::Counter { step, non_negative }, Some(s), Some(bits)) =
                    (r, starts.get(p), eval.bits(Operand::Local(*p)))
                else {
                    continue;
                };
                if super::trips::never_wraps(*s, *step, bits, w) {
                    *non_negative = true;
                }
            }
        }
        // Phis that trade values (`swap(src, dst)`), modelled together.
        let constant = |op: Operand| {
            let e = eval.value(op, 0)?;
            if e.noise.is_some() {
                return None;
            }
            poly::as_constant(&e.poly)
        };
        let joint = super::rotation::joint_recurrences(
            module,
            func,
            &header_phis,
            &blocks,
            &phis,
            &constant,
        );
        phis.extend(joint);
        if phis.is_empty() {
            continue;
        }
        out.push(LoopModel {
            loop_ref: LoopRef {
                function: f,
                header,
            },
            blocks,
            entries,
            first: func.blocks[header].first,
            phis,
            starts,
            name: func.blocks[header].name.clone(),
        });
    }
    out
}

/// Header phi `p`'s value on entry to the loop `blocks` and on its back edges: `None` unless
/// every entry edge brings one value and every back edge one value.
pub(super) fn entry_and_back_values(
    func: &Function,
    p: LocalId,
    blocks: &FixedBitSet,
) -> Option<(Operand, Operand)> {
    let LocalDef::Inst(i) = func.locals[p].def else {
        return None;
    };
    let (mut init, mut next) = (None, None);
    for (value, pred) in func.insts[i].phi_incoming() {
        let slot = if blocks.contains(pred.index()) {
            &mut next
        } else {
            &mut init
        };
        match slot {
            None => *slot = Some(value),
            Some(v) if *v == value => {}
            Some(_) => return None,
        }
    }
    Some((init?, next?))
}

/// How header phi `p` evolves, when one of [`Recurrence`]'s forms.
fn recurrence(
    module: &Module,
    func: &Function,
    eval: &OffsetEvaluator<'_>,
    p: LocalId,
    blocks: &FixedBitSet,
) -> Option<Recurrence> {
    let (init, next) = entry_and_back_values(func, p, blocks)?;
    let bits = eval.bits(Operand::Local(p))?;
    let step = eval.value(next, 0)?;
    if step.noise.is_some() {
        return None;
    }
    let mut counter = step.poly.clone();
    let me = vec![Atom::Leaf(p)];
    if counter.remove(&me) == Some(1) && counter.keys().all(|m| m.is_empty()) {
        let step = poly::as_constant(&counter)?;
        let start = module.const_int(init).and_then(|c| i64::try_from(c).ok());
        let flagged = match next {
            Operand::Local(l) => func.def_inst(l).is_some_and(|d| {
                let text = &module.source[func.insts[d].span.range()];
                text.contains(" nuw ") || text.contains(" nsw ")
            }),
            _ => false,
        };
        return Some(Recurrence::Counter {
            step,
            non_negative: start.is_some_and(|s| s >= 0) && step > 0 && flagged,
        });
    }
    let mut v = i64::try_from(module.const_int(init)?).ok()?;
    let mut values = vec![v];
    while values.len() <= MAX_SEQUENCE {
        let mut env = |a: &Atom| (*a == Atom::Leaf(p)).then_some(v);
        let n = super::evaluate::wrap(super::evaluate::eval_poly(&step.poly, &mut env)?, bits);
        if let Some(cycle) = values.iter().position(|x| *x == n) {
            return Some(Recurrence::Finite { values, cycle });
        }
        values.push(n);
        v = n;
    }
    None
}

/// Every loop model of a module, and which footprint objects iterate in which loop.
#[derive(Clone, Debug, Default)]
pub struct IterationTable {
    /// The models, by loop.
    pub models: BTreeMap<LoopRef, LoopModel>,
    /// For an object whose base iterates in a loop: the loop and its forms at distances 1 to
    /// [`MAX_DISTANCE`] (index `d − 1`).
    pub forms: std::collections::HashMap<super::ObjectId, (LoopRef, Vec<super::ObjectId>)>,
    /// For an iterated form: its plain object, loop and distance.
    pub plain: std::collections::HashMap<super::ObjectId, (super::ObjectId, Iteration)>,
}

impl IterationTable {
    /// The loop `object`'s base iterates in, with its forms, if any.
    pub fn forms(&self, object: super::ObjectId) -> Option<&(LoopRef, Vec<super::ObjectId>)> {
        self.forms.get(&object)
    }

    /// The plain object, loop and distance of `object`: distance 0 for a plain object that
    /// iterates in a loop; `None` for any other.
    pub fn position(&self, object: super::ObjectId) -> Option<(super::ObjectId, LoopRef, u8)> {
        if let Some((plain, at)) = self.plain.get(&object) {
            return Some((*plain, at.loop_ref, at.distance));
        }
        self.forms.get(&object).map(|(l, _)| (object, *l, 0))
    }

    /// The model of loop `l`.
    pub fn model(&self, l: LoopRef) -> Option<&LoopModel> {
        self.models.get(&l)
    }

    /// The loops of `f` whose blocks hold `block`.
    pub fn loops_holding(&self, f: FunctionId, block: BlockId) -> Vec<LoopRef> {
        self.models
            .values()
            .filter(|m| m.loop_ref.function == f && m.contains(block))
            .map(|m| m.loop_ref)
            .collect()
    }
}

/// The loop of `models` whose header phis `leaves` name, when the base iterates in it.
pub fn iterating_loop<'a>(
    models: &'a [LoopModel],
    func: &Function,
    leaves: &[LocalId],
) -> Option<&'a LoopModel> {
    let header_of = |l: &LocalId| match func.locals[*l].def {
        LocalDef::Inst(i) if func.insts[i].opcode == Opcode::Phi => Some(func.insts[i].block),
        _ => None,
    };
    let mut found: Option<&LoopModel> = None;
    for leaf in leaves {
        let Some(model) = models
            .iter()
            .find(|m| Some(m.loop_ref.header) == header_of(leaf) && m.phis.contains_key(leaf))
        else {
            continue;
        };
        match found {
            Some(f) if f.loop_ref != model.loop_ref => return None,
            _ => found = Some(model),
        }
    }
    found.filter(|m| m.iterates(func, leaves))
}

/// The polynomial `p` as a constant-free key and its constant term.
pub fn split_constant(p: &Poly) -> (Poly, i64) {
    let mut key = p.clone();
    let c = key.remove(&Vec::new()).unwrap_or(0);
    (key, c)
}
