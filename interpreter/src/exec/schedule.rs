//! The scheduler: which ready threads run in a round, in which order, for how many steps.
//!
//! Threads of every CTA run together (a round covers all of them), so a thread spinning on a
//! flag another CTA sets gives way after its quantum. The adversarial schedules
//! ([`Schedule::ThreadFirst`], [`Schedule::ThreadLast`], [`Schedule::WarpFirst`],
//! [`Schedule::WarpLast`]) single out a group of threads — one thread or one warp, by index
//! in the launch — and run it ahead of everyone else (up to [`AHEAD`] steps per round, so it
//! reaches its next barrier before anybody moves) or after everyone else (only in rounds
//! where no other thread is ready, or every [`STARVE`]-th round, so that a spin loop waiting
//! for it still ends). [`Schedule::CtaFirst`] runs one CTA alone as far as it can, the
//! others only when it is stuck (or every [`CTA_STARVE`]-th round).

use super::{Status, Thread};
use crate::Schedule;

/// Steps per round of the group a `…First` schedule runs ahead.
pub(super) const AHEAD: u64 = 10_000;
/// A `…Last` schedule's group runs at least once in this many rounds.
pub(super) const STARVE: u64 = 16;
/// A [`Schedule::CtaFirst`] schedule's other CTAs run at least once in this many rounds.
/// Small on purpose: a bounded spin of the lone CTA waiting for another (4,096 trips, some
/// 20 rounds of 1,000 steps) must not give up before the other runs, or the consumer's
/// results look order-dependent and the judge stops comparing them (seed 4 × 5,000 of
/// `--sync-idioms`: 2,391 inputs with order-dependent results at 4, 3,018 at 16 or 64, 2,246
/// without this schedule). Three rounds alone are enough to pass a barrier and take a lock.
pub(super) const CTA_STARVE: u64 = 4;

pub(super) struct Scheduler {
    schedule: Schedule,
    order: Vec<usize>,
    rng: u64,
    round: u64,
    per_cta: usize,
}

impl Scheduler {
    pub(super) fn new(schedule: Schedule, threads: usize, per_cta: usize) -> Scheduler {
        Scheduler {
            schedule,
            order: (0..threads).collect(),
            rng: match schedule {
                Schedule::Random { seed } => seed | 1,
                _ => 1,
            },
            round: 0,
            per_cta,
        }
    }

    fn next(&mut self) -> u64 {
        self.rng ^= self.rng << 13;
        self.rng ^= self.rng >> 7;
        self.rng ^= self.rng << 17;
        self.rng
    }

    /// The group an adversarial schedule singles out, and whether it runs first.
    fn group(&self) -> Option<(std::ops::Range<usize>, bool)> {
        let warp = |w: u32| {
            // Warps are per CTA: warp `w` of the launch is warp `w % warps` of CTA `w / warps`.
            let warps = self.per_cta.div_ceil(32).max(1);
            let (cta, k) = (w as usize / warps, w as usize % warps);
            let start = cta * self.per_cta + 32 * k;
            start..(start + 32).min((cta + 1) * self.per_cta)
        };
        Some(match self.schedule {
            Schedule::CtaFirst { cta } => {
                let start = cta as usize * self.per_cta;
                (start..start + self.per_cta, true)
            }
            Schedule::ThreadFirst { thread } => (thread as usize..thread as usize + 1, true),
            Schedule::ThreadLast { thread } => (thread as usize..thread as usize + 1, false),
            Schedule::WarpFirst { warp: w } => (warp(w), true),
            Schedule::WarpLast { warp: w } => (warp(w), false),
            _ => return None,
        })
    }

    /// The threads to offer a turn this round, in order, with their quanta.
    pub(super) fn round(&mut self, threads: &[Thread]) -> Vec<(usize, u64)> {
        self.round += 1;
        match self.schedule {
            Schedule::RoundRobin { quantum } => self.order.iter().map(|t| (*t, quantum)).collect(),
            Schedule::Lockstep => self.order.iter().map(|t| (*t, 1)).collect(),
            Schedule::Reverse { quantum } => {
                self.order.reverse();
                self.order.iter().map(|t| (*t, quantum)).collect()
            }
            Schedule::Random { .. } => {
                for i in (1..self.order.len()).rev() {
                    let j = (self.next() % (i as u64 + 1)) as usize;
                    self.order.swap(i, j);
                }
                let order = self.order.clone();
                order
                    .into_iter()
                    .map(|t| (t, 1 + self.next() % 64))
                    .collect()
            }
            _ => {
                let (group, first) = self.group().expect("an adversarial schedule");
                let ready = |t: &usize| matches!(threads[*t].status, Status::Ready);
                let inside: Vec<usize> = group.clone().filter(|t| *t < threads.len()).collect();
                let outside: Vec<usize> =
                    (0..threads.len()).filter(|t| !group.contains(t)).collect();
                if let Schedule::CtaFirst { .. } = self.schedule {
                    // The CTA alone; the others when it is stuck, or to end a spin.
                    let mut turns: Vec<(usize, u64)> = inside.iter().map(|t| (*t, 1000)).collect();
                    if !inside.iter().any(ready) || self.round.is_multiple_of(CTA_STARVE) {
                        turns.extend(outside.iter().map(|t| (*t, 1000)));
                    }
                    turns
                } else if first {
                    let mut turns: Vec<(usize, u64)> = inside.iter().map(|t| (*t, AHEAD)).collect();
                    turns.extend(outside.iter().map(|t| (*t, 1000)));
                    turns
                } else {
                    let mut turns: Vec<(usize, u64)> = outside.iter().map(|t| (*t, 1000)).collect();
                    if !outside.iter().any(ready) || self.round.is_multiple_of(STARVE) {
                        turns.extend(inside.iter().map(|t| (*t, 1000)));
                    }
                    turns
                }
            }
        }
    }
}
