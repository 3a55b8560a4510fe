//! The module's shared-memory globals: the kernel's arrays `@s<k>` (or the carved buffer
//! `@global_smem`), Hopper's mbarriers `@mb`, the wmma tiles `@wt`, the idioms' arrays `@y<k>`
//! and cluster mbarriers `@yb<k>`, the rings `@ring<r>` of multi-buffered loops, and the
//! tiles `@mr<w>` and mbarriers `@mfull<w>`/`@mempty<w>` of mbarrier rings — each
//! declared when something the lowering emitted uses it.

use super::Lower;
use std::fmt::Write;

impl Lower {
    /// Appends the declarations of every shared global the lowering used to `ir`.
    pub(super) fn shared_globals(&self, ir: &mut String) {
        let n = self.n;
        if self.carving.is_some() {
            let _ = writeln!(
                ir,
                "@global_smem = external addrspace(3) global [0 x i8], align 16"
            );
        } else {
            for a in 0..self.arrays {
                let _ = writeln!(
                    ir,
                    "@s{a} = internal addrspace(3) global [{n} x i32] undef, align 4"
                );
            }
        }
        if self.opts.hopper {
            let _ = writeln!(
                ir,
                "@mb = internal addrspace(3) global [{n} x i64] undef, align 8"
            );
        }
        if self.wmma_stored {
            let _ = writeln!(
                ir,
                "@wt = internal addrspace(3) global [{} x float] undef, align 32",
                n / 32 * 256
            );
        }
        for (k, (elem, len)) in self.idiom_arrays.iter().enumerate() {
            let _ = writeln!(
                ir,
                "@y{k} = internal addrspace(3) global [{len} x {elem}] undef, align 8"
            );
        }
        // `ring<r>`, not `r<r>`: llc-19 moves an array one kernel uses into its body
        // (`.shared .b8 r0[…]`), and the PTX front-end reads the symbol `r0` as the register
        // `%r0` of llc's `.reg .b32 %r<N>` (`--via-ptx` would see every ring access out of bounds).
        for (r, ring) in self.rings.iter().enumerate() {
            if ring.form == super::StageForm::PointerSwap {
                // Two arrays of their own, whose starts the swapped pointers hold.
                for b in ["", "b"] {
                    let _ = writeln!(
                        ir,
                        "@ring{r}{b} = internal addrspace(3) global [{n} x i32] undef, align 4"
                    );
                }
                continue;
            }
            let _ = writeln!(
                ir,
                "@ring{r} = internal addrspace(3) global [{} x [{n} x i32]] undef, align 4",
                ring.stages
            );
        }
        for w in 0..self.warp_loops.len() {
            let _ = writeln!(
                ir,
                "@ws{w} = internal addrspace(3) global [{} x i32] undef, align 4",
                n / 2 * self.warp_loops[w].kind.stages()
            );
        }
        for (w, r) in self.mbar_rings.iter().enumerate() {
            let (s, h) = (r.stages, n / 2);
            let _ = writeln!(
                ir,
                "@mr{w} = internal addrspace(3) global [{} x i32] undef, align 4",
                s * h
            );
            let _ = writeln!(
                ir,
                "@mfull{w} = internal addrspace(3) global [{s} x i64] undef, align 8"
            );
            if r.kind != super::MbarKind::FullOnly {
                let _ = writeln!(
                    ir,
                    "@mempty{w} = internal addrspace(3) global [{s} x i64] undef, align 8"
                );
            }
        }
        for k in &self.cluster_mbarriers {
            let _ = writeln!(
                ir,
                "@yb{k} = internal addrspace(3) global i64 undef, align 8"
            );
        }
    }
}
