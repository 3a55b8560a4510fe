//! `cp.async` ring loops: the multi-buffered loops of [`super::multi_buffer`] filled by
//! asynchronous copies in commit groups, as Triton's software pipeliner and CUTLASS's
//! multistage mainloop write them, so the harness judges the analyses' *group counting*
//! (which copies a `cp.async.wait_group N` completes; `syncflow_analyses::memory::async_window`).
//!
//! ## The loop
//!
//! Ring `r` is `__shared__ int ring<r>[S][n]` (`S` = 2, 3 or 4 stages), tile `t` goes to
//! stage `t % S` (`t & (S − 1)` for `S` a power of two), and each thread copies its own slot
//! `p = (tid + w) % n` of a tile and reads the slot `j` or `j + 2` after it (another thread's):
//!
//! ```text
//! for (s = 0; s < S; s++) { cp.async(&ring[s][p], &in[gid + s % 4]); commit; }  // S groups
//! cp.async.wait_group S − 1;  __syncthreads();   // required: tile 0 landed
//! acc = acc * 3 + ring[0][q];                     // read B of tile 0
//! for (k = 0; k < K; k++) {
//!   cp.async.wait_group S − 1;  __syncthreads(); // judged: the loop-top barrier
//!   acc = acc * 3 + ring[k % S][q2];              // read A of tile k
//!   __syncthreads();                              // required: the refill below overwrites it
//!   cp.async(&ring[k % S][p], &in[…]); commit;    // tile k + S
//!   cp.async.wait_group S − 1;  __syncthreads(); // pipelined only; required: tile k + 1
//!   acc = acc * 3 + ring[(k + 1) % S][q];         // pipelined only: read B of tile k + 1
//! }
//! ```
//!
//! ## The ground truth
//!
//! Count the groups (each thread commits one per tile, in order). Before the loop `S` are
//! committed and `wait_group S − 1` completes tile 0. Iteration `k` commits tile `k + S`.
//!
//! - **Pipelined** ([`RingKind::AsyncPipelined`], the top barrier is removable): the bottom
//!   `wait_group S − 1` of iteration `k`, after tile `k + S`'s commit, completes every tile up
//!   to `k + 1`, and its barrier publishes tile `k + 1`. The next top `wait_group S − 1`
//!   follows no commit, so it completes nothing more, and between the bottom barrier and the
//!   next read-A barrier stand reads only (read B and read A, both of tile `k + 1`). The
//!   copies in flight there (tiles `k + 2 … k + S`) write stages other than `(k + 1) % S`.
//! - **Lagging** ([`RingKind::AsyncLagging`], required): no bottom wait; the top
//!   `wait_group S − 1` of iteration `k ≥ 1` is the one that completes tile `k`, and its
//!   barrier is what orders each thread's landing copy before the other threads' read A of
//!   it. Without it, the copy of slot `q2` is in flight in the interval where its reader
//!   reads it: a race. An analysis that stops counting, and takes a partial wait to complete
//!   nothing (the unsound `async-partial-waits-complete-nothing`), removes it.
//!
//! With every barrier in place both are race-free: a stage is refilled only after the
//! barrier that follows its last read (read A of the same iteration, read B of the one
//! before), and read only after the barrier that follows the wait that completes it.

use super::multi_buffer::{RingKind, RingLoop, RingPlan, StageForm};
use super::*;

