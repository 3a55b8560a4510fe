//! # Barrier ids that follow the iteration (docs/design.md §4.6, "Ids that alternate")
//!
//! A two-stage warp-specialized loop gives each stage its own FULL and EMPTY barrier and
//! picks them with the stage index: `bar.sync 1 + (k & 1), n` (CUTLASS's `bar.sync %0, %1;`
//! with `"r"` operands). The id is no constant, but along any path it is known: `k` is a
//! header phi of a loop with a constant start on each entry edge and a constant step on each
//! back edge, so `k mod P` is the start plus the number of back edges taken since the loop
//! was entered, times the step. The counting of [`super::rounds`] carries this **phase** in
//! its state.
//!
//! ## The forms read
//!
//! An id operand `c + (iv mod P)`: `add x, c` (either order, `c` a constant) of
//! `x = and iv, P − 1` or `x = urem iv, P` (PTX: `and.b32` / `rem.u32`), `P` a power of two
//! up to 16 (then `iv mod P` survives the wrap of `iv` at `2^w`), every id `c … c + P − 1`
//! in `1 … 15`. `iv` must be a header phi of a reducible loop `L` (not the entry block) whose
//! incoming value is a constant on every edge from outside `L` and `iv + s` (`s` constant,
//! the same on every back edge) on every edge from inside; every such operation lies in `L`,
//! and all of them name one `iv`. Anything else on an id keeps the old reason ("without a
//! constant id").
//!
//! ## The phase
//!
//! A **slot** is `iv mod P` (`0 … P − 1`) or *none* (outside `L`). Along an edge into the
//! header from outside, the slot becomes that edge's start `mod P`; along a back edge it
//! advances by `s mod P`; along an edge leaving `L` it becomes none; otherwise it stays. In
//! `L`, the slot is `iv mod P` of the current iteration (the header dominates `L`, so every
//! path into `L` passes an entry edge first). An operation at slot `φ` is on barrier
//! `c + (φ mod P_op)`.
//!
//! **Why every thread uses the iteration's id.** The start and the step are constants, so
//! `iv`'s value in a thread is a function of the thread's path alone: two threads in their
//! `j`-th iteration of one run of `L` hold the same `iv` (it is uniform in that sense,
//! whatever else they do), and the counts, taken per path, count each thread's operations on
//! each physical barrier exactly. A start that depends on the thread (`iv = phi [tid, …]`) or
//! a step that does is not read, and the rule does not apply.

use super::NamedBarriers;
use std::collections::BTreeMap;
use syncflow_framework::graph::{BlockId, Cfg, CycleInfo};
use syncflow_ir::{BinaryOp, FunctionId, InstId, LocalDef, LocalId, Module, Opcode, Operand};

/// An id `offset + (iv mod modulus)`: which induction variable and modulus.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Phased {
    /// The loop's header phi.
    pub iv: LocalId,
    /// `P`, a power of two up to 16.
    pub modulus: u32,
}

/// Reads `op` as `c + (iv mod P)`: the constant `c` and the [`Phased`] part.
pub(super) fn phased_id(module: &Module, f: FunctionId, op: Operand) -> Option<(u32, Phased)> {
    let func = &module.functions[f];
    let def = |o: Operand| match o {
        Operand::Local(l) => func.def_inst(l).map(|i| &func.insts[i]),
        _ => None,
    };
    let add = def(op)?;
    let (x, c) = match (&add.opcode, add.operands.as_slice()) {
        (Opcode::Binary(BinaryOp::Add), [x, y]) => match module.const_int(*y) {
            Some(c) => (*x, c),
            None => (*y, module.const_int(*x)?),
        },
        _ => return None,
    };
    let m = def(x)?;
    let (iv, modulus) = match (&m.opcode, m.operands.as_slice()) {
        (Opcode::Binary(BinaryOp::And), [Operand::Local(iv), k]) => {
            (*iv, module.const_int(*k)?.checked_add(1)?)
        }
        (Opcode::Binary(BinaryOp::URem), [Operand::Local(iv), k]) => (*iv, module.const_int(*k)?),
        _ => return None,
    };
    let modulus = u32::try_from(modulus).ok()?;
    let c = u32::try_from(c).ok()?;
    if !modulus.is_power_of_two() || !(2..=16).contains(&modulus) || c == 0 || c + modulus > 16 {
        return None;
    }
    let phi = func.def_inst(iv)?;
    (func.insts[phi].opcode == Opcode::Phi).then_some((c, Phased { iv, modulus }))
}

