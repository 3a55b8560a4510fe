//! Multi-buffered shared arrays ([`GenOptions::multi_buffer`](crate::gen::GenOptions)):
//! loops over a ring of `S` stages of a tile, the shape of software-pipelined GEMMs and
//! stencils, so the harness judges what an eliminator concludes about *iteration distance* —
//! which stage an access of one iteration and an access of a later one touch.
//!
//! ## The loop
//!
//! Ring `r` is `__shared__ int ring<r>[S][n]` (`S` = 2, 3 or 4 stages of one slot per thread,
//! `n` the block's threads). Every thread first writes its slot `p = (tid + w) % n` of every
//! stage (so no read is of uninitialised memory), then, for `k` in `0..K` with `K ≥ S + 1`
//! (a constant `S + 1` or `S + 2`, or `S + 1 + u % 2`):
//!
//! ```text
//! r[stage(k)][p] = acc + k;                    // its own slot of this iteration's stage
//! __syncthreads();                             // required: the writes before the reads
//! acc = acc * 3 + r[stage(k)][(p + j) % n];    // another thread's slot (j odd, 1..=7)
//! acc = acc * 3 + r[stage(k ± 1)][(p + j + 2) % n];   // some kinds only
//! __syncthreads();                             // the trailing barrier
//! advance the stage;
//! ```
//!
//! and the loop's result goes to `out[gid]`. Three kernels in four with a ring state their
//! block (`"nvvm.reqntid"`, as `__launch_bounds__` and Triton do), so a slot `tid` is known to
//! lie within one stage; the others leave it bounded by the hardware's 1,024 threads only. The stage `stage(k)` is computed in one of six
//! [`StageForm`]s: `k & (S − 1)`, `k % S` (`urem`), a wrapping counter (a header phi and
//! `st = (st + 1 == S) ? 0 : st + 1`, a `select`), a toggle `cur ^= 1`, two indices swapped
//! at the bottom, a moving origin `(u + k) & (S − 1)`, and two *pointers* swapped at the
//! bottom (`swap(src, dst)` over two `__shared__ int ring<r>[n], ring<r>b[n]`: the stage is
//! which array a pointer holds).
//!
//! ## The ground truth
//!
//! The barrier that follows the write is always required (other threads read the slot). The
//! trailing barrier is redundant exactly when every buffer's next write comes at least one
//! *other* barrier after its last read. A read in iteration `k` of `stage(k + d)` is followed
//! by the next write of that stage in iteration `k + m`, `m` the least `m ≥ 1` with
//! `m ≡ d (mod S)`; between them stand the first barriers of iterations `k + 1 … k + m − 1`.
//! So the trailing barrier may go iff `m ≥ 2` for every read: no read of `stage(k + 1)`.
//! That gives the [`RingKind`]s:
//!
//! - **correct** (trailing barrier removable): reads of `stage(k)` (`m = S ≥ 2`) and, when
//!   `S ≥ 3`, of `stage(k − 1)` (`m = S − 1 ≥ 2`);
//! - **lookahead** (required): also a read of `stage(k + 1)`, which the next iteration writes;
//! - **short reuse** (required): `S = 2` and a read of `stage(k − 1)`, which is `stage(k + 1)`;
//! - **divergent index** (required): the stage is offset by `tid & 1` (in the index, or in a
//!   counter's initial value), so thread `t` reads at `stage_t(k)` a slot that thread `t + j`
//!   (of the other parity: `j` is odd) writes at `stage_{t+j}(k + 1)` — for `S = 2` every
//!   thread, for `S ≥ 3` the odd ones. An analysis that takes the index for uniform sees two
//!   stages where the threads see one;
//! - **divergent update** (required; counters, toggles and swaps): the stage advances only
//!   under `if (tid < n / 2)`, so the upper half stays at stage 0 and rewrites, in the next
//!   iteration, the slots its neighbours (`j < n / 2` away) just read;
//! - **single barrier** (required): one barrier per iteration — read another thread's slot
//!   of `stage(k − 1)`, write the own slot of `stage(k)`, barrier: the next iteration reads
//!   what this one wrote and writes what it read (its first iteration's read of stage
//!   `S − 1` needs a barrier after the initial writes, also required).
//!
//! - **`cp.async` rings** (`async_ring.rs`): tiles filled by asynchronous copies in commit
//!   groups, judged on their loop-top barrier — removable after a `wait_group` that completes
//!   nothing (**async pipelined**), required after one that completes the tile read next
//!   (**async lagging**).
//!
//! With both barriers in place every kind is race-free (each interval holds either writes
//! of distinct slots or reads); the required ones are counted in
//! [`GeneratedKernel::planned_barriers`](super::GeneratedKernel), and each loop is described
//! by a [`RingLoop`] with the listing line of its trailing barrier. The ring is memory of its
//! own, so the planner's state of the kernel body does not meet it; its barriers are real
//! barriers of the body (they cut the planner's state: the first one runs at least once).
//! `tests/multi_buffer.rs` removes each trailing barrier and checks it against the interpreter.

