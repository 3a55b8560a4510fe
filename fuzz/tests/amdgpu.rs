//! The generator's AMDGPU target (issue 38): every generated module is AMDGPU IR that
//! `llc-19` compiles (gfx90a for wave64, gfx1030 for wave32), that syncflow parses with one
//! candidate barrier group per `__syncthreads()`, and that the interpreter runs to its end
//! without a race; the harness judges narrowing to LDS, catching the unsound
//! `narrow-lds-ignore-global` row and never the `sound` one. NVIDIA-only forms are refused.
//!
//! CI installs `llc-19`: these tests require it.

mod common;

use common::llc;
use syncflow_fuzz::gen::{lower, GenOptions, KernelDesc, Target};
use syncflow_fuzz::harness::{
    candidate_barriers, harness_launch, registry, run_campaign, CampaignConfig, Eliminator,
    InputRuns,
};
use syncflow_ir::parse_module;

const WAVE64: Target = Target::Amdgpu { wave32: false };
const WAVE32: Target = Target::Amdgpu { wave32: true };

/// The variants: each target with the default form, `--multi-buffer` and `--carved-buffers`.
fn variants() -> Vec<(&'static str, GenOptions)> {
    let mut out = Vec::new();
    for (name, target) in [("wave64", WAVE64), ("wave32", WAVE32)] {
        let base = GenOptions {
            target,
            ..GenOptions::default()
        };
        out.push((name, base));
        out.push((
            name,
            GenOptions {
                multi_buffer: true,
                ..base
            },
        ));
        out.push((
            name,
            GenOptions {
                carved_buffers: true,
                ..base
            },
        ));
    }
    out
}

#[test]
fn llc_accepts_and_the_interpreter_runs_every_generated_kernel() {
    for (name, opts) in variants() {
        let cpu = opts.target.mcpu().expect("an AMDGPU cpu");
        for seed in 0..20u64 {
            let k = lower(&KernelDesc::from_seed(1000 + seed), &opts);
            let what = format!("{name} seed {seed} ({opts:?})");
            assert!(k.ir.contains("target triple = \"amdgcn-amd-amdhsa\""));
            assert!(k.ir.contains("define amdgpu_kernel void @kernel("));
            assert!(!k.ir.contains("nvvm"), "{what}: NVVM spelling\n{}", k.ir);
            let isa = llc(&k.ir, cpu).unwrap_or_else(|e| panic!("{what}: llc-19: {e}\n{}", k.ir));
            assert!(isa.contains("s_endpgm"), "{what}: no code\n{isa}");
            let m = parse_module("gen.ll", &k.ir).expect("syncflow parses it");
            assert_eq!(m.amdgpu_wave_size(), Some(opts.target.wave_size()));
            // Every planned barrier is a whole fence–s_barrier–fence group.
            let groups = k.ir.matches("call void @llvm.amdgcn.s.barrier()").count();
            assert!(groups >= k.planned_barriers, "{what}");
            assert_eq!(candidate_barriers(&m).len(), groups, "{what}\n{}", k.ir);
            let f = m.function_by_name(&k.kernel).expect("kernel");
            let runs = InputRuns::new(&m, f, &harness_launch(&k.launch));
            for (schedule, r) in &runs.runs {
                assert!(r.finished(), "{what}: {schedule:?} stopped: {:?}", r.faults);
            }
            assert!(!runs.racy(), "{what}: the generated kernel races");
        }
    }
}

#[test]
fn a_shuffle_reads_its_neighbour_in_a_wave64() {
    // The same kernel on both targets computes the same output: `ds.bpermute` keeps CUDA's
    // 32-lane `__shfl_down_sync`.
    use syncflow_fuzz::gen::Stmt;
    let desc = KernelDesc {
        body: vec![
            Stmt::GlobalLoad { offset: 1 },
            Stmt::Shuffle { delta: 3 },
            Stmt::GlobalStore,
        ],
        shape: syncflow_fuzz::gen::Shape::X128,
        ..KernelDesc::minimal()
    };
    let digest = |target: Target| {
        let k = lower(
            &desc,
            &GenOptions {
                target,
                ..GenOptions::default()
            },
        );
        let m = parse_module("gen.ll", &k.ir).expect("parses");
        let f = m.function_by_name(&k.kernel).expect("kernel");
        let runs = InputRuns::new(&m, f, &harness_launch(&k.launch));
        assert!(runs.first().finished() && !runs.racy(), "{}", k.ir);
        runs.first().memory_digest
    };
    let nvidia = digest(Target::Nvptx);
    assert_eq!(digest(WAVE64), nvidia);
    assert_eq!(digest(WAVE32), nvidia);
}

#[test]
fn nvidia_only_forms_are_refused() {
    let amd = GenOptions {
        target: WAVE64,
        ..GenOptions::default()
    };
    assert_eq!(amd.unsupported(), None);
    for (opts, what) in [
        (
            GenOptions {
                inline_asm: true,
                ..amd
            },
            "inline PTX",
        ),
        (
            GenOptions {
                async_copies: true,
                ..amd
            },
            "cp.async",
        ),
        (
            GenOptions {
                hopper: true,
                ..amd
            },
            "wgmma",
        ),
        (
            GenOptions {
                warp_specialized: true,
                ..amd
            },
            "named barriers",
        ),
    ] {
        let why = opts.unsupported().expect("refused");
        assert!(why.contains(what), "{why}");
    }
    // On NVPTX every form is fine.
    let nv = GenOptions {
        inline_asm: true,
        hopper: true,
        ..GenOptions::default()
    };
    assert_eq!(nv.unsupported(), None);
}

#[test]
fn the_campaign_judges_narrowing_to_lds() {
    let rows: Vec<Box<dyn Eliminator>> = registry()
        .into_iter()
        .filter(|e| {
            e.name() == "pipeline"
                && (e.preset() == "sound" || e.preset().contains("narrow-lds-ignore-global"))
        })
        .collect();
    assert_eq!(rows.len(), 2, "the sound row and the unsound narrowing row");
    let config = CampaignConfig {
        cases: 60,
        seed: 7,
        counterexamples: 1,
        gen: GenOptions {
            target: WAVE64,
            ..GenOptions::default()
        },
        ..CampaignConfig::default()
    };
    let c = run_campaign(&config, &rows, &[]);
    assert_eq!(c.racy_inputs + c.faulty_inputs, 0);
    let sound = &c.eliminators[0];
    let weak = &c.eliminators[1];
    assert_eq!(sound.unsound, 0, "{}", c.table());
    assert!(sound.removed > 0, "sound removes something: {}", c.table());
    assert!(
        weak.unsound > 0,
        "narrow-lds-ignore-global is caught: {}",
        c.table()
    );
    assert!(!weak.must_be_sound);
}
