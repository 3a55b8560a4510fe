//! Warp-specialized loops over an **mbarrier ring** ([`GenOptions::mbarrier_ring`](crate::gen::GenOptions)):
//! producer warps (`tid < h`, `h = n / 2`) fill the stages of a ring, consumer warps read
//! them, and per stage a `full` and an `empty` mbarrier hand each tile over by their phases,
//! spelt as clang emits CUTLASS's `ClusterBarrier` (tests/pipelined/warp_specialized_mbar.ll):
//! the address through the `cvta.to.shared` asm, `mbarrier.init.shared.b64`,
//! `mbarrier.arrive.shared.b64`, and `mbarrier.test_wait.parity.shared.b64` in a spin loop
//! that branches back while the asm returns 0. A defensive `__syncthreads()` closes every
//! round, so the harness judges docs/design.md §4.6.1.
//!
//! ## The loop
//!
//! Loop `w` owns `__shared__ int mr<w>[S·h]` and `__shared__ u64 full<w>[S], empty<w>[S]`
//! (`[S x i64]` in `addrspace(3)`), `S` = 2 stages (sometimes 3 or 4), `K` rounds with
//! `S + 1 ≤ K ≤ 2S + 2`, so the ring wraps at least once. Thread 0 initialises every object
//! with the arriving role's size, then:
//!
//! ```text
//! __syncthreads();                                    // required: inits before use
//! for (k = 0; k < K; k++) {
//!   s = k % S;  ph = (k / S) & 1;                     // `and`/`lshr` when S is 2 or 4,
//!   if (tid < h) {                                    //  `urem`/`udiv` when it is 3
//!     if (k >= S) wait(empty[s], ph ^ 1);             // the consumers freed round k − S
//!     mr[s·h + tid] = acc + k;  arrive(full[s]);
//!   } else {
//!     wait(full[s], ph);                              // the producers filled round k
//!     acc = acc * 3 + mr[s·h + (tid − h + j) % h];  arrive(empty[s]);
//!   }
//!   __syncthreads();                                  // the defensive barrier
//! }
//! ```
//!
//! `wait(m, p)` spins until the phase of parity `p` of `m` has completed (the current phase
//! has the other parity). Round `k` uses stage `s` for the `(k / S)`-th time, so its phases
//! are those of parity `(k / S) & 1`.
//!
//! ## The ground truth (the defensive barrier removed)
//!
//! - **correct** (removable): `full[s]` orders the stores of round `k` before its reads (the
//!   consumers acquire the phase all `h` producers released after their stores), `empty[s]`
//!   orders the reads of round `k` before the stores of round `k + S` (the producers acquire
//!   the phase every consumer released after its read); rounds on other stages touch the
//!   other words of `mr`. Producers run at most `S` rounds ahead and consumers never ahead, so
//!   no phase is lapped and each parity names one phase;
//! - **unguarded empty** (removable): the producers wait on `empty[s]` from `k = 0`, parity
//!   `ph ^ 1` (CUTLASS's producer start state): in the first `S` rounds that is the phase
//!   "before" phase 0, which counts as completed, so the wait returns at once — the same
//!   protocol. The rule of §4.6.1 does not recognise the unguarded wait and keeps the barrier,
//!   which is sound;
//! - **full only** (required): no `empty` objects: a producer stores round `k + S` while the
//!   consumers may still read round `k`; without the barrier the producers also lap `full[s]`
//!   by two phases, after which a consumer's parity wait never returns (a hang);
//! - **half count** (required): `empty[s]` counts `h / 2` and only the first half of the
//!   consumers arrive: its phase completes while the second half may still read the stage
//!   the producers then overwrite;
//! - **early arrive** (required): the consumers arrive on `empty[s]` before their read, which
//!   then races with the store of round `k + S`;
//! - **one buffer** (required): every stage's tile is `mr[tid]`: the store of round `k + 1`
//!   (another stage, whose `empty` says nothing of round `k`) races with the reads of round
//!   `k`;
//! - **wrong parity** (never drawn): the consumers wait on `full[s]` for parity `ph ^ 1`, which
//!   in round `k < S` is the phase "before" phase 0: they read before the producers store,
//!   a race *with* the defensive barrier too (it closes the round, it does not split it). The
//!   harness needs a clean input, so only the tests build it
//!   ([`GenOptions::mbarrier_ring_kind`](crate::gen::GenOptions)), to show that.
//!
//! With the defensive barrier every drawn kind is race-free and ends: the barrier orders each
//! round's reads before the next round's stores, and inside a round `full[s]` publishes the
//! stores, whatever `empty` does; each object then completes exactly one phase per use.
//!
//! A required kind's truth shows in the interpreter as a race, or (full only) as a hang of
//! the spin: every producer runs its rounds before the consumers start, and a consumer's
//! wait may then see a phase of the wrong parity forever. The harness calls a run cut by the
//! step limit inconclusive, so the campaign does not draw full-only loops either; the tests
//! confirm its truth with the hang.