use super::pick::Pick;
use super::*;

/// How a ring loop computes `stage(k)`, the stage of iteration `k`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum StageForm {
    /// `k & (S − 1)` (`S` a power of two).
    Mask,
    /// `k % S` (`urem`).
    Urem,
    /// A header phi `st`, advanced by `st = (st + 1 == S) ? 0 : st + 1` (a `select`).
    Wrap,
    /// A header phi `cur`, advanced by `cur ^= 1` (`S` = 2).
    Toggle,
    /// Two header phis `cur` and `oth`, swapped at the bottom (`S` = 2; `stage(k ± 1)` is
    /// `oth`).
    Swap,
    /// A moving origin `(u + k) & (S − 1)` (`S` a power of two, `u` the uniform parameter).
    Origin,
    /// Two header phis of pointers, `cur` and `oth`, to two `__shared__` arrays `ring<r>`
    /// and `ring<r>b` (`S` = 2), swapped at the bottom: `swap(src, dst)`.
    PointerSwap,
}

impl StageForm {
    /// Carried in header phis (the forms a divergent update can advance).
    fn is_counter(self) -> bool {
        matches!(
            self,
            StageForm::Wrap | StageForm::Toggle | StageForm::Swap | StageForm::PointerSwap
        )
    }

    /// The LLVM type of the carried header phis.
    fn carried_type(self) -> &'static str {
        match self {
            StageForm::PointerSwap => "ptr",
            _ => "i32",
        }
    }

    /// Carried in two header phis that trade values.
    fn is_swap(self) -> bool {
        matches!(self, StageForm::Swap | StageForm::PointerSwap)
    }
}

/// What a ring loop reads and where it synchronizes: whether its trailing barrier is needed
/// (the argument is in the module docs of `gen/emit/multi_buffer.rs`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RingKind {
    /// Reads of `stage(k)` and, with `previous` (`S ≥ 3`), of `stage(k − 1)`: the trailing
    /// barrier is removable.
    Correct {
        /// Also reads `stage(k − 1)`.
        previous: bool,
    },
    /// Also reads `stage(k + 1)`, which the next iteration writes: required.
    Lookahead,
    /// `S` = 2 and also reads `stage(k − 1)` = `stage(k + 1)`: required.
    ShortReuse,
    /// The stage offset by `tid & 1`: required.
    DivergentIndex,
    /// The stage advanced only under `if (tid < n / 2)`: required.
    DivergentUpdate,
    /// One barrier: read `stage(k − 1)`, write `stage(k)`, barrier: required.
    SingleBarrier,
    /// Tiles filled by `cp.async` in commit groups, a bottom `wait_group S − 1` and barrier
    /// before the next tile's first read: the loop-top barrier, after a wait that completes
    /// nothing, is removable (`gen/emit/async_ring.rs`).
    AsyncPipelined,
    /// The same without the bottom wait: the loop-top `wait_group S − 1` completes a tile
    /// that other threads read after its barrier: required (`gen/emit/async_ring.rs`).
    AsyncLagging,
}

/// A ring loop as emitted: what the tests need to know of it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RingLoop {
    /// Its stages, `S`.
    pub stages: u32,
    /// How it computes the stage.
    pub form: StageForm,
    /// What it reads and how it synchronizes.
    pub kind: RingKind,
    /// The fewest iterations it runs (`S + 1` or more).
    pub min_trips: u32,
    /// The listing line (of [`GeneratedKernel::source`](super::GeneratedKernel)) of the
    /// barrier at the bottom of the loop, which its `!dbg` names (of the `cp.async` kinds:
    /// the barrier at the top of the loop, the one they judge).
    pub trailing_line: u32,
}

