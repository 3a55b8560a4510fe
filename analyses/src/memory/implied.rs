//! # Slots whose injectivity the input's race freedom implies
//!
//! Precision level 3 ([`super::slot`]) keeps two threads' accesses apart when both go to
//! `base + C + S·T(t)` and `T` is injective over the CTA. Which `T` are injective depends on
//! the block shape: `tid.x` only in 1-D blocks, `tid.x + ntid.x·tid.y` only in blocks of at
//! most two dimensions. The shape is often unstated, yet the kernel itself may imply what we
//! need (docs/design.md §4.2):
//!
//! ```text
//!   s[threadIdx.x] = in[i];     // W: every thread of the CTA writes its s[f(t)]
//!   __syncthreads();            // b
//!   out[i] = s[threadIdx.x];    // A: every thread reads the slot it wrote
//! ```
//!
//! If two threads `t ≠ t'` had `f(t) = f(t')`, they would both write the same bytes at `W`
//! with no barrier between them: a data race. The input has none — the premise every compiler
//! makes, and the one syncflow's soundness is stated under (docs/design.md §4.1) — so `f` is
//! injective over the threads of every launch, whatever its shape, and `A` by `t` and `W` by
//! `t'` never meet: `b` orders nothing between them.
//!
//! ## The rule
//!
//! A **witness** is a `store` (or an inline asm that is one unpredicated PTX `st`) in a
//! kernel that no function of the module calls, such that
//!
//! - it is neither `volatile` nor atomic (atomic writes do not race with each other; legacy
//!   warp-synchronous code races on purpose through `volatile`; PTX's strong `st.relaxed`…
//!   and `st.volatile` count as atomic),
//! - its address is a slot `C + S·T(t)` of an object (the forms of [`super::slot`]), and
//! - its block is not under divergent control ([`crate::uniformity::divergent_control`]):
//!   when one thread executes it, all threads of the CTA do, in the same barrier interval.
//!
//! Witnesses of one block with the same object, `T` and `S`, and no barrier (nor a call
//! that may execute one) between them, form a **group**: every thread executes all of them
//! in one interval. (An unrolled `for (j…) tile[(ty + j)·32 + tx] = …` writes four offsets
//! `C_j` of one `T` in one group.)
//!
//! An access class whose object is a slot `C + S·T(t)` of an object is **implied injective**
//! when some group holds a witness with the same object, `T`, `S` and `C`, at least as wide as
//! the access, and the group's first witness dominates every instruction of the kernel whose
//! effect contains the class (loads, stores, atomics, asm, and calls whose callees reach it).
//! Two implied-injective classes with the same object, `T` and `S` never meet across threads
//! when they have the same offset `C`, or one group covers both.
//!
//! **Thread 0's slot.** An object touched only by loads and stores at one constant offset
//! `C`, each in a block guarded by `T(t) == 0` (dominated by the edge of `br (icmp eq V, 0)`
//! taken when `V = m·T(t)` is zero), is thread 0's slot `g(0) + C` when a group of `T` with a
//! witness at `C` covers it: `if (t == 0) s[0] = v;` after every thread's `s[t] = 0`. With `T`
//! injective, one thread executes those accesses, and they meet no other thread's slot.
//!
//! ## Why it is sound
//!
//! Write `g(t) = S·T(t)`. Let `A` (by thread `t`, at `g(t) + C_A`) and `B` (by thread
//! `t' ≠ t`, at `g(t') + C_B`) be accesses of implied-injective classes.
//!
//! 1. The group covering `A` dominates it, so `t` executed the group's block before `A`. The
//!    block is not under divergent control and the input has no barrier divergence, so every
//!    thread of the CTA executed the group in that same barrier interval. Race freedom makes
//!    the bytes any two distinct threads write there disjoint: for witnesses `W_i`, `W_j` of
//!    the group, `[g(t) + C_i, +w_i)` and `[g(t') + C_j, +w_j)` do not meet.
//! 2. One group covering both: `A` lies within `[g(t) + C_A, +w_A)` and `B` within
//!    `[g(t') + C_B, +w_B)` for witnesses of the group, which step 1 separates.
//! 3. Same offset `C`, groups `G_A` and `G_B`: each group, executed, separates its witness's
//!    ranges, so `|g(t) − g(t')| ≥ max(w_A, w_B)`, and `A` and `B`, each within its witness's
//!    width of `g(·) + C`, do not meet.
//!
//! 4. Thread 0's slot: the accesses run only in threads with `T(t) = 0` — one thread, since
//!    the covering group makes `T` injective — at `g(0) + C`, thread 0's slot of the group;
//!    steps 1 and 2 separate it from the group's slots of every other thread.
//!
//! `g` involves only thread ids and constants, so the fact is one of the launch, not of a
//! moment: it holds at every execution of `A` and `B`, in loops too, and it stays true when
//! barriers are removed (removal merges intervals; it never changes what the input's
//! witnesses proved).
//!
//! ## What does not qualify
//!
//! - **A partial write**, under a thread-dependent branch: `if (ty == 0) s[tx] = v;` makes
//!   `tx` injective over row 0 only; `s[tx]` read afterwards by every thread is read by
//!   `(tx, 1)` too, which conflicts with `(tx, 0)`'s write. Divergent control disqualifies
//!   the witness (the harness generates exactly this shape).
//! - **An access the witness does not dominate**: it may run in a launch where the witness
//!   never does (a loop that runs zero times, a uniform branch not taken), where nothing
//!   proved `f` injective.
//! - **Device functions and called kernels**: their callers may run them in some threads only.
//! - **Reads alone**: many threads may read one slot without a race, so reads prove nothing.

