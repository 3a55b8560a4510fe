//! The `dominance` pass: certificates on the corpus re-verified by the independent checker,
//! corrupted certificates rejected, the differential test against `dse`, and the
//! barrier-after-a-loop case of the issue.

use fixedbitset::FixedBitSet;
use std::path::{Path, PathBuf};
use syncflow_analyses::hazard::{HazardIntervals, HazardOptions};
use syncflow_analyses::liveness::{
    BarrierRef, Boundary, Certificate, CheckError, Checker, Condition, Proof,
};
use syncflow_analyses::memory::{EffectOptions, EffectTable, InstEffect};
use syncflow_ir::{parse_module, Module};
use syncflow_transforms::eliminate::{eliminate, AssumeUniform, Elimination};
use syncflow_transforms::knobs::{Knobs, PassName};

fn corpus_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/corpus")
}

fn corpus() -> Vec<(String, Module)> {
    let mut files: Vec<_> = std::fs::read_dir(corpus_dir())
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "ll"))
        .collect();
    files.sort();
    files
        .into_iter()
        .map(|p| {
            let name = p.file_name().unwrap().to_string_lossy().to_string();
            let m = parse_module(&name, &std::fs::read_to_string(&p).unwrap()).unwrap();
            (name, m)
        })
        .collect()
}

fn load(name: &str) -> Module {
    parse_module(
        name,
        &std::fs::read_to_string(corpus_dir().join(name)).unwrap(),
    )
    .unwrap()
}

fn knobs(preset: &str, overrides: &[&str]) -> Knobs {
    let mut k = Knobs::preset(preset).unwrap();
    for o in overrides {
        k.set(o).unwrap();
    }
    k
}

fn checker(m: &Module) -> Checker<'_> {
    Checker::new(m, EffectOptions::default())
}

/// The certificate of the barrier of `f` at `line`.
fn cert_at<'r>(m: &Module, r: &'r Elimination, f: &str, line: u32) -> &'r Certificate {
    let fid = m.function_by_name(f).unwrap();
    r.certificates
        .iter()
        .find(|(g, i, _)| {
            *g == fid && m.functions[fid].insts[*i].debug_loc.map(|l| l.line) == Some(line)
        })
        .map(|(_, _, c)| c)
        .unwrap_or_else(|| panic!("no certificate for {f}:{line}"))
}

#[test]
fn every_certificate_on_the_corpus_passes_the_checker() {
    let mut total = 0;
    for (name, m) in corpus() {
        let check = checker(&m);
        for overrides in [
            &["passes=dominance", "sync-mode=1"][..],
            &["passes=dominance", "sync-mode=2"],
            &["passes=dominance", "sync-mode=3"],
            &["passes=dominance", "restart=incremental"],
            &[],
        ] {
            let r = eliminate(&m, &knobs("sound", overrides), &AssumeUniform);
            let dominance_removals = r
                .decisions
                .iter()
                .filter(|d| d.removed && d.pass == Some(PassName::Dominance))
                .count();
            assert_eq!(
                dominance_removals,
                r.certificates.len(),
                "{name} {overrides:?}"
            );
            for (_, _, c) in &r.certificates {
                if let Err(e) = check.check(c) {
                    panic!("{name} {overrides:?}: {e}\n{c:#?}");
                }
                // A certificate survives a JSON round trip unchanged.
                let back: Certificate =
                    serde_json::from_str(&serde_json::to_string(c).unwrap()).unwrap();
                assert_eq!(&back, c);
            }
            total += r.certificates.len();
        }
    }
    assert!(total >= 30, "only {total} certificates on the corpus");
}

#[test]
fn sync_modes_admit_growing_sets() {
    let mut counts = [0usize; 4];
    for (_, m) in corpus() {
        for mode in 0..4u8 {
            let r = eliminate(
                &m,
                &knobs("sound", &["passes=dominance", &format!("sync-mode={mode}")]),
                &AssumeUniform,
            );
            counts[mode as usize] += r.removed();
        }
    }
    assert_eq!(counts[0], 0);
    assert!(
        counts[0] <= counts[1] && counts[1] <= counts[2] && counts[2] < counts[3],
        "{counts:?}"
    );
    eprintln!("dominance removals on the corpus by sync-mode 0..3: {counts:?}");
}

