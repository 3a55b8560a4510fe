//! The proof objects: what a removal claims, in a form a person or a program can check.

use serde::{Deserialize, Serialize};
use std::fmt::Write;
use syncflow_framework::dataflow::Location;
use syncflow_ir::{Function, InstId, Module};

/// A barrier, named the way the `.ll` text names it: the block's label and the instruction's
/// index within the block (0-based), plus its source line when the IR has one (for people;
/// the checker verifies it too).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct BarrierRef {
    /// The block label (`entry`, `19`).
    pub block: String,
    /// Index of the instruction in its block.
    pub index: usize,
    /// Source line of its `!dbg` location.
    pub line: Option<u32>,
}

impl BarrierRef {
    /// The reference to instruction `inst` of the function named `function` in `module`.
    ///
    /// # Panics
    /// When there is no such function.
    pub fn of(module: &Module, function: &str, inst: InstId) -> Self {
        let f = module.function_by_name(function).expect("a function");
        Self::in_function(&module.functions[f], inst)
    }

    /// The reference to instruction `inst` of `func`.
    pub fn in_function(func: &Function, inst: InstId) -> Self {
        let i = &func.insts[inst];
        BarrierRef {
            block: func.blocks[i.block].name.clone(),
            index: func.index_in_block(inst),
            line: i.debug_loc.map(|l| l.line),
        }
    }

    /// The instruction of `func` this reference names (the inverse of [`BarrierRef::of`]):
    /// `None` when the block does not exist, the index is past its end, or the line differs.
    pub fn resolve(&self, func: &Function) -> Option<InstId> {
        let b = func.block_by_name(&self.block)?;
        if self.index >= func.blocks[b].insts().len() {
            return None;
        }
        let inst = func.inst_at(Location {
            block: b,
            statement: self.index,
        });
        (func.insts[inst].debug_loc.map(|l| l.line) == self.line).then_some(inst)
    }

    /// `%19[0] (line 17)`.
    pub fn describe(&self) -> String {
        match self.line {
            Some(l) => format!("%{}[{}] (line {l})", self.block, self.index),
            None => format!("%{}[{}]", self.block, self.index),
        }
    }
}

/// What makes a barrier redundant.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Proof {
    /// ptxas: `dominator` dominates the barrier and no access lies on any path from it to the
    /// barrier. The region is every block from which the barrier is reachable without passing
    /// `dominator`, plus `dominator`'s block.
    Dominator {
        /// The dominating barrier.
        dominator: BarrierRef,
    },
    /// ptxas' backward case: `post_dominator` post-dominates the barrier and no access lies on
    /// any path from the barrier to it.
    PostDominator {
        /// The post-dominating barrier.
        post_dominator: BarrierRef,
    },
    /// Forward liveness: every path into the barrier starts, after its last access-free
    /// stretch, at one of `barriers` (or at the kernel entry when `entry`).
    Reaching {
        /// The full barriers that last precede the barrier on some path, sorted.
        barriers: Vec<BarrierRef>,
        /// Some path reaches the barrier from the (clean) function entry with no barrier.
        entry: bool,
    },
    /// Backward liveness: every path out of the barrier meets one of `barriers` (or a kernel
    /// exit when `exit`, or `unreachable`) before any access.
    Reached {
        /// The full barriers that first follow the barrier on some path, sorted.
        barriers: Vec<BarrierRef>,
        /// Some path reaches a (clean) function `ret` with no barrier.
        exit: bool,
    },
}

/// A condition the producer checked, recorded for the reader and re-checked by the checker
/// where it can be.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "condition", rename_all = "kebab-case")]
pub enum Condition {
    /// The named barrier dominates the removed one (checker: no path from the entry avoids it).
    Dominates,
    /// The named barrier post-dominates the removed one (checker: no path to an exit avoids it).
    PostDominates,
    /// Same intrinsic, same operands (ptxas' operand-exact match).
    SameOperands,
    /// Both are full-CTA barriers with barrier id 0 and no thread count.
    SameBarrierId,
    /// Both blocks are at this cycle depth.
    SameLoopDepth {
        /// The depth (0: in no loop).
        depth: u32,
    },
    /// No irreducible cycle contains either block.
    Reducible,
    /// The divergence oracle calls every barrier named uniform (the checker cannot re-derive
    /// this: it trusts the producer's oracle).
    Uniform,
    /// No access on any path in the region.
    NoAccess,
}

/// The device-function boundary rule the certificate was established under.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Boundary {
    /// docs/design.md §4: a device function's entry and `ret` are dirty.
    Sound,
    /// cicc: every function's entry and `ret` are clean.
    Clean,
}

/// One removal's proof.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Certificate {
    /// The function.
    pub function: String,
    /// The removed barrier.
    pub barrier: BarrierRef,
    /// Why it is redundant.
    pub proof: Proof,
    /// The labels of the blocks the fact was established over, in block order: every block
    /// holding a point of some path the proof speaks about.
    pub region: Vec<String>,
    /// The conditions checked.
    pub conditions: Vec<Condition>,
    /// Barriers of the function already removed when this one was decided (by any pass) that
    /// lie in the region, in layout order; the proof holds for the program without them.
    /// Removed barriers outside the region are not listed: no path the proof speaks about
    /// reaches them (the checker's search must visit exactly the region).
    pub assumes_removed: Vec<BarrierRef>,
    /// The boundary rule.
    pub boundary: Boundary,
    /// Calls were taken to touch no memory (cicc's `ignore-call-safety`).
    pub ignore_call_safety: bool,
    /// Thread-private and constant accesses counted too.
    pub ignore_address_space_check: bool,
}

impl Certificate {
    /// The proof in words, one sentence.
    pub fn describe(&self) -> String {
        // The barriers, then the kernel's `boundary` (entry or exit) when it counts too.
        let ends = |v: &[BarrierRef], boundary: Option<&str>| {
            let mut ends = v
                .iter()
                .map(BarrierRef::describe)
                .collect::<Vec<_>>()
                .join(", ");
            if let Some(boundary) = boundary {
                if !ends.is_empty() {
                    ends.push_str(" or ");
                }
                ends.push_str(boundary);
            }
            ends
        };
        let mut s = match &self.proof {
            Proof::Dominator { dominator } => format!(
                "dominated by the barrier at {} with no shared/global access on any path between",
                dominator.describe()
            ),
            Proof::PostDominator { post_dominator } => format!(
                "post-dominated by the barrier at {} with no shared/global access on any path between",
                post_dominator.describe()
            ),
            Proof::Reaching { barriers, entry } => format!(
                "every path into it comes from {} with no shared/global access since",
                ends(barriers, entry.then_some("the kernel entry"))
            ),
            Proof::Reached { barriers, exit } => format!(
                "every path out of it reaches {} with no shared/global access before",
                ends(barriers, exit.then_some("the kernel exit"))
            ),
        };
        let _ = write!(
            s,
            "; established over blocks {}",
            self.region
                .iter()
                .map(|b| format!("%{b}"))
                .collect::<Vec<_>>()
                .join(", ")
        );
        s
    }
}