use super::extent::BlockExtent;
use super::footprint::{constant_offset, has_footprints, thread_index, UniformBase};
use super::object::{AccessClass, ConflictModel, MemoryObject, ObjectId, ObjectTable};
use super::offset::OffsetEvaluator;
use super::slot::{Slot, SlotIndex};
use super::InstEffect;
use fixedbitset::FixedBitSet;
use std::collections::{BTreeMap, HashMap};
use syncflow_framework::graph::{BlockId, Cfg, Dominators};
use syncflow_ir::ptx::AsmEffects;
use syncflow_ir::{
    Callee, FunctionId, InstId, Instruction, LocalDef, Module, Opcode, Operand, Ordering, Predicate,
};

/// The slot classes of one kernel that are implied injective: for each, the witness groups
/// that cover it (a group is one or more witnesses the kernel executes in one interval).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ImpliedSlots {
    covered_by: BTreeMap<ObjectId, Vec<usize>>,
    /// Objects accessed only at one constant offset by the threads with `T(t) = 0`: their
    /// index function, and the groups that make that thread's slot theirs.
    thread_zero: BTreeMap<ObjectId, (SlotIndex, Vec<usize>)>,
    /// The first witness of each group, for reports.
    first: Vec<InstId>,
}

/// What a group shares: the object, the index function, the stride and the CTA-uniform base
/// of the offset (not the constant offset or the width).
fn group_key(object: &MemoryObject) -> Option<(&MemoryObject, SlotIndex, i64, &UniformBase)> {
    match object {
        MemoryObject::Part(base, fp) => {
            let slot = fp.slot?;
            Some((base, slot.index, slot.stride, &fp.base))
        }
        _ => None,
    }
}

/// The slot of a part, if it has one.
fn slot_of_object(object: &MemoryObject) -> Option<Slot> {
    match object {
        MemoryObject::Part(_, fp) => fp.slot,
        _ => None,
    }
}

/// A witness: the store, its slot's offset and width, and its group.
struct Witness {
    inst: InstId,
    offset: i64,
    width: u64,
    group: usize,
}

/// An inline asm call whose every instruction the PTX model knows: no barrier among them.
fn understood_asm(inst: &Instruction) -> bool {
    matches!(inst.callee(), Some(Callee::InlineAsm(asm))
        if matches!(asm.effects(), syncflow_ir::ptx::AsmEffects::Understood { .. }))
}