/// The loop whose induction variable picks the phased ids.
#[derive(Clone, Debug)]
pub(super) struct PhaseLoop {
    header: BlockId,
    /// The loop's blocks.
    blocks: Vec<bool>,
    /// `P`: the largest modulus (every modulus divides it).
    period: u32,
    /// The step `mod P` of the back edges.
    step: u32,
    /// Per edge into the header from outside: the slot it starts.
    enter: BTreeMap<BlockId, u32>,
}

impl PhaseLoop {
    /// The loop of the phased operations of `ops`; `Ok(None)` when there are none, `Err`
    /// (the old reason) when their induction variable is not one this module reads.
    pub(super) fn find(
        module: &Module,
        f: FunctionId,
        cfg: &Cfg,
        ops: &[(InstId, Phased)],
    ) -> Result<Option<Self>, ()> {
        let Some(&(_, first)) = ops.first() else {
            return Ok(None);
        };
        let func = &module.functions[f];
        if ops.iter().any(|(_, p)| p.iv != first.iv) {
            return Err(());
        }
        let period = ops.iter().map(|(_, p)| p.modulus).max().unwrap_or(1);
        let LocalDef::Inst(phi) = func.locals[first.iv].def else {
            return Err(());
        };
        let header = func.insts[phi].block;
        let cycles = CycleInfo::new(cfg);
        let cycle = cycles
            .cycles()
            .iter()
            .find(|c| c.header() == header && c.is_reducible())
            .ok_or(())?;
        if header == cfg.entry() {
            return Err(());
        }
        let mut blocks = vec![false; cfg.len()];
        for b in cycle.blocks() {
            blocks[b.index()] = true;
        }
        if ops
            .iter()
            .any(|(i, _)| !blocks[func.insts[*i].block.index()])
        {
            return Err(());
        }
        let p = i128::from(period);
        let (mut step, mut enter) = (None, BTreeMap::new());
        let incoming: BTreeMap<BlockId, Operand> = func.insts[phi]
            .phi_incoming()
            .map(|(v, b)| (b, v))
            .collect();
        for &pred in cfg.predecessors(header) {
            let value = *incoming.get(&pred).ok_or(())?;
            if blocks[pred.index()] {
                let s = increment(module, f, value, first.iv).ok_or(())?;
                let s = u32::try_from(s.rem_euclid(p)).map_err(|_| ())?;
                if step.replace(s).is_some_and(|old| old != s) {
                    return Err(());
                }
            } else {
                let c = module.const_int(value).ok_or(())?;
                enter.insert(pred, u32::try_from(c.rem_euclid(p)).map_err(|_| ())?);
            }
        }
        Ok(Some(PhaseLoop {
            header,
            blocks,
            period,
            step: step.ok_or(())?,
            enter,
        }))
    }

    /// How many rounds of a cut make one cycle of the phase: `P / gcd(step, P)` for a cut in
    /// the loop, 1 outside it.
    fn cycle(&self, inside: bool) -> usize {
        if !inside {
            return 1;
        }
        let mut g = self.period;
        let mut s = self.step;
        while s != 0 {
            (g, s) = (s, g % s);
        }
        (self.period / g) as usize
    }
}

/// `s` when `value` is `add iv, s` (either order) with `s` a constant.
fn increment(module: &Module, f: FunctionId, value: Operand, iv: LocalId) -> Option<i128> {
    let func = &module.functions[f];
    let Operand::Local(q) = value else {
        return None;
    };
    let add = &func.insts[func.def_inst(q)?];
    match (&add.opcode, add.operands.as_slice()) {
        (Opcode::Binary(BinaryOp::Add), [x, y]) if *x == Operand::Local(iv) => module.const_int(*y),
        (Opcode::Binary(BinaryOp::Add), [y, x]) if *x == Operand::Local(iv) => module.const_int(*y),
        _ => None,
    }
}

impl NamedBarriers {
    /// The number of phase slots: `P` and none (1 when no id is phased).
    pub(super) fn slots(&self) -> usize {
        self.phase.as_ref().map_or(1, |p| p.period as usize + 1)
    }

    /// The slot "outside the loop".
    pub(super) fn none_slot(&self) -> usize {
        self.slots() - 1
    }

    /// The slot after the edge `from → to`, from `slot`.
    pub(super) fn next_slot(&self, from: BlockId, to: BlockId, slot: usize) -> usize {
        let Some(p) = &self.phase else { return slot };
        let none = self.none_slot();
        let inside = |b: BlockId| p.blocks[b.index()];
        if to == p.header {
            if !inside(from) {
                return p.enter.get(&from).map_or(none, |&s| s as usize);
            }
            if slot == none {
                return none;
            }
            return (slot + p.step as usize) % p.period as usize;
        }
        if inside(from) && !inside(to) {
            return none;
        }
        slot
    }

