//! The generator: kernels parse with our front-end, pass `opt-19 -passes=verify`, run to
//! completion in the interpreter, and are race- and divergence-free by construction.

use std::io::Write;
use std::process::{Command, Stdio};
use syncflow_fuzz::gen::{lower, GenOptions, KernelDesc};
use syncflow_fuzz::interp::Interpreter;
use syncflow_ir::parse_module;

fn opt19() -> Option<&'static str> {
    Command::new("opt-19")
        .arg("--version")
        .output()
        .ok()
        .filter(|o| o.status.success())
        .map(|_| "opt-19")
}

#[test]
fn generated_kernels_parse_run_and_are_race_free() {
    let mut planned = 0;
    let mut barriers = 0;
    for seed in 0..300 {
        let k = lower(&KernelDesc::from_seed(seed), &GenOptions::default());
        let m =
            parse_module("gen.ll", &k.ir).unwrap_or_else(|e| panic!("seed {seed}: {e}\n{}", k.ir));
        let f = m.function_by_name(&k.kernel).expect("kernel");
        barriers += m.barriers(&m.functions[f]).count();
        planned += k.planned_barriers;
        let r = Interpreter::new(&m).run(f, &k.launch);
        assert!(r.completed(), "seed {seed}: {:?}\n{}", r.faults, k.source);
        assert!(
            r.is_clean(),
            "seed {seed}: {:?} {:?}\n{}\n{}",
            r.races.first().map(ToString::to_string),
            r.divergences.first().map(ToString::to_string),
            k.source,
            k.ir
        );
    }
    // The planner is doing something: kernels need barriers.
    assert!(planned > 100, "only {planned} planned barriers");
    assert!(barriers > planned);
}