impl RingLoop {
    /// The ground truth on the trailing barrier: removable (on its own) or needed.
    pub fn trailing_removable(&self) -> bool {
        matches!(
            self.kind,
            RingKind::Correct { .. } | RingKind::AsyncPipelined
        )
    }
}

/// The choices of one ring loop, drawn before it is emitted.
#[derive(Clone, Copy, Debug)]
pub(super) struct RingPlan {
    pub(super) stages: u32,
    pub(super) form: StageForm,
    pub(super) kind: RingKind,
    /// The constant trip count, or `None` for `S + 1 + u % 2`.
    pub(super) trips: Option<u32>,
    /// The thread's slot is `(tid + w) % n`.
    pub(super) w: u32,
    /// The read is of the slot `j` after the own (odd, 1..=7).
    pub(super) j: u32,
}

/// The ring loops of a kernel and the top-level positions (`0..=len`) they go before: one or
/// two, drawn from the description with a salt of their own (the idioms' draws stay the
/// same). Three in eight are correct; the rest spread over the five broken kinds.
pub(super) fn choose(desc: &KernelDesc, n: u32, len: usize) -> Vec<(usize, RingPlan)> {
    let mut p = Pick::of(desc, 0x6d75_6c74_6962_7566);
    // Mostly one: a ring loop costs the interpreter more steps than the rest of a kernel.
    let count = 1 + usize::from(p.below(4) == 0);
    let mut out: Vec<(usize, RingPlan)> = (0..count)
        .map(|_| {
            let plan = draw(&mut p, n);
            (p.below(len + 1), plan)
        })
        .collect();
    out.sort_by_key(|(at, _)| *at);
    out
}

/// One ring loop's choices.
fn draw(p: &mut Pick, n: u32) -> RingPlan {
    use StageForm::*;
    let forms = [Mask, Urem, Wrap, Toggle, Swap, Origin, PointerSwap];
    let mut form = forms[p.below(forms.len())];
    let kind = match p.below(10) {
        0..=2 => RingKind::Correct { previous: p.coin() },
        3 => RingKind::Lookahead,
        4 => RingKind::ShortReuse,
        5 => RingKind::DivergentIndex,
        6 => RingKind::DivergentUpdate,
        7 => RingKind::SingleBarrier,
        8 => RingKind::AsyncPipelined,
        _ => RingKind::AsyncLagging,
    };
    if kind == RingKind::DivergentUpdate && !form.is_counter() {
        form = [Wrap, Toggle, Swap, PointerSwap][p.below(4)];
    }
    if matches!(kind, RingKind::AsyncPipelined | RingKind::AsyncLagging) {
        // The `cp.async` rings compute their stage from `k` alone (`async_ring.rs`).
        form = [Mask, Urem][p.below(2)];
    }
    let mut stages = match form {
        Mask | Origin => [2, 4][p.below(2)],
        Urem | Wrap => 2 + p.below(3) as u32,
        Toggle | Swap | PointerSwap => 2,
    };
    if kind == RingKind::ShortReuse {
        stages = 2;
    }
    let kind = match kind {
        // A read of stage(k − 1) is safe only at distance S − 1 ≥ 2.
        RingKind::Correct { previous } => RingKind::Correct {
            previous: previous && stages >= 3,
        },
        other => other,
    };
    let trips = p.coin().then(|| stages + 1 + p.below(2) as u32);
    let w = if p.coin() {
        0
    } else {
        p.below(n as usize) as u32
    };
    let j = 1 + 2 * p.below(4) as u32;
    RingPlan {
        stages,
        form,
        kind,
        trips,
        w,
        j,
    }
}

/// The registers a ring loop's stage is computed from.
struct Carried {
    /// The iteration `k`.
    k: String,
    /// `tid & 1`, in the divergent-index kind.
    parity: Option<String>,
    /// The counter (`st`, `cur`) and, for swaps, `oth`: header phis.
    counter: Option<String>,
    other: Option<String>,
}

