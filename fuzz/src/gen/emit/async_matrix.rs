//! The generator's forms for what ML compilers emit beyond plain loads and stores
//! ([`GenOptions::async_copies`](crate::gen::GenOptions), [`GenOptions::matrix_ops`](crate::gen::GenOptions)):
//! `cp.async` copies kept in flight across barriers until a later wait, and a warp's
//! `ldmatrix`/`stmatrix` over its 32 slots of an array.

use super::*;

/// A 4-byte asynchronous copy of `in[gid + k]` to `s<array>[idx]`: the destination as the
/// planner sees it (`array`, `pat`) and its index as an operand (`idx`) and as source text.
#[derive(Clone, Copy)]
pub(super) struct SharedCopy<'a> {
    pub(super) array: u8,
    pub(super) pat: Pat,
    pub(super) idx: &'a str,
    pub(super) text: &'a str,
    pub(super) k: u32,
}

impl Lower {
    /// Whether the next per-thread shared store becomes an asynchronous copy (two in three,
    /// with [`GenOptions::async_copies`] or [`GenOptions::hopper`], in the kernel body).
    pub(super) fn async_turn(&mut self) -> bool {
        if !(self.opts.async_copies || self.opts.hopper) || self.in_helper {
            return false;
        }
        self.async_turn += 1;
        !self.async_turn.is_multiple_of(3)
    }

    /// Completes the operations in flight (all, or only those on `array`), each kind with
    /// its own wait: `cp.async.wait_group 0`/`wait_all` (which completes every `cp.async`
    /// copy), the mbarrier wait loop, `wgmma.wait_group 0`. Their accesses stay in the
    /// planner's state as ordinary accesses of this interval.
    pub(super) fn complete_copies(&mut self, f: &mut Func, depth: usize, array: Option<u8>) {
        for kind in [Completion::CpAsync, Completion::Mbarrier, Completion::Wgmma] {
            if self
                .copies_in_flight
                .iter()
                .any(|c| c.completion == kind && array.is_none_or(|a| c.array == a))
            {
                self.complete_copies_of(f, depth, kind);
            }
        }
    }

    /// Completes every operation in flight that `kind` completes (nothing when none is).
    pub(super) fn complete_copies_of(&mut self, f: &mut Func, depth: usize, kind: Completion) {
        if !self.copies_in_flight.iter().any(|c| c.completion == kind) {
            return;
        }
        self.copies_in_flight.retain(|c| c.completion != kind);
        match kind {
            Completion::CpAsync => self.cp_async_wait(f, depth),
            Completion::Mbarrier => self.mbarrier_wait(f, depth),
            Completion::Wgmma => self.wgmma_wait(f, depth),
        }
    }

