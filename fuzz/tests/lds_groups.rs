//! The generator's LDS-only barrier groups (`--lds-groups`, docs/design.md §4.5): generated
//! kernels with groups narrowed to LDS are AMDGPU IR that `llc-19` compiles and the interpreter
//! runs without a race; some are LDS-only kernels, which the `lds-groups` knob reads through
//! their projection; and the harness judges it: `sound` has no unsound removal and removes more
//! than with the projection off, and the unsound `lds-groups-ignore-full` row is caught.
//!
//! CI installs `llc-19`: these tests require it.

mod common;

use common::llc;
use syncflow_analyses::memory::lds_projection::is_lds_only;
use syncflow_fuzz::gen::{lower, GenOptions, KernelDesc, Target};
use syncflow_fuzz::harness::{
    candidate_barriers, harness_launch, registry, run_campaign, CampaignConfig, Eliminator,
    InputRuns,
};
use syncflow_ir::parse_module;

fn options() -> GenOptions {
    GenOptions {
        target: Target::Amdgpu { wave32: false },
        lds_groups: true,
        ..GenOptions::default()
    }
}

#[test]
fn narrowed_kernels_compile_run_race_free_and_some_are_lds_only() {
    let opts = options();
    let (mut narrowed, mut projected) = (0, 0);
    for seed in 0..30u64 {
        let k = lower(&KernelDesc::from_seed(2000 + seed), &opts);
        let what = format!("seed {seed}");
        llc(&k.ir, "gfx90a").unwrap_or_else(|e| panic!("{what}: llc-19: {e}\n{}", k.ir));
        let m = parse_module("gen.ll", &k.ir).expect("syncflow parses it");
        // Every group counts as a barrier an eliminator may remove, narrowed or not.
        let groups = k.ir.matches("call void @llvm.amdgcn.s.barrier()").count();
        assert_eq!(candidate_barriers(&m).len(), groups, "{what}\n{}", k.ir);
        let tagged = k.ir.matches(", !mmra !90").count();
        assert_eq!(tagged % 2, 0, "{what}: both fences of a group are narrowed");
        narrowed += tagged / 2;
        let f = m.function_by_name(&k.kernel).expect("kernel");
        projected += usize::from(is_lds_only(&m, f, false));
        let runs = InputRuns::new(&m, f, &harness_launch(&k.launch));
        for (schedule, r) in &runs.runs {
            assert!(r.finished(), "{what}: {schedule:?} stopped: {:?}", r.faults);
        }
        assert!(!runs.racy(), "{what}: the generated kernel races\n{}", k.ir);
    }
    assert!(narrowed > 10, "{narrowed} narrowed groups");
    assert!(projected > 2, "{projected} LDS-only kernels");
}

#[test]
fn lds_groups_need_the_amdgpu_target() {
    let nv = GenOptions {
        lds_groups: true,
        ..GenOptions::default()
    };
    let why = nv.unsupported().expect("refused on NVPTX");
    assert!(why.contains("--amdgpu"), "{why}");
    assert_eq!(options().unsupported(), None);
}

#[test]
fn the_campaign_judges_the_lds_projection() {
    let label = |e: &dyn Eliminator| format!("{} {}", e.name(), e.preset());
    let wanted = [
        "pipeline sound",
        "pipeline sound+lds-groups=0",
        "pipeline sound+lds-groups-ignore-full=1",
    ];
    let mut rows: Vec<Box<dyn Eliminator>> = registry()
        .into_iter()
        .filter(|e| wanted.contains(&label(e.as_ref()).as_str()))
        .collect();
    rows.sort_by_key(|e| wanted.iter().position(|w| *w == label(e.as_ref())));
    assert_eq!(rows.len(), 3, "the three rows");
    let config = CampaignConfig {
        cases: 120,
        seed: 13,
        counterexamples: 1,
        gen: options(),
        ..CampaignConfig::default()
    };
    let c = run_campaign(&config, &rows, &[]);
    assert_eq!(c.racy_inputs + c.faulty_inputs, 0, "{}", c.table());
    let (sound, off, weak) = (&c.eliminators[0], &c.eliminators[1], &c.eliminators[2]);
    assert_eq!(sound.unsound, 0, "{}", c.table());
    assert_eq!(off.unsound, 0, "{}", c.table());
    assert!(
        sound.removed > off.removed,
        "the projection removes more: {}",
        c.table()
    );
    assert!(
        weak.unsound > 0,
        "lds-groups-ignore-full is caught: {}",
        c.table()
    );
    assert!(!weak.must_be_sound);
}
