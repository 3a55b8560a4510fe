//! The synchronization idioms of issue 27 as the generator emits them
//! (`GenOptions::sync_idioms`): each one alone after an empty body, then a sample of drawn
//! kernels. Every input must run clean (no race, no divergence, no fault, completes) and
//! compute the same global memory under every schedule tried; its IR must hold the idiom's
//! instructions; and, for the idioms inside one CTA, removing any barrier the generator
//! calls required must show — under some schedule — a race, a fault or different memory,
//! while removing the control (commuting reductions) must show none of these.
//!
//! The cross-CTA idioms (publish, last block, lock) run with the CTAs together, as the
//! harness runs them, so removing a barrier that publishes shows; the named-barrier and
//! flag-ordered stores run clean under the happens-before race detector
//! (`syncflow_fuzz::interp::hb`).

use syncflow_fuzz::gen::{
    lower, lower_with_idioms, GenOptions, GeneratedKernel, Idiom, KernelDesc, Reduction, Shape,
    Signal, StoreOrder,
};
use syncflow_fuzz::interp::{Interpreter, LaunchConfig, RunReport, Schedule};
use syncflow_ir::parse_module;
use syncflow_transforms::eliminate::{eliminate, UniformityDivergence};
use syncflow_transforms::knobs::Knobs;

const SCHEDULES: [Schedule; 7] = [
    Schedule::RoundRobin { quantum: 1000 },
    Schedule::RoundRobin { quantum: 1 },
    Schedule::Reverse { quantum: 1000 },
    Schedule::Reverse { quantum: 3 },
    Schedule::Random { seed: 1 },
    Schedule::Random { seed: 2 },
    Schedule::Lockstep,
];

fn empty(shape: Shape) -> KernelDesc {
    KernelDesc {
        shape,
        arrays: 0,
        uniform_value: 0,
        noalias: false,
        body: Vec::new(),
        helpers: Vec::new(),
    }
}

fn run(ir: &str, launch: &LaunchConfig, schedule: Schedule) -> RunReport {
    let module = parse_module("gen.ll", ir).unwrap_or_else(|e| panic!("{e}\n{ir}"));
    let k = module.function_by_name("kernel").expect("kernel");
    // As the harness runs it: the generator's CTAs together.
    let launch = LaunchConfig {
        schedule,
        ..syncflow_fuzz::harness::harness_launch(launch)
    };
    Interpreter::new(&module).run(k, &launch)
}

/// Runs `k` under every schedule: clean, complete, no fault, one memory digest.
fn assert_clean_and_deterministic(k: &GeneratedKernel, what: &str) -> u64 {
    let mut digest = None;
    for s in SCHEDULES {
        let r = run(&k.ir, &k.launch, s);
        assert!(
            r.is_clean() && r.completed() && r.faults.is_empty(),
            "{what} under {s:?}: races {:?}, divergences {:?}, faults {:?}\n{}",
            r.races.first().map(|x| x.to_string()),
            r.divergences.first().map(|x| x.to_string()),
            r.faults.first().map(|x| x.to_string()),
            k.ir
        );
        match digest {
            None => digest = Some(r.memory_digest),
            Some(d) => assert_eq!(d, r.memory_digest, "{what}: memory differs under {s:?}"),
        }
    }
    digest.expect("schedules")
}

