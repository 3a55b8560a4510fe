//! The idioms of issue 27 between the two CTAs of the grid: publish and consume
//! (`Idiom::Publish`), last-block counting (`Idiom::LastBlock`) and Triton's lock
//! (`Idiom::Lock`). CTA 0 never waits for CTA 1, so a run that executes CTA 0 before CTA 1
//! (today's interpreter) and a fair interleaving compute the same memory.
//!
//! Instance `k`'s `gsync` words: `[0, n)` CTA 0's published data (or, for the lock, the
//! partial buffer), `[n, 2n)` CTA 1's results, `[2n, 4n)` each CTA's data for the last
//! block, whose sum goes to `[0, n)`. Its `gflag` words: 0 the flag, counter or lock.

use super::idioms::{Signal, SPIN_TRIPS};
use super::*;

impl Lower {
    /// `if (blockIdx.x == 0) { producer } else { consumer }`.
    fn by_cta<P, C>(&mut self, f: &mut Func, producer: P, consumer: C)
    where
        P: FnOnce(&mut Self, &mut Func),
        C: FnOnce(&mut Self, &mut Func),
    {
        let d = self.source_line(f, 0, "if (blockIdx.x == 0) {");
        let c = self.icmp(f, "eq", "%ctaid", "0");
        let lt = self.fresh("producer");
        let le = self.fresh("consumer");
        let lj = self.fresh("join");
        self.emit(f, format!("br i1 {c}, label {lt}, label {le}{d}"));
        self.arm(f, &lt, &lj, producer);
        self.line(0, "} else {");
        self.arm(f, &le, &lj, consumer);
        self.line(0, "}");
        self.label(f, &lj);
    }

    /// `&gflag[8k + word]`.
    fn flag_ptr(&mut self, f: &mut Func, k: usize, word: u32) -> String {
        let w = (8 * k as u32 + word).to_string();
        self.g_ptr(f, "%gflag", &w)
    }

    /// `&gsync[k·4n + idx]` for an i32 operand `idx`.
    fn data_ptr(&mut self, f: &mut Func, k: usize, idx: &str) -> String {
        let w = self.sync_word(f, k, idx);
        self.g_ptr(f, "%gsync", &w)
    }