use super::pick::Pick;
use super::*;

/// What an mbarrier ring loop synchronizes with (the module docs give the truth).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MbarKind {
    /// `full` and `empty` as CUTLASS's pipelines use them: removable.
    Correct,
    /// Correct, with the producers' `empty` wait unguarded from `k = 0`: removable.
    UnguardedEmpty,
    /// No `empty` mbarriers: required (the truth shows as a hang; not drawn).
    FullOnly,
    /// `empty` counts half the consumers, and only they arrive: required.
    HalfCount,
    /// Consumers arrive on `empty` before their read: required.
    EarlyArrive,
    /// Every stage over one tile `mr[tid]`: required.
    OneBuffer,
    /// Consumers wait on `full` for the wrong parity: the input races (not drawn).
    WrongParity,
}

impl MbarKind {
    /// Every kind, in declaration order.
    pub const ALL: [MbarKind; 7] = [
        MbarKind::Correct,
        MbarKind::UnguardedEmpty,
        MbarKind::FullOnly,
        MbarKind::HalfCount,
        MbarKind::EarlyArrive,
        MbarKind::OneBuffer,
        MbarKind::WrongParity,
    ];

    /// Whether the campaign draws it (the others only when forced).
    pub fn drawn(self) -> bool {
        !matches!(self, MbarKind::FullOnly | MbarKind::WrongParity)
    }

    /// Whether the defensive barrier is removable (the module docs argue it).
    pub fn removable(self) -> bool {
        matches!(self, MbarKind::Correct | MbarKind::UnguardedEmpty)
    }
}

/// An mbarrier ring loop as emitted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MbarRing {
    /// Its synchronization.
    pub kind: MbarKind,
    /// Its stages `S`.
    pub stages: u32,
    /// Its rounds `K`.
    pub trips: u32,
    /// The listing line of the `__syncthreads()` after the inits (required).
    pub init_line: u32,
    /// The listing line of its defensive barrier.
    pub trailing_line: u32,
}

impl MbarRing {
    /// The ground truth on the defensive barrier.
    pub fn trailing_removable(&self) -> bool {
        self.kind.removable()
    }
}

/// The draw of a ring loop: kind, stages, rounds, read distance.
pub(super) struct RingDraw {
    kind: MbarKind,
    stages: u32,
    trips: u32,
    j: u32,
}

/// The kernel's mbarrier ring loop, when its block allows one (1-D, a multiple of 64
/// threads); `forced` overrides the kind.
pub(super) fn choose(
    desc: &KernelDesc,
    dims: [u32; 3],
    forced: Option<MbarKind>,
) -> Option<RingDraw> {
    let n = dims[0];
    if dims[1] != 1 || dims[2] != 1 || n < 64 || !n.is_multiple_of(64) {
        return None;
    }
    let mut p = Pick::of(desc, 0x6d62_6172_7269_6e67);
    let kind = match p.below(10) {
        0..=2 => MbarKind::Correct,
        3 => MbarKind::UnguardedEmpty,
        4 | 5 => MbarKind::HalfCount,
        6 | 7 => MbarKind::EarlyArrive,
        _ => MbarKind::OneBuffer,
    };
    let stages = [2, 2, 2, 2, 3, 4][p.below(6)];
    let trips = stages + 1 + p.below(stages as usize + 2) as u32;
    let j = 1 + p.below(7) as u32;
    Some(RingDraw {
        kind: forced.unwrap_or(kind),
        stages,
        trips,
        j,
    })
}