/// Each idiom variant, the block it runs in, whether inline PTX is on, and strings its IR
/// must contain.
fn variants() -> Vec<(Idiom, Shape, bool, Vec<&'static str>)> {
    let mut v = Vec::new();
    for global in [false, true] {
        for rmw_read in [false, true] {
            let read = if rmw_read {
                "i32 0 monotonic"
            } else {
                "= load atomic i32"
            };
            v.push((
                Idiom::ObservedCounter { global, rmw_read },
                Shape::X64,
                false,
                vec!["atomicrmw add", "i32 1 monotonic", read],
            ));
        }
        for (op, name) in [
            (Reduction::Add, "atomicrmw add"),
            (Reduction::Or, "atomicrmw or"),
            (Reduction::Max, "atomicrmw max"),
        ] {
            v.push((
                Idiom::CommutingReductions { op, global },
                Shape::X32,
                false,
                vec![name, "// removable: commuting reductions only"],
            ));
        }
        v.push((
            Idiom::MixedWidth { global },
            Shape::X64,
            false,
            vec!["i32 -1 monotonic, align 8", "i64 1 monotonic, align 8"],
        ));
    }
    for shape in [Shape::XY16x4, Shape::XY8x8] {
        v.push((
            Idiom::OrderedStores {
                how: StoreOrder::SyncWarp,
            },
            shape,
            false,
            vec!["call void @llvm.nvvm.bar.warp.sync(i32 -1)"],
        ));
    }
    v.push((
        Idiom::VolatileTail { asm: false },
        Shape::X128,
        false,
        vec!["store volatile i32", "load volatile i32", "bar.warp.sync"],
    ));
    v.push((
        Idiom::VolatileTail { asm: true },
        Shape::X64,
        true,
        vec!["ld.volatile.shared.u32", "st.volatile.shared.u32"],
    ));
    for (signal, marks) in [
        (
            Signal::FenceFlag,
            vec![
                "fence seq_cst",
                "store atomic i32 1, ptr",
                "load volatile i32, ptr",
            ],
        ),
        (
            Signal::MembarExchange,
            vec!["@llvm.nvvm.membar.gl()", "atomicrmw xchg ptr", "monotonic"],
        ),
        (
            Signal::ReleaseAcquire,
            vec!["store atomic i32 1, ptr", "release", "acquire"],
        ),
        (
            Signal::ReleaseAcquireDevice,
            vec![
                "syncscope(\"device\") release",
                "syncscope(\"device\") acquire",
            ],
        ),
        (
            Signal::Asm,
            vec!["st.release.gpu.global.u32", "ld.acquire.gpu.global.u32"],
        ),
    ] {
        v.push((
            Idiom::Publish { signal },
            Shape::X64,
            signal == Signal::Asm,
            marks,
        ));
    }
    v.push((
        Idiom::LastBlock,
        Shape::X32,
        false,
        vec!["sreg.nctaid.x", "fence seq_cst", "atomicrmw add ptr"],
    ));
    v.push((
        Idiom::Lock,
        Shape::XY16x4,
        false,
        vec![
            "cmpxchg ptr",
            "acquire monotonic",
            "atomicrmw xchg ptr",
            "acq_rel",
        ],
    ));
    v.push((
        Idiom::ClusterPublish,
        Shape::X64,
        false,
        vec![
            "@llvm.nvvm.mapa.shared.cluster",
            "mbarrier.arrive.release.cluster.shared::cluster.b64",
            "mbarrier.try_wait.parity.acquire.cluster",
            "@llvm.nvvm.barrier.cluster.wait()",
        ],
    ));
    v
}

fn alone(idiom: Idiom, shape: Shape, asm: bool) -> GeneratedKernel {
    alone_with(idiom, shape, asm, false)
}

/// `idiom` alone after an empty body, the buffers `noalias` or not.
fn alone_with(idiom: Idiom, shape: Shape, asm: bool, noalias: bool) -> GeneratedKernel {
    let desc = KernelDesc {
        noalias,
        ..empty(shape)
    };
    let opts = GenOptions {
        inline_asm: asm,
        ..GenOptions::default()
    };
    lower_with_idioms(&desc, &opts, &[idiom])
}

