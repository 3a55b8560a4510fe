//! # Where uniform bases change value
//!
//! A footprint's base may name SSA values ([`super::footprint`]): `temp[pout·n + t]` has the
//! base `4·pout·n`. Two accesses compare by base only while both use the *same* value of
//! every such leaf — step 3 of the footprint's soundness argument. A thread's value of a leaf
//! changes exactly when the leaf's definition executes again, so the hazard analyses carry
//! a class across that definition only in its **stale form**, its whole object:
//!
//! ```text
//!   loop:  %pout = phi [0, %entry], [%q, %loop]     ◀── redefinition of %pout
//!          %q = sub 1, %pout
//!          temp[q·n + t] = …                        class W(temp[4·tid.x + 4·%q·%n])
//!          __syncthreads()                          b
//!          br %loop
//!   After(b) reaches the write of the next iteration only through the phi: W(temp) there,
//!   which conflicts with the W(temp[…]) in Before(b): b is kept.
//! ```
//!
//! ## The transfer
//!
//! At the definition of leaf `v`, every class whose base names `v` becomes its stale form:
//! `x ↦ (x ∖ M_v) ∪ { stale(c) | c ∈ x ∩ M_v }`, in both directions (forward, the accesses
//! before the definition used an older value than the barrier sees; backward, the ones after
//! it use a newer one). The map is monotone (`x ⊆ y ⇒ f(x) ⊆ f(y)`) and keeps the lattice
//! finite, so the engine's convergence contract holds; removing a barrier still only grows
//! the transfer functions, so incremental restarts reach the same fixed point.
//!
//! ## Why it is enough
//!
//! A class that reaches barrier `b` in its fresh form from access `A` did so along a path
//! without the definition of any of its leaves (a path through one would have made it
//! stale). If thread `t`'s actual path from `A` to `b` passed a definition, the stale form
//! reached `b` too, and conflicts wherever the whole object does. Either way, a pair of fresh
//! classes with equal bases across `b` is only trusted for executions where neither thread
//! redefined a leaf between its access and `b` — exactly step 3's hypothesis.

use super::object::{AccessClass, MemoryObject, ObjectTable};
use super::InstEffect;
use fixedbitset::FixedBitSet;
use std::collections::BTreeMap;
use syncflow_ir::{FunctionId, InstId, LocalDef, Module};

/// Per instruction of one function, the classes it turns stale: `(fresh bit, stale bit)`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Redefinitions {
    at: BTreeMap<InstId, Vec<(usize, usize)>>,
}

/// The leaves of the base of `object`'s footprint (through a reduction).
fn leaves(object: &MemoryObject) -> &[syncflow_ir::LocalId] {
    match object {
        MemoryObject::Part(_, fp) => fp.base.leaves(),
        MemoryObject::Reduced(inner, _) => leaves(inner),
        MemoryObject::Iterated { part, .. } => leaves(part),
        _ => &[],
    }
}

impl Redefinitions {
    /// None: no class ever goes stale (the unsound `bases-ignore-redefinition` knob, and
    /// effects without trusted bases).
    pub fn none() -> Self {
        Redefinitions::default()
    }

    /// The redefinitions for the classes of `effects` of function `f`: classes whose base
    /// iterates in a loop count the crossings of its header instead of turning stale at its
    /// phis ([`super::iteration`]'s transfer).
    pub fn of(
        module: &Module,
        f: FunctionId,
        effects: &[InstEffect],
        objects: &ObjectTable,
    ) -> Self {
        let func = &module.functions[f];
        let mut at: BTreeMap<InstId, Vec<(usize, usize)>> = BTreeMap::new();
        let mut seen = FixedBitSet::with_capacity(objects.class_count());
        for effect in effects {
            let InstEffect::Accesses(list) = effect else {
                continue;
            };
            for c in list {
                if seen.contains(c.bit()) {
                    continue;
                }
                seen.insert(c.bit());
                let stale = objects.stale(c.object);
                if stale == c.object {
                    continue;
                }
                let to = AccessClass {
                    object: stale,
                    kind: c.kind,
                }
                .bit();
                let class = |object| {
                    AccessClass {
                        object,
                        kind: c.kind,
                    }
                    .bit()
                };
                let iterated = objects
                    .iteration()
                    .forms(c.object)
                    .and_then(|(l, forms)| Some((objects.iteration().model(*l)?, forms)));
                let Some((model, forms)) = iterated else {
                    for leaf in leaves(objects.object(c.object)) {
                        if let LocalDef::Inst(i) = func.locals[*leaf].def {
                            at.entry(i).or_default().push((c.bit(), to));
                        }
                    }
                    continue;
                };
                // Every form turns stale where a value outside the loop is redefined, and where
                // a path enters the loop anew.
                let mut all = vec![c.bit()];
                all.extend(forms.iter().map(|o| class(*o)));
                let mut stale_at = |i: InstId| {
                    let list = at.entry(i).or_default();
                    list.extend(all.iter().map(|from| (*from, to)));
                };
                for leaf in leaves(objects.object(c.object)) {
                    if model.phis.contains_key(leaf) {
                        continue;
                    }
                    if let LocalDef::Inst(i) = func.locals[*leaf].def {
                        stale_at(i);
                    }
                }
                for entry in &model.entries {
                    stale_at(func.blocks[*entry].terminator());
                }
                // Crossing the header: one iteration further, the farthest turning stale
                // (farthest first, so no class moves twice).
                let list = at.entry(model.first).or_default();
                list.push((*all.last().expect("forms"), to));
                for d in (1..all.len() - 1).rev() {
                    list.push((all[d], all[d + 1]));
                }
                list.push((all[0], all[1]));
            }
        }
        Redefinitions { at }
    }

    /// True when no instruction turns a class stale.
    pub fn is_empty(&self) -> bool {
        self.at.is_empty()
    }

    /// The transfer of instruction `inst` (before its own accesses are added).
    pub fn apply(&self, state: &mut FixedBitSet, inst: InstId) {
        if let Some(list) = self.at.get(&inst) {
            for &(from, to) in list {
                if state.contains(from) {
                    state.set(from, false);
                    state.insert(to);
                }
            }
        }
    }
}
