//! Ring loops whose stage is a *pointer* ([`StageForm::PointerSwap`]): two header phis `cur`
//! and `oth` hold the starts of two `__shared__` arrays `ring<r>` and `ring<r>b` and are
//! swapped at the bottom (`swap(src, dst)`, the textbook ping-pong stencil). The loop itself
//! is `multi_buffer.rs`'s; this file gives its cells: the arrays' starts as clang writes them
//! (an `addrspacecast` constant expression), the listing text, and the access through the
//! pointer. The ground truth is `multi_buffer.rs`'s with `S = 2`: which array a pointer holds
//! is the stage (`cur` at iteration `k` is `ring<r>` for `k` even and `ring<r>b` for `k` odd).

use super::multi_buffer::{RingPlan, StageForm};
use super::*;

impl Lower {
    /// The generic pointer to the start of ring `r`'s array `st` of a pointer swap
    /// (`ring<r>`, `ring<r>b`), as clang writes it: an `addrspacecast` constant expression.
    pub(super) fn ring_array(r: usize, st: u32) -> String {
        let b = if st == 0 { "" } else { "b" };
        format!("addrspacecast (ptr addrspace(3) @ring{r}{b} to ptr)")
    }

    /// The listing text of a ring cell: `ring<r>[stage][slot]`, or `cur[slot]` for pointers.
    pub(super) fn cell_text(plan: &RingPlan, r: usize, stage: &str, slot: &str) -> String {
        match plan.form {
            StageForm::PointerSwap => format!("{stage}[{slot}]"),
            _ => format!("ring{r}[{stage}][{slot}]"),
        }
    }

    /// [`Lower::ring_access`], or for a pointer swap the access `stage[slot]` through the
    /// pointer `stage` (a header phi, or [`Lower::ring_array`]).
    #[allow(clippy::too_many_arguments)]
    pub(super) fn ring_cell(
        &mut self,
        f: &mut Func,
        plan: &RingPlan,
        r: usize,
        stage: &str,
        slot: &str,
        value: Option<&str>,
        d: &str,
    ) -> Option<String> {
        if plan.form != StageForm::PointerSwap {
            return self.ring_access(f, r, plan.stages, stage, slot, value, d);
        }
        let p = self.fresh("p");
        self.emit(
            f,
            format!("{p} = getelementptr inbounds i32, ptr {stage}, i32 {slot}"),
        );
        match value {
            Some(v) => {
                self.store_i32(f, v, "ptr", &p, d);
                None
            }
            None => {
                let v = self.fresh("v");
                self.load_i32(f, &v, "ptr", &p, d);
                Some(v)
            }
        }
    }
}