#[test]
fn each_idiom_alone_runs_clean_and_deterministic() {
    for (idiom, shape, asm, marks) in variants() {
        let k = alone(idiom, shape, asm);
        let what = format!("{idiom:?} in {shape:?}");
        for m in marks {
            assert!(
                k.ir.contains(m) || k.source.contains(m),
                "{what}: no `{m}` in\n{}",
                k.ir
            );
        }
        assert_eq!(k.idioms, vec![idiom]);
        let ctas = if idiom.needs_grid() { 2 } else { 1 };
        assert_eq!(k.launch.ctas.len(), ctas, "{what}");
        let control_only = matches!(idiom, Idiom::CommutingReductions { global: true, .. });
        assert_eq!(
            k.planned_barriers == 0,
            control_only,
            "{what}: required barriers"
        );
        assert_clean_and_deterministic(&k, &what);
    }
}

/// The IR with the `i`-th `__syncthreads()` call removed, and the listing's line for it.
fn without_barrier(k: &GeneratedKernel, i: usize) -> (String, String) {
    let lines: Vec<&str> = k.ir.lines().collect();
    let at: Vec<usize> = (0..lines.len())
        .filter(|l| lines[*l].contains("call void @llvm.nvvm.barrier0()"))
        .collect();
    let line = lines[at[i]];
    // `!dbg !N` → `!N = !DILocation(line: L, …)` → the listing's line L.
    let id = line.rsplit("!dbg !").next().expect("a location");
    let loc = lines
        .iter()
        .find(|l| l.starts_with(&format!("!{id} = !DILocation(line: ")))
        .expect("the location");
    let src_line: usize = loc["!0 = !DILocation(line: ".len() + id.len() - 1..]
        .split(',')
        .next()
        .and_then(|s| s.trim().parse().ok())
        .expect("a line number");
    let listing = k
        .source
        .lines()
        .nth(src_line - 1)
        .expect("listed")
        .to_string();
    let mut out: Vec<&str> = lines.clone();
    out.remove(at[i]);
    (out.join("\n") + "\n", listing)
}

fn barrier_count(k: &GeneratedKernel) -> usize {
    k.ir.matches("call void @llvm.nvvm.barrier0()").count()
}

/// True when some schedule of `ir` shows a race, a divergence, a fault or memory other than
/// `digest`.
fn shows_a_difference(ir: &str, launch: &LaunchConfig, digest: u64) -> bool {
    SCHEDULES.iter().any(|s| {
        let r = run(ir, launch, *s);
        !r.is_clean() || !r.completed() || !r.faults.is_empty() || r.memory_digest != digest
    })
}

#[test]
fn required_barriers_inside_a_cta_are_required_and_the_control_is_not() {
    let mut required = 0;
    let mut controls = 0;
    for (idiom, shape, asm, _) in variants() {
        if idiom.needs_grid() {
            continue;
        }
        let k = alone(idiom, shape, asm);
        let digest = assert_clean_and_deterministic(&k, &format!("{idiom:?}"));
        for i in 0..barrier_count(&k) {
            let (ir, listing) = without_barrier(&k, i);
            let differs = shows_a_difference(&ir, &k.launch, digest);
            if listing.contains("// required") {
                required += 1;
                assert!(
                    differs,
                    "{idiom:?}: removing `{listing}` changes nothing\n{ir}"
                );
            } else {
                assert!(listing.contains("// removable"), "{idiom:?}: `{listing}`");
                controls += 1;
                assert!(
                    !differs,
                    "{idiom:?}: removing the control `{listing}` shows a difference"
                );
            }
        }
    }
    assert!(
        required >= 20 && controls == 6,
        "{required} required, {controls} controls"
    );
}

/// The cross-CTA idioms' required barriers: removing one shows a difference when the
/// interpreter runs the two CTAs together (run one after the other, CTA 1 would always find
/// the data published).
#[test]
fn required_barriers_between_ctas_are_required() {
    for (idiom, shape, asm, _) in variants() {
        if !idiom.needs_grid() {
            continue;
        }
        let k = alone(idiom, shape, asm);
        let digest = assert_clean_and_deterministic(&k, &format!("{idiom:?}"));
        for i in 0..barrier_count(&k) {
            let (ir, listing) = without_barrier(&k, i);
            if listing.contains("// required") {
                assert!(
                    shows_a_difference(&ir, &k.launch, digest),
                    "{idiom:?}: removing `{listing}` changes nothing"
                );
            }
        }
    }
}

