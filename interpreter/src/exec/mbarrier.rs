//! mbarrier objects (PTX ISA, "Parallel Synchronization and Communication Instructions:
//! mbarrier"), as the interpreter runs them.
//!
//! An mbarrier is an 8-byte shared object with a *phase*, an *expected* arrival count, a
//! *pending* count and a *transaction count*:
//!
//! | operation | what it does here | access recorded |
//! |---|---|---|
//! | `mbarrier.init [m], n` | phase 0, expected = pending = n, tx = 0 | plain write of 8 bytes |
//! | `mbarrier.inval [m]` | forgets the object | plain write |
//! | `mbarrier.expect_tx [m], b` | tx += b | atomic read-write |
//! | `mbarrier.arrive{.expect_tx} state, [m]{, b}` | (tx += b), pending −= 1; returns the phase as the state token | atomic read-write |
//! | a bulk copy signalling `[m]` lands | tx −= its bytes | (its footprint) |
//! | `mbarrier.try_wait`/`test_wait{.parity} p, [m], token/parity` | lands the copies signalling `m`, then `p` = the phase of `token` (or of that parity) is over | atomic read-write |
//!
//! When pending reaches 0 and tx 0, the phase ends: phase += 1, pending = expected. Using an
//! object before `init` is undefined behaviour in PTX and a fault here. The memory's bytes
//! are not touched: the state lives in this table, keyed by the object's address.
//!
//! **Happens-before.** An arrive is a release (at CTA scope, PTX's default `.release.cta`):
//! the arriving thread's clock joins the phase's clock. When the phase ends, its clock joins
//! the clock of completed phases, and a `try_wait`/`test_wait` that observes a completed
//! phase acquires it (so the arrivers' earlier accesses happen before the waiter's later ones).
//!
//! The interpreter does not block a thread in `try_wait`: an asm wait loop that spins
//! re-reads the state, and a wait no arrival of its own thread can end faults after the
//! asm's step cap (`inline_asm`). The generator's kernels wait only on mbarriers their own
//! thread arrives on.

use super::super::vclock::{join_into, Clock};
use super::*;

/// One mbarrier's state.
#[derive(Clone, Debug, Default)]
struct State {
    phase: u64,
    expected: u32,
    pending: u32,
    tx: i64,
    /// The arrivals of the current phase, joined.
    arrived: Clock,
    /// The arrivals of every completed phase, joined.
    completed: Clock,
}

impl State {
    fn settle(&mut self) {
        if self.pending == 0 && self.tx == 0 {
            self.phase += 1;
            self.pending = self.expected;
            let arrived = std::mem::take(&mut self.arrived);
            join_into(&mut self.completed, &arrived);
        }
    }
}

/// The CTA's mbarriers, by address.
#[derive(Default)]
pub(super) struct Mbarriers {
    states: HashMap<Pointer, State>,
}

/// What went wrong with an mbarrier operation.
pub(super) enum MbarrierError {
    NotInitialised,
    TooManyArrivals,
}

impl MbarrierError {
    pub(super) fn message(&self) -> String {
        match self {
            MbarrierError::NotInitialised => {
                "mbarrier used before mbarrier.init (undefined behaviour in PTX)".into()
            }
            MbarrierError::TooManyArrivals => {
                "more arrivals on an mbarrier phase than its expected count".into()
            }
        }
    }
}

impl Mbarriers {
    /// `mbarrier.init [m], count`.
    pub(super) fn init(&mut self, m: Pointer, count: u32) {
        self.states.insert(
            m,
            State {
                phase: 0,
                expected: count,
                pending: count,
                tx: 0,
                ..State::default()
            },
        );
    }

    /// `mbarrier.inval [m]`.
    pub(super) fn inval(&mut self, m: Pointer) {
        self.states.remove(&m);
    }

    /// `mbarrier.expect_tx [m], bytes`.
    pub(super) fn expect_tx(&mut self, m: Pointer, bytes: i64) -> Result<(), MbarrierError> {
        let s = self
            .states
            .get_mut(&m)
            .ok_or(MbarrierError::NotInitialised)?;
        s.tx += bytes;
        Ok(())
    }

    /// `mbarrier.arrive{.expect_tx}` by a thread whose clock is `clock`: the state token
    /// (the phase arrived on).
    pub(super) fn arrive(
        &mut self,
        m: Pointer,
        expect_tx: i64,
        clock: &[u32],
    ) -> Result<u64, MbarrierError> {
        let s = self
            .states
            .get_mut(&m)
            .ok_or(MbarrierError::NotInitialised)?;
        if s.pending == 0 {
            return Err(MbarrierError::TooManyArrivals);
        }
        let token = s.phase;
        join_into(&mut s.arrived, clock);
        s.tx += expect_tx;
        s.pending -= 1;
        s.settle();
        Ok(token)
    }

    /// A signalling copy landed: its transaction bytes are complete.
    pub(super) fn complete_tx(&mut self, m: Pointer, bytes: i64) {
        if let Some(s) = self.states.get_mut(&m) {
            s.tx -= bytes;
            s.settle();
        }
    }

    /// Whether the phase of `token` (`parity: false`) or the phase of parity `token & 1`
    /// (`parity: true`) is over, and (when it is) the clock of the completed phases.
    pub(super) fn phase_over(
        &self,
        m: Pointer,
        token: u64,
        parity: bool,
    ) -> Result<(bool, Clock), MbarrierError> {
        let s = self.states.get(&m).ok_or(MbarrierError::NotInitialised)?;
        let over = if parity {
            // The current phase is incomplete; the one before it, of the other parity, is over.
            s.phase & 1 != token & 1
        } else {
            s.phase > token
        };
        // What an observed completion acquires.
        Ok((
            over,
            if over {
                s.completed.clone()
            } else {
                Clock::new()
            },
        ))
    }
}
