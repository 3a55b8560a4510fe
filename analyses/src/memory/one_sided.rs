//! Accesses that only one side of a barrier can order: the asynchronous operations of the
//! group queues (docs/design.md §9.2, "Which side of a barrier a copy is on").
//!
//! # The rule
//!
//! An operation `k` of a *group queue* (`cp.async` copies, bulk copies of a bulk group,
//! `wgmma`) is issued by one thread at `I` and completed by that same thread's
//! `wait_group`/`wait_all` at `W`; its accesses happen at moments the hardware picks between
//! `I` and `W`. The effect model places them at `I` and at every wait that may complete `k`
//! ([`super::AsyncWindows`]). For the hazard analyses of a barrier `b` that is one place too
//! many on each side:
//!
//! - **Before `b`**, an access counts through the waits that may complete it (its *landing*),
//!   not through its issue;
//! - **After `b`**, it counts through its issue, not through its landings.
//!
//! [`Sides`] holds, per instruction, the classes each walk sees: walking forward (the
//! accesses on a path *to* a barrier, Before) the issue's synchronous accesses and every
//! landing; walking backward (After) the issue's accesses, asynchronous ones included, and
//! only the landings of operations outside the group queues (mbarrier-tracked copies, whose
//! completion another thread observes, keep both places).
//!
//! # Why
//!
//! Take an access `X` of one thread and an access `A` of `k`'s instance `x` (issued at `I`,
//! completed at `W` by thread `t`). When does removing `b` alone break an order between them?
//!
//! *`X` after `b`, `A` before it* (`A →hb b →hb X`): nothing orders `A` before anything but
//! `W` — the access may happen at the last moment before `W` — so `W` is po-before `b` in
//! `t`. Take the path `t` runs from `W` to `b`: if a remaining barrier `c` lies on it, `c`
//! orders `A` before `X` as well and `b` is not needed for the pair. Otherwise `W` is on a
//! barrier-free path to `b`, and `W` carries `x` (the window analysis' proof: `k` is in the
//! state before its completing wait with an age the wait completes), so the landing class at
//! `W` is in Before(`b`). The issue adds nothing here.
//!
//! *`X` before `b`, `A` after it* (`X →hb b →hb A`): nothing orders anything before `A` but
//! what is ordered before `I` — the access may happen at the first moment after `I` — so `b`
//! is po-before `I` in `t`. If a remaining barrier lies on `t`'s path from `b` to `I`, it
//! orders the pair too; otherwise `I` is on a barrier-free path from `b`, and its class is in
//! After(`b`). The landings add nothing here.
//!
//! In both cases the one place kept is on a barrier-free path through `b` whenever `b` is the
//! only barrier ordering the pair, which is what the hazard analyses' proof (§4) needs of an
//! access's places. An instance in flight across `b` (issued before it, completed after it) is
//! ordered by `b` against nothing: `b` neither precedes its issue nor follows its completion.
//!
//! Why only the group queues: their completing wait is the issuing thread's own, so it lies on
//! a path from the issue, where the window analysis follows it. An mbarrier-tracked copy is
//! completed for whichever thread's `try_wait` observes the phase, which may be on no path from
//! the issue (a consumer warp's branch); there the issue stays on both sides, as before.
//!
//! # Example
//!
//! A three-stage `cp.async` ring with a defensive barrier at the bottom (tests/pipelined
//! cp_async.cu, `cp_async_ring3_bottom`):
//!
//! ```text
//! loop:  wait_group 1          ; lands the copy of tile k          (Before of the top barrier)
//!        bar.sync              ; top: keep
//!        cp.async S[(k+2)%3]   ; issue                             (After of the top barrier)
//!        commit_group
//!        ld.shared S[k%3]
//!        bar.sync              ; bottom
//! ```
//!
//! Before(bottom) holds the reads of stage `k % 3` (the issue is not there: its copy is in
//! flight across the bottom barrier); After(bottom), around the back edge, holds the wait's
//! landings — which it does not see any more — and ends at the top barrier. No pair: the bottom
//! barrier goes. The top barrier keeps both of its orders: the landing before it against the
//! reads after it, and iteration `k − 1`'s reads of stage `(k + 2) % 3` before it against the
//! issue into that stage after it.

use super::object::{AccessClass, AccessKind, MemoryObject};
use std::collections::BTreeMap;
use syncflow_ir::ptx::{effect, AsyncQueue, PtxEffect};
use syncflow_ir::{Callee, Function, InstId};