impl Lower {
    /// Emits ring loop `plan` as the next ring, at depth 0 of the kernel body (see the
    /// [module docs](self)), and records its [`RingLoop`].
    pub(super) fn ring(&mut self, f: &mut Func, plan: &RingPlan) {
        if matches!(plan.kind, RingKind::AsyncPipelined | RingKind::AsyncLagging) {
            self.async_ring(f, plan);
            return;
        }
        let r = self.rings.len();
        let (n, s) = (self.n, plan.stages);
        self.line(
            0,
            &format!(
                "// ring {r}: __shared__ int ring{r}[{s}][{n}]; stage by {:?}, {:?}",
                plan.form, plan.kind
            ),
        );
        // The thread's slot, `(tid + w) % n`.
        let slot = self.ring_slot(f, plan.w);
        let slot_text = Self::slot_text(plan.w, n);
        let pointers = plan.form == StageForm::PointerSwap;
        for st in 0..s {
            let cell = match pointers {
                true => format!("ring{r}{}[{slot_text}]", ["", "b"][st as usize]),
                false => format!("ring{r}[{st}][{slot_text}]"),
            };
            let d = self.source_line(f, 0, &format!("{cell} = acc;"));
            let v = self.load_acc(f);
            let stage = match pointers {
                true => Self::ring_array(r, st),
                false => st.to_string(),
            };
            self.ring_cell(f, plan, r, &stage, &slot, Some(&v), &d);
        }
        let single = plan.kind == RingKind::SingleBarrier;
        if single {
            self.required(
                f,
                0,
                "the first iteration reads other threads' initial slots",
            );
        }
        // The preheader: trip count, the parity, the counters' initial values.
        let (trips, trips_text) = match plan.trips {
            Some(t) => (t.to_string(), t.to_string()),
            None => {
                let a = self.arith(f, "and", "%u", "1");
                let b = self.arith(f, "add nuw nsw", &a, &(s + 1).to_string());
                (b, format!("{} + u % 2", s + 1))
            }
        };
        let divergent_index = plan.kind == RingKind::DivergentIndex;
        let parity = divergent_index.then(|| self.arith(f, "and", "%tid", "1"));
        let init = match (&parity, plan.form.is_counter()) {
            (Some(par), true) => par.clone(),
            _ => "0".to_string(),
        };
        let (init, init_other) = match (plan.form, &parity) {
            (StageForm::Swap, _) => {
                let other = self.arith(f, "xor", &init, "1");
                (init, Some(other))
            }
            (StageForm::PointerSwap, None) => {
                (Self::ring_array(r, 0), Some(Self::ring_array(r, 1)))
            }
            (StageForm::PointerSwap, Some(par)) => {
                // `cur = (tid & 1) ? ring<r>b : ring<r>`: a divergent start.
                let c = self.icmp(f, "ne", par, "0");
                let (a, b) = (Self::ring_array(r, 0), Self::ring_array(r, 1));
                let [x, y] = self.fresh_n::<2>("x");
                self.emit(f, format!("{x} = select i1 {c}, ptr {b}, ptr {a}"));
                self.emit(f, format!("{y} = select i1 {c}, ptr {a}, ptr {b}"));
                (x, Some(y))
            }
            _ => (init, None),
        };
        match plan.form {
            StageForm::Wrap => self.line(0, &format!("int st = {};", Self::init_text(&init))),
            StageForm::Toggle => self.line(0, &format!("int cur = {};", Self::init_text(&init))),
            StageForm::Swap => self.line(
                0,
                &format!("int cur = {0}, oth = 1 - cur;", Self::init_text(&init)),
            ),
            StageForm::PointerSwap if parity.is_some() => self.line(
                0,
                &format!("int *cur = (tid & 1) ? ring{r}b : ring{r}, *oth = (tid & 1) ? ring{r} : ring{r}b;  /* divergent */"),
            ),
            StageForm::PointerSwap => self.line(0, &format!("int *cur = ring{r}, *oth = ring{r}b;")),
            _ => 0,
        };
        let read_at = (plan.w + plan.j) % n;
        let read_slot = (self.ring_slot(f, read_at), read_at);
        // A second read, of stage(k − 1) or stage(k + 1), in some kinds.
        let second = match plan.kind {
            RingKind::Correct { previous: true } | RingKind::ShortReuse => Some(-1),
            RingKind::Lookahead => Some(1),
            _ => None,
        };
        let second_at = (plan.w + plan.j + 2) % n;
        let second_slot = second.map(|_| (self.ring_slot(f, second_at), second_at));
        // The accumulator rides in a register through the loop (a header phi `sum`), and is
        // stored back to `acc` after it: fewer steps for the interpreter per iteration.
        let sum0 = self.load_acc(f);
        let pre = f.label.clone();
        let (head, exit) = (self.fresh("ring"), self.fresh("ringexit"));
        let [k, knext] = self.fresh_n::<2>("k");
        let sum = self.fresh("sum");
        let counter = plan.form.is_counter().then(|| self.fresh("st"));
        let other = plan.form.is_swap().then(|| self.fresh("st"));
        let d = self.source_line(f, 0, &format!("for (int k = 0; k < {trips_text}; k++) {{"));
        self.emit(f, format!("br label {head}{d}"));
        self.label(f, &head);
        let phi_at = f.lines.len();
        let phi_count = 2 + usize::from(counter.is_some()) + usize::from(other.is_some());
        for _ in 0..phi_count {
            self.emit(f, String::new());
        }
        let c = Carried {
            k: k.clone(),
            parity,
            counter: counter.clone(),
            other: other.clone(),
        };
        let mut acc = sum.clone();
        // stage(k), computed once an iteration (as a compiler would), for the write and the
        // first read.
        let here = self.stage(f, plan, &c, 0);
        let write = |me: &mut Self, f: &mut Func, acc: &str| {
            let (st, text) = &here;
            let cell = Self::cell_text(plan, r, text, &slot_text);
            let d = me.source_line(f, 1, &format!("{cell} = acc + k;"));
            let v = me.arith(f, "add", acc, &k);
            me.ring_cell(f, plan, r, st, &slot, Some(&v), &d);
        };
        let read =
            |me: &mut Self, f: &mut Func, acc: &mut String, delta: i32, at: &(String, u32)| {
                let (st, text) = match delta {
                    0 => here.clone(),
                    _ => me.stage(f, plan, &c, delta),
                };
                let at_text = Self::slot_text(at.1, n);
                let cell = Self::cell_text(plan, r, &text, &at_text);
                let d = me.source_line(f, 1, &format!("acc = acc * 3 + {cell};"));
                let v = me
                    .ring_cell(f, plan, r, &st, &at.0, None, &d)
                    .expect("a load");
                let m = me.arith(f, "mul", acc, "3");
                *acc = me.arith(f, "add", &m, &v);
            };
        let why = if plan.kind == RingKind::SingleBarrier {
            "  // trailing: required (the next iteration reads what this one wrote)".to_string()
        } else if let RingKind::Correct { previous } = plan.kind {
            let distance = if previous { s - 1 } else { s };
            format!("  // trailing: removable (each stage is rewritten {distance} iterations after its read, behind a barrier)")
        } else {
            "  // trailing: required (the next iteration rewrites a slot read here)".to_string()
        };
        if single {
            read(self, f, &mut acc, -1, &read_slot);
            write(self, f, &acc);
        } else {
            write(self, f, &acc);
            self.required(f, 1, "other threads read the slots");
            read(self, f, &mut acc, 0, &read_slot);
            if let (Some(delta), Some(at)) = (second, &second_slot) {
                read(self, f, &mut acc, delta, at);
            }
        }
        if !matches!(plan.kind, RingKind::Correct { .. }) {
            self.planned += 1;
        }
        self.barrier(f, 1, &why);
        let trailing_line = self.src.len() as u32;
        let (next_counter, next_other) = self.advance(f, plan, &c);
        let latch = f.label.clone();
        let mut phis = vec![
            format!("  {k} = phi i32 [ 0, {pre} ], [ {knext}, {latch} ]"),
            format!("  {sum} = phi i32 [ {sum0}, {pre} ], [ {acc}, {latch} ]"),
        ];
        let ty = plan.form.carried_type();
        if let (Some(cur), Some(next)) = (&counter, &next_counter) {
            phis.push(format!(
                "  {cur} = phi {ty} [ {init}, {pre} ], [ {next}, {latch} ]"
            ));
        }
        if let (Some(oth), Some(next), Some(init)) = (&other, &next_other, &init_other) {
            phis.push(format!(
                "  {oth} = phi {ty} [ {init}, {pre} ], [ {next}, {latch} ]"
            ));
        }
        for (i, phi) in phis.into_iter().enumerate() {
            f.lines[phi_at + i] = phi;
        }
        self.emit(f, format!("{knext} = add nuw nsw i32 {k}, 1"));
        let more = self.icmp(f, "ult", &knext, &trips);
        self.emit(f, format!("br i1 {more}, label {head}, label {exit}"));
        self.line(0, "}");
        self.label(f, &exit);
        self.emit(f, format!("store i32 {acc}, ptr %acc, align 4"));
        // The loop's result, where the harness compares final memory.
        self.stmt(f, &Stmt::GlobalStore, 0, false);
        self.rings.push(RingLoop {
            stages: s,
            form: plan.form,
            kind: plan.kind,
            min_trips: plan.trips.unwrap_or(s + 1),
            trailing_line,
        });
    }