    pub(super) fn publish(&mut self, f: &mut Func, k: usize, signal: Signal) {
        let n = self.n;
        let (give, take) = match signal {
            Signal::FenceFlag => (
                "__threadfence(); atomic_store_relaxed(flag, 1)",
                "volatile flag; then __threadfence()",
            ),
            Signal::MembarExchange => (
                "__threadfence(); atomicExch(flag, 1)",
                "atomic_load_relaxed(flag); then __threadfence()",
            ),
            Signal::ReleaseAcquire => {
                ("atomic_store_release(flag, 1)", "atomic_load_acquire(flag)")
            }
            Signal::ReleaseAcquireDevice => (
                "atomicExch_release_gpu(flag, 1)",
                "atomic_load_acquire_gpu(flag)",
            ),
            Signal::Asm => (
                "asm(\"st.release.gpu.global.u32 [flag], 1;\")",
                "asm(\"ld.acquire.gpu.global.u32 ...\")",
            ),
        };
        self.by_cta(
            f,
            |me, f| {
                let d = me.source_line(f, 1, "gsync[tid] = 5 * tid + 2;");
                let v = me.arith(f, "mul nuw nsw", "%tid", "5");
                let v = me.arith(f, "add nuw nsw", &v, "2");
                let p = me.data_ptr(f, k, "%tid");
                me.emit(f, format!("store i32 {v}, ptr {p}, align 4{d}"));
                me.required(f, 1, "every thread's write before thread 0's signal");
                let d = me.source_line(f, 1, &format!("if (tid == 0) {give};"));
                me.single(f, |me, f| {
                    let p = me.flag_ptr(f, k, 0);
                    let r = me.fresh("r");
                    let text = match signal {
                        Signal::FenceFlag => format!("fence seq_cst{d}\n  store atomic i32 1, ptr {p} monotonic, align 4{d}"),
                        Signal::MembarExchange => format!("call void @llvm.nvvm.membar.gl(){d}\n  {r} = atomicrmw xchg ptr {p}, i32 1 monotonic, align 4{d}"),
                        Signal::ReleaseAcquire => format!("store atomic i32 1, ptr {p} release, align 4{d}"),
                        Signal::ReleaseAcquireDevice => format!("{r} = atomicrmw xchg ptr {p}, i32 1 syncscope(\"device\") release, align 4{d}"),
                        Signal::Asm => format!(r#"call void asm sideeffect "st.release.gpu.global.u32 [$0], $1;", "l,r"(ptr {p}, i32 1){d}"#),
                    };
                    me.emit(f, text);
                });
            },
            |me, f| {
                let d = me.source_line(
                    f,
                    1,
                    &format!("if (tid == 0) while (!({take}) && i++ < {SPIN_TRIPS});"),
                );
                me.single(f, |me, f| {
                    let p = me.flag_ptr(f, k, 0);
                    me.spin(f, |me, f| {
                        let v = me.fresh("v");
                        let text = match signal {
                            Signal::FenceFlag => format!("{v} = load volatile i32, ptr {p}, align 4{d}"),
                            Signal::MembarExchange => format!("{v} = load atomic i32, ptr {p} monotonic, align 4{d}"),
                            Signal::ReleaseAcquire => format!("{v} = load atomic i32, ptr {p} acquire, align 4{d}"),
                            Signal::ReleaseAcquireDevice => format!("{v} = load atomic i32, ptr {p} syncscope(\"device\") acquire, align 4{d}"),
                            Signal::Asm => format!(r#"{v} = call i32 asm sideeffect "ld.acquire.gpu.global.u32 $0, [$1];", "=r,l"(ptr {p}){d}"#),
                        };
                        me.emit(f, text);
                        me.icmp(f, "ne", &v, "0")
                    });
                    match signal {
                        Signal::FenceFlag => me.emit(f, format!("fence seq_cst{d}")),
                        Signal::MembarExchange => me.emit(f, format!("call void @llvm.nvvm.membar.gl(){d}")),
                        _ => {}
                    }
                });
                me.required(f, 1, "thread 0's acquire before every thread reads the data");
                let d = me.source_line(f, 1, &format!("gsync[{n} + tid] = gsync[(tid + 1) % {n}];"));
                let i = me.arith(f, "add nuw nsw", "%tid", "1");
                let i = me.arith(f, "urem", &i, &n.to_string());
                let p = me.data_ptr(f, k, &i);
                let v = me.fresh("v");
                me.emit(f, format!("{v} = load i32, ptr {p}, align 4{d}"));
                let o = me.arith(f, "add nuw nsw", "%tid", &n.to_string());
                let q = me.data_ptr(f, k, &o);
                me.emit(f, format!("store i32 {v}, ptr {q}, align 4"));
            },
        );
    }

    pub(super) fn last_block(&mut self, f: &mut Func, k: usize) {
        let n = self.n;
        let d = self.source_line(
            f,
            0,
            &format!("gsync[{} + ctaid * {n} + tid] = 7 * tid + ctaid;", 2 * n),
        );
        let v = self.arith(f, "mul nuw nsw", "%tid", "7");
        let v = self.arith(f, "add nuw nsw", &v, "%ctaid");
        let c = self.arith(f, "mul nuw nsw", "%ctaid", &n.to_string());
        let o = self.arith(f, "add nuw nsw", &c, "%tid");
        let o = self.arith(f, "add nuw nsw", &o, &(2 * n).to_string());
        let p = self.data_ptr(f, k, &o);
        self.emit(f, format!("store i32 {v}, ptr {p}, align 4{d}"));
        self.required(
            f,
            0,
            "every thread's write before thread 0 retires the block",
        );
        let d = self.source_line(
            f,
            0,
            &format!("if (tid == 0) {{ __threadfence(); t = atomicAdd(&count, 1); __threadfence(); y{k}[0] = t == gridDim.x - 1; }}"),
        );
        self.single(f, |me, f| {
            let p = me.flag_ptr(f, k, 0);
            let t = me.fresh("t");
            let g = me.fresh("g");
            me.emit(f, format!("fence seq_cst{d}"));
            me.emit(
                f,
                format!("{t} = atomicrmw add ptr {p}, i32 1 monotonic, align 4{d}"),
            );
            me.emit(f, format!("fence seq_cst{d}"));
            me.emit(
                f,
                format!("{g} = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()"),
            );
            let last = me.arith(f, "sub nuw", &g, "1");
            let c = me.icmp(f, "eq", &t, &last);
            let z = me.fresh("z");
            me.emit(f, format!("{z} = zext i1 {c} to i32"));
            me.emit(
                f,
                format!("store i32 {z}, ptr addrspace(3) @y{k}, align 4{d}"),
            );
        });
        self.required(
            f,
            0,
            "thread 0's ticket (and its acquire) before every thread reads it",
        );
        let d = self.source_line(f, 0, &format!("if (y{k}[0]) {{  // the last block"));
        let last = self.fresh("v");
        self.emit(
            f,
            format!("{last} = load i32, ptr addrspace(3) @y{k}, align 4{d}"),
        );
        let c = self.icmp(f, "ne", &last, "0");
        self.when(f, &c, "then", |me, f| {
            let d = me.source_line(
                f,
                1,
                &format!(
                    "gsync[tid] = gsync[{} + tid] + gsync[{} + tid];",
                    2 * n,
                    3 * n
                ),
            );
            let i0 = me.arith(f, "add nuw nsw", "%tid", &(2 * n).to_string());
            let i1 = me.arith(f, "add nuw nsw", "%tid", &(3 * n).to_string());
            let p0 = me.data_ptr(f, k, &i0);
            let p1 = me.data_ptr(f, k, &i1);
            let (a, b) = (me.fresh("v"), me.fresh("v"));
            me.emit(f, format!("{a} = load i32, ptr {p0}, align 4{d}"));
            me.emit(f, format!("{b} = load i32, ptr {p1}, align 4{d}"));
            let s = me.arith(f, "add", &a, &b);
            let q = me.data_ptr(f, k, "%tid");
            me.emit(f, format!("store i32 {s}, ptr {q}, align 4{d}"));
            // An atomic store: a plain one would race with the other CTA's ticket (an atomic
            // update no fence orders before it: the fences order what surrounds the ticket).
            let d = me.source_line(f, 1, "if (tid == 0) atomic_store(&count, 0, relaxed);");
            me.single(f, |me, f| {
                let p = me.flag_ptr(f, k, 0);
                me.emit(
                    f,
                    format!("store atomic i32 0, ptr {p} monotonic, align 4{d}"),
                );
            });
        });
        self.line(0, "}");
    }

    pub(super) fn lock(&mut self, f: &mut Func, k: usize) {
        let d = self.source_line(
            f,
            0,
            "if (tid == 0) while (atomicCAS(lock, 0, 1) != 0 && i++ < (1 << 16));",
        );
        self.single(f, |me, f| {
            let p = me.flag_ptr(f, k, 0);
            me.spin(f, |me, f| {
                let r = me.fresh("r");
                let old = me.fresh("v");
                me.emit(
                    f,
                    format!("{r} = cmpxchg ptr {p}, i32 0, i32 1 syncscope(\"device\") acquire monotonic, align 4{d}"),
                );
                me.emit(f, format!("{old} = extractvalue {{ i32, i1 }} {r}, 0"));
                me.icmp(f, "eq", &old, "0")
            });
        });
        self.required(
            f,
            0,
            "the lock taken before every thread's read-modify-write",
        );
        let d = self.source_line(f, 0, "partial[tid] = partial[tid] + 11 * tid + ctaid + 1;");
        let p = self.data_ptr(f, k, "%tid");
        let old = self.fresh("v");
        self.emit(f, format!("{old} = load i32, ptr {p}, align 4{d}"));
        let v = self.arith(f, "mul nuw nsw", "%tid", "11");
        let v = self.arith(f, "add nuw nsw", &v, "%ctaid");
        let v = self.arith(f, "add nuw nsw", &v, "1");
        let s = self.arith(f, "add", &old, &v);
        self.emit(f, format!("store i32 {s}, ptr {p}, align 4{d}"));
        self.required(f, 0, "every thread's read-modify-write before the release");
        let d = self.source_line(
            f,
            0,
            "if (tid == 0) atomicExch(lock, 0);  // tl.atomic_xchg, acq_rel",
        );
        self.single(f, |me, f| {
            let p = me.flag_ptr(f, k, 0);
            let r = me.fresh("r");
            me.emit(
                f,
                format!(
                    "{r} = atomicrmw xchg ptr {p}, i32 0 syncscope(\"device\") acq_rel, align 4{d}"
                ),
            );
        });
    }
}

/// Thread 0 of CTA 1 looks at its mbarrier once: `$0` is 1 when phase 0 is over (CUTLASS's
/// `ClusterBarrier::try_wait`; the bounded spin is in LLVM around it).
const CLUSTER_TRY_WAIT: &str = r#"{\0A\09.reg .pred done;\0A\09mbarrier.try_wait.parity.acquire.cluster.shared::cta.b64 done, [$1], 0;\0A\09selp.b32 $0, 1, 0, done;\0A\09}"#;

impl Lower {
    /// `cluster.sync()`: `barrier.cluster.arrive` then `barrier.cluster.wait`, every thread.
    fn cluster_sync(&mut self, f: &mut Func) {
        let d = self.source_line(f, 0, "cluster.sync();");
        self.emit(
            f,
            format!("call void @llvm.nvvm.barrier.cluster.arrive(){d}"),
        );
        self.emit(f, format!("call void @llvm.nvvm.barrier.cluster.wait(){d}"));
    }

    pub(super) fn cluster_publish(&mut self, f: &mut Func, k: usize) {
        let n = self.n;
        self.cluster_mbarriers.push(k);
        let d = self.source_line(
            f,
            0,
            &format!("if (blockIdx.x == 1 && tid == 0) mbarrier_init(&yb{k}, 1);"),
        );
        let c = self.icmp(f, "eq", "%ctaid", "1");
        self.when(f, &c, "then", |me, f| {
            me.single(f, |me, f| {
                me.emit(
                    f,
                    format!(r#"call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "l"(ptr addrspace(3) @yb{k}){d}"#),
                );
            });
        });
        // Not needed (the cluster barrier orders the initialisation before the remote
        // arrive), but it keeps the initialisation out of the producer's interval: the model
        // reads `barrier.cluster.*` as a partial barrier, which separates no intervals.
        self.barrier(f, 0, "  // not required");
        self.cluster_sync(f);
        self.by_cta(
            f,
            |me, f| {
                let d = me.source_line(f, 1, &format!("y{k}[tid] = 3 * tid + 1;"));
                let v = me.arith(f, "mul nuw nsw", "%tid", "3");
                let v = me.arith(f, "add nuw nsw", &v, "1");
                let p = me.y_ptr(f, k, "i32", "%tid");
                me.emit(f, format!("store i32 {v}, ptr addrspace(3) {p}, align 4{d}"));
                me.required(f, 1, "every thread's write before thread 0's remote arrive");
                let d = me.source_line(
                    f,
                    1,
                    &format!("if (tid == 0) mbarrier_arrive_cluster(mapa(&yb{k}, 1));"),
                );
                me.single(f, |me, f| {
                    let r = me.fresh("rb");
                    me.emit(f, format!("{r} = call ptr addrspace(3) @llvm.nvvm.mapa.shared.cluster(ptr addrspace(3) @yb{k}, i32 1){d}"));
                    me.emit(f, format!(r#"call void asm sideeffect "mbarrier.arrive.release.cluster.shared::cluster.b64 _, [$0];", "l"(ptr addrspace(3) {r}){d}"#));
                });
            },
            |me, f| {
                let d = me.source_line(
                    f,
                    1,
                    &format!(
                        "if (tid == 0) while (!mbarrier_try_wait_parity(&yb{k}, 0) && i++ < {SPIN_TRIPS});"
                    ),
                );
                me.single(f, |me, f| {
                    me.spin(f, |me, f| {
                        let v = me.fresh("v");
                        me.emit(f, format!(r#"{v} = call i32 asm sideeffect "{CLUSTER_TRY_WAIT}", "=r,l"(ptr addrspace(3) @yb{k}){d}"#));
                        me.icmp(f, "ne", &v, "0")
                    });
                });
                me.required(f, 1, "thread 0's acquire before every thread reads CTA 0's y");
                let d = me.source_line(
                    f,
                    1,
                    &format!("gsync[{n} + tid] = mapa(y{k}, 0)[(tid + 1) % {n}];"),
                );
                let r = me.fresh("ry");
                me.emit(f, format!("{r} = call ptr addrspace(3) @llvm.nvvm.mapa.shared.cluster(ptr addrspace(3) @y{k}, i32 0){d}"));
                let i = me.arith(f, "add nuw nsw", "%tid", "1");
                let i = me.arith(f, "urem", &i, &n.to_string());
                let p = me.fresh("py");
                me.emit(f, format!("{p} = getelementptr inbounds i32, ptr addrspace(3) {r}, i32 {i}"));
                let v = me.fresh("v");
                me.emit(f, format!("{v} = load i32, ptr addrspace(3) {p}, align 4{d}"));
                let o = me.arith(f, "add nuw nsw", "%tid", &n.to_string());
                let q = me.data_ptr(f, k, &o);
                me.emit(f, format!("store i32 {v}, ptr {q}, align 4"));
            },
        );
        // CTA 0's shared memory must outlive CTA 1's reads of it.
        self.cluster_sync(f);
    }
}
