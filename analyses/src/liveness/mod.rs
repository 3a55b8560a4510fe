//! # Barrier liveness: the must-analyses behind ptxas-style dominance proofs
//!
//! ptxas' `OriRemoveRedundantBarriers` (seed 003) deletes a barrier when a barrier that
//! *dominates* it has already synchronized every thread and nothing happened since. This module
//! is that idea as a pair of lattice instances over the generic engine, plus the proof objects
//! ([`Certificate`]) a removal comes with and an independent [checker](check) for them.
//!
//! ## The lattice
//!
//! Fix one function and the set `R` of barriers already removed. Call an instruction a
//! **full barrier** when it separates intervals ([`BarrierKind::separates_intervals`]) and is
//! not in `R`, and an **access** when its [`InstEffect`] is
//! [`Accesses`](crate::memory::InstEffect::Accesses) (shared or global memory, a call's summarised effects,
//! or "everything" for an unknown call; thread-private and constant memory are not accesses).
//! Each analysis computes one boolean per program point:
//!
//! - **Forward**, `clean_before(p)`: *every* path from the function entry to `p` reaches `p`
//!   without an access since the last full barrier on it; a path with no full barrier counts
//!   from the function entry, which is clean for a kernel and dirty for a device function
//!   (docs/design.md §4: the caller may have accessed memory just before the call).
//! - **Backward**, `clean_after(p)`: every path from `p` reaches a full barrier, an
//!   `unreachable`, or a kernel's `ret` without an access (a device function's `ret` is dirty:
//!   the caller may access memory right after).
//!
//! The domain is `𝔹 = {false ⊑ true}` with meet `∧` ([`MeetMode::And`]): `⊤ = true` means
//! "clean". The equations, for the forward analysis (the backward one mirrors them over
//! successors and exits):
//!
//! ```text
//! in(entry)  = boundary ∧ ⋀ out(pred)        boundary = is_kernel  (Clean rule: true)
//! in(b)      = ⋀ { out(p) | p ∈ preds(b) }   (⊤ when b has no predecessor)
//! f_i(x)     = true    if i is a full barrier
//!              false   if i is an access
//!              x       otherwise
//! ```
//!
//! Each `f_i` is monotone (constant or identity), `𝔹` has height 1, so the engine's descending
//! iteration from `⊤` reaches the *greatest* fixed point: the "every path" reading above. A
//! barrier `b` with `clean_before(b)` orders nothing (docs/design.md §4's Before(b) is empty), and
//! neither does one with `clean_after(b)` (After(b) is empty): such a barrier is
//! **redundant**. The facts are exactly "Before(b) = ∅" and "After(b) = ∅" of
//! [`crate::hazard`], computed over one bit instead of a set of access classes.
//!
//! Removing a barrier replaces its `f_i = true` by the identity: the transfer only *shrinks*
//! (`x ⊑ true`), which is the direction the `And` iteration goes, so the engine's incremental
//! restart ([`RestartPolicy::Incremental`]) is exact here
//! ([`BarrierSolution::remove`](crate::hazard::BarrierSolution::remove)).
//!
//! ## Worked example: the tree reduction (`tests/corpus/reduce_tree.ll`)
//!
//! ```text
//!  %14:  sdata[t] = …;  B11: __syncthreads()        clean after B11
//!        br (blockDim < 2) ? %19 : %21              ── zero-trip path ──┐
//!  %21:  loop head                                   clean            │
//!  %25:  sdata[t] += sdata[t+s]                      dirty            │
//!  %32:  B15: __syncthreads();  br … %19 / %21       clean after B15  │
//!  %19:  B17: __syncthreads()   ◀── in(%19) = out(%14) ∧ out(%32) = true ∧ true
//!        if (t == 0) out[…] = sdata[0]
//! ```
//!
//! `clean_before(B17)` holds: both of `%19`'s predecessors end right after a full barrier. No
//! single barrier proves it — `B11` dominates `B17`, but the loop body's access lies on a path
//! between them — so the certificate names the *set* of reaching barriers, `{B11, B15}`, and the
//! blocks `{%14, %19, %32}` the fact was established over. `B11` itself is not redundant:
//! `in(%14)` sees the store to `sdata` (and the kernel entry is clean, but `out(%10)` is
//! dirty after the load of `in[i]`, which is global).
//!
//! ## The ptxas-faithful check and sync modes
//!
//! [`Prover`] decides redundancy four ways, each yielding a [`Proof`]:
//!
//! | proof | what it says | ptxas conditions also checked |
//! |---|---|---|
//! | [`Proof::Dominator`] | one barrier `D` dominates `b` and no access lies on any path from `D` to `b` | identical operands (or the same barrier id), same loop depth, no irreducible cycle, uniform control |
//! | [`Proof::PostDominator`] | one barrier `P` post-dominates `b`, no access on any path from `b` to `P` | the same |
//! | [`Proof::Reaching`] | `clean_before(b)`: the set of barriers that last precede `b` (and the kernel entry) | uniform control of every barrier named |
//! | [`Proof::Reached`] | `clean_after(b)`: the barriers that next follow `b` (and the kernel exits) | the same |
//!
//! The `sync-mode` knob of the `dominance` pass (ptxas knob 358) picks which are tried; see
//! `syncflow_transforms::knobs`.
//!
//! ## Certificates and their checker
//!
//! Every proof becomes a serde-serialisable [`Certificate`]: the removed barrier, the proof,
//! the region (blocks) it was established over, the conditions checked, the barriers assumed
//! already removed, and the memory-model options. [`check::Checker`] re-verifies one against
//! the module alone — by direct path search over instructions, without the dataflow solution,
//! the dominator tree or the producer's walk — and rejects it when the named dominator does
//! not dominate, the region misses (or invents) a block on some path, the named barriers are
//! not exactly the ones the paths meet, or an access lies on a path.
//!
//! [`BarrierKind::separates_intervals`]: syncflow_ir::BarrierKind::separates_intervals
//! [`MeetMode::And`]: syncflow_framework::dataflow::MeetMode::And
//! [`RestartPolicy::Incremental`]: syncflow_framework::dataflow::RestartPolicy::Incremental
//! [`InstEffect`]: crate::memory::InstEffect

mod analysis;
mod certificate;
pub mod check;
mod prove;

pub use analysis::{BarrierLiveness, LivenessProblem};
pub use certificate::{BarrierRef, Boundary, Certificate, Condition, Proof};
pub use check::{CheckError, Checker};
pub use prove::{Compatibility, NotProven, NotRedundant, Prover, ProverOptions};