    /// `stage(k + delta)` (`delta` −1, 0 or 1) as an i32 operand, and its listing text.
    fn stage(
        &mut self,
        f: &mut Func,
        plan: &RingPlan,
        c: &Carried,
        delta: i32,
    ) -> (String, String) {
        let s = plan.stages;
        let step = (delta.rem_euclid(s as i32)) as u32;
        let shown = match delta {
            -1 => " - 1".to_string(),
            1 => " + 1".to_string(),
            _ => String::new(),
        };
        match plan.form {
            StageForm::Mask | StageForm::Urem | StageForm::Origin => {
                let mut sum = c.k.clone();
                let mut text = "k".to_string();
                if plan.form == StageForm::Origin {
                    sum = self.arith(f, "add nuw nsw", "%u", &sum);
                    text = format!("u + {text}");
                }
                if step != 0 {
                    sum = self.arith(f, "add nuw nsw", &sum, &step.to_string());
                    text.push_str(&shown);
                }
                if let Some(par) = &c.parity {
                    sum = self.arith(f, "add nuw nsw", &sum, par);
                    text.push_str(" + (tid & 1)");
                }
                if plan.form == StageForm::Urem {
                    let v = self.arith(f, "urem", &sum, &s.to_string());
                    (v, format!("({text}) % {s}"))
                } else {
                    let v = self.arith(f, "and", &sum, &(s - 1).to_string());
                    (v, format!("({text}) & {}", s - 1))
                }
            }
            StageForm::Wrap => {
                let st = c.counter.clone().expect("a counter");
                match delta {
                    0 => (st, "st".into()),
                    1 => (
                        self.wrap_next(f, &st, s),
                        format!("(st + 1 == {s} ? 0 : st + 1)"),
                    ),
                    _ => {
                        let z = self.icmp(f, "eq", &st, "0");
                        let m = self.arith(f, "add nsw", &st, "-1");
                        let v = self.fresh("x");
                        self.emit(f, format!("{v} = select i1 {z}, i32 {}, i32 {m}", s - 1));
                        (v, format!("(st == 0 ? {} : st - 1)", s - 1))
                    }
                }
            }
            StageForm::Toggle => {
                let cur = c.counter.clone().expect("a counter");
                match delta {
                    0 => (cur, "cur".into()),
                    _ => (self.arith(f, "xor", &cur, "1"), "cur ^ 1".into()),
                }
            }
            StageForm::Swap | StageForm::PointerSwap => match delta {
                0 => (c.counter.clone().expect("cur"), "cur".into()),
                _ => (c.other.clone().expect("oth"), "oth".into()),
            },
        }
    }