/// An inline asm call that is one weak, unguarded PTX `st` (`st.shared.b32 [$0], $1;`): a
/// witness as a `store` is. Predicated (`@p st…`, a partial write) and strong or volatile
/// forms are not.
fn plain_asm_store(inst: &Instruction) -> bool {
    let Some(Callee::InlineAsm(asm)) = inst.callee() else {
        return false;
    };
    match asm.effects() {
        AsmEffects::Understood {
            accesses,
            completes_async: false,
        } => matches!(
            accesses.as_slice(),
            [a] if a.kind == syncflow_ir::AccessKind::Write
                && !a.atomic
                && !a.guarded
                && !a.asynchronous
                && a.offset == 0
        ),
        AsmEffects::Understood { .. } => false,
        AsmEffects::Unknown(_) => false,
    }
}

impl ImpliedSlots {
    /// Finds the implied-injective slot classes of function `f`, given its per-instruction
    /// `effects`, its `cfg`, the blocks under divergent control, and whether any function of
    /// the module calls `f`.
    pub fn find(
        module: &Module,
        f: FunctionId,
        cfg: &Cfg,
        effects: &[InstEffect],
        objects: &ObjectTable,
        divergent_control: &FixedBitSet,
        called: bool,
    ) -> Self {
        let func = &module.functions[f];
        if !func.is_kernel || called || !func.is_defined {
            return ImpliedSlots::default();
        }
        // Two threads' stores to one slot race only when nothing but a full barrier can order
        // them: a store whose interval holds other synchronization is no witness
        // (docs/design.md §4.2). Most kernels have none at all, and skip the walks.
        let other_sync = objects.model() == ConflictModel::Ptx
            && super::signal::orders_threads_otherwise(module, f);
        let ordered_otherwise =
            |i: InstId| other_sync && super::signal::orders_threads_in_interval(module, f, cfg, i);
        let dom = Dominators::new(cfg);
        let classes = |i: InstId| match &effects[i.index()] {
            InstEffect::Accesses(list) => list.as_slice(),
            _ => &[],
        };
        let slot_of = |c: &AccessClass| slot_of_object(objects.object(c.object));
        // The witnesses, grouped: within one block, the stores to one (object, index,
        // stride) with no barrier, and no call that might hold one, between them.
        let mut witnesses: Vec<(BlockId, Witness)> = Vec::new();
        let mut groups: Vec<(BlockId, InstId)> = Vec::new();
        for (b, block) in func.blocks.iter_enumerated() {
            if !dom.is_reachable(b) || divergent_control.contains(b.index()) {
                continue;
            }
            let mut open: HashMap<(&MemoryObject, SlotIndex, i64, &UniformBase), usize> =
                HashMap::new();
            for i in block.insts() {
                let inst = &func.insts[i];
                let plain_store = match &inst.opcode {
                    Opcode::Store {
                        volatile, ordering, ..
                    } => !volatile && *ordering == Ordering::NotAtomic,
                    _ => plain_asm_store(inst),
                };
                match (&effects[i.index()], classes(i)) {
                    (InstEffect::Barrier(_), _) => open.clear(),
                    (_, [c]) if plain_store && c.kind.writes() && !ordered_otherwise(i) => {
                        let (Some(key), Some(slot)) =
                            (group_key(objects.object(c.object)), slot_of(c))
                        else {
                            continue;
                        };
                        let group = *open.entry(key).or_insert_with(|| {
                            groups.push((b, i));
                            groups.len() - 1
                        });
                        witnesses.push((
                            b,
                            Witness {
                                inst: i,
                                offset: slot.offset,
                                width: slot.size,
                                group,
                            },
                        ));
                    }
                    // An asm the PTX model understands holds no barrier (the model calls
                    // every `bar`/`barrier` form unknown).
                    _ if matches!(inst.opcode, Opcode::Call { .. })
                        && module.pure_intrinsic(func, i).is_none()
                        && !understood_asm(inst) =>
                    {
                        open.clear()
                    }
                    _ => {}
                }
            }
        }
        if witnesses.is_empty() {
            return ImpliedSlots::default();
        }
        // A group covers an instruction when its first witness dominates it.
        let dominates = |(bw, w): (BlockId, InstId), i: InstId| {
            let bi = func.insts[i].block;
            if bw == bi {
                w <= i
            } else {
                dom.dominates(bw, bi)
            }
        };
        // Every instruction touching each class's object.
        let mut users: BTreeMap<ObjectId, Vec<InstId>> = BTreeMap::new();
        for i in func.insts.indices() {
            for c in classes(i) {
                let list = users.entry(c.object).or_default();
                if list.last() != Some(&i) {
                    list.push(i);
                }
            }
        }
        let guards = thread_zero_guards(module, f, cfg, &dom);
        // The groups holding a witness at `offset`, at least `width` wide, of a slot whose
        // group key `key_fits`, and whose first witness comes before every one of `insts`.
        let covering = |offset: i64,
                        width: u64,
                        key_fits: &dyn Fn(&MemoryObject) -> bool,
                        insts: &[InstId]| {
            let mut found: Vec<usize> = witnesses
                .iter()
                .filter(|(_, w)| {
                    w.offset == offset
                        && w.width >= width
                        && key_fits(objects.object(classes(w.inst)[0].object))
                })
                .map(|(_, w)| w.group)
                .filter(|&g| insts.iter().all(|&i| dominates(groups[g], i)))
                .collect();
            found.sort_unstable();
            found.dedup();
            found
        };
        let mut covered_by = BTreeMap::new();
        let mut thread_zero = BTreeMap::new();
        for (object, insts) in users {
            let o = objects.object(object);
            let (Some(key), Some(slot)) = (group_key(o), slot_of_object(o)) else {
                // An object thread 0 alone touches, at thread 0's slot of a group?
                let Some((index, offset, width)) =
                    thread_zero_access(module, f, o.base(), &insts, &guards)
                else {
                    continue;
                };
                let thread_zero_slot = |w: &MemoryObject| {
                    matches!(
                        group_key(w),
                        Some((base, i, _, u)) if base == o.base() && i == index && u.is_zero()
                    )
                };
                let zero = covering(offset, width, &thread_zero_slot, &insts);
                if !zero.is_empty() {
                    thread_zero.insert(object, (index, zero));
                }
                continue;
            };
            let same_key = |w: &MemoryObject| group_key(w) == Some(key);
            let groups = covering(slot.offset, slot.size, &same_key, &insts);
            if !groups.is_empty() {
                covered_by.insert(object, groups);
            }
        }
        ImpliedSlots {
            covered_by,
            thread_zero,
            first: groups.iter().map(|(_, i)| *i).collect(),
        }
    }