    /// Operation `inst` is on barrier `id` at phase `slot`.
    pub(super) fn op_is(&self, inst: InstId, id: u32, slot: usize) -> bool {
        match self.ops.get(&inst) {
            None => false,
            Some(o) => match o.phased {
                None => o.id == id,
                Some(ph) => slot != self.none_slot() && o.id + slot as u32 % ph.modulus == id,
            },
        }
    }

    /// Operation `inst` may be on barrier `id` at some phase.
    pub(super) fn may_be(&self, inst: InstId, id: u32) -> bool {
        match self.ops.get(&inst) {
            None => false,
            Some(o) => match o.phased {
                None => o.id == id,
                Some(ph) => (o.id..o.id + ph.modulus).contains(&id),
            },
        }
    }

    /// The slots with which role `role` reaches cut `b`: from the entry (`from == None`,
    /// round 1) or from just after `b` at slot `from` (one pass).
    fn slots_at(
        &self,
        module: &Module,
        f: FunctionId,
        role: usize,
        b: InstId,
        from: Option<usize>,
    ) -> Vec<usize> {
        let func = &module.functions[f];
        let home = func.insts[b].block;
        let slots = self.slots();
        let mut seen = vec![false; self.blocks * slots];
        let mut work: Vec<(BlockId, usize)> = Vec::new();
        let mut out = Vec::new();
        match from {
            None if home == self.entry => out.push(self.none_slot()),
            None => work.push((self.entry, self.none_slot())),
            Some(s) => {
                for &t in &self.succ[role][home.index()] {
                    work.push((t, self.next_slot(home, t, s)));
                }
            }
        }
        while let Some((block, slot)) = work.pop() {
            if std::mem::replace(&mut seen[block.index() * slots + slot], true) {
                continue;
            }
            if block == home {
                out.push(slot);
                continue;
            }
            for &t in &self.succ[role][block.index()] {
                work.push((t, self.next_slot(block, t, slot)));
            }
        }
        out.sort_unstable();
        out.dedup();
        out
    }

    /// The slot at the start of each residue class of rounds `r ≥ 2` of cut `b` for `role`
    /// (round `2 + m + q·Q` starts at entry `m`; `Q` the length). `Err` when the phase at
    /// `b` is not the same on every path (two slots in round 1, or a pass that does not
    /// advance it by the step). A role that never reaches `b` gets the none slot.
    pub(super) fn residues(
        &self,
        module: &Module,
        f: FunctionId,
        role: usize,
        b: InstId,
    ) -> Result<Vec<usize>, String> {
        let none = self.none_slot();
        let Some(p) = &self.phase else {
            return Ok(vec![none]);
        };
        let func = &module.functions[f];
        let inside = p.blocks[func.insts[b].block.index()];
        let q = p.cycle(inside);
        let first = self.slots_at(module, f, role, b, None);
        let start = match first.as_slice() {
            [] => return Ok(vec![none; q]),
            [s] => *s,
            _ => return Err(self.phase_problem()),
        };
        let mut out = vec![start];
        for m in 0..q {
            let s = out[m];
            let expect = if s == none {
                none
            } else {
                (s + p.step as usize) % p.period as usize
            };
            let next = self.slots_at(module, f, role, b, Some(s));
            if next.iter().any(|&n| n != expect) {
                return Err(self.phase_problem());
            }
            if m + 1 < q {
                out.push(expect);
            }
        }
        Ok(out)
    }

    fn phase_problem(&self) -> String {
        "a barrier id follows the loop's induction variable, but its phase at this barrier \
         differs between paths"
            .into()
    }

    /// The header of the loop whose induction variable picks the phased ids.
    pub(super) fn phase_header(&self) -> Option<BlockId> {
        self.phase.as_ref().map(|p| p.header)
    }

    /// When `cut` is the first instruction of the phase loop's header: per instruction,
    /// whether it lies in the loop (then its phase in a round of the cut is the round's).
    pub(super) fn header_cut(
        &self,
        module: &Module,
        f: FunctionId,
        cut: InstId,
    ) -> Option<Vec<bool>> {
        let ph = self.phase.as_ref()?;
        let func = &module.functions[f];
        (func.blocks[ph.header].first == cut).then(|| {
            func.insts
                .iter()
                .map(|i| ph.blocks[i.block.index()])
                .collect()
        })
    }
}
