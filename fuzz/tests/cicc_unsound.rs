//! NVIDIA's unsound removals, shown by the SIMT interpreter. CUDA 13.5's `-basic-dbe` removes
//! every barrier of a `__noinline__` device function (it treats the function's entry and exit
//! as clean; docs/cicc-fidelity.md quotes its lines), and `--preset cicc` reproduces that. Run
//! the callers in tests/corpus/devfunc_barrier.cu before and after: each gains a race that
//! crosses the call.

mod common;
use std::collections::BTreeSet;
use syncflow_fuzz::interp::{Interpreter, Race};
use syncflow_ir::parse_module;
use syncflow_ir::print_module;
use syncflow_transforms::eliminate::{eliminate, AssumeUniform};
use syncflow_transforms::knobs::Knobs;

/// The source lines of a race's two accesses.
fn lines(r: &Race) -> BTreeSet<u32> {
    [&r.first, &r.second]
        .iter()
        .filter_map(|a| a.location.as_deref())
        .filter_map(|l| l.split(':').nth(1)?.parse().ok())
        .collect()
}

fn races(module: &syncflow_ir::Module, kernel: &str) -> Vec<BTreeSet<u32>> {
    let f = module.function_by_name(kernel).expect("kernel");
    let report = Interpreter::new(module).run(f, &common::launch(module, f));
    assert!(report.completed(), "{kernel}: {:?}", report.faults);
    report.races.iter().map(lines).collect()
}

#[test]
fn nvidias_device_function_barrier_removals_race_in_the_callers() {
    let (_, module) = common::corpus()
        .into_iter()
        .find(|(f, _)| f == "devfunc_barrier.ll")
        .expect("devfunc_barrier.ll");
    let result = eliminate(&module, &Knobs::preset("cicc").unwrap(), &AssumeUniform);
    // NVIDIA's five removals (tests cicc_fidelity.rs freezes its lines).
    assert_eq!(result.removed(), 5, "{:?}", result.diagnostics);
    let text = print_module(&module, &result.removals).expect("prints");
    let cut = parse_module("devfunc_barrier.ll", &text).expect("parses");

    // (kernel, a write line in the caller, a read line across the removed barrier)
    let cases = [
        // scratch[t] = in[..] (30), then block_sum reads every buf[i] (17): its entry
        // barrier (14) was the only thing between them.
        ("_Z16call_after_writePKfPf", 30, 17),
        // scratch[t] = in[..] (38), block_barrier() (22), read scratch[n-1-t] (40).
        ("_Z15call_barrier_fnPKfPf", 38, 40),
        // scratch[t] = in[..] (57), double_barrier() (51, 52), read scratch[(t+3)%n] (59).
        ("_Z19call_double_barrierPKfPf", 57, 59),
    ];
    for (kernel, write, read) in cases {
        let pair: BTreeSet<u32> = [write, read].into_iter().collect();
        let before = races(&module, kernel);
        assert!(
            !before.contains(&pair),
            "{kernel}: the original already races on lines {pair:?}"
        );
        let after = races(&cut, kernel);
        assert!(
            after.contains(&pair),
            "{kernel}: no race on lines {pair:?} after cicc; races: {after:?}"
        );
    }

    // The sound preset keeps them: the callers run as before.
    let sound = eliminate(&module, &Knobs::preset("sound").unwrap(), &AssumeUniform);
    let text = print_module(&module, &sound.removals).expect("prints");
    let kept = parse_module("devfunc_barrier.ll", &text).expect("parses");
    for (kernel, _, _) in cases {
        assert_eq!(races(&kept, kernel), races(&module, kernel), "{kernel}");
    }
}