    /// True when no class is implied injective.
    pub fn is_empty(&self) -> bool {
        self.covered_by.is_empty() && self.thread_zero.is_empty()
    }

    /// Number of implied-injective classes (thread-0 objects included).
    pub fn len(&self) -> usize {
        self.covered_by.len() + self.thread_zero.len()
    }

    /// A witness of `object`'s injectivity, when it is implied.
    pub fn witness(&self, object: ObjectId) -> Option<InstId> {
        let groups = match self.covered_by.get(&object) {
            Some(groups) => groups,
            None => &self.thread_zero.get(&object)?.1,
        };
        Some(self.first[groups[0]])
    }

    /// True when accesses of objects `a` and `b` by two different threads cannot touch the
    /// same byte by this rule: both implied injective with the same object, index function and
    /// stride, and either at the same offset or covered by one group.
    pub fn disjoint(&self, objects: &ObjectTable, a: ObjectId, b: ObjectId) -> bool {
        if let Some((index, zero)) = self.thread_zero.get(&a) {
            return self.zero_disjoint(objects, a, *index, zero, b);
        }
        if let Some((index, zero)) = self.thread_zero.get(&b) {
            return self.zero_disjoint(objects, b, *index, zero, a);
        }
        let (Some(ga), Some(gb)) = (self.covered_by.get(&a), self.covered_by.get(&b)) else {
            return false;
        };
        let (oa, ob) = (objects.object(a), objects.object(b));
        let same_offset = match (slot_of_object(oa), slot_of_object(ob)) {
            (Some(sa), Some(sb)) => sa.offset == sb.offset,
            _ => return false,
        };
        group_key(oa) == group_key(ob) && (same_offset || ga.iter().any(|g| gb.contains(g)))
    }

