//! [`Pick`]: the deterministic choices the idiom and ring emitters draw, seeded from the
//! kernel's description so that a description always emits the same kernel.

use super::*;

/// A small deterministic generator for the choices (seeded from the description).
pub(super) struct Pick(u64);

impl Pick {
    /// Seeded from a hash of `desc` (its `Debug` text) xor `salt`: each option that draws its
    /// own choices takes its own salt, so turning one on leaves the others' draws as they were.
    pub(super) fn of(desc: &KernelDesc, salt: u64) -> Pick {
        let text = format!("{desc:?}");
        let mut h: u64 = 0xcbf2_9ce4_8422_2325;
        for b in text.bytes() {
            h = (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
        }
        Pick((h ^ salt) | 1)
    }
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    pub(super) fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
    pub(super) fn coin(&mut self) -> bool {
        self.next() & 1 == 1
    }
}
