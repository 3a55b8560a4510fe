//! Barrier liveness against its definition: on every corpus barrier, `clean_before` holds
//! exactly when the hazard analysis' Before(b) is empty and `clean_after` exactly when After(b)
//! is (docs/design.md §4, sound boundary), before and after removals, with either restart policy.

use fixedbitset::FixedBitSet;
use std::path::Path;
use syncflow_analyses::hazard::{BoundaryRule, HazardIntervals, HazardOptions};
use syncflow_analyses::liveness::BarrierLiveness;
use syncflow_analyses::memory::{EffectOptions, EffectTable};
use syncflow_framework::dataflow::RestartPolicy;
use syncflow_ir::{parse_module, BarrierKind};

#[test]
fn liveness_facts_are_empty_before_and_after_sets() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/corpus");
    let mut checked = 0;
    let mut clean = 0;
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_none_or(|e| e != "ll") {
            continue;
        }
        let m = parse_module("x.ll", &std::fs::read_to_string(&path).unwrap()).unwrap();
        let table = EffectTable::new(&m, EffectOptions::default());
        for f in m.functions.indices() {
            let func = &m.functions[f];
            if !func.is_defined {
                continue;
            }
            let effects = table.function_effects(&m, f);
            let cfg = func.cfg();
            let candidates: Vec<_> = m
                .barriers(func)
                .filter(|(_, b)| b.kind == BarrierKind::Candidate)
                .map(|(i, _)| i)
                .collect();
            for policy in [RestartPolicy::Full, RestartPolicy::Incremental] {
                let mut removed = FixedBitSet::with_capacity(func.insts.len());
                let mut live =
                    BarrierLiveness::new(&cfg, func, &effects, BoundaryRule::Sound, &removed);
                // Remove every other candidate, one at a time, checking all facts each step.
                for (k, &gone) in candidates.iter().enumerate() {
                    let hazard = HazardIntervals::new(
                        &cfg,
                        func,
                        &effects,
                        table.objects(),
                        HazardOptions::default(),
                        &removed,
                    );
                    for &b in &candidates {
                        assert_eq!(
                            live.clean_before(b),
                            hazard.before(b).is_clear(),
                            "{} @{} {b:?}",
                            path.display(),
                            func.name
                        );
                        assert_eq!(live.clean_after(b), hazard.after(b).is_clear());
                        checked += 1;
                        clean += usize::from(live.clean_before(b) || live.clean_after(b));
                    }
                    if k % 2 == 0 {
                        removed.insert(gone.index());
                        live.remove(gone, policy);
                    }
                }
            }
        }
    }
    assert!(checked > 500 && clean > 20, "{checked} {clean}");
}