fn hb_variants() -> Vec<(Idiom, Shape, &'static str)> {
    let mut v = Vec::new();
    for shape in [Shape::XY32x2, Shape::XY16x4, Shape::XY8x8] {
        v.push((
            Idiom::OrderedStores {
                how: StoreOrder::NamedBarrier,
            },
            shape,
            "call void @llvm.nvvm.barrier.sync.cnt(i32 1, i32 64)",
        ));
        v.push((
            Idiom::OrderedStores {
                how: StoreOrder::Flag,
            },
            shape,
            "store atomic i32 1, ptr addrspace(3)",
        ));
    }
    v
}

#[test]
fn ordered_by_named_barriers_and_flags_parse_and_complete() {
    for (idiom, shape, mark) in hb_variants() {
        let k = alone(idiom, shape, false);
        assert!(k.ir.contains(mark), "{idiom:?}: no `{mark}`");
        let r = run(&k.ir, &k.launch, Schedule::RoundRobin { quantum: 1000 });
        assert!(
            r.completed() && r.divergences.is_empty(),
            "{idiom:?}: {:?}",
            r.faults
        );
    }
}

#[test]
fn ordered_by_named_barriers_and_flags_run_clean() {
    for (idiom, shape, _) in hb_variants() {
        let k = alone(idiom, shape, false);
        assert_clean_and_deterministic(&k, &format!("{idiom:?} in {shape:?}"));
    }
}

/// `sound` keeps the control's neighbours and removes the control itself (commuting
/// reductions with unused results do not conflict).
#[test]
fn sound_removes_the_control() {
    for global in [false, true] {
        let idiom = Idiom::CommutingReductions {
            op: Reduction::Add,
            global,
        };
        let k = alone(idiom, Shape::X64, false);
        let module = parse_module("gen.ll", &k.ir).expect("parses");
        let knobs = Knobs::preset("sound").expect("preset");
        let removed = eliminate(&module, &knobs, &UniformityDivergence::new(&module)).removals;
        let f = module.function_by_name("kernel").expect("kernel");
        let lines: Vec<String> = removed
            .iter()
            .map(|r| module.source[module.functions[f].insts[r.inst].span.range()].to_string())
            .collect();
        assert_eq!(removed.len(), 1, "{idiom:?}: removed {lines:?}");
        let (_, listing) = without_barrier(&k, usize::from(!global));
        assert!(listing.contains("// removable"), "{listing}");
    }
}

#[test]
fn drawn_kernels_hold_every_idiom_and_run_clean() {
    let mut seen = std::collections::BTreeMap::new();
    for seed in 0..120u64 {
        let opts = GenOptions {
            sync_idioms: true,
            inline_asm: seed % 2 == 1,
            ..GenOptions::default()
        };
        let k = lower(&KernelDesc::from_seed(seed), &opts);
        assert!(!k.idioms.is_empty(), "seed {seed}: no idiom");
        for i in &k.idioms {
            *seen.entry(i.name()).or_insert(0) += 1;
        }
        let grid = k.idioms.iter().any(|i| i.needs_grid());
        assert_eq!(k.launch.ctas.len(), if grid { 2 } else { 1 }, "seed {seed}");
        let what = format!("seed {seed} ({:?})", k.idioms);
        // The body's own atomics may feed their results into what it stores (the generator
        // promises race freedom there, not determinism): the whole kernel must run clean,
        // and its idioms alone, in the same block, must also compute one memory.
        for s in &SCHEDULES[..3] {
            let r = run(&k.ir, &k.launch, *s);
            assert!(
                r.is_clean() && r.completed(),
                "{what} under {s:?}: {:?} {:?} {:?}",
                r.races.first().map(|x| x.to_string()),
                r.divergences.first().map(|x| x.to_string()),
                r.faults.first().map(|x| x.to_string())
            );
        }
        let desc = KernelDesc::from_seed(seed);
        let alone = lower_with_idioms(&empty(desc.shape), &opts, &k.idioms);
        assert_clean_and_deterministic(&alone, &what);
    }
    for name in [
        "observed-counter",
        "commuting-reductions",
        "mixed-width",
        "ordered-stores",
        "volatile-tail",
        "publish",
        "last-block",
        "lock",
    ] {
        assert!(
            seen.get(name).copied().unwrap_or(0) >= 3,
            "{name}: {seen:?}"
        );
    }
}