/// CUTLASS's `smem_u32`: a generic pointer's shared-window address.
const SMEM_U32: &str = r#"asm "{ .reg .u64 smem_ptr; cvta.to.shared.u64 smem_ptr, $1; cvt.u32.u64 $0, smem_ptr; }\0A", "=r,l""#;
/// `ClusterBarrier::init`.
const INIT: &str =
    r#"call void asm sideeffect "mbarrier.init.shared.b64 [$0], $1;\0A", "r,r,~{memory}""#;
/// `ClusterBarrier::arrive`.
const ARRIVE: &str = r#"call void asm sideeffect "{ .reg .b64 state; mbarrier.arrive.shared.b64 state, [$0]; }\0A", "r,~{memory}""#;
/// `ClusterBarrier::test_wait`: `$0` is 1 when the phase of parity `$2` has completed.
const TEST_WAIT: &str = r#"asm sideeffect "{ .reg .pred p; mbarrier.test_wait.parity.shared.b64 p, [$1], $2; selp.b32 $0, 1, 0, p; }\0A", "=r,r,r,~{memory}""#;

impl Lower {
    /// `&obj[idx]` of the `[S x i64]` object `@obj`, as a generic pointer (clang's form).
    fn mbar_at(&mut self, f: &mut Func, obj: &str, stages: u32, idx: &str) -> String {
        let (w, p) = (self.fresh("mw"), self.fresh("mp"));
        self.emit(f, format!("{w} = zext i32 {idx} to i64"));
        self.emit(f, format!("{p} = getelementptr inbounds [{stages} x i64], ptr addrspacecast (ptr addrspace(3) @{obj} to ptr), i64 0, i64 {w}"));
        p
    }

    /// `smem_u32(p)`.
    fn smem_u32(&mut self, f: &mut Func, p: &str) -> String {
        let a = self.fresh("ma");
        self.emit(f, format!("{a} = call i32 {SMEM_U32}(ptr {p})"));
        a
    }

    /// `arrive(p)`, listed as `text`.
    fn mbar_arrive(&mut self, f: &mut Func, p: &str, depth: usize, text: &str) {
        let d = self.source_line(f, depth, text);
        let a = self.smem_u32(f, p);
        self.emit(f, format!("{ARRIVE}(i32 {a}){d}"));
    }

    /// `wait(p, parity)`: the spin block (address, `test_wait`, `icmp eq 0`, back edge).
    fn mbar_wait(&mut self, f: &mut Func, p: &str, parity: &str, depth: usize, text: &str) {
        let (spin, done) = (self.fresh("mspin"), self.fresh("mdone"));
        let d = self.source_line(f, depth, text);
        self.emit(f, format!("br label {spin}{d}"));
        self.label(f, &spin);
        let a = self.smem_u32(f, p);
        let r = self.fresh("mt");
        self.emit(
            f,
            format!("{r} = call i32 {TEST_WAIT}(i32 {a}, i32 {parity}){d}"),
        );
        let c = self.icmp(f, "eq", &r, "0");
        self.emit(f, format!("br i1 {c}, label {spin}, label {done}{d}"));
        self.label(f, &done);
    }

