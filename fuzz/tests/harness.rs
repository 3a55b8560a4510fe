//! The harness: remove-all is caught, remove-none never is, the uniformity hook catches a
//! false claim and accepts true ones, counterexamples are minimized and name the barrier.

use syncflow_fuzz::gen::{lower, GenOptions, KernelDesc};
use syncflow_fuzz::harness::{
    check_generated, claims_of, run_campaign, CampaignConfig, ClaimFn, Eliminator, IdsAreUniform,
    RemoveAll, RemoveNone, UniformityOracle,
};
use syncflow_fuzz::interp::Interpreter;
use syncflow_ir::{parse_module, CallTarget, PureIntrinsic, SpecialRegister};

#[test]
fn remove_all_is_caught_and_remove_none_is_not() {
    let elims: Vec<Box<dyn Eliminator>> = vec![Box::new(RemoveAll), Box::new(RemoveNone)];
    let dir = std::env::temp_dir().join(format!("syncflow-cex-{}", std::process::id()));
    let config = CampaignConfig {
        cases: 60,
        seed: 5,
        counterexamples: 1,
        out_dir: Some(dir.clone()),
        ..CampaignConfig::default()
    };
    let c = run_campaign(&config, &elims, &[]);
    assert_eq!(c.racy_inputs, 0);
    let all = &c.eliminators[0];
    let none = &c.eliminators[1];
    assert!(
        all.unsound > 10,
        "remove-all unsound on only {} kernels",
        all.unsound
    );
    assert_eq!(all.removed, all.barriers);
    assert_eq!(none.unsound, 0);
    // Every run goes to its end: no judgement is inconclusive.
    assert_eq!((all.inconclusive, none.inconclusive), (0, 0));
    assert!(!c.failed(), "remove-all is not required to be sound");
    let cex = &all.counterexamples[0];
    assert!(cex.barriers[0].contains("gen.cu:"), "{:?}", cex.barriers);
    assert!(cex.barriers[0].contains("llvm.nvvm.barrier0"));
    assert!(cex.finding.starts_with("race") || cex.finding.contains("divergence"));
    assert!(
        cex.instructions.1 < cex.instructions.0,
        "minimization shrinks"
    );
    let file = cex.file.as_ref().expect("written");
    let text = std::fs::read_to_string(file).expect("readable");
    assert!(text.contains("remove-all"));
    // The minimized module is still a failing case.
    let body: String = text
        .lines()
        .filter(|l| !l.starts_with(';'))
        .collect::<Vec<_>>()
        .join("\n");
    assert!(parse_module("cex.ll", &body).is_ok());
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn remove_all_is_caught_on_a_planned_barrier_directly() {
    // The minimal kernel needs its one barrier: removing it must be unsound.
    let k = lower(&KernelDesc::minimal(), &GenOptions::default());
    assert_eq!(k.planned_barriers, 1);
    let v = check_generated(&k, &RemoveAll).expect("runs");
    assert!(v.unsound());
    let race = v.new_race.expect("a race");
    assert!(race.first.location.is_some() && race.second.location.is_some());
    assert!(check_generated(&k, &RemoveNone).expect("runs").passed());
}

#[test]
fn uniformity_hook_accepts_true_claims_and_catches_false_ones() {
    // A deliberately wrong oracle: calls tid.x uniform.
    let tid_is_uniform = ClaimFn::new("tid-is-uniform", |m: &syncflow_ir::Module, f| {
        let func = &m.functions[f];
        func.insts
            .iter_enumerated()
            .filter(|(i, _)| {
                matches!(
                    m.call_target(func, *i),
                    Some(CallTarget::Pure(PureIntrinsic::SpecialRegister(
                        SpecialRegister::ThreadId(_)
                    )))
                )
            })
            .filter_map(|(_, inst)| inst.result)
            .collect()
    });
    let (mut true_claims, mut caught) = (0, 0);
    for seed in 0..30 {
        let k = lower(&KernelDesc::from_seed(seed), &GenOptions::default());
        let m = parse_module("gen.ll", &k.ir).expect("parses");
        let f = m.function_by_name("kernel").expect("kernel");
        let interp = Interpreter::new(&m);
        let good = claims_of(&IdsAreUniform, &m);
        true_claims += good.len();
        assert!(interp
            .run_checking_uniformity(f, &k.launch, &good)
            .uniformity_violations
            .is_empty());
        let bad = claims_of(&tid_is_uniform as &dyn UniformityOracle, &m);
        let r = interp.run_checking_uniformity(f, &k.launch, &bad);
        caught += usize::from(!r.uniformity_violations.is_empty());
    }
    assert!(true_claims >= 30 * 4, "params and ctaid are claimed");
    assert_eq!(caught, 30, "tid.x differs between threads in every kernel");
}

/// Issue 42's precision figure: with `kept_witness`, every barrier an eliminator keeps is
/// also judged removed alone. Remove-none keeps every barrier, and those with a witness are
/// exactly the ones `sound` must keep too (removing a barrier that alone brings a race with
/// others cannot hide that race), so `sound` keeps every witnessed barrier, and its "kept,
/// no witness" is what it could still remove.
#[test]
fn kept_barriers_without_a_witness_are_counted_per_eliminator() {
    let elims: Vec<Box<dyn Eliminator>> = syncflow_fuzz::harness::registry()
        .into_iter()
        .filter(|e| e.name() == "remove-none" || (e.name() == "pipeline" && e.preset() == "sound"))
        .collect();
    assert_eq!(elims.len(), 2);
    let config = CampaignConfig {
        cases: 60,
        seed: 3,
        counterexamples: 0,
        kept_witness: true,
        ..CampaignConfig::default()
    };
    let c = run_campaign(&config, &elims, &[]);
    let (none, sound) = (&c.eliminators[0], &c.eliminators[1]);
    assert_eq!(none.kept, Some(none.barriers), "remove-none keeps all");
    assert_eq!(sound.kept, Some(sound.barriers - sound.removed));
    let witnessed =
        |e: &syncflow_fuzz::harness::EliminatorStats| e.kept.unwrap() - e.kept_no_witness.unwrap();
    assert!(witnessed(none) > 0, "some barriers are needed: {none:?}");
    assert!(none.kept_no_witness.unwrap() > 0, "{none:?}");
    assert_eq!(sound.unsound, 0);
    assert_eq!(
        witnessed(sound),
        witnessed(none),
        "sound keeps every barrier with a witness"
    );
    assert!(c.table().contains("kept without a witness"));
}
