//! The idioms of issue 27 whose stores are ordered by synchronization other than a CTA
//! barrier: rows of a 2-D block storing one slot in turn (`Idiom::OrderedStores`) and the
//! volatile warp tail of a reduction (`Idiom::VolatileTail`).

use super::idioms::{StoreOrder, SPIN_TRIPS};
use super::*;

impl Lower {
    /// `y<k>[slot] = tid` by the rows of a 2-D block one after the other, ordered by `how`,
    /// then the required barrier, then every thread reads the slot into
    /// `gsync[ctaid·n + tid]` (the last row's `tid`).
    pub(super) fn ordered_stores(&mut self, f: &mut Func, k: usize, how: StoreOrder) {
        let n = self.n;
        let [x, y, _] = self.dims;
        // Which rows share a slot, and which row of them a thread is.
        let (slot, slot_text, row, rows) = match how {
            StoreOrder::SyncWarp => {
                let per_warp = 32 / x;
                let w = self.arith(f, "udiv", "%ty", &per_warp.to_string());
                let b = self.arith(f, "mul nuw nsw", &w, &x.to_string());
                let s = self.arith(f, "add nuw nsw", &b, "%tx");
                let r = self.arith(f, "urem", "%ty", &per_warp.to_string());
                (
                    s,
                    format!("threadIdx.y / {per_warp} * {x} + threadIdx.x"),
                    r,
                    per_warp,
                )
            }
            StoreOrder::NamedBarrier => {
                ("%tx".into(), "threadIdx.x".into(), "%ty".into(), y.min(3))
            }
            StoreOrder::Flag => ("%tx".into(), "threadIdx.x".into(), "%ty".into(), 2),
        };
        let row_text = match how {
            StoreOrder::SyncWarp => format!("threadIdx.y % {}", 32 / x),
            _ => "threadIdx.y".into(),
        };
        if how == StoreOrder::Flag {
            // The flags live in y<k>[n + tx]; row 0 clears them before anyone spins.
            let d = self.source_line(
                f,
                0,
                &format!("if (threadIdx.y == 0) y{k}[{n} + threadIdx.x] = 0;"),
            );
            let c = self.icmp(f, "eq", "%ty", "0");
            self.when(f, &c, "then", |me, f| {
                let i = me.arith(f, "add nuw nsw", "%tx", &n.to_string());
                let p = me.y_ptr(f, k, "i32", &i);
                me.emit(f, format!("store i32 0, ptr addrspace(3) {p}, align 4{d}"));
            });
            self.required(f, 0, "the flags cleared before row 1 spins on them");
        }
        for r in 0..rows {
            if how == StoreOrder::Flag && r == 1 {
                let d = self.source_line(
                    f,
                    0,
                    &format!("if (threadIdx.y == 1) while (!atomic_load_acquire(&y{k}[{n} + threadIdx.x]) && i++ < {SPIN_TRIPS});"),
                );
                let c = self.icmp(f, "eq", &row, "1");
                self.when(f, &c, "then", |me, f| {
                    let i = me.arith(f, "add nuw nsw", "%tx", &n.to_string());
                    let p = me.y_ptr(f, k, "i32", &i);
                    me.spin(f, |me, f| {
                        let v = me.fresh("v");
                        me.emit(
                            f,
                            format!(
                                "{v} = load atomic i32, ptr addrspace(3) {p} acquire, align 4{d}"
                            ),
                        );
                        me.icmp(f, "ne", &v, "0")
                    });
                });
            }
            let d = self.source_line(
                f,
                0,
                &format!("if ({row_text} == {r}) y{k}[{slot_text}] = tid;"),
            );
            let c = self.icmp(f, "eq", &row, &r.to_string());
            let slot2 = slot.clone();
            self.when(f, &c, "then", |me, f| {
                let p = me.y_ptr(f, k, "i32", &slot2);
                me.emit(
                    f,
                    format!("store i32 %tid, ptr addrspace(3) {p}, align 4{d}"),
                );
                if how == StoreOrder::Flag && r == 0 {
                    let i = me.arith(f, "add nuw nsw", "%tx", &n.to_string());
                    let q = me.y_ptr(f, k, "i32", &i);
                    me.emit(
                        f,
                        format!("store atomic i32 1, ptr addrspace(3) {q} release, align 4{d}"),
                    );
                }
            });
            if r + 1 < rows {
                match how {
                    StoreOrder::SyncWarp => {
                        let d = self.source_line(f, 0, "__syncwarp();");
                        self.emit(f, format!("call void @llvm.nvvm.bar.warp.sync(i32 -1){d}"));
                    }
                    StoreOrder::NamedBarrier => {
                        let d = self.source_line(f, 0, &format!("asm(\"bar.sync 1, {n};\");"));
                        self.emit(
                            f,
                            format!("call void @llvm.nvvm.barrier.sync.cnt(i32 1, i32 {n}){d}"),
                        );
                    }
                    StoreOrder::Flag => {}
                }
            }
        }
        self.required(f, 0, "the last row's store before every row reads the slot");
        let d = self.source_line(
            f,
            0,
            &format!("gsync[ctaid * {n} + tid] = y{k}[{slot_text}];"),
        );
        let p = self.y_ptr(f, k, "i32", &slot);
        let v = self.fresh("v");
        self.emit(
            f,
            format!("{v} = load i32, ptr addrspace(3) {p}, align 4{d}"),
        );
        self.store_result(f, k, &v, 0);
    }