#[test]
fn generated_kernels_pass_opt_verify() {
    let Some(opt) = opt19() else {
        eprintln!("opt-19 not installed: skipped (scripts/test.sh installs it)");
        return;
    };
    for seed in 0..40 {
        let k = lower(&KernelDesc::from_seed(seed), &GenOptions::default());
        let mut child = Command::new(opt)
            .args(["-passes=verify", "-disable-output", "-"])
            .stdin(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("spawn opt-19");
        child
            .stdin
            .take()
            .expect("stdin")
            .write_all(k.ir.as_bytes())
            .expect("write");
        let out = child.wait_with_output().expect("opt-19 runs");
        assert!(
            out.status.success(),
            "seed {seed}: {}\n{}",
            String::from_utf8_lossy(&out.stderr),
            k.ir
        );
    }
}

#[test]
fn seeds_are_reproducible_and_varied() {
    let a = lower(&KernelDesc::from_seed(7), &GenOptions::default());
    let b = lower(&KernelDesc::from_seed(7), &GenOptions::default());
    assert_eq!(a.ir, b.ir);
    let distinct: std::collections::HashSet<String> = (0..50)
        .map(|s| lower(&KernelDesc::from_seed(s), &GenOptions::default()).ir)
        .collect();
    assert!(distinct.len() > 45);
}

#[test]
fn divergent_barrier_option_produces_divergence_the_interpreter_reports() {
    let mut found = false;
    for seed in 0..400 {
        let opts = GenOptions {
            divergent_barriers: true,
            ..GenOptions::default()
        };
        let k = lower(&KernelDesc::from_seed(seed), &opts);
        if !k.source.contains("// divergent") {
            continue;
        }
        let m = parse_module("gen.ll", &k.ir).expect("parses");
        let f = m.function_by_name("kernel").expect("kernel");
        let r = Interpreter::new(&m).run(f, &k.launch);
        if !r.divergences.is_empty() {
            found = true;
            break;
        }
    }
    assert!(found, "no divergent kernel among 400 seeds");
}

/// The faults of a run but reads of never-written shared slots, which are ordinary in
/// generated kernels (and reported as such): bounds, an asm form not executed, the step limit.
fn serious_faults(r: &syncflow_fuzz::interp::RunReport) -> Vec<&syncflow_fuzz::interp::Fault> {
    r.faults
        .iter()
        .filter(|f| !matches!(f, syncflow_fuzz::interp::Fault::UninitialisedRead { .. }))
        .collect()
}

/// With `async_copies`, generated kernels issue `cp.async` copies whose window spans
/// barriers (the shape the window model exists for), and stay race-free and fault-free under
/// the interpreter, which keeps each copy in flight until its wait.
#[test]
fn async_copies_span_barriers_and_stay_race_free() {
    let opts = GenOptions {
        inline_asm: true,
        async_copies: true,
        ..GenOptions::default()
    };
    let (mut with_copies, mut spanning, mut partial_waits) = (0, 0, 0);
    for seed in 0..200 {
        let k = lower(&KernelDesc::from_seed(seed), &opts);
        if !k.ir.contains("cp.async.ca.shared.global") {
            continue;
        }
        with_copies += 1;
        partial_waits += usize::from(k.ir.contains("cp.async.wait_group 1;"));
        // Straight-line text order: a barrier after a copy and before the next wait.
        let mut in_flight = false;
        let mut spans = false;
        for line in k.ir.lines() {
            if line.contains("cp.async.ca.shared.global") {
                in_flight = true;
            } else if line.contains("cp.async.wait") && !line.contains("wait_group 1;") {
                // `wait_group 1` leaves the newest copy in flight.
                in_flight = false;
            } else if in_flight && line.contains("@llvm.nvvm.barrier0") {
                spans = true;
            }
        }
        spanning += usize::from(spans);
        let m = parse_module("gen.ll", &k.ir).expect("parses");
        let f = m.function_by_name(&k.kernel).expect("kernel");
        let r = Interpreter::new(&m).run(f, &k.launch);
        assert!(r.races.is_empty(), "seed {seed}: {:?}\n{}", r.races, k.ir);
        let serious = serious_faults(&r);
        assert!(serious.is_empty(), "seed {seed}: {serious:?}");
    }
    assert!(
        with_copies >= 60 && spanning >= 20 && partial_waits >= 20,
        "{with_copies} kernels with copies, {spanning} with a window spanning a barrier, {partial_waits} with wait_group 1"
    );
}

/// With `hopper`, generated kernels issue bulk copies that signal the thread's mbarrier,
/// thread 0's TMA loads and `wgmma` groups whose windows span barriers, and run race- and fault-free (every wait loop
/// ends: each thread waits only on its own mbarrier).
#[test]
fn hopper_forms_span_barriers_and_stay_race_free() {
    let opts = GenOptions {
        hopper: true,
        async_copies: true,
        inline_asm: true,
        ..GenOptions::default()
    };
    let (mut bulk, mut tma, mut wgmma, mut spanning) = (0, 0, 0, 0);
    for seed in 0..200 {
        let k = lower(&KernelDesc::from_seed(seed), &opts);
        bulk += usize::from(k.ir.contains("cp.async.bulk.shared::cta.global.mbarrier"));
        tma += usize::from(k.ir.contains("cp.async.bulk.tensor.1d"));
        wgmma += usize::from(k.ir.contains("wgmma.mma_async"));
        let mut in_flight = false;
        let mut spans = false;
        for line in k.ir.lines() {
            if line.contains("cp.async.bulk") || line.contains("wgmma.mma_async") {
                in_flight = true;
            } else if line.contains("mbarrier.try_wait") || line.contains("wgmma.wait_group") {
                in_flight = false;
            } else if in_flight && line.contains("@llvm.nvvm.barrier0") {
                spans = true;
            }
        }
        spanning += usize::from(spans);
        let m = parse_module("gen.ll", &k.ir).expect("parses");
        let f = m.function_by_name(&k.kernel).expect("kernel");
        let r = Interpreter::new(&m).run(f, &k.launch);
        assert!(r.races.is_empty(), "seed {seed}: {:?}\n{}", r.races, k.ir);
        let serious = serious_faults(&r);
        assert!(serious.is_empty(), "seed {seed}: {serious:?}");
    }
    assert!(
        bulk >= 15 && tma >= 10 && wgmma >= 60 && spanning >= 15,
        "{bulk} kernels with mbarrier copies, {tma} with TMA loads, {wgmma} with wgmma, {spanning} with a window spanning a barrier"
    );
}

/// With `matrix_ops`, generated kernels use the warp's `ldmatrix`/`stmatrix` (plain and
/// `.trans`), and run race- and fault-free: the planner's view of a matrix access (every slot
/// of the array) covers the rows each lane touches.
#[test]
fn matrix_ops_appear_and_stay_race_free() {
    let opts = GenOptions {
        matrix_ops: true,
        inline_asm: true,
        ..GenOptions::default()
    };
    let (mut loads, mut stores, mut trans, mut asm) = (0, 0, 0, 0);
    for seed in 0..200 {
        let k = lower(&KernelDesc::from_seed(seed), &opts);
        loads += usize::from(k.ir.contains("call i32 @llvm.nvvm.ldmatrix"));
        stores += usize::from(k.ir.contains("call void @llvm.nvvm.stmatrix"));
        trans += usize::from(
            k.ir.lines()
                .any(|l| !l.starts_with("declare") && l.contains(".x1.trans.")),
        );
        asm += usize::from(
            k.ir.contains("asm sideeffect \"ldmatrix.")
                || k.ir.contains("asm sideeffect \"stmatrix."),
        );
        let m = parse_module("gen.ll", &k.ir).expect("parses");
        let f = m.function_by_name(&k.kernel).expect("kernel");
        let r = Interpreter::new(&m).run(f, &k.launch);
        assert!(r.races.is_empty(), "seed {seed}: {:?}", r.races);
        let serious = serious_faults(&r);
        assert!(serious.is_empty(), "seed {seed}: {serious:?}");
    }
    assert!(
        loads >= 10 && stores >= 5 && trans >= 10 && asm >= 20,
        "{loads} kernels with ldmatrix, {stores} with stmatrix, {trans} with .trans, {asm} with the asm forms"
    );
}