    /// `a` is touched only by the thread with `T(t) = 0` (injective `T`: one thread), at its
    /// slot of the groups `zero`. It meets no other thread's access of `b` when `b` is `a`
    /// itself (one thread), or a slot of the same object and `T` that one of those groups
    /// covers too (step 2 of the module docs, with `t = 0`).
    fn zero_disjoint(
        &self,
        objects: &ObjectTable,
        a: ObjectId,
        index: SlotIndex,
        zero: &[usize],
        b: ObjectId,
    ) -> bool {
        if a == b {
            return true;
        }
        match (objects.object(b), self.covered_by.get(&b)) {
            (MemoryObject::Part(base, fp), Some(groups)) => {
                **base == *objects.object(a).base()
                    && fp.slot.is_some_and(|slot| slot.index == index)
                    && groups.iter().any(|g| zero.contains(g))
            }
            _ => false,
        }
    }
}

/// Per block, the index functions `T` whose `T(t) == 0` the block is guarded by: blocks
/// dominated by the edge of `br (icmp eq V, 0)` taken when `V = m·T(t)` is zero (the `ne` form's
/// other edge), when that edge's target has no other predecessor.
fn thread_zero_guards(
    module: &Module,
    f: FunctionId,
    cfg: &Cfg,
    dom: &Dominators,
) -> Vec<Vec<SlotIndex>> {
    let func = &module.functions[f];
    let hardware = BlockExtent::hardware();
    let eval = OffsetEvaluator::new(module, func, &hardware);
    let mut guards = vec![Vec::new(); func.blocks.len()];
    for (b, block) in func.blocks.iter_enumerated() {
        let term = &func.insts[block.terminator()];
        let (Opcode::Br, [Operand::Local(c), Operand::Block(yes), Operand::Block(no)]) =
            (&term.opcode, term.operands.as_slice())
        else {
            continue;
        };
        let LocalDef::Inst(cmp) = func.locals[*c].def else {
            continue;
        };
        let cmp = &func.insts[cmp];
        let Opcode::ICmp(Predicate(p)) = &cmp.opcode else {
            continue;
        };
        let zero_edge = match *p {
            "eq" => *yes,
            "ne" => *no,
            _ => continue,
        };
        let value = match cmp.operands.as_slice() {
            [v, z] | [z, v] if module.const_int(*z) == Some(0) => *v,
            _ => continue,
        };
        if yes == no || cfg.predecessors(zero_edge) != [b] {
            continue;
        }
        let Some(index) = thread_index(&eval, value) else {
            continue;
        };
        // Every block the zero edge's target dominates: its dominator-tree subtree.
        let mut stack = vec![zero_edge];
        while let Some(d) = stack.pop() {
            guards[d.index()].push(index);
            stack.extend_from_slice(dom.children(d));
        }
    }
    guards
}

/// When every instruction of `insts` is a load or store of `object` at one constant offset in
/// a block guarded by `T(t) == 0` for one `T`: that `T`, the offset, and the widest access.
fn thread_zero_access(
    module: &Module,
    f: FunctionId,
    object: &MemoryObject,
    insts: &[InstId],
    guards: &[Vec<SlotIndex>],
) -> Option<(SlotIndex, i64, u64)> {
    let func = &module.functions[f];
    let hardware = BlockExtent::hardware();
    let eval = OffsetEvaluator::new(module, func, &hardware);
    if !has_footprints(object) {
        return None;
    }
    let mut found: Option<(SlotIndex, i64, u64)> = None;
    for &i in insts {
        let inst = &func.insts[i];
        if !matches!(inst.opcode, Opcode::Load { .. } | Opcode::Store { .. }) {
            return None;
        }
        let [access] = module.memory_accesses(func, i)[..] else {
            return None;
        };
        let offset = constant_offset(&eval, access.pointer)?;
        let width = module.types.store_size(inst.ty)?;
        let block_guards = &guards[inst.block.index()];
        let index = match found {
            Some((index, o, _)) if o == offset && block_guards.contains(&index) => index,
            Some(_) => return None,
            None => *block_guards.first()?,
        };
        let widest = found.map_or(width, |(_, _, w)| w.max(width));
        found = Some((index, offset, widest));
    }
    found
}
