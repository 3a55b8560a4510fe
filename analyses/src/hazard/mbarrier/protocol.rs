//! The protocol of one mbarrier array (conditions 1–3 of the module docs), alignment as a
//! greatest fixpoint (condition 4), and the questions the eliminator asks of the rule.

use super::ops::{parity_form, MbarOp, OpKind, Stage};
use super::{is_cta_barrier, MbarrierRule, Protocol};
use crate::memory::object::readable_symbol;
use std::collections::BTreeMap;
use syncflow_framework::graph::{BlockId, Cfg};
use syncflow_ir::{FunctionId, GlobalId, InstId, LocalId, Module};

impl MbarrierRule {
    /// The protocol of `array`, or why it is none (conditions 1–3).
    #[allow(clippy::too_many_arguments)]
    pub(super) fn protocol(
        &self,
        module: &Module,
        f: FunctionId,
        cfg: &Cfg,
        array: GlobalId,
        inits: &BTreeMap<GlobalId, Vec<(u32, u32, InstId)>>,
        ops: &BTreeMap<InstId, MbarOp>,
        iv: LocalId,
        firsts: &[i128],
        threads: u32,
    ) -> Result<Protocol, String> {
        let name = readable_symbol(&module.globals[array].name);
        let on = |kind: fn(&OpKind) -> bool| -> Vec<InstId> {
            ops.iter()
                .filter(|(_, o)| o.array == array && kind(&o.kind))
                .map(|(i, _)| *i)
                .collect()
        };
        let arrives = on(|k| matches!(k, OpKind::Arrive));
        let waits = on(|k| matches!(k, OpKind::Wait { .. }));
        let roles_of = |list: &[InstId]| -> Vec<usize> {
            (0..self.counts.len())
                .filter(|&r| list.iter().any(|i| self.executes(r, *i)))
                .collect()
        };
        let (arrivers, waiters) = (roles_of(&arrives), roles_of(&waits));
        let (&[arriver], &[waiter]) = (arrivers.as_slice(), waiters.as_slice()) else {
            return Err(format!(
                "{name}: not one role arriving and one other role waiting ({} arrive, {} wait)",
                arrivers.len(),
                waiters.len()
            ));
        };
        if arriver == waiter {
            return Err(format!("{name}: one role both arrives and waits"));
        }
        let at_end =
            |role: usize, class: usize| self.counts[role][class].at_end.as_ref().map(|m| m[&array]);
        for class in 0..firsts.len() {
            if !at_end(arriver, class).is_some_and(|t| t.arrivals.exactly(1)) {
                return Err(format!(
                    "{name}: the {} do not arrive exactly once in every round",
                    self.role_words(arriver)
                ));
            }
        }
        let per_class: Vec<Option<u8>> = (0..firsts.len())
            .map(|c| at_end(waiter, c).and_then(|t| (0..=1).find(|n| t.waits.exactly(*n))))
            .collect();
        let from = match (per_class.as_slice(), firsts) {
            ([Some(1)], _) | ([Some(1), Some(1)], _) => 0,
            ([Some(0), Some(1)], [_, t]) => *t,
            _ => {
                return Err(format!(
                    "{name}: the {} do not wait exactly once in every round from some round \
                     on",
                    self.role_words(waiter)
                ))
            }
        };
        let forms: Vec<Option<(u32, u32)>> = waits
            .iter()
            .map(|w| match ops[w].kind {
                OpKind::Wait { parity } => parity_form(module, f, parity, iv),
                _ => None,
            })
            .collect();
        let Some(Some((divisor, c))) = forms.first().copied() else {
            return Err(format!(
                "{name}: a wait's parity is not read as ⌊k / S⌋ + c"
            ));
        };
        if forms.iter().any(|x| *x != Some((divisor, c))) || divisor != self.stages {
            return Err(format!(
                "{name}: a wait's parity does not follow the uses of its stage (⌊k / {}⌋)",
                self.stages
            ));
        }
        let s = i128::from(self.stages);
        if from % s != 0 || (from / s + i128::from(c)) % 2 != 0 {
            return Err(format!(
                "{name}: the first wait (round {from}) does not ask for the first phase"
            ));
        }
        let lag = u32::try_from(from / s).map_err(|_| format!("{name}: lag"))?;
        // Inits: each stage once, one count, the arriving role's size.
        let list = inits.get(&array).cloned().unwrap_or_default();
        let mut seen = vec![false; self.stages as usize];
        let mut count = None;
        for &(stage, n, _) in &list {
            let slot = seen.get_mut(stage as usize).ok_or(format!(
                "{name}: initialised beyond its {} stages",
                self.stages
            ))?;
            if std::mem::replace(slot, true) || count.is_some_and(|c| c != n) {
                return Err(format!(
                    "{name}: not initialised once per stage with one count"
                ));
            }
            count = Some(n);
        }
        if seen.iter().any(|s| !s) {
            return Err(format!("{name}: a stage is not initialised"));
        }
        let (lo, hi) = self.role_tid[arriver];
        let size = if lo >= threads {
            0
        } else {
            hi.min(threads - 1) - lo + 1
        };
        if count != Some(size) {
            return Err(format!(
                "{name}: it counts {} arrivals, but the {} are {size} threads",
                count.unwrap_or(0),
                self.role_words(arriver)
            ));
        }
        for &(_, _, init) in &list {
            self.init_before_loop(module, f, cfg, init)
                .map_err(|why| format!("{name}: {why}"))?;
        }
        Ok(Protocol {
            array,
            arriver,
            waiter,
            lag,
        })
    }

