//! Vector clocks for the happens-before race detector ([`super::hb`]).
//!
//! A clock has one entry per thread of the launch (all CTAs run together, thread `g` of the
//! launch is `cta_index * threads_per_cta + linear_tid`). A thread's own clock is kept as a
//! shared *base* vector plus its own entry: after a CTA barrier every participant holds the
//! same joined vector, so the base is shared (`Rc`) and only the own entry — which the thread
//! bumps after each release — differs. Joining at a barrier of `P` threads therefore costs
//! one pass per *distinct* base (usually one), not `P` passes.

use std::rc::Rc;

/// A plain vector clock (a release published into a location, a barrier's join).
pub type Clock = Vec<u32>;

/// Element-wise maximum of `into` and `from` (missing entries are 0).
pub fn join_into(into: &mut Clock, from: &[u32]) {
    if into.len() < from.len() {
        into.resize(from.len(), 0);
    }
    for (a, b) in into.iter_mut().zip(from) {
        if *b > *a {
            *a = *b;
        }
    }
}

/// The clock of one thread.
#[derive(Clone, Debug)]
pub struct ThreadClock {
    /// This thread's index in the launch.
    pub index: usize,
    base: Rc<Clock>,
    own: u32,
}

impl ThreadClock {
    /// The clock of thread `index` of a launch of `threads` threads, at its start: it has
    /// seen nobody, and its own first epoch is 1.
    pub fn new(index: usize, threads: usize) -> ThreadClock {
        ThreadClock {
            index,
            base: Rc::new(vec![0; threads]),
            own: 1,
        }
    }

    /// The clocks of a launch of `threads` threads at its start, sharing one zero base.
    pub fn launch(threads: usize) -> Vec<ThreadClock> {
        let base = Rc::new(vec![0; threads]);
        (0..threads)
            .map(|index| ThreadClock {
                index,
                base: Rc::clone(&base),
                own: 1,
            })
            .collect()
    }

    /// The thread's current epoch (what its accesses are stamped with).
    pub fn epoch(&self) -> u32 {
        self.own
    }

    /// What this thread has seen of thread `t`.
    pub fn get(&self, t: usize) -> u32 {
        if t == self.index {
            self.own
        } else {
            self.base.get(t).copied().unwrap_or(0)
        }
    }

    /// True when an access of thread `t` at epoch `epoch` happens before this thread's
    /// current point.
    pub fn has_seen(&self, t: usize, epoch: u32) -> bool {
        self.get(t) >= epoch
    }

    /// The clock as a plain vector (for a release).
    pub fn snapshot(&self) -> Clock {
        let mut c = (*self.base).clone();
        if self.index < c.len() {
            c[self.index] = self.own;
        }
        c
    }

    /// Joins a released clock in (an acquire).
    pub fn acquire(&mut self, from: &[u32]) {
        let needs = from
            .iter()
            .enumerate()
            .any(|(t, c)| t != self.index && *c > self.base.get(t).copied().unwrap_or(0));
        if needs {
            join_into(Rc::make_mut(&mut self.base), from);
        }
        if let Some(c) = from.get(self.index) {
            self.own = self.own.max(*c);
        }
    }

    /// Starts a new epoch: later accesses are not covered by what was released so far.
    pub fn tick(&mut self) {
        self.own += 1;
    }

    /// The threads `members` synchronize with each other (a barrier, `__syncwarp`): each ends
    /// with the join of all their clocks and of `extra` (what arrive-only participants
    /// contributed), then starts a new epoch.
    pub fn join_all(clocks: &mut [ThreadClock], members: &[usize], extra: Option<&[u32]>) {
        let Some(&first) = members.first() else {
            return;
        };
        let mut joined: Clock = (*clocks[first].base).clone();
        let mut seen: Vec<*const Clock> = vec![Rc::as_ptr(&clocks[first].base)];
        for &m in &members[1..] {
            let p = Rc::as_ptr(&clocks[m].base);
            if !seen.contains(&p) {
                seen.push(p);
                join_into(&mut joined, &clocks[m].base);
            }
        }
        if let Some(extra) = extra {
            join_into(&mut joined, extra);
        }
        for &m in members {
            let c = &clocks[m];
            if c.index < joined.len() && c.own > joined[c.index] {
                joined[c.index] = c.own;
            }
        }
        let shared = Rc::new(joined);
        for &m in members {
            let c = &mut clocks[m];
            c.own = shared.get(c.index).copied().unwrap_or(c.own) + 1;
            c.base = Rc::clone(&shared);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn barrier_join_orders_earlier_epochs_only() {
        let mut clocks: Vec<ThreadClock> = (0..3).map(|i| ThreadClock::new(i, 3)).collect();
        let before = clocks[0].epoch();
        assert!(!clocks[1].has_seen(0, before));
        ThreadClock::join_all(&mut clocks, &[0, 1], None);
        assert!(clocks[1].has_seen(0, before));
        assert!(!clocks[1].has_seen(0, clocks[0].epoch()));
        assert!(!clocks[2].has_seen(0, before));
        let released = clocks[1].snapshot();
        clocks[2].acquire(&released);
        assert!(clocks[2].has_seen(0, before));
    }
}