    /// `(st + 1 == S) ? 0 : st + 1`.
    fn wrap_next(&mut self, f: &mut Func, st: &str, s: u32) -> String {
        let a = self.arith(f, "add nuw nsw", st, "1");
        let e = self.icmp(f, "eq", &a, &s.to_string());
        let v = self.fresh("x");
        self.emit(f, format!("{v} = select i1 {e}, i32 0, i32 {a}"));
        v
    }

    /// The bottom of the loop: the counters' next values (for the header phis), advanced
    /// under `if (tid < n / 2)` in the divergent-update kind.
    fn advance(
        &mut self,
        f: &mut Func,
        plan: &RingPlan,
        c: &Carried,
    ) -> (Option<String>, Option<String>) {
        let Some(cur) = c.counter.clone() else {
            return (None, None);
        };
        let text = match plan.form {
            StageForm::Wrap => format!("st = (st + 1 == {0}) ? 0 : st + 1;", plan.stages),
            StageForm::Toggle => "cur ^= 1;".to_string(),
            StageForm::PointerSwap => "swap(cur, oth);  // the pointers".to_string(),
            _ => "swap(cur, oth);".to_string(),
        };
        let step = |me: &mut Self, f: &mut Func| -> (String, Option<String>) {
            match plan.form {
                StageForm::Wrap => (me.wrap_next(f, &cur, plan.stages), None),
                StageForm::Toggle => (me.arith(f, "xor", &cur, "1"), None),
                _ => {
                    let oth = c.other.clone().expect("oth");
                    (oth, Some(cur.clone()))
                }
            }
        };
        if plan.kind != RingKind::DivergentUpdate {
            self.line(1, &text);
            let (a, b) = step(self, f);
            return (Some(a), b);
        }
        let half = self.n / 2;
        let cond = self.icmp(f, "ult", "%tid", &half.to_string());
        let d = self.source_line(f, 1, &format!("if (tid < {half}) {text}  // divergent"));
        let (upd, join) = (self.fresh("advance"), self.fresh("advanced"));
        let from = f.label.clone();
        self.emit(f, format!("br i1 {cond}, label {upd}, label {join}{d}"));
        self.label(f, &upd);
        let (a, b) = step(self, f);
        self.emit(f, format!("br label {join}"));
        self.label(f, &join);
        let na = self.fresh("st");
        let ty = plan.form.carried_type();
        self.emit(
            f,
            format!("{na} = phi {ty} [ {a}, {upd} ], [ {cur}, {from} ]"),
        );
        let nb = b.map(|b| {
            let oth = c.other.clone().expect("oth");
            let nb = self.fresh("st");
            self.emit(
                f,
                format!("{nb} = phi {ty} [ {b}, {upd} ], [ {oth}, {from} ]"),
            );
            nb
        });
        (Some(na), nb)
    }