    /// No path from the loop reaches `init`, and every path from it to the loop passes a CTA
    /// barrier.
    fn init_before_loop(
        &self,
        module: &Module,
        f: FunctionId,
        cfg: &Cfg,
        init: InstId,
    ) -> Result<(), String> {
        let func = &module.functions[f];
        let home = func.insts[init].block;
        let mut seen = vec![false; cfg.len()];
        let mut work = vec![self.header];
        while let Some(b) = work.pop() {
            if !std::mem::replace(&mut seen[b.index()], true) {
                work.extend(cfg.successors(b).iter().copied());
            }
        }
        if seen[home.index()] {
            return Err("an `mbarrier.init` the loop may reach again".into());
        }
        // From just after the init, stopping at CTA barriers.
        let stops = |b: BlockId, from: usize| {
            func.blocks[b]
                .insts()
                .skip(from)
                .any(|i| is_cta_barrier(module, f, i))
        };
        let mut seen = vec![false; cfg.len()];
        let mut work: Vec<BlockId> = if stops(home, func.index_in_block(init) + 1) {
            Vec::new()
        } else {
            cfg.successors(home).to_vec()
        };
        while let Some(b) = work.pop() {
            if b == self.header {
                return Err("no CTA barrier between its `mbarrier.init` and the loop".into());
            }
            if !std::mem::replace(&mut seen[b.index()], true) && !stops(b, 0) {
                work.extend(cfg.successors(b).iter().copied());
            }
        }
        Ok(())
    }

    /// Keeps the protocols some other kept protocol aligns (condition 4), to a fixpoint.
    pub(super) fn aligned(
        &self,
        mut set: Vec<Protocol>,
        ops: &BTreeMap<InstId, MbarOp>,
    ) -> Vec<Protocol> {
        loop {
            let keep: Vec<bool> = set
                .iter()
                .map(|m| {
                    set.iter().any(|y| {
                        y.arriver == m.waiter
                            && y.waiter == m.arriver
                            && m.lag + y.lag <= 1
                            && self.positions(m, y, ops)
                    })
                })
                .collect();
            if keep.iter().all(|k| *k) {
                return set;
            }
            let mut it = keep.into_iter();
            set.retain(|_| it.next().unwrap_or(false));
        }
    }

    /// `P` waits on `Y` before arriving on `M` in each round it waits on `Y`; with
    /// `λ_M + λ_Y = 1`, `C` waits on `M` before arriving on `Y` in each round it waits on `M`.
    fn positions(&self, m: &Protocol, y: &Protocol, ops: &BTreeMap<InstId, MbarOp>) -> bool {
        let before_in = |role: usize, arrive_on: GlobalId, waited: GlobalId| {
            ops.iter()
                .filter(|(_, o)| o.array == arrive_on && o.kind == OpKind::Arrive)
                .all(|(i, _)| {
                    self.counts[role].iter().all(|c| {
                        let waits_here = c
                            .at_end
                            .as_ref()
                            .is_some_and(|e| e[&waited].waits.exactly(1));
                        !waits_here || c.before.get(i).is_none_or(|t| t[&waited].waits.exactly(1))
                    })
                })
        };
        before_in(m.arriver, m.array, y.array)
            && (m.lag + y.lag == 0 || before_in(m.waiter, y.array, m.array))
    }