    /// `gsync[k·4n + region·n + ctaid·n + tid] = v` (`region` 0: the CTA's own results;
    /// the grid idioms use 0–3 for their data).
    pub(super) fn store_result(&mut self, f: &mut Func, k: usize, v: &str, region: u32) {
        let n = self.n;
        let c = self.arith(f, "mul nuw nsw", "%ctaid", &n.to_string());
        let o = self.arith(f, "add nuw nsw", &c, "%tid");
        let o = self.arith(f, "add nuw nsw", &o, &(region * n).to_string());
        let w = self.sync_word(f, k, &o);
        let p = self.g_ptr(f, "%gsync", &w);
        self.emit(f, format!("store i32 {v}, ptr {p}, align 4"));
    }

    /// A volatile load of `y<k>[idx]` (LLVM `load volatile`, or `ld.volatile.shared` asm).
    fn vload(&mut self, f: &mut Func, k: usize, idx: &str, asm: bool, d: &str) -> String {
        let p = self.y_ptr(f, k, "i32", idx);
        let v = self.fresh("v");
        if asm {
            self.emit(
                f,
                format!(r#"{v} = call i32 asm sideeffect "ld.volatile.shared.u32 $0, [$1];", "=r,l"(ptr addrspace(3) {p}){d}"#),
            );
        } else {
            self.emit(
                f,
                format!("{v} = load volatile i32, ptr addrspace(3) {p}, align 4{d}"),
            );
        }
        v
    }

    /// A volatile store of `v` to `y<k>[idx]`.
    fn vstore(&mut self, f: &mut Func, k: usize, idx: &str, v: &str, asm: bool, d: &str) {
        let p = self.y_ptr(f, k, "i32", idx);
        if asm {
            self.emit(
                f,
                format!(r#"call void asm sideeffect "st.volatile.shared.u32 [$0], $1;", "l,r"(ptr addrspace(3) {p}, i32 {v}){d}"#),
            );
        } else {
            self.emit(
                f,
                format!("store volatile i32 {v}, ptr addrspace(3) {p}, align 4{d}"),
            );
        }
    }

    /// reduce6's tail over a `volatile int *y`, with `__syncwarp()` between the steps.
    pub(super) fn volatile_tail(&mut self, f: &mut Func, k: usize, asm: bool) {
        let n = self.n;
        let d = self.source_line(f, 0, &format!("((volatile int *)y{k})[tid] = 3 * tid + 1;"));
        let v = self.arith(f, "mul nuw nsw", "%tid", "3");
        let v = self.arith(f, "add nuw nsw", &v, "1");
        self.vstore(f, k, "%tid", &v, asm, &d);
        self.required(f, 0, "every volatile store before warp 0's volatile loads");
        self.line(0, "if (tid < 32) {");
        let c = self.icmp(f, "ult", "%tid", "32");
        self.when(f, &c, "then", |me, f| {
            let d = me.source_line(
                f,
                1,
                &format!(
                    "int v = y[tid]; for (c = 1; c < {}; c++) v += y[tid + 32 * c]; y[tid] = v;",
                    n / 32
                ),
            );
            let mut acc = me.vload(f, k, "%tid", asm, &d);
            for c in 1..n / 32 {
                let i = me.arith(f, "add nuw nsw", "%tid", &(32 * c).to_string());
                let w = me.vload(f, k, &i, asm, &d);
                acc = me.arith(f, "add", &acc, &w);
            }
            me.vstore(f, k, "%tid", &acc, asm, &d);
            let d = me.source_line(f, 1, "__syncwarp();");
            me.emit(f, format!("call void @llvm.nvvm.bar.warp.sync(i32 -1){d}"));
            for off in [16u32, 8, 4, 2, 1] {
                let d = me.source_line(
                    f,
                    1,
                    &format!("if (tid < {off}) y[tid] = y[tid] + y[tid + {off}]; __syncwarp();"),
                );
                let c = me.icmp(f, "ult", "%tid", &off.to_string());
                me.when(f, &c, "then", |me, f| {
                    let a = me.vload(f, k, "%tid", asm, &d);
                    let i = me.arith(f, "add nuw nsw", "%tid", &off.to_string());
                    let b = me.vload(f, k, &i, asm, &d);
                    let s = me.arith(f, "add", &a, &b);
                    me.vstore(f, k, "%tid", &s, asm, &d);
                });
                me.emit(f, format!("call void @llvm.nvvm.bar.warp.sync(i32 -1){d}"));
            }
        });
        self.line(0, "}");
        self.required(
            f,
            0,
            "lane 0's volatile store of the sum before every thread reads it",
        );
        let d = self.source_line(
            f,
            0,
            &format!("gsync[ctaid * {n} + tid] = ((volatile int *)y{k})[0];"),
        );
        let v = self.vload(f, k, "0", asm, &d);
        self.store_result(f, k, &v, 0);
    }
}
