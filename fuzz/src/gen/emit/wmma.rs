//! The generator's tensor-core forms ([`GenOptions::wmma`](crate::gen::GenOptions)): a warp's
//! `wmma.load.a` of a shared array as a 16×16 `.f16` tile, `wmma.mma` with it, and
//! `wmma.store.d` of the accumulator to the warp's own 16×16 `.f32` tile of `@wt`, read back by
//! every thread (`wt[tid]`, elements other lanes stored) at the end of the kernel — as the
//! NVVM intrinsics clang emits and as inline PTX, alternately. The planner treats a load as a
//! read of the whole array by every thread and a store as a write of all of `@wt` (the tile's
//! lanes are unspecified), so the input stays race-free and the harness judges the footprint
//! the effect model gives these forms (docs/design.md §9; knob `wmma-registers-only` is the
//! deliberately wrong one).

use super::*;

/// The planner's array id of `@wt`, the warps' accumulator tiles.
pub(super) const WMMA_TILES: u8 = 101;

const H2: &str = "<2 x half>";

fn list(ty: &str, names: &[String]) -> String {
    names
        .iter()
        .map(|n| format!("{ty} {n}"))
        .collect::<Vec<_>>()
        .join(", ")
}

impl Lower {
    /// Whether the next `s[tid]` access becomes a wmma operation: every third one, with
    /// [`GenOptions::wmma`], in non-divergent kernel code, in blocks of whole warps holding a
    /// 16×16 `.f16` tile (128 ints) per array.
    pub(super) fn wmma_turn(&mut self, divergent: bool) -> bool {
        if !self.opts.wmma
            || self.in_helper
            || divergent
            || self.n < 128
            || !self.n.is_multiple_of(32)
        {
            return false;
        }
        self.wmma_turn += 1;
        self.wmma_turn % 3 == 1
    }

