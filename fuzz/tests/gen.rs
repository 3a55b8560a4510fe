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
