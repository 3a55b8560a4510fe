//! Carved buffers (`GenOptions::carved_buffers`, issue 30): the generator lays shared memory
//! out as XLA and Triton do — one `@global_smem` with the arrays as tiles at constant
//! offsets, and windows indexed from loop-carried bases. Its kernels are race-free; the
//! sound pipeline stays sound on them, removes more than without byte ranges, and removes
//! barriers at joins by splitting them per incoming edge; the unsound
//! `bases-ignore-redefinition` is caught.

use syncflow_fuzz::gen::{lower, GenOptions, KernelDesc};
use syncflow_fuzz::harness::adapters::Pipeline;
use syncflow_fuzz::harness::{judge, Eliminator};
use syncflow_fuzz::interp::Interpreter;
use syncflow_ir::parse_module;
use syncflow_transforms::eliminate::{eliminate, UniformityDivergence};
use syncflow_transforms::knobs::Knobs;

#[test]
fn carved_kernels_are_race_free_and_judged() {
    let options = GenOptions {
        carved_buffers: true,
        ..GenOptions::default()
    };
    let sound = Pipeline::new("pipeline", "sound", &[]);
    let no_ranges = Pipeline::new("dse", "sound", &["passes=dse", "byte-ranges=0"]);
    let ranges = Pipeline::new("dse", "sound", &["passes=dse"]);
    let stale = Pipeline::new(
        "dse",
        "sound",
        &["passes=dse", "bases-ignore-redefinition=1"],
    );
    let (mut with, mut without, mut caught, mut windows, mut layouts) = (0, 0, 0, 0, [false; 3]);
    let mut split = 0;
    let knobs = Knobs::preset("sound").unwrap();
    for seed in 0..240 {
        let g = lower(&KernelDesc::from_seed(seed), &options);
        assert!(g
            .ir
            .contains("@global_smem = external addrspace(3) global [0 x i8]"));
        for (k, layout) in ["Adjacent", "Stages", "Overlapping"].iter().enumerate() {
            layouts[k] |= g
                .source
                .contains(&format!("{layout:?} tiles").replace('"', ""));
        }
        windows += usize::from(g.source.contains("w[i + tid]") || g.source.contains("w[(i & 1)"));
        let m = parse_module("gen.ll", &g.ir).unwrap();
        let f = m.function_by_name(&g.kernel).unwrap();
        let input = Interpreter::new(&m).run(f, &g.launch);
        // Reads of never-written shared slots are ordinary in generated kernels (as in
        // tests/gen.rs); nothing else may go wrong.
        let fatal: Vec<_> = input.faults.iter().filter(|f| f.is_fatal()).collect();
        assert!(
            input.races.is_empty() && fatal.is_empty() && input.completed(),
            "seed {seed}: the generated input is not clean: {:?} {:?}",
            input.races.first().map(ToString::to_string),
            fatal.first()
        );
        let removals = sound.run(&m);
        assert!(
            judge(&m, f, &g.launch, &input, &removals).passed(),
            "seed {seed}: sound removed a needed barrier"
        );
        with += ranges.run(&m).len();
        // The joins after ping-pong loops: removed by dse's split at the join.
        split += eliminate(&m, &knobs, &UniformityDivergence::new(&m))
            .decisions
            .iter()
            .filter(|d| d.removed && d.reason.describe().contains("each incoming edge of"))
            .count();
        without += no_ranges.run(&m).len();
        let stale_removals = stale.run(&m);
        caught += usize::from(judge(&m, f, &g.launch, &input, &stale_removals).unsound());
    }
    assert!(layouts.iter().all(|l| *l), "{layouts:?}");
    assert!(windows >= 20, "{windows} kernels with windows");
    assert!(
        with > without,
        "byte ranges remove {with}, without them {without}"
    );
    assert!(caught >= 1, "the stale base was never caught");
    assert!(split >= 5, "{split} removals by the split at a join");
}