    /// `wmma.load.a` of `s<array>`'s first 512 bytes (stride 16), `wmma.mma` of it with itself
    /// and a zero accumulator, the first element of D added to `acc`.
    pub(super) fn wmma_load(&mut self, f: &mut Func, depth: usize, array: u8) {
        if !self.admit(f, depth, false, array, Kind::Read, Pat::Same) {
            return;
        }
        let d = self.source_line(
            f,
            depth,
            &format!("wmma::load_matrix_sync(fa, (half*)s{array}, 16); wmma::mma_sync(fd, fa, fa, zero); acc = acc * 3 + (int)fd.x[0];"),
        );
        let n = self.n;
        let p = self.fresh("w");
        self.emit(f, format!("{p} = getelementptr inbounds [{n} x i32], ptr addrspace(3) @s{array}, i32 0, i32 0"));
        let a: [String; 8] = self.fresh_n("wa");
        let dv: [String; 8] = self.fresh_n("wd");
        let frag = self.fresh("wf");
        let res = self.fresh("wr");
        let zero = vec!["0.0".to_string(); 8];
        if self.opts.inline_asm && self.next.is_multiple_of(2) {
            let outs = (0..8)
                .map(|k| format!("${k}"))
                .collect::<Vec<_>>()
                .join(",");
            self.emit(f, format!(r#"{frag} = call {{ i32, i32, i32, i32, i32, i32, i32, i32 }} asm sideeffect "wmma.load.a.sync.aligned.row.m16n16k16.shared.f16 {{{outs}}}, [$8], 16;", "=r,=r,=r,=r,=r,=r,=r,=r,l"(ptr addrspace(3) {p}){d}"#));
            for (k, x) in a.iter().enumerate() {
                self.emit(f, format!("{x} = extractvalue {{ i32, i32, i32, i32, i32, i32, i32, i32 }} {frag}, {k}"));
            }
            let ins = (8..32).map(|k| format!("${k}")).collect::<Vec<_>>();
            let cons = format!(
                "{},{}",
                ["=f"; 8].join(","),
                [vec!["r"; 16], vec!["f"; 8]].concat().join(",")
            );
            self.emit(f, format!(
                r#"{res} = call {{ float, float, float, float, float, float, float, float }} asm sideeffect "wmma.mma.sync.aligned.row.col.m16n16k16.f32.f32 {{{outs}}}, {{{}}}, {{{}}}, {{{}}};", "{cons}"({}, {}, {}){d}"#,
                ins[..8].join(","), ins[8..16].join(","), ins[16..].join(","),
                list("i32", &a), list("i32", &a), list("float", &zero)
            ));
        } else {
            let agg = format!("{{ {} }}", [H2; 8].join(", "));
            self.emit(f, format!("{frag} = call {agg} @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p3(ptr addrspace(3) {p}, i32 16){d}"));
            for (k, x) in a.iter().enumerate() {
                self.emit(f, format!("{x} = extractvalue {agg} {frag}, {k}"));
            }
            self.emit(f, format!(
                "{res} = call {{ float, float, float, float, float, float, float, float }} @llvm.nvvm.wmma.m16n16k16.mma.row.col.f32.f32({}, {}, {}){d}",
                list(H2, &a), list(H2, &a), list("float", &zero)
            ));
        }
        self.emit(f, format!("{} = extractvalue {{ float, float, float, float, float, float, float, float }} {res}, 0", dv[0]));
        let i = self.fresh("wi");
        self.emit(f, format!("{i} = fptosi float {} to i32", dv[0]));
        self.acc_update(f, &i, "");
    }

    /// `wmma.store.d` of an accumulator made from `acc` to the warp's tile of `@wt`.
    pub(super) fn wmma_store(&mut self, f: &mut Func, depth: usize) {
        if !self.admit(f, depth, false, WMMA_TILES, Kind::Write, Pat::Same) {
            return;
        }
        self.wmma_stored = true;
        let d = self.source_line(
            f,
            depth,
            "wmma::fill_fragment(fc, (float)acc); wmma::store_matrix_sync(&wt[warp * 256], fc, 16, wmma::mem_row_major);",
        );
        let [v, x, w, off] = self.fresh_n("wv");
        let p = self.fresh("w");
        self.emit(f, format!("{v} = load i32, ptr %acc, align 4"));
        self.emit(f, format!("{x} = sitofp i32 {v} to float"));
        self.emit(f, format!("{w} = lshr i32 %tid, 5"));
        self.emit(f, format!("{off} = shl i32 {w}, 8"));
        let tiles = self.n / 32 * 256;
        self.emit(f, format!("{p} = getelementptr inbounds [{tiles} x float], ptr addrspace(3) @wt, i32 0, i32 {off}"));
        let vals = vec![x.clone(); 8];
        if self.opts.inline_asm && self.next.is_multiple_of(2) {
            let regs = (1..9)
                .map(|k| format!("${k}"))
                .collect::<Vec<_>>()
                .join(",");
            self.emit(f, format!(r#"call void asm sideeffect "wmma.store.d.sync.aligned.row.m16n16k16.shared.f32 [$0], {{{regs}}}, 16;", "l,f,f,f,f,f,f,f,f"(ptr addrspace(3) {p}, {}){d}"#, list("float", &vals)));
        } else {
            self.emit(f, format!("call void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f32.p3(ptr addrspace(3) {p}, {}, i32 16){d}", list("float", &vals)));
        }
    }

    /// At the end of a kernel that stored tiles: `acc = acc * 3 + (int)wt[tid]`, then
    /// `out[gid] = acc` — every thread reads an element some lane stored.
    pub(super) fn wmma_read_back(&mut self, f: &mut Func) {
        if !self.wmma_stored {
            return;
        }
        if !self.admit(f, 0, false, WMMA_TILES, Kind::Read, Pat::Perm(0, 0)) {
            return;
        }
        let d = self.source_line(f, 0, "acc = acc * 3 + (int)wt[tid];");
        let tiles = self.n / 32 * 256;
        let (p, v, i) = (self.fresh("w"), self.fresh("wv"), self.fresh("wi"));
        self.emit(f, format!("{p} = getelementptr inbounds [{tiles} x float], ptr addrspace(3) @wt, i32 0, i32 %tid"));
        self.emit(
            f,
            format!("{v} = load float, ptr addrspace(3) {p}, align 4{d}"),
        );
        self.emit(f, format!("{i} = fptosi float {v} to i32"));
        self.acc_update(f, &i, "");
        self.stmt(f, &Stmt::GlobalStore, 0, false);
    }
}
