//! The generator's Hopper forms ([`GenOptions::hopper`](crate::gen::GenOptions)): bulk copies
//! that signal the thread's own mbarrier, completed by Triton's `mbarrier.try_wait` loop,
//! thread 0's TMA load of a whole array (guarded `@p` as Triton writes it; only thread 0
//! waits), and
//! `wgmma` groups reading a whole array, completed by `wgmma.wait_group 0` — each kept in
//! flight across barriers until its array is next touched, as `cp.async` copies are.
//!
//! Each thread owns `mb[tid]` (initialised with an arrival count of 1 in the prologue), so a
//! thread's wait never depends on another thread's arrival: the interpreter runs one thread
//! to its barrier at a time and cannot block on an mbarrier. One mbarrier copy per thread is
//! in flight at a time (a second `arrive` on the same phase would be one too many).
//!
//! The copy sizes (4 bytes) and the `wgmma` operands (the array pointer as its descriptor)
//! are the interpreter's terms, not what ptxas accepts (bulk copies move multiples of 16
//! bytes; descriptors encode `(addr & 0x3FFFF) >> 4` and a layout): the harness judges the
//! windows, which do not depend on either.

use super::*;

/// What completes an operation in flight.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Completion {
    CpAsync,
    Mbarrier,
    Wgmma,
}

/// An operation in flight: the array it touches, how, and what completes it.
#[derive(Clone, Copy, Debug)]
pub(super) struct InFlight {
    pub(super) array: u8,
    pub(super) pat: Pat,
    pub(super) kind: Kind,
    pub(super) completion: Completion,
}

/// The wait loop skipped by the threads whose guard (`$2`) is false.
const GUARDED_WAIT_LOOP: &str = r#"{\0A\09.reg .pred complete;\0A\09@!$2 bra.uni waitDone;\0A\09waitLoop:\0A\09mbarrier.try_wait.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A\09waitDone:\0A\09}"#;

const WAIT_LOOP: &str = r#"{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A\09}"#;

impl Lower {
    /// Puts an asynchronous operation on `array` in flight: its access (`kind`, `pat`) stays
    /// in the planner's state across barriers until `completion` completes it.
    pub(super) fn keep_in_flight(
        &mut self,
        array: u8,
        pat: Pat,
        kind: Kind,
        completion: Completion,
    ) {
        self.copies_in_flight.push(InFlight {
            array,
            pat,
            kind,
            completion,
        });
    }

    /// `mbarrier.init [&mb[tid]], 1` in the kernel's prologue.
    pub(super) fn mbarrier_init(&mut self, f: &mut Func) {
        let n = self.n;
        let d = self.source_line(f, 0, "mbarrier_init(&mb[tid], 1);");
        self.emit(
            f,
            format!("%mbar = getelementptr [{n} x i64], ptr addrspace(3) @mb, i32 0, i32 %tid"),
        );
        self.emit(
            f,
            format!(
                r#"call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r"(ptr addrspace(3) %mbar){d}"#
            ),
        );
    }

    /// `copy` by a bulk copy signalling `mb[tid]` (after the copy in flight on it, if any,
    /// completes).
    pub(super) fn mbarrier_copy(&mut self, f: &mut Func, depth: usize, copy: SharedCopy<'_>) {
        let SharedCopy { array, text, k, .. } = copy;
        // One mbarrier copy in flight per thread: a second arrival on the phase is one too many.
        self.complete_copies_of(f, depth, Completion::Mbarrier);
        let d = self.source_line(
            f,
            depth,
            &format!("bulk_copy_async(&s{array}[{text}], &in[gid + {k}], 4, &mb[tid]);"),
        );
        let (p, ty, g, c) = self.copy_operands(f, copy);
        let token = self.fresh("tok");
        self.emit(
            f,
            format!(
                r#"{token} = call i64 asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 $0, [$1], 4;\0A\09cp.async.bulk.shared::cta.global.mbarrier::complete_tx::bytes [$2], [$3], 4, [$1];", "=l,r,{c},l"(ptr addrspace(3) %mbar, {ty} {p}, ptr {g}){d}"#
            ),
        );
        self.mbarrier_token = Some(token);
        self.keep_in_flight(array, copy.pat, Kind::Write, Completion::Mbarrier);
    }