/// What the forward (Before) and backward (After) walks of the hazard analyses see of one
/// instruction, where the two differ.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Sides {
    /// The classes that count on a path *to* a barrier.
    pub before: Vec<AccessClass>,
    /// The classes that count on a path *from* a barrier.
    pub after: Vec<AccessClass>,
}

/// [`Sides`] of the instructions of one function where they differ from the instruction's
/// effect (every other instruction counts its whole effect on both sides).
pub type FunctionSides = BTreeMap<InstId, Sides>;

/// True when the asm call `inst` issues asynchronous operations and every one of them belongs
/// to a group queue (completed by the issuing thread's own wait).
pub(super) fn issues_group_operations_only(func: &Function, inst: InstId) -> bool {
    let Some(Callee::InlineAsm(asm)) = func.insts[inst].callee() else {
        return false;
    };
    let Ok(list) = asm.instructions() else {
        return false;
    };
    let mut any = false;
    for e in list.iter().map(effect) {
        match e {
            PtxEffect::AsyncCopy { .. } => any = true,
            PtxEffect::AsyncOperation { queue, .. } => {
                if queue == AsyncQueue::Mbarrier {
                    return false;
                }
                any = true;
            }
            _ => {}
        }
    }
    any
}

/// What the effect table keeps of one function to answer [`Sides`]: the group-queue issues
/// and landings, by instruction.
#[derive(Clone, Debug, Default)]
pub(super) struct GroupOperations {
    /// Asm calls issuing group-queue operations only: the classes of their asynchronous
    /// accesses, and of their synchronous ones.
    pub issued: BTreeMap<InstId, (Vec<AccessClass>, Vec<AccessClass>)>,
    /// Waits: the objects their group-queue landings touch, and those of their other
    /// landings (which stay on both sides).
    pub landed: BTreeMap<InstId, LandingObjects>,
}

/// The objects a wait's landings touch: of group-queue operations, and of the others.
pub(super) type LandingObjects = (
    Vec<(MemoryObject, AccessKind)>,
    Vec<(MemoryObject, AccessKind)>,
);

/// The sides of an instruction whose whole effect is `list`: `issued` are the classes of its
/// group-queue asynchronous accesses, `landed` those of its group-queue landings, and `rest`
/// every other class it has (its synchronous accesses, other landings). A class in `rest`
/// stays on both sides even when it is also issued or landed.
pub(super) fn split(
    list: &[AccessClass],
    issued: &[AccessClass],
    landed: &[AccessClass],
    rest: &[AccessClass],
) -> Sides {
    let keep = |c: &AccessClass, drop: &[AccessClass], also: &[AccessClass]| {
        !drop.contains(c) || rest.contains(c) || also.contains(c)
    };
    Sides {
        before: list
            .iter()
            .copied()
            .filter(|c| keep(c, issued, landed))
            .collect(),
        after: list
            .iter()
            .copied()
            .filter(|c| keep(c, landed, issued))
            .collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::memory::object::ObjectId;

    fn class(object: usize, kind: AccessKind) -> AccessClass {
        AccessClass {
            object: ObjectId::new(object),
            kind,
        }
    }

    #[test]
    fn an_issue_counts_after_and_a_landing_before() {
        let (w, r) = (AccessKind::Write, AccessKind::Read);
        let issued = [class(1, w), class(2, r)];
        let landed = [class(3, w)];
        let sync = [class(4, r)];
        let list: Vec<_> = [issued.as_slice(), &landed, &sync].concat();
        let s = split(&list, &issued, &landed, &sync);
        assert_eq!(s.before, vec![class(3, w), class(4, r)]);
        assert_eq!(s.after, vec![class(1, w), class(2, r), class(4, r)]);
    }

    #[test]
    fn a_class_that_is_also_synchronous_stays_on_both_sides() {
        let w = AccessKind::Write;
        let both = [class(1, w)];
        let s = split(&both, &both, &[], &both);
        assert_eq!(s.before, both.to_vec());
        assert_eq!(s.after, both.to_vec());
        // Issued and landed by one asm (a copy and its wait in one statement): both sides.
        let s = split(&both, &both, &both, &[]);
        assert_eq!(s.before, both.to_vec());
        assert_eq!(s.after, both.to_vec());
    }
}