    fn cp_async_wait(&mut self, f: &mut Func, depth: usize) {
        self.wait_turn += 1;
        let (text, source) = if self.wait_turn.is_multiple_of(2) {
            ("cp.async.wait_group 0;", "__pipeline_wait_prior(0);")
        } else {
            ("cp.async.wait_all;", "__pipeline_wait_all();")
        };
        let d = self.source_line(f, depth, source);
        self.emit(f, format!(r#"call void asm sideeffect "{text}", ""(){d}"#));
    }

    /// Whether the next `s[tid]` access becomes a matrix instruction (every other one, with
    /// [`GenOptions::matrix_ops`], in non-divergent kernel code).
    pub(super) fn matrix_turn(&mut self, divergent: bool) -> bool {
        if !self.opts.matrix_ops || self.in_helper || divergent {
            return false;
        }
        self.matrix_turn += 1;
        self.matrix_turn % 2 == 1
    }

    /// `ldmatrix` (`value` `None`: its result) or `stmatrix` of `value`, `.x1`, over the
    /// warp's slots `s<array>[32·warp ..][..32]`: lane `l` gives row `l % 8` at slot
    /// `32·(tid / 32) + 4·(l % 8)`. Plain and `.trans` alternate; with
    /// [`GenOptions::inline_asm`], so do the NVVM intrinsic and the inline-PTX instruction.
    pub(super) fn matrix_op(
        &mut self,
        f: &mut Func,
        array: u8,
        value: Option<&str>,
        d: &str,
    ) -> Option<String> {
        let n = self.n;
        let [w, wb, r, r4, idx] = self.fresh_n("m");
        let p = self.fresh("p");
        self.emit(f, format!("{w} = lshr i32 %tid, 5"));
        self.emit(f, format!("{wb} = shl i32 {w}, 5"));
        self.emit(f, format!("{r} = and i32 %tid, 7"));
        self.emit(f, format!("{r4} = shl i32 {r}, 2"));
        if value.is_none() && self.matrix_turn % 6 == 3 {
            // Every lane names row 0: still a fragment per lane (the uniformity oracle checks
            // the analysis does not call it uniform).
            self.emit(f, format!("{idx} = add i32 0, 0"));
        } else {
            self.emit(f, format!("{idx} = add i32 {wb}, {r4}"));
        }
        let tile = self.tile_base(array);
        self.emit(f, format!("{p} = getelementptr inbounds [{n} x i32], ptr addrspace(3) {tile}, i32 0, i32 {idx}"));
        // Two independent bits of the value counter pick the variant.
        let trans = if self.next % 4 < 2 { "" } else { ".trans" };
        if self.opts.inline_asm && self.next.is_multiple_of(2) {
            // XLA's form: the instruction as inline PTX.
            return match value {
                Some(v) => {
                    self.emit(f, format!(r#"call void asm sideeffect "stmatrix.sync.aligned.m8n8.x1{trans}.shared.b16 [$0], {{$1}};", "l,r"(ptr addrspace(3) {p}, i32 {v}){d}"#));
                    None
                }
                None => {
                    let v = self.fresh("v");
                    self.emit(f, format!(r#"{v} = call i32 asm sideeffect "ldmatrix.sync.aligned.m8n8.x1{trans}.shared.b16 {{$0}}, [$1];", "=r,l"(ptr addrspace(3) {p}){d}"#));
                    Some(v)
                }
            };
        }
        match value {
            Some(v) => {
                self.emit(f, format!("call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x1{trans}.b16.p3(ptr addrspace(3) {p}, i32 {v}){d}"));
                None
            }
            None => {
                let v = self.fresh("v");
                self.emit(f, format!("{v} = call i32 @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x1{trans}.b16.p3(ptr addrspace(3) {p}){d}"));
                Some(v)
            }
        }
    }

    /// The operands of `copy`: the shared pointer, its type, the global pointer, and the
    /// shared pointer's asm constraint (`l` for a generic pointer, `r` for an `addrspace(3)`
    /// one).
    pub(super) fn copy_operands(
        &mut self,
        f: &mut Func,
        copy: SharedCopy<'_>,
    ) -> (String, &'static str, String, &'static str) {
        let (p, ty) = self.shared_ptr(f, copy.array, copy.idx);
        let g = self.input_ptr(f, copy.k);
        let c = if ty == "ptr" { "l" } else { "r" };
        (p, ty, g, c)
    }

    /// `copy` by `cp.async` (4 bytes) and a commit; every other time a `wait_group 1`
    /// follows, which completes the copies in flight before this one and must leave this one
    /// in flight. With [`GenOptions::hopper`], every other copy (every copy without
    /// `async_copies`) is a bulk copy signalling the thread's mbarrier instead.
    pub(super) fn async_copy(&mut self, f: &mut Func, depth: usize, copy: SharedCopy<'_>) {
        if self.opts.hopper && (!self.opts.async_copies || self.async_turn.is_multiple_of(2)) {
            self.mbarrier_copy(f, depth, copy);
            return;
        }
        let SharedCopy { array, text, k, .. } = copy;
        let d = self.source_line(
            f,
            depth,
            &format!("__pipeline_memcpy_async(&s{array}[{text}], &in[gid + {k}], 4); __pipeline_commit();"),
        );
        let (p, ty, g, c) = self.copy_operands(f, copy);
        self.emit(
            f,
            format!(
                r#"call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4;\0A\09cp.async.commit_group;", "{c},l"({ty} {p}, ptr {g}){d}"#
            ),
        );
        self.wait_turn += 1;
        if self.wait_turn % 2 == 1 {
            let d = self.source_line(f, depth, "__pipeline_wait_prior(1);");
            self.emit(
                f,
                format!(r#"call void asm sideeffect "cp.async.wait_group 1;", ""(){d}"#),
            );
            self.copies_in_flight
                .retain(|c| c.completion != Completion::CpAsync);
        }
        self.keep_in_flight(array, copy.pat, Kind::Write, Completion::CpAsync);
    }
}