/// Without the option nothing changes: no extra parameters, declarations or arrays.
#[test]
fn off_by_default() {
    for seed in 0..20u64 {
        let k = lower(&KernelDesc::from_seed(seed), &GenOptions::default());
        assert!(k.idioms.is_empty());
        assert!(!k.ir.contains("%gsync") && !k.ir.contains("@y0") && !k.ir.contains("nctaid"));
    }
}

/// Issue 27's ground truth on each idiom alone, with the buffers `noalias` and not:
/// `pipeline sound` must keep every barrier the generator calls required. Prints, per idiom, the required barriers it removes; fails
/// while the analyses read synchronization by the old definition.
#[test]
fn sound_keeps_every_required_barrier() {
    let knobs = Knobs::preset("sound").expect("preset");
    let mut wrong = Vec::new();
    let mut all: Vec<(Idiom, Shape, bool)> = variants()
        .into_iter()
        .map(|(i, s, asm, _)| (i, s, asm))
        .collect();
    all.extend(hb_variants().into_iter().map(|(i, s, _)| (i, s, false)));
    for ((idiom, shape, asm), noalias) in all.into_iter().flat_map(|v| [(v, false), (v, true)]) {
        let k = alone_with(idiom, shape, asm, noalias);
        let module = parse_module("gen.ll", &k.ir).expect("parses");
        let removed = eliminate(&module, &knobs, &UniformityDivergence::new(&module)).removals;
        let f = module.function_by_name("kernel").expect("kernel");
        let barriers: Vec<_> = module
            .barriers(&module.functions[f])
            .filter(|(_, b)| b.kind.is_removal_candidate())
            .map(|(i, _)| i)
            .collect();
        for (n, inst) in barriers.iter().enumerate() {
            let (_, listing) = without_barrier(&k, n);
            let gone = removed.iter().any(|r| r.inst == *inst);
            if gone && listing.contains("// required") {
                let params = if noalias { "noalias" } else { "may alias" };
                wrong.push(format!(
                    "{idiom:?} in {shape:?}, {params}: {}",
                    listing.trim()
                ));
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "{} required barriers removed:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
}

/// Seed 4's two false findings (issue 27): the first barrier runs only in even CTAs
/// (`if (blockIdx.x % 2 == 0) __syncthreads();`), then Triton's lock. Removing it lets CTA 0
/// reach the lock sooner, so CTA 0 may take it first — which it may in the input too, when
/// CTA 1 is slow. Thread 0 first stops CTA 0 at that very barrier, so only a run of CTA 0
/// alone ([`Schedule::CtaFirst`]) shows that order in the input; with it the judge calls
/// the removal sound, and each lock order shows under its own schedule.
#[test]
fn a_lock_taken_after_a_barrier_is_won_by_either_cta_in_the_input() {
    use std::collections::BTreeSet;
    use syncflow_fuzz::harness::{candidate_barriers, harness_launch, judge, InputRuns};
    for case in [8709371129873701064u64, 8709371129873704442] {
        let opts = GenOptions {
            sync_idioms: true,
            ..GenOptions::default()
        };
        let k = lower(&KernelDesc::from_seed(case), &opts);
        assert!(
            k.idioms.contains(&Idiom::Lock),
            "case {case}: {:?}",
            k.idioms
        );
        let module = parse_module("gen.ll", &k.ir).expect("parses");
        let f = module.function_by_name("kernel").expect("kernel");
        let launch = harness_launch(&k.launch);
        // Who takes the lock first decides what each CTA reads inside it (the sum it leaves
        // is the same): the two CTA-first runs read differently, and thread 0 first reads as
        // CTA 1 first (CTA 0 waits at the barrier while CTA 1 overtakes it).
        let interp = Interpreter::new(&module);
        let reads = |schedule| {
            let r = interp.run(
                f,
                &LaunchConfig {
                    schedule,
                    record_values: true,
                    ..launch.clone()
                },
            );
            assert!(
                r.is_clean() && r.completed(),
                "case {case} under {schedule:?}"
            );
            let mut v: Vec<_> = r.values.into_iter().collect();
            v.sort();
            (v, r.memory_digest)
        };
        let cta0 = reads(Schedule::CtaFirst { cta: 0 });
        let cta1 = reads(Schedule::CtaFirst { cta: 1 });
        assert_ne!(
            cta0.0, cta1.0,
            "case {case}: the lock order shows in the values read"
        );
        assert_eq!(cta0.1, cta1.1, "case {case}: and not in memory");
        assert_eq!(
            reads(Schedule::ThreadFirst { thread: 0 }),
            cta1,
            "case {case}"
        );
        // The input's runs know the order is its own choice; removing the first barrier (the
        // one `pipeline sound` removed) is then judged sound.
        let runs = InputRuns::new(&module, f, &launch);
        assert!(!runs.deterministic, "case {case}");
        let first = candidate_barriers(&module)[0];
        let removed: BTreeSet<_> = [first].into_iter().collect();
        let verdict = judge(&module, f, &launch, runs.first(), &removed);
        assert!(
            verdict.new_findings.is_empty(),
            "case {case}: {:?}",
            verdict.new_findings
        );
    }
}

/// The oracle sees what the old definition gets wrong on every idiom between CTAs: the
/// removals of `pipeline sound+legacy-sync-model=1` (atomics never conflict, no signals)
/// show something new under the harness's judge, and `pipeline sound`'s show nothing. The
/// buffers are `noalias`: with aliasing buffers the old definition keeps these barriers too.
#[test]
fn the_oracle_catches_the_old_definition_between_ctas() {
    use syncflow_fuzz::harness::{harness_launch, judge, InputRuns};
    let sound = Knobs::preset("sound").expect("preset");
    let mut legacy = sound.clone();
    legacy.set("legacy-sync-model=1").expect("knob");
    for (idiom, shape, asm, _) in variants() {
        if !idiom.needs_grid() {
            continue;
        }
        let k = alone_with(idiom, shape, asm, true);
        let module = parse_module("gen.ll", &k.ir).expect("parses");
        let f = module.function_by_name("kernel").expect("kernel");
        let launch = harness_launch(&k.launch);
        let runs = InputRuns::new(&module, f, &launch);
        assert!(!runs.racy(), "{idiom:?}: the input races");
        let oracle = UniformityDivergence::new(&module);
        let removed = |knobs: &Knobs| eliminate(&module, knobs, &oracle).removals;
        let caught = judge(&module, f, &launch, runs.first(), &removed(&legacy));
        assert!(
            !caught.new_findings.is_empty(),
            "{idiom:?}: the old definition's {} removals show nothing",
            caught.removed
        );
        let fine = judge(&module, f, &launch, runs.first(), &removed(&sound));
        assert!(
            fine.new_findings.is_empty(),
            "{idiom:?}: sound's removals show {:?}",
            fine.new_findings
        );
    }
}