#[test]
fn barrier_after_the_tree_reduction_loop_names_both_reaching_barriers() {
    let m = load("reduce_tree.ll");
    let r = eliminate(&m, &knobs("sound", &["passes=dominance"]), &AssumeUniform);
    let c = cert_at(&m, &r, "reduce_sum", 17);
    match &c.proof {
        Proof::Reaching { barriers, entry } => {
            let lines: Vec<_> = barriers.iter().map(|b| b.line).collect();
            // The zero-trip path's barrier (line 11) and the loop's bottom barrier (line 15).
            assert_eq!(lines, [Some(11), Some(15)]);
            assert!(!entry);
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(c.region, ["14", "19", "32"]);
    checker(&m).check(c).unwrap();
    // No single barrier proves it: ptxas' check (sync-mode 1 and 2) keeps it.
    for mode in ["sync-mode=1", "sync-mode=2"] {
        let r = eliminate(
            &m,
            &knobs("sound", &["passes=dominance", mode]),
            &AssumeUniform,
        );
        assert_eq!(r.removed(), 0, "{mode}");
    }
    // Every other barrier stays.
    assert_eq!(r.removed(), 1);
}

#[test]
fn outer_loop_bottom_after_an_inner_loop_bottom_goes_too() {
    let m = load("nested_loops.ll");
    let r = eliminate(&m, &knobs("sound", &["passes=dominance"]), &AssumeUniform);
    let c = cert_at(&m, &r, "nested_bottoms", 18);
    match &c.proof {
        // From the inner bottom (line 16), or — inner loop running zero times — from the
        // kernel entry with no access on the way.
        Proof::Reaching { barriers, .. } => {
            assert!(barriers.iter().any(|b| b.line == Some(16)), "{c:?}")
        }
        other => panic!("{other:?}"),
    }
    checker(&m).check(c).unwrap();
}

#[test]
fn consecutive_barriers_get_ptxas_proofs() {
    let m = load("consecutive.ll");
    // Mode 1: the dominator proof only; line 10 is dominated by line 9, nothing between.
    let r = eliminate(
        &m,
        &knobs("sound", &["passes=dominance", "sync-mode=1"]),
        &AssumeUniform,
    );
    let c = cert_at(&m, &r, "two_in_a_row", 10);
    assert!(matches!(&c.proof, Proof::Dominator { dominator } if dominator.line == Some(9)));
    assert!(c.conditions.contains(&Condition::SameOperands));
    assert!(c
        .conditions
        .contains(&Condition::SameLoopDepth { depth: 0 }));
    checker(&m).check(c).unwrap();
    // Of three in a row, two go; the second certificate assumes the first removal.
    let three: Vec<_> = r
        .certificates
        .iter()
        .filter(|(f, _, _)| m.functions[*f].name == "three_in_a_row")
        .collect();
    assert_eq!(three.len(), 2);
    assert!(three[0].2.assumes_removed.is_empty());
    assert_eq!(three[1].2.assumes_removed.len(), 1);
}

#[test]
fn restart_never_is_caught_by_the_checker() {
    // Deciding every barrier on the first solution removes both of two consecutive barriers,
    // each proved by the other: the checker rejects the pair in order.
    let m = load("consecutive.ll");
    let r = eliminate(
        &m,
        &knobs("sound", &["passes=dominance", "restart=never"]),
        &AssumeUniform,
    );
    let fid = m.function_by_name("two_in_a_row").unwrap();
    let certs: Vec<Certificate> = r
        .certificates
        .iter()
        .filter(|(f, _, _)| *f == fid)
        .map(|(_, _, c)| c.clone())
        .collect();
    assert_eq!(certs.len(), 2, "both go under restart=never");
    // Check the second against the program without the first, as it would run.
    let mut second = certs[1].clone();
    second.assumes_removed.push(certs[0].barrier.clone());
    assert!(checker(&m).check(&second).is_err());
}

fn reduce_cert() -> (Module, Certificate) {
    let m = load("reduce_tree.ll");
    let r = eliminate(&m, &knobs("sound", &["passes=dominance"]), &AssumeUniform);
    let c = cert_at(&m, &r, "reduce_sum", 17).clone();
    (m, c)
}

#[test]
fn checker_rejects_a_wrong_dominator() {
    let (m, c) = reduce_cert();
    let check = checker(&m);
    let fid = m.function_by_name("reduce_sum").unwrap();
    let at_line = |line: u32| {
        let func = &m.functions[fid];
        let i = func
            .insts
            .indices()
            .find(|&i| {
                func.insts[i].debug_loc.map(|l| l.line) == Some(line)
                    && m.barrier(func, i).is_some()
            })
            .unwrap();
        BarrierRef::of(&m, "reduce_sum", i)
    };
    // The loop's bottom barrier does not dominate line 17 (the zero-trip path avoids it).
    let mut wrong = c.clone();
    wrong.proof = Proof::Dominator {
        dominator: at_line(15),
    };
    assert!(
        matches!(check.check(&wrong), Err(CheckError::NotDominated(_))),
        "{:?}",
        check.check(&wrong)
    );
    // Line 11 dominates it, but the loop body's accesses lie on a path between.
    wrong.proof = Proof::Dominator {
        dominator: at_line(11),
    };
    assert!(matches!(
        check.check(&wrong),
        Err(CheckError::AccessOnPath(_))
    ));
    // A barrier that is not there.
    wrong.proof = Proof::Dominator {
        dominator: BarrierRef {
            block: "19".into(),
            index: 1,
            line: Some(17),
        },
    };
    assert!(matches!(
        check.check(&wrong),
        Err(CheckError::BadReference(_))
    ));
}

#[test]
fn checker_rejects_a_region_missing_a_path_and_a_short_barrier_set() {
    let (m, c) = reduce_cert();
    let check = checker(&m);
    check.check(&c).unwrap();
    let mut wrong = c.clone();
    wrong.region.retain(|b| b != "32");
    assert_eq!(
        check.check(&wrong),
        Err(CheckError::RegionMismatch {
            missing: vec!["32".into()],
            extra: vec![]
        })
    );
    let mut wrong = c.clone();
    wrong.region.push("25".into());
    assert!(matches!(
        check.check(&wrong),
        Err(CheckError::RegionMismatch { .. })
    ));
    let mut wrong = c.clone();
    if let Proof::Reaching { barriers, .. } = &mut wrong.proof {
        barriers.retain(|b| b.line != Some(15));
    }
    assert!(matches!(
        check.check(&wrong),
        Err(CheckError::BarrierSetMismatch { .. })
    ));
    let mut wrong = c.clone();
    if let Proof::Reaching { entry, .. } = &mut wrong.proof {
        *entry = true;
    }
    assert!(matches!(check.check(&wrong), Err(CheckError::Boundary(_))));
    // Assuming the loop's barrier gone opens a path from the loop body's accesses.
    let mut wrong = c.clone();
    if let Proof::Reaching { barriers, .. } = &wrong.proof {
        let loop_barrier = barriers
            .iter()
            .find(|b| b.line == Some(15))
            .unwrap()
            .clone();
        wrong.assumes_removed.push(loop_barrier);
    }
    assert!(check.check(&wrong).is_err());
    // Other effect options than the certificate's.
    let lax = Checker::new(
        &m,
        EffectOptions {
            ignore_call_safety: true,
            ignore_address_space_check: false,
            opaque_inline_asm: false,
            async_at_issue_only: false,
            hopper_async: false,
            legacy_sync_model: false,
            wmma_registers_only: false,
        },
    );
    assert_eq!(lax.check(&c), Err(CheckError::OptionsMismatch));
}

#[test]
fn checker_rejects_a_certificate_when_an_access_lies_on_a_path() {
    let (m, c) = reduce_cert();
    // The same module with a store right after the loop's bottom barrier: on the path
    // %32 → %19 into line 17.
    let text = m.source.replace(
        "  tail call void @llvm.nvvm.barrier0(), !dbg !45\n",
        "  tail call void @llvm.nvvm.barrier0(), !dbg !45\n  store float 0.000000e+00, ptr %17, align 4\n",
    );
    assert_ne!(text, m.source);
    let m2 = parse_module("reduce_tree_store.ll", &text).unwrap();
    let err = checker(&m2).check(&c).unwrap_err();
    assert!(
        matches!(err, CheckError::AccessOnPath(ref at) if at.contains("%32[1]")),
        "{err}"
    );
    // And the pass no longer removes it there.
    let r = eliminate(&m2, &knobs("sound", &["passes=dominance"]), &AssumeUniform);
    assert_eq!(r.removed(), 0);
}

#[test]
fn device_function_entry_is_not_clean() {
    let m = load("devfunc_barrier.ll");
    let fid = m.function_by_name("_Z13block_barrierv").unwrap();
    let func = &m.functions[fid];
    let b = m.barriers(func).next().unwrap().0;
    let entry = func.blocks.iter().next().unwrap().name.clone();
    let mut c = Certificate {
        function: func.name.clone(),
        barrier: BarrierRef::of(&m, &func.name, b),
        proof: Proof::Reaching {
            barriers: vec![],
            entry: true,
        },
        region: vec![entry],
        conditions: vec![Condition::NoAccess],
        assumes_removed: vec![],
        boundary: Boundary::Sound,
        ignore_call_safety: false,
        ignore_address_space_check: false,
    };
    // docs/design.md §4: the caller may have written just before the call.
    assert!(matches!(
        checker(&m).check(&c),
        Err(CheckError::Boundary(_))
    ));
    c.boundary = Boundary::Clean;
    checker(&m).check(&c).unwrap();
    // The sound pass keeps it; the faithful flavour (cicc's clean boundary) removes it.
    let sound = eliminate(&m, &knobs("sound", &["passes=dominance"]), &AssumeUniform);
    assert!(sound.certificate(fid, b).is_none());
    let faithful = eliminate(
        &m,
        &knobs("sound", &["passes=dominance", "flavour=faithful"]),
        &AssumeUniform,
    );
    checker(&m)
        .check(faithful.certificate(fid, b).unwrap())
        .unwrap();
}

/// Every barrier `dominance` removes, `dse` also deems removable on the same program (the
/// barriers removed before it gone): no conflicting pair at precision 2 — indeed an empty
/// Before or After.
#[test]
fn every_dominance_removal_is_a_dse_removal_on_the_same_program() {
    let mut only_dse = Vec::new();
    let (mut n_dom, mut n_dse) = (0, 0);
    for (name, m) in corpus() {
        let k = knobs("sound", &["passes=dominance"]);
        let r = eliminate(&m, &k, &AssumeUniform);
        let table = EffectTable::new(&m, EffectOptions::default());
        for (f, inst, c) in &r.certificates {
            let func = &m.functions[*f];
            let effects: Vec<InstEffect> = table.function_effects(&m, *f);
            let cfg = func.cfg();
            let mut removed = FixedBitSet::with_capacity(func.insts.len());
            for gone in &c.assumes_removed {
                removed.insert(
                    gone.resolve(func)
                        .expect("the certificate names a barrier")
                        .index(),
                );
            }
            let hi = HazardIntervals::new(
                &cfg,
                func,
                &effects,
                table.objects(),
                HazardOptions::default(),
                &removed,
            );
            assert!(
                hi.before(*inst).is_clear() || hi.after(*inst).is_clear(),
                "{name} {}: dominance removed a barrier with accesses on both sides",
                c.barrier.describe()
            );
            assert!(hi
                .conflicts(*inst, table.objects(), k.precision())
                .is_empty());
        }
        // The other direction, for the record: what dse alone removes that dominance alone
        // does not.
        let dse = eliminate(&m, &knobs("sound", &["passes=dse"]), &AssumeUniform);
        n_dom += r.removed();
        n_dse += dse.removed();
        for d in dse.decisions.iter().filter(|d| d.removed) {
            if !r
                .removals
                .iter()
                .any(|x| x.function == d.function && x.inst == d.inst)
            {
                let func = &m.functions[d.function];
                let line = func.insts[d.inst].debug_loc.map(|l| l.line).unwrap_or(0);
                only_dse.push(format!(
                    "{name} {}:{line}: {}",
                    func.name,
                    d.reason.describe()
                ));
            }
        }
    }
    eprintln!("corpus: dominance alone removes {n_dom}, dse alone {n_dse}");
    for line in &only_dse {
        eprintln!("only dse: {line}");
    }
    assert!(n_dom > 0 && n_dom <= n_dse);
}

#[test]
fn full_and_incremental_restart_give_the_same_certificates() {
    for (name, m) in corpus() {
        let full = eliminate(
            &m,
            &knobs("sound", &["passes=dominance", "restart=full"]),
            &AssumeUniform,
        );
        let inc = eliminate(
            &m,
            &knobs("sound", &["passes=dominance", "restart=incremental"]),
            &AssumeUniform,
        );
        assert_eq!(full.certificates, inc.certificates, "{name}");
    }
}