    /// `(tid + w) % n` as an i32 operand (`%tid` when `w` is 0).
    pub(super) fn ring_slot(&mut self, f: &mut Func, w: u32) -> String {
        if w == 0 {
            return "%tid".into();
        }
        let a = self.arith(f, "add nuw nsw", "%tid", &w.to_string());
        self.arith(f, "urem", &a, &self.n.to_string())
    }

    pub(super) fn slot_text(w: u32, n: u32) -> String {
        if w == 0 {
            "tid".into()
        } else {
            format!("(tid + {w}) % {n}")
        }
    }

    fn init_text(init: &str) -> String {
        if init == "0" {
            "0".into()
        } else {
            "tid & 1  /* divergent */".into()
        }
    }

    /// Stores `value` to (or, with `None`, loads from) `ring<r>[stage][slot]`, `!dbg` suffix
    /// `d`, through the next of three address forms: clang's two-index `getelementptr` of
    /// the `[S x [n x i32]]` array, a flat `stage·n + slot` index, and a generic pointer.
    /// Returns the loaded value.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn ring_access(
        &mut self,
        f: &mut Func,
        r: usize,
        s: u32,
        stage: &str,
        slot: &str,
        value: Option<&str>,
        d: &str,
    ) -> Option<String> {
        let n = self.n;
        self.ring_turn += 1;
        let p = self.fresh("p");
        let ty = match self.ring_turn % 3 {
            0 => {
                self.emit(f, format!("{p} = getelementptr inbounds [{s} x [{n} x i32]], ptr addrspace(3) @ring{r}, i32 0, i32 {stage}, i32 {slot}"));
                "ptr addrspace(3)"
            }
            turn => {
                let m = match stage.parse::<u32>() {
                    Ok(c) => (c * n).to_string(),
                    Err(_) => self.arith(f, "mul nuw nsw", stage, &n.to_string()),
                };
                let idx = self.arith(f, "add nuw nsw", &m, slot);
                if turn == 1 {
                    self.emit(
                        f,
                        format!("{p} = getelementptr inbounds i32, ptr addrspace(3) @ring{r}, i32 {idx}"),
                    );
                    "ptr addrspace(3)"
                } else {
                    let w = self.fresh("w");
                    self.emit(f, format!("{w} = zext i32 {idx} to i64"));
                    self.emit(f, format!("{p} = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @ring{r} to ptr), i64 {w}"));
                    "ptr"
                }
            }
        };
        match value {
            Some(v) => {
                self.store_i32(f, v, ty, &p, d);
                None
            }
            None => {
                let v = self.fresh("v");
                self.load_i32(f, &v, ty, &p, d);
                Some(v)
            }
        }
    }
}