    /// Emits the kernel's mbarrier ring loop (see the [module docs](self)) and records its
    /// [`MbarRing`].
    pub(super) fn mbar_ring(&mut self, f: &mut Func, draw: RingDraw) {
        let RingDraw {
            kind,
            stages: st,
            trips,
            j,
        } = draw;
        let w = self.mbar_rings.len();
        let h = self.n / 2;
        let with_empty = kind != MbarKind::FullOnly;
        let empty_count = if kind == MbarKind::HalfCount {
            h / 2
        } else {
            h
        };
        let (full, empty) = (format!("mfull{w}"), format!("mempty{w}"));
        self.line(0, &format!("// mbarrier ring {w}: __shared__ int mr{w}[{}]; __shared__ u64 mfull{w}[{st}], mempty{w}[{st}]; {kind:?}", st * h));
        // Thread 0 initialises every object.
        let t0 = self.icmp(f, "eq", "%tid", "0");
        self.when(f, &t0, "minit", |me, f| {
            me.line(0, "if (tid == 0) {");
            for i in 0..st {
                let objs: &[(&str, u32)] = if with_empty {
                    &[(&full, h), (&empty, empty_count)]
                } else {
                    &[(&full, h)]
                };
                for (obj, count) in objs {
                    let d = me.source_line(f, 1, &format!("mbar_init(&{obj}[{i}], {count});"));
                    let at = if i == 0 {
                        format!("addrspacecast (ptr addrspace(3) @{obj} to ptr)")
                    } else {
                        format!("getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @{obj} to ptr), i64 {})", 8 * i)
                    };
                    let a = me.smem_u32(f, &at);
                    me.emit(f, format!("{INIT}(i32 {a}, i32 {count}){d}"));
                }
            }
            me.line(0, "}");
        });
        self.required(f, 0, "the mbarrier inits before their first use");
        let init_line = self.src.len() as u32;
        let producer = self.icmp(f, "ult", "%tid", &h.to_string());
        let l = self.ws_loop_open(f, trips);
        let (prod, cons, join) = (l.prod.clone(), l.cons.clone(), l.join.clone());
        let (k, sum) = (l.k.clone(), l.sum.clone());
        let pow2 = st.is_power_of_two();
        let d = self.source_line(
            f,
            1,
            &format!("int s = k % {st}; unsigned ph = (k / {st}) & 1;"),
        );
        let s = self.fresh("ms");
        let q = self.fresh("mq");
        if pow2 {
            self.emit(f, format!("{s} = and i32 {k}, {}{d}", st - 1));
            self.emit(f, format!("{q} = lshr i32 {k}, {}{d}", st.trailing_zeros()));
        } else {
            self.emit(f, format!("{s} = urem i32 {k}, {st}{d}"));
            self.emit(f, format!("{q} = udiv i32 {k}, {st}{d}"));
        }
        let ph = self.arith(f, "and", &q, "1");
        let base = if kind == MbarKind::OneBuffer {
            "0".to_string()
        } else {
            self.arith(f, "mul", &s, &h.to_string())
        };
        let tile = if kind == MbarKind::OneBuffer {
            String::new()
        } else {
            format!("s * {h} + ")
        };
        let words = st * h;
        self.emit(f, format!("br i1 {producer}, label {prod}, label {cons}"));
        // Producers.
        self.label(f, &prod);
        self.line(1, &format!("if (tid < {h}) {{"));
        if with_empty {
            let guarded = kind != MbarKind::UnguardedEmpty;
            let (go, wait) = (self.fresh("mpw"), self.fresh("mpe"));
            if guarded {
                let g = self.icmp(f, "ugt", &k, &(st - 1).to_string());
                self.emit(f, format!("br i1 {g}, label {wait}, label {go}"));
            } else {
                self.emit(f, format!("br label {wait}"));
            }
            self.label(f, &wait);
            let pe = self.arith(f, "xor", &ph, "1");
            let at = self.mbar_at(f, &empty, st, &s);
            let guard = if guarded {
                format!("if (k >= {st}) ")
            } else {
                String::new()
            };
            self.mbar_wait(
                f,
                &at,
                &pe,
                2,
                &format!("{guard}wait(&{empty}[s], ph ^ 1);"),
            );
            self.emit(f, format!("br label {go}"));
            self.label(f, &go);
        }
        let d = self.source_line(f, 2, &format!("mr{w}[{tile}tid] = acc + k;"));
        let v = self.arith(f, "add", &sum, &k);
        let idx = self.arith(f, "add", &base, "%tid");
        let slot = self.fresh("mra");
        self.emit(f, format!("{slot} = getelementptr inbounds [{words} x i32], ptr addrspace(3) @mr{w}, i32 0, i32 {idx}"));
        self.emit(
            f,
            format!("store i32 {v}, ptr addrspace(3) {slot}, align 4{d}"),
        );
        let at = self.mbar_at(f, &full, st, &s);
        self.mbar_arrive(f, &at, 2, &format!("arrive(&{full}[s]);"));
        let prod_end = f.label.clone();
        self.emit(f, format!("br label {join}"));
        // Consumers.
        self.label(f, &cons);
        self.line(1, "} else {");
        let (pf, ptext) = if kind == MbarKind::WrongParity {
            (
                self.arith(f, "xor", &ph, "1"),
                "ph ^ 1  // the wrong parity",
            )
        } else {
            (ph.clone(), "ph")
        };
        let at_full = self.mbar_at(f, &full, st, &s);
        self.mbar_wait(f, &at_full, &pf, 2, &format!("wait(&{full}[s], {ptext});"));
        let at_empty = with_empty.then(|| self.mbar_at(f, &empty, st, &s));
        if kind == MbarKind::EarlyArrive {
            let e = at_empty.clone().expect("with empty");
            self.mbar_arrive(
                f,
                &e,
                2,
                &format!("arrive(&{empty}[s]);  // before the read"),
            );
        }
        let c = self.arith(f, "sub", "%tid", &h.to_string());
        let cj = self.arith(f, "add", &c, &j.to_string());
        let off = self.arith(f, "urem", &cj, &h.to_string());
        let idx = self.arith(f, "add", &base, &off);
        let p = self.fresh("mra");
        self.emit(f, format!("{p} = getelementptr inbounds [{words} x i32], ptr addrspace(3) @mr{w}, i32 0, i32 {idx}"));
        let d = self.source_line(
            f,
            2,
            &format!("acc = acc * 3 + mr{w}[{tile}(tid - {h} + {j}) % {h}];"),
        );
        let val = self.fresh("mrv");
        self.emit(
            f,
            format!("{val} = load i32, ptr addrspace(3) {p}, align 4{d}"),
        );
        let m = self.arith(f, "mul", &sum, "3");
        let acc = self.arith(f, "add", &m, &val);
        match (kind, at_empty) {
            (MbarKind::HalfCount, Some(e)) => {
                let first = self.icmp(f, "ult", "%tid", &(h + h / 2).to_string());
                self.when(f, &first, "mhalf", |me, f| {
                    me.mbar_arrive(
                        f,
                        &e,
                        2,
                        &format!("if (tid < {}) arrive(&{empty}[s]);", h + h / 2),
                    );
                });
            }
            (MbarKind::EarlyArrive, _) | (_, None) => {}
            (_, Some(e)) => self.mbar_arrive(f, &e, 2, &format!("arrive(&{empty}[s]);")),
        }
        let cons_end = f.label.clone();
        self.emit(f, format!("br label {join}"));
        self.line(1, "}");
        self.label(f, &join);
        let merged = self.fresh("sum");
        self.emit(
            f,
            format!("{merged} = phi i32 [ {sum}, {prod_end} ], [ {acc}, {cons_end} ]"),
        );
        let why = if kind.removable() {
            "  // defensive: removable (full and empty order every crossing pair)"
        } else {
            self.planned += 1;
            "  // defensive: required (the mbarriers leave a pair unordered)"
        };
        self.barrier(f, 1, why);
        let trailing_line = self.src.len() as u32;
        self.ws_loop_close(f, &l, &merged, trips);
        self.mbar_rings.push(MbarRing {
            kind,
            stages: st,
            trips,
            init_line,
            trailing_line,
        });
    }
}
