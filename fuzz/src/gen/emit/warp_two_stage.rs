//! The two-stage warp-specialized loops ([`WarpKind::TwoStage`] and
//! [`WarpKind::TwoStageOneBuffer`]; the ground truth is argued in [`super::warp_loop`]'s
//! module docs): ids `1 + (k & 1)` (FULL) and `3 + (k & 1)` (EMPTY) computed from the loop's
//! induction variable, as CUTLASS's `bar.sync %0, %1;` takes them.

use super::*;

impl Lower {
    /// `bar.{op} id, count` in inline asm with `"r"` operands: `id` a value, `count` a
    /// constant.
    fn named_r(&mut self, f: &mut Func, op: &str, id: &str, count: u32, d: &str) {
        self.emit(
            f,
            format!(
                r#"call void asm sideeffect "bar.{op} $0, $1;", "r,r,~{{memory}}"(i32 {id}, i32 {count}){d}"#
            ),
        );
    }

    /// Emits a two-stage warp-specialized loop and records its [`WarpLoop`].
    pub(super) fn warp_loop_two_stage(&mut self, f: &mut Func, kind: WarpKind, j: u32, trips: u32) {
        let w = self.warp_loops.len();
        let n = self.n;
        let h = n / 2;
        let staged = kind == WarpKind::TwoStage;
        let words = 2 * h;
        self.line(
            0,
            &format!("// warp-specialized loop {w}: __shared__ int ws{w}[{words}]; {kind:?}"),
        );
        let producer = self.icmp(f, "ult", "%tid", &h.to_string());
        // Consumers arrive on both EMPTYs once: both stages start empty.
        let (pre_c, pre_j) = (self.fresh("wsc"), self.fresh("wsj"));
        self.emit(f, format!("br i1 {producer}, label {pre_j}, label {pre_c}"));
        self.label(f, &pre_c);
        for id in [3, 4] {
            let d = self.source_line(f, 0, &format!("if (tid >= {h}) bar.arrive {id}, {n};"));
            self.emit(
                f,
                format!(r#"call void asm sideeffect "bar.arrive {id}, {n};", "~{{memory}}"(){d}"#),
            );
        }
        self.emit(f, format!("br label {pre_j}"));
        self.label(f, &pre_j);
        let l = self.ws_loop_open(f, trips);
        let (prod, cons, more_c, join) = (
            l.prod.clone(),
            l.cons.clone(),
            l.more_c.clone(),
            l.join.clone(),
        );
        let (k, sum) = (l.k.clone(), l.sum.clone());
        let d = self.source_line(f, 1, "int s = k & 1;");
        let s = self.fresh("wss");
        self.emit(f, format!("{s} = and i32 {k}, 1{d}"));
        let base = if staged {
            self.arith(f, "mul", &s, &h.to_string())
        } else {
            "0".to_string()
        };
        let at = if staged { "s * H + " } else { "" };
        self.emit(f, format!("br i1 {producer}, label {prod}, label {cons}"));
        // Producers.
        self.label(f, &prod);
        self.line(1, &format!("if (tid < {h}) {{  // H = {h}"));
        let empty = self.arith(f, "add", &s, "3");
        let d = self.source_line(f, 2, &format!("bar.sync 3 + s, {n};"));
        self.named_r(f, "sync", &empty, n, &d);
        let d = self.source_line(f, 2, &format!("ws{w}[{at}tid] = acc + k;"));
        let v = self.arith(f, "add", &sum, &k);
        let idx = self.arith(f, "add", &base, "%tid");
        let slot = self.fresh("wsa");
        self.emit(f, format!("{slot} = getelementptr inbounds [{words} x i32], ptr addrspace(3) @ws{w}, i32 0, i32 {idx}"));
        self.emit(
            f,
            format!("store i32 {v}, ptr addrspace(3) {slot}, align 4{d}"),
        );
        let full = self.arith(f, "add", &s, "1");
        let d = self.source_line(f, 2, &format!("bar.arrive 1 + s, {n};"));
        self.named_r(f, "arrive", &full, n, &d);
        self.emit(f, format!("br label {join}"));
        // Consumers.
        self.label(f, &cons);
        self.line(1, "} else {");
        let full_c = self.arith(f, "add", &s, "1");
        let d = self.source_line(f, 2, &format!("bar.sync 1 + s, {n};"));
        self.named_r(f, "sync", &full_c, n, &d);
        // `(tid + j) % h`: the `(tid − h + j) % h` of the one-stage loops for `tid ≥ h`, with
        // a dividend that is never negative (so its range is known over the whole block).
        let cj = self.arith(f, "add", "%tid", &j.to_string());
        let r = self.arith(f, "urem", &cj, &h.to_string());
        let idx = self.arith(f, "add", &base, &r);
        let text = format!("acc = acc * 3 + ws{w}[{at}(tid + {j}) % {h}];");
        let acc = self.ws_consumer_read(f, w, words, &idx, &text, &sum);
        let ahead = self.icmp(f, "ult", &k, &trips.saturating_sub(2).to_string());
        self.emit(f, format!("br i1 {ahead}, label {more_c}, label {join}"));
        self.label(f, &more_c);
        let empty_c = self.arith(f, "add", &s, "3");
        let d = self.source_line(
            f,
            2,
            &format!("if (k + 2 < {trips}) bar.arrive 3 + s, {n};"),
        );
        self.named_r(f, "arrive", &empty_c, n, &d);
        self.emit(f, format!("br label {join}"));
        self.line(1, "}");
        self.label(f, &join);
        let merged = self.fresh("sum");
        self.emit(
            f,
            format!("{merged} = phi i32 [ {sum}, {prod} ], [ {acc}, {cons} ], [ {acc}, {more_c} ]"),
        );
        let why = if staged {
            "  // defensive: removable (each stage's FULL and EMPTY, and the roles' halves)"
        } else {
            "  // defensive: required (one buffer: the next round's write races with the reads)"
        };
        if !staged {
            self.planned += 1;
        }
        self.barrier(f, 1, why);
        let trailing_line = self.src.len() as u32;
        self.ws_loop_close(f, &l, &merged, trips);
        self.warp_loops.push(WarpLoop {
            kind,
            trailing_line,
        });
    }
}