    /// Whether a thread of `role` may execute `inst`.
    pub fn executes(&self, role: usize, inst_block: InstId) -> bool {
        self.counts
            .get(role)
            .is_some_and(|c| c.iter().any(|c| c.before.contains_key(&inst_block)))
    }

    fn role_words(&self, role: usize) -> String {
        let (lo, hi) = self.role_tid[role];
        match (lo, hi) {
            (0, u32::MAX) => "threads".into(),
            (0, hi) => format!("threads with tid.x < {}", hi + 1),
            (lo, u32::MAX) => format!("threads with tid.x ≥ {lo}"),
            (lo, hi) => format!("threads with {lo} ≤ tid.x < {}", hi + 1),
        }
    }

    /// True when the function has mbarrier operations.
    pub fn any(&self) -> bool {
        self.any
    }

    /// Why the rule does not apply to this function, if it does not.
    pub fn problem(&self) -> Option<&str> {
        self.problem.as_deref()
    }

    /// The number of roles.
    pub fn roles(&self) -> usize {
        self.counts.len()
    }

    /// `tid.x ∈ [lo, hi]` for `role`.
    pub fn role_tid_x(&self, role: usize) -> (u32, u32) {
        self.role_tid[role]
    }

    /// Whether `block` lies in the ring's loop.
    pub fn in_loop(&self, block: BlockId) -> bool {
        self.in_loop.get(block.index()).copied().unwrap_or(false)
    }

    /// The ring's loop header.
    pub fn header(&self) -> BlockId {
        self.header
    }

    /// Whether, within one round, `first` may come before `b` and `b` before `second`
    /// (then the pair may be in one round, distance 0).
    pub fn same_round(
        &self,
        module: &Module,
        f: FunctionId,
        first: InstId,
        b: InstId,
        second: InstId,
    ) -> bool {
        let func = &module.functions[f];
        let at = |i: InstId| (func.insts[i].block, func.index_in_block(i));
        let precedes = |x: InstId, y: InstId| {
            let ((bx, ix), (by, iy)) = (at(x), at(y));
            (bx == by && ix < iy) || self.body[bx.index()][by.index()]
        };
        precedes(first, b) && precedes(b, second)
    }

    /// The smallest iteration distance `d` from which an access `a` (instruction `ia`, role
    /// `ra`) in round `i` happens before an access `c` (`ic`, `rc`) in round `i + d` through
    /// an aligned protocol, with its array (module docs); `None` when no protocol has `ra`
    /// arriving and `rc` waiting.
    pub fn ordered_from(
        &self,
        ia: InstId,
        ra: usize,
        ic: InstId,
        rc: usize,
    ) -> Option<(u32, GlobalId)> {
        self.protocols
            .iter()
            .filter(|p| p.arriver == ra && p.waiter == rc)
            .map(|p| {
                let before_a = self.counts[ra].iter().all(|c| {
                    c.before
                        .get(&ia)
                        .is_none_or(|t| t[&p.array].arrivals.exactly(0))
                });
                let after_c = self.counts[rc].iter().all(|c| {
                    let waits = c
                        .at_end
                        .as_ref()
                        .is_some_and(|e| e[&p.array].waits.exactly(1));
                    !waits
                        || c.before
                            .get(&ic)
                            .is_none_or(|t| t[&p.array].waits.exactly(1))
                });
                (
                    p.lag * self.stages + u32::from(!before_a) + u32::from(!after_c),
                    p.array,
                )
            })
            .min()
    }

    /// The aligned protocols.
    pub fn protocols(&self) -> &[Protocol] {
        &self.protocols
    }

    /// `S`.
    pub fn stages(&self) -> u32 {
        self.stages
    }

    /// Whether `inst`'s stage is `k mod S` (for tests and reasons).
    pub fn phased(op: &MbarOp) -> bool {
        matches!(op.stage, Stage::Phased { .. })
    }
}
