//! The generic fixed-point dataflow engine: lattices, meet modes, directions, analyses, the
//! worklist engine and restart policies. Generic: nothing here knows about GPUs or LLVM; it
//! works over a bare [`Cfg`](crate::graph::Cfg) and whatever the [`Analysis`] says about the
//! statements of each block.
//!
//! # The pieces
//!
//! | piece | item | job |
//! |-------|------|-----|
//! | lattice | [`Lattice`], [`lattice`] | the domain: `⊥`, `⊤`, `⊔`, `⊓` reporting change |
//! | meet mode | [`MeetMode`] | `Or` (may, `⊔`, from `⊥`) or `And` (must, `⊓`, from `⊤`), chosen at run time |
//! | direction | [`Direction`], [`Forward`], [`Backward`] | which edges carry states, effect order in a block |
//! | analysis | [`Analysis`], [`Location`], [`Edge`], [`GenKill`] | boundary state, transfer functions (statements and edges), `NAME` |
//! | engine | [`Engine`], [`Results`], [`Stats`] | the worklist, per-block start/end states, counters |
//! | cursor | [`ResultsCursor`] | the state before/after any statement |
//! | dump | [`DescribeState`], [`FixpointDump`] | any fixpoint as JSON or graphviz, with each statement's change |
//! | restarts | [`RestartPolicy`], [`EditEffect`] | re-solving after a transform edits the program |
//! | both ways | [`BidirectionalProblem`], [`PairedResults`] | one problem solved forward and backward, edited together |
//! | reference | [`reference::solve_round_robin`] | the naive solver the engine is tested against |
//!
//! # The equations
//!
//! Write `⊕` for the mode's operator (`⊔` for `Or`, `⊓` for `And`) and `init` for its identity
//! (`⊥` for `Or`, `⊤` for `And`). For a [`Forward`] analysis the *inputs* of a block are its
//! predecessors and the *boundary block* is the entry; for a [`Backward`] one the inputs are
//! the successors and the boundary blocks are those without successors. The engine solves
//!
//! ```text
//! in(b)  = (boundary if b is a boundary block, else init) ⊕ ⨁ { e_ib(out(i)) | i ∈ inputs(b) }
//! out(b) = f_b(in(b))          f_b = the block's statements in the direction's order
//! ```
//!
//! where `e_ib` is the effect of the edge between `i` and `b` ([`Analysis::apply_edge_effect`]),
//! the identity unless the analysis sets [`Analysis::HAS_EDGE_EFFECTS`]. An edge effect is one
//! more transfer function, so everything below holds with it: it must be monotone, and it is
//! applied once per input per visit.
//!
//! and stores `in` and `out` of every block ([`Results::entry_state`] and
//! [`Results::exit_state`] give the block start and end in program order). Every block is
//! solved, including blocks unreachable from the entry (their input is `init`).
//!
//! # Convergence contract
//!
//! The analysis promises two things:
//!
//! 1. **Monotone transfer**: `x ⊑ y ⇒ f_b(x) ⊑ f_b(y)` for every block (each statement
//!    monotone suffices).
//! 2. **Finite height**: no infinite strictly ascending (for `Or`; descending for `And`) chain in
//!    the lattice. All provided lattices have it ([`lattice`] lists their heights; a
//!    [`MapLattice`] needs a finite key set).
//!
//! Then the system `X = F(X)`, with `X` the vector of block outputs, is a monotone function on
//! a finite-height lattice, and the engine computes its least fixed point (`Or`) or greatest
//! fixed point (`And`), the *maximal fixed point* solution; for distributive transfer
//! functions such as [`GenKill`] it equals the meet-over-all-paths solution. The engine starts
//! every output at `init` and repeatedly pops a block, recomputes its input from the current
//! outputs, applies the block and combines the result into its output; when the output moves,
//! the block's dependents are queued (each block at most once at a time). Each output can move
//! at most `h` times (`h` the height), so the number of block visits is at most
//! `|blocks| + h·|edges|`. Without monotonicity the engine still stops on a finite-height
//! lattice (outputs only move one way), but the result need not be a fixed point.
//!
//! The first pass visits blocks in reverse postorder for a forward analysis and in postorder for
//! a backward one, so that on an acyclic graph every block is visited once; later visits are
//! first-in first-out. [`Stats`] counts solves, block visits and output changes, and each solve
//! runs in a `tracing` span named `dataflow` carrying the analysis' `NAME`.
//!
//! # A worked example
//!
//! Reaching definitions, forward, `Or`, bit `dᵢ` for definition `i`, boundary `∅`:
//!
//! ```text
//!   bb0: d0: x = …        gen {d0}  kill {d2}
//!    │
//!    ▼
//!   bb1: d1: y = …  ◀──┐  gen {d1}  kill {}
//!    │   ╲             │
//!    │    ▼            │
//!    │   bb2: d2: x = …┘  gen {d2}  kill {d0}
//!    ▼
//!   bb3: (no statement)
//! ```
//!
//! Postorder is `bb2 bb3 bb1 bb0`, so the worklist starts as `bb0 bb1 bb3 bb2`:
//!
//! | visit | block | input | output | queued after |
//! |-------|-------|-------|--------|--------------|
//! | 1 | bb0 | `∅` | `{d0}` (changed) | bb1 bb3 bb2 |
//! | 2 | bb1 | `{d0} ∪ out(bb2)=∅` = `{d0}` | `{d0,d1}` (changed) | bb3 bb2 |
//! | 3 | bb3 | `{d0,d1}` | `{d0,d1}` (changed) | bb2 |
//! | 4 | bb2 | `{d0,d1}` | `{d1,d2}` (changed) | bb1 |
//! | 5 | bb1 | `{d0} ∪ {d1,d2}` | `{d0,d1,d2}` (changed) | bb2 bb3 |
//! | 6 | bb2 | `{d0,d1,d2}` | `{d1,d2}` (same) | bb3 |
//! | 7 | bb3 | `{d0,d1,d2}` | `{d0,d1,d2}` (changed) | — |
//!
//! Seven visits, and the states at every point: before `d0` `∅`, after it `{d0}`; before `d1`
//! and after it `{d0,d1,d2}`; before `d2` `{d0,d1,d2}`, after it `{d1,d2}`; all of `bb3`
//! `{d0,d1,d2}`. Run as a *must* analysis (`And`, outputs starting at `⊤`), the same graph
//! gives `in(bb1) = {d0} ∩ {d1,d2} = ∅` at the fixed point, and `{d1}` at the end of `bb1`:
//! only `d1` reaches `bb3` on every path. This example is the `worked_example` test.
//!
//! # Restarts, and why `Incremental` is exact
//!
//! A transform that removes statements as it goes (an eliminator removing one barrier at a
//! time) changes the transfer functions of the blocks it edits. [`RestartPolicy`] says what
//! happens next: `Never` keeps the stale solution, `Full` re-solves from `init`, `Incremental`
//! ([`Results::reseed`]) keeps the solution and queues the touched blocks only.
//!
//! **Claim.** Let the edit change only the transfer functions of a set `T` of blocks (not the
//! graph, the boundary state or the mode), from `F_old` to `F_new`, such that
//! `F_old ⊑ F_new` pointwise under `Or` (removing kills, adding gens: [`EditEffect::Grows`]),
//! or `F_new ⊑ F_old` under `And` ([`EditEffect::Shrinks`]). Then re-running the worklist from
//! the old solution `X₀` with only `T` queued ends at the fixed point `Full` computes.
//!
//! **Proof** (for `Or`; `And` is the order dual: swap `⊑`/`⊒`, `⊔`/`⊓`, `⊥`/`⊤`, least/greatest).
//! Let `Y = lfp(F_new)`, which `Full` computes.
//! 1. `X₀ ⊑ Y`. `F_old(Y) ⊑ F_new(Y) = Y`, so `Y` is a pre-fixed point of `F_old`, and by
//!    Knaster–Tarski `X₀ = lfp(F_old)` is below every pre-fixed point.
//! 2. `X₀ ⊑ F_new(X₀)`, because `X₀ = F_old(X₀) ⊑ F_new(X₀)`.
//! 3. Each visit of block `b` sets `X_b := X_b ⊔ F_new(X)_b`. This keeps `X ⊑ Y` (by
//!    monotonicity `F_new(X)_b ⊑ F_new(Y)_b = Y_b`) and keeps `X ⊑ F_new(X)` (outputs only grow,
//!    so `F_new(X)` only grows); in particular `X_b ⊔ F_new(X)_b = F_new(X)_b`: combining is
//!    replacing, and the result is the plain chaotic iteration of `F_new`.
//! 4. Worklist invariant: every block whose equation `X_b = F_new(X)_b` may fail is queued.
//!    Initially only blocks of `T` can fail (for `b ∉ T`, `F_new(X₀)_b = F_old(X₀)_b = X₀_b`),
//!    and they are queued; a visit that moves `X_b` queues every block reading it.
//! 5. Outputs only grow and the height is finite, so the loop stops; by 4 all equations then
//!    hold: `X` is a fixed point of `F_new` with `X ⊑ Y` (by 3), hence `X = Y`. ∎
//!
//! **The precondition matters.** Removing a kill from a *must* (`And`) analysis is `Grows`
//! under `And`: then `X₀ = gfp(F_old) ⊑ gfp(F_new)` but the iteration only moves states down,
//! so it cannot climb to the new solution. Smallest case: forward, boundary `{a}`, `bb0 → bb1`,
//! `bb1 → bb1`; `bb0` kills `a`. Old solution: `∅` everywhere after `bb0`. Remove the kill:
//! `Full` gives `{a}` in `bb1` (`{a} ∩ ⊤`, stable around the loop), but keeping the states
//! leaves `in(bb1) = {a} ∩ out(bb1) = {a} ∩ ∅ = ∅` forever: the loop feeds the stale value back.
//! So [`Results::reseed`] only keeps states when the edit follows the iteration; otherwise it
//! resets to `init` the outputs of every block reachable from `T` along the propagation
//! direction (the region `R`) and queues `R`. That is exact too: the other blocks `U` are
//! closed under inputs (an input of a block of `U` is not downstream of `T` either), so their
//! equations and everything they read are unchanged and they keep their exact values; the
//! starting point (old values on `U`, `init` on `R`) is below the new least fixed point (above
//! the greatest, for `And`) and satisfies step 3's invariant, and every equation that may fail
//! is in `R`, queued, so steps 3–5 apply again. Edits that change edges, the boundary state or
//! the mode need `Full`. The `incremental_*` tests check all of this against `Full`.

mod analysis;
mod direction;
pub mod dump;
mod engine;
pub mod lattice;
mod location;
mod paired;
pub mod reference;

pub use analysis::{apply_statements, Analysis, GenKill};
pub use direction::{Backward, Direction, Forward};
pub use dump::{
    describe_bit_change, describe_bits, BlockDump, DescribeState, DumpDetail, FixpointDump,
    StatementDump,
};
pub use engine::{EditEffect, Engine, RestartPolicy, Results, ResultsCursor, Stats};
pub use lattice::{bitset_join, bitset_meet, Flat, Lattice, MapLattice, MeetMode};
pub use location::{Edge, Location};
pub use paired::{BackwardOf, BidirectionalProblem, ForwardOf, PairedResults};

#[cfg(test)]
mod tests;