impl Lower {
    /// Emits the `cp.async` ring loop `plan` (see the [module docs](self)) and records its
    /// [`RingLoop`], whose `trailing_line` is its loop-top barrier.
    pub(super) fn async_ring(&mut self, f: &mut Func, plan: &RingPlan) {
        let r = self.rings.len();
        let (n, s) = (self.n, plan.stages);
        let pipelined = plan.kind == RingKind::AsyncPipelined;
        self.line(
            0,
            &format!(
                "// ring {r}: __shared__ int ring{r}[{s}][{n}]; cp.async tiles by {:?}, {:?}",
                plan.form, plan.kind
            ),
        );
        let slot = self.ring_slot(f, plan.w);
        let slot_text = Self::slot_text(plan.w, n);
        let q_at = (plan.w + plan.j) % n;
        let q = self.ring_slot(f, q_at);
        let q2_at = (plan.w + plan.j + 2) % n;
        let q2 = self.ring_slot(f, q2_at);
        for st in 0..s {
            self.ring_copy(
                f,
                0,
                r,
                s,
                &st.to_string(),
                &st.to_string(),
                &slot,
                &slot_text,
                st % 4,
            );
        }
        self.ring_wait(f, 0, s - 1);
        self.required(f, 0, "tile 0 landed: other threads read it");
        let mut acc = self.load_acc(f);
        acc = self.ring_read(f, 0, r, s, ("0", "0"), (&q, q_at), &acc);
        let (trips, trips_text) = match plan.trips {
            Some(t) => (t.to_string(), t.to_string()),
            None => {
                let a = self.arith(f, "and", "%u", "1");
                let b = self.arith(f, "add nuw nsw", &a, &(s + 1).to_string());
                (b, format!("{} + u % 2", s + 1))
            }
        };
        let pre = f.label.clone();
        let (head, exit) = (self.fresh("ring"), self.fresh("ringexit"));
        let [k, knext] = self.fresh_n::<2>("k");
        let sum = self.fresh("sum");
        let d = self.source_line(f, 0, &format!("for (int k = 0; k < {trips_text}; k++) {{"));
        self.emit(f, format!("br label {head}{d}"));
        self.label(f, &head);
        let phi_at = f.lines.len();
        for _ in 0..2 {
            self.emit(f, String::new());
        }
        self.ring_wait(f, 1, s - 1);
        let why = if pipelined {
            "  // judged: removable (the wait above completes nothing the bottom one left)"
        } else {
            self.planned += 1;
            "  // judged: required (the wait above completes tile k)"
        };
        self.barrier(f, 1, why);
        let judged_line = self.src.len() as u32;
        let here = self.async_stage(f, plan, &k, 0);
        let here = (here.0.as_str(), here.1.as_str());
        let mut acc_loop = self.ring_read(f, 1, r, s, here, (&q2, q2_at), &sum);
        self.required(f, 1, "the refill below overwrites the stage just read");
        self.ring_copy(f, 1, r, s, here.0, here.1, &slot, &slot_text, s % 4);
        if pipelined {
            self.ring_wait(f, 1, s - 1);
            self.required(f, 1, "tile k + 1 landed: other threads read it");
            let next = self.async_stage(f, plan, &k, 1);
            acc_loop = self.ring_read(f, 1, r, s, (&next.0, &next.1), (&q, q_at), &acc_loop);
        }
        let latch = f.label.clone();
        f.lines[phi_at] = format!("  {k} = phi i32 [ 0, {pre} ], [ {knext}, {latch} ]");
        f.lines[phi_at + 1] =
            format!("  {sum} = phi i32 [ {acc}, {pre} ], [ {acc_loop}, {latch} ]");
        self.emit(f, format!("{knext} = add nuw nsw i32 {k}, 1"));
        let more = self.icmp(f, "ult", &knext, &trips);
        self.emit(f, format!("br i1 {more}, label {head}, label {exit}"));
        self.line(0, "}");
        self.label(f, &exit);
        // Every copy has landed before the loop's result is stored: the last tiles' too.
        let d = self.source_line(f, 0, "cp.async.wait_all;");
        self.emit(
            f,
            format!(r#"call void asm sideeffect "cp.async.wait_all;", ""(){d}"#),
        );
        self.emit(f, format!("store i32 {acc_loop}, ptr %acc, align 4"));
        self.stmt(f, &Stmt::GlobalStore, 0, false);
        self.rings.push(RingLoop {
            stages: s,
            form: plan.form,
            kind: plan.kind,
            min_trips: plan.trips.unwrap_or(s + 1),
            trailing_line: judged_line,
        });
    }

    /// `stage(k + delta)` as an i32 operand and its listing text: `& (S − 1)` or `% S`.
    fn async_stage(
        &mut self,
        f: &mut Func,
        plan: &RingPlan,
        k: &str,
        delta: u32,
    ) -> (String, String) {
        let s = plan.stages;
        let (mut sum, mut text) = (k.to_string(), "k".to_string());
        if delta != 0 {
            sum = self.arith(f, "add nuw nsw", &sum, &delta.to_string());
            text = format!("k + {delta}");
        }
        if plan.form == StageForm::Urem {
            (
                self.arith(f, "urem", &sum, &s.to_string()),
                format!("({text}) % {s}"),
            )
        } else {
            (
                self.arith(f, "and", &sum, &(s - 1).to_string()),
                format!("({text}) & {}", s - 1),
            )
        }
    }

    /// `&ring<r>[stage][slot]` in `addrspace(3)`.
    fn ring_ptr(&mut self, f: &mut Func, r: usize, s: u32, stage: &str, slot: &str) -> String {
        let n = self.n;
        let p = self.fresh("p");
        self.emit(f, format!("{p} = getelementptr inbounds [{s} x [{n} x i32]], ptr addrspace(3) @ring{r}, i32 0, i32 {stage}, i32 {slot}"));
        p
    }

    /// `cp.async(&ring<r>[stage][slot], &in[gid + k]); commit;` (4 bytes, one group).
    #[allow(clippy::too_many_arguments)]
    fn ring_copy(
        &mut self,
        f: &mut Func,
        depth: usize,
        r: usize,
        s: u32,
        stage: &str,
        stage_text: &str,
        slot: &str,
        slot_text: &str,
        k: u32,
    ) {
        let d = self.source_line(
            f,
            depth,
            &format!("cp.async(&ring{r}[{stage_text}][{slot_text}], &in[gid + {k}]); cp.async.commit_group;"),
        );
        let p = self.ring_ptr(f, r, s, stage, slot);
        let g = self.input_ptr(f, k);
        self.emit(
            f,
            format!(
                r#"call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4;\0A\09cp.async.commit_group;", "r,l"(ptr addrspace(3) {p}, ptr {g}){d}"#
            ),
        );
    }

    /// `cp.async.wait_group n;`.
    fn ring_wait(&mut self, f: &mut Func, depth: usize, n: u32) {
        let d = self.source_line(f, depth, &format!("cp.async.wait_group {n};"));
        self.emit(
            f,
            format!(r#"call void asm sideeffect "cp.async.wait_group {n};", ""(){d}"#),
        );
    }

    /// `acc * 3 + ring<r>[stage][at]`, from the register `acc`; returns the new value.
    #[allow(clippy::too_many_arguments)]
    fn ring_read(
        &mut self,
        f: &mut Func,
        depth: usize,
        r: usize,
        s: u32,
        stage: (&str, &str),
        at: (&str, u32),
        acc: &str,
    ) -> String {
        let at_text = Self::slot_text(at.1, self.n);
        let d = self.source_line(
            f,
            depth,
            &format!("acc = acc * 3 + ring{r}[{}][{at_text}];", stage.1),
        );
        let p = self.ring_ptr(f, r, s, stage.0, at.0);
        let v = self.fresh("v");
        self.load_i32(f, &v, "ptr addrspace(3)", &p, &d);
        let m = self.arith(f, "mul", acc, "3");
        self.arith(f, "add", &m, &v)
    }
}