    /// The wait loop on `mb[tid]` for the copy in flight (only in the issuing thread when the
    /// copy was thread 0's TMA load).
    pub(super) fn mbarrier_wait(&mut self, f: &mut Func, depth: usize) {
        let Some(token) = self.mbarrier_token.take() else {
            return;
        };
        let d = self.source_line(f, depth, "mbarrier_wait(&mb[tid], token);");
        match self.mbarrier_guard.take() {
            None => self.emit(
                f,
                format!(
                    r#"call void asm sideeffect "{WAIT_LOOP}", "r,l"(ptr addrspace(3) %mbar, i64 {token}){d}"#
                ),
            ),
            Some(p) => self.emit(
                f,
                format!(
                    r#"call void asm sideeffect "{GUARDED_WAIT_LOOP}", "r,l,b"(ptr addrspace(3) %mbar, i64 {token}, i1 {p}){d}"#
                ),
            ),
        }
    }

    /// Whether the next `if (tid == 0) s[c] = …` becomes thread 0's TMA load of the whole
    /// array (every other one, in the kernel body).
    pub(super) fn tma_turn(&mut self) -> bool {
        // A TMA copy writes its whole destination object, and in a carved buffer that is every
        // tile: not generated there.
        if !self.opts.hopper || self.in_helper || self.carving.is_some() {
            return false;
        }
        self.tma_turn += 1;
        self.tma_turn % 2 == 1
    }

    /// Thread 0 loads all of `s<array>` from `in` by a TMA copy signalling `mb[0]` (Triton's
    /// guarded form: `@p` on the arrival and the copy, `p = tid == 0`); only thread 0 waits.
    pub(super) fn tma_copy(&mut self, f: &mut Func, depth: usize, array: u8) {
        // One mbarrier copy in flight per thread: a second arrival on the phase is one too many.
        self.complete_copies_of(f, depth, Completion::Mbarrier);
        let bytes = 4 * self.n;
        let d = self.source_line(
            f,
            depth,
            &format!("if (tid == 0) tma_load_1d(&s{array}, in_map, 0, &mb[0]);"),
        );
        let tile = self.tile_base(array);
        let p = self.fresh("p");
        let token = self.fresh("tok");
        self.emit(f, format!("{p} = icmp eq i32 %tid, 0"));
        self.emit(
            f,
            format!(
                r#"{token} = call i64 asm sideeffect "@$1 mbarrier.arrive.expect_tx.shared::cta.b64 $0, [$2], {bytes};\0A\09@$1 cp.async.bulk.tensor.1d.shared::cta.global.mbarrier::complete_tx::bytes [$3], [$4, {{$5}}], [$2];", "=l,b,r,r,l,r"(i1 {p}, ptr addrspace(3) %mbar, ptr addrspace(3) {tile}, ptr %in, i32 0){d}"#
            ),
        );
        self.mbarrier_token = Some(token);
        self.mbarrier_guard = Some(p);
        self.keep_in_flight(array, Pat::Single, Kind::Write, Completion::Mbarrier);
    }

    /// Whether a `wgmma` group follows the next `s[…]` load (every third, outside divergent
    /// code, in the kernel body).
    pub(super) fn wgmma_turn(&mut self, divergent: bool) -> bool {
        // `wgmma` reads the whole object its descriptors point into: every tile of a carved
        // buffer, which the planner tracks one by one (not generated there).
        if !self.opts.hopper || self.in_helper || divergent || self.carving.is_some() {
            return false;
        }
        self.hopper_turn += 1;
        self.hopper_turn % 3 == 1
    }

    /// A `wgmma` group reading the whole of `s<array>` (by every thread: a read of every
    /// slot), in flight until the array is next touched.
    pub(super) fn wgmma(&mut self, f: &mut Func, depth: usize, array: u8) {
        // Copies into the array land first; then the read must not meet another thread's
        // write in this interval.
        self.complete_copies(f, depth, Some(array));
        if !self.admit(f, depth, false, array, Kind::Read, Pat::Same) {
            return;
        }
        let d = self.source_line(
            f,
            depth,
            &format!("wgmma_async(frag, desc(s{array}), desc(s{array}));"),
        );
        let tile = self.tile_base(array);
        let r = self.fresh("w");
        self.emit(
            f,
            format!(
                r#"{r} = call {{ float, float }} asm sideeffect "wgmma.fence.sync.aligned;\0A\09wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 {{$0, $1}}, $2, $3, 1, 1, 1;\0A\09wgmma.commit_group.sync.aligned;", "=f,=f,r,r"(ptr addrspace(3) {tile}, ptr addrspace(3) {tile}){d}"#
            ),
        );
        self.keep_in_flight(array, Pat::Same, Kind::Read, Completion::Wgmma);
    }

    /// `wgmma.wait_group 0`.
    pub(super) fn wgmma_wait(&mut self, f: &mut Func, depth: usize) {
        let d = self.source_line(f, depth, "wgmma_wait_group(0);");
        self.emit(
            f,
            format!(r#"call void asm sideeffect "wgmma.wait_group.sync.aligned 0;", ""(){d}"#),
        );
    }
}
